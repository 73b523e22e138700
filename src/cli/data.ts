/**
 * Commands that derive the project's data files from corpora (each an EDGAR-layout mirror or
 * a manifest corpus, `--corpus` repeated):
 *   risk calibrate --corpus DIR… --out FILE   percentile tables for v2 calibration
 *   risk baseline --corpus DIR… --out FILE    the cross-firm four-gram boilerplate baseline
 * Both print one progress line per document and a summary on stderr, and are byte-for-byte
 * deterministic for the same documents (a date enters the provenance only with --date).
 */
import { Command, Options } from "@effect/cli"
import { Effect, Option } from "effect"
import { writeFile } from "node:fs/promises"
import { InvalidRequest } from "../domain/errors.js"
import { METRICS_ENGINE_VERSION, PARSER_VERSION, SOFTWARE_VERSION } from "../domain/versions.js"
import { serializeBoilerplateBaseline } from "../metrics/index.js"
import { listCorpora } from "../pipeline/corpus.js"
import { fetchEdgarCorpus, readTickerFile } from "../pipeline/edgarCorpus.js"
import {
  baselineFromCorpus,
  calibrationRows,
  CALIBRATED_METRICS,
  extractCorpus,
  LSL_MAX_SHARE,
  LSL_MIN_SHARE,
  MIN_COHORT_N,
  MIN_TABLE_N,
  provenanceOf,
  sortEntries,
  stderrProgress,
  tableSetOf
} from "../pipeline/corpusData.js"
import { buildCalibrationReport, renderCalibrationReport } from "../pipeline/calibrationReport.js"
import { AnalysisResources, AnalysisResourcesLive } from "../pipeline/resources.js"
import { decodeTableSet, makeCalibration } from "../scoring/Calibration.js"
import { lexiconOption, upstreamOptions } from "./options.js"
import { cliStack } from "./stack.js"

export { CALIBRATED_METRICS, MIN_TABLE_N }

const corporaOption = Options.directory("corpus").pipe(
  Options.withDescription("an EDGAR-layout mirror or a manifest corpus (a folder with manifest.json); repeat for several"),
  Options.atLeast(1)
)
const outOption = Options.file("out").pipe(Options.withDescription("where to write the data file"))
const dateOption = Options.text("date").pipe(
  Options.withDescription("a date to record in the provenance (YYYY-MM-DD); absent: none, so the output depends only on the documents"),
  Options.optional
)
const baselineFileOption = Options.file("baseline", { exists: "yes" }).pipe(
  Options.withDescription("the boilerplate baseline to measure with (default: the shipped data/metrics/boilerplate-baseline.json)"),
  Options.optional
)
const yearCohortsOption = Options.boolean("year-cohorts").pipe(
  Options.withDescription(`also build fiscal-year tables where a form and year have at least ${MIN_COHORT_N} filings`)
)

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

const optionalCorporaOption = Options.directory("corpus").pipe(
  Options.withDescription("an EDGAR-layout mirror or a manifest corpus (a folder with manifest.json); repeat for several"),
  Options.repeated
)
const fromEdgarOption = Options.boolean("from-edgar").pipe(
  Options.withDescription("also fetch the filings of --tickers for --fiscal-year from EDGAR (rate-limited, cached, resumable)")
)
const tickersOption = Options.file("tickers", { exists: "yes" }).pipe(
  Options.withDescription("with --from-edgar: a file of tickers or CIKs, one per line (# comments)"),
  Options.optional
)
const fiscalYearOption = Options.integer("fiscal-year").pipe(
  Options.withDescription("with --from-edgar: the filers' fiscal year"),
  Options.optional
)
const calibrateFormOption = Options.choice("form", ["10-K", "10-Q"] as const).pipe(
  Options.withDescription("with --from-edgar: only this form (default both)"),
  Options.optional
)

export const calibrateCommand = Command.make(
  "calibrate",
  {
    corpus: optionalCorporaOption,
    out: outOption,
    date: dateOption,
    baseline: baselineFileOption,
    yearCohorts: yearCohortsOption,
    fromEdgar: fromEdgarOption,
    tickers: tickersOption,
    fiscalYear: fiscalYearOption,
    form: calibrateFormOption,
    ...upstreamOptions
  },
  (args) =>
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
          Effect.provide(cliStack(args))
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
          "Percentiles (p0, p5, … p100) per form of Item 1A metrics (tone ratios; boilerplate word ratio measured leaving the filer out of the baseline; numeric and company specificity), over the 10-K and 10-Q primary documents listed. A rank is a percentile among these filings.",
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
        documents_without_item_1a: withoutRf
      }
      const set = tableSetOf(rows, provenance, { yearCohorts })
      const decoded = yield* decodeTableSet(set) // the file must load as it is written
      yield* writeOut(out, `${JSON.stringify(set, null, 2)}\n`)
      for (const f of failures) yield* say(`calibrate: left out: ${f}`)
      yield* say(
        `calibrate: ${set.tables.length} tables from ${used.length} filings with an Item 1A (${summaryOf(used)}); ${failures.length} left out; version ${makeCalibration(decoded).version}; written to ${out}`
      )
    }).pipe(
      Effect.provide(
        AnalysisResourcesLive({ lexiconFile: Option.getOrNull(args.lexicon), baselineFile: Option.getOrNull(args.baseline) })
      )
    )
).pipe(Command.withDescription("build percentile tables for the v2 calibration from one or more corpora"))

const minFirmsOption = Options.integer("min-firms").pipe(
  Options.withDescription("a four-gram is boilerplate only when at least this many firms use it"),
  Options.withDefault(3)
)
const minShareOption = Options.float("min-share").pipe(
  Options.withDescription("… and at least this share of the firms (Lang & Stice-Lawrence: 0.30)"),
  Options.withDefault(LSL_MIN_SHARE)
)
const maxShareOption = Options.float("max-share").pipe(
  Options.withDescription("… and at most this share of the firms (Lang & Stice-Lawrence: 0.75)"),
  Options.withDefault(LSL_MAX_SHARE)
)

export const baselineCommand = Command.make(
  "baseline",
  { corpus: corporaOption, out: outOption, minFirms: minFirmsOption, minShare: minShareOption, maxShare: maxShareOption, date: dateOption },
  ({ corpus, out, minFirms, minShare, maxShare, date }) =>
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
).pipe(Command.withDescription("build the cross-firm boilerplate four-gram baseline from one or more corpora"))

const reportOutOption = Options.file("out").pipe(
  Options.withDescription("where to write the Markdown report (e.g. docs/calibration-report.md)")
)
const jsonOutOption = Options.file("json").pipe(Options.withDescription("also write the figures as JSON"), Options.optional)

export const calibrationReportCommand = Command.make(
  "calibration-report",
  { corpus: corporaOption, out: reportOutOption, json: jsonOutOption, lexicon: lexiconOption, baseline: baselineFileOption },
  ({ corpus, out, json, lexicon, baseline }) =>
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
).pipe(
  Command.withDescription(
    "leave-one-company-out ranks and the distribution of every component and section metric over one or more corpora, as Markdown"
  )
)
