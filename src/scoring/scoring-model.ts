/**
 * The scoring models as services: one layer per version, selected by id.
 */
import { Context, Effect, Layer } from "effect"
import { InvalidRequest } from "../domain/errors.js"
import type { MetricsDocument } from "../domain/metrics-document.js"
import { COMPONENT_NAMES } from "../domain/names.js"
import type { Components, ProvenanceEntry, ScoreOutput, Scores } from "../domain/scores.js"
import { type ModelId, MODEL_IDS, parseModelId, SOFTWARE_VERSION } from "../domain/versions.js"
import { Calibration, type CalibrationService } from "./calibration.js"
import { aggregates, confidence, coverage, headline, missingComponents } from "./headline.js"
import { componentsV1, type ComponentResults } from "./v1.js"
import { componentsV2 } from "./v2.js"
import { componentsV3, headlineV3, languageIndexV3 } from "./v3.js"
import { viewOf } from "./view.js"
import { round } from "./blend.js"
import {
  SCORING_CONSTANTS,
  ScoringConstants,
  type ScoringConstantsValues,
  scoringConstantsVersion
} from "./constants.js"

const finish = (
  model: ModelId,
  doc: MetricsDocument,
  results: ComponentResults,
  constants: ScoringConstantsValues
): Scores => {
  const components = Object.fromEntries(COMPONENT_NAMES.map((c) => [c, results[c].value])) as Components
  const language = model === "deterministic_scoring_v3" ? languageIndexV3(components, constants.v3) : null
  const provenance: Array<ProvenanceEntry> = COMPONENT_NAMES.map((c) => ({
    score_name: c,
    value: results[c].value,
    inputs: results[c].inputs,
    source: results[c].source
  }))
  const cov = coverage(components)
  const conf = confidence(model, doc, cov, constants.confidence)
  return {
    overall_disclosure_risk_score:
      model === "deterministic_scoring_v3"
        ? headlineV3(components.event_severity_score, language, constants.v3)
        : headline(components, constants.headline_weights),
    score_coverage_ratio: round(cov, 4),
    confidence_score: conf.score,
    confidence_details: conf.details,
    missing_components: missingComponents(components),
    components,
    aggregates:
      model === "deterministic_scoring_v3" ? { ...aggregates(model, components), language_risk_score: language } : aggregates(model, components),
    provenance
  }
}

/** Scores a validated metrics document with deterministic_scoring_v1. Pure. */
export const scoreV1 = (doc: MetricsDocument, constants: ScoringConstantsValues = SCORING_CONSTANTS): Scores =>
  finish("deterministic_scoring_v1", doc, componentsV1(viewOf(doc), constants), constants)

/** Scores a validated metrics document with deterministic_scoring_v2. Pure given the tables. */
export const scoreV2 = (
  doc: MetricsDocument,
  calibration: CalibrationService,
  constants: ScoringConstantsValues = SCORING_CONSTANTS
): Scores =>
  finish(
    "deterministic_scoring_v2",
    doc,
    componentsV2(viewOf(doc), calibration, doc.fiscal_year ?? null, doc.sector ?? null, constants),
    constants
  )

/** Scores a validated metrics document with deterministic_scoring_v3 (the screening model). Pure given the tables. */
export const scoreV3 = (
  doc: MetricsDocument,
  calibration: CalibrationService,
  constants: ScoringConstantsValues = SCORING_CONSTANTS
): Scores =>
  finish(
    "deterministic_scoring_v3",
    doc,
    componentsV3(viewOf(doc), calibration, doc.fiscal_year ?? null, doc.sector ?? null, constants),
    constants
  )

export interface ScoringModelService {
  readonly id: ModelId
  /** Versions this model adds to a result: the model id, its constants and, for v2, the calibration tables. */
  readonly versions: {
    readonly scoring_model_version: ModelId
    readonly scoring_constants_version: string
    readonly calibration_version?: string
  }
  readonly score: (doc: MetricsDocument) => Scores
}

export class ScoringModel extends Context.Tag("disclosure-risk/ScoringModel")<ScoringModel, ScoringModelService>() {}

export const makeV1 = (constants: ScoringConstantsValues = SCORING_CONSTANTS): ScoringModelService => ({
  id: "deterministic_scoring_v1",
  versions: {
    scoring_model_version: "deterministic_scoring_v1",
    scoring_constants_version: scoringConstantsVersion(constants)
  },
  score: (doc) => scoreV1(doc, constants)
})

export const makeV2 = (
  calibration: CalibrationService,
  constants: ScoringConstantsValues = SCORING_CONSTANTS
): ScoringModelService => ({
  id: "deterministic_scoring_v2",
  versions: {
    scoring_model_version: "deterministic_scoring_v2",
    scoring_constants_version: scoringConstantsVersion(constants),
    calibration_version: calibration.version
  },
  score: (doc) => scoreV2(doc, calibration, constants)
})

export const makeV3 = (
  calibration: CalibrationService,
  constants: ScoringConstantsValues = SCORING_CONSTANTS
): ScoringModelService => ({
  id: "deterministic_scoring_v3",
  versions: {
    scoring_model_version: "deterministic_scoring_v3",
    scoring_constants_version: scoringConstantsVersion(constants),
    calibration_version: calibration.version
  },
  score: (doc) => scoreV3(doc, calibration, constants)
})

/** The model of an id over the given constants and calibration tables. */
export const makeModel = (
  id: ModelId,
  calibration: CalibrationService,
  constants: ScoringConstantsValues = SCORING_CONSTANTS
): ScoringModelService =>
  id === "deterministic_scoring_v1"
    ? makeV1(constants)
    : id === "deterministic_scoring_v2"
      ? makeV2(calibration, constants)
      : makeV3(calibration, constants)

export const ScoringModelV1: Layer.Layer<ScoringModel> = Layer.effect(ScoringModel, Effect.map(ScoringConstants, makeV1))
export const ScoringModelV2: Layer.Layer<ScoringModel, never, Calibration> = Layer.effect(
  ScoringModel,
  Effect.zipWith(Calibration, ScoringConstants, makeV2)
)

/** Resolves a model id or alias (v1, 1, deterministic_scoring_v1, …; case-insensitive). */
export const resolveModelId = (input: string): Effect.Effect<ModelId, InvalidRequest> => {
  const id = parseModelId(input)
  return id === null
    ? Effect.fail(
        new InvalidRequest({
          detail: "unknown scoring model version",
          errors: [
            {
              path: "scoring_model_version",
              message: `expected one of ${MODEL_IDS.join(", ")} (or v1, 1, v2, 2, v3, 3), got ${JSON.stringify(input)}`
            }
          ]
        })
      )
    : Effect.succeed(id)
}

/** The layer of the model a version string names; an unknown version is an InvalidRequest. */
export const scoringModelLayer = (version: string): Layer.Layer<ScoringModel, InvalidRequest, Calibration> =>
  Layer.effect(
    ScoringModel,
    Effect.gen(function* () {
      const id = yield* resolveModelId(version)
      return makeModel(id, yield* Calibration, yield* ScoringConstants)
    })
  )

/** `{scores, versions}` for a metrics document. */
export const scoreDocument = (doc: MetricsDocument): Effect.Effect<ScoreOutput, never, ScoringModel> =>
  Effect.map(ScoringModel, (model) => ({
    scores: model.score(doc),
    versions: { ...model.versions, software_version: SOFTWARE_VERSION }
  }))
