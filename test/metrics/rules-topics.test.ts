import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { extractSections } from "../../src/extract/index.js"
import { splitSentences } from "../../src/metrics/text.js"
import { EVENT_FAMILIES } from "../../src/metrics/rules/types.js"
import { EVENT_RULES } from "../../src/metrics/rules/families/index.js"
import { topicUnitsAhead } from "../../src/metrics/rules/needs-ahead.js"
import { TOPIC_UNITS } from "../../src/metrics/rules/needs-table.js"
import { anyOf, topicUnits } from "../../src/metrics/rules/topics.js"
import { wordScanner } from "../../src/metrics/rules/word-scan.js"
import { FLAG_CASES } from "./flag-cases.js"

const corpus = process.env["RISK_CORPUS_DIR"] ?? join(process.cwd(), "..", "shared", "edgar")

/** Three casings of each text: as written, upper case, alternating. */
const casings = (texts: ReadonlyArray<string>): Array<string> =>
  texts.flatMap((t) => [t, t.toUpperCase(), [...t].map((c, i) => (i % 2 === 0 ? c.toUpperCase() : c.toLowerCase())).join("")])

describe("wordScanner", () => {
  it("finds the words a lower-cased text includes, overlapping and nested ones too, each once", () => {
    const words = ["she", "he", "hers", "his", "ushers", "c.a.", "90-day", "non-prosecution", "sue", "sued", "pursue"]
    const scanner = wordScanner(words)
    const texts = ["USHERS and hers", "he said", "c.a. No. 123 within 90-day", "a Non-Prosecution agreement", "we were sued", "to pursue", "Ωshe\u00e9he\nhers", "", "xyz"]
    // random texts over the words' letters and a few others
    let seed = 7
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      return seed % n
    }
    const letters = "sheruipdc.a90-ynotSHE Ué"
    for (let k = 0; k < 300; k++) texts.push(Array.from({ length: rand(40) }, () => letters[rand(letters.length)]).join(""))
    for (const t of texts) {
      const count = scanner.scan(t)
      const got = [...scanner.found.slice(0, count)].map((id) => words.find((w) => scanner.idOf(w) === id)).sort()
      const want = words.filter((w) => t.toLowerCase().includes(w)).sort()
      expect(got, t).toEqual(want)
      for (const w of words) expect(scanner.seen[scanner.idOf(w)] === scanner.stamp(), `${w} in ${t}`).toBe(want.includes(w))
    }
  })
})

describe("a family's topic tested as its alternatives", () => {
  it("every match of an alternative holds a word of each need it is read to have, on the flag cases in three casings", () => {
    const texts = casings(FLAG_CASES.flatMap((c) => [...c.positives, ...c.negatives]))
    let matched = 0
    for (const f of EVENT_FAMILIES) {
      const units = topicUnits(EVENT_RULES[f].topic.source)
      expect(units.filter(([, needs]) => needs !== null).length, f).toBeGreaterThan(units.length * 0.9)
      for (const [unit, needs] of units) {
        if (needs === null) continue
        const re = new RegExp(unit, EVENT_RULES[f].topic.flags)
        for (const t of texts) {
          if (!re.test(t)) continue
          matched++
          for (const need of needs) expect(need.some((w) => t.toLowerCase().includes(w)), `${f}: ${need.join(" | ")} in ${t}`).toBe(true)
        }
      }
    }
    expect(matched).toBeGreaterThan(300)
  })

  it("tests as the whole topic does, on every sentence of a real 10-K pair and the flag cases in three casings", () => {
    const aapl = join(corpus, "Archives/edgar/data/320193")
    const sentences = ["000032019325000079/aapl-20250927.htm", "000032019324000123/aapl-20240928.htm"].flatMap((f) =>
      extractSections(readFileSync(join(aapl, f)), "10-K")
        .sections.filter((s) => s.status === "body")
        .flatMap((s) => splitSentences(s.cleaned_text).map((span) => s.cleaned_text.slice(span.start, span.end)))
    )
    expect(sentences.length).toBeGreaterThan(1000)
    const texts = [...sentences, ...casings(FLAG_CASES.flatMap((c) => [...c.positives, ...c.negatives]))]
    for (const f of EVENT_FAMILIES) {
      const topic = EVENT_RULES[f].topic
      const test = anyOf(topic)
      let on = 0
      for (const t of texts) {
        const want = topic.test(t)
        if (want) on++
        expect(test(t), `${f} on ${t}`).toBe(want)
        // the same text again (the engine tests a sentence more than once)
        expect(test(t), `${f} again on ${t}`).toBe(want)
      }
      expect(on, f).toBeGreaterThan(20)
    }
  }, 120_000)

  it("the build's table (needs-ahead.ts) holds each family's topic with its alternatives as read on first use", () => {
    const table = topicUnitsAhead()
    expect(table.map(([source]) => source)).toEqual(EVENT_FAMILIES.map((f) => EVENT_RULES[f].topic.source))
    for (const [source, units] of table) expect(units).toEqual(topicUnits(source))
    // run from the sources, the table is empty and each topic is read on first use
    expect(TOPIC_UNITS.size).toBe(0)
  })
})
