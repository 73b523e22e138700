import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import type { SectionMetrics } from "../../src/domain/metrics-document.js"
import { DELTA_NAMES, type MetricName } from "../../src/domain/names.js"
import { diffConfidence, diffSection, languageDeltas, SectionDiff, TOPIC_NAMES } from "../../src/diff/index.js"
import { numericTokens, splitSentences } from "../../src/diff/text.js"
import { BASE_SENTENCES, BASE_TEXT, EXTRA_SENTENCES, proseOfWords, REWRITTEN_TEXT } from "./fixtures.js"

const withInserted = (extra: ReadonlyArray<string>): string => {
  // spread the added sentences through the text
  const out = [...BASE_SENTENCES]
  extra.forEach((s, k) => out.splice(2 + k * 3, 0, s))
  return out.join("\n")
}

const v1 = (current: string, prior: string): number => diffSection(current, prior).disclosure_change_score ?? NaN
const v2 = (current: string, prior: string): number => diffSection(current, prior).disclosure_change_score_v2 ?? NaN

const decode = Schema.decodeUnknownSync(SectionDiff)

describe("diffSection: unchanged text", () => {
  it("scores exactly 0 on identical input", () => {
    const d = diffSection(BASE_TEXT, BASE_TEXT)
    expect(d.disclosure_change_score).toBe(0)
    expect(d.disclosure_change_score_v2).toBe(0)
    expect(d.lexical_similarity).toBe(1)
    expect(d.shingle_similarity).toBe(1)
    expect(d.length_change).toBe(0)
    expect(d.diff_details.counts).toEqual({ added: 0, removed: 0, modified: 0, unchanged: BASE_SENTENCES.length })
    expect(d.diff_details.added_samples).toEqual([])
    expect(d.diff_details.removed_samples).toEqual([])
    expect(d.diff_details.numeric_changes).toEqual([])
    expect(d.new_topics).toEqual([])
    expect(d.intensified_topics).toEqual([])
    expect(d.removed_topics).toEqual([])
  })

  it("ignores layout, case and punctuation differences", () => {
    const relaid = BASE_SENTENCES.map((s) => s.toUpperCase().replace(/,/g, "")).join("  ")
    const d = diffSection(relaid, BASE_TEXT)
    expect(d.disclosure_change_score).toBe(0)
    expect(d.disclosure_change_score_v2).toBe(0)
    expect(d.diff_details.counts.unchanged).toBe(BASE_SENTENCES.length)
  })
})

describe("diffSection: changed text", () => {
  it("scores a section rewritten from scratch high (≥ 70) on both scores", () => {
    const d = diffSection(REWRITTEN_TEXT, BASE_TEXT)
    expect(d.disclosure_change_score).toBeGreaterThanOrEqual(70)
    expect(d.disclosure_change_score_v2).toBeGreaterThanOrEqual(70)
    expect(d.diff_details.counts.unchanged).toBe(0)
  })

  it("scores a few added sentences between unchanged and rewritten, increasing with the additions", () => {
    const rewrittenV1 = v1(REWRITTEN_TEXT, BASE_TEXT)
    const rewrittenV2 = v2(REWRITTEN_TEXT, BASE_TEXT)
    let lastV1 = 0
    let lastV2 = 0
    for (const n of [1, 2, 4]) {
      const current = withInserted(EXTRA_SENTENCES.slice(0, n))
      const s1 = v1(current, BASE_TEXT)
      const s2 = v2(current, BASE_TEXT)
      expect(s1).toBeGreaterThan(lastV1)
      expect(s2).toBeGreaterThan(lastV2)
      expect(s1).toBeLessThan(rewrittenV1)
      expect(s2).toBeLessThan(rewrittenV2)
      lastV1 = s1
      lastV2 = s2
    }
  })

  it("scores removals too, and more removals higher", () => {
    const drop = (k: number) => BASE_SENTENCES.filter((_, i) => i % 16 >= k).join("\n")
    expect(v2(drop(2), BASE_TEXT)).toBeGreaterThan(0)
    expect(v2(drop(5), BASE_TEXT)).toBeGreaterThan(v2(drop(2), BASE_TEXT))
    expect(v1(drop(5), BASE_TEXT)).toBeGreaterThan(v1(drop(2), BASE_TEXT))
  })

  it("reports exactly the added and removed sentences as samples, in document order", () => {
    const added = EXTRA_SENTENCES.slice(0, 3)
    const removed = [BASE_SENTENCES[6] as string, BASE_SENTENCES[12] as string]
    const current = withInserted(added)
      .split("\n")
      .filter((s) => !removed.includes(s))
      .join("\n")
    const d = diffSection(current, BASE_TEXT)
    expect(d.diff_details.added_samples).toEqual(added)
    expect(d.diff_details.removed_samples).toEqual(removed)
    expect(d.diff_details.counts).toEqual({
      added: 3,
      removed: 2,
      modified: 0,
      unchanged: BASE_SENTENCES.length - 2
    })
    expect(d.diff_details.summary).toContain("3 sentences added, 2 removed")
  })

  it("keeps at most 5 samples, the longest ones, in document order", () => {
    const d = diffSection(withInserted(EXTRA_SENTENCES), BASE_TEXT)
    const samples = d.diff_details.added_samples
    expect(samples).toHaveLength(5)
    const longestFive = [...EXTRA_SENTENCES]
      .sort((a, b) => b.split(/[^A-Za-z0-9]+/).length - a.split(/[^A-Za-z0-9]+/).length)
      .slice(0, 5)
    expect([...samples].sort()).toEqual([...longestFive].sort())
    const order = samples.map((s) => EXTRA_SENTENCES.indexOf(s))
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it("treats a lightly edited sentence as modified, not as added plus removed", () => {
    const edited = BASE_SENTENCES.map((s, i) =>
      i === 9 ? s.replace("better performance or lower prices", "better performance, more features or lower prices") : s
    ).join("\n")
    const d = diffSection(edited, BASE_TEXT)
    expect(d.diff_details.counts).toEqual({ added: 0, removed: 0, modified: 1, unchanged: BASE_SENTENCES.length - 1 })
    expect(d.disclosure_change_score_v2).toBeGreaterThan(0)
    expect(d.disclosure_change_score_v2).toBeLessThan(5)
  })
})

describe("diffSection: numeric changes", () => {
  it("reports changed money amounts and percentages with their context", () => {
    const current = BASE_TEXT.replace("$2.1 billion", "$2.6 billion").replace("38%", "41%")
    const d = diffSection(current, BASE_TEXT)
    const sentence = "Net sales were $2.6 billion in the last fiscal year, and the ten largest customers accounted for 41% of net sales."
    expect(d.diff_details.numeric_changes).toEqual([
      { prior: "$2.1 billion", current: "$2.6 billion", context: sentence },
      { prior: "38%", current: "41%", context: sentence }
    ])
    expect(d.diff_details.counts.modified).toBe(1)
    expect(d.disclosure_change_score_v2).toBeGreaterThan(0)
    // the wording did not change
    expect(d.disclosure_change_score).toBe(0)
  })

  it("does not report moved years and dates", () => {
    const prior = "As of September 28, 2024, the Company had 150 employees in its research laboratories in Ohio and Texas."
    const current = "As of September 27, 2025, the Company had 150 employees in its research laboratories in Ohio and Texas."
    expect(diffSection(current, prior).diff_details.numeric_changes).toEqual([])
    const changed = current.replace("150", "175")
    expect(diffSection(changed, prior).diff_details.numeric_changes).toEqual([
      { prior: "150", current: "175", context: changed }
    ])
  })

  it("keeps at most 10 numeric changes", () => {
    const row = (k: number) =>
      `Segment ${"ABCDEFGHIJKLMNOP"[k]} reported revenue of $${k + 1}.0 million and an operating margin of ${k + 10}% for the year.`
    const prior = Array.from({ length: 16 }, (_, k) => row(k)).join("\n")
    const current = prior.replace(/\$(\d+)\.0 million/g, (_, n: string) => `$${Number(n) + 100}.0 million`)
    const d = diffSection(current, prior)
    expect(d.diff_details.numeric_changes).toHaveLength(10)
    expect(d.diff_details.numeric_changes[0]).toMatchObject({ prior: "$1.0 million", current: "$101.0 million" })
  })

  it("recognises money, percentages, scaled and plain numbers, skipping years and labels", () => {
    const tokens = numericTokens("In 2025 revenue rose 12.5% to $1,234.50 million (Item 1A), or 3 billion units, from 7 percent.")
    expect(tokens.map((t) => [t.text, t.canonical, t.kind])).toEqual([
      ["12.5%", "12.5%", "percent"],
      ["$1,234.50 million", "$1234.5 million", "money_scaled"],
      ["3 billion", "3 billion", "scaled"],
      ["7 percent", "7%", "percent"]
    ])
  })
})

describe("splitSentences", () => {
  it("does not split after U.S., Inc., No., initials or e.g.", () => {
    const text =
      "Apple Inc. sells products in the U.S. and abroad. See Note No. 5 for details. J. Smith, e.g. the director, signed it! Did he? Yes."
    expect(splitSentences(text)).toEqual([
      "Apple Inc. sells products in the U.S. and abroad.",
      "See Note No. 5 for details.",
      "J. Smith, e.g. the director, signed it!",
      "Did he?",
      "Yes."
    ])
  })

  it("does not split after an item or note number", () => {
    expect(splitSentences("Refer to Part II, Item 7. Management's Discussion and Note 12. Debt. Sales rose 5. Costs fell.")).toEqual([
      "Refer to Part II, Item 7. Management's Discussion and Note 12. Debt.",
      "Sales rose 5.",
      "Costs fell."
    ])
  })

  it("ends sentences at line breaks and keeps closing quotes", () => {
    expect(splitSentences('Risk Factors\nThe term "Company." It means us.\n\n  Next  line ')).toEqual([
      "Risk Factors",
      'The term "Company."',
      "It means us.",
      "Next line"
    ])
  })
})

describe("diffSection: topics", () => {
  it("finds a new topic and adds it to the v1 score", () => {
    const cyber = [
      "A cyberattack on the Company's network could expose customer data and interrupt production.",
      "Ransomware and phishing attempts against manufacturers have increased, and a data breach could lead to claims."
    ]
    const neutral = EXTRA_SENTENCES.slice(0, 2)
    const withCyber = diffSection(withInserted(cyber), BASE_TEXT)
    const withNeutral = diffSection(withInserted(neutral), BASE_TEXT)
    expect(withCyber.new_topics).toEqual(["cybersecurity"])
    expect(withNeutral.new_topics).toEqual([])
    expect(withCyber.diff_details.summary).toContain("new topics: cybersecurity")
    expect(withCyber.disclosure_change_score ?? 0).toBeGreaterThan(withNeutral.disclosure_change_score ?? 0)
  })

  it("finds an intensified topic and a dropped one", () => {
    const prior = [...BASE_SENTENCES, "Tariffs on imported components could raise costs."].join("\n")
    const current = [
      ...BASE_SENTENCES.filter((s) => !s.includes("credit agreement")),
      "Tariffs on imported components could raise costs.",
      "New tariffs announced this year apply to sensors assembled in Mexico.",
      "Retaliatory tariffs and export controls could reduce sales in China.",
      "The Company may not be able to recover the cost of tariffs through higher prices.",
      "Trade policy remains uncertain and further tariffs are possible."
    ].join("\n")
    const d = diffSection(current, prior)
    expect(d.intensified_topics).toEqual(["tariffs_trade"])
    expect(d.removed_topics).toEqual(["liquidity_debt"])
  })
})

describe("diff_confidence", () => {
  it("is highest for two long texts of similar length", () => {
    const long = proseOfWords(400)
    expect(diffSection(long, long).diff_confidence).toBe(0.95)
  })

  it("is lower when either side is short", () => {
    const long = proseOfWords(400)
    const short = BASE_SENTENCES.slice(0, 3).join("\n")
    const bothShort = diffSection(short, short).diff_confidence
    const oneShort = diffSection(short, long).diff_confidence
    expect(bothShort).toBeLessThan(0.95)
    expect(oneShort).toBeLessThan(0.95)
    expect(diffSection(proseOfWords(100), proseOfWords(100)).diff_confidence).toBeLessThan(0.95)
    expect(diffSection(proseOfWords(100), proseOfWords(100)).diff_confidence).toBeGreaterThan(bothShort)
  })

  it("is lower when the length ratio is extreme", () => {
    expect(diffConfidence(2000, 1000)).toBe(0.95)
    expect(diffConfidence(6000, 1000)).toBeLessThan(0.95)
    expect(diffConfidence(30000, 1000)).toBeLessThan(diffConfidence(6000, 1000))
  })

  it("stays within 0..1 and is 0 without words", () => {
    for (const [a, b] of [
      [0, 0],
      [0, 500],
      [1, 1],
      [1, 100000],
      [250, 240]
    ] as const) {
      const c = diffConfidence(a, b)
      expect(c).toBeGreaterThanOrEqual(0)
      expect(c).toBeLessThanOrEqual(1)
    }
    expect(diffConfidence(0, 500)).toBe(0)
  })
})

describe("diffSection: empty and odd input", () => {
  it("returns null scores and zero confidence when a side has no words", () => {
    for (const [current, prior] of [
      ["", ""],
      ["", BASE_TEXT],
      [BASE_TEXT, ""],
      ["... ; ---", BASE_TEXT],
      ["   \n\n ", "1 2 3"]
    ] as const) {
      const d = diffSection(current, prior)
      expect(d.disclosure_change_score).toBeNull()
      expect(d.disclosure_change_score_v2).toBeNull()
      expect(d.lexical_similarity).toBeNull()
      expect(d.diff_confidence).toBe(0)
      expect(() => decode(d)).not.toThrow()
    }
  })

  it("handles texts with only numbers, one word or odd characters", () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ["risk", "risk"],
      ["risk", "loss"],
      ["2024 2025 $5", "2023 2024 $4"],
      ["\u00e9t\u00e9 caf\u00e9 na\u00efve", "Stra\u00dfe \u4e2d\u6587 \ud83d\ude00 tariff"],
      ["A.B.C. U.S. Inc. No.", "the of and"]
    ]
    for (const [current, prior] of cases) {
      const d = diffSection(current, prior)
      expect(() => decode(d)).not.toThrow()
      expect(JSON.parse(JSON.stringify(d))).toEqual(d)
    }
    expect(diffSection("risk", "risk").disclosure_change_score).toBe(0)
    expect(diffSection("risk", "loss").disclosure_change_score).toBeGreaterThan(0)
  })
})

describe("diffSection: long runs of look-alike sentences", () => {
  it("aligns thousands of same-worded table rows with their own counterparts", () => {
    const rows = (fraction: string) =>
      Array.from({ length: 3000 }, (_, i) => `Segment revenue for the period was $${i}${fraction} million in total.`).join("\n")
    const d = diffSection(rows(".5"), rows(""))
    // each row is paired with a row of the same words; every figure differs
    expect(d.diff_details.counts).toEqual({ added: 0, removed: 0, modified: 3000, unchanged: 0 })
    expect(d.disclosure_change_score).toBe(0)
    expect(d.diff_details.numeric_changes).toHaveLength(10)
    expect(d.diff_details.numeric_changes.map((n) => [n.prior, n.current])).toEqual(
      Array.from({ length: 10 }, (_, i) => [`$${i} million`, `$${i}.5 million`])
    )
  })

  it("matches repeated boilerplate exactly, one for one", () => {
    const line = "The information required by this item is incorporated herein by reference."
    const prior = Array.from({ length: 2000 }, () => line).join("\n")
    const current = Array.from({ length: 2500 }, () => line).join("\n")
    const d = diffSection(current, prior)
    expect(d.diff_details.counts).toEqual({ added: 500, removed: 0, modified: 0, unchanged: 2000 })
    expect(d.diff_details.added_samples).toEqual([line, line, line, line, line])
  })
})

describe("diffSection: determinism and wire shape", () => {
  it("gives deep-equal output for the same input, whatever ran before", () => {
    const current = withInserted(EXTRA_SENTENCES.slice(0, 3)).replace("$2.1 billion", "$2.4 billion")
    const first = diffSection(current, BASE_TEXT)
    // other comparisons in between must not leak state (vocabularies, caches)
    diffSection(REWRITTEN_TEXT, BASE_TEXT)
    diffSection(BASE_TEXT, REWRITTEN_TEXT)
    const second = diffSection(current, BASE_TEXT)
    expect(second).toEqual(first)
    expect(JSON.stringify(second)).toBe(JSON.stringify(first))
  })

  it("has a fixed key order", () => {
    const d = diffSection(withInserted(EXTRA_SENTENCES.slice(0, 2)), BASE_TEXT)
    expect(Object.keys(d)).toEqual([
      "disclosure_change_score",
      "disclosure_change_score_v2",
      "diff_confidence",
      "lexical_similarity",
      "shingle_similarity",
      "length_change",
      "current_word_count",
      "prior_word_count",
      "new_topics",
      "intensified_topics",
      "removed_topics",
      "diff_details"
    ])
    expect(Object.keys(d.diff_details)).toEqual(["added_samples", "removed_samples", "numeric_changes", "counts", "summary"])
    expect(Object.keys(d.diff_details.counts)).toEqual(["added", "removed", "modified", "unchanged"])
  })

  it("does not count moved sentences as changed in v2", () => {
    const reordered = [...BASE_SENTENCES].reverse().join("\n")
    const d = diffSection(reordered, BASE_TEXT)
    expect(d.disclosure_change_score_v2).toBe(0)
    expect(d.diff_details.counts.unchanged).toBe(BASE_SENTENCES.length)
    // only the shingles across sentence joins change
    expect(d.disclosure_change_score).toBeGreaterThan(0)
    expect(d.disclosure_change_score).toBeLessThan(20)
  })

  it("lists topics in the fixed topic order, independent of where they occur", () => {
    const a = "Tariffs may rise. Tariffs hurt margins. A cyberattack is possible. Cybersecurity matters. Inflation persists. Inflation hurts."
    const b = "Inflation persists. Inflation hurts. A cyberattack is possible. Cybersecurity matters. Tariffs may rise. Tariffs hurt margins."
    const da = diffSection(a, BASE_TEXT)
    const db = diffSection(b, BASE_TEXT)
    expect(da.new_topics).toEqual(db.new_topics)
    expect(da.new_topics).toEqual(TOPIC_NAMES.filter((t) => da.new_topics.includes(t)))
    expect(da.new_topics).toEqual(["cybersecurity", "inflation_interest_rates", "tariffs_trade"])
  })

  it("produces finite, rounded numbers that decode with the SectionDiff schema", () => {
    const pairs: ReadonlyArray<readonly [string, string]> = [
      [BASE_TEXT, BASE_TEXT],
      [REWRITTEN_TEXT, BASE_TEXT],
      [withInserted(EXTRA_SENTENCES), BASE_TEXT],
      [BASE_TEXT.slice(0, 200), BASE_TEXT]
    ]
    for (const [current, prior] of pairs) {
      const d = diffSection(current, prior)
      expect(decode(d)).toEqual(d)
      for (const x of [
        d.disclosure_change_score,
        d.disclosure_change_score_v2,
        d.diff_confidence,
        d.lexical_similarity,
        d.shingle_similarity,
        d.length_change
      ]) {
        expect(x).not.toBeNull()
        expect(Number.isFinite(x)).toBe(true)
        expect(Math.round((x as number) * 1e4) / 1e4).toBe(x)
      }
    }
  })
})

describe("languageDeltas", () => {
  it("computes (current − prior) × 100 per delta, rounded to 4 decimals", () => {
    const d = languageDeltas(
      {
        negative_word_ratio: 0.015,
        uncertainty_word_ratio: 0.02,
        litigious_word_ratio: 0.01234567,
        constraining_word_ratio: 0.005
      },
      {
        negative_word_ratio: 0.012,
        uncertainty_word_ratio: 0.02,
        litigious_word_ratio: 0.01,
        constraining_word_ratio: 0.0075
      }
    )
    // by hand: (0.015 − 0.012) × 100 = 0.3; 0; (0.01234567 − 0.01) × 100 = 0.234567 → 0.2346; −0.25
    expect(d).toEqual({
      negative_language_delta: 0.3,
      uncertainty_language_delta: 0,
      legal_language_delta: 0.2346,
      constraining_language_delta: -0.25
    })
    expect(Object.keys(d)).toEqual([...DELTA_NAMES])
  })

  it("is null where either side is missing, null or not finite", () => {
    const d = languageDeltas(
      { negative_word_ratio: 0.01, uncertainty_word_ratio: null, litigious_word_ratio: Number.NaN },
      { negative_word_ratio: null, uncertainty_word_ratio: 0.01, litigious_word_ratio: 0.01, constraining_word_ratio: 0.01 }
    )
    expect(d).toEqual({
      negative_language_delta: null,
      uncertainty_language_delta: null,
      legal_language_delta: null,
      constraining_language_delta: null
    })
    expect(languageDeltas({}, {})).toEqual({
      negative_language_delta: null,
      uncertainty_language_delta: null,
      legal_language_delta: null,
      constraining_language_delta: null
    })
  })

  it("accepts decoded section metrics and plain partial records", () => {
    const decoded: SectionMetrics = { negative_word_ratio: 0.02, uncertainty_word_ratio: undefined }
    const plain: Partial<Record<MetricName, number | null>> = { negative_word_ratio: 0.01 }
    expect(languageDeltas(decoded, plain).negative_language_delta).toBe(1)
    expect(languageDeltas(decoded, plain).uncertainty_language_delta).toBeNull()
  })

  it("never returns negative zero", () => {
    const d = languageDeltas({ negative_word_ratio: 0.1 }, { negative_word_ratio: 0.1000000001 })
    expect(Object.is(d.negative_language_delta, 0)).toBe(true)
  })
})
