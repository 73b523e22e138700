// Analysis benchmark: document bytes in memory -> scores (no process start, no network).
// End-to-end through `analyze` + `scoreAnalysis`, and a per-stage breakdown using the stage
// functions directly. Prints JSON to stdout: { scenarios: [...] }.
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"
import { performance } from "node:perf_hooks"
import { Effect, Layer, ManagedRuntime } from "effect"
import { diffSection, languageDeltas } from "../dist/diff/index.js"
import { extractSections } from "../dist/extract/index.js"
import { analyzeSection, computeSectionMetrics, detectFlags } from "../dist/metrics/index.js"
import * as analyzeModule from "../dist/pipeline/analysis/analyze.js"
import { AnalysisResources, AnalysisResourcesLive } from "../dist/pipeline/analysis/resources.js"
import { filingFromCover, scoreAnalysis } from "../dist/pipeline/analysis/result-build.js"
import { CalibrationLive } from "../dist/pipeline/analysis/calibration.js"
import { ScoringModelV2 } from "../dist/scoring/scoring-model.js"
import { corpusDir, log, stats } from "./lib.mjs"

const analyze = analyzeModule.analyze
// The prior document's per-section tone ratios, as the pipeline computes them for language deltas.
const priorSectionRatios =
  analyzeModule.priorSectionRatios ?? ((section, text, ctx) => analyzeSection(section, text, ctx).metrics)

const RUNS = Number(process.env.BENCH_RUNS ?? 9)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3)

const doc = (rel) => readFileSync(path.join(corpusDir, rel))
const A = "Archives/edgar/data/"
export const SCENARIOS = [
  { name: "10-K AAPL FY2025", form: "10-K", current: `${A}320193/000032019325000079/aapl-20250927.htm`, prior: `${A}320193/000032019324000123/aapl-20240928.htm` },
  { name: "10-K TSLA FY2024", form: "10-K", current: `${A}1318605/000162828025003063/tsla-20241231.htm`, prior: `${A}1318605/000162828024002390/tsla-20231231.htm` },
  { name: "10-K AMZN FY2025", form: "10-K", current: `${A}1018724/000101872426000004/amzn-20251231.htm`, prior: `${A}1018724/000101872425000004/amzn-20241231.htm` },
  { name: "10-Q AAPL FY2025 Q3", form: "10-Q", current: `${A}320193/000032019325000073/aapl-20250628.htm`, prior: `${A}320193/000032019325000057/aapl-20250329.htm` },
  { name: "8-K META 2025-12-19", form: "8-K", current: `${A}1326801/000162828025058337/meta-20251219.htm`, prior: `${A}1364742/000119312523048785/d435686d8k.htm` }
]

const resources = await Effect.runPromise(Effect.provide(AnalysisResources, AnalysisResourcesLive({ lexiconFile: null })))
const runtime = ManagedRuntime.make(Layer.provide(ScoringModelV2, CalibrationLive))
await runtime.runtime() // build the layers (the calibration tables are read from a file) before runSync

// `analyze` yields to the event loop between parser chunks and sections: run it as a promise.
const endToEnd = async (form, current, prior) => {
  const analysis = await Effect.runPromise(analyze({ form, current: { bytes: current }, prior: prior === null ? null : { bytes: prior } }, resources))
  return runtime.runSync(scoreAnalysis(analysis, filingFromCover(analysis)))
}

/** One pass over the stages, timed separately (same work as `analyze`, stage by stage). */
const stagePass = (form, current, prior) => {
  const t = {}
  let t0 = performance.now()
  const cur = extractSections(current, form)
  const pri = prior === null ? null : extractSections(prior, form)
  t.extract = performance.now() - t0
  const bodies = cur.sections.filter((s) => s.status === "body")
  t0 = performance.now()
  for (const s of bodies) computeSectionMetrics(s.section_name, s.cleaned_text, resources)
  t.metrics = performance.now() - t0
  t0 = performance.now()
  for (const s of bodies) detectFlags(s.section_name, s.cleaned_text)
  t.flags = performance.now() - t0
  t0 = performance.now()
  for (const s of bodies) analyzeSection(s.section_name, s.cleaned_text, resources)
  t.metricsAndFlags = performance.now() - t0
  const priorBy = new Map((pri?.sections ?? []).map((s) => [s.section_name, s]))
  const pairs = bodies.filter((s) => priorBy.get(s.section_name)?.status === "body")
  t0 = performance.now()
  for (const s of pairs) diffSection(s.cleaned_text, priorBy.get(s.section_name).cleaned_text)
  t.diff = performance.now() - t0
  const curRatios = new Map(pairs.map((s) => [s.section_name, computeSectionMetrics(s.section_name, s.cleaned_text, resources)]))
  t0 = performance.now()
  for (const s of pairs) {
    languageDeltas(curRatios.get(s.section_name), priorSectionRatios(s.section_name, priorBy.get(s.section_name).cleaned_text, resources))
  }
  t.priorTone = performance.now() - t0
  return t
}

const scoreOnly = (analysis) => runtime.runSync(scoreAnalysis(analysis, filingFromCover(analysis)))

// One unmeasured pass over every scenario first, so that the first scenario measured does not
// carry the process's compilation of code (and regular expressions) the later ones reuse.
for (const sc of SCENARIOS) for (const p of [null, doc(sc.prior)]) await endToEnd(sc.form, doc(sc.current), p)

const out = []
for (const sc of SCENARIOS) {
  const current = doc(sc.current)
  const prior = doc(sc.prior)
  for (const withPrior of [false, true]) {
    const p = withPrior ? prior : null
    const label = `${sc.name} ${withPrior ? "with prior" : "alone"}`
    log(`analysis: ${label}`)
    for (let i = 0; i < WARMUP; i++) await endToEnd(sc.form, current, p)
    const totals = []
    let hash = null
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now()
      const r = await endToEnd(sc.form, current, p)
      totals.push(performance.now() - t0)
      const h = createHash("sha256").update(JSON.stringify(r)).digest("hex").slice(0, 16)
      if (hash !== null && h !== hash) throw new Error(`${label}: output differs between runs`)
      hash = h
    }
    const stages = {}
    const analysis = await Effect.runPromise(analyze({ form: sc.form, current: { bytes: current }, prior: p === null ? null : { bytes: p } }, resources))
    for (let i = 0; i < RUNS; i++) {
      const t = stagePass(sc.form, current, p)
      let t0 = performance.now()
      scoreOnly(analysis)
      t.score = performance.now() - t0
      for (const [k, v] of Object.entries(t)) (stages[k] ??= []).push(v)
    }
    out.push({
      label,
      form: sc.form,
      withPrior,
      bytes: current.byteLength + (p === null ? 0 : p.byteLength),
      total: stats(totals),
      stages: Object.fromEntries(Object.entries(stages).map(([k, v]) => [k, stats(v)])),
      resultHash: hash
    })
  }
}
await runtime.dispose()
process.stdout.write(JSON.stringify({ scenarios: out }) + "\n")
