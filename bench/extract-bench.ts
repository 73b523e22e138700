/**
 * Section extractor benchmark: accuracy per section key over the hand-checked truth
 * files (SPEC §5 comparison rule), 8-K item agreement with the edgar-crawler corpus, and
 * the median extraction time per document (bytes in memory -> sections).
 *
 * Run: npx vite-node bench/extract-bench.ts   (writes bench/extract-results.md)
 * Env: RISK_CORPUS_DIR, RISK_TRUTH_DIR as for the tests; BENCH_RUNS (default 9).
 */
import { writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { extractSections } from "../src/extract/index.js"
import { endsLike, loadTruthFiles, readCorpusFile, repoRoot, startsLike } from "../test/extract/corpus.js"
import { compareEightK } from "../test/extract/eightk-corpus.js"

const RUNS = Number(process.env["BENCH_RUNS"] ?? 9)

interface KeyTally {
  total: number
  found: number
  status: number
  start: number
  end: number
  all: number
}

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 === 1 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2
}

const pct = (n: number, d: number): string => (d === 0 ? "—" : `${((100 * n) / d).toFixed(1)}%`)

const truthFiles = loadTruthFiles()

// Accuracy.
const tally = new Map<string, KeyTally>()
const failures: Array<string> = []
let checks = 0
let passed = 0
for (const truth of truthFiles) {
  const ex = extractSections(readCorpusFile(truth.path), truth.form)
  for (const [key, expected] of Object.entries(truth.sections)) {
    const t = tally.get(key) ?? { total: 0, found: 0, status: 0, start: 0, end: 0, all: 0 }
    tally.set(key, t)
    t.total++
    checks++
    const got = ex.sections.find((s) => s.section_name === key)
    if (!expected.present) {
      const ok = got === undefined
      if (ok) {
        t.found++
        t.status++
        t.start++
        t.end++
        t.all++
        passed++
      } else failures.push(`${truth.name} ${key}: invented`)
      continue
    }
    if (got === undefined) {
      failures.push(`${truth.name} ${key}: not found`)
      continue
    }
    t.found++
    const okStatus = got.status === expected.status
    const okStart = startsLike(got.cleaned_text, expected.start_words ?? "")
    const okEnd = endsLike(got.cleaned_text, expected.end_words ?? "")
    if (okStatus) t.status++
    if (okStart) t.start++
    if (okEnd) t.end++
    if (okStatus && okStart && okEnd) {
      t.all++
      passed++
    } else failures.push(`${truth.name} ${key}: status ${okStatus ? "ok" : got.status} start ${okStart ? "ok" : "wrong"} end ${okEnd ? "ok" : "wrong"}`)
  }
}

// 8-K agreement.
const eightK = compareEightK()

// Timing.
interface Timing {
  readonly name: string
  readonly form: string
  readonly mb: number
  readonly wall: number
  readonly cpu: number
}
const timings: Array<Timing> = []
for (const truth of truthFiles) {
  const bytes = readCorpusFile(truth.path)
  for (let i = 0; i < 2; i++) extractSections(bytes, truth.form)
  const wall: Array<number> = []
  const cpu: Array<number> = []
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage()
    const t0 = performance.now()
    extractSections(bytes, truth.form)
    wall.push(performance.now() - t0)
    const c = process.cpuUsage(c0)
    cpu.push((c.user + c.system) / 1000)
  }
  timings.push({ name: truth.name, form: truth.form, mb: bytes.length / 1e6, wall: median(wall), cpu: median(cpu) })
}

// Report.
const lines: Array<string> = []
lines.push("## Accuracy over the truth files", "")
lines.push(`${passed}/${checks} (file, section) checks pass (${truthFiles.length} truth files).`, "")
lines.push("| section | checks | found | status | start | end | all |", "|---|---|---|---|---|---|---|")
for (const [key, t] of [...tally.entries()].sort(([a], [b]) => a.localeCompare(b))) {
  lines.push(`| ${key} | ${t.total} | ${pct(t.found, t.total)} | ${pct(t.status, t.total)} | ${pct(t.start, t.total)} | ${pct(t.end, t.total)} | ${pct(t.all, t.total)} |`)
}
if (failures.length > 0) lines.push("", "Failures:", ...failures.map((f) => `- ${f}`))
lines.push("", "## 8-K item presence vs the edgar-crawler corpus", "")
lines.push(
  `${eightK.agreed}/${eightK.pairs} (filing, item) pairs agree (${pct(eightK.agreed, eightK.pairs)}) over ${eightK.filings} filings filed on or after 2004-08-23; ${eightK.disagreements.length} disagreements.`
)
lines.push("", `## Time per document (median of ${RUNS} runs after 2 warm-ups; bytes in memory -> sections)`, "")
lines.push("| document | form | MB | wall ms | cpu ms |", "|---|---|---|---|---|")
for (const t of timings) lines.push(`| ${t.name} | ${t.form} | ${t.mb.toFixed(2)} | ${t.wall.toFixed(1)} | ${t.cpu.toFixed(1)} |`)
const tenK = timings.filter((t) => t.form === "10-K")
const big = tenK.filter((t) => t.mb >= 2)
lines.push(
  "",
  `10-K: median of per-document medians ${median(tenK.map((t) => t.wall)).toFixed(1)} ms wall / ${median(tenK.map((t) => t.cpu)).toFixed(1)} ms cpu; ` +
    `10-Ks of 2 MB or more (${big.length}): median ${median(big.map((t) => t.wall)).toFixed(1)} ms wall, slowest ${Math.max(...big.map((t) => t.wall)).toFixed(1)} ms.`,
  `All documents: median ${median(timings.map((t) => t.wall)).toFixed(1)} ms wall.`
)

const cpus = os.cpus()
const header = [
  "# Section extractor: measured results",
  "",
  `- date: ${new Date().toISOString()}`,
  `- machine: ${cpus[0]?.model ?? "unknown CPU"}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.platform()} ${os.release()}`,
  `- load average at the start of timing: ${os.loadavg().map((x) => x.toFixed(2)).join(" ")} (other work on the machine inflates wall times; cpu ms is the process's own time)`,
  `- node: ${process.version}`,
  "- command: `npx vite-node bench/extract-bench.ts`",
  ""
]
const report = [...header, ...lines, ""].join("\n")
console.log(report)
writeFileSync(path.join(repoRoot, "bench", "extract-results.md"), report)
