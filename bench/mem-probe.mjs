// Where the memory of one scale-benchmark document goes: the stages of the analysis run one
// by one (same work as `analyze`), a worker thread samples the process RSS every 2 ms, and
// the peak RSS above idle is printed per stage (with the heap after a forced GC at its end).
// Usage: node --expose-gc bench/mem-probe.mjs MEGABYTES
import { Worker } from "node:worker_threads"
import { performance } from "node:perf_hooks"
import { Effect, Layer, ManagedRuntime } from "effect"
import { analyze } from "../dist/pipeline/analysis/analyze.js"
import { extractSections } from "../dist/extract/index.js"
import { decodeInput, primaryDocument } from "../dist/extract/source.js"
import { htmlToLines } from "../dist/extract/visible.js"
import { analyzeSection } from "../dist/metrics/index.js"
import { AnalysisResources, AnalysisResourcesLive } from "../dist/pipeline/analysis/resources.js"
import { filingFromCover, scoreAnalysis } from "../dist/pipeline/analysis/result-build.js"
import { CalibrationLive } from "../dist/pipeline/analysis/calibration.js"
import { ScoringModelV2 } from "../dist/scoring/scoring-model.js"
import { buildScaleDocument } from "./scale-doc.mjs"

const megabytes = Number(process.argv[2] ?? 20)
const doc = buildScaleDocument(megabytes * 1024 * 1024)
const resources = await Effect.runPromise(Effect.provide(AnalysisResources, AnalysisResourcesLive({ lexiconFile: null })))
const runtime = ManagedRuntime.make(Layer.provide(ScoringModelV2, CalibrationLive))
await runtime.runtime()
const shared = new Int32Array(new SharedArrayBuffer(4 * 64))
const worker = new Worker(
  `const { workerData, parentPort } = require("node:worker_threads")
   const a = workerData; const peaks = new Float64Array(64)
   const tick = () => { const s = Atomics.load(a, 0); const r = process.memoryUsage.rss(); if (r > peaks[s]) peaks[s] = r; if (Atomics.load(a, 1) === 1) { parentPort.postMessage(Array.from(peaks)); return } setTimeout(tick, 2) }
   tick()`,
  { eval: true, workerData: shared }
)
const done = new Promise((resolve) => worker.once("message", resolve))
const names = ["idle"]
const heap = []
const mb = (b) => (b / 2 ** 20).toFixed(1)
const stage = async (name, fn) => {
  names.push(name)
  Atomics.store(shared, 0, names.length - 1)
  const t0 = performance.now()
  const out = await fn()
  const ms = performance.now() - t0
  await new Promise((r) => setTimeout(r, 10))
  globalThis.gc?.()
  heap.push({ name, ms, heapUsed: process.memoryUsage().heapUsed, rss: process.memoryUsage.rss() })
  return out
}
await new Promise((r) => setTimeout(r, 50))
globalThis.gc?.()
const rssBase = process.memoryUsage.rss()
const heapBase = process.memoryUsage().heapUsed
const mode = process.argv[3] ?? "stages"
if (mode === "stages") {
  const text = await stage("decode", () => decodeInput(doc).text)
  const body = await stage("primaryDocument", () => primaryDocument(text, "10-K").body)
  await stage("htmlToLines (dropped)", () => htmlToLines(body).length)
  const ex = await stage("extractSections", () => extractSections(doc, "10-K"))
  for (const s of ex.sections) if (s.status === "body") await stage(`analyzeSection ${s.section_name}`, () => analyzeSection(s.section_name, s.cleaned_text, resources, s.line_starts).word_count)
} else {
  const analysis = await stage("analyze", () => Effect.runPromise(analyze({ form: "10-K", current: { bytes: doc }, prior: null }, resources)))
  await stage("score", () => runtime.runSync(scoreAnalysis(analysis, filingFromCover(analysis))).sections.length)
}
Atomics.store(shared, 1, 1)
const peaks = await done
await runtime.dispose()
console.log(`document ${mb(doc.byteLength)} MB; idle RSS ${mb(rssBase)} MB, heap ${mb(heapBase)} MB; maxRSS above idle ${mb(process.resourceUsage().maxRSS * 1024 - rssBase)} MB`)
console.log("stage | ms | peak RSS above idle MB | heap used after (GC) above idle MB")
heap.forEach((h, i) => console.log(`${h.name} | ${h.ms.toFixed(0)} | ${mb(peaks[i + 1] - rssBase)} | ${mb(h.heapUsed - heapBase)}`))
