import { it } from "@effect/vitest"
import { Effect, Either, Layer, Schema } from "effect"
import { expect } from "vitest"
import { decodeMetricsDocument } from "../../src/domain/metrics-document.js"
import { HEADLINE_COMPONENTS } from "../../src/domain/names.js"
import { analyze } from "../../src/pipeline/analysis/analyze.js"
import { AnalysisResources, AnalysisResourcesLive } from "../../src/pipeline/analysis/resources.js"
import { FullResult } from "../../src/pipeline/analysis/result.js"
import { filingFromCover, scoreAnalysis } from "../../src/pipeline/analysis/result-build.js"
import { CalibrationLive } from "../../src/pipeline/analysis/calibration.js"
import { ScoringModel, scoringModelLayer } from "../../src/scoring/scoring-model.js"
import { readCorpusFile, tenK } from "../support/corpus.js"
import { withData } from "../support/data.js"

const layers = (model: string) => Layer.mergeAll(AnalysisResourcesLive(), scoringModelLayer(model).pipe(Layer.provide(CalibrationLive)))

const scorePair = (ticker: string, year: number, model = "v2") =>
  Effect.gen(function* () {
    const resources = yield* AnalysisResources
    const cur = tenK(ticker, year)
    const prior = tenK(ticker, year - 1)
    const analysis = yield* analyze(
      { form: "10-K", current: { bytes: readCorpusFile(cur.path) }, prior: { bytes: readCorpusFile(prior.path) } },
      resources
    )
    return yield* scoreAnalysis(analysis, filingFromCover(analysis))
  }).pipe(Effect.provide(layers(model)))

const PAIRS: ReadonlyArray<readonly [string, number]> = [
  ["AAPL", 2025],
  ["AMZN", 2024],
  ["AMZN", 2025],
  ["NVDA", 2025],
  ["TSLA", 2024]
]

withData("edgar", "edgar-truth").describe("analysis of real 10-K pairs", () => {
  for (const [ticker, year] of PAIRS) {
    it.effect(`${ticker} FY${year} against FY${year - 1}: all nine headline components, in range, with provenance`, () =>
      Effect.gen(function* () {
        const r = yield* scorePair(ticker, year)
        expect(() => Schema.encodeSync(FullResult)(r)).not.toThrow()
        expect(r.filing.fiscal_year).toBe(year)
        for (const c of HEADLINE_COMPONENTS) {
          const v = r.scores.components[c]
          expect(v, c).not.toBeNull()
          expect(v!, c).toBeGreaterThanOrEqual(0)
          expect(v!, c).toBeLessThanOrEqual(100)
        }
        expect(r.scores.score_coverage_ratio).toBe(1)
        expect(r.scores.missing_components).toEqual([])
        expect(r.scores.overall_disclosure_risk_score!).toBeGreaterThan(0)
        expect(r.scores.overall_disclosure_risk_score!).toBeLessThan(100)
        expect(r.scores.confidence_score).toBeGreaterThan(0.5)
        expect(r.scores.provenance.map((p) => p.score_name)).toEqual(Object.keys(r.scores.components))
        for (const p of r.scores.provenance) {
          if (p.value !== null) expect(Object.keys(p.inputs).length, p.score_name).toBeGreaterThan(0)
        }
        // a year-over-year 10-K changes, but is far from a rewrite
        expect(r.changes.change_score.value!).toBeGreaterThan(0)
        expect(r.changes.change_score.value!).toBeLessThan(70)
        expect(r.changes.change_score.missing_reason).toBeNull()
        expect(r.metrics.has_prior).toBe(true)
        expect(r.metrics.required_sections_present).toBe(true)
        // every active flag carries evidence whose offsets point at its phrase
        for (const f of r.active_flags) {
          expect(f.evidence.length, f.flag).toBeGreaterThan(0)
        }
      })
    )
  }

  it.effect("the full result's metrics re-score to the same scores under both models", () =>
    Effect.gen(function* () {
      for (const model of ["v1", "v2"]) {
        const r = yield* scorePair("AAPL", 2025, model)
        const again = decodeMetricsDocument(JSON.parse(JSON.stringify(r.metrics)))
        if (Either.isLeft(again)) throw new Error(again.left.message)
        const rescored = yield* Effect.map(ScoringModel, (m) => m.score(again.right)).pipe(Effect.provide(scoringModelLayer(model).pipe(Layer.provide(CalibrationLive))))
        expect(JSON.parse(JSON.stringify(rescored))).toEqual(JSON.parse(JSON.stringify(r.scores)))
      }
    })
  )

  it.effect("the same bytes give byte-identical JSON", () =>
    Effect.gen(function* () {
      const a = yield* scorePair("AMZN", 2024)
      const b = yield* scorePair("AMZN", 2024)
      expect(JSON.stringify(Schema.encodeSync(FullResult)(a))).toBe(JSON.stringify(Schema.encodeSync(FullResult)(b)))
    })
  )

  it.effect("a document compared with itself has zero change, and no prior gives a null change score with its reason", () =>
    Effect.gen(function* () {
      const resources = yield* AnalysisResources
      const doc = readCorpusFile(tenK("TSLA", 2024).path)
      const same = yield* analyze({ form: "10-K", current: { bytes: doc }, prior: { bytes: doc } }, resources)
      const sameScored = yield* scoreAnalysis(same, filingFromCover(same))
      expect(sameScored.scores.components.disclosure_change_score).toBe(0)
      const alone = yield* analyze(
        { form: "10-K", current: { bytes: doc }, prior: null, priorMissingReason: "the prior filing is not listed" },
        resources
      )
      const aloneScored = yield* scoreAnalysis(alone, filingFromCover(alone))
      expect(aloneScored.scores.components.disclosure_change_score).toBeNull()
      expect(aloneScored.changes.change_score).toEqual({ value: null, missing_reason: "the prior filing is not listed" })
      expect(aloneScored.scores.confidence_details.penalties.no_prior_filing).toBe(0.1)
      expect(aloneScored.metrics.has_prior).toBe(false)
    }).pipe(Effect.provide(layers("v2")))
  )

  it.effect("the sections filter keeps only those sections, and scores come from them alone", () =>
    Effect.gen(function* () {
      const resources = yield* AnalysisResources
      const cur = readCorpusFile(tenK("AAPL", 2025).path)
      const a = yield* analyze({ form: "10-K", current: { bytes: cur }, prior: null, sections: ["item_7_mdna"] }, resources)
      expect(a.sections.map((s) => s.section_name)).toEqual(["item_7_mdna"])
      expect(Object.keys(a.metrics.section_metrics)).toEqual(["item_7_mdna"])
      // 1A was not asked for: not missing
      expect(a.metrics.required_sections_present).toBe(true)
      const s = yield* scoreAnalysis(a, filingFromCover(a))
      expect(s.scores.components.risk_factor_intensity_score).toBeNull()
      expect(s.scores.components.mdna_uncertainty_score).not.toBeNull()
    }).pipe(Effect.provide(layers("v2")))
  )
})
