/**
 * The calibration tables loaded where the other resources are (./resources.ts): the file
 * `RISK_CALIBRATION_FILE` names, else the built-in tables; decoded and served by the pure
 * src/scoring/calibration.ts.
 */
import { BUILTIN_TABLES_PATH } from "../data-paths.js"
import * as FileSystem from "@effect/platform/FileSystem"
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import { Effect, Layer, Option } from "effect"
import { CalibrationFileConfig, describeConfigError, namingSetting } from "../../config.js"
import { InvalidRequest } from "../../domain/errors.js"
import { Calibration, decodeTableSet, makeCalibration } from "../../scoring/calibration.js"

/** The data file shipped with the package. */
export { BUILTIN_TABLES_PATH }

/** Reads and validates a table-set file. */
export const loadTableSet = (path: string) =>
  Effect.gen(function* () {
    const fs = yield* FileSystem.FileSystem
    const text = yield* fs.readFileString(path).pipe(
      Effect.mapError((e) => new InvalidRequest({ detail: `cannot read calibration tables ${path}: ${e.message}` }))
    )
    const json = yield* Effect.try({
      try: (): unknown => JSON.parse(text),
      catch: (e) => new InvalidRequest({ detail: `calibration tables ${path} are not JSON: ${String(e)}` })
    })
    return yield* decodeTableSet(json)
  })

export const layerFromFile = (path: string): Layer.Layer<Calibration, InvalidRequest> =>
  Layer.effect(Calibration, Effect.map(loadTableSet(path), makeCalibration)).pipe(Layer.provide(NodeFileSystem.layer))

/**
 * The tables of `RISK_CALIBRATION_FILE` (e.g. written by `risk calibrate --from-edgar`), else
 * the built-in tables shipped in `data/calibration/percentiles.json`.
 */
export const CalibrationLive: Layer.Layer<Calibration, InvalidRequest> = Layer.unwrapEffect(
  CalibrationFileConfig.pipe(
    Effect.mapError((e) => new InvalidRequest({ detail: describeConfigError(e) })),
    Effect.map(
      Option.match({
        onNone: () => layerFromFile(BUILTIN_TABLES_PATH),
        onSome: (file) => Layer.catchAll(layerFromFile(file), (e) => Layer.fail(namingSetting("RISK_CALIBRATION_FILE")(e)))
      })
    )
  )
)
