/**
 * `risk score --metrics FILE [--model v1|v2]`: re-score a metrics document.
 */
import { Command, Options } from "@effect/cli"
import { Effect, Layer, Schema } from "effect"
import { decodeMetricsDocument } from "../domain/metricsDocument.js"
import { ScoreOutput } from "../domain/scores.js"
import { CalibrationLive } from "../scoring/Calibration.js"
import { scoreDocument, scoringModelLayer } from "../scoring/ScoringModel.js"
import { parseJson, printJson, readInputText } from "./io.js"

export const modelOption = Options.text("model").pipe(
  Options.withDescription("scoring model: v2 (default, deterministic_scoring_v2) or v1 (deterministic_scoring_v1)"),
  Options.withDefault("v2")
)

const metricsOption = Options.file("metrics", { exists: "either" }).pipe(
  Options.withDescription("a metrics document (JSON) to score; - reads standard input")
)

export const scoreCommand = Command.make("score", { metrics: metricsOption, model: modelOption }, ({ metrics, model }) =>
  Effect.gen(function* () {
    const text = yield* readInputText(metrics)
    const json = yield* parseJson(text, metrics)
    const doc = yield* decodeMetricsDocument(json)
    const output = yield* scoreDocument(doc).pipe(
      Effect.provide(scoringModelLayer(model).pipe(Layer.provide(CalibrationLive)))
    )
    yield* printJson(Schema.encodeSync(ScoreOutput)(output))
  })
).pipe(Command.withDescription("score a filing's disclosure risk (offline: from a metrics document)"))
