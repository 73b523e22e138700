/**
 * What the data commands derive from a corpus: extraction of every document (once), the
 * boilerplate baseline, the percentile tables of the calibrated Item 1A metrics, and the
 * provenance (every document with CIK, form, fiscal year and sha256; counts by form and
 * fiscal year). Deterministic: the same documents give the same bytes.
 */
import { Effect } from "effect"
import { type Extraction, extractSectionsEffect } from "../../extract/index.js"
import {
  type BoilerplateBaseline,
  buildBoilerplateBaseline,
  firmId,
  type MetricsContext
} from "../../metrics/index.js"
import type { CalibrationTable, CalibrationTableSet, FlagPrevalence } from "../../scoring/calibration.js"
import { percentileTable } from "../../scoring/calibrate.js"
import { type CorpusDocument, documentBytes } from "./corpus.js"

export { CALIBRATED_METRICS, type CalibratedMetric, LSL_MAX_SHARE, LSL_MIN_SHARE, MIN_COHORT_N, MIN_TABLE_N } from "./corpus-constants.js"
import { CALIBRATED_INPUTS, CALIBRATED_METRICS, type CalibratedMetric, MIN_COHORT_N, MIN_TABLE_N } from "./corpus-constants.js"
import { isNoteSection, SECTION_ROLES } from "../../domain/forms.js"
import { FLAG_NAMES, type FlagName } from "../../domain/names.js"
import { analyzeExtractions } from "../analysis/analyze.js"
import { countsTowardIntensity, evidenceCountKey, raisesEvent } from "../../scoring/v3.js"
import type { MetricsOutput } from "../analysis/result.js"

export interface CorpusEntry {
  readonly doc: CorpusDocument
  readonly extraction: Extraction
}

export type Progress = (line: string) => Effect.Effect<void>

export const stderrProgress: Progress = (line) => Effect.sync(() => void process.stderr.write(`${line}\n`))

const label = (d: CorpusDocument) => `CIK ${d.cik} ${d.form} FY${d.fiscalYear ?? "?"}${d.fiscalPeriod && d.fiscalPeriod !== "FY" ? ` ${d.fiscalPeriod}` : ""} ${d.accession ?? "-"} ${d.document}`

/** Extracts every document once; an unreadable document is reported and left out. */
export const extractCorpus = (
  docs: ReadonlyArray<CorpusDocument>,
  progress: Progress,
  what: string
): Effect.Effect<{ readonly entries: ReadonlyArray<CorpusEntry>; readonly failed: ReadonlyArray<CorpusDocument> }> =>
  Effect.gen(function* () {
    const entries: Array<CorpusEntry> = []
    const failed: Array<CorpusDocument> = []
    for (const [i, doc] of docs.entries()) {
      const result = yield* Effect.either(
        Effect.flatMap(
          Effect.try({ try: () => documentBytes(doc), catch: (e) => e }),
          (bytes) => extractSectionsEffect(bytes, doc.form)
        )
      )
      if (result._tag === "Left") {
        failed.push(doc)
        const e = result.left as { detail?: string; message?: string }
        yield* progress(`${what}: [${i + 1}/${docs.length}] ${label(doc)}: skipped (${e.detail ?? e.message ?? String(e)})`)
        continue
      }
      const body = result.right.sections.filter((s) => s.status === "body")
      const words = body.reduce((n, s) => n + s.word_count, 0)
      yield* progress(`${what}: [${i + 1}/${docs.length}] ${label(doc)}: ${body.length} body sections, ${words} words`)
      entries.push({ doc, extraction: result.right })
    }
    return { entries, failed }
  })

/** Entries in corpus order: CIK, period end, accession, document. */
export const sortEntries = (entries: ReadonlyArray<CorpusEntry>): Array<CorpusEntry> => {
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return [...entries].sort(
    (x, y) =>
      Number(x.doc.cik) - Number(y.doc.cik) ||
      cmp(x.doc.periodEnd ?? "", y.doc.periodEnd ?? "") ||
      cmp(x.doc.accession ?? "", y.doc.accession ?? "") ||
      cmp(x.doc.document, y.doc.document)
  )
}

/** Provenance rows and counts of the documents used. */
export const provenanceOf = (docs: ReadonlyArray<CorpusDocument>) => {
  const byForm: Record<string, number> = {}
  const byFormYear: Record<string, Record<string, number>> = {}
  for (const d of docs) {
    byForm[d.form] = (byForm[d.form] ?? 0) + 1
    const y = String(d.fiscalYear ?? "unknown")
    const row = (byFormYear[d.form] ??= {})
    row[y] = (row[y] ?? 0) + 1
  }
  const sortKeys = <T>(o: Record<string, T>): Record<string, T> =>
    Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  return {
    counts: {
      documents: docs.length,
      companies: new Set(docs.map((d) => firmId(d.cik))).size,
      by_form: sortKeys(byForm),
      by_form_and_fiscal_year: sortKeys(Object.fromEntries(Object.entries(byFormYear).map(([f, r]) => [f, sortKeys(r)])))
    },
    documents: docs.map((d) => ({
      cik: firmId(d.cik),
      accession: d.accession,
      document: d.document,
      form: d.form,
      fiscal_year: d.fiscalYear,
      fiscal_period: d.fiscalPeriod ?? null,
      period_end: d.periodEnd ?? null,
      sic: d.sic ?? null,
      sha256: d.sha256 ?? null
    }))
  }
}

export const baselineFromCorpus = (
  entries: ReadonlyArray<CorpusEntry>,
  opts: { readonly minFirms: number; readonly minShare: number; readonly maxShare: number; readonly note: string; readonly createdAt?: string }
): BoilerplateBaseline =>
  buildBoilerplateBaseline(
    entries.map((e) => ({
      id: e.doc.accession ?? `sha256:${e.doc.sha256 ?? e.doc.document}`,
      firm: e.doc.cik,
      form: e.doc.form,
      fiscalYear: e.doc.fiscalYear,
      ...(e.doc.sha256 !== undefined ? { sha256: e.doc.sha256 } : {}),
      // the items' own language: a note read through an item's pointer is not in the baseline
      sections: e.extraction.sections.filter((s) => s.status === "body" && !isNoteSection(s.section_name)).map((s) => s.cleaned_text)
    })),
    {
      minFirms: opts.minFirms,
      minFirmShare: opts.minShare,
      maxFirmShare: opts.maxShare,
      note: opts.note,
      counts: provenanceOf(entries.map((e) => e.doc)).counts,
      ...(opts.createdAt !== undefined ? { createdAt: opts.createdAt } : {})
    }
  )

/** One document's calibrated inputs (Item 1A and MD&A; boilerplate measured leaving its firm out) and the flags it raises. */
export interface CalibrationRow {
  readonly doc: CorpusDocument
  readonly values: Readonly<Partial<Record<CalibratedMetric | `evidence_count.${FlagName}`, number>>>
  /** Flags raised anywhere in the filing (a cybersecurity incident outside the Item 1C programme description). */
  readonly flags?: ReadonlyArray<FlagName>
}

/** Flags raised in a metrics document's sections (the v3 reading: Item 1C's incident flag aside). */
export const raisedFlags = (sectionFlags: MetricsOutput["section_flags"]): Array<FlagName> =>
  FLAG_NAMES.filter((f) =>
    Object.entries(sectionFlags ?? {}).some(
      ([section, flags]) => flags?.[f] === true && raisesEvent(f, section)
    )
  )

export const calibrationRows = (entries: ReadonlyArray<CorpusEntry>, ctx: MetricsContext): ReadonlyArray<CalibrationRow> => {
  const rows: Array<CalibrationRow> = []
  for (const e of entries) {
    const analysis = analyzeExtractions(
      { form: e.doc.form, current: { bytes: new Uint8Array() }, prior: null, cik: e.doc.cik, fiscalYear: e.doc.fiscalYear },
      e.extraction,
      null,
      "calibration reads no prior",
      ctx
    )
    const roles = SECTION_ROLES[e.doc.form]
    const values: Partial<Record<CalibratedMetric | `evidence_count.${FlagName}`, number>> = {}
    for (const input of CALIBRATED_INPUTS) {
      const key = roles[input.role]
      const v = key === null ? undefined : analysis.metrics.section_metrics[key]?.[input.metric]
      if (v !== null && v !== undefined) values[input.key] = v
    }
    const flags = raisedFlags(analysis.metrics.section_flags)
    for (const flag of flags) {
      let n = 0
      for (const [section, counts] of Object.entries(analysis.metrics.section_flag_counts)) {
        if (countsTowardIntensity(flag, section)) n += counts?.[flag] ?? 0
      }
      values[evidenceCountKey(flag)] = n
    }
    if (Object.keys(values).length > 0) rows.push({ doc: e.doc, values, flags })
  }
  return rows
}

export interface TableOptions {
  /** Leave this firm's filings out (leave-one-company-out tables). */
  readonly excludeFirm?: string
  /** Also build fiscal-year cohort tables where a form and year have ≥ MIN_COHORT_N filings. */
  readonly yearCohorts?: boolean
}

/** Percentile tables per (form, metric), sorted; cohort tables after the pooled ones. */
export const tablesFromRows = (rows: ReadonlyArray<CalibrationRow>, opts: TableOptions = {}): Array<CalibrationTable> => {
  const exclude = opts.excludeFirm === undefined ? null : firmId(opts.excludeFirm)
  const groups = new Map<string, Array<number>>()
  const push = (key: string, v: number) => {
    const list = groups.get(key)
    if (list === undefined) groups.set(key, [v])
    else list.push(v)
  }
  for (const r of rows) {
    if (exclude !== null && firmId(r.doc.cik) === exclude) continue
    for (const m of [...CALIBRATED_METRICS, ...FLAG_NAMES.map(evidenceCountKey)] as ReadonlyArray<keyof CalibrationRow["values"]>) {
      const v = r.values[m]
      if (v === undefined) continue
      push(`${r.doc.form}|${m}|`, v)
      if (opts.yearCohorts && r.doc.fiscalYear !== null) push(`${r.doc.form}|${m}|${r.doc.fiscalYear}`, v)
    }
  }
  return [...groups.entries()]
    .filter(([key, v]) => v.length >= (key.endsWith("|") ? MIN_TABLE_N : MIN_COHORT_N))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, v]) => {
      const [form, metric, year] = key.split("|") as [CalibrationTable["form"], string, string]
      return {
        metric,
        form,
        sector: null,
        fiscal_year: year === "" ? null : Number(year),
        n: v.length,
        values: percentileTable(v)
      }
    })
}

/**
 * Per form, the share of filings that raise each flag (leaving a firm out on request): how
 * common a stated event is in the calibration universe. Forms with fewer than MIN_TABLE_N
 * filings get none.
 */
export const prevalenceFromRows = (rows: ReadonlyArray<CalibrationRow>, opts: TableOptions = {}): Array<FlagPrevalence> => {
  const exclude = opts.excludeFirm === undefined ? null : firmId(opts.excludeFirm)
  const out: Array<FlagPrevalence> = []
  for (const form of ["10-K", "10-Q"] as const) {
    const ofForm = rows.filter((r) => r.doc.form === form && r.flags !== undefined && (exclude === null || firmId(r.doc.cik) !== exclude))
    if (ofForm.length < MIN_TABLE_N) continue
    for (const flag of FLAG_NAMES) {
      const raised = ofForm.filter((r) => r.flags!.includes(flag)).length
      out.push({ form, flag, n: ofForm.length, share: Math.round((raised / ofForm.length) * 1e6) / 1e6 })
    }
  }
  return out
}

export const CALIBRATION_SET_ID = "builtin_percentiles_v2"

export const tableSetOf = (
  rows: ReadonlyArray<CalibrationRow>,
  provenance: Record<string, unknown>,
  opts: TableOptions = {}
): CalibrationTableSet => ({
  id: CALIBRATION_SET_ID,
  provenance,
  tables: tablesFromRows(rows, opts),
  flag_prevalence: prevalenceFromRows(rows, opts)
})
