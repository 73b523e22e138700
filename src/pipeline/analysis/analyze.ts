/**
 * The analysis of one filing against its prior: extraction → metrics and flags → diffs →
 * the metrics document. Pure given its inputs; scoring is applied by `scoreAnalysis`.
 */
import { Effect } from "effect"
import { diffSection, languageDeltas, type SectionDiff } from "../../diff/index.js"
import type { InvalidRequest } from "../../domain/errors.js"
import { EXPECTED_SECTIONS, type FormType, isNoteSection, REQUIRED_SECTIONS, type SectionKey } from "../../domain/forms.js"
import { decodeMetricsDocument, type MetricsDocument, type SectionDeltas, type SectionFlagCounts, type SectionFlags, type SectionMetrics } from "../../domain/metrics-document.js"
import { FILING_WARNINGS, type FilingWarning, FLAG_LABELS, FLAG_NAMES, type FlagName, type MetricName } from "../../domain/names.js"
import type { SectionRecord } from "../../domain/sections.js"
import { PARSER_VERSION, METRICS_ENGINE_VERSION } from "../../domain/versions.js"
import { type CoverFacts, type Extraction, type ExtractedSection, extractSectionsCooperatively } from "../../extract/index.js"
import { coverFactsOf } from "../../extract/cover.js"
import { runSteps, runStepsCooperatively } from "../../domain/scheduling.js"
import { analyzeSection, baselineForFirm, type FlagResult, type MetricsContext, type SectionAnalysis, toneRatios, type ToneRatios } from "../../metrics/index.js"
import type { ActiveFlag, MetricsOutput } from "./result.js"

export interface DocumentInput {
  readonly bytes: string | Uint8Array
  /** A stable identity of the bytes (the accession and document name), for reusing their extraction. */
  readonly key?: string | undefined
}

/** How a document's sections are extracted (default: `extractSectionsCooperatively`); lets a caller reuse an extraction. */
export type Extractor = (document: DocumentInput, form: FormType) => Effect.Effect<Extraction, InvalidRequest>

export interface AnalysisInput {
  readonly form: FormType
  readonly current: DocumentInput
  /** null: no prior filing (see `priorMissingReason`). */
  readonly prior: DocumentInput | null
  readonly priorMissingReason?: string | null | undefined
  /** Keep only these sections (scores are computed from the kept sections only). */
  readonly sections?: ReadonlyArray<SectionKey> | null | undefined
  readonly fiscalYear?: number | null | undefined
  readonly sector?: string | null | undefined
  readonly extract?: Extractor | undefined
  /** The filer (CIK); absent: the cover's. The boilerplate baseline leaves this firm out. */
  readonly cik?: string | null | undefined
  /** The filer's name as EDGAR lists it, read by the red flags when the cover gives none (a document without inline XBRL). */
  readonly registrant?: string | null | undefined
}

export interface SectionAnalysisResult {
  readonly section: SectionKey
  readonly record: ExtractedSection
  readonly analysis: SectionAnalysis | null
}

export interface Analysis {
  readonly form: FormType
  readonly cover: CoverFacts
  readonly extraction: Extraction
  readonly priorExtraction: Extraction | null
  /** Section records of the kept sections, without text, in document order. */
  readonly sections: ReadonlyArray<SectionRecord>
  readonly texts: ReadonlyMap<SectionKey, string>
  readonly flagResults: ReadonlyMap<SectionKey, FlagResult>
  readonly activeFlags: ReadonlyArray<ActiveFlag>
  readonly diffs: ReadonlyMap<SectionKey, SectionDiff>
  readonly metrics: MetricsOutput
  readonly priorMissingReason: string | null
  readonly versions: { readonly parser_version: string; readonly metrics_engine_version: string; readonly dictionary_version: string }
}

/** What scoring reads of an analysis (`scoreAnalysis`): no texts, extractions or flag evidence beyond the active flags. */
export type ScoredAnalysis = Pick<Analysis, "form" | "cover" | "sections" | "activeFlags" | "diffs" | "metrics" | "priorMissingReason" | "versions">

const withoutText = (s: ExtractedSection): SectionRecord => {
  const { cleaned_text: _text, heading: _heading, line_starts: _lines, ...record } = s
  return record
}

const presentMetrics = (values: { readonly [M in MetricName]: number | null }): SectionMetrics => {
  const out: { [M in MetricName]?: number } = {}
  for (const [k, v] of Object.entries(values) as Array<[MetricName, number | null]>) if (v !== null) out[k] = v
  return out
}

const keepSection = (filter: ReadonlySet<SectionKey> | null, key: string): key is SectionKey =>
  filter === null || filter.has(key as SectionKey)

/** Filing-level warnings of the kept sections (rescoped when `sections` filters). */
const warningsFor = (form: FormType, kept: ReadonlyArray<ExtractedSection>, filter: ReadonlySet<SectionKey> | null) => {
  const present = new Set(kept.map((s) => s.section_name))
  const required = REQUIRED_SECTIONS[form].filter((k) => filter === null || filter.has(k))
  const requiredPresent = required.every((k) => present.has(k))
  const warnings = new Set<FilingWarning>()
  if (!requiredPresent) warnings.add("missing_required_section")
  for (const s of kept) for (const w of s.warnings) if ((FILING_WARNINGS as ReadonlyArray<string>).includes(w)) warnings.add(w as FilingWarning)
  if (kept.length > 0 && EXPECTED_SECTIONS[form].some((k) => (filter === null || filter.has(k)) && !present.has(k) && !required.includes(k))) warnings.add("omitted_section")
  return { requiredPresent, warnings: FILING_WARNINGS.filter((w) => warnings.has(w)) }
}

/** Extraction of the current and prior documents; an unreadable prior counts as no prior. */
export const extractBoth = (
  input: AnalysisInput
): Effect.Effect<{ current: Extraction; prior: Extraction | null; priorMissingReason: string | null }, InvalidRequest> =>
  Effect.gen(function* () {
    const extract: Extractor = input.extract ?? ((doc, form) => extractSectionsCooperatively(doc.bytes, form))
    const current = yield* extract(input.current, input.form)
    if (input.prior === null) {
      return { current, prior: null, priorMissingReason: input.priorMissingReason ?? "no prior filing" }
    }
    const prior = yield* Effect.either(extract(input.prior, input.form))
    return prior._tag === "Right"
      ? { current, prior: prior.right, priorMissingReason: null }
      : { current, prior: null, priorMissingReason: `the prior document could not be read: ${prior.left.detail}` }
  })

/**
 * What language deltas read of a prior filing's section: its tone ratios only (the same
 * values `analyzeSection` gives, without flags and the other metrics).
 */
export const priorSectionRatios = (_section: SectionKey, text: string, ctx: MetricsContext): ToneRatios => toneRatios(text, ctx)

/** Metrics, flags and diffs over extracted sections. Pure. */
export const analyzeExtractions = (
  input: AnalysisInput,
  current: Extraction,
  prior: Extraction | null,
  priorMissingReason: string | null,
  ctx: MetricsContext
): Analysis => runSteps(analyzeExtractionsSteps(input, current, prior, priorMissingReason, ctx))

/** `analyzeExtractions` as steps: one section per step. */
export function* analyzeExtractionsSteps(
  input: AnalysisInput,
  current: Extraction,
  prior: Extraction | null,
  priorMissingReason: string | null,
  baseCtx: MetricsContext
): Generator<void, Analysis> {
  const measured = yield* measureSectionsSteps(input, current, baseCtx)
  return yield* compareSectionsSteps(measured, prior, priorMissingReason, null)
}

/** The current document's kept sections measured (metrics, flags): the half of an analysis that reads no prior. */
export interface MeasuredSections {
  readonly input: AnalysisInput
  readonly current: Extraction
  readonly cover: CoverFacts
  readonly ctx: MetricsContext
  readonly filter: ReadonlySet<SectionKey> | null
  readonly kept: ReadonlyArray<ExtractedSection>
  /** Per kept body section, its analysis. */
  readonly analyses: ReadonlyMap<ExtractedSection, SectionAnalysis>
  readonly section_metrics: Record<string, SectionMetrics>
  readonly section_flags: Record<string, SectionFlags>
  readonly section_flag_counts: Record<string, SectionFlagCounts>
  readonly extraction_confidences: Record<string, number>
  readonly texts: ReadonlyMap<SectionKey, string>
  readonly flagResults: ReadonlyMap<SectionKey, FlagResult>
  readonly activeFlags: ReadonlyArray<ActiveFlag>
}

/** One section diff to make: the current and prior texts of a section (`diffSection(current, prior)`). */
export interface DiffPair {
  readonly key: SectionKey
  readonly current: string
  readonly prior: string
}

/** The section diffs an analysis makes: each kept current body section against the prior's body section of the same key, in document order. */
export const diffPairs = (input: AnalysisInput, current: Extraction, prior: Extraction): ReadonlyArray<DiffPair> => {
  const priorByKey = new Map<string, ExtractedSection>()
  for (const s of prior.sections) priorByKey.set(s.section_name, s)
  const pairs: Array<DiffPair> = []
  for (const s of keptSections(input, current)) {
    if (s.status !== "body") continue
    const p = priorByKey.get(s.section_name)
    if (p !== undefined && p.status === "body") pairs.push({ key: s.section_name as SectionKey, current: s.cleaned_text, prior: p.cleaned_text })
  }
  return pairs
}

/**
 * Section diffs made elsewhere (./diff-thread.ts: a worker thread) while the current
 * document's sections are measured here: `diffSection` of the same texts.
 */
export interface SectionDiffer {
  /**
   * Hands the pairs over at once; the effect waits for their diffs, in the same order. Null:
   * they could not be made there (the worker ended first), and are made here instead.
   */
  readonly diff: (pairs: ReadonlyArray<DiffPair>) => Effect.Effect<ReadonlyArray<SectionDiff> | null>
}

/** The current document's sections an analysis keeps (all, or those `input.sections` names), in document order. */
const keptSections = (input: AnalysisInput, current: Extraction): ReadonlyArray<ExtractedSection> => {
  const filter = input.sections ? new Set(input.sections) : null
  return current.sections.filter((s) => keepSection(filter, s.section_name))
}

/** Metrics and flags of the current document's kept sections, one section per step. */
export function* measureSectionsSteps(input: AnalysisInput, current: Extraction, baseCtx: MetricsContext): Generator<void, MeasuredSections> {
  const cover = coverFactsOf(input.current.bytes)
  const ctx: MetricsContext = { ...baseCtx, baseline: baselineForFirm(baseCtx.baseline, input.cik ?? cover.cik), registrant: cover.registrant_name ?? input.registrant ?? null }
  const filter = input.sections ? new Set(input.sections) : null
  const kept = keptSections(input, current)

  const section_metrics: Record<string, SectionMetrics> = {}
  const section_flags: Record<string, SectionFlags> = {}
  const section_flag_counts: Record<string, SectionFlagCounts> = {}
  const extraction_confidences: Record<string, number> = {}
  const texts = new Map<SectionKey, string>()
  const flagResults = new Map<SectionKey, FlagResult>()
  const analyses = new Map<ExtractedSection, SectionAnalysis>()
  const activeFlags: Array<ActiveFlag> = []

  for (const s of kept) {
    yield
    const key = s.section_name as SectionKey
    texts.set(key, s.cleaned_text)
    // A note read through an item's pointer (`legal_proceedings_note`) has metrics, flags and
    // diffs like any section, but no confidences: v1 and v2 confidence reads the items' own.
    if (!isNoteSection(key)) extraction_confidences[key] = s.extraction_confidence
    if (s.status !== "body") continue
    const analysis = analyzeSection(key, s.cleaned_text, ctx, s.line_starts)
    analyses.set(s, analysis)
    section_metrics[key] = presentMetrics(analysis.metrics)
    section_flags[key] = analysis.flags.flags
    const counts: Partial<Record<FlagName, number>> = {}
    for (const e of analysis.flags.evidence) counts[e.flag] = (counts[e.flag] ?? 0) + 1
    section_flag_counts[key] = counts
    flagResults.set(key, analysis.flags)
    for (const flag of FLAG_NAMES) {
      if (!analysis.flags.flags[flag]) continue
      const evidence = analysis.flags.evidence
        .filter((e) => e.flag === flag)
        .map((e) => ({ section: e.section, phrase: e.phrase, sentence: e.sentence, start: e.start, end: e.end }))
      activeFlags.push({ section: key, flag, label: FLAG_LABELS[flag], evidence, evidence_count: evidence.length })
    }
  }
  return {
    input,
    current,
    cover,
    ctx,
    filter,
    kept,
    analyses,
    section_metrics,
    section_flags,
    section_flag_counts,
    extraction_confidences,
    texts,
    flagResults,
    activeFlags
  }
}

/**
 * The measured sections against the prior's (diffs and language deltas), then the analysis.
 * `diffed`: the diffs of the current body sections against the prior's, when they were made
 * elsewhere (`diffSection` of the same texts); null: made here.
 */
export function* compareSectionsSteps(
  measured: MeasuredSections,
  prior: Extraction | null,
  priorMissingReason: string | null,
  diffed: ReadonlyMap<SectionKey, SectionDiff> | null
): Generator<void, Analysis> {
  const { input, current, cover, ctx, filter, kept } = measured
  const form = input.form
  const priorByKey = new Map<string, ExtractedSection>()
  for (const s of prior?.sections ?? []) priorByKey.set(s.section_name, s)

  const section_diffs: Record<string, number | null> = {}
  const section_diffs_v2: Record<string, number | null> = {}
  const diff_confidences: Record<string, number | null> = {}
  const language_deltas: Record<string, SectionDeltas> = {}
  const diff_details: Record<string, SectionDiff["diff_details"]> = {}
  const diffs = new Map<SectionKey, SectionDiff>()

  for (const [s, analysis] of measured.analyses) {
    const key = s.section_name as SectionKey
    const p = priorByKey.get(key)
    if (p === undefined || p.status !== "body") continue
    yield
    const d = diffed?.get(key) ?? diffSection(s.cleaned_text, p.cleaned_text)
    diffs.set(key, d)
    section_diffs[key] = d.disclosure_change_score
    section_diffs_v2[key] = d.disclosure_change_score_v2
    if (!isNoteSection(key)) diff_confidences[key] = d.diff_confidence
    diff_details[key] = d.diff_details
    language_deltas[key] = languageDeltas(analysis.metrics, priorSectionRatios(key, p.cleaned_text, ctx))
  }

  const { requiredPresent, warnings } = warningsFor(form, kept, filter)
  const metrics: MetricsOutput = {
    form_type: form,
    section_metrics: measured.section_metrics,
    section_diffs,
    section_flags: measured.section_flags,
    section_flag_counts: measured.section_flag_counts,
    language_deltas,
    extraction_confidences: measured.extraction_confidences,
    diff_confidences,
    extraction_warnings: warnings,
    required_sections_present: requiredPresent,
    has_prior: prior !== null,
    fiscal_year: input.fiscalYear ?? cover.fiscal_year_focus ?? null,
    sector: input.sector ?? null,
    section_diffs_v2,
    diff_details
  }
  return {
    form,
    cover,
    extraction: current,
    priorExtraction: prior,
    sections: kept.map(withoutText),
    texts: measured.texts,
    flagResults: measured.flagResults,
    activeFlags: measured.activeFlags,
    diffs,
    metrics,
    priorMissingReason,
    versions: {
      parser_version: PARSER_VERSION,
      metrics_engine_version: METRICS_ENGINE_VERSION,
      dictionary_version: `${ctx.lexicon.dictionaryVersion}+${ctx.baseline.version}`
    }
  }
}

/**
 * Extraction, metrics, flags and diffs of a filing and its prior. With `differ`, the section
 * diffs are made there while the current document's sections are measured here: the same
 * analysis.
 */
export const analyze = (input: AnalysisInput, ctx: MetricsContext, differ: SectionDiffer | null = null): Effect.Effect<Analysis, InvalidRequest> =>
  Effect.gen(function* () {
    const { current, prior, priorMissingReason } = yield* extractBoth(input)
    if (differ === null || prior === null) return yield* runStepsCooperatively(analyzeExtractionsSteps(input, current, prior, priorMissingReason, ctx))
    const pairs = diffPairs(input, current, prior)
    const diffing = differ.diff(pairs)
    const measured = yield* runStepsCooperatively(measureSectionsSteps(input, current, ctx))
    const diffs = yield* diffing
    const diffed = diffs === null || diffs.length !== pairs.length ? null : new Map(pairs.map((p, i) => [p.key, diffs[i]!] as const))
    return yield* runStepsCooperatively(compareSectionsSteps(measured, prior, priorMissingReason, diffed))
  })

/**
 * The emitted metrics document, validated as a scoring input: the engine's output must obey
 * the same schema a user's document does, so a full result's `metrics` always re-scores.
 */
export const scoringInput = (metrics: MetricsOutput): Effect.Effect<MetricsDocument> =>
  Effect.orDieWith(decodeMetricsDocument(metrics), (e) => new Error(`internal: emitted metrics document is invalid: ${e.message}`))
