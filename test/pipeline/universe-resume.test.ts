/**
 * Which rows of an earlier `risk universe` output a rerun keeps: only rows of the same run
 * (tickers in order, year, form, quarter and scoring model); a row of another run fails the
 * whole open, naming the row and what differs.
 */
import { Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { keepCount, type SinkIdentity } from "../../src/pipeline/batch/universe-output.js"
import type { UniverseRow } from "../../src/pipeline/batch/universe.js"

const id: SinkIdentity = { tickers: ["AAPL", "MSFT", "IBM"], fiscalYear: 2024, form: "10-Q", quarter: "Q2", model: "deterministic_scoring_v2" }

const row = (ticker: string, extra: Partial<Record<string, string | number | null>> = {}): UniverseRow => ({
  ticker,
  status: "ok",
  form_type: "10-Q",
  fiscal_year: 2024,
  quarter: "Q2",
  scoring_model_version: "deterministic_scoring_v2",
  ...extra
})

const keep = (rows: ReadonlyArray<UniverseRow>) => Effect.runSync(Effect.either(keepCount(rows, id, "out.csv")))

describe("universe resume: rows of the same run only", () => {
  it("keeps the leading rows of the same run, up to a retryable error", () => {
    expect(keep([row("AAPL"), row("MSFT")])).toEqual(Either.right(2))
    expect(keep([row("AAPL"), row("MSFT", { status: "error", error_code: "upstream_unavailable" }), row("IBM")])).toEqual(Either.right(1))
  })

  it("refuses rows of another quarter, another model or another ticker order, naming the row", () => {
    const cases: ReadonlyArray<[ReadonlyArray<UniverseRow>, RegExp]> = [
      [[row("AAPL"), row("MSFT", { quarter: "Q1" })], /row 2: MSFT quarter Q1, expected Q2/],
      [[row("AAPL", { quarter: null })], /row 1: AAPL quarter none, expected Q2/],
      [[row("AAPL", { scoring_model_version: "deterministic_scoring_v3" })], /row 1: AAPL scored by deterministic_scoring_v3, expected deterministic_scoring_v2/],
      [[row("MSFT")], /row 1: MSFT 10-Q FY2024, expected AAPL 10-Q FY2024/]
    ]
    for (const [rows, message] of cases) {
      const result = keep(rows)
      expect(Either.isLeft(result)).toBe(true)
      if (Either.isLeft(result)) expect(result.left.detail).toMatch(message)
    }
  })
})
