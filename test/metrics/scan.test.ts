import { describe, expect, it } from "vitest"
import { scanWords } from "../../src/metrics/text.js"

/** The word rule as regular expressions (the module comment of src/metrics/text.ts), for comparison. */
const LETTER = "A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u0370-\\u03FF\\u0400-\\u04FF"
const CHUNK_RE = new RegExp(`[${LETTER}0-9]+(?:['\\u2019\\u2018\\-\\u2010\\u2011][${LETTER}0-9]+)*`, "g")
const isUpper = (c: number): boolean =>
  (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xde && c !== 0xd7) || (c > 0xff && String.fromCharCode(c) !== String.fromCharCode(c).toLowerCase())

const reference = (text: string) => {
  const out: Array<[string, number, number, boolean, boolean]> = []
  for (const m of text.matchAll(CHUNK_RE)) {
    const chunk = m[0]
    if (/[0-9]/.test(chunk)) continue
    let offset = m.index
    for (const part of chunk.split(/[-\u2010\u2011]/)) {
      const cap = isUpper(part.charCodeAt(0))
      let upper = cap && part.length >= 2
      for (let q = 1; q < part.length && upper; q++) {
        const c = part.charCodeAt(q)
        if (c === 0x2019 || c === 0x2018 || c === 39) break
        if (!isUpper(c)) upper = false
      }
      let w = part.toLowerCase().replace(/[’‘]/g, "'")
      if (w.endsWith("'s")) w = w.slice(0, -2)
      if (upper && w.length < 2) upper = false
      if (w.length > 0) out.push([w, offset, offset + part.length, cap, upper])
      offset += part.length + 1
    }
  }
  return out
}

const scanned = (text: string) => {
  const s = scanWords(text)
  return s.words.map((w, i) => [w, s.starts[i], s.ends[i], s.capitalised[i] === 1, s.allCaps[i] === 1])
}

describe("scanWords", () => {
  it("follows the word rule on edge cases", () => {
    const cases = [
      "", "a", "A", "-", "a-", "-a", "a--b", "a-b-c", "x'", "'x", "DON'T", "SEC’s", "U.S.", "Ab’s’", "ΑΒΓ δ", "Юрий-Петров",
      "10-K 1A COVID-19 Q3 $5.2", "a‐b‑c", "it's’s", "ABC's", "mid×dle", "÷x", "ÿÀÖØöøɏͰЯӿԀ", "o'neil-smith's", "ALL-CAPS-Word",
      "The Company’s non-cash charges; Apple Inc. and the U.S. Securities and Exchange Commission"
    ]
    for (const c of cases) expect(scanned(c), c).toEqual(reference(c))
  })

  it("matches the rule on random text, and again with its short words cached", () => {
    let seed = 12345
    const rnd = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32
    const pool = [..."aAzZbB-'’‘ .,09É×÷ЯӿԀ‐‑sS\n\tÀÖØöøɏͰϿ\u00bf\u00d7\u00de\u00df\u00ff\u0100\u0131\u0130"]
    for (let round = 0; round < 2; round++) {
      seed = 12345
      for (let k = 0; k < 2000; k++) {
        let t = ""
        const n = 1 + Math.floor(rnd() * 60)
        for (let j = 0; j < n; j++) t += pool[Math.floor(rnd() * pool.length)]
        expect(scanned(t), JSON.stringify(t)).toEqual(reference(t))
      }
    }
  })
})
