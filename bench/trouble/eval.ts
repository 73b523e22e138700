/**
 * Trouble ranking: how well each scoring model ranks filings with a serious stated event
 * (labels.jsonl, labelled by reading each filing; LABELS.md) above calm ones.
 *
 * Run: npm run eval:trouble   (writes bench/trouble/RESULTS.md; prints the summary)
 * Env: RISK_CORPUS_DIR (the EDGAR mirror, default ../shared/edgar), RISK_MANIFEST_CORPUS_DIR
 * (the manifest corpus, default ../shared/corpus).
 *
 * Every filing of both corpora is analysed against the previous filing of its company and
 * form in the corpora (when there is one), then scored by v1, v2 and v3. The percentile tables
 * that v2 and v3 read are rebuilt leaving the filing's company out (leave-one-company-out),
 * so no filing is ranked against a table that contains it. v3's weights are set by hand from
 * the principles in docs/scoring-v3.md, not fitted to these labels.
 */
import { Effect } from "effect"
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { MODEL_IDS, type ModelId } from "../../src/domain/versions.js"
import { firmId } from "../../src/metrics/index.js"
import { analyzeExtractions, scoringInput } from "../../src/pipeline/analysis/analyze.js"
import { listCorpora } from "../../src/pipeline/batch/corpus.js"
import { calibrationRows, type CorpusEntry, extractCorpus, prevalenceFromRows, sortEntries, tablesFromRows } from "../../src/pipeline/batch/corpus-data.js"
import { AnalysisResources, AnalysisResourcesLive } from "../../src/pipeline/analysis/resources.js"
import { makeCalibration } from "../../src/scoring/calibration.js"
import { makeModel } from "../../src/scoring/scoring-model.js"
import type { MetricsDocument } from "../../src/domain/metrics-document.js"
import type { Scores } from "../../src/domain/scores.js"
import { auc, aucTable, byV3, splitOf, v3Events } from "./ranking.js"

const root = fileURLToPath(new URL("../..", import.meta.url))
const here = fileURLToPath(new URL(".", import.meta.url))
const edgarDir = resolve(root, process.env.RISK_CORPUS_DIR ?? "../shared/edgar")
const manifestDir = resolve(root, process.env.RISK_MANIFEST_CORPUS_DIR ?? "../shared/corpus")

export interface TroubleLabel {
  readonly id: string
  readonly source: "corpus" | "edgar"
  readonly path: string
  readonly ticker: string
  readonly form: string
  readonly fiscal_year: number
  readonly tier: number
  readonly label: "trouble" | "calm"
  readonly events: ReadonlyArray<{ readonly kind: string; readonly quote: string }>
  readonly why: string
}

export const loadTroubleLabels = (): Array<TroubleLabel> =>
  readFileSync(process.env.RISK_TROUBLE_LABELS ?? join(here, "labels.jsonl"), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as TroubleLabel)

export interface ScoredFiling {
  readonly label: TroubleLabel
  readonly hasPrior: boolean
  readonly scores: Readonly<Record<ModelId, Scores>>
}

/** The label of a corpus document: labels name paths relative to the folder beside the project. */
const labelKey = (absolute: string): string => {
  const path = absolute.replace(/\\/g, "/")
  for (const [dir, name] of [[edgarDir, "edgar"], [manifestDir, "corpus"]] as const) {
    const prefix = `${dir.replace(/\\/g, "/")}/`
    if (path.startsWith(prefix)) return `${name}/${path.slice(prefix.length)}`
  }
  return path
}

export const scoreLabelled = (labels: ReadonlyArray<TroubleLabel>) =>
  Effect.gen(function* () {
    const ctx = yield* AnalysisResources
    const dirs = [edgarDir, manifestDir].filter((d) => existsSync(d))
    const docs = yield* listCorpora(dirs)
    const { entries } = yield* extractCorpus(docs, () => Effect.void, "trouble")
    const sorted = sortEntries(entries)
    const rows = calibrationRows(sorted, ctx)
    const byPath = new Map(labels.map((l) => [l.path.replace(/^\.?\//, ""), l]))
    const tablesWithout = new Map<string, ReturnType<typeof makeCalibration>>()
    const previous = new Map<string, CorpusEntry>()
    const out: Array<ScoredFiling> = []
    for (const e of sorted) {
      const key = `${firmId(e.doc.cik)}|${e.doc.form}`
      const prior = previous.get(key) ?? null
      previous.set(key, e)
      const label = byPath.get(labelKey(e.doc.path))
      if (label === undefined) continue
      const analysis = analyzeExtractions(
        { form: e.doc.form, current: { bytes: new Uint8Array() }, prior: prior === null ? null : { bytes: new Uint8Array() }, cik: e.doc.cik, fiscalYear: e.doc.fiscalYear },
        e.extraction,
        prior?.extraction ?? null,
        prior === null ? "no prior filing in the corpora" : null,
        ctx
      )
      const doc: MetricsDocument = yield* scoringInput(analysis.metrics)
      const firm = firmId(e.doc.cik)
      let calibration = tablesWithout.get(firm)
      if (calibration === undefined) {
        calibration = makeCalibration({
          id: `loco_without_${firm}`,
          tables: tablesFromRows(rows, { excludeFirm: firm }),
          flag_prevalence: prevalenceFromRows(rows, { excludeFirm: firm })
        })
        tablesWithout.set(firm, calibration)
      }
      const scores = Object.fromEntries(MODEL_IDS.map((m) => [m, makeModel(m, calibration).score(doc)])) as Record<ModelId, Scores>
      out.push({ label, hasPrior: prior !== null, scores })
    }
    return out
  }).pipe(Effect.provide(AnalysisResourcesLive()))

const fmt = (x: number | null | undefined, d = 1) => (x === null || x === undefined ? "—" : x.toFixed(d))

const run = Effect.gen(function* () {
  const labels = loadTroubleLabels()
  const scored = yield* scoreLabelled(labels)
  const missing = labels.filter((l) => !scored.some((s) => s.label.id === l.id))
  const subsets: Array<[string, (s: ScoredFiling) => boolean]> = [
    ["all filings", () => true],
    ["10-K", (s) => s.label.form === "10-K"],
    ["10-Q", (s) => s.label.form === "10-Q"],
    ["dev half", (s) => splitOf(s.label.ticker) === "dev"],
    ["held-out half", (s) => splitOf(s.label.ticker) === "held-out"]
  ]
  // RISK_TROUBLE_SPLIT=dev: only the dev half is reported (while the model is being studied)
  const only = process.env.RISK_TROUBLE_SPLIT === "dev" ? "dev" : null
  if (only !== null) subsets.splice(0, subsets.length, ["dev half", (s) => splitOf(s.label.ticker) === "dev"])
  const lines: Array<string> = []
  lines.push("# Trouble ranking", "")
  lines.push(
    `Command: \`npm run eval:trouble\`. Labels: \`bench/trouble/labels.jsonl\` (${labels.length} filings; guide in LABELS.md). ` +
      `Scored: ${scored.length}; not found in the corpora: ${missing.length === 0 ? "none" : missing.map((m) => m.id).join(", ")}. ` +
      "Percentile tables leave the filing's company out. AUC = P(a trouble filing outscores a calm one), ties ½.",
    ""
  )
  const { lines: table, summary } = aucTable(subsets, scored)
  lines.push(...table)
  // what each v3 part ranks alone, on the same filings (a diagnostic of the parts, not a model)
  const reported = scored.filter((s) => only === null || splitOf(s.label.ticker) === only)
  const partAuc = (read: (s: Scores) => number | null | undefined) =>
    auc(reported.flatMap((s) => {
      const v = read(s.scores.deterministic_scoring_v3)
      return v === null || v === undefined ? [] : [{ score: v, positive: s.label.label === "trouble" }]
    }))
  lines.push("", "### v3's parts alone", "", "| part | AUC |", "|---|---:|")
  lines.push(`| events E | ${fmt(partAuc((s) => s.components.event_severity_score), 3)} |`)
  lines.push(`| language L | ${fmt(partAuc((s) => s.aggregates.language_risk_score), 3)} |`)
  for (const c of ["risk_factor_intensity_score", "mdna_uncertainty_score", "liquidity_stress_score", "tone_negativity_score", "legal_regulatory_risk_score", "disclosure_change_score", "boilerplate_risk_score"] as const) {
    lines.push(`| ${c} | ${fmt(partAuc((s) => s.components[c]), 3)} |`)
  }
  lines.push("", "## Filings, highest v3 first", "")
  lines.push("| filing | half | label (tier) | prior | v1 | v2 | v3 | v3 events (E) | v3 language (L) |")
  lines.push("|---|---|---|---|---:|---:|---:|---|---:|")
  for (const s of byV3(scored.filter((s) => only === null || splitOf(s.label.ticker) === only))) {
    const v3 = s.scores.deterministic_scoring_v3
    const events = v3Events(s.scores)
    lines.push(
      `| ${s.label.id} | ${splitOf(s.label.ticker)} | ${s.label.label} (${s.label.tier}) | ${s.hasPrior ? "yes" : "no"} | ${fmt(s.scores.deterministic_scoring_v1.overall_disclosure_risk_score)} | ${fmt(s.scores.deterministic_scoring_v2.overall_disclosure_risk_score)} | ${fmt(v3.overall_disclosure_risk_score)} | ${events || "none"} (${fmt(v3.components.event_severity_score)}) | ${fmt(v3.aggregates.language_risk_score)} |`
    )
  }
  writeFileSync(resolve(here, process.env.RISK_TROUBLE_OUT ?? "RESULTS.md"), `${lines.join("\n")}\n`)
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`)
})

Effect.runPromise(run).catch((e: unknown) => {
  process.stderr.write(`eval:trouble: ${String(e)}\n`)
  process.exit(1)
})
