/**
 * Commands that derive the project's data files from corpora (each an EDGAR-layout mirror or
 * a manifest corpus, `--corpus` repeated):
 *   risk calibrate --corpus DIR… --out FILE   percentile tables for v2 calibration
 *   risk baseline --corpus DIR… --out FILE    the cross-firm four-gram boilerplate baseline
 * Both print one progress line per document and a summary on stderr, and are byte-for-byte
 * deterministic for the same documents (a date enters the provenance only with --date).
 * The commands' work is in ./data-run.ts, loaded when one runs.
 */
import { Options } from "@effect/cli"
import { CALIBRATED_METRICS, LSL_MAX_SHARE, LSL_MIN_SHARE, MIN_COHORT_N, MIN_TABLE_N } from "../pipeline/batch/corpus-constants.js"
import { lexiconOption, upstreamOptions } from "./options.js"
import { type ArgsOf, defineCommand } from "./lazy.js"

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

const reportOutOption = Options.file("out").pipe(
  Options.withDescription("where to write the Markdown report (e.g. docs/calibration-report.md)")
)

const jsonOutOption = Options.file("json").pipe(Options.withDescription("also write the figures as JSON"), Options.optional)

const calibrateConfig = {
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
}

export const calibrateDefinition = defineCommand(
  "calibrate",
  calibrateConfig,
  "build percentile tables for the v2 calibration from one or more corpora"
)

export type CalibrateArgs = ArgsOf<typeof calibrateDefinition>

const baselineConfig = { corpus: corporaOption, out: outOption, minFirms: minFirmsOption, minShare: minShareOption, maxShare: maxShareOption, date: dateOption }

export const baselineDefinition = defineCommand(
  "baseline",
  baselineConfig,
  "build the cross-firm boilerplate four-gram baseline from one or more corpora"
)

export type BaselineArgs = ArgsOf<typeof baselineDefinition>

const calibrationReportConfig = { corpus: corporaOption, out: reportOutOption, json: jsonOutOption, lexicon: lexiconOption, baseline: baselineFileOption }

export const calibrationReportDefinition = defineCommand(
  "calibration-report",
  calibrationReportConfig,
  "leave-one-company-out ranks and the distribution of every component and section metric over one or more corpora, as Markdown"
)

export type CalibrationReportArgs = ArgsOf<typeof calibrationReportDefinition>
