/**
 * Evaluation of the red-flag detector against the hand-labelled sentences of
 * `flags-truth/labels.jsonl` (RISK_FLAGS_TRUTH_DIR, default `../shared/flags-truth`).
 *
 * Every labelled document is read from the EDGAR mirror (RISK_CORPUS_DIR), its sections are
 * extracted and the flags detected exactly as the pipeline does. A labelled sentence counts
 * as found when it is among the evidence sentences of its family's flag in the same section.
 *
 * - Sentence recall: true rows found / true rows.
 * - Sentence precision: evidence sentences that match a `true` row of the flag's family /
 *   all evidence sentences in the labelled sections. An evidence sentence that matches no
 *   labelled row of its family counts against precision ("unlabelled"), except a heading
 *   (the guide scores headings neither way).
 * - (filing, family): a pair is predicted when the flag is true in any labelled section of
 *   the filing; it is true when the filing has a `true` row of that family.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { FormType, SectionKey } from "../../src/domain/forms.js"
import { registrantNameOf } from "../../src/extract/cover.js"
import { extractSections } from "../../src/extract/index.js"
import { detectFlags } from "../../src/metrics/index.js"
// data-folders.mjs, not data.js (which imports vitest): the eval scripts read this module outside vitest
import { dataFolderPath, missingFolders } from "../support/data-folders.mjs"

export type Label = "true" | "hypothetical" | "negated" | "generic_or_other"

export interface LabelRow {
  readonly filing: string
  readonly path: string
  readonly section: string
  readonly sentence: string
  readonly family: string
  readonly label: Label
  readonly why: string
}

export const flagsTruthDir = (): string => dataFolderPath("flags-truth")
const corpusDir = (): string => dataFolderPath("edgar")

export const flagsTruthAvailable = (): boolean => missingFolders(["flags-truth", "edgar"]) === null

export const loadLabels = (file: string = join(flagsTruthDir(), "labels.jsonl")): Array<LabelRow> =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim().length > 0)
    .map((l) => JSON.parse(l) as LabelRow)

export const FAMILIES = [
  "investigation",
  "material_legal_proceeding",
  "cybersecurity_incident",
  "material_weakness",
  "ineffective_controls",
  "significant_deficiency",
  "restatement",
  "non_reliance",
  "going_concern",
  "covenant_breach",
  "guidance_withdrawal",
  "auditor_change"
] as const
export type Family = (typeof FAMILIES)[number]

/** The sections the labels cover, per form. */
export const LABELLED_SECTIONS: Record<"10-K" | "10-Q", ReadonlyArray<SectionKey>> = {
  "10-K": ["item_1a_risk_factors", "item_1c_cybersecurity", "item_3_legal_proceedings", "item_7_mdna", "item_9a_controls"],
  "10-Q": ["item_2_mdna", "item_4_controls", "item_1_legal_proceedings", "item_1a_risk_factors"]
}

/** Comparable form of a sentence: straight quotes, no bullets, collapsed space, lower case. */
export const normalise = (s: string): string =>
  s
    .normalize("NFKC")
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[•▪●■◦]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase()

/** Whether an evidence sentence and a labelled sentence are the same sentence. */
export const sameSentence = (a: string, b: string): boolean => {
  if (a === b) return true
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  if (short.length < 25) return false
  // (the evidence of a sentence over 1,000 characters is a window of at least 400 around its phrase: one inside the labelled sentence is that sentence)
  return long.includes(short) && (short.length >= 0.5 * long.length || (long.length > 1000 && short.length >= 400))
}

const isHeadingLike = (s: string): boolean => !/[.!?;:]["')\]]*$/.test(s.trim()) && s.split(/\s+/).length <= 14

export interface Hit {
  readonly filing: string
  readonly section: string
  readonly family: Family
  readonly sentence: string
  readonly verdict: Label | "unlabelled" | "heading"
}

export interface FamilyFigures {
  readonly family: Family
  readonly trueRows: number
  readonly found: number
  readonly evidence: number
  readonly correct: number
  readonly recall: number | null
  readonly precision: number | null
  readonly pairsTrue: number
  readonly pairsPredicted: number
  readonly pairsCorrect: number
}

export interface Evaluation {
  readonly families: ReadonlyArray<FamilyFigures>
  readonly overall: { trueRows: number; found: number; evidence: number; correct: number; recall: number; precision: number }
  readonly pairs: { truth: number; predicted: number; correct: number; recall: number; precision: number }
  readonly perFilingFamily: ReadonlyArray<{ filing: string; family: Family; trueRows: number; found: number; evidence: number; correct: number }>
  readonly misses: ReadonlyArray<LabelRow>
  readonly falseHits: ReadonlyArray<Hit>
}

const ratio = (n: number, d: number): number | null => (d === 0 ? null : n / d)

const formOf = (filing: string): "10-K" | "10-Q" => (filing.includes("-10-Q-") ? "10-Q" : "10-K")

export interface DocumentEvidence {
  readonly filing: string
  readonly hits: ReadonlyArray<{ section: string; family: Family; sentence: string }>
}

/** Extracts and detects flags in every labelled document (`path` relative to `baseDir`, by default the EDGAR mirror). */
export const detectAll = (labels: ReadonlyArray<LabelRow>, baseDir: string = corpusDir()): Array<DocumentEvidence> => {
  const docs = new Map<string, string>()
  for (const r of labels) docs.set(r.filing, r.path)
  const out: Array<DocumentEvidence> = []
  for (const [filing, path] of [...docs.entries()].sort()) {
    const form = formOf(filing)
    const bytes = readFileSync(join(baseDir, path))
    const extraction = extractSections(bytes, form as FormType)
    // the registrant's name as the pipeline reads it, from the cover's inline XBRL
    const registrant = registrantNameOf(bytes)
    const hits: Array<{ section: string; family: Family; sentence: string }> = []
    for (const s of extraction.sections) {
      if (!LABELLED_SECTIONS[form].includes(s.section_name as SectionKey)) continue
      if (s.cleaned_text.trim().length === 0) continue
      const result = detectFlags(s.section_name as SectionKey, s.cleaned_text, s.line_starts, registrant)
      for (const e of result.evidence) {
        const family = e.flag.replace(/_flag$/, "") as Family
        hits.push({ section: s.section_name, family, sentence: e.sentence })
      }
    }
    out.push({ filing, hits })
  }
  return out
}

/** Scores detections against the labels (see the module comment for the rules). */
export const evaluate = (labels: ReadonlyArray<LabelRow>, docs: ReadonlyArray<DocumentEvidence>): Evaluation => {
  const key = (...parts: Array<string>) => parts.join("\u0000")
  const rowsBy = new Map<string, Array<LabelRow & { norm: string }>>()
  for (const r of labels) {
    const k = key(r.filing, r.section, r.family)
    const list = rowsBy.get(k) ?? []
    list.push({ ...r, norm: normalise(r.sentence) })
    rowsBy.set(k, list)
  }
  const foundKeys = new Set<string>()
  const hitsOut: Array<Hit> = []
  for (const doc of docs) {
    const seen = new Set<string>()
    for (const h of doc.hits) {
      const norm = normalise(h.sentence)
      const k = key(doc.filing, h.section, h.family)
      if (seen.has(key(k, norm))) continue
      seen.add(key(k, norm))
      const matched = (rowsBy.get(k) ?? []).filter((r) => sameSentence(norm, r.norm))
      for (const r of matched) if (r.label === "true") foundKeys.add(key(r.filing, r.section, r.family, r.sentence))
      const trueMatch = matched.find((r) => r.label === "true")
      const verdict: Hit["verdict"] =
        trueMatch !== undefined ? "true" : matched.length > 0 ? matched[0]!.label : isHeadingLike(h.sentence) ? "heading" : "unlabelled"
      hitsOut.push({ filing: doc.filing, section: h.section, family: h.family, sentence: h.sentence, verdict })
    }
  }
  const isFound = (r: LabelRow) => foundKeys.has(key(r.filing, r.section, r.family, r.sentence))
  const counted = hitsOut.filter((h) => h.verdict !== "heading")

  const families: Array<FamilyFigures> = FAMILIES.map((family) => {
    const trueRows = labels.filter((r) => r.family === family && r.label === "true")
    const found = trueRows.filter(isFound).length
    const ev = counted.filter((h) => h.family === family)
    const correct = ev.filter((h) => h.verdict === "true").length
    const truthPairs = new Set(trueRows.map((r) => r.filing))
    const predictedPairs = new Set(ev.map((h) => h.filing))
    const pairsCorrect = [...predictedPairs].filter((f) => truthPairs.has(f)).length
    return {
      family,
      trueRows: trueRows.length,
      found,
      evidence: ev.length,
      correct,
      recall: ratio(found, trueRows.length),
      precision: ratio(correct, ev.length),
      pairsTrue: truthPairs.size,
      pairsPredicted: predictedPairs.size,
      pairsCorrect
    }
  })
  const sum = (f: (x: FamilyFigures) => number) => families.reduce((a, x) => a + f(x), 0)
  const trueRows = sum((f) => f.trueRows)
  const found = sum((f) => f.found)
  const evidence = sum((f) => f.evidence)
  const correct = sum((f) => f.correct)
  const pt = sum((f) => f.pairsTrue)
  const pp = sum((f) => f.pairsPredicted)
  const pc = sum((f) => f.pairsCorrect)

  const filings = [...new Set(labels.map((r) => r.filing))].sort()
  const perFilingFamily = filings.flatMap((filing) =>
    FAMILIES.map((family) => {
      const rows = labels.filter((r) => r.filing === filing && r.family === family && r.label === "true")
      const ev = counted.filter((h) => h.filing === filing && h.family === family)
      return {
        filing,
        family,
        trueRows: rows.length,
        found: rows.filter(isFound).length,
        evidence: ev.length,
        correct: ev.filter((h) => h.verdict === "true").length
      }
    }).filter((x) => x.trueRows > 0 || x.evidence > 0)
  )
  return {
    families,
    overall: { trueRows, found, evidence, correct, recall: found / Math.max(1, trueRows), precision: evidence === 0 ? 1 : correct / evidence },
    pairs: { truth: pt, predicted: pp, correct: pc, recall: pc / Math.max(1, pt), precision: pp === 0 ? 1 : pc / pp },
    perFilingFamily,
    misses: labels.filter((r) => r.label === "true" && !isFound(r)),
    falseHits: counted.filter((h) => h.verdict !== "true")
  }
}

