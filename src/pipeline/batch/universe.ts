/**
 * A universe screen: one fiscal year's filing of any number of tickers, each scored through
 * the normal `FilingService` (same cache, same fair-access budget), streamed row by row to
 * a file in input order. A ticker that cannot be scored is a row with an error code, never
 * an abort. Rows already in the output from an earlier run are kept and not redone
 * (see `universe-output.ts`), so a rerun after Ctrl-C, a crash or an outage continues.
 */
import { Effect, Stream } from "effect"
import { ERROR_TABLE } from "../../domain/error-table.js"
import type { InvalidRequest } from "../../domain/errors.js"
import type { Quarter } from "../../domain/filing.js"
import type { FormType } from "../../domain/forms.js"
import { decodeFilingRequest } from "../../domain/request.js"
import { COMPONENT_NAMES } from "../../domain/names.js"
import { DEFAULT_MODEL, type ModelId } from "../../domain/versions.js"
import { EdgarClient } from "../../edgar/edgar-client.js"
import { type FilingError, FilingService } from "../service/filing-service.js"
import { flagCounts } from "../service/history.js"
import type { FullResult } from "../analysis/result.js"
import { type Cell, type Column, FILING_SCORE_COLUMNS, flagsCell } from "./tabular.js"
import type { UniverseSink } from "./universe-output.js"
import { asUnitOfWork } from "../../edgar/rate-limiter.js"

export const UNIVERSE_COLUMNS: ReadonlyArray<Column> = [
  { name: "ticker", type: "string" },
  { name: "status", type: "string" },
  { name: "error_code", type: "string" },
  { name: "error_detail", type: "string" },
  { name: "form_type", type: "string" },
  { name: "fiscal_year", type: "int" },
  { name: "quarter", type: "string" },
  { name: "cik", type: "string" },
  { name: "company_name", type: "string" },
  ...FILING_SCORE_COLUMNS,
  { name: "flag_count", type: "int" },
  { name: "scoring_model_version", type: "string" }
]

/** A row as an object keyed by column name (NDJSON writes it as is). */
export type UniverseRow = Readonly<Record<string, Cell>>

/** The wire code of each error a row can carry, as the error table has it. */
export const ERROR_CODES = {
  InvalidRequest: ERROR_TABLE.InvalidRequest.code,
  FilingNotFound: ERROR_TABLE.FilingNotFound.code,
  UpstreamUnavailable: ERROR_TABLE.UpstreamUnavailable.code
} as const

/** Errors a rerun retries (a passing upstream failure); the others are final answers. */
export const RETRYABLE_CODES: ReadonlySet<string> = new Set([ERROR_CODES.UpstreamUnavailable])

export interface UniverseRequest {
  readonly tickers: ReadonlyArray<string>
  readonly fiscalYear: number
  readonly form: FormType
  readonly quarter?: Quarter | null | undefined
  readonly model?: ModelId | undefined
  /** Tickers in flight (default 8). */
  readonly concurrency?: number | undefined
  /** Upstream request starts per second allowed (for the ETA). */
  readonly maxPerSecond: number
}

export const okRow = (ticker: string, request: UniverseRequest, r: FullResult): UniverseRow => {
  const flags = flagCounts(r)
  const row: Record<string, Cell> = {
    ticker,
    status: "ok",
    error_code: null,
    error_detail: null,
    form_type: request.form,
    fiscal_year: request.fiscalYear,
    quarter: request.quarter ?? null,
    cik: r.filing.cik,
    company_name: r.filing.company_name,
    accession_number: r.filing.accession_number,
    filing_date: r.filing.filing_date,
    period_end: r.filing.period_end,
    prior_accession_number: r.filing.prior_accession_number,
    overall_disclosure_risk_score: r.scores.overall_disclosure_risk_score,
    score_coverage_ratio: r.scores.score_coverage_ratio,
    confidence_score: r.scores.confidence_score
  }
  for (const c of COMPONENT_NAMES) row[c] = r.scores.components[c]
  row.change_score = r.changes.change_score.value
  row.active_flags = flagsCell(flags)
  row.flag_count = flags.length
  row.scoring_model_version = r.versions.scoring_model_version
  return row
}

export const errorRow = (ticker: string, request: UniverseRequest, e: FilingError): UniverseRow => {
  const row: Record<string, Cell> = {}
  for (const c of UNIVERSE_COLUMNS) row[c.name] = null
  return {
    ...row,
    ticker,
    status: "error",
    error_code: ERROR_CODES[e._tag],
    error_detail: e.message,
    form_type: request.form,
    fiscal_year: request.fiscalYear,
    quarter: request.quarter ?? null,
    scoring_model_version: request.model ?? DEFAULT_MODEL
  }
}

/** A ticker list: one or more per line, separated by commas or spaces; `#` starts a comment; duplicates dropped. */
export const parseTickerList = (text: string): Array<string> => {
  const seen = new Set<string>()
  const out: Array<string> = []
  for (const line of text.split(/\r?\n/)) {
    for (const raw of line.replace(/#.*$/, "").split(/[\s,;]+/)) {
      const t = raw.trim().toUpperCase()
      if (t === "" || seen.has(t)) continue
      // a header line of a CSV ("ticker", "symbol")
      if (out.length === 0 && /^(TICKER|TICKERS|SYMBOL)$/.test(t)) continue
      seen.add(t)
      out.push(t)
    }
  }
  return out
}

/** Where a batch's rows go: the rows an earlier run left (kept, not redone), then one write per row. */
export interface BatchSink<Row> {
  /** Rows of an earlier run kept in the output: the first `kept.length` items. */
  readonly kept: ReadonlyArray<Row>
  readonly write: (row: Row) => Effect.Effect<void, InvalidRequest>
  /** Closes the output. */
  readonly finish: Effect.Effect<void, InvalidRequest>
}

/** A row says whether its item failed, and why, by an error code. */
export interface BatchRow {
  readonly status?: unknown
  readonly error_code?: unknown
}

export interface BatchProgress<Row> {
  readonly done: number
  readonly total: number
  readonly failed: number
  readonly skipped: number
  readonly requests: number
  readonly elapsedMs: number
  /** Seconds left, or null before anything is known. */
  readonly etaSeconds: number | null
  readonly last: Row
}

export type UniverseProgress = BatchProgress<UniverseRow>

export interface BatchSummary {
  readonly total: number
  readonly ok: number
  readonly failed: number
  readonly errors: Readonly<Record<string, number>>
  /** Rows kept from an earlier run. */
  readonly resumed: number
  readonly upstream_requests: number
  readonly wall_seconds: number
}

export interface UniverseSummary extends BatchSummary {
  readonly out: string
}

/** The estimate of the time left: upstream requests still to make at the fair-access rate, or the observed pace if slower. */
export const etaSeconds = (p: {
  readonly remaining: number
  readonly doneHere: number
  readonly requests: number
  readonly elapsedMs: number
  readonly maxPerSecond: number
}): number | null => {
  if (p.remaining === 0) return 0
  if (p.doneHere === 0) return null
  const byRate = (p.remaining * (p.requests / p.doneHere)) / p.maxPerSecond
  const byPace = (p.remaining * p.elapsedMs) / p.doneHere / 1000
  return Math.max(byRate, byPace)
}

/**
 * Runs `work` over the items the sink does not already hold (the first `sink.kept.length`
 * are done), `concurrency` at a time, each one unit of work for the rate limiter, writing
 * each row in input order as it completes (rows are buffered only while an earlier item is
 * still in flight). A row with `status: "error"` counts as failed under its `error_code`.
 */
export const runBatch = <Item, Row extends BatchRow, R>(
  request: { readonly items: ReadonlyArray<Item>; readonly concurrency: number; readonly maxPerSecond: number },
  sink: BatchSink<Row>,
  work: (item: Item) => Effect.Effect<Row, never, R>,
  onProgress: (p: BatchProgress<Row>) => void = () => {}
): Effect.Effect<BatchSummary, InvalidRequest, R | EdgarClient> =>
  Effect.gen(function* () {
    const client = yield* EdgarClient
    const started = Date.now()
    const requestsAtStart = (yield* client.stats).requests
    const kept = sink.kept
    const todo = request.items.slice(kept.length)
    const errors: Record<string, number> = {}
    let failed = 0
    const count = (row: Row): void => {
      if (row.status !== "error") return
      failed++
      const code = String(row.error_code)
      errors[code] = (errors[code] ?? 0) + 1
    }
    for (const row of kept) count(row)
    let doneHere = 0
    yield* Stream.fromIterable(todo).pipe(
      Stream.mapEffect((item: Item) => asUnitOfWork(work(item)), { concurrency: request.concurrency }),
      Stream.runForEach((row) =>
        Effect.gen(function* () {
          yield* sink.write(row)
          doneHere++
          count(row)
          const requests = (yield* client.stats).requests - requestsAtStart
          const elapsedMs = Date.now() - started
          onProgress({
            done: kept.length + doneHere,
            total: request.items.length,
            failed,
            skipped: kept.length,
            requests,
            elapsedMs,
            etaSeconds: etaSeconds({ remaining: todo.length - doneHere, doneHere, requests, elapsedMs, maxPerSecond: request.maxPerSecond }),
            last: row
          })
        })
      )
    )
    yield* sink.finish
    const total = request.items.length
    return {
      total,
      ok: total - failed,
      failed,
      errors,
      resumed: kept.length,
      upstream_requests: (yield* client.stats).requests - requestsAtStart,
      wall_seconds: Math.round((Date.now() - started) / 100) / 10
    }
  })

/**
 * Scores the tickers the sink does not already hold, in input order, writing each row as it
 * completes (rows are buffered only while an earlier ticker is still in flight).
 */
export const runUniverse = (
  request: UniverseRequest,
  sink: UniverseSink,
  onProgress: (p: UniverseProgress) => void = () => {}
): Effect.Effect<UniverseSummary, InvalidRequest, FilingService | EdgarClient> =>
  Effect.gen(function* () {
    const service = yield* FilingService
    const scoreOne = (ticker: string): Effect.Effect<UniverseRow> =>
      Effect.match(
        Effect.flatMap(
          decodeFilingRequest({
            ticker,
            fiscal_year: request.fiscalYear,
            form_type: request.form,
            quarter: request.quarter ?? null,
            compare: "prior",
            scoring_model_version: request.model ?? DEFAULT_MODEL
          }),
          service.score
        ),
        {
          onSuccess: (r) => okRow(ticker, request, r),
          onFailure: (e) => errorRow(ticker, request, e)
        }
      )
    const summary = yield* runBatch(
      { items: request.tickers, concurrency: request.concurrency ?? 8, maxPerSecond: request.maxPerSecond },
      sink,
      scoreOne,
      onProgress
    )
    return { ...summary, out: sink.path }
  })
