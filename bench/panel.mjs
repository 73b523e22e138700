// Cold and warm 25-ticker panels against the loopback EDGAR (429 above 10 starts/s) on a
// synthetic mirror, run in a child process; upstream requests are read from the server log.
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { loadEdgarServer } from "./edgar.mjs"
import { log } from "./lib.mjs"
import { buildMirror, FISCAL_YEAR } from "./mirror.mjs"

const child = (args, env) =>
  new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [...(process.env.BENCH_CHILD_NODE_ARGS ?? "").split(" ").filter(Boolean), fileURLToPath(new URL("./panel-child.mjs", import.meta.url)), ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let out = ""
    let err = ""
    p.stdout.on("data", (d) => (out += d))
    p.stderr.on("data", (d) => (err += d))
    p.on("error", reject)
    p.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out.trim().split("\n").pop())) : reject(new Error(`panel child exited ${code}: ${err.slice(-2000)}`))))
  })

/** One cold panel (fresh cache) plus `warmRuns` warm panels; returns measurements. */
export const runPanel = async ({ rps = 10, warmRuns = 10, count = 25 } = {}) => {
  const { startEdgarServer } = await loadEdgarServer()
  const mirror = buildMirror(count)
  const cacheDir = mkdtempSync(path.join(tmpdir(), "risk-bench-cache-"))
  const server = await startEdgarServer({ root: mirror.root, maxPerSecond: 10 })
  try {
    log(`panel: ${count} tickers, RISK_SEC_MAX_RPS=${rps}`)
    const result = await child([mirror.tickers.join(","), String(FISCAL_YEAR), String(warmRuns)], {
      RISK_EDGAR_BASE_URL: server.url,
      RISK_CACHE_DIR: cacheDir,
      RISK_SEC_MAX_RPS: String(rps),
      SEC_USER_AGENT: "disclosure-risk bench bench@example.com",
      RISK_REDIS_URL: ""
    })
    const reqs = server.requests
    const byPath = new Map()
    for (const r of reqs) byPath.set(r.path, (byPath.get(r.path) ?? 0) + 1)
    const perTicker = mirror.companies.map((c) => ({
      ticker: c.ticker,
      requests: reqs.filter((r) => r.path.includes(`/${c.cik}/`) || r.path.includes(`CIK${c.cik.padStart(10, "0")}`)).length
    }))
    const starts = reqs.map((r) => r.start).sort((a, b) => a - b)
    let maxWindow = 0
    for (let i = 0, j = 0; i < starts.length; i++) {
      while (starts[i] - starts[j] >= 1000) j++
      maxWindow = Math.max(maxWindow, i - j + 1)
    }
    return {
      ...result,
      rps,
      upstreamRequests: reqs.length,
      status429: reqs.filter((r) => r.status === 429).length,
      duplicates: [...byPath.entries()].filter(([, n]) => n > 1).map(([p, n]) => `${p} ×${n}`),
      tickerMapRequests: byPath.get("/files/company_tickers.json") ?? 0,
      perTicker,
      maxStartsPerSecond: maxWindow,
      firstToLastStartMs: starts.length > 1 ? starts[starts.length - 1] - starts[0] : 0
    }
  } finally {
    await server.close()
    mirror.cleanup()
    rmSync(cacheDir, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await runPanel({ rps: Number(process.env.RISK_SEC_MAX_RPS ?? 10) })
  process.stdout.write(JSON.stringify(r) + "\n")
}
