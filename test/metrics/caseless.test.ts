import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { caseless, foldCase } from "../../src/metrics/caseless.js"
import { FLAG_CASES } from "./flag-cases.js"

/** Every match of `re` in `text`: index, text and named groups (what the rules read of a match). */
const matches = (re: RegExp, text: string): Array<string> => {
  const out: Array<string> = []
  const global = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`)
  for (let m = global.exec(text); m !== null; m = global.exec(text)) {
    out.push(`${m.index}:${m[0]}:${JSON.stringify(m.groups ?? null)}:${m.slice(1).join("|")}`)
    if (m[0].length === 0) global.lastIndex++
  }
  return out
}

/** The text in several casings: as written, upper, lower and alternating (the cases the `i` flag equates). */
const casings = (text: string): Array<string> => [
  text,
  text.toUpperCase(),
  text.toLowerCase(),
  [...text].map((c, i) => (i % 2 === 0 ? c.toUpperCase() : c.toLowerCase())).join("")
]

describe("caseless", () => {
  it("rewrites letters outside escapes and group names, and letter ranges in classes", () => {
    expect(foldCase("ab")).toBe("[aA][bB]")
    expect(foldCase("\\bA\\s+b\\.")).toBe("\\b[aA]\\s+[bB]\\.")
    expect(foldCase("[A-Z][a-c0-9_]")).toBe("[a-zA-Z][a-cA-C0-9_]")
    expect(foldCase("(?<subj>we)|(?<!not )x")).toBe("(?<subj>[wW][eE])|(?<![nN][oO][tT] )[xX]")
  })

  it("leaves to the i flag what folding cannot express", () => {
    expect(foldCase("(a)\\1")).toBeNull() // a backreference is case-insensitive under i
    expect(foldCase("\\u0041b")).toBeNull()
    expect(foldCase("caf\u00e9")).toBeNull() // a non-ASCII letter
    expect(foldCase("[!-~]")).toBeNull() // a range that spans letters of both cases
    expect(caseless("(a)\\1", "g").flags).toBe("gi")
    expect(caseless("abc", "g").flags).toBe("g")
  })

  it("matches what the i flag matches, on strings in every casing", () => {
    const patterns = ["\\bthe company\\b", "[A-Z][\\w&.-]*(?: [A-Z][\\w&.-]*){0,3}", "(?<subj>we|it) (?:was|were) sued", "[^;]{0,20}?\\bSEC\\b", "[a-f]+|[Q-T]x", "(?<![A-Za-z])ok(?!ay)"]
    const texts = ["We were sued by the SEC; The Company said OK.", "İstanbul Court ſued KELVIN \u212a okay ok", "Acme Corp. & Foo-Bar LLC filed", "abcdef QRST qx tX"]
    for (const p of patterns) {
      const reference = new RegExp(p, "gi")
      const folded = caseless(p, "g")
      expect(folded.flags).toBe("g")
      for (const t of texts.flatMap(casings)) expect(matches(folded, t), `${p} on ${t}`).toEqual(matches(reference, t))
    }
  })

  describe("the red-flag rules' own patterns", () => {
    const built: Array<RegExp> = []
    let originalOf: (re: RegExp) => string | undefined = () => undefined
    const NativeRegExp = globalThis.RegExp
    beforeAll(async () => {
      // record every regex the rule modules build as they load
      globalThis.RegExp = class extends NativeRegExp {
        constructor(pattern: string | RegExp, flags?: string) {
          super(pattern, flags)
          built.push(this)
        }
      } as RegExpConstructor
      vi.resetModules()
      try {
        await import("../../src/metrics/flags.js")
        // the module instance the rules were built with (resetModules gave them a fresh one)
        originalOf = (await import("../../src/metrics/caseless.js")).caselessOriginal
        // the rules are built on first use (rules/compile.ts): reading a rule's source builds it
        for (const re of built) void re.source
      } finally {
        globalThis.RegExp = NativeRegExp
      }
    })
    afterAll(() => {
      globalThis.RegExp = NativeRegExp
    })

    it("are rewritten, and each matches what its i-flag form matches on filing sentences in every casing", () => {
      const rewritten = built.flatMap((re) => {
        const source = originalOf(re)
        return source === undefined ? [] : [{ re, source }]
      })
      // most rules are rewritten (a few keep the flag), and none has the i flag after it
      expect(rewritten.length).toBeGreaterThan(300)
      expect(rewritten.every(({ re }) => !re.flags.includes("i"))).toBe(true)
      const sentences = FLAG_CASES.flatMap((c) => [...c.positives, ...c.negatives])
      expect(sentences.length).toBeGreaterThan(1000)
      const texts = sentences.filter((_, i) => i % 5 === 0).flatMap(casings)
      let compared = 0
      let matched = 0
      for (const { re, source } of rewritten) {
        const reference = new NativeRegExp(source, `${re.flags}i`)
        for (const t of texts) {
          const got = matches(re, t)
          expect(got, `${source.slice(0, 80)} on ${t}`).toEqual(matches(reference, t))
          compared++
          if (got.length > 0) matched++
        }
      }
      // the comparison exercised matches, not only failures to match
      expect(matched).toBeGreaterThan(1000)
      expect(compared).toBeGreaterThan(100000)
    }, 300_000)
  })
})
