/** Pieces shared by the cache backends: counters, TTL handling, JSON encoding. */
import { Duration, Effect, Either, Option, Schema } from "effect"
import type { CacheStats } from "./FilingCache.js"

/** A cache operation failed (I/O, connection, timeout). Always caught inside the cache. */
export class CacheIoError extends Schema.TaggedError<CacheIoError>()("CacheIoError", {
  operation: Schema.String,
  key: Schema.String,
  detail: Schema.String
}) {
  override get message(): string {
    return `cache ${this.operation} ${this.key}: ${this.detail}`
  }
}

export const describeCause = (cause: unknown): string =>
  cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)

type Counter = "hits" | "misses" | "writes" | "corrupt" | "errors"

export interface Counters {
  readonly bump: (counter: Counter) => Effect.Effect<void>
  readonly stats: Effect.Effect<CacheStats>
}

export const makeCounters = (backend: CacheStats["backend"], location?: string): Counters => {
  const counts: Record<Counter, number> = { hits: 0, misses: 0, writes: 0, corrupt: 0, errors: 0 }
  return {
    bump: (counter) =>
      Effect.sync(() => {
        counts[counter]++
      }),
    stats: Effect.sync(() => (location === undefined ? { backend, ...counts } : { backend, location, ...counts }))
  }
}

/** How long an entry written now is kept. */
export type Lifetime =
  | { readonly _tag: "Forever" }
  | { readonly _tag: "For"; readonly millis: number }
  /** A zero or negative TTL: the entry would be expired on arrival, so nothing is written. */
  | { readonly _tag: "Skip" }
  /** Not a duration (a mistyped string at run time): nothing is written, with a warning. */
  | { readonly _tag: "Invalid"; readonly input: string }

export const lifetimeOf = (ttl: Duration.DurationInput | undefined): Lifetime => {
  if (ttl === undefined) return { _tag: "Forever" }
  const decoded = Duration.decodeUnknown(ttl)
  if (Option.isNone(decoded)) return { _tag: "Invalid", input: String(ttl) }
  const duration = decoded.value
  if (!Duration.isFinite(duration)) return { _tag: "Forever" }
  const millis = Math.ceil(Duration.toMillis(duration))
  return millis > 0 ? { _tag: "For", millis } : { _tag: "Skip" }
}

const utf8 = new TextEncoder()
const utf8Strict = new TextDecoder("utf-8", { fatal: true })

/** JSON text as UTF-8, or the reason the value cannot be stored. */
export const encodeJson = (value: unknown): Either.Either<Uint8Array, string> => {
  try {
    const text = JSON.stringify(value)
    return text === undefined ? Either.left("value has no JSON form") : Either.right(utf8.encode(text))
  } catch (cause) {
    return Either.left(describeCause(cause))
  }
}

/** Parses stored JSON; a failure means the entry is corrupt. */
export const decodeJson = (payload: Uint8Array): Either.Either<unknown, string> => {
  try {
    return Either.right(JSON.parse(utf8Strict.decode(payload)) as unknown)
  } catch (cause) {
    return Either.left(describeCause(cause))
  }
}
