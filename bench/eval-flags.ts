/**
 * Red-flag evaluation against the hand-labelled sentences of flags-truth.
 *
 * Run: npm run eval:flags   (prints the report and writes bench/flags-eval.md)
 * Env: RISK_CORPUS_DIR (EDGAR mirror), RISK_FLAGS_TRUTH_DIR (labels).
 */
import { writeFileSync } from "node:fs"
import { conventionConflicts, underNewerConvention } from "../test/metrics/flags-truth-conventions.js"
import { detectAll, evaluate, flagsTruthDir, loadLabels } from "../test/metrics/flags-truth.js"
import { pct, report } from "./flags-report.js"

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
  "## Under the newer cyber convention",
  "",
  (() => {
    const e = evaluate(underNewerConvention(labels), docs)
    const f = (x: number) => x.toFixed(3)
    return `${conventionConflicts(labels)} rows label a general admission of past cyber incidents \`true\` (the guide's older convention); since text_metrics_v9 such an admission raises nothing (test/metrics/flags-truth-conventions.ts lists them). Read as generic: sentence precision ${f(e.overall.precision)} (${e.overall.correct}/${e.overall.evidence}), recall ${f(e.overall.recall)} (${e.overall.found}/${e.overall.trueRows}); (filing, family) precision ${f(e.pairs.precision)} (${e.pairs.correct}/${e.pairs.predicted}), recall ${f(e.pairs.recall)} (${e.pairs.correct}/${e.pairs.truth}); cybersecurity incident recall ${f(e.families.find((x) => x.family === "cybersecurity_incident")?.recall ?? 0)}. The bars of test/metrics/flags-truth.test.ts are checked on these figures.`
  })(),
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
