import { it } from "@effect/vitest"
import { Effect, Either, Layer, Schema } from "effect"
import { describe, expect } from "vitest"
import { decodeMetricsDocument } from "../../src/domain/metrics-document.js"
import { ScoreOutput } from "../../src/domain/scores.js"
import { parseModelId } from "../../src/domain/versions.js"
import { layerFromTables } from "../../src/scoring/calibration.js"
import { CalibrationLive } from "../../src/pipeline/analysis/calibration.js"
import { scoreDocument, scoreV1, scoringModelLayer, ScoringModel } from "../../src/scoring/scoring-model.js"
import { decodeOrThrow, full10K } from "../support/docs.js"

const tables = layerFromTables({ id: "empty", tables: [] })

describe("model selection", () => {
  it("accepts the aliases of each version, case-insensitively", () => {
    for (const alias of ["v1", "1", "deterministic_scoring_v1", "V1", "Deterministic_Scoring_V1"]) {
      expect(parseModelId(alias), alias).toBe("deterministic_scoring_v1")
    }
    for (const alias of ["v2", "2", "deterministic_scoring_v2", "V2", "DETERMINISTIC_SCORING_V2"]) {
      expect(parseModelId(alias), alias).toBe("deterministic_scoring_v2")
    }
    for (const alias of ["v3", "3", "deterministic_scoring_v3", "V3"]) {
      expect(parseModelId(alias), alias).toBe("deterministic_scoring_v3")
    }
    for (const bad of ["v4", "", "deterministic_scoring", "2.0", "v 1"]) expect(parseModelId(bad), bad).toBeNull()
  })

  it.effect("the layer of an id scores with that model", () =>
    Effect.gen(function* () {
      const doc = decodeOrThrow({ ...full10K, section_flags: { item_3_legal_proceedings: { investigation_flag: true } } })
      const v1 = yield* scoreDocument(doc).pipe(Effect.provide(scoringModelLayer("1").pipe(Layer.provide(tables))))
      const v2 = yield* scoreDocument(doc).pipe(Effect.provide(scoringModelLayer("V2").pipe(Layer.provide(tables))))
      expect(v1.versions.scoring_model_version).toBe("deterministic_scoring_v1")
      expect(v2.versions.scoring_model_version).toBe("deterministic_scoring_v2")
      expect(v2.versions.calibration_version).toMatch(/^empty@/)
      expect(v1.scores).toEqual(scoreV1(doc))
      // v1 boosts legal by 15; v2 blends the flag as a 65-point row: the two differ
      expect(v1.scores.components.legal_regulatory_risk_score).not.toBe(v2.scores.components.legal_regulatory_risk_score)
    })
  )

  it.effect("an unknown version is an InvalidRequest naming scoring_model_version", () =>
    Effect.gen(function* () {
      const error = yield* ScoringModel.pipe(Effect.provide(scoringModelLayer("v4").pipe(Layer.provide(tables))), Effect.flip)
      expect(error._tag).toBe("InvalidRequest")
      expect(error.errors[0]?.path).toBe("scoring_model_version")
      expect(error.message).toContain("v4")
    })
  )

  it.effect("the built-in tables load and validate", () =>
    Effect.gen(function* () {
      const out = yield* scoreDocument(decodeOrThrow(full10K)).pipe(
        Effect.provide(scoringModelLayer("v2").pipe(Layer.provide(CalibrationLive)))
      )
      expect(out.versions.calibration_version).toMatch(/@[0-9a-f]{12}$/)
      expect(() => Schema.encodeSync(ScoreOutput)(out)).not.toThrow()
    })
  )
})

describe("re-scoring", () => {
  it("a full result's metrics, with extra top-level keys, re-score to the same scores", () => {
    const doc = decodeOrThrow(full10K)
    const scores = scoreV1(doc)
    const fullResult = JSON.parse(
      JSON.stringify({
        filing: { ticker: "TEST", fiscal_year: 2024 },
        metrics: { ...full10K, section_diffs_v2: { item_1a_risk_factors: 33 }, diff_details: { item_1a_risk_factors: { summary: "x" } } },
        scores
      })
    ) as { metrics: unknown; scores: unknown }
    const again = decodeMetricsDocument(fullResult.metrics)
    expect(Either.isRight(again)).toBe(true)
    if (Either.isRight(again)) expect(scoreV1(again.right)).toEqual(fullResult.scores)
  })
  it("the same document always gives byte-identical JSON", () => {
    const a = JSON.stringify(scoreV1(decodeOrThrow(full10K)))
    const b = JSON.stringify(scoreV1(decodeOrThrow(JSON.parse(JSON.stringify(full10K)))))
    expect(a).toBe(b)
  })
})
