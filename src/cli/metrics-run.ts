/**
 * What `risk metrics` does (./metrics.ts defines its arguments; this module is loaded when it runs).
 */
import { Effect, Schema } from "effect"
import { MetricsOutput } from "../pipeline/analysis/result.js"
import { offlineFiling } from "../pipeline/analysis/offline.js"
import { analyzeLocal } from "./analyze.js"
import { printJson } from "./io.js"
import { Filing } from "../domain/filing.js"
import type { MetricsArgs } from "./metrics.js"
const MetricsCliOutput = Schema.Struct({ filing: Filing, metrics: MetricsOutput, versions: Schema.Record({ key: Schema.String, value: Schema.String }) })

export const runMetrics = (args: MetricsArgs) =>
  Effect.gen(function* () {
    const { analysis, document } = yield* analyzeLocal(args)
    yield* printJson(
      Schema.encodeSync(MetricsCliOutput)({ filing: offlineFiling(analysis, document), metrics: analysis.metrics, versions: analysis.versions })
    )
  })
