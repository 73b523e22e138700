/**
 * Extraction at scale: the section extractor over every 10-K and 10-Q of both corpora
 * (the EDGAR-layout mirror and the manifest corpus), with every anomaly classified.
 *
 * Run: npm run extract:scale   (writes bench/extract-scale.md)
 * Env: RISK_CORPUS_DIR (mirror), RISK_MANIFEST_CORPUS_DIR (manifest corpus).
 *
 * Anomalies: an expected section (EXPECTED_SECTIONS) that is missing, a section with
 * status by_reference or not_applicable, a body section shorter than SHORT_SECTION_WORDS
 * (or a required one shorter than MIN_REQUIRED_WORDS), a section with the
 * extraction_suspect warning, and a section placed at the top of a page by the
 * cross-reference index (no heading with its title), and a pointer to a note of the filing
 * that the extractor did not follow (src/extract/notes.ts). Each is classified by a note in
 * bench/extract-scale-notes.ts, written by reading the document; an anomaly without a
 * note is listed as "unclassified". Notes read through an item's pointer
 * (`legal_proceedings_note`) are listed with their heading, length and end.
 */
import { readFileSync, writeFileSync } from "node:fs"
import os from "node:os"
import { EXPECTED_SECTIONS, isNoteSection, REQUIRED_SECTIONS, SECTION_KEYS } from "../src/domain/forms.js"
import { PARSER_VERSION } from "../src/domain/versions.js"
import { type Extraction, extractSections, MIN_REQUIRED_WORDS, SHORT_SECTION_WORDS } from "../src/extract/index.js"
import { allDocuments, type ScaleDocument } from "../test/extract/scale-corpus.js"
import { CLASS_LABELS, FIXED, NOTES, type AnomalyClass } from "./extract-scale-notes.js"

type Kind = "missing_required" | "omitted" | "by_reference" | "not_applicable" | "short" | "suspect" | "page_start" | "note_not_followed"

interface Anomaly {
  readonly doc: string
  readonly key: string
  readonly kind: Kind
  readonly detail: string
  readonly cls: AnomalyClass | "unclassified"
  readonly note: string
}

const clip = (s: string, n = 160): string => (s.length <= n ? s : `${s.slice(0, n)}…`)
const esc = (s: string): string => s.replace(/\|/g, "\\|")
const ACCOUNTING_SHORT: Readonly<Record<string, string>> = { going_concern_note: "gc", basis_of_presentation_note: "basis", restatement_note: "restat", debt_note: "debt" }
const short = (k: string): string => ACCOUNTING_SHORT[k] ?? (isNoteSection(k) ? "note" : k.replace(/^item_/, "").replace(/_.*$/, ""))

const docs = allDocuments()
const results: Array<{ doc: ScaleDocument; ex: Extraction; ms: number }> = []
const started = performance.now()
for (const doc of docs) {
  const bytes = readFileSync(doc.path)
  const t0 = performance.now()
  const ex = extractSections(bytes, doc.form)
  results.push({ doc, ex, ms: performance.now() - t0 })
  process.stderr.write(`${doc.name}: ${ex.sections.length} sections ${ex.extraction_warnings.join(",")}\n`)
}
const totalMs = performance.now() - started

const anomalies: Array<Anomaly> = []
const add = (doc: string, key: string, kind: Kind, detail: string): void => {
  const n = NOTES[`${doc} ${key} ${kind}`] ?? NOTES[`${doc} ${key}`]
  anomalies.push({ doc, key, kind, detail, cls: n?.cls ?? "unclassified", note: n?.note ?? "" })
}
const statusCounts = new Map<string, number>()
let sectionCount = 0
for (const { doc, ex } of results) {
  const present = new Map(ex.sections.map((s) => [s.section_name, s]))
  for (const key of EXPECTED_SECTIONS[doc.form]) {
    if (present.has(key)) continue
    add(doc.name, key, REQUIRED_SECTIONS[doc.form].includes(key) ? "missing_required" : "omitted", `filing warnings: ${ex.extraction_warnings.join(", ") || "none"}`)
  }
  for (const s of ex.sections) {
    sectionCount++
    statusCounts.set(s.status, (statusCounts.get(s.status) ?? 0) + 1)
    const p = s.note_pointer
    const followed = p === undefined || isNoteSection(s.section_name) ? "" : p.section !== null ? ` → followed to ${p.section} (Note ${p.note})` : ` → not followed: ${p.reason}`
    const text = `${s.word_count} words: “${clip(s.cleaned_text)}”${followed}`
    const required = (REQUIRED_SECTIONS[doc.form] as ReadonlyArray<string>).includes(s.section_name)
    if (p !== undefined && p.section === null && !isNoteSection(s.section_name)) add(doc.name, s.section_name, "note_not_followed", `Note ${p.note ?? "?"}: ${p.reason}`)
    if (s.status === "by_reference") add(doc.name, s.section_name, "by_reference", text)
    else if (s.status === "not_applicable") add(doc.name, s.section_name, "not_applicable", text)
    else if (s.word_count < SHORT_SECTION_WORDS || (required && s.word_count < MIN_REQUIRED_WORDS)) add(doc.name, s.section_name, "short", text)
    else if (s.warnings.includes("extraction_suspect")) add(doc.name, s.section_name, "suspect", `${s.word_count} words, warnings ${s.warnings.join(", ")}`)
    else if (s.extraction_method === "cross_reference_index" && s.warnings.includes("untitled_heading"))
      add(doc.name, s.section_name, "page_start", `${s.word_count} words from the top of the indexed page: “${clip(s.cleaned_text, 100)}”`)
  }
}

// Report.
const count = <T>(xs: ReadonlyArray<T>, f: (x: T) => string): Map<string, number> => {
  const m = new Map<string, number>()
  for (const x of xs) m.set(f(x), (m.get(f(x)) ?? 0) + 1)
  return m
}
const byCorpusForm = count(results, (r) => `${r.doc.corpus} ${r.doc.form}`)
const byClass = count(anomalies, (a) => a.cls)
const byKind = count(anomalies, (a) => a.kind)
const pointers = results.flatMap((r) =>
  r.ex.sections.flatMap((s) => (s.note_pointer === undefined || isNoteSection(s.section_name) ? [] : [{ doc: r.doc, ex: r.ex, item: s, p: s.note_pointer }]))
)
const followedNotes = pointers.filter((x) => x.p.section !== null)
const tenK = results.filter((r) => r.doc.form === "10-K")
const tenQ = results.filter((r) => r.doc.form === "10-Q")
const covered = (r: (typeof results)[number]): boolean =>
  EXPECTED_SECTIONS[r.doc.form].every((k) => r.ex.sections.some((s) => s.section_name === k)) ||
  r.ex.extraction_warnings.includes("missing_required_section") ||
  r.ex.extraction_warnings.includes("omitted_section")

const lines: Array<string> = []
const cpus = os.cpus()
lines.push(
  "# Extraction at scale",
  "",
  `- date: ${new Date().toISOString()}; parser: ${PARSER_VERSION}`,
  `- machine: ${cpus[0]?.model ?? "unknown CPU"}, ${cpus.length} cores; load average ${os.loadavg().map((x) => x.toFixed(2)).join(" ")}; node ${process.version}`,
  "- command: `npm run extract:scale`",
  "",
  "## Headline",
  "",
  `- documents: ${results.length} (${[...byCorpusForm.entries()].map(([k, v]) => `${k}: ${v}`).join(", ")}); extraction of all took ${(totalMs / 1000).toFixed(1)} s`,
  `- sections: ${sectionCount} (${[...statusCounts.entries()].map(([k, v]) => `${k} ${v}`).join(", ")})`,
  `- every 10-K has Items 1A, 7 and 9A or a filing warning: ${tenK.filter(covered).length}/${tenK.length}; every 10-Q has Part I Item 2 and Part II Items 1 and 1A or a filing warning: ${tenQ.filter(covered).length}/${tenQ.length}`,
  `- 10-Ks with missing_required_section: ${tenK.filter((r) => r.ex.extraction_warnings.includes("missing_required_section")).length}; 10-Qs with missing_required_section: ${tenQ.filter((r) => r.ex.extraction_warnings.includes("missing_required_section")).length}; documents with omitted_section: ${results.filter((r) => r.ex.extraction_warnings.includes("omitted_section")).length}`,
  `- items that point to a note: ${pointers.length}; notes followed: ${followedNotes.length} (${followedNotes.reduce((n, x) => n + (x.ex.sections.find((s) => s.section_name === x.p.section)?.word_count ?? 0), 0)} words); not followed: ${pointers.length - followedNotes.length}`,
  `- accounting notes found by their headings (src/extract/notes.ts findAccountingNotes): ${Object.keys(ACCOUNTING_SHORT).map((k) => `${k} ${results.filter((r) => r.ex.sections.some((s) => s.section_name === k)).length}`).join(", ")}`,
  `- anomalies: ${anomalies.length} — by kind: ${[...byKind.entries()].map(([k, v]) => `${k} ${v}`).join(", ")}`,
  `- anomalies by class: ${[...byClass.entries()].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(", ")}`,
  ""
)
lines.push("## Classes", "", "| class | meaning | anomalies |", "|---|---|---:|")
for (const [cls, label] of Object.entries(CLASS_LABELS)) lines.push(`| ${cls} | ${label} | ${byClass.get(cls) ?? 0} |`)
if ((byClass.get("unclassified") ?? 0) > 0) lines.push(`| unclassified | no note yet: read the document and add one | ${byClass.get("unclassified") ?? 0} |`)
lines.push("")

const cell = (ex: Extraction, key: string): string => {
  const s = ex.sections.find((x) => x.section_name === key)
  if (s === undefined) return "—"
  const st = s.status === "body" ? "" : s.status === "by_reference" ? "ref " : "n/a "
  const via = s.extraction_method === "cross_reference_index" ? "ˣ" : ""
  return `${st}${s.word_count}${via}`
}
for (const form of ["10-K", "10-Q"] as const) {
  const keys = SECTION_KEYS[form]
  lines.push(
    `## ${form}: document × section (status, words)`,
    "",
    "Cells: words of the section; `ref` by_reference, `n/a` not_applicable, `—` not found, `ˣ` read through the cross-reference index.",
    "",
    `| document | corpus | ${keys.map(short).join(" | ")} | warnings |`,
    `|---|---|${keys.map(() => "---:").join("|")}|---|`
  )
  for (const r of results.filter((x) => x.doc.form === form)) {
    lines.push(`| ${r.doc.name} | ${r.doc.corpus} | ${keys.map((k) => cell(r.ex, k)).join(" | ")} | ${r.ex.extraction_warnings.join(", ")} |`)
  }
  lines.push("")
}
lines.push(
  `## Notes read through a pointer (${followedNotes.length} of ${pointers.length})`,
  "",
  "An item `by_reference` to a note of the same filing: the note, from its heading to the next note's, is the section `legal_proceedings_note` (src/extract/notes.ts); the pointer, the heading and how the note ends are its `note_pointer`.",
  "",
  "| document | item | note | words | heading | starts | reading |",
  "|---|---|---|---:|---|---|---|"
)
for (const x of pointers) {
  const note = x.p.section === null ? undefined : x.ex.sections.find((s) => s.section_name === x.p.section)
  lines.push(
    `| ${x.doc.name} | ${short(x.item.section_name)} | ${x.p.note ?? "—"} | ${note?.word_count ?? "—"} | ${esc(x.p.heading ?? "—")} | ${note === undefined ? "—" : esc(`“${clip(note.cleaned_text, 60)}”`)} | ${esc(x.p.reason)} |`
  )
}
lines.push("")
lines.push("## Fixed in this version", "", ...FIXED.map((f) => `- ${f}`), "")
lines.push(`## Anomalies (${anomalies.length})`, "", "| document | section | kind | what the extractor gives | class | reading |", "|---|---|---|---|---|---|")
for (const a of anomalies) lines.push(`| ${a.doc} | ${short(a.key)} | ${a.kind} | ${esc(a.detail)} | ${a.cls} | ${esc(a.note)} |`)
lines.push("")
const report = lines.join("\n")
writeFileSync(new URL("./extract-scale.md", import.meta.url), report)
process.stdout.write(`${lines.slice(0, 17).join("\n")}\n`)
const unclassified = anomalies.filter((a) => a.cls === "unclassified")
if (unclassified.length > 0) process.stdout.write(`unclassified:\n${unclassified.map((a) => `${a.doc} ${a.key} ${a.kind}: ${a.detail}`).join("\n")}\n`)
