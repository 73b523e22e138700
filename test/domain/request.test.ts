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
  decodePanelTickers,
  FiscalYear,
  FiscalYearFromString,
  type FilingParamsInput,
  MAX_PANEL_TICKERS,
  onePerPath,
  PanelTickers,
  Quarter,
  toFilingRequest,
  toPanelFilings
} from "../../src/domain/request.js"

const problems = (input: FilingParamsInput): InvalidRequest["errors"] => {
  const r = Effect.runSync(Effect.either(decodeFilingRequest(input)))
  expect(Either.isLeft(r), JSON.stringify(input)).toBe(true)
  return Either.isLeft(r) ? r.left.errors : []
}

describe("the filing request", () => {
  it("accepts a ticker or a CIK, a year in range, a 10-Q with its quarter", () => {
    for (const input of [
      { ticker: "BRK.B", fiscal_year: 2024, form_type: "10-K" },
      { ticker: "CIK0000320193", fiscal_year: 1993, form_type: "8-K" },
      { ticker: "320193", fiscal_year: 2100, form_type: "10-Q", quarter: "Q3" }
    ]) {
      expect(Either.isRight(Effect.runSync(Effect.either(decodeFilingRequest(input)))), JSON.stringify(input)).toBe(true)
    }
  })

  it("names each bad field once, with wire names", () => {
    const found = problems({ ticker: "A$B", fiscal_year: 1850, form_type: "10-X", quarter: "Q4", accession: "1" })
    expect(found.map((p) => p.path)).toEqual(["ticker", "fiscal_year", "form_type", "quarter", "accession"])
    expect(found.find((p) => p.path === "fiscal_year")?.message).toBe("expected a year from 1993 to 2100, got 1850")
  })

  it("a 10-Q needs its quarter; sections must belong to the form", () => {
    expect(problems({ ticker: "AAPL", fiscal_year: 2025, form_type: "10-Q" })).toEqual([
      { path: "quarter", message: "a 10-Q needs a quarter: Q1, Q2 or Q3" }
    ])
    const sections = problems({ ticker: "AAPL", fiscal_year: 2025, form_type: "10-K", sections: ["item_2_mdna"] })
    expect(sections.map((p) => p.path)).toEqual(["sections"])
    expect(sections[0]?.message).toMatch(/not a section of a 10-K: item_2_mdna/)
  })

  it("a CIK of 0 is no company", () => {
    expect(problems({ ticker: "CIK0000000000", fiscal_year: 2025, form_type: "10-K" }).map((p) => p.path)).toEqual(["ticker"])
  })
})

describe("toFilingRequest: the defaults, decided once", () => {
  const params = { ticker: CompanyId.make("aapl"), fiscal_year: FiscalYear.make(2025) }

  it("fills every default: a 10-K, no accession, compare with the prior, every section, the default model", () => {
    expect(toFilingRequest(params)).toEqual({
      ticker: "aapl",
      company: { _tag: "Ticker", ticker: "AAPL" },
      fiscalYear: 2025,
      form: "10-K",
      quarter: null,
      accession: null,
      compare: "prior",
      sections: null,
      model: "deterministic_scoring_v2"
    })
  })

  it("a quarter belongs to a 10-Q only; an empty list of sections is all of them; a CIK names a CIK", () => {
    expect(toFilingRequest({ ...params, form_type: "10-Q", quarter: "Q2" }).quarter).toBe("Q2")
    for (const form_type of ["10-K", "8-K"] as const) expect(toFilingRequest({ ...params, form_type, quarter: "Q2" }).quarter).toBeNull()
    expect(toFilingRequest({ ...params, sections: [] }).sections).toBeNull()
    expect(toFilingRequest({ ...params, sections: ["item_7_mdna"] }).sections).toEqual(["item_7_mdna"])
    expect(toFilingRequest({ ...params, ticker: CompanyId.make("CIK0000320193") }).company).toEqual({ _tag: "Cik", cik: 320193 })
    expect(toFilingRequest({ ...params, scoring_model_version: null }).model).toBe("deterministic_scoring_v2")
    expect(toFilingRequest({ ...params, scoring_model_version: "deterministic_scoring_v1", compare: "none" })).toMatchObject({
      model: "deterministic_scoring_v1",
      compare: "none"
    })
  })

  it("decodeFilingRequest is the schema's decoding then toFilingRequest", () => {
    const decoded = Effect.runSync(decodeFilingRequest({ ticker: "aapl", fiscal_year: 2025, form_type: "10-K", quarter: "Q1", scoring_model_version: "v1" }))
    expect(decoded).toEqual({ ...toFilingRequest(params), model: "deterministic_scoring_v1" })
  })

  it("a panel's filing takes the same defaults", () => {
    const tickers = Schema.decodeSync(PanelTickers)(["AAPL", "bad ticker!"])
    expect(toPanelFilings({ tickers, fiscal_year: FiscalYear.make(2025), quarter: "Q1" })).toEqual({
      tickers: ["AAPL", "bad ticker!"],
      fiscalYear: 2025,
      form: "10-K",
      quarter: null,
      compare: "prior",
      model: "deterministic_scoring_v2"
    })
  })
})

describe("PanelTickers: 1 to 25, one message", () => {
  const failure = (tickers: ReadonlyArray<string>) => {
    const r = Effect.runSync(Effect.either(decodePanelTickers(tickers)))
    expect(Either.isLeft(r)).toBe(true)
    return Either.isLeft(r) ? r.left.errors : []
  }

  it("takes 1 and 25 tickers, each as given (a malformed one is its own row's error later)", () => {
    for (const n of [1, MAX_PANEL_TICKERS]) {
      const tickers = Array.from({ length: n }, (_, i) => (i === 0 ? "bad ticker!" : "AAPL"))
      expect(Effect.runSync(decodePanelTickers(tickers))).toEqual(tickers)
    }
  })

  it("refuses none and 26 with the same rule, naming tickers", () => {
    expect(failure([])).toEqual([{ path: "tickers", message: "expected 1 to 25 tickers or CIKs, got 0" }])
    expect(failure(Array.from({ length: 26 }, () => "AAPL"))).toEqual([{ path: "tickers", message: "expected 1 to 25 tickers or CIKs, got 26" }])
  })

  it("its JSON Schema states the bounds", () => {
    expect({ ...JSONSchema.make(PanelTickers) }).toMatchObject({ type: "array", minItems: 1, maxItems: 25 })
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
