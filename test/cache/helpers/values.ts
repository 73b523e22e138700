/**
 * Deterministic test values: the bytes written for (key, generation) can be recomputed by
 * any process, so a reader can tell an exact value from a damaged one.
 */
import { createHash } from "node:crypto"

/** Up to `maxBytes`, size varying with key and generation; the first 8 bytes say which. */
export const valueFor = (key: string, generation: number, maxBytes = 256 * 1024): Uint8Array => {
  const seed = createHash("sha256").update(`${key}#${generation}`).digest()
  const size = 8 + (seed.readUInt32LE(0) % Math.max(1, maxBytes - 8))
  const words = new Uint32Array(Math.ceil(size / 4) + 2)
  // xorshift32 from the digest: fast, deterministic, different for every (key, generation).
  let x = seed.readUInt32LE(4) || 0x9e3779b9
  for (let i = 2; i < words.length; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    words[i] = x >>> 0
  }
  const out = new Uint8Array(words.buffer, 0, size)
  const view = new DataView(out.buffer)
  view.setUint32(0, generation, true)
  view.setUint32(4, size, true)
  return out
}

/** The generation a value claims to be from (or -1 if too short to say). */
export const generationOf = (value: Uint8Array): number =>
  value.length < 8 ? -1 : new DataView(value.buffer, value.byteOffset, value.byteLength).getUint32(0, true)

export const jsonFor = (key: string, generation: number) => ({
  key,
  generation,
  digest: createHash("sha256").update(`${key}#${generation}`).digest("hex"),
  nested: { list: [1, 2, 3, generation], text: "café – ✓", flag: generation % 2 === 0, none: null }
})

export const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => Buffer.compare(Buffer.from(a), Buffer.from(b)) === 0

/** Children print their result as one line `RESULT <json>`. */
export const RESULT_PREFIX = "RESULT "
export const parseResult = (stdout: string): unknown => {
  const line = stdout.split("\n").find((l) => l.startsWith(RESULT_PREFIX))
  if (line === undefined) throw new Error(`no result line in child output:\n${stdout}`)
  return JSON.parse(line.slice(RESULT_PREFIX.length)) as unknown
}
