import { describe, expect, it } from "vitest"
import { madeReads, pendingNeeds } from "../../src/metrics/rules/compile.js"
import * as company from "../../src/metrics/rules/company.js"
import * as families from "../../src/metrics/rules/families/index.js"
import * as cyber from "../../src/metrics/rules/families/cybersecurity-incident.js"
import * as investigation from "../../src/metrics/rules/families/investigation.js"
import * as legal from "../../src/metrics/rules/families/legal-proceedings.js"
import * as followOns from "../../src/metrics/rules/follow-ons.js"
import * as guards from "../../src/metrics/rules/guards.js"
import { needsOf, requirementsOf } from "../../src/metrics/rules/needs.js"
import { needsAhead } from "../../src/metrics/rules/needs-ahead.js"
import { READ_NEEDS } from "../../src/metrics/rules/needs-table.js"
import { FLAG_CASES } from "./flag-cases.js"

/** Every regex reachable from the rule modules' exports. */
const ruleRegexes = (): Array<{ path: string; re: RegExp }> => {
  const out: Array<{ path: string; re: RegExp }> = []
  const seen = new Set<unknown>()
  const walk = (v: unknown, path: string, depth: number): void => {
    if (depth > 6 || v === null || typeof v !== "object" || seen.has(v)) return
    seen.add(v)
    if (v instanceof RegExp) {
      out.push({ path, re: v })
      return
    }
    for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`, depth + 1)
  }
  for (const [name, m] of Object.entries({ company, families, cyber, investigation, legal, followOns, guards })) walk({ ...m }, name, 0)
  return out
}

describe("needsOf", () => {
  it("reads the longest literal run outside optional parts, and one word per alternative of a group", () => {
    expect(needsOf("\\bagreed\\s+to\\s+pay\\b")).toEqual(["agreed"])
    expect(needsOf("\\b[aA][gG][rR][eE][eE][dD]\\s+[tT][oO]")).toEqual(["agreed"])
    expect(needsOf("\\b(?:received|served with)\\s+(?:a )?subpoenas?\\b")).toEqual(["subpoena"])
    expect(needsOf("(?:penalty|fines?)\\b")).toEqual(["penalty", "fine"])
    expect(needsOf("(?:penalty|fee)\\b")).toBeNull() // a word shorter than four characters
    expect(needsOf("abc\\s+de")).toBeNull()
    expect(needsOf("^[^;]{0,100}?\\bfiled by (?:the )?[A-Z]")).toEqual(["filed by "])
    expect(needsOf("(?:abcdef)?xy")).toBeNull()
    expect(needsOf("(?:abcdef)+xy")).toEqual(["abcdef"])
    expect(needsOf("abcdefg*h")).toEqual(["abcdef"])
    expect(needsOf("ab{2}cdefgh")).toEqual(["cdefgh"])
    expect(needsOf("(?<=settlement)s\\w+")).toBeNull() // a lookbehind is no part of the match
    expect(needsOf("(?<subj>lawsuits?)")).toEqual(["lawsuit"])
    expect(needsOf("x{abcd}")).toEqual(["x{abcd}"])
    expect(needsOf("caf\u00e9s")).toBeNull()
    expect(needsOf("(a)\\1bcdef")).toBeNull()
    expect(needsOf("abcd|")).toBeNull()
    expect(needsOf("abcd\\.efg")).toEqual(["abcd.efg"])
  })

  it("requirementsOf reads every need of a match, the most selective first", () => {
    expect(requirementsOf("\\bcontrols\\b[^.;]{0,160}?\\b(?:were|was)\\s+(?:determined|deemed)\\s+to\\s+(?:be\\s+)?(?:ineffective|not\\s+effective)")).toEqual([
      ["ineffective", "effective"],
      ["controls"],
      ["determined", "deemed"]
    ])
    expect(requirementsOf("\\bagreed\\s+to\\s+pay\\b")).toEqual([["agreed"]])
    expect(requirementsOf("(?:abcdef)+xy(?:ghij)?klmn")).toEqual([["abcdef"], ["klmn"]])
    expect(requirementsOf("(?:penalty|fee)\\b")).toBeNull()
    expect(requirementsOf("(?=abcdef)ghij")).toEqual([["ghij"]]) // a lookahead adds nothing
    expect(requirementsOf("abcd(?:efgh\\s+ijkl)mnop")).toEqual([["abcd"], ["efgh"], ["ijkl"], ["mnop"]])
    expect(requirementsOf("abcd\\s+abcd")).toEqual([["abcd"]]) // the same need once
    expect(requirementsOf("(a)\\1bcdef")).toBeNull()
    // alternatives: a union of one need of each (the most selective, then the next; a branch's last when it has fewer)
    expect(requirementsOf("\\bfailed\\s+to\\s+comply\\s+with\\s+covenants|\\bcovenant\\s+breach")).toEqual([
      ["covenants", "covenant"],
      ["failed", "breach"],
      ["comply", "breach"]
    ])
    expect(requirementsOf("abcdef|gh")).toBeNull() // an alternative that needs no word of four characters
    // the most selective need of the requirements is needsOf's
    for (const source of ["\\b(?:received|served with)\\s+(?:a )?subpoenas?\\b", "(?:penalty|fines?)\\b", "abcdefg*h", "ab{2}cdefgh"]) {
      expect(requirementsOf(source)?.[0]).toEqual(needsOf(source))
    }
  })

  it("every match of a rule holds a word of each list its first exec tests, on filing sentences in every casing", () => {
    const rules = ruleRegexes()
    expect(rules.length).toBeGreaterThan(500)
    // the words as an unbuilt rule reads them (before anything below builds it)
    const needs = rules.map(({ re }) => pendingNeeds(re))
    const pending = needs.filter((n) => n !== undefined)
    expect(pending.length).toBeGreaterThan(300)
    expect(pending.filter((n) => n !== null).length).toBeGreaterThan(200)
    const sentences = FLAG_CASES.flatMap((c) => [...c.positives, ...c.negatives])
    const texts = sentences.flatMap((t) => [t, t.toUpperCase(), [...t].map((c, i) => (i % 2 === 0 ? c.toUpperCase() : c.toLowerCase())).join("")])
    let matched = 0
    rules.forEach(({ path, re }, k) => {
      const words = needs[k]
      if (words === undefined || words === null) return
      const whole = new RegExp(re.source, re.flags.replace(/[gy]/g, ""))
      for (const t of texts) {
        if (!whole.test(t)) continue
        matched++
        const lower = t.toLowerCase()
        for (const need of words) expect(need.some((w) => lower.includes(w)), `${path}: ${need.join(" | ")} in ${t}`).toBe(true)
      }
    })
    expect(matched).toBeGreaterThan(1000)
  }, 300_000)

  it("the needs the build reads ahead (needs-ahead.ts) are every rule's, each template once, as its first exec reads them", () => {
    const table = needsAhead()
    expect(table.length).toBeGreaterThan(500)
    const reads = new Set(table.map(([read]) => read))
    expect(reads.size).toBe(table.length)
    for (const [read, needs] of table) expect(needs, read).toEqual(requirementsOf(read))
    expect(madeReads().filter((read) => !reads.has(read))).toEqual([])
    // run from the sources, the table is empty and each template is read on first use
    expect(READ_NEEDS.size).toBe(0)
  })
})
