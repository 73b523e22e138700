/**
 * Red-flag evaluation against our own held-out labels of manifest-corpus filings
 * (bench/flags-heldout/, companies not in the EDGAR mirror), with the same matching rules
 * as flags-truth (test/metrics/flags-truth.ts).
 *
 * Run: npm run eval:flags:heldout [-- SET]   (SET: the name of any bench/flags-heldout/<SET>.jsonl, e.g. tune, holdout, fresh … fresh13;
 * default tune; writes bench/flags-heldout/<set>-eval.md). A name with no label file is an error (exit 2), never another set.
 * fresh8 and later label passages of filings in no corpus (bench/flags-heldout/<set>/*.json), read as their sections.
 * Env: RISK_MANIFEST_CORPUS_DIR (manifest corpus, default ../shared/corpus).
 */
import { existsSync, writeFileSync } from "node:fs"
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { detectPassages, isPassageSet } from "../test/metrics/flags-passages.js"
import { heldoutConventionConflicts, heldoutUnderNewerConvention } from "../test/metrics/flags-heldout-conventions.js"
import { detectAll, evaluate, loadLabels } from "../test/metrics/flags-truth.js"
import { report } from "./flags-report.js"

const root = fileURLToPath(new URL("..", import.meta.url))
const manifestDir = resolve(root, process.env.RISK_MANIFEST_CORPUS_DIR ?? "../shared/corpus")
const half = process.argv.slice(2).find((a) => a !== "--") ?? "tune"
const file = fileURLToPath(new URL(`./flags-heldout/${half}.jsonl`, import.meta.url))
if (!/^[\w-]+$/.test(half) || !existsSync(file)) {
  process.stderr.write(`no label set named ${JSON.stringify(half)}: expected the name of a bench/flags-heldout/<set>.jsonl\n`)
  process.exit(2)
}
const raw = existsSync(file) ? loadLabels(file) : []
// general admissions of past cyber incidents labelled `true` under the older convention are read as generic (test/metrics/flags-heldout-conventions.ts)
const readAsGeneric = heldoutConventionConflicts(raw)
const labels = heldoutUnderNewerConvention(raw)
const passages = isPassageSet(labels)
if (labels.length === 0 || (!passages && !existsSync(manifestDir))) {
  process.stderr.write(`missing ${file} or ${manifestDir}\n`)
  process.exit(1)
}
const started = performance.now()
const docs = passages ? detectPassages(labels, fileURLToPath(new URL("./flags-heldout/", import.meta.url))) : detectAll(labels, manifestDir)
const ms = performance.now() - started
const evaluation = evaluate(labels, docs)
const body = [
  `# Red-flag evaluation (held-out labels, ${half} ${half.startsWith("fresh") ? "set" : "half"})`,
  "",
  `Command: \`npm run eval:flags:heldout -- ${half}\`. Labels: \`bench/flags-heldout/${half}.jsonl\` (${labels.length} rows, ${docs.length} ${passages ? "filings in no corpus, read passage by passage" : "documents of the manifest corpus"}; see bench/flags-heldout/README.md). Extraction and detection took ${(ms / 1000).toFixed(1)} s.`,
  "",
  readAsGeneric === 0
    ? "Cyber convention: no row of this set labels a general admission of past cyber incidents `true` under the older convention (test/metrics/flags-heldout-conventions.ts)."
    : `Cyber convention: ${readAsGeneric} ${readAsGeneric === 1 ? "row labels" : "rows label"} a general admission of past cyber incidents \`true\` (the older convention); ${readAsGeneric === 1 ? "it is" : "they are"} read as \`generic_or_other\`, as the sets from fresh8 on label such an admission (test/metrics/flags-heldout-conventions.ts).`,
  "",
  report(evaluation, half.startsWith("fresh") ? `${half} set` : `${half} half`),
  ""
].join("\n")
writeFileSync(new URL(`./flags-heldout/${half}-eval.md`, import.meta.url), body)
process.stdout.write(`${body}\n`)
