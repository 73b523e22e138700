/**
 * Every held-out red-flag set at once: one line per set (the Overall line `npm run
 * eval:flags:heldout -- SET` writes into its report) and the counts of all of them summed
 * (pooled), so that a change to the rules is judged on every set in one run. Reads the same
 * labels, conventions and passages as eval-flags-heldout.ts; writes no report (the per-set
 * reports stay as their own command left them). Sets listed in bench/flags-heldout/sealed.txt
 * (labelled, not yet measured) are left out unless named.
 *
 * Run: npm run eval:flags:heldout:all [-- SET …]   (default: every unsealed set, in the order they were labelled)
 * Env: RISK_MANIFEST_CORPUS_DIR (manifest corpus, default ../shared/corpus).
 */
import { existsSync, readdirSync } from "node:fs"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { detectPassages, isPassageSet, sealedSets } from "../test/metrics/flags-passages.js"
import { heldoutUnderNewerConvention } from "../test/metrics/flags-heldout-conventions.js"
import { detectAll, evaluate, loadLabels } from "../test/metrics/flags-truth.js"

const root = fileURLToPath(new URL("..", import.meta.url))
const labelDir = join(root, "bench", "flags-heldout")
const manifestDir = resolve(root, process.env.RISK_MANIFEST_CORPUS_DIR ?? "../shared/corpus")

/** tune, holdout, fresh, fresh2, fresh3 … in the order the sets were labelled. */
const order = (name: string): number => (name === "tune" ? -2 : name === "holdout" ? -1 : name === "fresh" ? 1 : Number(name.replace(/^fresh/, "")) || 1e9)

const named = process.argv.slice(2).filter((a) => a !== "--")
const sealed = sealedSets(labelDir)
const sets = (named.length > 0 ? named : readdirSync(labelDir).filter((f) => f.endsWith(".jsonl")).map((f) => f.replace(/\.jsonl$/, "")).filter((s) => !sealed.has(s)))
  .sort((a, b) => order(a) - order(b))
for (const s of sets) {
  if (!/^[\w-]+$/.test(s) || !existsSync(join(labelDir, `${s}.jsonl`))) {
    process.stderr.write(`no label set named ${JSON.stringify(s)}: expected the name of a bench/flags-heldout/<set>.jsonl\n`)
    process.exit(2)
  }
}

const ratio = (n: number, d: number): string => (d === 0 ? "—" : (n / d).toFixed(3))
const line = (c: Readonly<Record<"correct" | "evidence" | "found" | "trueRows" | "pairsCorrect" | "pairsPredicted" | "pairsFound" | "pairsTrue", number>>): string =>
  `sentence precision ${ratio(c.correct, c.evidence)} (${c.correct}/${c.evidence}), recall ${ratio(c.found, c.trueRows)} (${c.found}/${c.trueRows}); ` +
  `(filing, family) precision ${ratio(c.pairsCorrect, c.pairsPredicted)} (${c.pairsCorrect}/${c.pairsPredicted}), recall ${ratio(c.pairsFound, c.pairsTrue)} (${c.pairsFound}/${c.pairsTrue})`

const pooled = { correct: 0, evidence: 0, found: 0, trueRows: 0, pairsCorrect: 0, pairsPredicted: 0, pairsFound: 0, pairsTrue: 0 }
for (const s of sets) {
  const labels = heldoutUnderNewerConvention(loadLabels(join(labelDir, `${s}.jsonl`)))
  const passages = isPassageSet(labels)
  if (!passages && !existsSync(manifestDir)) {
    process.stderr.write(`missing ${manifestDir} (set ${s} labels documents of the manifest corpus)\n`)
    process.exit(1)
  }
  const e = evaluate(labels, passages ? detectPassages(labels, labelDir) : detectAll(labels, manifestDir))
  const c = {
    correct: e.overall.correct,
    evidence: e.overall.evidence,
    found: e.overall.found,
    trueRows: e.overall.trueRows,
    pairsCorrect: e.pairs.correct,
    pairsPredicted: e.pairs.predicted,
    pairsFound: e.pairs.correct,
    pairsTrue: e.pairs.truth
  }
  for (const k of Object.keys(pooled) as Array<keyof typeof pooled>) pooled[k] += c[k]
  process.stdout.write(`${s}: ${line(c)}\n`)
}
process.stdout.write(`pooled over ${sets.length} sets: ${line(pooled)}\n`)
