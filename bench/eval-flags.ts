/**
 * Red-flag evaluation against the hand-labelled sentences of flags-truth.
 *
 * Run: npm run eval:flags   (prints the report and writes bench/flags-eval.md)
 * Env: RISK_CORPUS_DIR (EDGAR mirror), RISK_FLAGS_TRUTH_DIR (labels).
 */
import { writeFileSync } from "node:fs"
import { detectAll, evaluate, flagsTruthDir, loadLabels, type Evaluation } from "../test/metrics/flags-truth.js"

const pct = (x: number | null): string => (x === null ? "—" : x.toFixed(3))
const clip = (s: string, n = 260): string => (s.length <= n ? s : `${s.slice(0, n)}…`)

export const report = (e: Evaluation, title: string): string => {
  const lines: Array<string> = []
  lines.push(`## ${title}`, "")
  lines.push(
    `Overall: sentence precision ${pct(e.overall.precision)} (${e.overall.correct}/${e.overall.evidence}), recall ${pct(e.overall.recall)} (${e.overall.found}/${e.overall.trueRows}); (filing, family) precision ${pct(e.pairs.precision)} (${e.pairs.correct}/${e.pairs.predicted}), recall ${pct(e.pairs.recall)} (${e.pairs.correct}/${e.pairs.truth}).`,
    ""
  )
  lines.push("| family | true rows | found | recall | evidence | correct | precision | pairs true | pairs predicted | pairs correct |")
  lines.push("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
  for (const f of e.families) {
    lines.push(`| ${f.family} | ${f.trueRows} | ${f.found} | ${pct(f.recall)} | ${f.evidence} | ${f.correct} | ${pct(f.precision)} | ${f.pairsTrue} | ${f.pairsPredicted} | ${f.pairsCorrect} |`)
  }
  lines.push("", "### Per filing × family", "")
  lines.push("| filing | family | true rows | found | evidence | correct |")
  lines.push("|---|---|---:|---:|---:|---:|")
  for (const r of e.perFilingFamily) lines.push(`| ${r.filing} | ${r.family} | ${r.trueRows} | ${r.found} | ${r.evidence} | ${r.correct} |`)
  lines.push("", `### Misses (${e.misses.length})`, "")
  for (const m of e.misses) lines.push(`- ${m.filing} · ${m.section} · ${m.family}: “${clip(m.sentence)}”`)
  lines.push("", `### False hits (${e.falseHits.length})`, "")
  for (const h of e.falseHits) lines.push(`- ${h.filing} · ${h.section} · ${h.family} · ${h.verdict}: “${clip(h.sentence)}”`)
  return lines.join("\n")
}

const labels = loadLabels()
const started = performance.now()
const docs = detectAll(labels)
const ms = performance.now() - started
const evaluation = evaluate(labels, docs)
// The rules are written by hand, not fitted to the labels; per company, each company's
// figures are what the rules give on that company's filings alone.
const companies = [...new Set(labels.map((r) => r.filing.split("-")[0]!))].sort()
const perCompany = companies.map((c) => {
  const ls = labels.filter((r) => r.filing.startsWith(`${c}-`))
  const e = evaluate(ls, docs.filter((d) => d.filing.startsWith(`${c}-`)))
  return `| ${c} | ${e.overall.trueRows} | ${e.overall.found} | ${pct(e.overall.trueRows === 0 ? null : e.overall.recall)} | ${e.overall.evidence} | ${e.overall.correct} | ${pct(e.overall.evidence === 0 ? null : e.overall.precision)} | ${e.pairs.truth} | ${e.pairs.predicted} | ${e.pairs.correct} |`
})
const body = [
  "# Red-flag evaluation (flags-truth)",
  "",
  `Command: \`npm run eval:flags\`. Labels: \`${flagsTruthDir().replace(/.*\/(?=[^/]+\/[^/]+$)/, "")}/labels.jsonl\` (${labels.length} rows). Extraction and detection of ${docs.length} documents took ${(ms / 1000).toFixed(1)} s.`,
  "",
  report(evaluation, "All labelled filings"),
  "",
  "## Per company",
  "",
  "The detector is hand-written rules (docs/metrics-methodology.md, “What a flag means”); nothing is fitted to these labels, so there is no leave-one-company-out model to report. Per company, the figures the rules give on that company's filings alone:",
  "",
  "| company | true rows | found | recall | evidence | correct | precision | pairs true | pairs predicted | pairs correct |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ...perCompany,
  ""
].join("\n")
writeFileSync(new URL("./flags-eval.md", import.meta.url), body)
process.stdout.write(`${body}\n`)
