/**
 * Flags read in the notes that legal-proceedings items point to (`legal_proceedings_note`,
 * src/extract/notes.ts), over every 10-K and 10-Q of both corpora: every evidence sentence
 * the note gives, and the (filing, flag) pairs that only the note raises (no item section
 * raises the flag). The labelled sets (flags-truth, bench/flags-heldout) label the items'
 * sections only, so these sentences are measured here by reading them
 * (bench/note-flags-reading.ts holds the readings).
 *
 * Run: npm run eval:flags:notes   (writes bench/note-flags.md)
 * Env: RISK_CORPUS_DIR (EDGAR mirror), RISK_MANIFEST_CORPUS_DIR (manifest corpus).
 */
import { readFileSync, writeFileSync } from "node:fs"
import { ACCOUNTING_NOTE_KEYS, isNoteSection, type SectionKey } from "../src/domain/forms.js"
import { FLAG_NAMES, type FlagName } from "../src/domain/names.js"
import { registrantNameOf } from "../src/extract/cover.js"
import { extractSections } from "../src/extract/index.js"
import { detectFlags } from "../src/metrics/index.js"
import { allDocuments } from "../test/extract/scale-corpus.js"
import { PAIR_READINGS, READINGS } from "./note-flags-reading.js"

interface Evidence {
  readonly doc: string
  readonly flag: FlagName
  readonly sentence: string
}

const clip = (s: string, n = 400): string => (s.length <= n ? s : `${s.slice(0, n)}…`)
const esc = (s: string): string => s.replace(/\|/g, "\\|")

const docs = allDocuments()
const evidence: Array<Evidence> = []
const noteOnly: Array<{ doc: string; flag: FlagName; sentences: number }> = []
let notes = 0
let noteWords = 0
const started = performance.now()
for (const doc of docs) {
  const bytes = readFileSync(doc.path)
  const ex = extractSections(bytes, doc.form)
  // the registrant's name as the pipeline reads it, from the cover's inline XBRL
  const registrant = registrantNameOf(bytes)
  const raised = new Map<FlagName, { item: boolean; note: number }>()
  for (const s of ex.sections) {
    if (s.status !== "body") continue
    // the accounting notes found by their headings are measured by bench/accounting-note-flags.ts
    if ((ACCOUNTING_NOTE_KEYS as ReadonlyArray<string>).includes(s.section_name)) continue
    const note = isNoteSection(s.section_name)
    if (note) {
      notes++
      noteWords += s.word_count
    }
    const result = detectFlags(s.section_name as SectionKey, s.cleaned_text, s.line_starts, registrant)
    for (const flag of FLAG_NAMES) {
      if (!result.flags[flag]) continue
      const r = raised.get(flag) ?? { item: false, note: 0 }
      if (note) r.note += result.evidence.filter((e) => e.flag === flag).length
      else r.item = true
      raised.set(flag, r)
    }
    if (note) for (const e of result.evidence) evidence.push({ doc: doc.name, flag: e.flag, sentence: e.sentence })
  }
  for (const [flag, r] of raised) if (!r.item && r.note > 0) noteOnly.push({ doc: doc.name, flag, sentences: r.note })
}
const ms = performance.now() - started

const byFlag = new Map<string, number>()
for (const e of evidence) byFlag.set(e.flag, (byFlag.get(e.flag) ?? 0) + 1)
const read = evidence.filter((e) => READINGS.some((r) => r.doc === e.doc && r.flag === e.flag && e.sentence.startsWith(r.starts)))
const verdicts = new Map<string, number>()
for (const r of READINGS) verdicts.set(r.label, (verdicts.get(r.label) ?? 0) + 1)

const lines = [
  "# Flags in the notes that legal-proceedings items point to",
  "",
  `Command: \`npm run eval:flags:notes\`. ${docs.length} documents of the EDGAR mirror and the manifest corpus; ${notes} notes read through an item's pointer (${noteWords} words); extraction and detection took ${(ms / 1000).toFixed(1)} s.`,
  "",
  `- evidence sentences in the notes: ${evidence.length} (${[...byFlag.entries()].sort((a, b) => b[1] - a[1]).map(([f, n]) => `${f} ${n}`).join(", ")})`,
  `- (filing, flag) pairs that only the note raises: ${noteOnly.length}; read: ${noteOnly.filter((x) => PAIR_READINGS.some((p) => p.doc === x.doc && p.flag === x.flag)).length}, of which resting on a true sentence: ${noteOnly.filter((x) => PAIR_READINGS.some((p) => p.doc === x.doc && p.flag === x.flag && p.true)).length}`,
  `- sentences read by the labelling guide of flags-truth (bench/note-flags-reading.ts): ${READINGS.length} (${[...verdicts.entries()].map(([k, v]) => `${k} ${v}`).join(", ")}); ${read.length} of them still cited`,
  "",
  "## Pairs only the note raises",
  "",
  "Each read for a sentence that states the company's own matter (bench/note-flags-reading.ts); a pair not read yet shows “—”.",
  "",
  "| document | flag | sentences in the note | a true sentence? | reading |",
  "|---|---|---:|---|---|",
  ...noteOnly.map((x) => {
    const r = PAIR_READINGS.find((p) => p.doc === x.doc && p.flag === x.flag)
    return `| ${x.doc} | ${x.flag} | ${x.sentences} | ${r === undefined ? "—" : r.true ? "yes" : "no"} | ${esc(r?.why ?? "")} |`
  }),
  "",
  "## Readings",
  "",
  "| document | flag | sentence | reading | why |",
  "|---|---|---|---|---|",
  ...READINGS.map((r) => `| ${r.doc} | ${r.flag} | ${esc(clip(r.sentence, 300))} | ${r.label} | ${esc(r.why)} |`),
  "",
  `## Every evidence sentence in the notes (${evidence.length})`,
  "",
  ...evidence.map((e) => `- ${e.doc} · ${e.flag}: “${clip(e.sentence)}”`),
  ""
]
writeFileSync(new URL("./note-flags.md", import.meta.url), lines.join("\n"))
process.stdout.write(`${lines.slice(0, 8).join("\n")}\n`)
