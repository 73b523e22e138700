/**
 * Every 12 flags over every 10-K and 10-Q of both corpora: how many filings raise each flag
 * (serious flags must never fire), and every event-flag evidence sentence for reading.
 *
 * Run: npm run eval:flags:corpus   (writes bench/flags-corpus.md)
 * Env: RISK_CORPUS_DIR (EDGAR mirror), RISK_MANIFEST_CORPUS_DIR (manifest corpus, default ../shared/corpus).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import type { FormType, SectionKey } from "../src/domain/forms.js"
import { FLAG_NAMES, type FlagName } from "../src/domain/names.js"
import { registrantNameOf } from "../src/extract/cover.js"
import { extractSections } from "../src/extract/index.js"
import { detectFlags } from "../src/metrics/index.js"

const root = fileURLToPath(new URL("..", import.meta.url))
const edgarDir = resolve(root, process.env.RISK_CORPUS_DIR ?? "../shared/edgar")
const truthDir = resolve(edgarDir, "..", "edgar-truth")
const manifestDir = resolve(root, process.env.RISK_MANIFEST_CORPUS_DIR ?? "../shared/corpus")

interface Doc {
  readonly label: string
  readonly form: "10-K" | "10-Q"
  readonly file: string
}

const docs: Array<Doc> = []
if (existsSync(truthDir)) {
  for (const f of readdirSync(truthDir).filter((x) => x.endsWith(".json")).sort()) {
    const t = JSON.parse(readFileSync(join(truthDir, f), "utf8")) as { path: string; form: string }
    if (t.form === "10-K" || t.form === "10-Q") docs.push({ label: f.replace(/\.json$/, ""), form: t.form, file: join(edgarDir, t.path) })
  }
}
if (existsSync(join(manifestDir, "manifest.json"))) {
  const manifest = JSON.parse(readFileSync(join(manifestDir, "manifest.json"), "utf8")) as Array<{ path: string; form: string }>
  for (const m of manifest) {
    if (m.form === "10-K" || m.form === "10-Q") docs.push({ label: m.path.replace(/^.*\//, "").replace(/\.html?$/, ""), form: m.form, file: join(manifestDir, m.path) })
  }
}

const filingsWith = new Map<FlagName, Array<string>>(FLAG_NAMES.map((f) => [f, []]))
const sentences: Array<string> = []
const EVENT: ReadonlyArray<FlagName> = ["investigation_flag", "material_legal_proceeding_flag", "cybersecurity_incident_flag"]
for (const d of docs) {
  const bytes = readFileSync(d.file)
  const extraction = extractSections(bytes, d.form as FormType)
  // the registrant's name as the pipeline reads it, from the cover's inline XBRL
  const registrant = registrantNameOf(bytes)
  const fired = new Set<FlagName>()
  for (const s of extraction.sections) {
    if (s.status !== "body") continue
    const r = detectFlags(s.section_name as SectionKey, s.cleaned_text, s.line_starts, registrant)
    for (const e of r.evidence) {
      fired.add(e.flag)
      if (EVENT.includes(e.flag)) sentences.push(`- ${d.label} · ${s.section_name} · ${e.flag.replace(/_flag$/, "")}: “${e.sentence.length > 300 ? `${e.sentence.slice(0, 300)}…` : e.sentence}”`)
    }
  }
  for (const f of fired) filingsWith.get(f)!.push(d.label)
}

const lines = [
  "# Flags over both corpora",
  "",
  `Command: \`npm run eval:flags:corpus\`. ${docs.length} documents (${docs.filter((d) => d.form === "10-K").length} 10-K, ${docs.filter((d) => d.form === "10-Q").length} 10-Q) of the EDGAR mirror and the manifest corpus, every extracted section with a body.`,
  "",
  "| flag | filings raising it | filings |",
  "|---|---:|---|",
  ...FLAG_NAMES.map((f) => `| ${f} | ${filingsWith.get(f)!.length} | ${filingsWith.get(f)!.join(", ")} |`),
  "",
  `## Event evidence sentences (${sentences.length})`,
  "",
  ...sentences,
  ""
]
writeFileSync(new URL("./flags-corpus.md", import.meta.url), lines.join("\n"))
process.stdout.write(lines.slice(0, 20).join("\n") + "\n")
