/**
 * `risk metrics --html FILE [--prior-html FILE] --form 10-K`: the metrics document of a filing.
 */
import { Command } from "@effect/cli"
import { Effect } from "effect"
import { formOption, htmlOption, lexiconOption, priorHtmlOption } from "./options.js"

const metricsConfig = { html: htmlOption, priorHtml: priorHtmlOption, form: formOption, lexicon: lexiconOption }

export type MetricsArgs = Command.Command.ParseConfig<typeof metricsConfig>

export const metricsCommand = Command.make("metrics", metricsConfig, (args) =>
  Effect.flatMap(Effect.promise(() => import("./metrics-run.js")), (m) => m.runMetrics(args))
).pipe(Command.withDescription("compute a filing's metrics document from local documents (offline)"))
