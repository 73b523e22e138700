/**
 * The request module on its own: the rules, their messages (one per parameter) and the JSON
 * Schemas derived from the schemas (real bounds and patterns, no internal titles).
 */
import { Effect, Either, JSONSchema, Schema } from "effect"
import { describe, expect, it } from "vitest"
import type { InvalidRequest } from "../../src/domain/errors.js"
import {
  Accession,
  CompanyId,
  decodeFilingRequest,
  FiscalYear,
  FiscalYearFromString,
  type FilingRequestInput,
  onePerPath,
  Quarter
} from "../../src/domain/request.js"

const problems = (input: FilingRequestInput): InvalidRequest["errors"] => {
  const r = Effect.runSync(Effect.either(decodeFilingRequest(input)))
  expect(Either.isLeft(r), JSON.stringify(input)).toBe(true)
  return Either.isLeft(r) ? r.left.errors : []
}

describe("the filing request", () => {
  it("accepts a ticker or a CIK, a year in range, a 10-Q with its quarter", () => {
    for (const input of [
      { ticker: "BRK.B", fiscalYear: 2024, form: "10-K" },
      { ticker: "CIK0000320193", fiscalYear: 1993, form: "8-K" },
      { ticker: "320193", fiscalYear: 2100, form: "10-Q", quarter: "Q3" }
    ]) {
      expect(Either.isRight(Effect.runSync(Effect.either(decodeFilingRequest(input)))), JSON.stringify(input)).toBe(true)
    }
  })

  it("names each bad field once, with wire names", () => {
    const found = problems({ ticker: "A$B", fiscalYear: 1850, form: "10-X", quarter: "Q4", accession: "1" })
    expect(found.map((p) => p.path)).toEqual(["ticker", "fiscal_year", "form_type", "quarter", "accession"])
    expect(found.find((p) => p.path === "fiscal_year")?.message).toBe("expected a year from 1993 to 2100, got 1850")
  })

  it("a 10-Q needs its quarter; sections must belong to the form", () => {
    expect(problems({ ticker: "AAPL", fiscalYear: 2025, form: "10-Q" })).toEqual([
      { path: "quarter", message: "a 10-Q needs a quarter: Q1, Q2 or Q3" }
    ])
    const sections = problems({ ticker: "AAPL", fiscalYear: 2025, form: "10-K", sections: ["item_2_mdna"] })
    expect(sections.map((p) => p.path)).toEqual(["sections"])
    expect(sections[0]?.message).toMatch(/not a section of a 10-K: item_2_mdna/)
  })

  it("a CIK of 0 is no company", () => {
    expect(problems({ ticker: "CIK0000000000", fiscalYear: 2025, form: "10-K" }).map((p) => p.path)).toEqual(["ticker"])
  })
})

describe("one problem per parameter", () => {
  it("keeps the message that names the rule, drops an optional's absent side and a union's other alternatives", () => {
    expect(
      onePerPath([
        { path: "include", message: 'unknown include value(s): foo; valid: metrics, provenance' },
        { path: "include", message: 'Expected undefined, actual "foo"' },
        { path: "fields", message: 'Expected ReadonlyArray<"overall">, actual "x"' },
        { path: "fields", message: "unknown fields value(s): x" },
        { path: "sections", message: 'Expected null, actual ["x"]' },
        { path: "sections.0", message: 'not a section key: "x"' },
        { path: "ticker", message: "is missing" },
        { path: "extra", message: "is unexpected, expected: ..." }
      ])
    ).toEqual([
      { path: "include", message: "unknown include value(s): foo; valid: metrics, provenance" },
      { path: "fields", message: "unknown fields value(s): x" },
      { path: "sections.0", message: 'not a section key: "x"' },
      { path: "ticker", message: "required" },
      { path: "extra", message: "unknown parameter" }
    ])
  })
})

describe("JSON Schemas of the request schemas", () => {
  const json = (s: Schema.Schema.AnyNoContext): Record<string, unknown> => ({ ...JSONSchema.make(s) })

  it("state the bounds, patterns and descriptions, and no internal titles", () => {
    for (const s of [FiscalYear, FiscalYearFromString]) {
      expect(json(s)).toMatchObject({ type: "integer", minimum: 1993, maximum: 2100 })
      expect(String(json(s).description)).toMatch(/fiscal year/)
    }
    expect(json(CompanyId)).toMatchObject({ type: "string", pattern: expect.any(String), description: expect.stringMatching(/ticker/) })
    expect(json(Accession)).toMatchObject({ type: "string", pattern: expect.any(String) })
    expect(json(Quarter)).toMatchObject({ type: "string", enum: ["Q1", "Q2", "Q3"] })
    for (const s of [FiscalYear, FiscalYearFromString, CompanyId, Accession, Quarter]) expect(JSON.stringify(json(s))).not.toMatch(/"title"|\$ref/)
  })
})
