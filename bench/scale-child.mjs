// One size of the scale benchmark, in its own process (its own peak RSS): a synthetic 10-K
// of about N MB built from real sections (risk factors and MD&A of a corpus 10-K, repeated
// as HTML paragraphs under their item headings), analysed and scored alone.
// Usage: node bench/scale-child.mjs MEGABYTES RUNS. Prints one JSON line.
import { readFileSync } from "node:fs"
import path from "node:path"
import { performance } from "node:perf_hooks"
import { Effect, Layer, ManagedRuntime } from "effect"
import { extractSections } from "../dist/extract/index.js"
import { analyze } from "../dist/pipeline/analyze.js"
import { AnalysisResources, AnalysisResourcesLive } from "../dist/pipeline/resources.js"
import { filingFromCover, scoreAnalysis } from "../dist/pipeline/result-build.js"
import { CalibrationLive } from "../dist/scoring/Calibration.js"
import { ScoringModelV2 } from "../dist/scoring/ScoringModel.js"
import { corpusDir, median } from "./lib.mjs"

const megabytes = Number(process.argv[2])
const runs = Number(process.argv[3] ?? 3)
const source = readFileSync(path.join(corpusDir, "Archives/edgar/data/320193/000032019325000079/aapl-20250927.htm"))
const sections = new Map(extractSections(source, "10-K").sections.map((s) => [s.section_name, s.cleaned_text]))
const escape = (s) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;")
const paragraphs = (key) => (sections.get(key) ?? "").split("\n").filter((l) => l.trim() !== "").map((l) => `<p>${escape(l)}</p>\n`)

const build = (bytes) => {
  const parts = [
    { heading: "Item 1A. Risk Factors", paras: paragraphs("item_1a_risk_factors"), share: 0.5 },
    { heading: "Item 7. Management’s Discussion and Analysis of Financial Condition and Results of Operations", paras: paragraphs("item_7_mdna"), share: 0.4 },
    { heading: "Item 9A. Controls and Procedures", paras: paragraphs("item_9a_controls"), share: 0.1 }
  ]
  let html = "<html><head><title>10-K</title></head><body>\n<p>PART I</p>\n"
  for (const part of parts) {
    html += `<p>${part.heading}</p>\n`
    const target = html.length + bytes * part.share
    for (let i = 0; html.length < target; i++) html += part.paras[i % part.paras.length]
    if (part.heading.startsWith("Item 1A")) html += "<p>Item 1B. Unresolved Staff Comments</p>\n<p>None.</p>\n<p>PART II</p>\n"
    if (part.heading.startsWith("Item 7.")) html += "<p>Item 8. Financial Statements and Supplementary Data</p>\n<p>See the consolidated financial statements.</p>\n"
  }
  html += "<p>Item 9B. Other Information</p>\n<p>None.</p>\n<p>SIGNATURES</p>\n</body></html>\n"
  return Buffer.from(html, "utf8")
}

const doc = build(megabytes * 1024 * 1024)
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
