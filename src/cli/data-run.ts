/**
 * What `risk calibrate`, `risk baseline` and `risk calibration-report` do (./data.ts defines
 * their arguments; this module is loaded when one runs).
 */
import { Effect, Option } from "effect"
import { writeFile } from "node:fs/promises"
import { InvalidRequest } from "../domain/errors.js"
import { METRICS_ENGINE_VERSION, PARSER_VERSION, SOFTWARE_VERSION } from "../domain/versions.js"
import { serializeBoilerplateBaseline } from "../metrics/index.js"
import { listCorpora } from "../pipeline/batch/corpus.js"
import { fetchEdgarCorpus, readTickerFile } from "../pipeline/batch/edgar-corpus.js"
import {
  baselineFromCorpus,
  calibrationRows,
  CALIBRATED_METRICS,
  extractCorpus,
  MIN_COHORT_N,
  MIN_TABLE_N,
  provenanceOf,
  sortEntries,
  stderrProgress,
  tableSetOf
} from "../pipeline/batch/corpus-data.js"
import { buildCalibrationReport, renderCalibrationReport } from "../pipeline/batch/calibration-report.js"
import { AnalysisResources, AnalysisResourcesLive } from "../pipeline/analysis/resources.js"
import { decodeTableSet, makeCalibration } from "../scoring/calibration.js"
import { cliStack } from "./stack.js"

import type { BaselineArgs, CalibrateArgs, CalibrationReportArgs } from "./data.js"

const writeOut = (path: string, text: string) =>
  Effect.tryPromise({
    try: () => writeFile(path, text),
    catch: (e) => new InvalidRequest({ detail: `cannot write ${path}: ${e instanceof Error ? e.message : String(e)}` })
  })

const say = (line: string) => Effect.sync(() => void process.stderr.write(`${line}\n`))

const summaryOf = (docs: ReadonlyArray<{ readonly form: string; readonly cik: string }>) => {
  const forms = new Map<string, number>()
  for (const d of docs) forms.set(d.form, (forms.get(d.form) ?? 0) + 1)
  const parts = [...forms.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([f, n]) => `${n} ${f}`)
  return `${parts.join(", ")} of ${new Set(docs.map((d) => d.cik)).size} companies`
}

export const runCalibrate = (args: CalibrateArgs) =>
  Effect.gen(function* () {
    const { corpus, out, date, yearCohorts } = args
    if (corpus.length === 0 && !args.fromEdgar) {
      return yield* new InvalidRequest({ detail: "give at least one --corpus DIR, or --from-edgar --tickers FILE --fiscal-year N" })
    }
    if (!args.fromEdgar && (Option.isSome(args.tickers) || Option.isSome(args.fiscalYear))) {
      return yield* new InvalidRequest({ detail: "--tickers and --fiscal-year go with --from-edgar" })
    }
    if (args.fromEdgar && (Option.isNone(args.tickers) || Option.isNone(args.fiscalYear))) {
      return yield* new InvalidRequest({ detail: "--from-edgar needs --tickers FILE and --fiscal-year N" })
    }
    const resources = yield* AnalysisResources
    const docs = yield* listCorpora(corpus)
    if (corpus.length > 0) yield* say(`calibrate: ${docs.length} documents (${summaryOf(docs)}) in ${corpus.length} corpora`)
    const local = yield* extractCorpus(docs, stderrProgress, "calibrate")
    const entries = [...local.entries]
    const failures: Array<string> = local.failed.map((d) => `${d.path}: unreadable`)
    if (args.fromEdgar && Option.isSome(args.tickers) && Option.isSome(args.fiscalYear)) {
      const tickers = yield* readTickerFile(args.tickers.value)
      const forms = Option.match(args.form, { onNone: () => ["10-K", "10-Q"] as const, onSome: (f) => [f] as const })
      yield* say(`calibrate: fetching ${forms.join(" and ")} filings of fiscal year ${args.fiscalYear.value} for ${tickers.length} companies from EDGAR`)
      const fetched = yield* fetchEdgarCorpus(tickers, args.fiscalYear.value, forms, stderrProgress, "calibrate").pipe(
        Effect.provide(cliStack(args, { analysisWorker: false }))
      )
      const seen = new Set(entries.map((e) => e.doc.sha256))
      for (const e of fetched.entries) if (!seen.has(e.doc.sha256)) entries.push(e)
      failures.push(...fetched.failures)
    }
    if (entries.length === 0) {
      return yield* new InvalidRequest({ detail: "no 10-K or 10-Q document could be read", errors: failures.map((f) => ({ path: "document", message: f })) })
    }
    const sorted = sortEntries(entries)
    const rows = calibrationRows(sorted, resources)
    const used = rows.map((r) => r.doc)
    const usedSet = new Set(used)
    const withoutRf = provenanceOf(sorted.map((e) => e.doc).filter((d) => !usedSet.has(d))).documents
    const provenance = {
      description:
        "Percentiles (p0, p5, … p100) per form of Item 1A metrics (tone ratios; boilerplate word ratio measured leaving the filer out of the baseline; numeric and company specificity) and of MD&A metrics (keys mdna.*: tone ratios and densities), over the 10-K and 10-Q primary documents listed. A rank is a percentile among these filings.",
      rebuild: args.fromEdgar
        ? "risk calibrate --from-edgar --tickers FILE --fiscal-year N [--form F] [--corpus DIR …] --out FILE"
        : "npm run data:rebuild (risk calibrate --corpus DIR [--corpus DIR …] --out FILE)",
      ...(Option.isSome(date) ? { created: date.value } : {}),
      metrics: [...CALIBRATED_METRICS],
      min_n: MIN_TABLE_N,
      cohorts: yearCohorts ? `fiscal year, where a form and year have at least ${MIN_COHORT_N} filings` : "none (pooled per form)",
      percentile_method: "linear interpolation between order statistics",
      versions: {
        parser_version: PARSER_VERSION,
        metrics_engine_version: METRICS_ENGINE_VERSION,
        dictionary_version: resources.lexicon.dictionaryVersion,
        baseline_version: resources.baseline.version,
        software_version: SOFTWARE_VERSION
      },
      ...provenanceOf(used),
      documents_without_item_1a_or_mdna: withoutRf
    }
    const set = tableSetOf(rows, provenance, { yearCohorts })
    const decoded = yield* decodeTableSet(set) // the file must load as it is written
    yield* writeOut(out, `${JSON.stringify(set, null, 2)}\n`)
    for (const f of failures) yield* say(`calibrate: left out: ${f}`)
    yield* say(
      `calibrate: ${set.tables.length} tables from ${used.length} filings with an Item 1A or MD&A (${summaryOf(used)}); ${failures.length} left out; version ${makeCalibration(decoded).version}; written to ${out}`
    )
  }).pipe(
    Effect.provide(
      AnalysisResourcesLive({ lexiconFile: Option.getOrNull(args.lexicon), baselineFile: Option.getOrNull(args.baseline) })
    )
  )

export const runBaseline = ({ corpus, out, minFirms, minShare, maxShare, date }: BaselineArgs) =>
  Effect.gen(function* () {
    if (!(minShare >= 0 && minShare <= 1 && maxShare >= minShare && maxShare <= 1)) {
      return yield* new InvalidRequest({ detail: "--min-share and --max-share must satisfy 0 ≤ min ≤ max ≤ 1" })
    }
    const docs = yield* listCorpora(corpus)
    yield* say(`baseline: ${docs.length} documents (${summaryOf(docs)}) in ${corpus.length} corpora`)
    const { entries, failed } = yield* extractCorpus(docs, stderrProgress, "baseline")
    const baseline = baselineFromCorpus(entries, {
      minFirms,
      minShare,
      maxShare,
      ...(Option.isSome(date) ? { createdAt: date.value } : {}),
      note:
        "Four-grams (within a sentence) of the body sections of the 10-K and 10-Q primary documents listed, used by at least max(min_firms, ⌈min_firm_share × firms⌉) and at most max_firm_share × firms distinct firms (Lang & Stice-Lawrence 2015, with firms in place of documents). gram_firms holds each gram's firms (hex bit mask over firms) so that a filing is measured against the baseline without its own firm. Rebuild with: npm run data:rebuild."
    })
    yield* writeOut(out, serializeBoilerplateBaseline(baseline))
    yield* say(
      `baseline: ${baseline.grams.size} four-grams (${baseline.file.gram_count} stored for leave-one-firm-out) from ${baseline.file.n_documents} filings of ${baseline.file.n_firms} firms; ${failed.length} unreadable; version ${baseline.version}; written to ${out}`
    )
  })

export const runCalibrationReport = ({ corpus, out, json, lexicon, baseline }: CalibrationReportArgs) =>
  Effect.gen(function* () {
    const resources = yield* AnalysisResources
    const docs = yield* listCorpora(corpus)
    yield* say(`report: ${docs.length} documents (${summaryOf(docs)}) in ${corpus.length} corpora`)
    const { entries, failed } = yield* extractCorpus(docs, stderrProgress, "report")
    const report = yield* buildCalibrationReport(entries, resources, stderrProgress)
    const command = `risk calibration-report ${corpus.map((c) => `--corpus ${c}`).join(" ")} --out ${out}`
    yield* writeOut(out, renderCalibrationReport(report, command))
    if (Option.isSome(json)) yield* writeOut(json.value, `${JSON.stringify(report, null, 2)}\n`)
    for (const p of report.pinned_overall) {
      yield* say(`report: ${p.form}: ${p.n} ranks, pinned at 0/100 in-sample ${(p.in_sample * 100).toFixed(1)} %, out-of-sample ${(p.out_of_sample * 100).toFixed(1)} %`)
    }
    yield* say(`report: ${entries.length} documents, ${failed.length} unreadable; written to ${out}`)
  }).pipe(
    Effect.provide(
      AnalysisResourcesLive({ lexiconFile: Option.getOrNull(lexicon), baselineFile: Option.getOrNull(baseline) })
    )
  )
