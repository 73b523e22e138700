/**
 * The binary cache entry shared by the file and Redis backends.
 *
 * Layout (little-endian), 64-byte header then the key then the payload:
 *
 * | offset | size | field                                                        |
 * |-------:|-----:|--------------------------------------------------------------|
 * |      0 |    4 | magic `DRCE`                                                 |
 * |      4 |    1 | format version (1)                                           |
 * |      5 |    1 | kind: 1 = bytes, 2 = UTF-8 JSON                              |
 * |      6 |    2 | key length in bytes (u16)                                    |
 * |      8 |    8 | created-at, epoch ms (i64)                                   |
 * |     16 |    8 | expires-at, epoch ms (i64), -1 = never                       |
 * |     24 |    8 | payload length in bytes (u64)                                |
 * |     32 |   32 | SHA-256 of header bytes 0..31, then the key, then the payload |
 * |     64 |    k | key (ASCII)                                                  |
 * |   64+k |    n | payload                                                      |
 *
 * The digest covers the payload and every header field before it, so a flipped byte
 * anywhere (including the expiry or the key) is detected. The total length must be exactly
 * 64 + k + n: a truncated or over-long entry is rejected.
 */
import { createHash } from "node:crypto"
import { Either } from "effect"

export const ENTRY_MAGIC = Uint8Array.of(0x44, 0x52, 0x43, 0x45) // "DRCE"
export const ENTRY_VERSION = 1
export const ENTRY_HEADER_BYTES = 64
export const NO_EXPIRY = -1

export type EntryKind = "bytes" | "json"

const kindCode: Record<EntryKind, number> = { bytes: 1, json: 2 }

export interface Entry {
  readonly key: string
  readonly kind: EntryKind
  readonly createdAt: number
  /** Epoch ms, or `NO_EXPIRY`. */
  readonly expiresAt: number
  readonly payload: Uint8Array
}

const digest = (head: Uint8Array, key: Uint8Array, payload: Uint8Array): Uint8Array =>
  createHash("sha256").update(head).update(key).update(payload).digest()

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

export const encodeEntry = (entry: Entry): Uint8Array => {
  const key = Buffer.from(entry.key, "utf8")
  if (key.length > 0xffff) throw new RangeError(`cache key too long (${key.length} bytes)`)
  const out = new Uint8Array(ENTRY_HEADER_BYTES + key.length + entry.payload.length)
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength)
  out.set(ENTRY_MAGIC, 0)
  view.setUint8(4, ENTRY_VERSION)
  view.setUint8(5, kindCode[entry.kind])
  view.setUint16(6, key.length, true)
  view.setBigInt64(8, BigInt(Math.trunc(entry.createdAt)), true)
  view.setBigInt64(16, BigInt(Math.trunc(entry.expiresAt)), true)
  view.setBigUint64(24, BigInt(entry.payload.length), true)
  out.set(key, ENTRY_HEADER_BYTES)
  out.set(entry.payload, ENTRY_HEADER_BYTES + key.length)
  out.set(digest(out.subarray(0, 32), key, entry.payload), 32)
  return out
}

/** `encodeEntry` without throwing: a key longer than 65535 bytes cannot be stored. */
export const tryEncodeEntry = (entry: Entry): Either.Either<Uint8Array, string> =>
  Buffer.byteLength(entry.key, "utf8") > 0xffff
    ? Either.left(`cache key too long (${Buffer.byteLength(entry.key, "utf8")} bytes)`)
    : Either.right(encodeEntry(entry))

/** Why a stored entry was rejected. */
export type EntryDefect =
  | "too-short"
  | "bad-magic"
  | "unsupported-version"
  | "bad-kind"
  | "length-mismatch"
  | "digest-mismatch"
  | "key-mismatch"

/**
 * Parses and verifies an entry. `expectedKey` guards against an entry stored under the wrong
 * name. The returned payload is a view into `bytes`.
 */
export const decodeEntry = (bytes: Uint8Array, expectedKey: string): Either.Either<Entry, EntryDefect> => {
  if (bytes.length < ENTRY_HEADER_BYTES) return Either.left("too-short")
  if (!sameBytes(bytes.subarray(0, 4), ENTRY_MAGIC)) return Either.left("bad-magic")
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (view.getUint8(4) !== ENTRY_VERSION) return Either.left("unsupported-version")
  const kindByte = view.getUint8(5)
  const kind: EntryKind | undefined = kindByte === 1 ? "bytes" : kindByte === 2 ? "json" : undefined
  if (kind === undefined) return Either.left("bad-kind")
  const keyLength = view.getUint16(6, true)
  const payloadLength = view.getBigUint64(24, true)
  if (BigInt(bytes.length) !== BigInt(ENTRY_HEADER_BYTES + keyLength) + payloadLength) {
    return Either.left("length-mismatch")
  }
  const key = bytes.subarray(ENTRY_HEADER_BYTES, ENTRY_HEADER_BYTES + keyLength)
  const payload = bytes.subarray(ENTRY_HEADER_BYTES + keyLength)
  if (!sameBytes(digest(bytes.subarray(0, 32), key, payload), bytes.subarray(32, 64))) {
    return Either.left("digest-mismatch")
  }
  const storedKey = Buffer.from(key.buffer, key.byteOffset, key.byteLength).toString("utf8")
  if (storedKey !== expectedKey) return Either.left("key-mismatch")
  return Either.right({
    key: storedKey,
    kind,
    createdAt: Number(view.getBigInt64(8, true)),
    expiresAt: Number(view.getBigInt64(16, true)),
    payload
  })
}

export const isExpired = (entry: Entry, nowMs: number): boolean =>
  entry.expiresAt !== NO_EXPIRY && nowMs >= entry.expiresAt
