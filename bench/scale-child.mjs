// One size of the scale benchmark, in its own process (its own peak RSS): a synthetic 10-K
// of about N MB built from real sections (risk factors and MD&A of a corpus 10-K, repeated
// as HTML paragraphs under their item headings), analysed and scored alone.
// Usage: node bench/scale-child.mjs MEGABYTES RUNS. Prints one JSON line.
import { performance } from "node:perf_hooks"
import { Effect, Layer, ManagedRuntime } from "effect"
import { analyze } from "../dist/pipeline/analysis/analyze.js"
import { AnalysisResources, AnalysisResourcesLive } from "../dist/pipeline/analysis/resources.js"
import { filingFromCover, scoreAnalysis } from "../dist/pipeline/analysis/result-build.js"
import { CalibrationLive } from "../dist/pipeline/analysis/calibration.js"
import { ScoringModelV2 } from "../dist/scoring/scoring-model.js"
import { median } from "./lib.mjs"
import { buildScaleDocument } from "./scale-doc.mjs"

const megabytes = Number(process.argv[2])
const runs = Number(process.argv[3] ?? 3)
const doc = buildScaleDocument(megabytes * 1024 * 1024)
const resources = await Effect.runPromise(Effect.provide(AnalysisResources, AnalysisResourcesLive({ lexiconFile: null })))
const runtime = ManagedRuntime.make(Layer.provide(ScoringModelV2, CalibrationLive))
await runtime.runtime()
const rssBase = process.memoryUsage.rss()
const once = async () => {
  const analysis = await Effect.runPromise(analyze({ form: "10-K", current: { bytes: doc }, prior: null }, resources))
  return runtime.runSync(scoreAnalysis(analysis, filingFromCover(analysis)))
}
let result = await once() // warm-up
const times = []
for (let i = 0; i < runs; i++) {
  const t0 = performance.now()
  result = await once()
  times.push(performance.now() - t0)
}
await runtime.dispose()
process.stdout.write(
  JSON.stringify({
    megabytes,
    bytes: doc.byteLength,
    words: result.sections.reduce((n, s) => n + s.word_count, 0),
    ms: median(times),
    runs,
    rssBase,
    maxRss: process.resourceUsage().maxRSS * 1024
  }) + "\n"
)
