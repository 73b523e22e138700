/**
 * Two models on one filing. The analysis (sections, metrics, flags, changes) does not depend
 * on the scoring model, so another model's scores of an analysed filing come from re-scoring
 * its metrics document, never from analysing it again. The readable views (the CLI's
 * `--format table`, the Workspace scorecard) show the calibrated headline (v2) and the
 * screening headline (v3) side by side this way; JSON outputs carry the requested model's
 * scores only.
 */
import { Effect } from "effect"
import type { MetricsDocument } from "../../domain/metrics-document.js"
import { type ComponentName, FLAG_LABELS, type FlagName, FLAG_NAMES } from "../../domain/names.js"
import type { Scores } from "../../domain/scores.js"
import type { ModelId } from "../../domain/versions.js"
import type { CalibrationService } from "../../scoring/calibration.js"
import { SCORING_CONSTANTS, type ScoringConstantsValues } from "../../scoring/constants.js"
import { makeModel } from "../../scoring/scoring-model.js"
import { scoringInput } from "./analyze.js"
import type { FullResult, MetricsOutput } from "./result.js"

/** One model's scores of a filing. */
export interface ModelScores {
  readonly model: ModelId
  readonly scores: Scores
}

/** The models' aliases, as the columns of readable tables name them. */
export const MODEL_ALIASES: { readonly [M in ModelId]: string } = {
  deterministic_scoring_v1: "v1",
  deterministic_scoring_v2: "v2",
  deterministic_scoring_v3: "v3"
}

/** Short names of the models, as the readable views label them. */
export const MODEL_LABELS: { readonly [M in ModelId]: string } = {
  deterministic_scoring_v1: "v1 (legacy)",
  deterministic_scoring_v2: "v2 (calibrated)",
  deterministic_scoring_v3: "v3 (screening)"
}

/** The headlines a readable view shows: the calibrated and the screening model. */
export const SIDE_BY_SIDE_MODELS: ReadonlyArray<ModelId> = ["deterministic_scoring_v2", "deterministic_scoring_v3"]

/** The models shown beside the requested one (v2 and v3, less the requested one). */
export const besideModels = (requested: ModelId): ReadonlyArray<ModelId> => SIDE_BY_SIDE_MODELS.filter((m) => m !== requested)

/** A validated metrics document scored by `model` over the given tables and constants. Pure. */
export const scoreWith = (
  doc: MetricsDocument,
  model: ModelId,
  calibration: CalibrationService,
  constants: ScoringConstantsValues
): Scores => makeModel(model, calibration, constants).score(doc)

/** A result's metrics document (as emitted) scored by `model`. */
export const rescoreMetrics = (
  metrics: MetricsOutput,
  model: ModelId,
  calibration: CalibrationService,
  constants: ScoringConstantsValues
): Effect.Effect<Scores> => Effect.map(scoringInput(metrics), (doc) => scoreWith(doc, model, calibration, constants))

/** A full result's scores under `model`: its own scores when it was scored by it, else its metrics re-scored. */
export const rescoreResult = (
  result: FullResult,
  model: ModelId,
  calibration: CalibrationService,
  constants: ScoringConstantsValues
): Effect.Effect<Scores> =>
  result.versions.scoring_model_version === model ? Effect.succeed(result.scores) : rescoreMetrics(result.metrics, model, calibration, constants)

/** The scores a readable view shows for a result: the requested model's first, then the models beside it. */
export const sideBySide = <E, R>(
  result: FullResult,
  rescore: (result: FullResult, model: ModelId) => Effect.Effect<Scores, E, R>
): Effect.Effect<ReadonlyArray<ModelScores>, E, R> => {
  const requested = result.versions.scoring_model_version
  return Effect.map(
    Effect.forEach(besideModels(requested), (model) => Effect.map(rescore(result, model), (scores): ModelScores => ({ model, scores }))),
    (others) => [{ model: requested, scores: result.scores }, ...others]
  )
}

/** An event of the screening model: a flag raised in the filing, with its severity (0..1). */
export interface ScreeningEvent {
  readonly flag: FlagName
  readonly label: string
  readonly severity: number
  /** The first section that raised it. */
  readonly section: string | null
}

/** A language component of the screening model with its weight in the language index. */
export interface ScreeningPart {
  readonly component: ComponentName
  readonly weight: number
  readonly value: number | null
}

/** What drives a v3 headline: E + (100 − E) × share × L / 100. */
export interface ScreeningView {
  readonly headline: number | null
  /** E: `event_severity_score` (null when the document carries no flags). */
  readonly eventSeverity: number | null
  /** L: `language_risk_score`. */
  readonly language: number | null
  readonly languageShare: number
  /** The events raised, most severe first. */
  readonly events: ReadonlyArray<ScreeningEvent>
  /** The language components, heaviest first. */
  readonly parts: ReadonlyArray<ScreeningPart>
}

const isFlagName = (name: string): name is FlagName => (FLAG_NAMES as ReadonlyArray<string>).includes(name)

/** The drivers of a deterministic_scoring_v3 scores block (events from the provenance of event_severity_score). */
export const screeningView = (scores: Scores, constants: ScoringConstantsValues = SCORING_CONSTANTS): ScreeningView => {
  const inputs = scores.provenance.find((p) => p.score_name === "event_severity_score")?.inputs ?? {}
  const events: Array<ScreeningEvent> = []
  for (const [name, row] of Object.entries(inputs)) {
    if (row === null || typeof row !== "object" || !("reason" in row) || row.reason !== "event" || !isFlagName(name)) continue
    events.push({ flag: name, label: FLAG_LABELS[name], severity: row.weight, section: row.section })
  }
  events.sort((a, b) => b.severity - a.severity || FLAG_NAMES.indexOf(a.flag) - FLAG_NAMES.indexOf(b.flag))
  const weights = constants.v3.language_weights as Readonly<Partial<Record<ComponentName, number>>>
  const parts = (Object.entries(weights) as Array<[ComponentName, number]>)
    .map(([component, weight]): ScreeningPart => ({ component, weight, value: scores.components[component] }))
    .sort((a, b) => b.weight - a.weight)
  return {
    headline: scores.overall_disclosure_risk_score,
    eventSeverity: scores.components.event_severity_score,
    language: scores.aggregates.language_risk_score ?? null,
    languageShare: constants.v3.language_share,
    events,
    parts
  }
}
