/**
 * Percentile tables from calibration rows: pooled per form, fiscal-year cohorts only from
 * MIN_COHORT_N filings, and leave-one-company-out tables without the company's filings.
 */
import { describe, expect, it } from "vitest"
import type { CorpusDocument } from "../../src/pipeline/batch/corpus.js"
import { type CalibrationRow, MIN_COHORT_N, MIN_TABLE_N, tablesFromRows } from "../../src/pipeline/batch/corpus-data.js"
import { makeCalibration } from "../../src/scoring/calibration.js"

const row = (cik: string, form: "10-K" | "10-Q", fiscalYear: number, v: number): CalibrationRow => {
  const doc: CorpusDocument = { path: "", cik, accession: `${cik}-${fiscalYear}-${v}`, document: "d.htm", form, fiscalYear }
  return { doc, values: { negative_word_ratio: v, boilerplate_word_ratio: v / 2 } }
}

describe("tablesFromRows", () => {
  // 16 filings of FY2023 (one company each) and 5 of FY2024; 3 10-Qs
  const rows = [
    ...Array.from({ length: MIN_COHORT_N + 1 }, (_, i) => row(String(100 + i), "10-K", 2023, (i + 1) / 100)),
    ...Array.from({ length: 5 }, (_, i) => row(String(200 + i), "10-K", 2024, (i + 1) / 50)),
    ...Array.from({ length: MIN_TABLE_N - 2 }, (_, i) => row(String(300 + i), "10-Q", 2024, i / 10))
  ]

  it("pools per form from MIN_TABLE_N filings; year cohorts only on request and from MIN_COHORT_N filings", () => {
    const pooled = tablesFromRows(rows)
    expect(pooled.map((t) => `${t.form}:${t.metric}:${t.fiscal_year}`)).toEqual([
      "10-K:boilerplate_word_ratio:null",
      "10-K:negative_word_ratio:null"
    ])
    expect(pooled[0]!.n).toBe(MIN_COHORT_N + 1 + 5)
    const cohorts = tablesFromRows(rows, { yearCohorts: true })
    expect(cohorts.filter((t) => t.fiscal_year === 2023)).toHaveLength(2)
    expect(cohorts.filter((t) => t.fiscal_year === 2024)).toHaveLength(0)
  })

  it("leaves a company out: the extreme it defined is beyond the other companies' table", () => {
    const top = "115" // the largest 10-K value (0.16)
    const all = makeCalibration({ id: "t", tables: tablesFromRows(rows) })
    const without = makeCalibration({ id: "t", tables: tablesFromRows(rows, { excludeFirm: top }) })
    expect(tablesFromRows(rows, { excludeFirm: top })[0]!.n).toBe(MIN_COHORT_N + 5)
    expect(all.calibrate("negative_word_ratio", 0.16, { form: "10-K" }).calibrated_value).toBe(100)
    expect(without.calibrate("negative_word_ratio", 0.16, { form: "10-K" }).calibrated_value).toBe(100)
    // a middle value barely moves
    const mid = 0.05
    const a = all.calibrate("negative_word_ratio", mid, { form: "10-K" }).calibrated_value!
    const b = without.calibrate("negative_word_ratio", mid, { form: "10-K" }).calibrated_value!
    expect(Math.abs(a - b)).toBeLessThan(10)
    expect(b).toBeGreaterThan(a)
  })
})
