/**
 * Where the filing pipeline keeps what it computed: resolutions and full results in the
 * shared cache, with an in-process memo of the decoded values in front (off when caching
 * is off), and a memo of sections responses.
 */
import { Duration, Effect, Option, Schema } from "effect"
import type { FilingCacheService } from "../../cache/filing-cache.js"
import { Lru } from "../../cache/lru.js"
import { yieldToEventLoop } from "../../domain/scheduling.js"
import { FilingRef } from "../../edgar/schema.js"
import { EdgarTtl } from "../../edgar/store.js"
import { jsonSize, type MemoOptions } from "../analysis/memo.js"
import { FullResult, SectionsResponse } from "../analysis/result.js"

const RESOLUTION_MEMO: MemoOptions = { maxEntries: 4096, maxBytes: 16 * 1024 * 1024 }
/** A resolution written by this process is kept as long as the cache keeps it. */
const RESOLUTION_TTL_MS = Duration.toMillis(Duration.decode(EdgarTtl.submissions))
/**
 * A resolution read from the shared cache (written earlier, maybe by another process) is
 * kept briefly: its remaining time to live there is not known.
 */
const RESOLUTION_READ_TTL_MS = Math.min(60_000, RESOLUTION_TTL_MS)

const decodeCachedResult = Schema.decodeUnknownOption(FullResult)

/** What a cached resolution holds. */
export const CachedResolution = Schema.Struct({
  filing: FilingRef,
  prior: Schema.NullOr(FilingRef),
  priorMissingReason: Schema.NullOr(Schema.String),
  priorStatus: Schema.Literal("found", "not_requested", "not_listed", "document_missing", "unavailable")
})
export type CachedResolution = typeof CachedResolution.Type
const decodeResolution = Schema.decodeUnknownOption(CachedResolution)
const encodeResolution = Schema.encodeSync(CachedResolution)
const encodeResult = Schema.encodeSync(FullResult)
const encodeSections = Schema.encodeSync(SectionsResponse)

const OFF: MemoOptions = { maxEntries: 0, maxBytes: 0 }

/** The store over `cache`; `memo` bounds the in-process memos (null: no memo). */
export const makeFilingStore = (cache: FilingCacheService, memo: MemoOptions | null) => {
  const resultMemo = new Lru<FullResult>(memo ?? OFF)
  const resolutionMemo = new Lru<CachedResolution>(memo === null ? OFF : RESOLUTION_MEMO)
  const sectionsMemo = new Lru<SectionsResponse>(memo ?? OFF)

  const cachedResolution = (rkey: string): Effect.Effect<Option.Option<CachedResolution>> => {
    const hit = resolutionMemo.get(rkey)
    if (hit !== undefined) return Effect.succeed(Option.some(hit))
    return Effect.map(cache.getJson(rkey), (raw) => {
      const decoded = Option.flatMap(raw, decodeResolution)
      if (Option.isSome(decoded)) resolutionMemo.set(rkey, decoded.value, jsonSize(raw.pipe(Option.getOrNull)), RESOLUTION_READ_TTL_MS)
      return decoded
    })
  }

  const putResolution = (rkey: string, resolved: CachedResolution): Effect.Effect<void> => {
    const encoded = encodeResolution(resolved)
    resolutionMemo.set(rkey, resolved, jsonSize(encoded), RESOLUTION_TTL_MS)
    return cache.putJson(rkey, encoded, EdgarTtl.submissions)
  }

  const cachedResult = (akey: string): Effect.Effect<Option.Option<FullResult>> => {
    const hit = resultMemo.get(akey)
    if (hit !== undefined) return Effect.succeed(Option.some(hit))
    return Effect.map(cache.getJson(akey), (raw) => {
      const decoded = Option.flatMap(raw, decodeCachedResult)
      if (Option.isSome(decoded)) resultMemo.set(akey, decoded.value, jsonSize(raw.pipe(Option.getOrNull)))
      return decoded
    })
  }

  const putResult = (akey: string, result: FullResult): Effect.Effect<void> =>
    Effect.gen(function* () {
      // Large results: let other requests' I/O run between the encoding steps.
      yield* yieldToEventLoop
      const encoded = encodeResult(result)
      yield* yieldToEventLoop
      // What a later read of the cache entry would give (the decoded encoding).
      const decoded = Option.getOrElse(decodeCachedResult(encoded), () => result)
      resultMemo.set(akey, decoded, jsonSize(encoded))
      yield* yieldToEventLoop
      yield* cache.putJson(akey, encoded)
    })

  /**
   * The memoised result of a resolution key, read only when both the resolution and its
   * result are in memory; on a hit both memos are read as `cachedResolution` and
   * `cachedResult` read them (recency and hit counts), at the same instant.
   */
  const memoised = (rkey: string, analysisKeyOf: (resolved: CachedResolution) => string): FullResult | undefined => {
    const now = Date.now()
    const resolved = resolutionMemo.peek(rkey, now)
    if (resolved === undefined) return undefined
    const akey = analysisKeyOf(resolved)
    if (resultMemo.peek(akey, now) === undefined) return undefined
    resolutionMemo.get(rkey, now)
    return resultMemo.get(akey, now)
  }

  /** A sections response, served from memory like a result (a filing's sections do not change). */
  const sections = {
    get: (key: string): SectionsResponse | undefined => sectionsMemo.get(key),
    set: (key: string, out: SectionsResponse): void => {
      sectionsMemo.set(key, out, jsonSize(encodeSections(out)), RESOLUTION_TTL_MS)
    }
  }

  return { cachedResolution, putResolution, cachedResult, putResult, memoised, sections }
}

export type FilingStore = ReturnType<typeof makeFilingStore>
