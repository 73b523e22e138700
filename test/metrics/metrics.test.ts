import { readFileSync } from "node:fs"
import { join } from "node:path"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { DENSITY_METRICS, METRIC_NAMES } from "../../src/domain/names.js"
import {
  analyzeSection,
  baselineForFirm,
  buildBoilerplateBaseline,
  detectFlags,
  builtinLexicon,
  computeSectionMetrics,
  EMPTY_BASELINE,
  makeLexicon,
  parseBoilerplateBaseline,
  parseLexiconCsv,
  serializeBoilerplateBaseline,
  splitSentences,
  tokenize,
  type Lexicon
} from "../../src/metrics/index.js"
import { REPO_ROOT } from "./corpus.js"

const r6 = (x: number): number => Math.round(x * 1e6) / 1e6

const tiny: Lexicon = makeLexicon("tiny", {
  negative: ["loss", "impairment"],
  uncertainty: ["may", "uncertain"],
  litigious: ["lawsuit"],
  constraining: ["covenant"],
  strong_modal: ["must", "will"],
  weak_modal: ["may", "could"]
})
const ctxTiny = { lexicon: tiny, baseline: EMPTY_BASELINE }

describe("tokenize", () => {
  it("keeps alphabetic words, drops digit chunks, splits hyphens, strips possessives", () => {
    expect(tokenize("The Company’s non-cash impairment of $5.2 million under Form 10-K in Q3, don't 1A stop.")).toEqual([
      "the", "company", "non", "cash", "impairment", "of", "million", "under", "form", "in", "don't", "stop"
    ])
  })
  it("treats curly and straight apostrophes alike", () => {
    expect(tokenize("Apple’s Apple's won’t won't")).toEqual(["apple", "apple", "won't", "won't"])
  })
})

describe("splitSentences", () => {
  const spans = (t: string) => splitSentences(t).map((s) => t.slice(s.start, s.end))
  it("does not split after abbreviations and initialisms", () => {
    expect(spans("Apple Inc. sells products in the U.S. Securities markets. We use No. 5 lots, e.g. Type B units. The end")).toEqual([
      "Apple Inc. sells products in the U.S. Securities markets.",
      "We use No. 5 lots, e.g. Type B units.",
      "The end"
    ])
  })
  it("splits after an initialism or company suffix when a sentence opener follows", () => {
    expect(spans("Sales grew in the U.S. The Company expanded. It sold to Foo Corp. We agreed.")).toEqual([
      "Sales grew in the U.S.",
      "The Company expanded.",
      "It sold to Foo Corp.",
      "We agreed."
    ])
  })
  it("handles closing quotes, question marks and offsets", () => {
    const t = "He said “stop.” Then what? 2024 was fine!  Done"
    expect(spans(t)).toEqual(["He said “stop.”", "Then what?", "2024 was fine!", "Done"])
  })
  it("returns nothing for blank text", () => {
    expect(splitSentences("   ")).toEqual([])
  })
})

describe("computeSectionMetrics: tone ratios", () => {
  // 24 words: negative {loss, impairment}, uncertainty {may, uncertain}, litigious {lawsuit},
  // constraining {covenant}, strong {must, will}, weak {may, could}
  const text =
    "The loss and the impairment may be uncertain. A lawsuit could follow soon. The covenant must hold, and we will comply with every term."

  it("computes each ratio by hand", () => {
    const m = computeSectionMetrics("item_1a_risk_factors", text, ctxTiny)
    expect(m.negative_word_ratio).toBe(r6(2 / 24))
    expect(m.uncertainty_word_ratio).toBe(r6(2 / 24))
    expect(m.litigious_word_ratio).toBe(r6(1 / 24))
    expect(m.constraining_word_ratio).toBe(r6(1 / 24))
    expect(m.strong_modal_word_ratio).toBe(r6(2 / 24))
    expect(m.weak_modal_word_ratio).toBe(r6(2 / 24))
    expect(m.modal_word_ratio).toBe(r6(4 / 24))
  })

  it("counts a word in both modal lists once in modal_word_ratio", () => {
    const both = makeLexicon("both", {
      negative: [],
      uncertainty: [],
      litigious: [],
      constraining: [],
      strong_modal: ["must", "will", "could"],
      weak_modal: ["may", "could"]
    })
    const m = computeSectionMetrics("item_1a_risk_factors", text, { lexicon: both, baseline: EMPTY_BASELINE })
    expect(m.strong_modal_word_ratio).toBe(r6(3 / 24))
    expect(m.weak_modal_word_ratio).toBe(r6(2 / 24))
    expect(m.modal_word_ratio).toBe(r6(4 / 24))
  })

  it("uses the built-in lexicon's inflections", () => {
    const lex = builtinLexicon()
    for (const w of ["loss", "losses", "impair", "impaired", "impairment", "adverse", "adversely", "decline", "declined"]) {
      expect(lex.masks.has(w), w).toBe(true)
    }
    const m = computeSectionMetrics(
      "item_1a_risk_factors",
      "Our losses increased and the assets were impaired, which adversely affected results as revenue declined again this year across the two segments we report.",
      { lexicon: lex, baseline: EMPTY_BASELINE }
    )
    // losses, impaired, adversely, declined = 4 negative words out of 24
    expect(m.negative_word_ratio).toBe(r6(4 / 24))
  })

  it("returns every metric name, nulls for empty or tiny text, never NaN", () => {
    const nineteen = "Only nineteen words are here, which is one short of what a section needs for any metrics at all."
    expect(tokenize(nineteen).length).toBe(19)
    for (const t of ["", "   ", nineteen]) {
      const m = computeSectionMetrics("item_7_mdna", t, ctxTiny)
      expect(Object.keys(m).sort()).toEqual([...METRIC_NAMES].sort())
      for (const k of METRIC_NAMES) expect(m[k], `${k} of ${JSON.stringify(t)}`).toBeNull()
    }
    const ok = computeSectionMetrics("item_7_mdna", text, ctxTiny)
    for (const k of METRIC_NAMES) expect(ok[k], k).not.toBeNull()
  })

  it("rounds every value to 6 decimals", () => {
    const m = computeSectionMetrics("item_7_mdna", text, ctxTiny)
    for (const k of METRIC_NAMES) {
      const v = m[k]
      expect(v === null || v === r6(v), k).toBe(true)
    }
  })
})

describe("computeSectionMetrics: MD&A densities", () => {
  // 40 words; hits: uncertainty {uncertainty}, demand {lower demand}, margin {margin pressure},
  // liquidity {refinancing, covenant}
  const mdna =
    "Revenue rose in the quarter, but lower demand in Europe and margin pressure from freight persisted. Uncertainty remains high. We completed a refinancing of notes and amended a covenant in the loan agreement with our banks this fiscal year overall."

  it("counts hits per 1000 words in MD&A sections", () => {
    expect(tokenize(mdna).length).toBe(40)
    for (const section of ["item_7_mdna", "item_2_mdna"] as const) {
      const m = computeSectionMetrics(section, mdna, ctxTiny)
      expect(m.uncertainty_term_density).toBe(25)
      expect(m.demand_softness_density).toBe(25)
      expect(m.margin_pressure_density).toBe(25)
      expect(m.liquidity_constraint_density).toBe(50)
    }
  })

  it("counts a company's distress words, not a lender's words for its borrowers' loans", () => {
    const perMille = (hits: number, t: string) => Math.min(100, r6((hits / tokenize(t).length) * 1000))
    // hits: {substantial doubt}, {going concern}, {events of default}, {forbearance}
    const distress =
      "There is substantial doubt about our ability to continue as a going concern. Events of default have occurred under the notes, and the lenders agreed to a forbearance until March while we seek new capital from our current investors and partners in the coming months."
    expect(computeSectionMetrics("item_7_mdna", distress, ctxTiny).distress_term_density).toBe(perMille(4, distress))
    expect(perMille(4, distress)).toBeGreaterThan(0)
    const repaid = distress.replace("Events of default have occurred under", "We repaid")
    expect(computeSectionMetrics("item_2_mdna", repaid, ctxTiny).distress_term_density).toBe(perMille(3, repaid))
    expect(computeSectionMetrics("item_7_mdna", mdna, ctxTiny).distress_term_density).toBe(0)
    // a bank's loan book raises nothing; its own stockholders' deficit and a consent order do (2 hits)
    const bank =
      "Loans past due ninety days and delinquent loans rose, and loans in default fell. The bank reported a stockholders' deficit and entered into a consent order with its regulator this quarter."
    expect(computeSectionMetrics("item_7_mdna", bank, ctxTiny).distress_term_density).toBe(perMille(2, bank))
    const book = bank.slice(0, bank.indexOf(" The bank"))
    expect(computeSectionMetrics("item_7_mdna", `${book} Deposits grew and the margin held steady.`, ctxTiny).distress_term_density).toBe(0)
  })

  it("leaves densities null outside MD&A", () => {
    const m = computeSectionMetrics("item_1a_risk_factors", mdna, ctxTiny)
    for (const d of DENSITY_METRICS) expect(m[d]).toBeNull()
    expect(m.negative_word_ratio).not.toBeNull()
  })

  it("caps at 100 and never counts a phrase across punctuation", () => {
    const dense = "We expect refinancing, refinancing, refinancing and refinancing of all debt this year while the team works on other priorities across units."
    expect(computeSectionMetrics("item_7_mdna", dense, ctxTiny).liquidity_constraint_density).toBe(100)
    const split = "Prices in the period were lower. Demand for our products rose in every market and region we serve, and our teams delivered strong results."
    expect(computeSectionMetrics("item_7_mdna", split, ctxTiny).demand_softness_density).toBe(0)
  })

  it("counts overlapping terms once (longest match)", () => {
    // "macroeconomic uncertainty" is one hit, not two
    const t = "We face macroeconomic uncertainty this year, and our teams continue to plan carefully for every region and product line we serve today."
    const words = tokenize(t).length
    expect(computeSectionMetrics("item_7_mdna", t, ctxTiny).uncertainty_term_density).toBe(r6((1 / words) * 1000))
  })
})

describe("computeSectionMetrics: readability", () => {
  it("follows the Fog formula on a hand-worked text", () => {
    // two sentences of 10 words; complex (≥3 syllables): information, organization, company
    const s = "Information organization company cat dog sat on a big mat."
    const m = computeSectionMetrics("item_1a_risk_factors", `${s} ${s}`, ctxTiny)
    // fog = 0.4 × (10 + 100 × 6/20) = 16 → 100 × (16 − 6) / 30
    expect(m.readability_score).toBe(r6((100 * (16 - 6)) / 30))
  })

  it("caps sentence length at 60 words", () => {
    const m = computeSectionMetrics("item_1a_risk_factors", `${"cat ".repeat(100)}end.`, ctxTiny)
    // 101 one-syllable words in one sentence: fog = 0.4 × 60 = 24 → 60
    expect(m.readability_score).toBe(60)
  })

  it("scores a harder text higher", () => {
    const easy =
      "We sell food. Our shops are big. Most days are busy. We hire local staff. Sales rose last year. We paid our debts. Costs fell a bit."
    const hard =
      "Notwithstanding the aforementioned considerations, management's determination regarding the recoverability of capitalized development expenditures necessarily incorporates significant judgmental assumptions concerning anticipated profitability, technological obsolescence, regulatory developments and macroeconomic variability affecting consolidated operations."
    const e = computeSectionMetrics("item_1a_risk_factors", easy, ctxTiny).readability_score
    const h = computeSectionMetrics("item_1a_risk_factors", hard, ctxTiny).readability_score
    expect(e).not.toBeNull()
    expect(h).not.toBeNull()
    expect(h!).toBeGreaterThan(e! + 30)
    expect(h!).toBeLessThanOrEqual(100)
    expect(e!).toBeGreaterThanOrEqual(0)
  })
})

describe("computeSectionMetrics: specificity", () => {
  it("counts numeric entities and skips references (hand-worked)", () => {
    // numeric entities: $1.2 billion, fiscal 2024, 12%, March 31, 2023, 450 → 5 (Item 7 and Note 4 are references)
    const t =
      "Revenue was $1.2 billion in fiscal 2024, up 12% from March 31, 2023, on 450 stores. The company operates retail stores across many regions and markets today. See Item 7 and Note 4."
    const words = tokenize(t).length
    expect(words).toBe(25)
    const m = computeSectionMetrics("item_7_mdna", t, ctxTiny)
    expect(m.numeric_specificity).toBe(r6(100 * (1 - Math.exp(-((5 / words) * 100) / 10))))
    // no named entities: "Revenue" opens a sentence, "March" is a month, "Item"/"Note" are generic
    expect(m.company_specificity).toBe(r6(100 * (1 - Math.exp(-((5 / words) * 100) / 15))))
  })

  it("counts named entities and places toward company specificity", () => {
    const t =
      "Revenue was $1.2 billion in fiscal 2024, up 12% from March 31, 2023, on 450 stores. The company operates retail stores across Texas and sells to Walmart today. See Item 7 and Note 4."
    const words = tokenize(t).length
    const m = computeSectionMetrics("item_7_mdna", t, ctxTiny)
    // + Texas, Walmart = 7 entities
    expect(m.company_specificity).toBe(r6(100 * (1 - Math.exp(-((7 / words) * 100) / 15))))
  })

  it("scores a number-rich text higher than generic prose, without saturating", () => {
    const generic =
      "We face competition in all of our markets, and our results could be affected by changes in economic conditions, consumer preferences and the regulatory environment in which we operate."
    const specific =
      "Net sales rose 8% to $94.9 billion in the quarter ended September 28, 2024, while iPhone revenue grew $1.6 billion and Services reached $25.0 billion, up 12% from $22.3 billion."
    const g = computeSectionMetrics("item_7_mdna", generic, ctxTiny)
    const s = computeSectionMetrics("item_7_mdna", specific, ctxTiny)
    expect(s.numeric_specificity!).toBeGreaterThan(g.numeric_specificity! + 40)
    expect(s.company_specificity!).toBeGreaterThan(g.company_specificity! + 40)
    expect(g.numeric_specificity).toBe(0)
    expect(s.numeric_specificity!).toBeLessThan(100)
  })
})

describe("dictionary_version", () => {
  const base = {
    negative: ["loss", "impairment"],
    uncertainty: ["may"],
    litigious: ["lawsuit"],
    constraining: ["covenant"],
    strong_modal: ["must"],
    weak_modal: ["could"]
  }
  it("is the name plus a 12-hex content hash", () => {
    expect(builtinLexicon().dictionaryVersion).toMatch(/^drisk_finance_lexicon_v1@[0-9a-f]{12}$/)
    expect(makeLexicon("x", base).dictionaryVersion).toMatch(/^x@[0-9a-f]{12}$/)
  })
  it("changes when a word list changes, not when order, case or duplicates change", () => {
    const v = makeLexicon("x", base).dictionaryVersion
    expect(makeLexicon("x", { ...base, negative: ["loss", "impairment", "decline"] }).dictionaryVersion).not.toBe(v)
    expect(makeLexicon("x", { ...base, negative: ["loss"] }).dictionaryVersion).not.toBe(v)
    // moving a word to another category changes it too
    expect(makeLexicon("x", { ...base, negative: ["loss"], uncertainty: ["may", "impairment"] }).dictionaryVersion).not.toBe(v)
    expect(makeLexicon("x", { ...base, negative: ["Impairment", "LOSS", "loss"] }).dictionaryVersion).toBe(v)
    expect(makeLexicon("y", base).dictionaryVersion).not.toBe(v)
  })
  it("built-in lists are large enough and hold what they should", () => {
    const s = builtinLexicon().sizes
    expect(s.negative).toBeGreaterThanOrEqual(300)
    expect(s.uncertainty).toBeGreaterThanOrEqual(100)
    expect(s.litigious).toBeGreaterThanOrEqual(100)
    expect(s.constraining).toBeGreaterThanOrEqual(80)
    expect(s.strong_modal).toBeGreaterThanOrEqual(10)
    expect(s.weak_modal).toBeGreaterThanOrEqual(10)
    // accounting vocabulary is deliberately not tone
    for (const w of ["liabilities", "diluted", "approximately", "class"]) expect(builtinLexicon().masks.has(w), w).toBe(false)
  })
})

describe("parseLexiconCsv (Loughran–McDonald Master Dictionary format)", () => {
  const header =
    "Word,Seq_num,Word Count,Word Proportion,Average Proportion,Std Dev,Doc Count,Negative,Positive,Uncertainty,Litigious,Strong_Modal,Weak_Modal,Constraining,Complexity,Syllables,Source"
  const good = [
    header,
    "ABANDON,1,100,0.1,0.1,0.1,10,2009,0,0,0,0,0,0,0,2,12of12inf",
    "MAY,2,100,0.1,0.1,0.1,10,0,0,2009,0,0,2009,0,0,1,12of12inf",
    "MUST,3,100,0.1,0.1,0.1,10,0,0,0,0,2009,0,0,0,1,12of12inf",
    "LAWSUIT,4,100,0.1,0.1,0.1,10,0,0,0,2011,0,0,0,0,2,12of12inf",
    "COVENANT,5,100,0.1,0.1,0.1,10,0,0,0,0,0,0,2018,0,3,12of12inf",
    "REMOVED,6,100,0.1,0.1,0.1,10,-2020,0,0,0,0,0,0,0,2,12of12inf",
    "\"QUOTED\",7,\"1,000\",0.1,0.1,0.1,10,2012,0,,0,0,0,0,0,2,12of12inf",
    "HAPPY,8,100,0.1,0.1,0.1,10,0,2009,0,0,0,0,0,0,2,12of12inf"
  ].join("\r\n")

  it("loads members from non-zero cells and ignores other columns", () => {
    const r = parseLexiconCsv(good, "lm_test")
    if (Either.isLeft(r)) throw new Error(r.left.message)
    const lex = r.right
    expect(lex.sizes).toEqual({ negative: 2, uncertainty: 1, litigious: 1, constraining: 1, strong_modal: 1, weak_modal: 1 })
    expect(lex.masks.has("abandon")).toBe(true)
    expect(lex.masks.has("quoted")).toBe(true)
    expect(lex.masks.has("happy")).toBe(false) // Positive is not a category we read
    expect(lex.masks.has("removed")).toBe(false) // negative year = removed from the category
    expect(lex.dictionaryVersion).toMatch(/^lm_test@[0-9a-f]{12}$/)
  })

  it("feeds computeSectionMetrics", () => {
    const r = parseLexiconCsv(good, "lm_test")
    if (Either.isLeft(r)) throw new Error(r.left.message)
    const text =
      "We may abandon the project. A lawsuit followed and the covenant must be met by the company before the end of the year in question."
    const n = tokenize(text).length
    const m = computeSectionMetrics("item_1a_risk_factors", text, { lexicon: r.right, baseline: EMPTY_BASELINE })
    expect(m.negative_word_ratio).toBe(r6(1 / n))
    expect(m.uncertainty_word_ratio).toBe(r6(1 / n))
    expect(m.modal_word_ratio).toBe(r6(2 / n))
    expect(m.litigious_word_ratio).toBe(r6(1 / n))
    expect(m.constraining_word_ratio).toBe(r6(1 / n))
  })

  it("names a missing column", () => {
    const noWeak = good.replace("Weak_Modal", "Weak_Modalx")
    const r = parseLexiconCsv(noWeak, "lm")
    expect(Either.isLeft(r)).toBe(true)
    if (Either.isLeft(r)) {
      expect(r.left._tag).toBe("InvalidRequest")
      expect(r.left.errors.map((e) => e.path)).toEqual(["Weak_Modal"])
      expect(r.left.message).toContain("Weak_Modal")
    }
    const noWord = parseLexiconCsv(good.replace("Word,", "Term,"), "lm")
    expect(Either.isLeft(noWord) && noWord.left.errors.map((e) => e.path)).toEqual(["Word"])
  })

  it("names a bad row", () => {
    const bad = `${good}\r\nBROKEN,9,100,0.1,0.1,0.1,10,yes,0,0,0,0,0,0,0,2,x`
    const r = parseLexiconCsv(bad, "lm")
    expect(Either.isLeft(r)).toBe(true)
    if (Either.isLeft(r)) expect(r.left.errors[0]).toEqual({ path: "line 10, Negative", message: '"yes" is not a number' })
    const short = parseLexiconCsv(`${header}\nSHORT,1,2`, "lm")
    expect(Either.isLeft(short) && short.left.errors[0]?.path).toBe("line 2")
  })

  it("rejects an empty file or a header alone", () => {
    expect(Either.isLeft(parseLexiconCsv("", "lm"))).toBe(true)
    expect(Either.isLeft(parseLexiconCsv(header, "lm"))).toBe(true)
  })
})

describe("boilerplate baseline", () => {
  const shared = "The company may be subject to claims arising in the ordinary course of business."
  const docs = [
    { id: "a-2023", firm: "A", sections: [`${shared} Alpha widgets sold well in every northern territory.`] },
    { id: "a-2024", firm: "A", sections: ["Alpha widgets sold well in every northern territory again."] },
    { id: "b-2024", firm: "B", sections: [`Beta gadgets grew strongly. ${shared}`] },
    { id: "c-2024", firm: "C", sections: ["Gamma services expanded into three new cities this year."] }
  ]

  it("keeps four-grams used by at least minFirms distinct firms", () => {
    const b = buildBoilerplateBaseline(docs, { minFirms: 2 })
    expect(b.grams.has("the company may be")).toBe(true)
    expect(b.grams.has("course of business")).toBe(false) // three words only
    expect(b.grams.has("ordinary course of business")).toBe(true)
    // repeated by one firm in two filings: not cross-firm boilerplate
    expect(b.grams.has("alpha widgets sold well")).toBe(false)
    // never across a sentence boundary
    expect(b.grams.has("strongly the company may")).toBe(false)
    expect(b.file.gram_count).toBe(tokenize(shared).length - 3)
    expect(b.file.n_firms).toBe(3)
    expect(b.file.n_documents).toBe(4)
    expect(b.file.filings.map((f) => f.id)).toEqual(["a-2023", "a-2024", "b-2024", "c-2024"])
    expect(b.version).toMatch(/^boilerplate_4grams@[0-9a-f]{12}$/)
    expect(buildBoilerplateBaseline([...docs].reverse(), { minFirms: 2 }).version).toBe(b.version)
    expect(buildBoilerplateBaseline(docs, { minFirms: 3 }).file.gram_count).toBe(0)
    expect(buildBoilerplateBaseline(docs, { minFirms: 1, minFirmShare: 0.5 }).grams.size).toBe(b.grams.size)
    // more than max_firm_share of the firms: too common to tell firms apart
    expect(buildBoilerplateBaseline(docs, { minFirms: 1, maxFirmShare: 0.5 }).grams.has("the company may be")).toBe(false)
  })

  it("leaves the scored firm out: its own use never makes a phrase cross-firm boilerplate", () => {
    const b = buildBoilerplateBaseline(docs, { minFirms: 2 })
    expect(b.file.firms).toEqual(["A", "B", "C"])
    expect(b.file.gram_firms).toHaveLength(b.file.gram_count)
    // A and B share the phrase: left out, each sees one other firm, fewer than 2
    expect(baselineForFirm(b, "A").grams.has("the company may be")).toBe(false)
    expect(baselineForFirm(b, "B").grams.size).toBe(0)
    // C does not use it: two other firms do
    expect(baselineForFirm(b, "C").grams.has("the company may be")).toBe(true)
    // a firm outside the baseline sees the full sample
    expect(baselineForFirm(b, "Z")).toBe(b)
    const text = `${shared} Our delta products launched in spring and customers responded with enthusiasm.`
    const forA = computeSectionMetrics("item_1a_risk_factors", text, { lexicon: tiny, baseline: baselineForFirm(b, "A") })
    const forC = computeSectionMetrics("item_1a_risk_factors", text, { lexicon: tiny, baseline: baselineForFirm(b, "C") })
    expect(forA.boilerplate_word_ratio).toBe(0)
    expect(forC.boilerplate_word_ratio).toBeGreaterThan(0)
    // the firm masks are part of the content version
    const plain = buildBoilerplateBaseline(docs, { minFirms: 2, leaveOneFirmOut: false })
    expect(plain.file.gram_firms).toBeUndefined()
    expect(plain.version).not.toBe(b.version)
    expect([...plain.grams].sort()).toEqual([...b.grams].sort())
  })

  it("computes the share of words in sentences holding a baseline gram", () => {
    const b = buildBoilerplateBaseline(docs, { minFirms: 2 })
    const own = "Our delta products launched in spring and customers responded with enthusiasm across regions."
    const text = `${shared} ${own}`
    const k = tokenize(shared).length
    const n = tokenize(text).length
    const m = computeSectionMetrics("item_1a_risk_factors", text, { lexicon: tiny, baseline: b })
    expect(m.boilerplate_word_ratio).toBe(r6(k / n))
    expect(computeSectionMetrics("item_1a_risk_factors", text, ctxTiny).boilerplate_word_ratio).toBe(0)
  })

  it("round-trips through its data file and detects tampering", () => {
    const b = buildBoilerplateBaseline(docs, { minFirms: 2, createdAt: "2025-01-01" })
    const json = serializeBoilerplateBaseline(b)
    const back = parseBoilerplateBaseline(json)
    if (Either.isLeft(back)) throw new Error(back.left.message)
    expect(back.right.version).toBe(b.version)
    expect([...back.right.grams].sort()).toEqual([...b.grams].sort())
    expect(back.right.file.created_at).toBe("2025-01-01")

    const edited = JSON.parse(json) as { grams: Array<string>; gram_count: number }
    edited.grams[0] = "a b c d"
    const r1 = parseBoilerplateBaseline(JSON.stringify(edited))
    expect(Either.isLeft(r1) && r1.left.errors[0]?.path).toBe("baseline_version")
    edited.gram_count += 1
    const r2 = parseBoilerplateBaseline(JSON.stringify(edited))
    expect(Either.isLeft(r2) && r2.left.errors[0]?.path).toBe("gram_count")
    expect(Either.isLeft(parseBoilerplateBaseline("{"))).toBe(true)
    expect(Either.isLeft(parseBoilerplateBaseline(JSON.stringify({ kind: "other" })))).toBe(true)
  })

  it("ships a valid baseline data file built from several firms, with its provenance", () => {
    const r = parseBoilerplateBaseline(readFileSync(join(REPO_ROOT, "data/metrics/boilerplate-baseline.json"), "utf8"))
    if (Either.isLeft(r)) throw new Error(r.left.message)
    expect(r.right.version).not.toBe(EMPTY_BASELINE.version)
    expect(r.right.grams.size).toBeLessThanOrEqual(r.right.file.gram_count)
    expect(r.right.grams.size).toBeGreaterThan(100)
    expect(r.right.file.gram_firms).toHaveLength(r.right.file.gram_count)
    expect(r.right.file.firms).toHaveLength(r.right.file.n_firms)
    // every filing is listed with its form, fiscal year and sha256
    for (const f of r.right.file.filings) {
      expect(f.form === "10-K" || f.form === "10-Q").toBe(true)
      expect(f.sha256).toMatch(/^[0-9a-f]{64}$/)
    }
    expect(r.right.file.min_firms).toBeGreaterThanOrEqual(2)
    expect(r.right.file.n_firms).toBeGreaterThanOrEqual(r.right.file.min_firms)
    expect(new Set(r.right.file.filings.map((f) => f.firm)).size).toBe(r.right.file.n_firms)
  })
})

describe("analyzeSection", () => {
  it("returns the same metrics as computeSectionMetrics and the same flags as detectFlags", () => {
    const t =
      "Management identified a material weakness in our revenue controls. Net sales decreased 3% to $1.2 billion as lower demand weighed on results, and we may refinance our notes."
    const ctx = { lexicon: builtinLexicon(), baseline: EMPTY_BASELINE }
    const a = analyzeSection("item_7_mdna", t, ctx)
    expect(a.metrics).toEqual(computeSectionMetrics("item_7_mdna", t, ctx))
    expect(a.flags).toEqual(detectFlags("item_7_mdna", t))
    expect(a.flags.flags.material_weakness_flag).toBe(true)
    expect(a.word_count).toBe(tokenize(t).length)
    expect(a.sentence_count).toBe(2)
  })
})

describe("determinism", () => {
  it("gives the same values for the same input", () => {
    const t =
      "Net sales decreased 3% to $1.2 billion as lower demand and pricing pressure weighed on results; we may refinance our notes."
    const ctx = { lexicon: builtinLexicon(), baseline: EMPTY_BASELINE }
    expect(computeSectionMetrics("item_7_mdna", t, ctx)).toEqual(computeSectionMetrics("item_7_mdna", t, ctx))
  })
})
