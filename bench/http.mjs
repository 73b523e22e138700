// Warm `GET /v1/company/{ticker}/disclosure-matrix` under load: a real `risk serve` on
// loopback (upstream: the loopback EDGAR on a synthetic mirror), warmed by one panel
// request, then autocannon with 16 concurrent clients cycling through the 25 tickers.
// With `bare: true`, the same load generator then runs against a bare Node `http` server
// answering the same paths with the same bytes (bench/bare-http.mjs): the reference.
import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import autocannon from "autocannon"
import { loadEdgarServer } from "./edgar.mjs"
import { log, repoRoot } from "./lib.mjs"
import { buildMirror, FISCAL_YEAR } from "./mirror.mjs"

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer()
    s.once("error", reject)
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })

const waitHealthy = async (base, ms = 30_000) => {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      const r = await fetch(`${base}/health`)
      if (r.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error("risk serve did not become healthy")
}

/** Node flags for both servers (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`): BENCH_SERVER_NODE_ARGS, space-separated. */
const serverNodeArgs = () => (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean)

/** Runs the load test; `env` is added to the server's environment (e.g. RISK_RESULT_MEMO_MB). */
const summary = (r, connections, duration) => ({
  connections,
  duration,
  requests: r.requests.total,
  rps: r.requests.average,
  p50: r.latency.p50,
  p90: r.latency.p90,
  p99: r.latency.p99,
  max: r.latency.max,
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
  bytesPerResponse: r.requests.total > 0 ? r.throughput.total / r.requests.total : 0
})

/** CPU time (user + system, ms) the process `pid` has used so far (Linux /proc; null elsewhere). */
const cpuMs = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux)
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

/**
 * Autocannon against `base` cycling through `paths`: a 2 s run first (connections, JIT),
 * then the measured one; with the server's CPU time per request over the measured run.
 */
const load = async (base, paths, connections, duration, pid) => {
  const requests = paths.map((p) => ({ method: "GET", path: p }))
  await autocannon({ url: base, connections, duration: 2, requests })
  const before = cpuMs(pid)
  const r = summary(await autocannon({ url: base, connections, duration, requests }), connections, duration)
  const after = cpuMs(pid)
  return { ...r, serverCpuMsPerRequest: before === null || after === null || r.requests === 0 ? null : (after - before) / r.requests }
}

/** The bare server on `bodies` (path → text), measured like the service. */
const runBare = async (bodies, connections, duration) => {
  const dir = mkdtempSync(path.join(tmpdir(), "risk-bench-bare-"))
  const file = path.join(dir, "bodies.json")
  writeFileSync(file, JSON.stringify(bodies))
  const child = spawn(process.execPath, [...serverNodeArgs(), fileURLToPath(new URL("./bare-http.mjs", import.meta.url)), file], { stdio: ["ignore", "pipe", "inherit"] })
  try {
    const port = await new Promise((resolve, reject) => {
      let out = ""
      child.stdout.on("data", (d) => {
        out += d
        if (out.includes("\n")) resolve(JSON.parse(out.split("\n")[0]).port)
      })
      child.once("exit", (code) => reject(new Error(`bare server exited ${code}`)))
    })
    log(`http: bare node server, autocannon ${connections} connections, ${duration} s`)
    return await load(`http://127.0.0.1:${port}`, Object.keys(bodies), connections, duration, child.pid)
  } finally {
    child.kill("SIGTERM")
    await new Promise((r) => (child.exitCode !== null ? r() : child.once("exit", r)))
    rmSync(dir, { recursive: true, force: true })
  }
}

export const runHttp = async ({ connections = 16, duration = 10, env = {}, bare = false } = {}) => {
  const { startEdgarServer } = await loadEdgarServer()
  const mirror = buildMirror(25)
  const cacheDir = mkdtempSync(path.join(tmpdir(), "risk-bench-cache-"))
  const upstream = await startEdgarServer({ root: mirror.root, maxPerSecond: 10 })
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, [...serverNodeArgs(), path.join(repoRoot, "bin/risk.js"), "serve", "--host", "127.0.0.1", "--port", String(port)], {
    env: { ...process.env, RISK_EDGAR_BASE_URL: upstream.url, RISK_CACHE_DIR: cacheDir, RISK_SEC_MAX_RPS: "10", SEC_USER_AGENT: "disclosure-risk bench bench@example.com", RISK_REDIS_URL: "", RISK_API_KEYS: "", ...env },
    stdio: ["ignore", "ignore", "pipe"]
  })
  let stderr = ""
  server.stderr.on("data", (d) => (stderr = (stderr + d).slice(-4000)))
  try {
    await waitHealthy(base)
    log(`http: warming ${mirror.tickers.length} tickers`)
    const warm = await fetch(`${base}/v1/panel/disclosure-matrix`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ tickers: mirror.tickers, fiscal_year: FISCAL_YEAR, form_type: "10-K" })
    })
    if (!warm.ok) throw new Error(`panel warm-up: HTTP ${warm.status}: ${(await warm.text()).slice(0, 300)}`)
    await warm.text()
    const paths = mirror.tickers.map((t) => `/v1/company/${t}/disclosure-matrix?fiscal_year=${FISCAL_YEAR}&form_type=10-K`)
    const bodies = {}
    for (const p of paths) {
      const r = await fetch(base + p)
      if (r.status !== 200) throw new Error(`${p}: HTTP ${r.status}: ${(await r.text()).slice(0, 300)}`)
      bodies[p] = await r.text()
    }
    log(`http: autocannon ${connections} connections, ${duration} s`)
    const service = await load(base, paths, connections, duration, server.pid)
    return { ...service, bare: bare ? await runBare(bodies, connections, duration) : null }
  } catch (e) {
    throw new Error(`${e instanceof Error ? e.message : String(e)}\nserver stderr: ${stderr}`)
  } finally {
    server.kill("SIGTERM")
    await new Promise((r) => (server.exitCode !== null ? r() : server.once("exit", r)))
    await upstream.close()
    mirror.cleanup()
    rmSync(cacheDir, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(JSON.stringify(await runHttp({ bare: true, env: process.env.RISK_RESULT_MEMO_MB ? { RISK_RESULT_MEMO_MB: process.env.RISK_RESULT_MEMO_MB } : {} })) + "\n")
}
