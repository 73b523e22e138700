// Benchmarks: `npm run bench` (builds first). Plain Node over the built package (dist/),
// the loopback EDGAR test server (compiled with esbuild on the fly) and the corpus in
// RISK_CORPUS_DIR (default ../shared/edgar). Writes bench/RESULTS.md.
// BENCH_ONLY=startup,analysis,panel,http,stall,scale,scoring,watch runs a subset (RESULTS.md is then not written;
// the watch soak writes bench/RESULTS-watch.md whenever it runs).
import { spawn } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import { performance } from "node:perf_hooks"
import { fileURLToPath } from "node:url"
import { decodeMetricsDocument, makeCalibration, scoreV1, scoreV2 } from "../dist/index.js"
import { runHttp } from "./http.mjs"
import { fmt, load, log, machine, mb, median, stats, table } from "./lib.mjs"
import { runPanel } from "./panel.mjs"
import { runStall } from "./stall.mjs"
import { runStartup } from "./startup.mjs"

const here = (p) => fileURLToPath(new URL(p, import.meta.url))
const only = new Set((process.env.BENCH_ONLY ?? "").split(",").filter(Boolean))
const want = (name) => only.size === 0 || only.has(name)
const started = new Date()

const node = (args) =>
  new Promise((resolve, reject) => {
    const p = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] })
    let out = ""
    p.stdout.on("data", (d) => (out += d))
    p.on("error", reject)
    p.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out.trim().split("\n").pop())) : reject(new Error(`${args.join(" ")} exited ${code}`))))
  })

const sections = []
const bars = []
const bar = (name, target, value, met) => bars.push([name, target, value, met ? "met" : "**not met**"])

// ---- 0. start-up (whole process) -------------------------------------------------------
if (want("startup")) {
  const loadAt = load()
  const { commands } = await runStartup()
  const base = commands[0]
  const baseMedian = median(base.wall)
  const rows = commands.map((c) => {
    const w = stats(c.wall)
    return [c.label, `\`${c.argv.join(" ")}\``, fmt(w.median, 0), `${fmt(w.min, 0)}–${fmt(w.max, 0)}`, fmt(w.median / baseMedian, 2), c.rss[0] === null ? "—" : mb(median(c.rss))]
  })
  const ratio = (i) => median(commands[i].wall) / baseMedian
  sections.push(`## 0. Start-up, whole process

Each command as a user runs it (\`node bin/risk.js …\`: the esbuild bundle with its V8 code cache), spawned and timed to exit, interleaved with \`node -e 0\` run by run: one unmeasured round, then ${base.wall.length} rounds; medians. Peak RSS from \`/usr/bin/time -f %M\`. Load average at start: ${loadAt}; at the end: ${load()}.

${table(["command", "argv", "median ms", "min–max ms", "÷ node -e 0", "peak RSS MB"], rows)}

Side by side with the public Python implementation: it is not installed or run by this benchmark (it is not in this project's dependencies); the figures measured for it earlier on this machine kind are 6.5 s whole process for the same AAPL pair (\`score --html … --prior-html …\`) and 7.3–9.6 s per 10-K pair in process. Ours: the last row above (whole process) and the "10-K AAPL FY2025 with prior" row of §1 (in process), both at the load stated.`)
  bar("risk --version, whole process", "≤ 3× node -e 0", `${fmt(ratio(1), 2)}× (${fmt(median(commands[1].wall), 0)} vs ${fmt(baseMedian, 0)} ms)`, ratio(1) <= 3)
  bar("AAPL 10-K pair, whole process", "≤ 8× node -e 0", `${fmt(ratio(4), 2)}× (${fmt(median(commands[4].wall), 0)} vs ${fmt(baseMedian, 0)} ms)`, ratio(4) <= 8)
}

// ---- 1. analysis ----------------------------------------------------------------------
if (want("analysis")) {
  const loadAt = load()
  const { scenarios } = await node([here("./analysis.mjs")])
  const stageNames = [
    ["extract", "parse/extract"],
    ["metrics", "metrics"],
    ["flags", "flags"],
    ["metricsAndFlags", "metrics + flags (one pass)"],
    ["diff", "diff"],
    ["priorTone", "prior tone → language deltas"],
    ["score", "score (+ result)"]
  ]
  const totals = table(
    ["scenario", "MB in", "median ms", "p25–p75 ms", "min–max ms", "runs", "result sha256/16"],
    scenarios.map((s) => [s.label, mb(s.bytes), fmt(s.total.median), `${fmt(s.total.p25)}–${fmt(s.total.p75)}`, `${fmt(s.total.min)}–${fmt(s.total.max)}`, String(s.total.n), `\`${s.resultHash}\``])
  )
  const stagesTable = table(
    ["scenario", ...stageNames.map(([, n]) => `${n} ms`)],
    scenarios.map((s) => [s.label, ...stageNames.map(([k]) => fmt(s.stages[k]?.median))])
  )
  sections.push(`## 1. Analysis (bytes in memory → scores)

\`analyze\` + \`scoreAnalysis\` (model v2) on real corpus documents, in process, after one unmeasured pass over every scenario and ${process.env.BENCH_WARMUP ?? 3} warm-up runs of each; median of ${process.env.BENCH_RUNS ?? 9} runs. Load average (1/5/15 min) at start: ${loadAt}.

${totals}

Per stage (medians; the stage functions called directly, same work as \`analyze\`: extraction of both documents, metrics and flags of the current sections, diffs and prior tone ratios of the sections present in both):

${stagesTable}`)
  const k = scenarios.filter((s) => s.form === "10-K")
  const worstAlone = Math.max(...k.filter((s) => !s.withPrior).map((s) => s.total.median))
  const worstPair = Math.max(...k.filter((s) => s.withPrior).map((s) => s.total.median))
  bar("10-K alone, median (worst of the 10-Ks)", "≤ 150 ms", `${fmt(worstAlone)} ms`, worstAlone <= 150)
  bar("10-K with prior, median (worst of the 10-Ks)", "≤ 300 ms", `${fmt(worstPair)} ms`, worstPair <= 300)
}

// ---- 2 + 4. cold and warm panels, memory ----------------------------------------------
if (want("panel")) {
  const loadAt = load()
  const rps = Number(process.env.RISK_SEC_MAX_RPS ?? 10)
  const p = await runPanel({ rps, warmRuns: 10 })
  const ideal = (p.upstreamRequests / rps) * 1000
  const over = p.cold.ms / ideal - 1
  const warm = stats(p.warm.map((w) => w.ms))
  const rss = p.warm.map((w) => w.rss)
  const growth = rss[rss.length - 1] - rss[0]
  sections.push(`## 2. Cold panel of 25 tickers (loopback EDGAR, 429 above 10 starts/s)

Synthetic mirror in a temporary directory: 25 made-up tickers/CIKs, each with a fiscal-2025 10-K and its fiscal-2024 prior (real corpus documents, hard-linked), its own \`company_tickers.json\` and submissions. \`liveStack\` → \`FilingService.panel\` in a child process, \`RISK_SEC_MAX_RPS=${rps}\`, file cache in a fresh temporary directory, default panel concurrency. Load average at start: ${loadAt}.

| measure | value |
|---|---:|
| wall time | ${fmt(p.cold.ms / 1000, 2)} s |
| upstream requests ÷ rate | ${p.upstreamRequests} ÷ ${rps}/s = ${fmt(ideal / 1000, 2)} s |
| over the ideal | ${fmt(over * 100)} % |
| first → last upstream start | ${fmt(p.firstToLastStartMs / 1000, 2)} s |
| results ok | ${p.cold.ok} / 25 |
| 429 answers | ${p.status429} |
| most starts in any 1 s window | ${p.maxStartsPerSecond} |
| ticker map fetched | ${p.tickerMapRequests} × |
| documents fetched twice | ${p.duplicates.length === 0 ? "none" : p.duplicates.join(", ")} |
| upstream requests per ticker | ${[...new Set(p.perTicker.map((t) => t.requests))].join(", ")} (submissions + 10-K + prior 10-K) |
| main-thread event-loop utilisation | ${fmt(p.cold.eventLoopUtilization * 100)} % (max loop delay ${fmt(p.cold.eventLoopDelayMaxMs)} ms) |
| peak RSS (sampled every 10 ms / kernel maxrss) | ${mb(p.cold.peakRss)} / ${mb(p.cold.maxRssKernel)} MB |

## 3a. Warm panel (same process, after the cold panel)

Median ${fmt(warm.median, 2)} ms (min ${fmt(warm.min, 2)}, max ${fmt(warm.max, 2)}) over ${warm.n} panels of 25.

## 4. Memory over 10 warm panels

| panel | ms | RSS MB | heap used MB |
|---|---:|---:|---:|
${p.warm.map((w, i) => `| ${i + 1} | ${fmt(w.ms, 2)} | ${mb(w.rss)} | ${mb(w.heapUsed)} |`).join("\n")}

RSS change from the first to the last warm panel: ${fmt(growth / 2 ** 20)} MB.`)
  bar("cold panel wall time vs requests ÷ rate", "within 15 %", `${fmt(p.cold.ms / 1000, 2)} s vs ${fmt(ideal / 1000, 2)} s (+${fmt(over * 100)} %)`, over <= 0.15)
  bar("cold panel 429s / duplicate fetches / ticker map fetches", "0 / 0 / 1", `${p.status429} / ${p.duplicates.length} / ${p.tickerMapRequests}`, p.status429 === 0 && p.duplicates.length === 0 && p.tickerMapRequests === 1)
  bar("warm panel of 25, median", "≤ 250 ms", `${fmt(warm.median, 2)} ms`, warm.median <= 250)
  bar("peak RSS during the cold panel", "≤ 400 MB", `${mb(p.cold.maxRssKernel)} MB`, p.cold.maxRssKernel <= 400 * 2 ** 20)
  bar("RSS over 10 warm panels", "no growth", `${fmt(growth / 2 ** 20)} MB`, growth <= 2 * 2 ** 20)
}

// ---- 3b. warm matrix under load --------------------------------------------------------
if (want("http")) {
  const rows = []
  const row = (label, loadAt, r) => [label, loadAt, fmt(r.rps), fmt(r.p50, 0), fmt(r.p90, 0), fmt(r.p99, 0), fmt(r.max, 0), r.serverCpuMsPerRequest === null ? "—" : fmt(r.serverCpuMsPerRequest * 1000, 0), String(r.requests), String(r.non2xx + r.errors + r.timeouts), fmt(r.bytesPerResponse / 1024)]
  for (const [label, env] of [["result memo off (RISK_RESULT_MEMO_MB=0)", { RISK_RESULT_MEMO_MB: "0" }], ["result memo on (default)", {}]]) {
    const loadAt = load()
    const bare = label.includes("default")
    const r = await runHttp({ connections: 16, duration: 10, env, bare })
    rows.push(row(label, loadAt, r))
    if (bare) {
      rows.push(row("bare Node `http` server, same bytes (reference)", "(right after)", r.bare))
      const ratio = r.p99 / Math.max(1, r.bare.p99)
      bar("warm matrix p99 at 16 clients vs a bare Node http server", "≤ 3×", `${fmt(ratio, 1)}× (${fmt(r.p99, 0)} vs ${fmt(r.bare.p99, 0)} ms; ${fmt(r.rps)} vs ${fmt(r.bare.rps)} req/s)`, ratio <= 3)
      bar("warm matrix p99 at 16 clients", "≤ 20 ms", `${fmt(r.p99, 0)} ms (${fmt(r.rps)} req/s)`, r.p99 <= 20)
    }
  }
  sections.push(`## 3b. Warm \`GET /v1/company/{ticker}/disclosure-matrix\` under load

A real \`risk serve\` on 127.0.0.1 (upstream: the loopback EDGAR on the synthetic mirror), warmed by one \`POST /v1/panel/disclosure-matrix\` of the 25 tickers; autocannon, 16 connections, 2 s warm-up run, then 10 s cycling through the 25 tickers' matrix URLs. Autocannon runs on the same 2-core machine. The reference row: the same autocannon runs against a bare Node \`http\` server (\`bench/bare-http.mjs\`) answering the same 25 paths with the bytes \`risk serve\` returned for them, right after the service run (\`risk serve\` idle meanwhile). With the memo on, a warm request for a URL the matrix route has already decoded is answered in front of the Effect app with the same bytes, headers and access-log line (\`src/http/warm.ts\`); with the memo off every request goes through the app. p50/p90/p99 are autocannon's millisecond-resolution percentiles; server CPU is the server process's user + system time over the measured run (Linux \`/proc\`) divided by the requests answered, less sensitive to the machine's other load than the latencies.

${table(["server", "load avg at start", "req/s", "p50 ms", "p90 ms", "p99 ms", "max ms", "server CPU µs/request", "requests", "non-2xx/errors", "KiB/response"], rows)}`)
}

// ---- 3c. stalled upstream ---------------------------------------------------------------
if (want("stall")) {
  const loadAt = load()
  const { runs } = await runStall()
  const worst = Math.max(...runs.map((r) => r.ms))
  const allOk = runs.every((r) => r.exitCode === 0)
  sections.push(`## 3c. A filing request through stalled and failing upstream connections

\`risk score TGT 2025 --no-cache\` (the built CLI, default bounds: 10 s to the response headers, 15 s body idle, 60 s per attempt, 5 attempts, 120 s per request) against the loopback EDGAR on the corpus, where 20 % of requests fail at random (seeded) as 503, reset or a connection that never answers, and the document's first request always stalls. Load average at start: ${loadAt}.

${table(["seed", "wall s", "exit code", "upstream requests", "stalled", "reset", "503"], runs.map((r) => [String(r.seed), fmt(r.ms / 1000, 1), String(r.exitCode), String(r.upstream), String(r.stalled), String(r.reset), String(r.status503)]))}

Before the first-byte timeout, each stalled connection held the request for the 60 s per-attempt bound (twice → 502 after 121 s).`)
  bar("filing request with 20 % random 503/reset/stall upstream", "succeeds ≤ 60 s", `${runs.filter((r) => r.exitCode === 0).length}/${runs.length} ok, worst ${fmt(worst / 1000, 1)} s`, allOk && worst <= 60_000)
}

// ---- 5. scale --------------------------------------------------------------------------
if (want("scale")) {
  const loadAt = load()
  const rows = []
  for (const [size, runs] of [[1, 3], [2, 3], [5, 3], [20, 1], [50, 1]]) {
    log(`scale: ${size} MB`)
    const r = await node([here("./scale-child.mjs"), String(size), String(runs)])
    rows.push(r)
  }
  const base = rows[0]
  const top = rows[rows.length - 1]
  const exponent = Math.log(top.ms / base.ms) / Math.log(top.bytes / base.bytes)
  const perByte = (top.maxRss - top.rssBase) / top.bytes
  bar(`peak RSS above idle, ${mb(top.bytes)} MB document`, "≤ 10× the document", `${fmt(perByte, 1)}× (${mb(top.maxRss - top.rssBase)} MB)`, perByte <= 10)
  sections.push(`## 5. Scale: synthetic 10-Ks from real sections

Risk factors, MD&A and controls of a corpus 10-K repeated as HTML paragraphs under their headings up to the size; analysed and scored alone (no prior), each size in its own process (peak RSS is the process's). Load average at start: ${loadAt}.

${table(
  ["size", "words", "median ms", "runs", "ms per MB", "time ÷ 1 MB time", "peak RSS MB", "RSS above idle MB"],
  rows.map((r) => [`${mb(r.bytes)} MB`, String(r.words), fmt(r.ms), String(r.runs), fmt(r.ms / (r.bytes / 2 ** 20)), fmt(r.ms / base.ms, 2), mb(r.maxRss), mb(r.maxRss - r.rssBase)])
)}

Growth: from ${mb(base.bytes)} to ${mb(top.bytes)} MB the time grows as size^${fmt(exponent, 2)} (1.0 = linear), i.e. linear up to noise and GC; memory above idle grows about ${fmt((top.maxRss - top.rssBase) / top.bytes, 0)}× the document size at ${mb(top.bytes)} MB (the document is read in decoded pieces; its visible text is held once, outside the collected heap, with the section texts as views of it; beside it, one section's word scan at a time). Where the memory goes, stage by stage: \`node --expose-gc bench/mem-probe.mjs 20\`.`)
}

// ---- scoring micro-benchmarks ---------------------------------------------------------
if (want("scoring")) {
  const measure = (name, fn, { runs = 7, inner = 1000 } = {}) => {
    for (let i = 0; i < inner; i++) fn()
    const perCall = []
    for (let r = 0; r < runs; r++) {
      const t0 = performance.now()
      for (let i = 0; i < inner; i++) fn()
      perCall.push(((performance.now() - t0) / inner) * 1000)
    }
    return [name, fmt(median(perCall)), fmt(Math.min(...perCall)), fmt(Math.max(...perCall)), `${runs} × ${inner} calls`]
  }
  const text = readFileSync(here("../fixtures/metrics-10k-example.json"), "utf8")
  const doc = decodeMetricsDocument(JSON.parse(text))
  if (doc._tag !== "Right") throw new Error("example metrics document does not validate")
  const calibration = makeCalibration(JSON.parse(readFileSync(here("../data/calibration/percentiles.json"), "utf8")))
  sections.push(`## Scoring micro-benchmarks (load average ${load()})

${table(["benchmark", "median µs", "min µs", "max µs", "runs"], [
  measure("validate metrics document", () => decodeMetricsDocument(JSON.parse(text))),
  measure("score v1 (10-K metrics document)", () => scoreV1(doc.right)),
  measure("score v2 (10-K metrics document)", () => scoreV2(doc.right, calibration))
])}`)
}

// ---- the watch soak (its own report: bench/RESULTS-watch.md) ------------------------------
if (want("watch")) {
  const { percentile, runWatchBench, watchReport } = await import("./watch.mjs")
  const results = await runWatchBench()
  writeFileSync(here("./RESULTS-watch.md"), watchReport(results, "npm run bench (bench/watch.mjs; BENCH_ONLY=watch for it alone)"))
  const p95 = median(results.map((r) => percentile(r.latencies["10-K"], 95)))
  bar("watch: a 10-K's latency, appearance in the feed → scored line, p95", "≤ 5 s at 10 req/s", `${fmt(p95, 2)} s`, p95 <= 5)
  sections.push("## Watch soak\n\nOne simulated day of filings through `risk watch`: bench/RESULTS-watch.md.")
  log("wrote bench/RESULTS-watch.md")
}

const barTable = table(["bar (SPEC §12)", "target", "measured", ""], bars)
console.log(barTable)
if (only.size === 0) {
  const optimisations = readFileSync(here("./optimisations.md"), "utf8")
  writeFileSync(
    here("./RESULTS.md"),
    `# Benchmark results

Machine: ${machine()}
Command: \`npm run bench\` (= \`npm run build && node bench/run.js\`)
Date: ${started.toISOString()} (took ${fmt((Date.now() - started.getTime()) / 60000)} min)
Load average (1/5/15 min) at the end: ${load()} — the machine is shared with other work; every table states the load when it started.

## Bars

${barTable}

${sections.join("\n\n")}

${optimisations}`
  )
  log("wrote bench/RESULTS.md")
}
