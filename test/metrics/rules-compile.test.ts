import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { FLAG_NAMES } from "../../src/domain/names.js"
import { caseless } from "../../src/metrics/caseless.js"
import { caseSensitive, eventRule, expand, literal, sentenceTest, trigger } from "../../src/metrics/rules/compile.js"
import { ACCOUNTING_RULES, EVENT_RULES } from "../../src/metrics/rules/families/index.js"
import { EVENT_FAMILIES } from "../../src/metrics/rules/types.js"
import { VOCABULARY } from "../../src/metrics/rules/vocabulary/index.js"

/** What the rules were built as before the templates: the vocabulary spliced in, then prepared and folded whole. */
const wholeEvent = (t: string, flags = ""): RegExp => caseless(expand(t).replace(/\bthe company\b/g, "(?:the company|the firm)").replace(/ /g, "\\s+"), flags)
const wholeTrigger = (t: string, flags = ""): RegExp => caseless(expand(t).replace(/ /g, "\\s+"), flags)

describe("rule templates", () => {
  it("fill {NAME} slots from the vocabulary, entries naming entries, and leave quantifiers and unknown names", () => {
    expect(expand("{MONTHS}")).toBe(VOCABULARY["MONTHS"])
    expect(expand("{MAY}")).toContain(VOCABULARY["MONTHS"])
    expect(expand("{OWNER}")).toBe("(?:our|its|the company['’]s|the registrant['’]s|their|the)")
    expect(expand("(?:\\w+ ){0,3}{Unknown}{NOPE}")).toBe("(?:\\w+ ){0,3}{Unknown}{NOPE}")
  })

  it("compile to the regex the whole expanded template folds to, each entry folded once", () => {
    const templates = [
      "\\breceived (?:a |an )?(?:[\\w-]+ ){0,2}?{INV}\\b[^;]{0,30}?\\bfrom (?:the )?(?:{AUTHORITY})",
      "\\b{SUBJ} (?:is|are) (?:currently )?(?:a )?part(?:y|ies) to (?:[\\w-]+ ){0,3}?{SUIT}",
      "\\b(?:{ADJ}{SUIT}) against the company\\b|{CYBER}|\\b{MAY}\\b",
      "plain text with no slot",
      "caf\u00e9 {AUTHORITY}"
    ]
    for (const t of templates)
      for (const flags of ["", "g"]) {
        const a = eventRule(t, flags)
        const b = wholeEvent(t, flags)
        expect([a.source, a.flags], t).toEqual([b.source, b.flags])
      }
    for (const t of ["\\b(?:identified|found) (?:{DET} )?{MW}\\b", "\\bas {OWNER} (?:independent|auditor)", "{GUIDANCE_ADJ}guidance", "\u00e9t\u00e9 {MW}"]) {
      expect(trigger(t).source, t).toBe(wholeTrigger(t, "g").source)
      expect(trigger(t).flags, t).toBe(wholeTrigger(t, "g").flags)
      expect(sentenceTest(t).source, t).toBe(wholeTrigger(t).source)
    }
    // a rule that cannot be folded (a non-ASCII letter) keeps the i flag
    expect(eventRule("caf\u00e9 {MONTHS}").flags).toBe("i")
    expect(caseSensitive("{MONTHS} v. [A-Z]").source).toBe(`${VOCABULARY["MONTHS"]!.replace(/ /g, "\\s+")}\\s+v.\\s+[A-Z]`)
    expect(literal("(?:{MONTHS}) x", "g").source).toBe(`(?:${VOCABULARY["MONTHS"]}) x`)
  })
})

describe("rule families", () => {
  it("cover every flag once: nine accounting rules and three event families", () => {
    const accounting = ACCOUNTING_RULES.map((r) => r.flag)
    expect(new Set(accounting).size).toBe(accounting.length)
    expect(EVENT_FAMILIES.map((f) => EVENT_RULES[f].family)).toEqual([...EVENT_FAMILIES])
    const events = EVENT_FAMILIES.map((f) => `${f}_flag`)
    expect([...accounting, ...events].sort()).toEqual([...FLAG_NAMES].sort())
  })

  it("keep every source file of the rules under 800 lines", () => {
    const dir = fileURLToPath(new URL("../../src/metrics/", import.meta.url))
    const files = (d: string): Array<string> => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? files(join(d, n)) : n.endsWith(".ts") ? [join(d, n)] : []))
    for (const f of files(dir)) expect(readFileSync(f, "utf8").split("\n").length, f).toBeLessThanOrEqual(800)
  })
})
