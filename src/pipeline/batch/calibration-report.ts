/**
 * The calibration report over one or more corpora:
 * - leave-one-company-out (LOCO): every filing's calibrated Item 1A inputs ranked against the
 *   tables built from all filings (in-sample) and from the filings of the other companies
 *   (out-of-sample); per form and metric, the share of ranks pinned at 0 or 100 and how far
 *   ranks move;
 * - the distribution (min, p10, p50, p90, max) of every score component (v2, in-sample
 *   tables and out-of-sample tables) and of every section metric, per form;
 * - the cohorts the metadata allows (fiscal year; sector from SIC where the filer's
 *   submissions or the manifest give it).
 * A filing's prior is the previous filing of the same company and form in the corpora (by
 * period end); without one, change components are missing, as for a first filing.
 * Pure given the extractions and resources; rendered as Markdown.
 */
import { Effect } from "effect"
import { type FormType, SECTION_KEYS } from "../../domain/forms.js"
import { COMPONENT_NAMES, HEADLINE_COMPONENTS, METRIC_NAMES } from "../../domain/names.js"
import { firmId, type MetricsContext } from "../../metrics/index.js"
import { makeCalibration, type CalibrationService } from "../../scoring/calibration.js"
import { scoreV1, scoreV2 } from "../../scoring/scoring-model.js"
import { analyzeExtractions, scoringInput } from "../analysis/analyze.js"
import { documentBytes } from "./corpus.js"
import {
  CALIBRATED_METRICS,
  CALIBRATION_SET_ID,
  calibrationRows,
  type CalibrationRow,
  type CorpusEntry,
  MIN_COHORT_N,
  type Progress,
  tablesFromRows
} from "./corpus-data.js"

export interface Summary {
  readonly n: number
  readonly min: number
  readonly p10: number
  readonly p50: number
  readonly p90: number
  readonly max: number
}

/** Linear-interpolation quantile of sorted values. */
const quantile = (sorted: ReadonlyArray<number>, p: number): number => {
  const h = (sorted.length - 1) * p
  const lo = Math.floor(h)
  const hi = Math.min(sorted.length - 1, lo + 1)
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!)
}

export const summarize = (values: ReadonlyArray<number>): Summary | null => {
  if (values.length === 0) return null
  const s = [...values].sort((a, b) => a - b)
  return { n: s.length, min: s[0]!, p10: quantile(s, 0.1), p50: quantile(s, 0.5), p90: quantile(s, 0.9), max: s[s.length - 1]! }
}

const FORMS: ReadonlyArray<FormType> = ["10-K", "10-Q"]

export interface RankMovement {
  readonly form: FormType
  readonly metric: string
  readonly n: number
  readonly pinned_in_sample: number
  readonly pinned_out_of_sample: number
  readonly median_abs_move: number
  readonly p90_abs_move: number
  readonly max_abs_move: number
}

export interface ComponentDistribution {
  readonly form: FormType
  readonly component: string
  readonly headline: boolean
  readonly in_sample: Summary | null
  readonly out_of_sample: Summary | null
}

export interface MetricDistribution {
  readonly form: FormType
  readonly section: string
  readonly metric: string
  readonly summary: Summary
}

export interface Cohort {
  readonly form: FormType
  readonly kind: "fiscal_year" | "sic"
  readonly value: string
  readonly n: number
}

export interface CalibrationReport {
  readonly documents: number
  readonly companies: number
  readonly by_form: Readonly<Record<string, { readonly filings: number; readonly companies: number; readonly with_1a: number }>>
  readonly fiscal_years: Readonly<Record<string, ReadonlyArray<number>>>
  readonly ranks: ReadonlyArray<RankMovement>
  readonly pinned_overall: ReadonlyArray<{ readonly form: FormType; readonly n: number; readonly in_sample: number; readonly out_of_sample: number }>
  readonly components: ReadonlyArray<ComponentDistribution>
  readonly metrics: ReadonlyArray<MetricDistribution>
  readonly cohorts: ReadonlyArray<Cohort>
  readonly sic_known: { readonly companies: number; readonly of: number }
}

const V1_BOILERPLATE = "boilerplate_risk_score (v1 scales)"
const V1_SPECIFICITY = "specificity_quality_score (v1 scales)"

const isPinned = (r: number | null) => r === 0 || r === 100

/** Scores every filing against its prior with the given calibration per firm. */
const scoreAll = (
  entries: ReadonlyArray<CorpusEntry>,
  ctx: MetricsContext,
  calibrationFor: (firm: string) => CalibrationService,
  inSample: CalibrationService,
  progress: Progress
) =>
  Effect.gen(function* () {
    const out: Array<{ entry: CorpusEntry; in: Record<string, number | null>; out: Record<string, number | null>; metrics: Record<string, Record<string, number>> }> = []
    const previous = new Map<string, CorpusEntry>()
    for (const [i, e] of entries.entries()) {
      const key = `${firmId(e.doc.cik)}|${e.doc.form}`
      const prior = previous.get(key) ?? null
      previous.set(key, e)
      const bytes = documentBytes(e.doc).subarray(0, 2 * 1024 * 1024)
      const analysis = analyzeExtractions(
        {
          form: e.doc.form,
          current: { bytes },
          prior: prior === null ? null : { bytes: new Uint8Array() },
          cik: e.doc.cik,
          fiscalYear: e.doc.fiscalYear
        },
        e.extraction,
        prior?.extraction ?? null,
        prior === null ? "no prior filing in the corpora" : null,
        ctx
      )
      const doc = yield* scoringInput(analysis.metrics)
      const sIn = scoreV2(doc, inSample).components
      const sOut = scoreV2(doc, calibrationFor(e.doc.cik)).components
      // v1's boilerplate and specificity (raw scales), for comparison
      const v1 = scoreV1(doc).components
      const extra = { [V1_BOILERPLATE]: v1.boilerplate_risk_score, [V1_SPECIFICITY]: v1.specificity_quality_score }
      out.push({ entry: e, in: { ...sIn, ...extra }, out: { ...sOut, ...extra }, metrics: analysis.metrics.section_metrics as Record<string, Record<string, number>> })
      yield* progress(`report: [${i + 1}/${entries.length}] scored CIK ${e.doc.cik} ${e.doc.form} FY${e.doc.fiscalYear ?? "?"} ${e.doc.document}${prior === null ? "" : " (with prior)"}`)
    }
    return out
  })

export const buildCalibrationReport = (
  entries: ReadonlyArray<CorpusEntry>,
  ctx: MetricsContext,
  progress: Progress
): Effect.Effect<CalibrationReport> =>
  Effect.gen(function* () {
    const rows = calibrationRows(entries, ctx)
    const inSample = makeCalibration({ id: CALIBRATION_SET_ID, tables: tablesFromRows(rows) })
    const firms = [...new Set(entries.map((e) => firmId(e.doc.cik)))].sort()
    const loco = new Map<string, CalibrationService>()
    for (const f of firms) loco.set(f, makeCalibration({ id: `${CALIBRATION_SET_ID}_without_${f}`, tables: tablesFromRows(rows, { excludeFirm: f }) }))
    const locoOf = (cik: string) => loco.get(firmId(cik))!

    // ranks of the calibrated inputs
    const ranks: Array<RankMovement> = []
    const pinnedOverall: Array<{ form: FormType; n: number; in_sample: number; out_of_sample: number }> = []
    for (const form of FORMS) {
      let n = 0
      let pinIn = 0
      let pinOut = 0
      for (const metric of CALIBRATED_METRICS) {
        const pairs: Array<[number, number]> = []
        for (const r of rows as ReadonlyArray<CalibrationRow>) {
          if (r.doc.form !== form) continue
          const v = r.values[metric]
          if (v === undefined) continue
          const ctxOf = { form, fiscalYear: r.doc.fiscalYear }
          const a = inSample.calibrate(metric, v, ctxOf)
          const b = locoOf(r.doc.cik).calibrate(metric, v, ctxOf)
          if (a.calibration_status !== "calibrated" || b.calibration_status !== "calibrated") continue
          pairs.push([a.calibrated_value!, b.calibrated_value!])
        }
        if (pairs.length === 0) continue
        const moves = pairs.map(([a, b]) => Math.abs(a - b)).sort((x, y) => x - y)
        const pi = pairs.filter(([a]) => isPinned(a)).length
        const po = pairs.filter(([, b]) => isPinned(b)).length
        n += pairs.length
        pinIn += pi
        pinOut += po
        ranks.push({
          form,
          metric,
          n: pairs.length,
          pinned_in_sample: pi / pairs.length,
          pinned_out_of_sample: po / pairs.length,
          median_abs_move: quantile(moves, 0.5),
          p90_abs_move: quantile(moves, 0.9),
          max_abs_move: moves[moves.length - 1]!
        })
      }
      if (n > 0) pinnedOverall.push({ form, n, in_sample: pinIn / n, out_of_sample: pinOut / n })
    }

    const scored = yield* scoreAll(entries, ctx, locoOf, inSample, progress)
    const components: Array<ComponentDistribution> = []
    const metrics: Array<MetricDistribution> = []
    for (const form of FORMS) {
      const ofForm = scored.filter((s) => s.entry.doc.form === form)
      if (ofForm.length === 0) continue
      for (const c of [...COMPONENT_NAMES, V1_BOILERPLATE, V1_SPECIFICITY]) {
        const vin = ofForm.map((s) => s.in[c]).filter((v): v is number => typeof v === "number")
        const vout = ofForm.map((s) => s.out[c]).filter((v): v is number => typeof v === "number")
        components.push({
          form,
          component: c,
          headline: (HEADLINE_COMPONENTS as ReadonlyArray<string>).includes(c),
          in_sample: summarize(vin),
          out_of_sample: summarize(vout)
        })
      }
      for (const section of SECTION_KEYS[form]) {
        for (const m of METRIC_NAMES) {
          const vals = ofForm.map((s) => s.metrics[section]?.[m]).filter((v): v is number => typeof v === "number")
          const summary = summarize(vals)
          if (summary !== null) metrics.push({ form, section, metric: m, summary })
        }
      }
    }

    // cohorts
    const cohorts: Array<Cohort> = []
    const withRf = new Set(rows.map((r) => r.doc))
    for (const form of FORMS) {
      const years = new Map<string, number>()
      const sics = new Map<string, number>()
      for (const r of rows) {
        if (r.doc.form !== form) continue
        const y = String(r.doc.fiscalYear ?? "unknown")
        years.set(y, (years.get(y) ?? 0) + 1)
        const sic2 = r.doc.sic ? r.doc.sic.padStart(4, "0").slice(0, 2) : "unknown"
        sics.set(sic2, (sics.get(sic2) ?? 0) + 1)
      }
      for (const [value, n] of [...years.entries()].sort()) cohorts.push({ form, kind: "fiscal_year", value, n })
      for (const [value, n] of [...sics.entries()].sort()) cohorts.push({ form, kind: "sic", value: value === "unknown" ? value : `SIC ${value}xx`, n })
    }
    const sicByFirm = new Map<string, boolean>()
    for (const e of entries) sicByFirm.set(firmId(e.doc.cik), (sicByFirm.get(firmId(e.doc.cik)) ?? false) || Boolean(e.doc.sic))

    const byForm: Record<string, { filings: number; companies: number; with_1a: number }> = {}
    const fiscalYears: Record<string, Array<number>> = {}
    for (const form of FORMS) {
      const docs = entries.filter((e) => e.doc.form === form).map((e) => e.doc)
      byForm[form] = {
        filings: docs.length,
        companies: new Set(docs.map((d) => firmId(d.cik))).size,
        with_1a: [...withRf].filter((d) => d.form === form).length
      }
      fiscalYears[form] = [...new Set(docs.map((d) => d.fiscalYear).filter((y): y is number => y !== null))].sort()
    }
    return {
      documents: entries.length,
      companies: firms.length,
      by_form: byForm,
      fiscal_years: fiscalYears,
      ranks,
      pinned_overall: pinnedOverall,
      components,
      metrics,
      cohorts,
      sic_known: { companies: [...sicByFirm.values()].filter(Boolean).length, of: firms.length }
    }
  })

const f1 = (x: number) => (Math.round(x * 10) / 10).toFixed(1)
const pct1 = (x: number) => `${f1(x * 100)} %`
const g = (x: number) => {
  const a = Math.abs(x)
  if (a === 0) return "0"
  if (a >= 100) return x.toFixed(1)
  if (a >= 1) return x.toFixed(2)
  return x.toPrecision(3)
}

/** The report as Markdown (deterministic). */
export const renderCalibrationReport = (r: CalibrationReport, command: string): string => {
  const L: Array<string> = []
  L.push("# Calibration report")
  L.push("")
  L.push(`Generated by \`${command}\` (do not edit by hand; rerun the command).`)
  L.push("")
  L.push(
    `${r.documents} primary documents of ${r.companies} companies: ` +
      FORMS.filter((f) => r.by_form[f])
        .map((f) => `${r.by_form[f]!.filings} ${f} of ${r.by_form[f]!.companies} companies (fiscal years ${r.fiscal_years[f]!.join(", ")}; ${r.by_form[f]!.with_1a} with an Item 1A body)`)
        .join("; ") +
      "."
  )
  L.push("")
  L.push("## Leave-one-company-out ranks")
  L.push("")
  L.push(
    "Each filing's calibrated Item 1A inputs ranked against the tables of all filings (in-sample) and against tables built without its company (out-of-sample). Pinned: a rank of exactly 0 or 100 (the value is at or beyond the table's extreme). Move: |in-sample rank − out-of-sample rank|, in percentile points."
  )
  L.push("")
  L.push("| form | filings × inputs | pinned in-sample | pinned out-of-sample |")
  L.push("|---|---:|---:|---:|")
  for (const p of r.pinned_overall) L.push(`| ${p.form} | ${p.n} | ${pct1(p.in_sample)} | ${pct1(p.out_of_sample)} |`)
  L.push("")
  L.push("| form | input (Item 1A) | n | pinned in-sample | pinned out-of-sample | median move | p90 move | max move |")
  L.push("|---|---|---:|---:|---:|---:|---:|---:|")
  for (const m of r.ranks) {
    L.push(`| ${m.form} | ${m.metric} | ${m.n} | ${pct1(m.pinned_in_sample)} | ${pct1(m.pinned_out_of_sample)} | ${f1(m.median_abs_move)} | ${f1(m.p90_abs_move)} | ${f1(m.max_abs_move)} |`)
  }
  L.push("")
  L.push("## Score components (deterministic_scoring_v2)")
  L.push("")
  L.push(
    "Per form, over every filing scored against its prior in the corpora (the previous filing of the same company and form; none: change components are missing). In: tables of all filings; out: tables without the filing's company. Span = p90 − p10."
  )
  for (const form of FORMS) {
    const cs = r.components.filter((c) => c.form === form)
    if (cs.length === 0) continue
    L.push("")
    L.push(`### ${form}`)
    L.push("")
    L.push("| component | headline | n | min | p10 | p50 | p90 | max | span p10→p90 | span out-of-sample |")
    L.push("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for (const c of cs) {
      const s = c.in_sample
      if (s === null) {
        L.push(`| ${c.component} | ${c.headline ? "yes" : ""} | 0 | | | | | | | |`)
        continue
      }
      const o = c.out_of_sample
      L.push(
        `| ${c.component} | ${c.headline ? "yes" : ""} | ${s.n} | ${f1(s.min)} | ${f1(s.p10)} | ${f1(s.p50)} | ${f1(s.p90)} | ${f1(s.max)} | ${f1(s.p90 - s.p10)} | ${o === null ? "" : f1(o.p90 - o.p10)} |`
      )
    }
  }
  L.push("")
  L.push("## Section metrics")
  L.push("")
  L.push("Every metric of every section with a body, per form (ratios 0..1; specificity and readability 0..100; densities per 1,000 words).")
  for (const form of FORMS) {
    const ms = r.metrics.filter((m) => m.form === form)
    if (ms.length === 0) continue
    L.push("")
    L.push(`### ${form}`)
    L.push("")
    L.push("| section | metric | n | min | p10 | p50 | p90 | max |")
    L.push("|---|---|---:|---:|---:|---:|---:|---:|")
    for (const m of ms) {
      const s = m.summary
      L.push(`| ${m.section} | ${m.metric} | ${s.n} | ${g(s.min)} | ${g(s.p10)} | ${g(s.p50)} | ${g(s.p90)} | ${g(s.max)} |`)
    }
  }
  L.push("")
  L.push("## Cohorts")
  L.push("")
  L.push(
    `Filings with an Item 1A body per fiscal year and per two-digit SIC group. A cohort table needs at least ${MIN_COHORT_N} filings; SIC is known (from the filer's submissions file or the manifest) for ${r.sic_known.companies} of ${r.sic_known.of} companies and is never guessed.`
  )
  L.push("")
  L.push("| form | cohort | value | filings |")
  L.push("|---|---|---|---:|")
  for (const c of r.cohorts) L.push(`| ${c.form} | ${c.kind === "sic" ? "SIC group" : "fiscal year"} | ${c.value} | ${c.n}${c.n >= MIN_COHORT_N && c.value !== "unknown" ? " ✓" : ""} |`)
  L.push("")
  return `${L.join("\n")}\n`
}
