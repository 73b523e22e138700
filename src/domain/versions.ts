import { Schema } from "effect"

export const PARSER_VERSION = "section_extractor_v4" as const
export const METRICS_ENGINE_VERSION = "text_metrics_v187" as const
export const SOFTWARE_VERSION = "0.1.0" as const

export const MODEL_IDS = ["deterministic_scoring_v1", "deterministic_scoring_v2", "deterministic_scoring_v3"] as const
export const ModelId = Schema.Literal(...MODEL_IDS).annotations({ identifier: "ScoringModelVersion" })
export type ModelId = typeof ModelId.Type
export const DEFAULT_MODEL: ModelId = "deterministic_scoring_v2"

const ALIASES: Readonly<Record<string, ModelId>> = {
  v1: "deterministic_scoring_v1",
  "1": "deterministic_scoring_v1",
  deterministic_scoring_v1: "deterministic_scoring_v1",
  v2: "deterministic_scoring_v2",
  "2": "deterministic_scoring_v2",
  deterministic_scoring_v2: "deterministic_scoring_v2",
  v3: "deterministic_scoring_v3",
  "3": "deterministic_scoring_v3",
  deterministic_scoring_v3: "deterministic_scoring_v3"
}

/** Accepts the aliases of a model id, case-insensitively; null for anything else. */
export const parseModelId = (input: string): ModelId | null => ALIASES[input.trim().toLowerCase()] ?? null

/** Versions carried by every full result. Keys not known yet for a re-scoring are omitted. */
export const Versions = Schema.Struct({
  parser_version: Schema.optional(Schema.String),
  metrics_engine_version: Schema.optional(Schema.String),
  dictionary_version: Schema.optional(Schema.String),
  scoring_model_version: ModelId,
  scoring_constants_version: Schema.optional(Schema.String),
  calibration_version: Schema.optional(Schema.String),
  software_version: Schema.String
}).annotations({ identifier: "Versions" })
export type Versions = typeof Versions.Type
