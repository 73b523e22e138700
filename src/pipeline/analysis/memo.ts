/**
 * Bounds and size estimates of the pipeline's in-process memos of decoded values (results,
 * resolutions, sections, extractions) in front of the filing cache: the warm path then
 * neither reads nor decodes a cache entry. The memos are the service's one LRU (`Lru` of
 * `cache/lru.ts`), bounded by entry count and by an estimate of the entries' size; keys
 * are the filing cache's own keys, so a hit here is exactly a hit there.
 */
import type { LruLimits } from "../../cache/lru.js"

export type MemoOptions = LruLimits

/** Size estimate of a JSON-shaped value: the length of its encoding. */
export const jsonSize = (value: unknown): number => {
  try {
    return JSON.stringify(value)?.length ?? 0
  } catch {
    return Number.POSITIVE_INFINITY
  }
}
