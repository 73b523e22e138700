/**
 * Every flag and every piece of evidence, per section, of every document of both corpora (the EDGAR mirror's
 * primary documents and complete-submission files, its 553 raw 8-Ks, the manifest corpus, and the fresh8 passages),
 * as one JSON file:
 * the identity check of a change to the red-flag rules (two dumps must be byte-identical).
 *
 * Run: npx vite-node bench/flags-dump.ts -- /tmp/flags-before.json
 * Env: RISK_CORPUS_DIR (EDGAR mirror), RISK_MANIFEST_CORPUS_DIR (manifest corpus, default ../shared/corpus).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { unzipSync } from "fflate"
import type { FormType, SectionKey } from "../src/domain/forms.js"
import { registrantNameOf } from "../src/extract/cover.js"
import { extractSections } from "../src/extract/index.js"
import { detectFlagsWithSentences } from "../src/metrics/flags.js"
import { splitSentences } from "../src/metrics/text.js"
import { passageCompany, passageSections } from "../test/metrics/flags-passages.js"

const root = fileURLToPath(new URL("..", import.meta.url))
const edgarDir = resolve(root, process.env.RISK_CORPUS_DIR ?? "../shared/edgar")
const truthDir = resolve(edgarDir, "..", "edgar-truth")
const manifestDir = resolve(root, process.env.RISK_MANIFEST_CORPUS_DIR ?? "../shared/corpus")
const out = process.argv.slice(2).find((a) => a !== "--") ?? "/tmp/flags-dump.json"

interface Doc {
  readonly label: string
  readonly form: FormType
  readonly bytes: Uint8Array
}
const docs: Array<Doc> = []
const truthForm = new Map<string, FormType>()
if (existsSync(truthDir)) {
  for (const f of readdirSync(truthDir).filter((x) => x.endsWith(".json"))) {
    const t = JSON.parse(readFileSync(join(truthDir, f), "utf8")) as { path: string; form: FormType }
    truthForm.set(t.path, t.form)
  }
}
const walk = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n)
    return statSync(p).isDirectory() ? walk(p) : [p]
  })
const archives = join(edgarDir, "Archives")
if (existsSync(archives)) {
  for (const p of walk(archives).sort()) {
    const rel = relative(edgarDir, p)
    if (!/\.(?:html?|txt)$/.test(p) || /index/.test(p)) continue
    const form = truthForm.get(rel) ?? (/0000912057-00-023442/.test(p) ? "10-Q" : "8-K")
    docs.push({ label: rel, form, bytes: readFileSync(p) })
  }
}
const raw8k = join(edgarDir, "expected/edgar-crawler-8-K/raw-8-K.zip")
if (existsSync(raw8k)) {
  const files = unzipSync(readFileSync(raw8k))
  for (const name of Object.keys(files).sort()) {
    if (!/\.(?:html?|txt)$/.test(name)) continue
    docs.push({ label: `raw-8-K.zip:${name}`, form: "8-K", bytes: files[name]! })
  }
}
if (existsSync(join(manifestDir, "manifest.json"))) {
  const manifest = JSON.parse(readFileSync(join(manifestDir, "manifest.json"), "utf8")) as Array<{ path: string; form: FormType }>
  for (const m of manifest) docs.push({ label: `corpus:${m.path}`, form: m.form, bytes: readFileSync(join(manifestDir, m.path)) })
}

const passageDir = fileURLToPath(new URL("./flags-heldout/fresh8/", import.meta.url))
const passages = existsSync(passageDir) ? readdirSync(passageDir).filter((f) => f.endsWith(".json")).sort() : []

const result: Record<string, unknown> = {}
const started = performance.now()
for (const d of docs) {
  let extraction
  try {
    extraction = extractSections(d.bytes, d.form)
  } catch (e) {
    result[d.label] = { error: String(e) }
    continue
  }
  const sections: Record<string, unknown> = {}
  // the registrant's name as the pipeline reads it, from the cover's inline XBRL
  const registrant = registrantNameOf(d.bytes)
  for (const s of extraction.sections) {
    if (s.status !== "body") continue
    const r = detectFlagsWithSentences(s.section_name as SectionKey, s.cleaned_text, splitSentences(s.cleaned_text), s.line_starts, registrant)
    const raised = Object.entries(r.flags).filter(([, v]) => v).map(([k]) => k)
    if (raised.length === 0 && r.evidence.length === 0) continue
    sections[s.section_name] = { flags: raised, evidence: r.evidence.map((e) => [e.flag, e.start, e.end, e.phrase, e.sentence]) }
  }
  result[d.label] = { form: d.form, sections }
}
for (const f of passages) {
  const sections: Record<string, unknown> = {}
  const company = passageCompany(join(passageDir, f))
  for (const s of passageSections(join(passageDir, f))) {
    const r = detectFlagsWithSentences(s.section, s.text, null, s.lineStarts, company)
    const raised = Object.entries(r.flags).filter(([, v]) => v).map(([k]) => k)
    if (raised.length === 0 && r.evidence.length === 0) continue
    sections[s.section] = { flags: raised, evidence: r.evidence.map((e) => [e.flag, e.start, e.end, e.phrase, e.sentence]) }
  }
  result[`fresh8:${f}`] = { form: "passages", sections }
}
writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`)
process.stderr.write(`${docs.length} documents, ${((performance.now() - started) / 1000).toFixed(1)} s -> ${out}\n`)
