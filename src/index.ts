/**
 * disclosure-risk as a library: the same pipeline every surface runs.
 */
export * from "./domain/errors.js"
export * from "./domain/forms.js"
export * from "./domain/names.js"
export * from "./domain/versions.js"
export * from "./domain/scores.js"
export { decodeMetricsDocument, MetricsDocument, SectionMetrics, SectionFlags, SectionDeltas } from "./domain/metrics-document.js"
export {
  Calibration,
  CalibrationTableSet,
  decodeTableSet,
  layerFromTables as calibrationFromTables,
  makeCalibration,
  percentileRank
} from "./scoring/calibration.js"
export { CalibrationLive, layerFromFile as calibrationFromFile } from "./pipeline/analysis/calibration.js"
export {
  makeModel,
  makeV1,
  makeV2,
  makeV3,
  resolveModelId,
  scoreDocument,
  ScoringModel,
  ScoringModelV1,
  ScoringModelV2,
  scoringModelLayer,
  scoreV1,
  scoreV2,
  scoreV3
} from "./scoring/scoring-model.js"
