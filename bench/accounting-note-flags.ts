/**
 * Flags read in the accounting notes found by their headings (`going_concern_note`,
 * `basis_of_presentation_note`, `restatement_note`, `debt_note`; src/extract/notes.ts
 * `findAccountingNotes`), over every 10-K and 10-Q of both corpora: how many notes of each kind
 * were found, every evidence sentence they give, and the (filing, flag) pairs that only a note
 * raises (no other section raises the flag). The labelled sets label the items' sections only,
 * so the pairs are measured by reading them (bench/accounting-note-flags-reading.ts).
 *
 * Run: npm run eval:flags:accounting-notes   (writes bench/accounting-note-flags.md)
 * Env: RISK_CORPUS_DIR (EDGAR mirror), RISK_MANIFEST_CORPUS_DIR (manifest corpus).
 */
import { readFileSync, writeFileSync } from "node:fs"
import { ACCOUNTING_NOTE_KEYS, type SectionKey } from "../src/domain/forms.js"
import { FLAG_NAMES, type FlagName } from "../src/domain/names.js"
import { registrantNameOf } from "../src/extract/cover.js"
import { extractSections } from "../src/extract/index.js"
import { detectFlags } from "../src/metrics/index.js"
import { allDocuments } from "../test/extract/scale-corpus.js"
import { PAIR_READINGS } from "./accounting-note-flags-reading.js"

const clip = (s: string, n = 500): string => (s.length <= n ? s : `${s.slice(0, n)}…`)
const esc = (s: string): string => s.replace(/\|/g, "\\|")
const isAccountingNote = (k: string): boolean => (ACCOUNTING_NOTE_KEYS as ReadonlyArray<string>).includes(k)

const docs = allDocuments()
const found = new Map<string, number>()
const evidence: Array<{ doc: string; section: string; flag: FlagName; sentence: string }> = []
const noteOnly: Array<{ doc: string; flag: FlagName; sentences: ReadonlyArray<string> }> = []
const started = performance.now()
for (const doc of docs) {
  const bytes = readFileSync(doc.path)
  const ex = extractSections(bytes, doc.form)
  // the registrant's name as the pipeline reads it, from the cover's inline XBRL
  const registrant = registrantNameOf(bytes)
  const raised = new Map<FlagName, { other: boolean; note: Array<string> }>()
  for (const s of ex.sections) {
    if (s.status !== "body") continue
    const note = isAccountingNote(s.section_name)
    if (note) found.set(s.section_name, (found.get(s.section_name) ?? 0) + 1)
    const result = detectFlags(s.section_name as SectionKey, s.cleaned_text, s.line_starts, registrant)
    for (const flag of FLAG_NAMES) {
      if (!result.flags[flag]) continue
      const r = raised.get(flag) ?? { other: false, note: [] }
      if (note) r.note.push(...result.evidence.filter((e) => e.flag === flag).map((e) => `${s.section_name}: ${e.sentence}`))
      else r.other = true
      raised.set(flag, r)
    }
    if (note) for (const e of result.evidence) evidence.push({ doc: doc.name, section: s.section_name, flag: e.flag, sentence: e.sentence })
  }
  for (const [flag, r] of raised) if (!r.other && r.note.length > 0) noteOnly.push({ doc: doc.name, flag, sentences: r.note })
}
const ms = performance.now() - started
const reading = (doc: string, flag: string) => PAIR_READINGS.find((p) => p.doc === doc && p.flag === flag)
const readPairs = noteOnly.filter((x) => reading(x.doc, x.flag) !== undefined)
const truePairs = readPairs.filter((x) => reading(x.doc, x.flag)?.true === true)

const lines = [
  "# Flags in the accounting notes found by their headings",
  "",
  `Command: \`npm run eval:flags:accounting-notes\`. ${docs.length} documents of the EDGAR mirror and the manifest corpus; extraction and detection took ${(ms / 1000).toFixed(1)} s.`,
  "",
  `- notes found: ${ACCOUNTING_NOTE_KEYS.map((k) => `${k} ${found.get(k) ?? 0}`).join(", ")}`,
  `- evidence sentences in the notes: ${evidence.length}`,
  `- (filing, flag) pairs that only a note raises: ${noteOnly.length}; read: ${readPairs.length}, true by the flags-truth guide: ${truePairs.length} (precision ${readPairs.length === 0 ? "—" : (truePairs.length / readPairs.length).toFixed(2)})`,
  "",
  "## Pairs only a note raises",
  "",
  "| document | flag | evidence (section: sentence) | true? | reading |",
  "|---|---|---|---|---|",
  ...noteOnly.map((x) => {
    const r = reading(x.doc, x.flag)
    return `| ${x.doc} | ${x.flag} | ${esc(x.sentences.map((s) => clip(s, 300)).join(" ⁂ "))} | ${r === undefined ? "—" : r.true ? "yes" : "no"} | ${esc(r?.why ?? "")} |`
  }),
  "",
  `## Every evidence sentence in the notes (${evidence.length})`,
  "",
  ...evidence.map((e) => `- ${e.doc} · ${e.section} · ${e.flag}: “${esc(clip(e.sentence))}”`),
  ""
]
writeFileSync(new URL("./accounting-note-flags.md", import.meta.url), lines.join("\n"))
process.stdout.write(`${lines.slice(0, 8).join("\n")}\n`)
