/**
 * What `risk validate` does (./validate.ts defines its arguments; this module is loaded when
 * it runs). Each (ticker, quarter) is one filing, scored through the normal `FilingService`
 * (same cache, same fair-access budget); its metrics document is scored with every model
 * asked (the analysis does not depend on the model), and the company's submissions list,
 * fetched through the same client, gives the outcomes after the filing date. The batch runs
 * on the universe's machinery (`runBatch`, the NDJSON sink and its resume rules); the
 * figures are computed by the pure module `src/pipeline/batch/validate.ts`.
 */
import { Effect, Option, Schema } from "effect"
import { riskBand } from "../domain/bands.js"
import { InvalidRequest } from "../domain/errors.js"
import type { Quarter } from "../domain/filing.js"
import { decodeFilingPeriod, decodeFilingRequest, QUARTERS } from "../domain/request.js"
import { DEFAULT_MODEL, type ModelId } from "../domain/versions.js"
import { EdgarClient } from "../edgar/edgar-client.js"
import { edgarConfig } from "../edgar/config.js"
import { scoringInput } from "../pipeline/analysis/analyze.js"
import { type FilingError, FilingService } from "../pipeline/service/filing-service.js"
import { formatOf, openNdjsonSink } from "../pipeline/batch/universe-output.js"
import { type BatchSink, ERROR_CODES, parseTickerList, RETRYABLE_CODES, runBatch } from "../pipeline/batch/universe.js"
import {
  addDays,
  buildReport,
  decodeValidationLine,
  encodeValidationReport,
  newestFilingDate,
  outcomeEvents,
  type ScoringVersions,
  type ValidationForm,
  ValidationLine,
  type ValidationReport
} from "../pipeline/batch/validate.js"
import { Calibration } from "../scoring/calibration.js"
import { ScoringConstants, scoringConstantsVersion } from "../scoring/constants.js"
import { makeModel, resolveModelId } from "../scoring/scoring-model.js"
import { readInputText } from "./io.js"
import { batchProgressPrinter } from "./progress.js"
import { cliStack } from "./stack.js"
import type { ValidateArgs } from "./validate.js"

const MAX_HORIZON_DAYS = 3650

interface Item {
  readonly ticker: string
  readonly quarter: Quarter | null
}

interface Run {
  readonly fiscalYear: number
  readonly form: ValidationForm
  readonly horizonDays: number
  readonly models: ReadonlyArray<ModelId>
  readonly versions: ScoringVersions
}

const bad = (option: string, message: string): InvalidRequest => new InvalidRequest({ detail: `--${option}: ${message}` })

/** `v1,v3` → the model ids, in the order given, each once. */
export const parseModels = (text: string): Effect.Effect<ReadonlyArray<ModelId>, InvalidRequest> =>
  Effect.gen(function* () {
    const parts = text.split(",").map((p) => p.trim()).filter((p) => p !== "")
    if (parts.length === 0) return yield* bad("models", "expected one or more of v1, v2, v3 separated by commas")
    const ids: Array<ModelId> = []
    for (const p of parts) {
      const id = yield* Effect.mapError(resolveModelId(p), () => bad("models", `unknown scoring model ${JSON.stringify(p)} (expected v1, v2, v3 or their ids)`))
      if (!ids.includes(id)) ids.push(id)
    }
    return ids
  })

const sameList = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean => a.length === b.length && a.every((x, i) => x === b[i])

const errorLine = (run: Run, item: Item, code: string, detail: string): ValidationLine => ({
  ticker: item.ticker,
  fiscal_year: run.fiscalYear,
  form_type: run.form,
  quarter: item.quarter,
  horizon_days: run.horizonDays,
  models: run.models,
  status: "error",
  error_code: code,
  error_detail: detail,
  cik: null,
  company_name: null,
  accession_number: null,
  filing_date: null,
  horizon_end: null,
  observed_through: null,
  horizon_complete: null,
  scores: null,
  outcomes: [],
  versions: run.versions
})

/**
 * The line of a filing that could not be scored. A filing listed on EDGAR whose document
 * every source answers "not found" for (status 404) is `document_unavailable`, as in
 * `risk history`: final at this source, so a resumed run keeps it; other upstream failures
 * pass and are retried.
 */
const filingErrorLine = (run: Run, item: Item, e: FilingError): ValidationLine =>
  errorLine(run, item, e._tag === "UpstreamUnavailable" && e.status === 404 ? "document_unavailable" : ERROR_CODES[e._tag], e.message)

/** One filing: scored with every model, joined with the outcomes after its filing date. */
const validateOne = (run: Run, item: Item) =>
  Effect.gen(function* () {
    const service = yield* FilingService
    const client = yield* EdgarClient
    const calibration = yield* Calibration
    const constants = yield* ScoringConstants
    const scored = yield* Effect.either(
      Effect.flatMap(
        decodeFilingRequest({
          ticker: item.ticker,
          fiscal_year: run.fiscalYear,
          form_type: run.form,
          quarter: item.quarter,
          compare: "prior",
          scoring_model_version: DEFAULT_MODEL
        }),
        service.score
      )
    )
    if (scored._tag === "Left") return filingErrorLine(run, item, scored.left)
    const result = scored.right
    const filing = result.filing
    const doc = yield* scoringInput(result.metrics)
    const scores: Record<string, { headline: number | null; band: ReturnType<typeof riskBand> }> = {}
    for (const id of run.models) {
      const headline = makeModel(id, calibration, constants).score(doc).overall_disclosure_risk_score
      scores[id] = { headline, band: riskBand(headline) }
    }
    const filingDate = filing.filing_date
    if (filing.cik === null || filingDate === null) {
      return errorLine(run, item, ERROR_CODES.FilingNotFound, `the filing ${filing.accession_number ?? ""} has no CIK or filing date to look up later filings by`)
    }
    const listed = yield* Effect.either(client.submissions(Number(filing.cik), { since: filingDate }))
    if (listed._tag === "Left") return filingErrorLine(run, item, listed.left)
    if (listed.right._tag === "Missing") {
      return errorLine(run, item, ERROR_CODES.UpstreamUnavailable, `the submissions list of CIK ${filing.cik} is not at ${listed.right.url}`)
    }
    const rows = listed.right.value.rows
    const horizonEnd = addDays(filingDate, run.horizonDays)
    const observed = newestFilingDate(rows)
    const line: ValidationLine = {
      ticker: item.ticker,
      fiscal_year: run.fiscalYear,
      form_type: run.form,
      quarter: item.quarter,
      horizon_days: run.horizonDays,
      models: run.models,
      status: "ok",
      error_code: null,
      error_detail: null,
      cik: filing.cik,
      company_name: filing.company_name,
      accession_number: filing.accession_number,
      filing_date: filingDate,
      horizon_end: horizonEnd,
      observed_through: observed,
      horizon_complete: observed !== null && horizonEnd <= observed,
      scores,
      outcomes: outcomeEvents(rows, { form: run.form, after: filingDate, through: horizonEnd, accession: filing.accession_number }),
      versions: run.versions
    }
    return line
  })

/** Why a line of an earlier run is not line n of this one (null when it is). */
const mismatch = (run: Run, items: ReadonlyArray<Item>) => (line: ValidationLine, n: number): string | null => {
  const want = items[n]
  const got = `${line.ticker} ${line.form_type}${line.quarter ? ` ${line.quarter}` : ""} FY${line.fiscal_year}`
  if (want === undefined) return `${got}, expected no more lines`
  const expected = `${want.ticker} ${run.form}${want.quarter ? ` ${want.quarter}` : ""} FY${run.fiscalYear}`
  if (line.ticker !== want.ticker || line.fiscal_year !== run.fiscalYear || line.form_type !== run.form || line.quarter !== want.quarter) {
    return `${got}, expected ${expected}`
  }
  if (line.horizon_days !== run.horizonDays) return `${got} with a ${line.horizon_days}-day horizon, this run's is ${run.horizonDays} days`
  if (!sameList(line.models, run.models)) return `${got} scored with ${line.models.join(",")}, this run asks ${run.models.join(",")}`
  if (line.versions.scoring_constants_version !== run.versions.scoring_constants_version || line.versions.calibration_version !== run.versions.calibration_version) {
    return `${got} scored under ${line.versions.scoring_constants_version} / ${line.versions.calibration_version}, this run's are ${run.versions.scoring_constants_version} / ${run.versions.calibration_version}`
  }
  return null
}

const encodeLine = Schema.encodeSync(ValidationLine)

/** An output that keeps the rows in memory only (no --out). */
const memorySink = <Row>(): BatchSink<Row> => ({ kept: [], write: () => Effect.void, finish: Effect.void })

// ---------------------------------------------------------------------------------------
// The table.

const pct = (x: number | null): string => (x === null ? "–" : `${Math.round(x * 100)}%`)

/** The report as readable text. */
export const validationText = (r: ValidationReport): string => {
  const lines: Array<string> = []
  const f = r.filings
  lines.push(`risk validate — FY${r.fiscal_year} ${r.form_type}, outcomes within ${r.horizon_days} days of the filing date`)
  lines.push(
    `filings: ${f.total} (${f.scored} scored, ${f.unscored} not scored); ${f.with_outcome} with an outcome; ${f.horizon_incomplete} whose horizon is not yet complete (kept in)`
  )
  lines.push("")
  lines.push("outcome kind              filings  events")
  for (const k of r.outcome_kinds) lines.push(`${k.kind.padEnd(24)} ${String(k.filings).padStart(8)} ${String(k.events).padStart(7)}`)
  lines.push("")
  lines.push(`model                       n  with outcome  ${["Q1", "Q2", "Q3", "Q4", "Q5"].map((q) => q.padEnd(10)).join("")}rising  AUC`)
  for (const m of r.by_model) {
    const q = m.quintiles.map((x) => (x.n === 0 ? "–" : `${x.outcomes}/${x.n} ${pct(x.rate)}`).padEnd(10)).join("")
    const rising = m.monotonic === null ? "–" : m.monotonic ? "yes" : "no"
    lines.push(`${m.model.padEnd(24)} ${String(m.n).padStart(4)}  ${`${m.outcomes} (${pct(m.outcome_rate)})`.padEnd(12)}  ${q}${rising.padEnd(6)}  ${m.auc === null ? "–" : m.auc.toFixed(3)}`)
  }
  lines.push("(each quintile: filings with an outcome / filings, and the rate)")
  if (r.unscored.length > 0) {
    lines.push("")
    lines.push("not scored")
    for (const u of r.unscored) lines.push(`  ${`${u.ticker}${u.quarter ? ` ${u.quarter}` : ""}`.padEnd(10)} ${u.error_code}: ${u.reason}`)
  }
  if (r.horizon_incomplete.length > 0) {
    lines.push("")
    lines.push("horizon not yet complete (kept in the figures)")
    for (const h of r.horizon_incomplete) {
      lines.push(
        `  ${`${h.ticker}${h.quarter ? ` ${h.quarter}` : ""}`.padEnd(10)} ${h.accession_number}  filed ${h.filing_date}, horizon to ${h.horizon_end}, list reaches ${h.observed_through ?? "–"}`
      )
    }
  }
  return `${lines.join("\n")}\n`
}

// ---------------------------------------------------------------------------------------
// The command.

export const runValidateCommand = (args: ValidateArgs) =>
  Effect.gen(function* () {
    const models = yield* parseModels(args.models)
    if (!Number.isInteger(args.horizonDays) || args.horizonDays < 1 || args.horizonDays > MAX_HORIZON_DAYS) {
      return yield* bad("horizon-days", `expected a whole number of days from 1 to ${MAX_HORIZON_DAYS}, got ${args.horizonDays}`)
    }
    if (!Number.isInteger(args.concurrency) || args.concurrency < 1 || args.concurrency > 64) {
      return yield* bad("concurrency", `expected an integer from 1 to 64, got ${args.concurrency}`)
    }
    const quarterArg = Option.getOrNull(args.quarter)
    if (args.form === "10-K" && quarterArg !== null) return yield* bad("quarter", "only a 10-Q run takes a quarter")
    const period = yield* decodeFilingPeriod({
      fiscal_year: args.fiscalYear,
      form_type: args.form,
      quarter: args.form === "10-Q" ? (quarterArg ?? "Q1") : null
    })
    const quarters: ReadonlyArray<Quarter | null> = args.form === "10-Q" ? (quarterArg === null ? QUARTERS : [period.quarter ?? "Q1"]) : [null]
    const out = Option.getOrNull(args.out)
    if (out !== null && formatOf(out) !== "ndjson") return yield* bad("out", `expected a .ndjson (or .jsonl) file, got ${out}`)
    const tickers = parseTickerList(yield* readInputText(args.universe))
    if (tickers.length === 0) return yield* bad("universe", `no tickers in ${args.universe}`)
    const config = yield* edgarConfig({ baseUrl: Option.getOrNull(args.edgarBaseUrl) })
    // Refused before any work: otherwise every filing would fail alike, and the lines of an --out keep such failures.
    if (config.upstream._tag !== "File" && config.userAgent === null) {
      return yield* new InvalidRequest({
        detail: "SEC_USER_AGENT is not set: EDGAR requires a declared identity such as 'Jane Doe jane@example.com' (set SEC_USER_AGENT, or use a file: mirror with --edgar-base-url file:///dir)"
      })
    }
    return yield* runValidation({ args, models, quarters, out, tickers, maxPerSecond: config.maxPerSecond }).pipe(
      // One pass over the filings: results are written out, not kept in memory (the cache keeps them).
      Effect.provide(cliStack(args, { resultMemo: { maxEntries: 0, maxBytes: 0 } }))
    )
  })

/** The run over checked inputs, in the live stack. */
const runValidation = (input: {
  readonly args: ValidateArgs
  readonly models: ReadonlyArray<ModelId>
  readonly quarters: ReadonlyArray<Quarter | null>
  readonly out: string | null
  readonly tickers: ReadonlyArray<string>
  readonly maxPerSecond: number
}) =>
  Effect.gen(function* () {
    const { args, models, quarters, out, tickers } = input
    const calibration = yield* Calibration
    const run: Run = {
      fiscalYear: args.fiscalYear,
      form: args.form,
      horizonDays: args.horizonDays,
      models,
      versions: { scoring_constants_version: scoringConstantsVersion(yield* ScoringConstants), calibration_version: calibration.version }
    }
    const items: ReadonlyArray<Item> = tickers.flatMap((ticker) => quarters.map((quarter) => ({ ticker, quarter })))

    const sink: BatchSink<ValidationLine> =
      out === null
        ? memorySink()
        : yield* openNdjsonSink(out, {
            decode: (raw) => Option.getOrNull(decodeValidationLine(raw)),
            mismatch: mismatch(run, items),
            retry: (line) => line.status === "error" && RETRYABLE_CODES.has(String(line.error_code)),
            encode: (line) => JSON.stringify(encodeLine(line))
          })
    const written: Array<ValidationLine> = []
    const collecting: BatchSink<ValidationLine> = {
      kept: sink.kept,
      write: (line) => Effect.zipRight(sink.write(line), Effect.sync(() => void written.push(line))),
      finish: sink.finish
    }
    yield* Effect.sync(() =>
      process.stderr.write(
        `validate: ${items.length} filings (${tickers.length} tickers), FY${run.fiscalYear} ${run.form}, models ${models.join(", ")}, horizon ${run.horizonDays} days${out === null ? "" : ` → ${out}`}${sink.kept.length > 0 ? ` (resuming after ${sink.kept.length} lines)` : ""}; at most ${input.maxPerSecond} upstream requests/s\n`
      )
    )
    const summary = yield* runBatch(
      { items, concurrency: args.concurrency, maxPerSecond: input.maxPerSecond },
      collecting,
      (item) => validateOne(run, item),
      batchProgressPrinter<ValidationLine>("validate", (l) => `${l.ticker}${l.quarter ? ` ${l.quarter}` : ""} ${l.status === "ok" ? "ok" : String(l.error_code)}`)
    )
    const report = buildReport(run, [...sink.kept, ...written])
    yield* Effect.sync(() => {
      process.stderr.write(
        `validate: done: ${summary.ok} scored, ${summary.failed} not scored${summary.resumed > 0 ? `, ${summary.resumed} kept from the earlier run` : ""} in ${summary.wall_seconds} s, ${summary.upstream_requests} upstream requests${out === null ? "" : ` → ${out}`}\n`
      )
      process.stdout.write(args.format === "table" ? validationText(report) : `${JSON.stringify(encodeValidationReport(report), null, 2)}\n`)
    })
  })
