/** Pieces shared by the cache backends: counters, TTL handling, JSON encoding. */
import { Clock, Duration, Effect, Either, Option, Schema } from "effect"
import { decodeEntry, type EntryKind, isExpired, NO_EXPIRY, tryEncodeEntry } from "./entry.js"
import type { CacheStats, FilingCacheService } from "./filing-cache.js"
import { describeCause } from "../redis/client.js"

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

export { describeCause }

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

/** A lifetime a backend stores (an invalid TTL never reaches it). */
export type ValidLifetime = Exclude<Lifetime, { readonly _tag: "Invalid" }>

/** What one backend provides; `cacheService` adds TTL validation, JSON and the counters. */
export interface CacheBackend {
  readonly backend: CacheStats["backend"]
  readonly counters: Counters
  /** A verified entry of that kind, decoded; a miss otherwise (counted as hit or miss here). */
  readonly read: <A>(key: string, kind: EntryKind, decode: (payload: Uint8Array) => Either.Either<A, string>) => Effect.Effect<Option.Option<A>>
  /** Stores an entry (`Skip`: removes what was there, since it would be expired on arrival). */
  readonly store: (key: string, kind: EntryKind, payload: Uint8Array, lifetime: ValidLifetime) => Effect.Effect<void>
}

/** The `FilingCacheService` of a backend: the part every backend shares. */
export const cacheService = (b: CacheBackend): FilingCacheService => {
  const skipped = (key: string, reason: string) =>
    Effect.zipRight(
      b.counters.bump("errors"),
      Effect.logWarning(`value not cached: ${reason}`).pipe(Effect.annotateLogs({ cache: b.backend, key }))
    )
  const write = (key: string, kind: EntryKind, payload: Uint8Array, ttl: Duration.DurationInput | undefined) => {
    const lifetime = lifetimeOf(ttl)
    return lifetime._tag === "Invalid" ? skipped(key, `invalid TTL ${lifetime.input}`) : b.store(key, kind, payload, lifetime)
  }
  const counted = <A>(found: Effect.Effect<Option.Option<A>>) =>
    Effect.tap(found, (f) => b.counters.bump(Option.isSome(f) ? "hits" : "misses"))
  return {
    getBytes: (key) => counted(b.read(key, "bytes", (payload) => Either.right(payload.slice()))),
    putBytes: (key, bytes, ttl) => write(key, "bytes", bytes, ttl),
    getJson: (key) => counted(b.read(key, "json", decodeJson)),
    putJson: (key, value, ttl) => {
      const encoded = encodeJson(value)
      return Either.isRight(encoded) ? write(key, "json", encoded.right, ttl) : skipped(key, encoded.left)
    },
    stats: b.counters.stats
  }
}

/** The expiry time (epoch ms, or NO_EXPIRY) of an entry written at `now`. */
export const expiresAtOf = (lifetime: ValidLifetime, now: number): number =>
  lifetime._tag === "For" ? now + lifetime.millis : NO_EXPIRY

/** An entry stamped with the current time and its expiry, encoded; or why it cannot be stored. */
export const stampEntry = (key: string, kind: EntryKind, payload: Uint8Array, lifetime: ValidLifetime) =>
  Effect.map(Clock.currentTimeMillis, (now) =>
    tryEncodeEntry({ key, kind, createdAt: now, expiresAt: expiresAtOf(lifetime, now), payload })
  )

/** A read that finds the other kind of entry: a miss with a warning (the entry is not corrupt). */
export const otherKindWarning = (backend: CacheStats["backend"], key: string, stored: EntryKind, asked: EntryKind) =>
  Effect.logWarning(`cache entry holds ${stored}, ${asked} was asked for: treated as a miss`).pipe(
    Effect.annotateLogs({ cache: backend, key })
  )

/** What a backend that stores encoded entries (`entry.ts`) does with one it does not serve. */
export interface StoredEntryChecks {
  readonly backend: CacheStats["backend"]
  /** A corrupt entry, with the reason: counted, removed and warned about by the backend. */
  readonly corrupt: (reason: string) => Effect.Effect<void>
  /** An expired entry (removed); absent where the store expires entries itself (Redis). */
  readonly expired?: Effect.Effect<void>
}

/**
 * The value of the stored entry `bytes`, read under `key` for `kind`, or a miss. Bytes that fail
 * the entry's checks (length, digest, key) are corrupt, and so is a payload `decode` rejects:
 * the digest matched, so these are the bytes that were written, but they are never served. An
 * expired entry (by the Effect clock, when the backend checks expiry) and an entry of the other
 * kind are misses.
 */
export const checkStoredEntry = <A>(
  bytes: Uint8Array,
  key: string,
  kind: EntryKind,
  decode: (payload: Uint8Array) => Either.Either<A, string>,
  checks: StoredEntryChecks
): Effect.Effect<Option.Option<A>> =>
  Effect.gen(function* () {
    const decoded = decodeEntry(bytes, key)
    if (Either.isLeft(decoded)) {
      yield* checks.corrupt(decoded.left)
      return Option.none()
    }
    const entry = decoded.right
    if (checks.expired !== undefined && isExpired(entry, yield* Clock.currentTimeMillis)) {
      yield* checks.expired
      return Option.none()
    }
    if (entry.kind !== kind) {
      yield* otherKindWarning(checks.backend, key, entry.kind, kind)
      return Option.none()
    }
    const value = decode(entry.payload)
    if (Either.isLeft(value)) {
      yield* checks.corrupt(value.left)
      return Option.none()
    }
    return Option.some(value.right)
  })
