/**
 * The pure parts of `risk validate` (src/pipeline/batch/validate.ts): outcomes read from real
 * submissions files of the EDGAR mirror (RISK_CORPUS_DIR), and the quintiles, monotonicity
 * and AUC on small cases checked by hand.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { Option } from "effect"
import { describe, expect, it } from "vitest"
import { filingRows } from "../../src/edgar/submissions.js"
import type { FilingRow } from "../../src/edgar/schema.js"
import {
  addDays,
  auc,
  buildReport,
  decodeValidationLine,
  isMonotonic,
  midRanks,
  newestFilingDate,
  outcomeEvents,
  quintiles,
  type ValidationLine,
  validateModel
} from "../../src/pipeline/batch/validate.js"
import { corpusDir } from "../support/corpus.js"
import { withData } from "../support/data.js"

/** The rows of a submissions file of the mirror, read as the client reads them (main list or further page). */
const rowsOf = (file: string): ReadonlyArray<FilingRow> => {
  const json = JSON.parse(readFileSync(join(corpusDir(), "submissions", file), "utf8")) as { filings?: { recent?: unknown } }
  const rows = filingRows(json.filings?.recent ?? json)
  if (rows === null) throw new Error(`${file} has no filing list`)
  return rows
}

const brief = (events: ReturnType<typeof outcomeEvents>) =>
  events.map((e) => [e.filing_date, e.form, e.items.join(","), e.kinds.join("+")].filter((x) => x !== "").join(" "))

describe("outcomes from real submissions files", () => {
  withData("edgar").it("CARBO Ceramics after its FY2018 10-K (filed 2019-02-28): delisting notices and an auditor change within a year; the bankruptcy, triggering event and late filing only with a longer horizon", () => {
    const rows = rowsOf("CIK0001009672.json")
    expect(rows.find((r) => r.accessionNumber === "0001564590-20-013833")?.items).toBe("1.01,1.03,2.04,7.01,8.01,9.01")
    const year = outcomeEvents(rows, { form: "10-K", after: "2019-02-28", through: addDays("2019-02-28", 365), accession: "0001564590-19-005345" })
    // the 10-Q/A of 2019-04-01 is not an outcome of a 10-K run
    expect(brief(year)).toEqual([
      "2019-12-13 8-K 3.01 delisting_notice",
      "2019-12-20 8-K 3.01 delisting_notice",
      "2020-01-27 8-K 4.01 auditor_change"
    ])
    const longer = outcomeEvents(rows, { form: "10-K", after: "2019-02-28", through: addDays("2019-02-28", 400) })
    expect(brief(longer).slice(3)).toEqual([
      "2020-03-30 8-K 1.03,2.04 bankruptcy+triggering_event",
      "2020-03-30 NT 10-K late_filing",
      "2020-04-03 8-K 1.03 bankruptcy"
    ])
    expect(longer.find((e) => e.form === "NT 10-K")?.accession_number).toBe("0001564590-20-013837")
  })

  withData("edgar").it("a 10-Q run also counts 10-Q/As: CARBO's 10-Q/A of 2019-04-01 after its FY2018 10-K's date", () => {
    const rows = rowsOf("CIK0001009672.json")
    const events = outcomeEvents(rows, { form: "10-Q", after: "2019-02-28", through: "2019-06-30" })
    expect(brief(events)).toEqual(["2019-04-01 10-Q/A amended_report"])
  })

  withData("edgar").it("Tesla's older page: the 10-K/A a month after the FY2011 10-K; the NT 10-K and the 4.02 non-reliance 8-K of early 2013 fall in a 400-day horizon", () => {
    const rows = rowsOf("CIK0001318605-submissions-001.json")
    expect(brief(outcomeEvents(rows, { form: "10-K", after: "2012-02-27", through: addDays("2012-02-27", 365) }))).toEqual([
      "2012-03-28 10-K/A amended_report"
    ])
    expect(brief(outcomeEvents(rows, { form: "10-K", after: "2012-02-27", through: addDays("2012-02-27", 400) }))).toEqual([
      "2012-03-28 10-K/A amended_report",
      "2013-03-04 NT 10-K late_filing",
      "2013-03-07 8-K 4.02 non_reliance"
    ])
    // filed the same day as the FY2012 10-K: not after it
    expect(outcomeEvents(rows, { form: "10-K", after: "2013-03-07", through: addDays("2013-03-07", 365) })).toEqual([])
  })

  withData("edgar").it("Microsoft's 1.05 cybersecurity 8-K of 2024-01-19 follows its FY2023 10-K; the 8-K/A of 2024-03-08 is not counted again", () => {
    const rows = rowsOf("CIK0000789019.json")
    const events = outcomeEvents(rows, { form: "10-K", after: "2023-07-27", through: addDays("2023-07-27", 365) })
    expect(brief(events)).toEqual(["2024-01-19 8-K 1.05 cybersecurity_incident"])
    expect(events[0]!.accession_number).toBe("0001193125-24-011295")
  })

  withData("edgar").it("Tesla's later 10-K/As (Part III amendments) follow its FY2019 and FY2024 10-Ks; Apple's list has none after its FY2024 10-K", () => {
    const tsla = rowsOf("CIK0001318605.json")
    expect(brief(outcomeEvents(tsla, { form: "10-K", after: "2025-01-30", through: addDays("2025-01-30", 365) }))).toEqual(["2025-04-30 10-K/A amended_report"])
    const aapl = rowsOf("CIK0000320193.json")
    expect(outcomeEvents(aapl, { form: "10-K", after: "2024-11-01", through: addDays("2024-11-01", 365) })).toEqual([])
  })

  withData("edgar").it("the newest filing date of a list is how far it reaches", () => {
    expect(newestFilingDate(rowsOf("CIK0000320193.json"))).toBe("2026-02-26")
    expect(newestFilingDate(rowsOf("CIK0001018724.json"))).toBe("2026-02-06")
    expect(newestFilingDate([])).toBeNull()
  })

  it("horizon arithmetic is in calendar days", () => {
    expect(addDays("2024-11-01", 365)).toBe("2025-11-01")
    expect(addDays("2024-02-21", 365)).toBe("2025-02-20")
    expect(addDays("2023-12-31", 1)).toBe("2024-01-01")
  })
})

describe("quintiles, monotonicity and AUC", () => {
  it("mid-ranks share ties", () => {
    expect(midRanks([30, 10, 20])).toEqual([3, 1, 2])
    expect(midRanks([1, 2, 2, 3])).toEqual([1, 2.5, 2.5, 4])
    expect(midRanks([5, 5, 5])).toEqual([2, 2, 2])
  })

  it("quintile = floor(5 (R − ½) / n) + 1", () => {
    expect(quintiles([10, 20, 30, 40, 50])).toEqual([1, 2, 3, 4, 5])
    expect(quintiles([50, 40, 30, 20, 10])).toEqual([5, 4, 3, 2, 1])
    // ten values: two per quintile
    expect(quintiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5])
    // four values: 5(R − ½)/4 = 0.625, 1.875, 3.125, 4.375 → Q1, Q2, Q4, Q5 (Q3 empty)
    expect(quintiles([4, 3, 2, 1])).toEqual([5, 4, 2, 1])
    // ties share a quintile: ranks 1, 2.5, 2.5, 4 → 0.625, 2.5, 2.5, 4.375
    expect(quintiles([1, 2, 2, 3])).toEqual([1, 3, 3, 5])
    expect(quintiles([7, 7, 7, 7, 7])).toEqual([3, 3, 3, 3, 3])
    expect(quintiles([42])).toEqual([3])
    expect(quintiles([])).toEqual([])
  })

  it("monotonic: non-decreasing over the quintiles that hold filings", () => {
    expect(isMonotonic([0, 0, 0.5, 0.5, 1])).toBe(true)
    expect(isMonotonic([0, null, 0.5, null, 0.5])).toBe(true)
    expect(isMonotonic([0, 1, null, 0, 0])).toBe(false)
    expect(isMonotonic([0, 0, 0, 0, 0])).toBe(true)
    expect(isMonotonic([null, null, 1, null, null])).toBeNull()
  })

  it("AUC counts ties as ½ and is null without both classes", () => {
    // one positive at 3 against 1, 2, 3: (1 + 1 + ½) / 3
    expect(auc([3, 1, 2, 3], [true, false, false, false])).toBeCloseTo(2.5 / 3, 12)
    expect(auc([1, 2, 3, 4], [false, false, true, true])).toBe(1)
    expect(auc([1, 2, 3, 4], [true, true, false, false])).toBe(0)
    expect(auc([5, 5, 5], [true, false, false])).toBe(0.5)
    // pairs (p, n): (2,1)=1 (2,3)=0 (4,1)=1 (4,3)=1 → 3/4
    expect(auc([1, 2, 3, 4], [false, true, false, true])).toBe(0.75)
    expect(auc([1, 2], [false, false])).toBeNull()
    expect(auc([1, 2], [true, true])).toBeNull()
    expect(auc([], [])).toBeNull()
  })
})

describe("the report", () => {
  const MODELS = ["deterministic_scoring_v1", "deterministic_scoring_v2"] as const
  const VERSIONS = { scoring_constants_version: "scoring_constants@test", calibration_version: "tables@test" }
  const line = (ticker: string, v1: number | null, v2: number, outcomes: number, complete = true): ValidationLine => ({
    ticker,
    fiscal_year: 2024,
    form_type: "10-K",
    quarter: null,
    horizon_days: 365,
    models: MODELS,
    status: "ok",
    error_code: null,
    error_detail: null,
    cik: "0000000001",
    company_name: ticker,
    accession_number: `0000000001-25-00000${ticker.length}`,
    filing_date: "2025-02-01",
    horizon_end: "2026-02-01",
    observed_through: complete ? "2026-03-01" : "2026-01-01",
    horizon_complete: complete,
    scores: { deterministic_scoring_v1: { headline: v1, band: v1 === null ? "unavailable" : "low" }, deterministic_scoring_v2: { headline: v2, band: "low" } },
    outcomes: Array.from({ length: outcomes }, (_, i) => ({
      kinds: i === 0 ? ["auditor_change" as const] : ["late_filing" as const],
      form: i === 0 ? "8-K" : "NT 10-K",
      items: i === 0 ? ["4.01"] : [],
      filing_date: "2025-06-01",
      accession_number: `0000000001-25-10000${i}`
    })),
    versions: VERSIONS
  })
  const failed: ValidationLine = {
    ...line("ZZZ", null, 0, 0),
    status: "error",
    error_code: "filing_not_found",
    error_detail: "No 10-K for fiscal year 2024",
    scores: null,
    horizon_complete: null,
    accession_number: null
  }
  const lines = [line("A", 10, 50, 0), line("BB", 20, 40, 2), line("CCC", 30, 30, 0, false), line("DDDD", 40, 20, 1), line("EEEEE", null, 10, 0), failed]

  it("counts agree: n per model, outcomes, quintile sums, per-kind counts, unscored and incomplete horizons", () => {
    const r = buildReport({ fiscalYear: 2024, form: "10-K", horizonDays: 365, models: MODELS, versions: VERSIONS }, lines)
    expect(r.filings).toEqual({ total: 6, scored: 5, unscored: 1, with_outcome: 2, horizon_incomplete: 1 })
    expect(r.outcome_kinds.find((k) => k.kind === "auditor_change")).toEqual({ kind: "auditor_change", filings: 2, events: 2 })
    expect(r.outcome_kinds.find((k) => k.kind === "late_filing")).toEqual({ kind: "late_filing", filings: 1, events: 1 })
    const [v1, v2] = r.by_model
    // v1: four headlines (one null), positives at 20 and 40
    expect(v1).toMatchObject({ model: "deterministic_scoring_v1", n: 4, without_headline: 1, outcomes: 2, outcome_rate: 0.5 })
    expect(v1!.quintiles.map((q) => [q.n, q.outcomes])).toEqual([[1, 0], [1, 1], [0, 0], [1, 0], [1, 1]])
    expect(v1!.monotonic).toBe(false)
    // pairs: (20 vs 10)=1, (20 vs 30)=0, (40 vs 10)=1, (40 vs 30)=1 → 3/4
    expect(v1!.auc).toBe(0.75)
    // v2: five headlines, positives at 40 and 20, negatives at 50, 30, 10:
    // (40 vs 50)=0 (40 vs 30)=1 (40 vs 10)=1 (20 vs 50)=0 (20 vs 30)=0 (20 vs 10)=1 → 3/6
    expect(v2).toMatchObject({ n: 5, without_headline: 0, outcomes: 2 })
    expect(v2!.auc).toBe(0.5)
    expect(v2!.quintiles.map((q) => q.n)).toEqual([1, 1, 1, 1, 1])
    expect(v2!.quintiles.map((q) => q.rate)).toEqual([0, 1, 0, 1, 0])
    expect(r.unscored).toEqual([{ ticker: "ZZZ", quarter: null, error_code: "filing_not_found", reason: "No 10-K for fiscal year 2024" }])
    expect(r.horizon_incomplete.map((h) => h.ticker)).toEqual(["CCC"])
  })

  it("a model with one quintile filled, or no outcome at all, has no monotonicity or AUC to report", () => {
    const flat = validateModel("deterministic_scoring_v1", [line("A", 10, 1, 0), line("B", 10, 1, 0)])
    expect(flat.quintiles.map((q) => q.n)).toEqual([0, 0, 2, 0, 0])
    expect(flat.monotonic).toBeNull()
    expect(flat.auc).toBeNull()
  })

  it("lines round-trip through their schema (what a resumed run reads back)", () => {
    for (const l of lines) expect(Option.getOrNull(decodeValidationLine(JSON.parse(JSON.stringify(l))))).toEqual(l)
    expect(Option.isNone(decodeValidationLine({ ticker: "AAPL", status: "ok" }))).toBe(true)
  })
})
