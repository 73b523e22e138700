/**
 * The red-flag detector against our own held-out labels of manifest-corpus filings
 * (bench/flags-heldout/: companies outside the EDGAR mirror, labelled by the flags-truth
 * guide). Each set's figures are reported by `npm run eval:flags:heldout -- <set>`; here,
 * precision must hold on companies the rules were not written on (hypothetical, negated and
 * generic wording stays silent), and recall over all the sets must not fall below the floor
 * the detector has reached on them (a rule that stops hearing a kind of statement fails here). A general admission of past
 * cyber incidents that an older set labels `true` is read as generic, and the figures beside a going-concern doubt that an
 * older set leaves unlabelled are read as `true` (flags-heldout-conventions.ts).
 */
import { readdirSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { expect, it } from "vitest"
import { dataDir, hasData, withData } from "../support/data.js"
import { heldoutConventionConflicts, heldoutUnderNewerConvention } from "./flags-heldout-conventions.js"
import { detectPassages, isPassageSet, sealedSets } from "./flags-passages.js"
import { detectAll, evaluate, loadLabels } from "./flags-truth.js"

const root = fileURLToPath(new URL("../..", import.meta.url))
const manifestDir = dataDir("corpus")
const labelDir = join(root, "bench/flags-heldout")
/** Sets labelled and kept sealed for one later measurement (bench/flags-heldout/sealed.txt): left out here, so that no run of the suite looks at them before then. */
const sealed = sealedSets(labelDir)
const sets = readdirSync(labelDir).filter((f) => f.endsWith(".jsonl") && !sealed.has(f.replace(/\.jsonl$/, ""))).sort()

withData("corpus").describe("red flags on the held-out labels", () => {
  const raw = hasData("corpus") ? sets.map((f) => loadLabels(join(labelDir, f))) : []
  const bySet = raw.map(heldoutUnderNewerConvention)
  const labels = bySet.flat()
  const docs = bySet.flatMap((l) => (isPassageSet(l) ? detectPassages(l, labelDir) : detectAll(l, manifestDir)))
  const evaluation = evaluate(labels, docs)

  it("reads every held-out set", () => {
    expect(sets.length).toBeGreaterThanOrEqual(6)
    expect(evaluation.overall.trueRows).toBeGreaterThan(400)
  })

  it("reads exactly the listed rows of the older sets under the newer conventions (cyber admissions, the figures beside a doubt)", () => {
    expect(raw.reduce((n, l) => n + heldoutConventionConflicts(l), 0)).toBe(47 + 27 + 14 + 14 + 1 + 6)
  })

  it("keeps sentence precision at the bar over all held-out companies, and per family", () => {
    expect(evaluation.overall.precision).toBeGreaterThanOrEqual(0.9)
    for (const f of evaluation.families.filter((x) => x.evidence >= 10)) expect(f.precision, f.family).toBeGreaterThanOrEqual(0.9)
  })

  it("keeps (filing, family) precision at the bar", () => {
    expect(evaluation.pairs.precision).toBeGreaterThanOrEqual(0.9)
  })

  // (the pairs' floor was 0.93 over 108 sets; fresh107 and fresh108, merged blind and measured once, entered the pool at 0.714 and 0.880 after
  // their round, and the 110 sets hold 0.9296: the floor follows the pool it is measured on, as the sentences' did before; the sentences' floor
  // was 0.77 over 115 sets, and fresh114, merged blind and measured once at 0.541, entered the pool at 0.615 after its round: the 116 sets hold
  // 0.769)
  it("keeps recall over all the sets at the floor reached (sentences 0.765, filing and family pairs 0.925)", () => {
    expect(evaluation.overall.recall).toBeGreaterThanOrEqual(0.765)
    expect(evaluation.pairs.recall).toBeGreaterThanOrEqual(0.925)
  })
})
