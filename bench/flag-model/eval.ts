/**
 * Leave-one-company-out evaluation of a learned sentence model for the three event flags
 * (investigation, material legal proceeding, cybersecurity incident), alone and OR-ed with
 * the rule detector, over the four label sets (dev = flags-truth, tune, holdout, fresh).
 *
 * For each company (ticker) of the four sets, one logistic model per family is trained on
 * every other company's sentences and scores the held-out company's. The figures use the
 * evaluators' matching (test/metrics/flags-truth.ts `evaluate`): a true row is found when a
 * predicted sentence of its family and section is the same sentence; every other predicted
 * sentence counts against precision (headings aside). The threshold per family is chosen on
 * the pooled LOCO scores of dev + tune + holdout only (highest recall of rules OR model at
 * sentence precision ≥ 0.9) and then applied to fresh.
 *
 * Run: npm run eval:flag-model [-- --cache FILE] [-- --no-rule-features]
 * (writes bench/flag-model/RESULTS.md; --cache keeps the extracted sentences between runs).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import os from "node:os"
import type { EventFamily } from "../../src/metrics/events.js"
import { type DocumentEvidence, type Evaluation, evaluate, type Family, type LabelRow } from "../../test/metrics/flags-truth.js"
import { buildDataset, type Dataset, EVENT_LABEL_FAMILIES, type SetName, SETS } from "./dataset.js"
import { FAMILY_ORDER, type RuleContext, sentenceFeatures } from "./features.js"
import { DEFAULT_TRAIN, score, type SparseRows, train, type TrainOptions } from "./logistic.js"

const args = process.argv.slice(2)
const argValue = (name: string): string | undefined => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const cache = argValue("--cache")
const ruleFeatures = !args.includes("--no-rule-features")
/** Train each family's model only on the sentences the rules do not already cite (what OR can add). */
const residual = args.includes("--residual")
const bigrams = !args.includes("--no-bigrams")
const MIN_COMPANIES = Number(argValue("--min-companies") ?? 3)
const opts: TrainOptions = {
  l2: Number(argValue("--l2") ?? DEFAULT_TRAIN.l2),
  iterations: Number(argValue("--iterations") ?? DEFAULT_TRAIN.iterations),
  learningRate: Number(argValue("--lr") ?? DEFAULT_TRAIN.learningRate),
  positiveWeight: Number(argValue("--positive-weight") ?? DEFAULT_TRAIN.positiveWeight)
}
const PRECISION_TARGET = 0.9
const log = (s: string) => process.stderr.write(`${s}\n`)

const started = performance.now()
const dataset: Dataset =
  cache !== undefined && existsSync(cache) ? (JSON.parse(readFileSync(cache, "utf8")) as Dataset) : buildDataset(log)
if (cache !== undefined && !existsSync(cache)) writeFileSync(cache, JSON.stringify(dataset))

/* ---- examples ------------------------------------------------------------------------- */

interface Example {
  readonly doc: number
  readonly set: SetName
  readonly filing: string
  readonly company: string
  readonly section: string
  readonly text: string
  readonly rules: Record<EventFamily, boolean>
  readonly truth: Record<EventFamily, boolean>
  readonly context: Record<EventFamily, RuleContext>
}

// distinctive words: in at most 1% of all sentences (no labels used) and at most 15 sentences of the filing
const CONTENT_RE = /[A-Za-z][A-Za-z-]{3,}/g
const wordsOf = (text: string): Set<string> => new Set((text.match(CONTENT_RE) ?? []).map((w) => w.toLowerCase()))
const sentenceCount = dataset.docs.reduce((a, d) => a + d.sections.reduce((b, s) => b + s.sentences.length, 0), 0)
const corpusFreq = new Map<string, number>()
for (const d of dataset.docs) for (const s of d.sections) for (const x of s.sentences) for (const w of wordsOf(x.text)) corpusFreq.set(w, (corpusFreq.get(w) ?? 0) + 1)

const examples: Array<Example> = []
dataset.docs.forEach((doc, di) => {
  const docFreq = new Map<string, number>()
  const all = doc.sections.flatMap((s) => s.sentences)
  const words = new Map(all.map((x) => [x, wordsOf(x.text)]))
  for (const ws of words.values()) for (const w of ws) docFreq.set(w, (docFreq.get(w) ?? 0) + 1)
  const distinctive = (w: string) => (corpusFreq.get(w) ?? 0) <= 0.01 * sentenceCount && (docFreq.get(w) ?? 0) <= 15
  const evidenceWords = {} as Record<EventFamily, Set<string>>
  for (const f of FAMILY_ORDER) evidenceWords[f] = new Set(all.filter((x) => x.rules[f]).flatMap((x) => [...words.get(x)!].filter(distinctive)))
  for (const sec of doc.sections) {
    const ss = sec.sentences
    ss.forEach((s, i) => {
      const context = {} as Record<EventFamily, RuleContext>
      for (const f of FAMILY_ORDER) {
        context[f] = {
          self: s.rules[f],
          block: ss.some((o, j) => j !== i && o.block === s.block && o.rules[f]),
          neighbour: (ss[i - 1]?.rules[f] ?? false) || (ss[i + 1]?.rules[f] ?? false),
          section: ss.some((o) => o.rules[f]),
          otherFamily: FAMILY_ORDER.some((o) => o !== f && s.rules[o]),
          sharedTerms: s.rules[f] ? 0 : [...words.get(s)!].filter((w) => evidenceWords[f].has(w)).length
        }
      }
      examples.push({ doc: di, set: doc.set, filing: doc.filing, company: doc.company, section: sec.section, text: s.text, rules: s.rules, truth: s.truth, context })
    })
  }
})
const companies = [...new Set(examples.map((e) => e.company))].sort()
const companyIndex = new Map(companies.map((c, i) => [c, i]))
log(`${examples.length} sentences, ${dataset.docs.length} documents, ${companies.length} companies (${((performance.now() - started) / 1000).toFixed(1)} s)`)

/* ---- features ------------------------------------------------------------------------- */

const namesBy = FAMILY_ORDER.map((f) => examples.map((e) => sentenceFeatures(e.section, e.text, ruleFeatures ? e.context[f] : null, bigrams)))
// companies per feature name (a name seen in fewer than MIN_COMPANIES companies is never kept)
const companiesOf = new Map<string, Set<number>>()
namesBy.forEach((rows) =>
  rows.forEach((names, r) => {
    const c = companyIndex.get(examples[r]!.company)!
    for (const n of names) {
      let set = companiesOf.get(n)
      if (set === undefined) companiesOf.set(n, (set = new Set()))
      set.add(c)
    }
  })
)
const vocabulary = [...companiesOf.entries()].filter(([, s]) => s.size >= MIN_COMPANIES).map(([n]) => n).sort()
const featureId = new Map(vocabulary.map((n, i) => [n, i]))
const nFeatures = vocabulary.length
const featureCompanies = vocabulary.map((n) => companiesOf.get(n)!)
log(`${nFeatures} features seen in ≥ ${MIN_COMPANIES} companies`)

const matrices: Array<SparseRows> = namesBy.map((rows) => {
  const indptr = new Int32Array(rows.length + 1)
  const idx: Array<number> = []
  rows.forEach((names, r) => {
    for (const n of names) {
      const id = featureId.get(n)
      if (id !== undefined) idx.push(id)
    }
    indptr[r + 1] = idx.length
  })
  return { rows: rows.length, indptr, indices: Int32Array.from(idx) }
})

/** Features kept when the `held` companies are left out. */
const keptWithoutAll = (held: ReadonlyArray<number>): Uint8Array => {
  const kept = new Uint8Array(nFeatures)
  featureCompanies.forEach((s, f) => {
    kept[f] = s.size - held.filter((c) => s.has(c)).length >= MIN_COMPANIES ? 1 : 0
  })
  return kept
}

/* ---- leave one company out ------------------------------------------------------------ */

// --folds K (exploration only): companies grouped into K folds (sorted, i mod K) instead of one per fold
const foldCount = Number(argValue("--folds") ?? companies.length)
const foldOf = (ci: number): number => ci % foldCount
const loco: Array<Float64Array> = FAMILY_ORDER.map(() => new Float64Array(examples.length))
const trainStart = performance.now()
Array.from({ length: foldCount }, (_, k) => k).forEach((fold) => {
  const heldCompanies = companies.map((_, ci) => ci).filter((ci) => foldOf(ci) === fold)
  const kept = keptWithoutAll(heldCompanies)
  const use = new Uint8Array(examples.length)
  const held: Array<number> = []
  examples.forEach((e, r) => {
    if (foldOf(companyIndex.get(e.company)!) === fold) held.push(r)
    else use[r] = 1
  })
  FAMILY_ORDER.forEach((f, fi) => {
    const y = Uint8Array.from(examples, (e) => (e.truth[f] ? 1 : 0))
    const useF = residual ? Uint8Array.from(use, (u, r) => (u === 1 && !examples[r]!.rules[f] ? 1 : 0)) : use
    const model = train(matrices[fi]!, y, useF, kept, nFeatures, opts)
    for (const [r, p] of score(matrices[fi]!, held, kept, model)) loco[fi]![r] = p
  })
  log(`fold ${fold + 1}/${foldCount} ${heldCompanies.map((c) => companies[c]).join(" ")} (${((performance.now() - trainStart) / 1000).toFixed(0)} s)`)
})

/* ---- evaluation ----------------------------------------------------------------------- */

const eventLabels = (set: SetName): Array<LabelRow> => dataset.labels[set].filter((r) => EVENT_LABEL_FAMILIES.has(r.family))

type Predict = (r: number, fi: number) => boolean

const evaluateSets = (sets: ReadonlyArray<SetName>, predict: Predict): Evaluation => {
  const labels = sets.flatMap(eventLabels)
  const byFiling = new Map<string, Array<{ section: string; family: Family; sentence: string }>>()
  for (const d of dataset.docs) if (sets.includes(d.set)) byFiling.set(d.filing, [])
  examples.forEach((e, r) => {
    if (!sets.includes(e.set)) return
    FAMILY_ORDER.forEach((f, fi) => {
      if (predict(r, fi)) byFiling.get(e.filing)!.push({ section: e.section, family: f, sentence: e.text })
    })
  })
  const docs: Array<DocumentEvidence> = [...byFiling.entries()].map(([filing, hits]) => ({ filing, hits }))
  return evaluate(labels, docs)
}

const rules: Predict = (r, fi) => examples[r]!.rules[FAMILY_ORDER[fi]!]
const model = (t: ReadonlyArray<number>): Predict => (r, fi) => loco[fi]![r]! >= t[fi]!
const union = (t: ReadonlyArray<number>): Predict => (r, fi) => rules(r, fi) || model(t)(r, fi)
/** The union, with the model adding a sentence only where the rules cite it for no family (the rules own the family split). */
const unionFree = (t: ReadonlyArray<number>): Predict => (r, fi) =>
  rules(r, fi) || (!FAMILY_ORDER.some((f) => examples[r]!.rules[f]) && model(t)(r, fi))

const TUNE_SETS: ReadonlyArray<SetName> = ["dev", "tune", "holdout"]
const GRID = Array.from({ length: 99 }, (_, i) => (i + 1) / 100)

// per family: the threshold whose pooled (dev + tune + holdout) union recall is highest at precision ≥ the target
const choose = (combine: (t: ReadonlyArray<number>) => Predict): Array<number> =>
  FAMILY_ORDER.map((_, fi) => {
    let best = 1
    let bestRecall = -1
    for (const t of GRID) {
      const thresholds = FAMILY_ORDER.map((__, j) => (j === fi ? t : 2))
      const e = evaluateSets(TUNE_SETS, combine(thresholds))
      const fam = e.families.find((x) => x.family === FAMILY_ORDER[fi])!
      const precision = fam.precision ?? 1
      const recall = fam.recall ?? 0
      if (precision >= PRECISION_TARGET && recall > bestRecall) {
        best = t
        bestRecall = recall
      }
    }
    return best
  })
const chosen = choose(union)
const chosenFree = choose(unionFree)
log(`thresholds ${chosen.map((t) => t.toFixed(2)).join(" ")}; where no rule cites: ${chosenFree.map((t) => t.toFixed(2)).join(" ")}`)

const f3 = (x: number | null): string => (x === null ? "—" : x.toFixed(3))
const row = (label: string, method: string, e: Evaluation): string => {
  const fam = (f: Family) => {
    const x = e.families.find((y) => y.family === f)!
    return `${f3(x.precision)} / ${f3(x.recall)}`
  }
  return `| ${label} | ${method} | ${f3(e.overall.evidence === 0 ? null : e.overall.precision)} (${e.overall.correct}/${e.overall.evidence}) | ${f3(e.overall.recall)} (${e.overall.found}/${e.overall.trueRows}) | ${f3(e.pairs.predicted === 0 ? null : e.pairs.precision)} (${e.pairs.correct}/${e.pairs.predicted}) | ${f3(e.pairs.recall)} (${e.pairs.correct}/${e.pairs.truth}) | ${fam("investigation")} | ${fam("material_legal_proceeding")} | ${fam("cybersecurity_incident")} |`
}
const header = [
  "| set | method | sentence P | sentence R | pairs P | pairs R | investigation P / R | legal P / R | cyber P / R |",
  "|---|---|---:|---:|---:|---:|---:|---:|---:|"
]
const FIXED = [0.5, 0.7, 0.9]
const groups: ReadonlyArray<readonly [string, ReadonlyArray<SetName>]> = [
  ...SETS.map((s) => [s, [s]] as const),
  ["dev+tune+holdout", TUNE_SETS],
  ["all four", SETS]
]
const table: Array<string> = [...header]
const chosenLabel = chosen.map((t) => t.toFixed(2)).join("/")
for (const [label, sets] of groups) {
  table.push(row(label, "rules", evaluateSets(sets, rules)))
  for (const t of FIXED) table.push(row(label, `model ≥ ${t}`, evaluateSets(sets, model([t, t, t]))))
  table.push(row(label, `model ≥ chosen (${chosenLabel})`, evaluateSets(sets, model(chosen))))
  for (const t of FIXED) table.push(row(label, `rules OR model ≥ ${t}`, evaluateSets(sets, union([t, t, t]))))
  table.push(row(label, `**rules OR model ≥ chosen**`, evaluateSets(sets, union(chosen))))
  table.push(row(label, `rules OR model where no rule cites ≥ chosen (${chosenFree.map((t) => t.toFixed(2)).join("/")})`, evaluateSets(sets, unionFree(chosenFree))))
}

// trade-off: one threshold for all three families, what the model adds to the rules
const tradeoff: Array<string> = [
  "| threshold | dev+tune+holdout: sentence P | R | added correct / evidence | fresh: sentence P | R | added correct / evidence |",
  "|---:|---:|---:|---:|---:|---:|---:|"
]
{
  const base = evaluateSets(TUNE_SETS, rules)
  const baseFresh = evaluateSets(["fresh"], rules)
  for (const t of [0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]) {
    const a = evaluateSets(TUNE_SETS, union([t, t, t]))
    const b = evaluateSets(["fresh"], union([t, t, t]))
    tradeoff.push(
      `| ${t} | ${f3(a.overall.precision)} | ${f3(a.overall.recall)} | ${a.overall.correct - base.overall.correct} / ${a.overall.evidence - base.overall.evidence} | ${f3(b.overall.precision)} | ${f3(b.overall.recall)} | ${b.overall.correct - baseFresh.overall.correct} / ${b.overall.evidence - baseFresh.overall.evidence} |`
    )
  }
}

// the union's additions on fresh and on the pooled sets, for reading
const additions = (sets: ReadonlyArray<SetName>): Array<string> => {
  const out: Array<string> = []
  examples.forEach((e, r) => {
    if (!sets.includes(e.set)) return
    FAMILY_ORDER.forEach((f, fi) => {
      if (rules(r, fi) || !model(chosen)(r, fi)) return
      out.push(`- ${e.truth[f] ? "✓" : "✗"} ${e.filing} · ${e.section} · ${f} · p=${loco[fi]![r]!.toFixed(2)}: “${e.text.replace(/\s+/g, " ").slice(0, 220)}${e.text.length > 220 ? "…" : ""}”`)
    })
  })
  return out
}

const seconds = ((performance.now() - started) / 1000).toFixed(0)
const shown = args.filter((a, i) => a !== "--cache" && args[i - 1] !== "--cache")
const command = `npm run eval:flag-model${shown.length > 0 ? ` -- ${shown.join(" ")}` : ""}`
const body = [
  "# Event-flag sentence model: leave-one-company-out results",
  "",
  `Command: \`${command}\` (${seconds} s on ${os.cpus().length} cores, load ${os.loadavg().map((x) => x.toFixed(2)).join(" ")}).`,
  `Examples: ${examples.length} non-heading sentences of the labelled sections of ${dataset.docs.length} documents, ${companies.length} companies; one example per sentence and family. Features: ${nFeatures} ${bigrams ? "unigrams, bigrams" : "unigrams"} and cues (seen in ≥ ${MIN_COMPANIES} companies; within each fold counted without the held-out company)${ruleFeatures ? ", including the rule detector's context features" : ", without the rule detector's context features"}. Training: L2 ${opts.l2}, ${opts.iterations} full-batch Adam iterations at rate ${opts.learningRate}, positive weight ${opts.positiveWeight}${residual ? "; each family's model trained only on the sentences the rules do not cite for it" : ""}.`,
  `Thresholds chosen on dev + tune + holdout LOCO scores (highest recall of rules OR model at sentence precision ≥ ${PRECISION_TARGET} per family): investigation ${chosen[0]!.toFixed(2)}, legal ${chosen[1]!.toFixed(2)}, cyber ${chosen[2]!.toFixed(2)}; for the variant where the model adds only sentences the rules cite for no family: ${chosenFree.map((t) => t.toFixed(2)).join(" / ")}. Fresh is scored at these thresholds.`,
  "",
  ...table,
  "",
  "## Rules OR model: what the model adds at one threshold for all families",
  "",
  ...tradeoff,
  "",
  "## Sentences the model adds to the rules at the chosen thresholds (✓ true row, ✗ not)",
  "",
  "### fresh",
  "",
  ...additions(["fresh"]),
  "",
  "### dev + tune + holdout",
  "",
  ...additions(TUNE_SETS),
  ""
].join("\n")
const out = argValue("--out") ?? new URL("./RESULTS.md", import.meta.url).pathname
writeFileSync(out, body)
process.stdout.write(`${table.join("\n")}\n`)
