/**
 * The diff on real 10-K sections of consecutive years from the EDGAR fixture corpus
 * (`RISK_CORPUS_DIR`, default `../shared/edgar` from the repository root) and its truth files
 * (`RISK_TRUTH_DIR`). Skipped when either is not there.
 */
import { expect, it } from "vitest"
import { diffSection } from "../../src/diff/index.js"
import { withData } from "../support/data.js"
import { sectionText } from "./corpus.js"

const RISK = "item_1a_risk_factors"
const MDNA = "item_7_mdna"

const text = async (ticker: string, year: number, section: string): Promise<string> => {
  const t = await sectionText(ticker, "10-K", year, section)
  if (t === null) throw new Error(`no ${section} text for ${ticker} ${year}`)
  return t.text
}

withData("edgar", "edgar-truth").describe("diffSection on real 10-K sections", () => {
  it("scores an unchanged real Item 1A exactly 0", async () => {
    const a = await text("AAPL", 2025, RISK)
    const d = diffSection(a, a)
    expect(d.disclosure_change_score).toBe(0)
    expect(d.disclosure_change_score_v2).toBe(0)
    expect(d.diff_details.counts.added + d.diff_details.counts.removed + d.diff_details.counts.modified).toBe(0)
    expect(d.diff_confidence).toBe(0.95)
  })

  it("scores AAPL Item 1A year over year modestly, well below unrelated text", async () => {
    const risk2025 = await text("AAPL", 2025, RISK)
    const risk2024 = await text("AAPL", 2024, RISK)
    const mdna2025 = await text("AAPL", 2025, MDNA)
    const yoy = diffSection(risk2025, risk2024)
    const unrelated = diffSection(mdna2025, risk2025)

    // an unrelated section scores high
    expect(unrelated.disclosure_change_score).toBeGreaterThanOrEqual(60)
    expect(unrelated.disclosure_change_score_v2).toBeGreaterThanOrEqual(70)

    // the year-over-year revision is real but modest
    for (const [score, high] of [
      [yoy.disclosure_change_score, unrelated.disclosure_change_score],
      [yoy.disclosure_change_score_v2, unrelated.disclosure_change_score_v2]
    ] as const) {
      expect(score).toBeGreaterThan(0)
      expect(score).toBeLessThan(50)
      expect(score).toBeLessThan(high ?? 0)
    }
    expect(yoy.diff_confidence).toBe(0.95)

    // most of the text is carried over; some sentences are new, some gone
    const c = yoy.diff_details.counts
    expect(c.unchanged + c.modified).toBeGreaterThan(c.added)
    expect(c.added).toBeGreaterThan(0)
    expect(c.removed).toBeGreaterThan(0)
    expect(yoy.diff_details.added_samples.length).toBe(5)
    expect(yoy.diff_details.removed_samples.length).toBe(5)
    // samples are sentences of their side (long ones cut at 500 characters with "…")
    const flat2025 = risk2025.replace(/\s+/g, " ")
    const flat2024 = risk2024.replace(/\s+/g, " ")
    for (const s of yoy.diff_details.added_samples) {
      expect(s.length).toBeLessThanOrEqual(500)
      expect(flat2025.includes(s.replace(/…$/, ""))).toBe(true)
    }
    for (const s of yoy.diff_details.removed_samples) {
      expect(s.length).toBeLessThanOrEqual(500)
      expect(flat2024.includes(s.replace(/…$/, ""))).toBe(true)
    }
  })

  it("finds changed dollar amounts in AAPL MD&A year over year", async () => {
    const d = diffSection(await text("AAPL", 2025, MDNA), await text("AAPL", 2024, MDNA))
    const changes = d.diff_details.numeric_changes
    expect(changes.length).toBeGreaterThan(0)
    expect(changes.length).toBeLessThanOrEqual(10)
    expect(changes.some((n) => n.prior.startsWith("$") && n.current.startsWith("$") && n.prior !== n.current)).toBe(true)
    for (const n of changes) expect(n.prior).not.toBe(n.current)
    expect(d.disclosure_change_score).toBeGreaterThan(0)
    expect(d.disclosure_change_score).toBeLessThan(diffSection(await text("AAPL", 2025, MDNA), await text("AAPL", 2025, RISK)).disclosure_change_score ?? 0)
  })

  it("keeps other companies' Item 1A revisions between 0 and an unrelated comparison", async () => {
    for (const [ticker, year] of [
      ["AMZN", 2024],
      ["NVDA", 2025],
      ["TSLA", 2024]
    ] as const) {
      const current = await text(ticker, year, RISK)
      const prior = await text(ticker, year - 1, RISK)
      const yoy = diffSection(current, prior)
      const unrelated = diffSection(await text(ticker, year, MDNA), current)
      expect(yoy.disclosure_change_score ?? -1).toBeGreaterThan(0)
      expect(yoy.disclosure_change_score ?? 101).toBeLessThan(unrelated.disclosure_change_score ?? 0)
      expect(yoy.disclosure_change_score_v2 ?? -1).toBeGreaterThan(0)
      expect(yoy.disclosure_change_score_v2 ?? 101).toBeLessThan(unrelated.disclosure_change_score_v2 ?? 0)
    }
  })

  it("is deterministic on real text", async () => {
    const current = await text("AAPL", 2025, RISK)
    const prior = await text("AAPL", 2024, RISK)
    expect(JSON.stringify(diffSection(current, prior))).toBe(JSON.stringify(diffSection(current, prior)))
  })
})
