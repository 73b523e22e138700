/**
 * `risk metrics --html FILE [--prior-html FILE] --form 10-K`: the metrics document of a filing.
 */
import { Command } from "@effect/cli"
import { Effect, Schema } from "effect"
import { MetricsOutput } from "../pipeline/result.js"
import { offlineFiling } from "../pipeline/offline.js"
import { analyzeLocal } from "./analyze.js"
import { printJson } from "./io.js"
import { formOption, htmlOption, lexiconOption, priorHtmlOption } from "./options.js"
import { Filing } from "../domain/filing.js"

const MetricsCliOutput = Schema.Struct({ filing: Filing, metrics: MetricsOutput, versions: Schema.Record({ key: Schema.String, value: Schema.String }) })

export const metricsCommand = Command.make(
  "metrics",
  { html: htmlOption, priorHtml: priorHtmlOption, form: formOption, lexicon: lexiconOption },
  (args) =>
    Effect.gen(function* () {
      const { analysis, document } = yield* analyzeLocal(args)
      yield* printJson(
        Schema.encodeSync(MetricsCliOutput)({ filing: offlineFiling(analysis, document), metrics: analysis.metrics, versions: analysis.versions })
      )
    })
).pipe(Command.withDescription("compute a filing's metrics document from local documents (offline)"))
