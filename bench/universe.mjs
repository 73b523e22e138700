// A cold universe screen of 50 synthetic tickers (bench/mirror.mjs: real 10-K pairs under
// made-up tickers and CIKs) through `risk universe` (the built CLI, a child process)
// against the loopback EDGAR (429 above 10 starts/s), RISK_SEC_MAX_RPS=10. Measures the
// wall time of the run against upstream requests ÷ rate (bar ≤ 1.15×), the child's RSS
// sampled from /proc as rows complete (peak, and at 20 % / 100 % of the rows: flat means
// no growth with the number of tickers), for several concurrencies.
//
//   npm run build && node bench/universe.mjs            (BENCH_RUNS=3, BENCH_CONCURRENCY=8,16)
import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { loadEdgarServer } from "./edgar.mjs"
import { fmt, load, log, machine, mb, median, table } from "./lib.mjs"
import { buildMirror, FISCAL_YEAR } from "./mirror.mjs"

const bin = fileURLToPath(new URL("../bin/risk.js", import.meta.url))
const RATE = 10
const COUNT = Number(process.env.BENCH_TICKERS ?? 50)

const rssOf = (pid) => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))
    return m ? Number(m[1]) * 1024 : 0
  } catch {
    return 0
  }
}

/** User + system CPU seconds of a process so far (clock ticks of 1/100 s). */
const cpuOf = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}

const runOnce = async (startEdgarServer, mirror, concurrency) => {
  const dir = mkdtempSync(path.join(tmpdir(), "risk-bench-universe-"))
  const server = await startEdgarServer({ root: mirror.root, maxPerSecond: RATE })
  try {
    const tickersFile = path.join(dir, "tickers.txt")
    writeFileSync(tickersFile, mirror.tickers.join("\n"))
    const out = path.join(dir, "u.csv")
    const child = spawn(
      process.execPath,
      [bin, "universe", "--tickers", tickersFile, "--fiscal-year", String(FISCAL_YEAR), "--out", out, "--concurrency", String(concurrency)],
      {
        env: {
          ...process.env,
          RISK_EDGAR_BASE_URL: server.url,
          RISK_CACHE_DIR: path.join(dir, "cache"),
          RISK_SEC_MAX_RPS: String(RATE),
          SEC_USER_AGENT: "disclosure-risk bench bench@example.com",
          RISK_REDIS_URL: ""
        },
        stdio: ["ignore", "pipe", "pipe"]
      }
    )
    let peak = 0
    let cpu = 0
    const rssAtRow = new Map()
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(child.pid))
      cpu = Math.max(cpu, cpuOf(child.pid))
    }, 20)
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (d) => (stdout += d))
    child.stderr.on("data", (d) => {
      stderr += d
      for (const m of String(d).matchAll(/universe: (\d+)\/\d+/g)) rssAtRow.set(Number(m[1]), rssOf(child.pid))
    })
    const code = await new Promise((resolve) => child.on("close", resolve))
    clearInterval(sampler)
    if (code !== 0) throw new Error(`risk universe exited ${code}: ${stderr.slice(-1500)}`)
    const summary = JSON.parse(stdout.trim().split("\n").pop())
    const reqs = server.requests
    const starts = reqs.map((r) => r.start).sort((a, b) => a - b)
    const byPath = new Map()
    for (const r of reqs) byPath.set(r.path, (byPath.get(r.path) ?? 0) + 1)
    const floor = reqs.length / RATE
    return {
      concurrency,
      wall: summary.wall_seconds,
      requests: reqs.length,
      floor,
      ratio: summary.wall_seconds / floor,
      span: starts.length > 1 ? (starts[starts.length - 1] - starts[0]) / 1000 : 0,
      ok: summary.ok,
      failed: summary.failed,
      status429: reqs.filter((r) => r.status === 429).length,
      duplicates: [...byPath.values()].filter((n) => n > 1).length,
      peak,
      cpu,
      rss20: rssAtRow.get(Math.round(COUNT / 5)) ?? 0,
      rss100: rssAtRow.get(COUNT) ?? 0
    }
  } finally {
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

export const runUniverseBench = async ({ runs = Number(process.env.BENCH_RUNS ?? 3), concurrencies = (process.env.BENCH_CONCURRENCY ?? "8,16").split(",").map(Number) } = {}) => {
  const { startEdgarServer } = await loadEdgarServer()
  const mirror = buildMirror(COUNT)
  const rows = []
  try {
    for (const c of concurrencies) {
      const results = []
      for (let i = 0; i < runs; i++) {
        const loadBefore = load()
        const r = await runOnce(startEdgarServer, mirror, c)
        log(`universe: concurrency ${c} run ${i + 1}: wall ${r.wall} s, ${r.requests} requests (floor ${r.floor.toFixed(1)} s, ×${r.ratio.toFixed(2)}), CPU ${r.cpu.toFixed(1)} s, first→last upstream start ${r.span.toFixed(1)} s, peak RSS ${mb(r.peak)} MB, load ${loadBefore}`)
        results.push({ ...r, load: loadBefore })
      }
      rows.push({ concurrency: c, results })
    }
  } finally {
    mirror.cleanup()
  }
  return rows
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await runUniverseBench()
  const lines = [
    `machine: ${machine()}; node ${process.version}; ${new Date().toISOString()}`,
    `command: node bench/universe.mjs (BENCH_RUNS=${process.env.BENCH_RUNS ?? 3}); ${COUNT} synthetic tickers, RISK_SEC_MAX_RPS=${RATE}; load after: ${load()}`,
    "",
    table(
      ["concurrency", "runs", "wall s (median)", "upstream requests", "requests ÷ rate s", "wall ÷ (requests ÷ rate) median [min–max]", "child CPU s (median)", "first→last upstream start s", "429s", "paths fetched twice", "peak RSS MB (median)", "RSS at 20 % / 100 % rows MB", "load before runs"],
      rows.map(({ concurrency, results }) => {
        const ratios = results.map((r) => r.ratio)
        return [
          String(concurrency),
          String(results.length),
          fmt(median(results.map((r) => r.wall))),
          String(median(results.map((r) => r.requests))),
          fmt(median(results.map((r) => r.floor))),
          `${fmt(median(ratios), 2)} [${fmt(Math.min(...ratios), 2)}–${fmt(Math.max(...ratios), 2)}]`,
          fmt(median(results.map((r) => r.cpu))),
          fmt(median(results.map((r) => r.span))),
          String(results.reduce((n, r) => n + r.status429, 0)),
          String(results.reduce((n, r) => n + r.duplicates, 0)),
          mb(median(results.map((r) => r.peak))),
          `${mb(median(results.map((r) => r.rss20)))} / ${mb(median(results.map((r) => r.rss100)))}`,
          results.map((r) => r.load.split(" / ")[0]).join(", ")
        ]
      })
    )
  ]
  process.stdout.write(`${lines.join("\n")}\n`)
}
