import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { decodeTableSet, makeCalibration, percentileRank } from "../../src/scoring/calibration.js"

const linear = Array.from({ length: 21 }, (_, i) => i * 2) // 0, 2, … 40

describe("percentileRank", () => {
  it("is 0 at or below v0 and 100 at or above v20", () => {
    expect(percentileRank(linear, -5)).toBe(0)
    expect(percentileRank(linear, 0)).toBe(0)
    expect(percentileRank(linear, 40)).toBe(100)
    expect(percentileRank(linear, 1000)).toBe(100)
  })
  it("does not pin the value of a flat tail: it gets the midpoint of the run's percentiles", () => {
    const top = [...Array.from({ length: 16 }, (_, i) => i / 20), 1, 1, 1, 1, 1] // v16 … v20 = 1
    expect(percentileRank(top, 1)).toBe((80 + 100) / 2)
    expect(percentileRank(top, 1.01)).toBe(100)
    const bottom = [0, 0, 0, ...Array.from({ length: 18 }, (_, i) => (i + 1) / 18)] // v0 … v2 = 0
    expect(percentileRank(bottom, 0)).toBe(5)
    expect(percentileRank(bottom, -0.01)).toBe(0)
  })
  it("interpolates linearly within the bracketing step", () => {
    expect(percentileRank(linear, 3)).toBeCloseTo(7.5, 12) // between v1 = 2 (p5) and v2 = 4 (p10)
    expect(percentileRank(linear, 21)).toBeCloseTo(52.5, 12)
    expect(percentileRank(linear, 10)).toBe(25) // exactly v5
  })
  it("gives a flat run the midpoint of its percentiles", () => {
    const flat = [0, 1, 2, 5, 5, 5, 5, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]
    expect(percentileRank(flat, 5)).toBe((15 + 35) / 2)
    // strictly inside a step next to the run, interpolation still applies
    expect(percentileRank(flat, 3.5)).toBeCloseTo(10 + 5 * 0.5, 12)
    expect(percentileRank(flat, 5.5)).toBeCloseTo(35 + 5 * 0.5, 12)
  })
  it("is monotonic over a table", () => {
    let last = -1
    for (let x = -1; x <= 41; x += 0.25) {
      const r = percentileRank(linear, x)
      expect(r).toBeGreaterThanOrEqual(last)
      last = r
    }
  })
})

describe("table lookup and fallback", () => {
  const table = (v: number) => Array.from({ length: 21 }, (_, i) => (i * v) / 20)
  const cal = makeCalibration({
    id: "t",
    tables: [
      { metric: "negative_word_ratio", form: "10-K", sector: "Tech", fiscal_year: 2024, values: table(0.1) },
      { metric: "negative_word_ratio", form: "10-K", sector: "tech", fiscal_year: null, values: table(0.2) },
      { metric: "negative_word_ratio", form: "10-K", sector: null, fiscal_year: 2024, values: table(0.4) },
      { metric: "negative_word_ratio", form: "10-K", sector: null, fiscal_year: null, values: table(0.8) }
    ]
  })
  const at = (sector: string | null, fiscalYear: number | null) =>
    cal.calibrate("negative_word_ratio", 0.05, { form: "10-K", sector, fiscalYear })
  it("prefers (sector, form, year), then (sector, form), then (form, year), then (form)", () => {
    expect(at("tech", 2024)).toMatchObject({ calibrated_value: 50, calibration_reference: "t:tech:10-K:2024:negative_word_ratio" })
    expect(at(" TECH ", 2023)).toMatchObject({ calibrated_value: 25, calibration_reference: "t:tech:10-K:negative_word_ratio" })
    expect(at("energy", 2024)).toMatchObject({ calibrated_value: 12.5, calibration_reference: "t:10-K:2024:negative_word_ratio" })
    expect(at(null, 2020)).toMatchObject({ calibrated_value: 6.25, calibration_reference: "t:10-K:negative_word_ratio" })
  })
  it("falls back to identity (ratio × 100) without a table for the form or metric", () => {
    expect(cal.calibrate("negative_word_ratio", 0.05, { form: "10-Q" })).toEqual({
      raw_value: 0.05,
      calibrated_value: 5,
      calibration_reference: "identity_fallback",
      calibration_status: "identity_fallback"
    })
    expect(cal.calibrate("uncertainty_word_ratio", 0.05, { form: "10-K" }).calibration_status).toBe("identity_fallback")
  })
  it("versions the table set by its content", () => {
    const other = makeCalibration({
      id: "t",
      tables: [{ metric: "negative_word_ratio", form: "10-K", sector: null, fiscal_year: null, values: table(0.9) }]
    })
    expect(cal.version).toMatch(/^t@[0-9a-f]{12}$/)
    expect(other.version).not.toBe(cal.version)
  })
})

describe("table-set validation", () => {
  it("rejects tables that are not 21 non-decreasing values", () => {
    const short = decodeTableSet({ id: "x", tables: [{ metric: "m", form: "10-K", values: [1, 2, 3] }] })
    expect(Either.isLeft(short) && short.left.message).toContain("tables.0.values")
    const descending = decodeTableSet({
      id: "x",
      tables: [{ metric: "m", form: "10-K", values: Array.from({ length: 21 }, (_, i) => 21 - i) }]
    })
    expect(Either.isLeft(descending) && descending.left.message).toContain("non-decreasing")
  })
  it("accepts a valid set", () => {
    expect(Either.isRight(decodeTableSet({ id: "ok", tables: [{ metric: "m", form: "10-Q", values: linear }] }))).toBe(true)
  })
})
