import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { FLAG_NAMES } from "../../src/domain/names.js"
import { caseless } from "../../src/metrics/caseless.js"
import { caseSensitive, eventRule, eventRuleExpanded, expand, literal, maskCyber, maskedCopyOf, maskedTemplate, maskSlots, readsMasked, sentenceTest, subjectOf, trigger } from "../../src/metrics/rules/compile.js"
import { anyOf } from "../../src/metrics/rules/topics.js"
import { ACCOUNTING_RULES, EVENT_RULES } from "../../src/metrics/rules/families/index.js"
import { EVENT_FAMILIES } from "../../src/metrics/rules/types.js"
import { VOCABULARY } from "../../src/metrics/rules/vocabulary/index.js"
import { FLAG_CASES } from "./flag-cases.js"

/** What the rules were built as before the templates: the vocabulary spliced in, then prepared and folded whole. */
const spaces = (t: string): string => t.replace(/ \?/g, "\\s*").replace(/ /g, "\\s+")
const wholeEvent = (t: string, flags = ""): RegExp => caseless(spaces(expand(t).replace(/\bthe company\b/g, "(?:the company|the firm)")), flags)
const wholeTrigger = (t: string, flags = ""): RegExp => caseless(spaces(expand(t)), flags)

describe("rule templates", () => {
  it("read a space as one or more whitespace characters, and an optional space (\" ?\") as none or more", () => {
    for (const re of [eventRule("\\bcyber ?criminals?\\b"), trigger("\\bcyber ?criminals?\\b"), caseSensitive("\\bcyber ?criminals?\\b")]) {
      for (const text of ["cybercriminals", "cyber criminals", "cyber\n  criminal"]) {
        re.lastIndex = 0
        expect(re.test(text), `${re.source} on ${JSON.stringify(text)}`).toBe(true)
      }
      re.lastIndex = 0
      expect(re.test("cyber-criminals")).toBe(false)
    }
    // the space after "plea of" is taken by the group; the optional one after it may match nothing
    const plea = eventRule("\\b(?:pleaded|entered (?:a |an )?(?:plea of )?) ?guilty\\b")
    expect(plea.test("the Company entered a plea of guilty")).toBe(true)
    expect(plea.test("the Company pleaded guilty")).toBe(true)
    expect(eventRule("\\bmaterial weakness").test("material\u00a0\nweakness")).toBe(true)
    expect(eventRule("\\bmaterial weakness").test("materialweakness")).toBe(false)
  })

  it("fill {NAME} slots from the vocabulary, entries naming entries, and leave quantifiers and unknown names", () => {
    expect(expand("{MONTHS}")).toBe(VOCABULARY["MONTHS"])
    expect(expand("{MAY}")).toContain(VOCABULARY["MONTHS"])
    expect(expand("{OWNER}")).toBe("(?:our|its|the company(?:['’]s|s)|the registrant['’]s|their|the)")
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
        // a template that names an authority, or a cyber incident other than as one of a group's alternatives, is compiled to read a
        // masked copy (below); written out, it is the same regex as before
        const slot = t.includes("{AUTHORITY}")
        const a = slot || t.includes("{CYBER}") ? eventRuleExpanded(t, flags) : eventRule(t, flags)
        const b = wholeEvent(t, flags)
        expect([a.source, a.flags], t).toEqual([b.source, b.flags])
        expect(readsMasked(eventRule(t, flags)), t).toBe(slot)
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

/** Every match of `re` in `text`: offset, length and the `subj` group (what the engine reads of a match). */
const matchesOf = (re: RegExp, text: string): Array<string> => {
  const out: Array<string> = []
  const global = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`)
  for (let m = global.exec(text); m !== null; m = global.exec(text)) {
    if (m[0].length === 0) {
      global.lastIndex++
      continue
    }
    out.push(`${m.index}+${m[0].length}:${m.groups?.["subj"] ?? ""}`)
  }
  return out
}

describe("the authorities, matched once per sentence", () => {
  it("are the same alternatives as the one entry they were", () => {
    expect(expand("{AUTHORITY}").startsWith("(?:(?:the )?(?:U\\.S\\. |United States |")).toBe(true)
    expect(expand("{AUTHORITY}")).toContain("|Department of [A-Z][\\w]+(?: (?:and )?[A-Z][\\w]+)*|Justice Department|")
    expect(expand("{AUTHORITY}")).toContain(")\\b|\\b(?:regulators?|authorities|")
  })

  it("are masked with runs of the mentions' lengths, left to right", () => {
    const s = "In 2000, GE and the Environmental Protection Agency (EPA) entered into a consent decree with the SEC and the U.S. Department of Justice."
    const masked = maskSlots(s)
    expect(masked.length).toBe(s.length)
    // the words between the mentions, and an abbreviation that defines the name before it, are left as written
    const kept = [...masked].map((c, i) => (c === s[i] ? c : "#")).join("")
    expect(kept).toBe("In 2000, GE and the Environmental Protection ###### (EPA) entered into a consent decree with the ### and the ##########################.")
    expect(maskSlots("Nothing of the kind named here.")).toBe("Nothing of the kind named here.")
    // a private-use character of the text never reads as a mention
    expect(maskSlots("a \uE000\uE004\uE004 b")).toBe("a \uE0FF\uE0FF\uE0FF b")
  })

  it("give every rule that names them the matches of the rule written out, on the filing sentences of the flag cases", () => {
    const rules = EVENT_FAMILIES.flatMap((f) => EVENT_RULES[f].anchors.map((a) => a.re)).filter(readsMasked)
    expect(rules.filter((re) => maskedCopyOf(re) === "authority").length).toBeGreaterThan(60)
    expect(rules.filter((re) => maskedCopyOf(re) === "cyber").length).toBeGreaterThan(15)
    const sentences = FLAG_CASES.flatMap((c) => [...c.positives, ...c.negatives])
    let matched = 0
    for (const re of rules) {
      const expanded = eventRuleExpanded(maskedTemplate(re) ?? "", re.flags)
      for (const s of sentences) {
        const got = matchesOf(re, subjectOf(re, s))
        expect(got, `${maskedTemplate(re)?.slice(0, 80)} on ${s}`).toEqual(matchesOf(expanded, s))
        if (got.length > 0) matched++
      }
    }
    expect(matched).toBeGreaterThan(100)
  }, 120_000)

  it("read a mention as words: word characters and boundaries next to a run", () => {
    const rule = eventRule("\\b(?:grand jury|{AUTHORITY})\\b (?:[\\w-]+ ){0,2}?subpoenas?\\b", "g")
    // a name read to the end of its word when a longer alternative ends there ("Commissioner", not "Commission")
    for (const s of ["a grand jury subpoena", "the SEC subpoena", "an SEC staff subpoena", "the Commissioner subpoena", "subcommission subpoena"])
      expect(matchesOf(rule, maskSlots(s)), s).toEqual(matchesOf(eventRuleExpanded(maskedTemplate(rule) ?? "", "g"), s))
  })
})

describe("the cyber incidents, matched once per sentence", () => {
  it("are masked with runs of the mentions' lengths, left to right, in a copy of their own", () => {
    const s = "In May 2024, we detected a ransomware attack on our systems and unauthorized access to our customer data by the SEC."
    const masked = maskCyber(s)
    expect(masked.length).toBe(s.length)
    const kept = [...masked].map((c, i) => (c === s[i] ? c : "#")).join("")
    expect(kept).toBe("In May 2024, we detected a ################# on our systems and ########################## customer data by the SEC.")
    expect(maskCyber("Nothing of the kind named here.")).toBe("Nothing of the kind named here.")
    // a private-use character of the text never reads as a mention
    expect(maskCyber("a \uE005\uE006 b")).toBe("a \uE0FF\uE0FF b")
  })

  it("read a mention as a word next to the rule's own word characters and boundaries", () => {
    const rule = eventRule("\\b(?:the|our) (?:[\\w-]+ ){0,2}?{CYBER}\\b(?! (?:risk|program))", "g")
    expect(maskedCopyOf(rule)).toBe("cyber")
    // as one of a group's alternatives (the others may read a mention's words), or beside an authority, the slot is written out
    expect(readsMasked(eventRule("\\bfaced (?:unauthorized access|{CYBER})", "g"))).toBe(false)
    expect(readsMasked(eventRule("\\b{CYBER}|ransomware", "g"))).toBe(false)
    expect(readsMasked(eventRule("\\b{CYBER} reported to (?:{AUTHORITY})", "g"))).toBe(false)
    for (const s of ["the recent cyber attack occurred", "our data breaches were found", "the cyber attack risk", "the cyber attackers", "our network security incidents"])
      expect(matchesOf(rule, maskCyber(s)), s).toEqual(matchesOf(eventRuleExpanded(maskedTemplate(rule) ?? "", "g"), s))
  })
})

describe("a long alternation tested in parts", () => {
  it("tests as the whole regex does: the families' topics on the flag cases, a constructed alternation on its words", () => {
    const sentences = FLAG_CASES.flatMap((c) => [...c.positives, ...c.negatives])
    for (const f of EVENT_FAMILIES) {
      const topic = EVENT_RULES[f].topic
      const test = anyOf(topic)
      for (const s of sentences) expect(test(s), `${f} on ${s}`).toBe(topic.test(s))
    }
    const words = Array.from({ length: 3000 }, (_, i) => `w${i.toString(36)}x`)
    const long = eventRule(`\\b(?:${words.map((w, i) => (i % 7 === 0 ? `${w} (?:{MONTHS})` : w)).join("|")})\\b`)
    expect(long.source.length).toBeGreaterThan(30_000)
    const test = anyOf(long)
    for (const s of ["a w0x january b", "w0x", "aw1x", "w1x b", "the w2bix", `${words[2999]}`, `${words[2999]}y`, "w7x May", "nothing"]) expect(test(s), s).toBe(long.test(s))
    // alternatives at the top level, one of them a long group between a prefix and a suffix; a repeated group is not distributed
    const mixed = new RegExp(`\\bzz(?:a|b)+q|${long.source}|\\bhearings?\\s+before\\s+(?:${VOCABULARY["MONTHS"]})`)
    expect(mixed.source.length).toBeGreaterThan(30_000)
    for (const s of ["zzabq", "zzq", "w0x january", "w0x January", "hearing before May", "hearings before x", "w3x"]) expect(anyOf(mixed)(s), s).toBe(mixed.test(s))
    // a regex whose test keeps state is tested whole
    const global = new RegExp(long.source, "g")
    expect(anyOf(global)("w1x")).toBe(true)
    expect(global.lastIndex).toBe(3)
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
