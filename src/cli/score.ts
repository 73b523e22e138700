/**
 * `risk score`: score a filing.
 *   risk score TICKER|CIK FISCAL_YEAR [--form 10-K] [--quarter Q1] [--accession A] [--compare …] [--model] [--format json|table]
 *   risk score --html FILE [--prior-html FILE] --form 10-K [--model]      (offline)
 *   risk score --metrics FILE [--model]                                    (re-score a metrics document)
 * The command's work is in ./score-run.ts, loaded when it runs.
 */
import { Args, Options } from "@effect/cli"
import { FORM_TYPES } from "../domain/forms.js"
import { accessionOption, compareOption, fiscalYearArg, formatOption, modelOption, priorHtmlOption, quarterOption, tickerArg, upstreamOptions } from "./options.js"
import { type ArgsOf, defineCommand } from "./lazy.js"

const metricsOption = Options.file("metrics", { exists: "either" }).pipe(
  Options.withDescription("a metrics document (JSON) to re-score; - reads standard input"),
  Options.optional
)
const htmlOption = Options.file("html", { exists: "either" }).pipe(
  Options.withDescription("a filing's primary document to analyse offline; - reads standard input"),
  Options.optional
)
const formOption = Options.choice("form", FORM_TYPES).pipe(
  Options.withDescription("form type: 10-K (default for a ticker), 10-Q or 8-K"),
  Options.optional
)

const scoreConfig = {
    ticker: tickerArg.pipe(Args.optional),
    fiscalYear: fiscalYearArg.pipe(Args.optional),
    metrics: metricsOption,
    html: htmlOption,
    priorHtml: priorHtmlOption,
    form: formOption,
    quarter: quarterOption,
    accession: accessionOption,
    compare: compareOption,
    model: modelOption,
    format: formatOption,
    ...upstreamOptions
  }

export const scoreDefinition = defineCommand(
  "score",
  scoreConfig,
  "score a filing's disclosure risk (from EDGAR, local documents or a metrics document)"
)

export type ScoreArgs = ArgsOf<typeof scoreDefinition>
