/**
 * Conformance of the scoring models to the specification: randomized metrics documents
 * (10-K, 10-Q, 8-K) are scored by the project's `scoreV1` / `scoreV2` and by a second
 * implementation written from the specification text alone (test/support/spec-scoring.ts).
 * Every component, the headline, the aggregates, coverage, missing components and
 * confidence must agree: components, headline and aggregates to 1e-9 (the specification
 * does not round them), coverage and confidence exactly (both rounded to 4 decimals).
 */
import { readFileSync } from "node:fs"
import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { decodeMetricsDocument, type MetricsDocument } from "../../src/domain/metrics-document.js"
import { type FormType, SECTION_KEYS, type SectionKey } from "../../src/domain/forms.js"
import { DELTA_NAMES, DENSITY_METRICS, FILING_WARNINGS, FLAG_NAMES, RATIO_METRICS, SCALE_METRICS } from "../../src/domain/names.js"
import { decodeTableSet, makeCalibration, type CalibrationService } from "../../src/scoring/calibration.js"
import { scoreV1, scoreV2 } from "../../src/scoring/scoring-model.js"
import { type SpecScores, type SpecTable, specScoreV1, specScoreV2 } from "../support/spec-scoring.js"

// ---------------------------------------------------------------------------------------
// Calibration tables: the shipped percentiles, and a set that exercises the cohort lookup
// (sector, year) and flat runs.
// ---------------------------------------------------------------------------------------

interface RawTableSet {
  readonly id: string
  readonly tables: ReadonlyArray<SpecTable>
}

const shipped = JSON.parse(
  readFileSync(new URL("../../data/calibration/percentiles.json", import.meta.url), "utf8")
) as RawTableSet

const ramp = (lo: number, hi: number) => Array.from({ length: 21 }, (_, i) => lo + ((hi - lo) * i) / 20)
const withRun = (values: Array<number>, from: number, to: number) =>
  values.map((v, i) => (i >= from && i <= to ? values[from]! : v))
const cohorts: RawTableSet = {
  id: "conformance_cohorts",
  tables: [
    { metric: "negative_word_ratio", form: "10-K", sector: "Tech", fiscal_year: 2024, values: ramp(0, 0.05) },
    { metric: "negative_word_ratio", form: "10-K", sector: "tech", fiscal_year: null, values: withRun(ramp(0, 0.08), 3, 6) },
    { metric: "negative_word_ratio", form: "10-K", sector: null, fiscal_year: 2023, values: ramp(0.01, 0.06) },
    { metric: "negative_word_ratio", form: "10-K", sector: null, fiscal_year: null, values: withRun(ramp(0, 0.1), 0, 2) },
    { metric: "uncertainty_word_ratio", form: "10-K", sector: null, fiscal_year: null, values: withRun(ramp(0, 0.1), 17, 20) },
    { metric: "uncertainty_word_ratio", form: "10-Q", sector: "energy", fiscal_year: null, values: ramp(0.005, 0.05) },
    { metric: "negative_word_ratio", form: "10-Q", sector: null, fiscal_year: 2024, values: withRun(ramp(0, 0.04), 9, 12) },
    { metric: "uncertainty_word_ratio", form: "8-K", sector: null, fiscal_year: null, values: ramp(0, 0.1) },
    // tables for inputs the v2 rules do not rank: they must not change any score
    { metric: "boilerplate_word_ratio", form: "10-K", sector: null, fiscal_year: null, values: ramp(0.4, 0.8) },
    { metric: "numeric_specificity", form: "10-K", sector: null, fiscal_year: null, values: ramp(0, 10) },
    { metric: "company_specificity", form: "10-K", sector: null, fiscal_year: null, values: ramp(2, 30) },
    { metric: "litigious_word_ratio", form: "10-K", sector: null, fiscal_year: null, values: ramp(0, 0.03) },
    { metric: "constraining_word_ratio", form: "10-Q", sector: null, fiscal_year: null, values: ramp(0, 0.03) }
  ]
}

const projectCalibration = (set: RawTableSet): CalibrationService => {
  const decoded = decodeTableSet(set)
  if (Either.isLeft(decoded)) throw new Error(decoded.left.message)
  return makeCalibration(decoded.right)
}

// ---------------------------------------------------------------------------------------
// Random metrics documents
// ---------------------------------------------------------------------------------------

/** Absent (undefined, dropped by JSON), null, or a value. */
const maybe = <T>(arb: fc.Arbitrary<T>, present = 4): fc.Arbitrary<T | null | undefined> =>
  fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 1 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: arb, weight: present }
  )

const tableValues = (metric: string) =>
  [...shipped.tables, ...cohorts.tables].filter((t) => t.metric === metric).flatMap((t) => t.values)

/** Mostly evenly spread over [min, max]; now and then any double there (tiny and subnormal ones included). */
const double = (min: number, max: number) =>
  fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 1 << 30 }).map((i) => min + ((max - min) * i) / (1 << 30)), weight: 9 },
    { arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), weight: 1 }
  )

/** Tone ratios: mostly in the range of real filings, sometimes anywhere in 0..1, sometimes a table value exactly. */
const ratio = (metric: string) => {
  const exact = tableValues(metric).filter((v) => v >= 0 && v <= 1)
  return fc.oneof(
    { arbitrary: double(0, 0.12), weight: 5 },
    { arbitrary: double(0, 1), weight: 2 },
    { arbitrary: fc.constantFrom(0, 1), weight: 1 },
    ...(exact.length > 0 ? [{ arbitrary: fc.constantFrom(...exact), weight: 2 }] : [])
  )
}
const score100 = fc.oneof({ arbitrary: double(0, 100), weight: 6 }, { arbitrary: fc.constantFrom(0, 100), weight: 1 })
const delta = fc.oneof(
  { arbitrary: double(-5, 5), weight: 5 },
  { arbitrary: double(-100, 100), weight: 2 },
  { arbitrary: fc.constant(0), weight: 1 }
)
const confidence = fc.oneof({ arbitrary: double(0, 1), weight: 6 }, { arbitrary: fc.constantFrom(0, 1), weight: 1 })

const sectionMetrics = fc.record(
  Object.fromEntries([
    ...RATIO_METRICS.map((m) => [m, maybe(ratio(m), 6)]),
    ...SCALE_METRICS.map((m) => [m, maybe(score100, 6)]),
    ...DENSITY_METRICS.map((m) => [m, maybe(score100, 6)])
  ]) as Record<string, fc.Arbitrary<number | null | undefined>>
)
const sectionFlags = fc.record(
  Object.fromEntries(
    FLAG_NAMES.map((f) => [
      f,
      fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 4 },
        { arbitrary: fc.constant(null), weight: 1 },
        { arbitrary: fc.constant(false), weight: 3 },
        { arbitrary: fc.constant(true), weight: 1 }
      )
    ])
  ) as Record<string, fc.Arbitrary<boolean | null | undefined>>
)
const sectionDeltas = fc.record(
  Object.fromEntries(DELTA_NAMES.map((d) => [d, maybe(delta, 3)])) as Record<string, fc.Arbitrary<number | null | undefined>>
)

/** The sections a document of the form may carry (8-K: the items scoring names, and a few others). */
const SECTIONS: Record<FormType, ReadonlyArray<SectionKey>> = {
  "10-K": SECTION_KEYS["10-K"],
  "10-Q": SECTION_KEYS["10-Q"],
  "8-K": ["item_1_01", "item_1_05", "item_2_02", "item_4_02", "item_5_02", "item_7_01", "item_8_01"]
}

/** A map over a random subset of the form's sections. */
const bySection = <T>(form: FormType, value: fc.Arbitrary<T>, present = 3) =>
  maybe(
    fc.record(Object.fromEntries(SECTIONS[form].map((k) => [k, maybe(value, present)])) as Record<string, fc.Arbitrary<T | null | undefined>>),
    6
  )

const documentOf = (form: FormType) =>
  fc
    .record({
      section_metrics: fc.record(
        Object.fromEntries(
          SECTIONS[form].map((k) => [
            k,
            fc.oneof(
              { arbitrary: fc.constant(undefined), weight: 2 },
              { arbitrary: fc.constant(null), weight: 1 },
              { arbitrary: sectionMetrics, weight: 5 }
            )
          ])
        ) as Record<string, fc.Arbitrary<unknown>>
      ),
      section_diffs: bySection(form, score100),
      section_flags: bySection(form, sectionFlags, 2),
      language_deltas: bySection(form, sectionDeltas),
      extraction_confidences: bySection(form, confidence),
      diff_confidences: bySection(form, confidence),
      extraction_warnings: maybe(fc.array(fc.constantFrom(...FILING_WARNINGS), { maxLength: 4 })),
      required_sections_present: maybe(fc.boolean()),
      has_prior: maybe(fc.boolean()),
      fiscal_year: maybe(fc.constantFrom(2023, 2024, 2025), 2),
      sector: maybe(fc.constantFrom("Tech", " TECH ", "tech", "Energy", "healthcare"), 2)
    })
    .map((d) => JSON.parse(JSON.stringify({ form_type: form, ...d })) as unknown)

const decode = (raw: unknown): MetricsDocument => {
  const r = decodeMetricsDocument(raw)
  if (Either.isLeft(r)) throw new Error(`generated document does not decode: ${r.left.message} ${JSON.stringify(r.left.errors)}`)
  return r.right
}

// ---------------------------------------------------------------------------------------
// Comparison
// ---------------------------------------------------------------------------------------

const TOLERANCE = 1e-9

interface ProjectScores {
  readonly overall_disclosure_risk_score: number | null
  readonly score_coverage_ratio: number
  readonly confidence_score: number
  readonly missing_components: ReadonlyArray<string>
  readonly components: { readonly [k: string]: number | null }
  readonly aggregates: { readonly [k: string]: number | null | undefined }
}

const near = (expected: number | null | undefined, got: number | null | undefined): boolean =>
  expected === null || expected === undefined
    ? got === null || got === undefined
    : typeof got === "number" && Math.abs(expected - got) <= TOLERANCE

/** The differences between the specification's scores and the project's, one line each. */
const differences = (expected: SpecScores, got: ProjectScores): Array<string> => {
  const out: Array<string> = []
  for (const [name, value] of Object.entries(expected.components)) {
    if (!near(value, got.components[name])) out.push(`components.${name}: expected ${value}, got ${got.components[name]}`)
  }
  for (const [name, value] of Object.entries(expected.aggregates)) {
    if (!near(value, got.aggregates[name])) out.push(`aggregates.${name}: expected ${value}, got ${got.aggregates[name]}`)
  }
  if (!near(expected.overall_disclosure_risk_score, got.overall_disclosure_risk_score)) {
    out.push(`overall_disclosure_risk_score: expected ${expected.overall_disclosure_risk_score}, got ${got.overall_disclosure_risk_score}`)
  }
  if (expected.score_coverage_ratio !== got.score_coverage_ratio) {
    out.push(`score_coverage_ratio: expected ${expected.score_coverage_ratio}, got ${got.score_coverage_ratio}`)
  }
  if (JSON.stringify(expected.missing_components) !== JSON.stringify(got.missing_components)) {
    out.push(`missing_components: expected ${JSON.stringify(expected.missing_components)}, got ${JSON.stringify(got.missing_components)}`)
  }
  if (expected.confidence_score !== got.confidence_score) {
    out.push(`confidence_score: expected ${expected.confidence_score}, got ${got.confidence_score}`)
  }
  return out
}

const FORMS: ReadonlyArray<FormType> = ["10-K", "10-Q", "8-K"]
/** Per form and model: 3 × 200 = 600 documents per model and table set. */
const RUNS = 200

const check = (form: FormType, seed: number, score: (doc: MetricsDocument) => [SpecScores, ProjectScores]) =>
  fc.assert(
    fc.property(documentOf(form), (raw) => {
      const [expected, got] = score(decode(raw))
      const diff = differences(expected, got)
      if (diff.length > 0) throw new Error(diff.join("\n"))
    }),
    { numRuns: RUNS, seed }
  )

describe("deterministic_scoring_v1 agrees with the specification", () => {
  FORMS.forEach((form, i) => {
    it(`${form}: ${RUNS} random documents`, () => {
      check(form, 1_000 + i, (doc) => [specScoreV1(doc), scoreV1(doc)])
    })
  })
})

describe("deterministic_scoring_v2 agrees with the specification", () => {
  for (const [label, set, seedBase] of [
    ["shipped percentile tables", shipped, 2_000],
    ["cohort tables (sector, year, flat runs)", cohorts, 3_000]
  ] as const) {
    const calibration = projectCalibration(set)
    FORMS.forEach((form, i) => {
      it(`${form}, ${label}: ${RUNS} random documents`, () => {
        check(form, seedBase + i, (doc) => [specScoreV2(doc, set.tables), scoreV2(doc, calibration)])
      })
    })
  }
})

describe("the generator", () => {
  // The documents of the runs above (same arbitraries, same seeds) reach the cases in which
  // the rules differ from one another, so an agreement means something.
  const docs = FORMS.flatMap((form, i) => [
    ...fc.sample(documentOf(form), { numRuns: RUNS, seed: 2_000 + i }),
    ...fc.sample(documentOf(form), { numRuns: RUNS, seed: 3_000 + i })
  ]).map(decode)
  const count = (p: (d: MetricsDocument) => boolean) => docs.filter(p).length
  const metricOf = (d: MetricsDocument, s: SectionKey, m: string) =>
    (d.section_metrics[s] as Record<string, number | null | undefined> | null | undefined)?.[m] ?? null
  const deltaOf = (d: MetricsDocument, s: SectionKey, m: string) =>
    (d.language_deltas?.[s] as Record<string, number | null | undefined> | null | undefined)?.[m] ?? null
  const flagged = (d: MetricsDocument, f: string) =>
    Object.values(d.section_flags ?? {}).some((x) => x != null && (x as Record<string, unknown>)[f] === true)
  const mdna = (d: MetricsDocument): SectionKey => (d.form_type === "10-Q" ? "item_2_mdna" : "item_7_mdna")

  it("reaches the cases the rules distinguish", () => {
    const cases: Record<string, number> = {
      "positive and non-positive uncertainty deltas together": count((d) => {
        const a = deltaOf(d, "item_1a_risk_factors", "uncertainty_language_delta")
        const b = deltaOf(d, mdna(d), "uncertainty_language_delta")
        return a !== null && b !== null && (a > 0) !== (b > 0) && d.section_diffs?.item_1a_risk_factors != null
      }),
      "positive and negative legal deltas together": count((d) => {
        const a = deltaOf(d, "item_1a_risk_factors", "legal_language_delta")
        const legal: SectionKey = d.form_type === "10-Q" ? "item_1_legal_proceedings" : "item_3_legal_proceedings"
        const b = deltaOf(d, legal, "legal_language_delta")
        return a !== null && b !== null && (a > 0) !== (b > 0)
      }),
      "a 1A tone ratio equal to a table value": count((d) => {
        const v = metricOf(d, "item_1a_risk_factors", "negative_word_ratio")
        return v !== null && tableValues("negative_word_ratio").includes(v)
      }),
      "sector and year cohort lookups": count((d) => d.sector != null && d.fiscal_year != null && metricOf(d, "item_1a_risk_factors", "negative_word_ratio") !== null),
      "a flag-only legal score (8-K)": count((d) => d.form_type === "8-K" && flagged(d, "investigation_flag")),
      "a flag boost on a non-null v1 blend": count((d) => flagged(d, "guidance_withdrawal_flag") && specScoreV1(d).components.mdna_uncertainty_score !== null),
      "a v1 component capped at 100 after its boost": count((d) =>
        [specScoreV1(d).components.mdna_uncertainty_score, specScoreV1(d).components.liquidity_stress_score, specScoreV1(d).components.legal_regulatory_risk_score].includes(100)
      ),
      "a cybersecurity flag in Item 1C only": count((d) => {
        const f = d.section_flags
        return f?.item_1c_cybersecurity?.cybersecurity_incident_flag === true &&
          Object.entries(f).filter(([k, x]) => k !== "item_1c_cybersecurity" && x?.cybersecurity_incident_flag === true).length === 0
      }),
      "no headline component": count((d) => specScoreV1(d).overall_disclosure_risk_score === null),
      "full coverage": count((d) => specScoreV1(d).score_coverage_ratio === 1),
      "coverage between 0.75 and 1": count((d) => {
        const c = specScoreV1(d).score_coverage_ratio
        return c >= 0.75 && c < 1
      }),
      "has_prior false": count((d) => d.has_prior === false),
      "required sections missing": count((d) => d.required_sections_present === false),
      "both charged warnings": count((d) => (d.extraction_warnings ?? []).includes("short_section") && (d.extraction_warnings ?? []).includes("extraction_suspect")),
      "confidence clamped at 0": count((d) => specScoreV2(d, shipped.tables).confidence_score === 0)
    }
    for (const [name, n] of Object.entries(cases)) expect(n, name).toBeGreaterThanOrEqual(3)
  })
})

