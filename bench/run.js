// Benchmarks: `npm run bench`. Uses only the built package (dist/) and the corpus in
// RISK_CORPUS_DIR (default ../shared/edgar). Prints a table and writes bench/RESULTS.md.
import { readFileSync, writeFileSync } from "node:fs"
import { cpus, totalmem } from "node:os"
import { fileURLToPath } from "node:url"
import { performance } from "node:perf_hooks"
import { decodeMetricsDocument, makeCalibration, scoreV1, scoreV2 } from "../dist/index.js"

const here = (p) => fileURLToPath(new URL(p, import.meta.url))
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

const measure = (name, fn, { runs = 7, inner = 1000 } = {}) => {
  for (let i = 0; i < inner; i++) fn() // warm-up
  const perCall = []
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now()
    for (let i = 0; i < inner; i++) fn()
    perCall.push(((performance.now() - t0) / inner) * 1000) // µs
  }
  return { name, median_us: median(perCall), min_us: Math.min(...perCall), max_us: Math.max(...perCall), runs }
}

const doc = decodeMetricsDocument(JSON.parse(readFileSync(here("../fixtures/metrics-10k-example.json"), "utf8")))
if (doc._tag !== "Right") throw new Error("example metrics document does not validate")
const tables = JSON.parse(readFileSync(here("../data/calibration/percentiles.json"), "utf8"))
const calibration = makeCalibration(tables)

const rows = [
  measure("validate metrics document", () =>
    decodeMetricsDocument(JSON.parse(readFileSync(here("../fixtures/metrics-10k-example.json"), "utf8")))
  ),
  measure("score v1 (10-K metrics document)", () => scoreV1(doc.right)),
  measure("score v2 (10-K metrics document)", () => scoreV2(doc.right, calibration))
]

const machine = `${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`
const lines = [
  "| benchmark | median µs | min µs | max µs | runs |",
  "|---|---:|---:|---:|---:|",
  ...rows.map((r) => `| ${r.name} | ${r.median_us.toFixed(1)} | ${r.min_us.toFixed(1)} | ${r.max_us.toFixed(1)} | ${r.runs} × 1000 calls |`)
]
console.log(lines.join("\n"))
const md = `# Benchmark results

Machine: ${machine}
Command: \`npm run bench\`
Date: ${new Date().toISOString().slice(0, 10)}

## Scoring

${lines.join("\n")}
`
writeFileSync(here("./RESULTS.md"), md)
