/**
 * What the surfaces' v3 numbers must equal: `scoreV3` (and `scoreV2`) of a result's own
 * metrics document over the built-in calibration tables, computed here without the service.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { Scores } from "../../src/domain/scores.js"
import { type CalibrationService, makeCalibration } from "../../src/scoring/calibration.js"
import { scoreV2, scoreV3 } from "../../src/scoring/scoring-model.js"
import { repoRoot } from "./cli.js"
import { decodeOrThrow } from "./docs.js"

let tables: CalibrationService | undefined

/** The built-in calibration tables (data/calibration/percentiles.json), as the live service loads them. */
export const builtinCalibration = (): CalibrationService =>
  (tables ??= makeCalibration(
    JSON.parse(readFileSync(join(repoRoot, "data/calibration/percentiles.json"), "utf8")) as Parameters<typeof makeCalibration>[0]
  ))

/** deterministic_scoring_v3 of a metrics document (a full result's `metrics` as it is: extra keys are ignored). */
export const v3Of = (metrics: unknown): Scores => scoreV3(decodeOrThrow(JSON.parse(JSON.stringify(metrics))), builtinCalibration())

/** deterministic_scoring_v2 of a metrics document. */
export const v2Of = (metrics: unknown): Scores => scoreV2(decodeOrThrow(JSON.parse(JSON.stringify(metrics))), builtinCalibration())

/** The events of a v3 scores block: the evidence rows of reason "event" in the provenance of event_severity_score. */
export const eventRows = (scores: Scores): Array<{ readonly flag: string; readonly severity: number; readonly section: string | null }> =>
  Object.values(scores.provenance.find((p) => p.score_name === "event_severity_score")?.inputs ?? {}).flatMap((row) =>
    row !== null && typeof row === "object" && "reason" in row && row.reason === "event" ? [{ flag: row.name, severity: row.weight, section: row.section }] : []
  )
