/**
 * Sentence examples for the event-flag model experiment (bench/flag-model/README.md).
 *
 * For every labelled document of the four label sets — dev (flags-truth, documents from the
 * EDGAR mirror) and our held-out tune / holdout / fresh sets (manifest corpus) — the labelled
 * sections are extracted with our extractor and split into sentences exactly as the detector
 * does (`sentencesAndBlocks` over `splitSentences`). Every non-heading sentence is one example
 * for each event family: positive when a `true` row of that family and section is the same
 * sentence (the evaluators' `sameSentence` on normalised text), negative otherwise (labelled
 * non-true rows and unlabelled sentences alike). The rule detector's own verdict for the
 * sentence and family (`detectEvents`, the event part of `detectFlags`) is kept with it.
 *
 * Env: RISK_CORPUS_DIR (EDGAR mirror), RISK_FLAGS_TRUTH_DIR (dev labels),
 * RISK_MANIFEST_CORPUS_DIR (manifest corpus).
 */
import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import type { FormType, SectionKey } from "../../src/domain/forms.js"
import { extractSections } from "../../src/extract/index.js"
import { detectEvents, EVENT_FAMILIES, type EventFamily, sentencesAndBlocks } from "../../src/metrics/events.js"
import { splitSentences } from "../../src/metrics/text.js"
import { flagsTruthDir, LABELLED_SECTIONS, type LabelRow, loadLabels, normalise, sameSentence } from "../../test/metrics/flags-truth.js"

export type SetName = "dev" | "tune" | "holdout" | "fresh"
export const SETS: ReadonlyArray<SetName> = ["dev", "tune", "holdout", "fresh"]

const root = fileURLToPath(new URL("../..", import.meta.url))
const edgarDir = (): string => resolve(root, process.env.RISK_CORPUS_DIR ?? "../shared/edgar")
const manifestDir = (): string => resolve(root, process.env.RISK_MANIFEST_CORPUS_DIR ?? "../shared/corpus")

export const labelFile = (set: SetName): string =>
  set === "dev" ? join(flagsTruthDir(), "labels.jsonl") : fileURLToPath(new URL(`../flags-heldout/${set}.jsonl`, import.meta.url))

export interface DocSentence {
  /** The sentence as the detector cites it (section text slice). */
  readonly text: string
  readonly block: number
  readonly group: number
  /** Rule detector: evidence of each event family. */
  readonly rules: Record<EventFamily, boolean>
  /** Labels: a `true` row of each family is this sentence. */
  readonly truth: Record<EventFamily, boolean>
}

export interface DocSection {
  readonly section: SectionKey
  readonly sentences: ReadonlyArray<DocSentence>
}

export interface Doc {
  readonly set: SetName
  readonly filing: string
  /** Ticker: the filing name's prefix. */
  readonly company: string
  readonly sections: ReadonlyArray<DocSection>
}

export interface Dataset {
  readonly docs: ReadonlyArray<Doc>
  readonly labels: Record<SetName, ReadonlyArray<LabelRow>>
}

export const EVENT_LABEL_FAMILIES: ReadonlySet<string> = new Set(EVENT_FAMILIES)

const formOf = (filing: string): "10-K" | "10-Q" => (filing.includes("-10-Q-") ? "10-Q" : "10-K")

const none = (): Record<EventFamily, boolean> => ({ investigation: false, material_legal_proceeding: false, cybersecurity_incident: false })

/** Extracts, splits and labels one document. */
export const buildDoc = (set: SetName, filing: string, path: string, baseDir: string, rows: ReadonlyArray<LabelRow>): Doc => {
  const form = formOf(filing)
  const extraction = extractSections(readFileSync(join(baseDir, path)), form as FormType)
  const trueRows = rows.filter((r) => r.label === "true" && EVENT_LABEL_FAMILIES.has(r.family)).map((r) => ({ ...r, norm: normalise(r.sentence) }))
  const sections: Array<DocSection> = []
  for (const s of extraction.sections) {
    const section = s.section_name as SectionKey
    if (!LABELLED_SECTIONS[form].includes(section)) continue
    const text = s.cleaned_text
    if (text.trim().length === 0) continue
    const raw = splitSentences(text)
    const spans = sentencesAndBlocks(section, text, raw, s.line_starts)
    const hits = detectEvents(section, text, raw, s.line_starts)
    const ruleKey = new Set(hits.map((h) => `${h.family}:${h.sentence.start}`))
    const sentences: Array<DocSentence> = []
    for (const x of spans) {
      if (x.heading) continue
      const sentence = text.slice(x.start, x.end)
      const norm = normalise(sentence)
      const rules = none()
      const truth = none()
      for (const f of EVENT_FAMILIES) {
        rules[f] = ruleKey.has(`${f}:${x.start}`)
        truth[f] = trueRows.some((r) => r.family === f && r.section === section && sameSentence(norm, r.norm))
      }
      sentences.push({ text: sentence, block: x.block, group: x.group, rules, truth })
    }
    sections.push({ section, sentences })
  }
  return { set, filing, company: filing.split("-")[0]!, sections }
}

/** Every labelled document of the four sets (a few seconds per document). */
export const buildDataset = (log: (s: string) => void = () => {}): Dataset => {
  const labels = {} as Record<SetName, ReadonlyArray<LabelRow>>
  const docs: Array<Doc> = []
  for (const set of SETS) {
    const rows = loadLabels(labelFile(set))
    labels[set] = rows
    const baseDir = set === "dev" ? edgarDir() : manifestDir()
    const paths = new Map<string, string>()
    for (const r of rows) paths.set(r.filing, r.path)
    for (const [filing, path] of [...paths.entries()].sort()) {
      log(`${set} ${filing}`)
      docs.push(buildDoc(set, filing, path, baseDir, rows.filter((r) => r.filing === filing)))
    }
  }
  return { docs, labels }
}
