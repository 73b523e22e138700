/**
 * Held-out flag labels over passages of filings that are in neither corpus
 * (bench/flags-heldout/fresh8/: one JSON file per filing, `{filing, company, source, sections}`
 * with each section's passage text, paragraphs and sub-headings one per line). A row's `path`
 * names the passage file relative to bench/flags-heldout. Each passage is read as the section
 * it is filed under, exactly as the pipeline reads an extracted section: `detectFlags(section,
 * text, lineStarts, registrant)` with a line start at every line and the passage file's company as the registrant (as the
 * pipeline reads the cover's name).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { basename, dirname, join } from "node:path"
import type { SectionKey } from "../../src/domain/forms.js"
import type { FlagName } from "../../src/domain/names.js"
import { detectFlags } from "../../src/metrics/index.js"
import type { DocumentEvidence, Family, LabelRow } from "./flags-truth.js"

export interface PassageFile {
  readonly filing: string
  readonly company: string
  readonly source: string
  readonly note?: string
  readonly sections: Readonly<Record<string, string>>
}

export interface PassageSection {
  readonly section: SectionKey
  readonly text: string
  readonly lineStarts: ReadonlyArray<number>
}

export const lineStartsOf = (text: string): Array<number> => {
  const out = [0]
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) out.push(i + 1)
  return out
}

/** The evidence sentences of one flag in a text read as the pipeline reads a section: each line of `text` a visible line (paragraph). */
export const flagSentencesByLine = (section: SectionKey, text: string, flag: FlagName): Array<string> =>
  detectFlags(section, text, lineStartsOf(text)).evidence.filter((e) => e.flag === flag).map((e) => e.sentence)

/** The company a passage file is of: the registrant's name the detector reads. */
export const passageCompany = (file: string): string | null => (JSON.parse(readFileSync(file, "utf8")) as PassageFile).company ?? null

/** A passage file's sections, each with the line starts the detector reads. */
export const passageSections = (file: string): Array<PassageSection> => {
  const p = JSON.parse(readFileSync(file, "utf8")) as PassageFile
  return Object.entries(p.sections).map(([section, text]) => ({ section: section as SectionKey, text, lineStarts: lineStartsOf(text) }))
}

/**
 * Sets labelled and kept sealed for one later measurement (`sealed.txt` in the label folder, a set's name per line,
 * `#` comments): left out of every run over all the sets until then.
 */
export const sealedSets = (labelDir: string): ReadonlySet<string> =>
  new Set(
    existsSync(join(labelDir, "sealed.txt"))
      ? readFileSync(join(labelDir, "sealed.txt"), "utf8").split("\n").map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("#"))
      : []
  )

/** Whether a label set is a passage set (its rows name passage files, not corpus documents). */
export const isPassageSet = (labels: ReadonlyArray<LabelRow>): boolean => labels.length > 0 && labels.every((r) => r.path.endsWith(".json"))

/**
 * Detects flags in every passage file of the folders the labels name (`path` relative to
 * `baseDir`), so that a passage with no labelled row still counts its evidence against precision.
 */
export const detectPassages = (labels: ReadonlyArray<LabelRow>, baseDir: string): Array<DocumentEvidence> => {
  const docs = new Map<string, string>()
  for (const dir of new Set(labels.map((r) => dirname(r.path))))
    for (const f of readdirSync(join(baseDir, dir)).filter((x) => x.endsWith(".json"))) docs.set(basename(f, ".json"), join(dir, f))
  for (const r of labels) docs.set(r.filing, r.path)
  return [...docs.entries()].sort().map(([filing, path]) => {
    const hits: Array<{ section: string; family: Family; sentence: string }> = []
    const company = passageCompany(join(baseDir, path))
    for (const s of passageSections(join(baseDir, path))) {
      if (s.text.trim().length === 0) continue
      const result = detectFlags(s.section, s.text, s.lineStarts, company)
      for (const e of result.evidence) hits.push({ section: s.section, family: e.flag.replace(/_flag$/, "") as Family, sentence: e.sentence })
    }
    return { filing, hits }
  })
}
