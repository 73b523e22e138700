/**
 * `risk metrics --html FILE [--prior-html FILE] --form 10-K`: the metrics document of a filing.
 */
import { formOption, htmlOption, lexiconOption, priorHtmlOption } from "./options.js"
import { type ArgsOf, defineCommand } from "./lazy.js"

const metricsConfig = { html: htmlOption, priorHtml: priorHtmlOption, form: formOption, lexicon: lexiconOption }

export const metricsDefinition = defineCommand("metrics", metricsConfig, "compute a filing's metrics document from local documents (offline)")

export type MetricsArgs = ArgsOf<typeof metricsDefinition>
