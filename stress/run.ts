/**
 * Sustained mixed load with upstream faults (`npm run stress`; not part of CI).
 *
 * Two `risk serve` instances (the built CLI) share one Redis and one loopback EDGAR that
 * enforces 10 request starts per second and injects faults (transient 503s, 429s with
 * Retry-After, resets, slow and truncated responses, re-armed every few seconds; one
 * filing that always fails). For STRESS_SECONDS (default 60) virtual clients send a mix
 * of warm and cold matrix requests, filings lists, panels, MCP `tools/call` requests,
 * unknown and invalid tickers; Redis is flushed every 20 s so cold work keeps coming.
 * Each answer is checked against what that request may answer; the instances' RSS is
 * sampled every second. Afterwards a short autocannon run measures warm throughput.
 * Figures go to bench/RESULTS-stress.md; the exit code is 1 if any unexpected answer,
 * an upstream rate above the limit, or a memory growth beyond the bound was seen.
 */
import { spawn } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import { cpus, totalmem } from "node:os"
import { join } from "node:path"
import { Redis } from "ioredis"
import { repoRoot } from "../test/support/cli.js"
import { corpusDir } from "../test/support/corpus.js"
import { type EdgarFault, maxStartsInWindow, startEdgarServer } from "../test/support/edgar-server.js"
import { startRedis } from "../test/support/redis.js"
import { type ServeChild, startServe } from "../test/reliability/children.js"

const SECONDS = Number(process.env.STRESS_SECONDS ?? "60")
/** Seconds between flushes of the shared cache (0: never). */
const FLUSH_SECONDS = Number(process.env.STRESS_FLUSH_SECONDS ?? "20")
/** `cache` (default): delete the cache keys only; `all`: FLUSHALL, the rate limiter's slot key included. */
const FLUSH_ALL = process.env.STRESS_FLUSH_MODE === "all"
const CLIENTS = Number(process.env.STRESS_CLIENTS ?? "8")
const LIMIT = 10
const REQUEST_TIMEOUT_MS = 60_000
/** RSS may grow at most this much from the second quarter of the run (after warm-up) to the last. */
const RSS_GROWTH_BOUND = 0.35

const USER_AGENT = "disclosure-risk stress stress@example.com"

interface Action {
  readonly kind: string
  readonly weight: number
  /** Statuses this request may answer with. */
  readonly expect: ReadonlyArray<number>
  readonly run: (base: string) => Promise<{ status: number; body: string }>
}

const get = async (url: string): Promise<{ status: number; body: string }> => {
  const res = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
  return { status: res.status, body: await res.text() }
}
const post = async (url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> => {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS)
  })
  return { status: res.status, body: await res.text() }
}

const pick = <A>(xs: ReadonlyArray<A>): A => {
  const x = xs[Math.floor(Math.random() * xs.length)]
  if (x === undefined) throw new Error("empty choice")
  return x
}

const WARM = [
  ["AAPL", 2025],
  ["AMZN", 2024],
  ["TSLA", 2024],
  ["TGT", 2025]
] as const
const COLD = [
  ["AMZN", 2025],
  ["NVDA", 2025],
  ["IBM", 2024],
  ["AAPL", 2024],
  ["AMZN", 2023],
  ["TSLA", 2023],
  ["NVDA", 2024]
] as const
// IBM FY2023's document always fails upstream: 502 (or a panel error entry) is expected.
const BROKEN_DOC = "/Archives/edgar/data/51143/000005114324000012/ibm-20231231.htm"

const MCP_HEADERS = { accept: "application/json, text/event-stream" }

const actions: ReadonlyArray<Action> = [
  {
    kind: "warm matrix",
    weight: 30,
    expect: [200],
    run: (b) => {
      const [t, y] = pick(WARM)
      return get(`${b}/v1/company/${t}/disclosure-matrix?fiscal_year=${y}`)
    }
  },
  {
    kind: "warm matrix (exact)",
    weight: 20,
    expect: [200],
    run: (b) => {
      const [t, y] = pick(WARM)
      return get(`${b}/v1/company/${t}/disclosure-matrix?fiscal_year=${y}&tier=standard`)
    }
  },
  {
    kind: "cold matrix",
    weight: 10,
    expect: [200],
    run: (b) => {
      const [t, y] = pick(COLD)
      return get(`${b}/v1/company/${t}/disclosure-matrix?fiscal_year=${y}`)
    }
  },
  { kind: "broken filing", weight: 3, expect: [502], run: (b) => get(`${b}/v1/company/IBM/disclosure-flags?fiscal_year=2023`) },
  { kind: "filings list", weight: 8, expect: [200], run: (b) => get(`${b}/v1/company/${pick(["AAPL", "NVDA", "TGT", "AMZN"])}/filings?fiscal_year=2025`) },
  {
    kind: "panel",
    weight: 8,
    expect: [200],
    run: (b) => post(`${b}/v1/panel/disclosure-matrix`, { tickers: ["AAPL", "AMZN", "TSLA", "IBM", "ZZZZ", "NVDA"].filter(() => Math.random() < 0.7).concat(["TGT"]), fiscal_year: pick([2024, 2025]) })
  },
  {
    kind: "mcp tools/call",
    weight: 8,
    expect: [200],
    run: (b) => {
      const [t, y] = pick(WARM)
      return post(`${b}/mcp`, { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: pick(["score_company_filing_tool", "get_disclosure_flags_tool"]), arguments: { ticker: t, fiscal_year: y } } }, MCP_HEADERS)
    }
  },
  { kind: "unknown ticker", weight: 5, expect: [404], run: (b) => get(`${b}/v1/company/QQQQX/disclosure-matrix?fiscal_year=2025`) },
  { kind: "invalid input", weight: 5, expect: [422], run: (b) => get(`${b}/v1/company/..%2F..%2Fetc/disclosure-matrix?fiscal_year=abc`) },
  { kind: "health", weight: 3, expect: [200], run: (b) => get(`${b}/health`) }
]
const totalWeight = actions.reduce((s, a) => s + a.weight, 0)
const chooseAction = (): Action => {
  let r = Math.random() * totalWeight
  for (const a of actions) {
    r -= a.weight
    if (r < 0) return a
  }
  return actions[0] as Action
}

interface Tally {
  count: number
  unexpected: number
  statuses: Map<number | string, number>
  latencies: Array<number>
}

const percentile = (xs: ReadonlyArray<number>, p: number): number => {
  if (xs.length === 0) return Number.NaN
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN
}

const rssOf = (pid: number | undefined): number | null => {
  if (pid === undefined) return null
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))
    return m?.[1] === undefined ? null : Number(m[1]) / 1024
  } catch {
    return null
  }
}

const FAULTS: ReadonlyArray<EdgarFault> = [
  { kind: "status", status: 503 },
  { kind: "status", status: 429, retryAfter: 1 },
  { kind: "reset" },
  { kind: "delay", ms: 1_500 },
  { kind: "truncate", bytes: 20_000 },
  { kind: "stall" },
  { kind: "stall-body", bytes: 20_000 }
]

const main = async (): Promise<number> => {
  const edgar = await startEdgarServer({ root: corpusDir(), maxPerSecond: LIMIT, faults: [{ pattern: BROKEN_DOC, fault: { kind: "status", status: 503 } }] })
  const redis = await startRedis()
  const flusher = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 })
  const servers: Array<ServeChild> = []
  const timers: Array<NodeJS.Timeout> = []
  let injected = 0
  try {
    await flusher.connect()
    const env = {
      SEC_USER_AGENT: USER_AGENT,
      RISK_EDGAR_BASE_URL: edgar.url,
      RISK_REDIS_URL: redis.url,
      RISK_EDGAR_TIMEOUT_MS: "1000",
      RISK_EDGAR_FIRST_BYTE_TIMEOUT_MS: "800",
      RISK_EDGAR_IDLE_TIMEOUT_MS: "800",
      RISK_EDGAR_RETRY_BUDGET_MS: "15000"
    }
    servers.push(...(await Promise.all([startServe(env), startServe(env)])))
    const bases = servers.map((s) => s.url)

    // Warm the warm set once.
    for (const [t, y] of WARM) await get(`${bases[0]}/v1/company/${t}/disclosure-matrix?fiscal_year=${y}`)
    edgar.resetLog()

    // Transient faults on random paths, re-armed every 3 s (each applies to 1-2 requests).
    timers.push(
      setInterval(() => {
        const pattern = pick(["/Archives/", "/submissions/", "/files/company_tickers.json", ".htm"])
        edgar.setFault(pattern, pick(FAULTS), 1 + Math.floor(Math.random() * 2))
        injected++
      }, 3_000)
    )
    // Cold work keeps coming: the shared cache is flushed every 20 s (the warm set included).
    let flushes = 0
    const flushTimes: Array<number> = []
    if (FLUSH_SECONDS > 0) {
      timers.push(
        setInterval(() => {
          flushes++
          flushTimes.push(performance.timeOrigin + performance.now())
          // By default the cache only: the rate limiter's slot key stays (losing it is what
          // STRESS_FLUSH_MODE=all exercises; see docs/deployment.md).
          const flush = FLUSH_ALL
            ? flusher.flushall()
            : flusher.eval("for _, k in ipairs(redis.call('KEYS', ARGV[1])) do if not string.find(k, 'ratelimit', 1, true) then redis.call('DEL', k) end end return 1", 0, "*")
          void flush.catch(() => undefined)
        }, FLUSH_SECONDS * 1000)
      )
    }
    const rss = new Map<number, Array<{ t: number; mb: number }>>()
    const t0 = performance.now()
    timers.push(
      setInterval(() => {
        servers.forEach((s, i) => {
          const mb = rssOf(s.child.pid)
          if (mb !== null) rss.set(i, [...(rss.get(i) ?? []), { t: (performance.now() - t0) / 1000, mb }])
        })
      }, 1_000)
    )

    const tallies = new Map<string, Tally>()
    const failures: Array<string> = []
    const end = t0 + SECONDS * 1000
    const client = async (id: number): Promise<void> => {
      for (let n = 0; performance.now() < end && n < 1_000_000; n++) {
        const action = chooseAction()
        const base = bases[(id + n) % bases.length] ?? ""
        const tally: Tally = tallies.get(action.kind) ?? { count: 0, unexpected: 0, statuses: new Map<number | string, number>(), latencies: [] }
        tallies.set(action.kind, tally)
        const s0 = performance.now()
        let status: number | string
        let body = ""
        try {
          const r = await action.run(base)
          status = r.status
          body = r.body
        } catch (e) {
          status = e instanceof Error ? e.name : "error"
        }
        tally.count++
        tally.latencies.push(performance.now() - s0)
        tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1)
        if (typeof status !== "number" || !action.expect.includes(status)) {
          tally.unexpected++
          if (failures.length < 20) failures.push(`${action.kind}: ${status} ${body.slice(0, 160)}`)
        }
      }
    }
    await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)))
    const elapsed = (performance.now() - t0) / 1000
    for (const t of timers) clearInterval(t)
    timers.length = 0
    edgar.clearFaults()
    edgar.setFault(BROKEN_DOC, { kind: "status", status: 503 })

    const upstreamStarts = edgar.requests.map((r) => r.start)
    const maxWindow = maxStartsInWindow(upstreamStarts)
    // Where the busiest windows were (seconds from the start of the load), next to the flushes.
    const sorted = [...upstreamStarts].sort((a, b) => a - b)
    const busy: Array<string> = []
    for (let lo = 0, hi = 0; hi < sorted.length; hi++) {
      while ((sorted[hi] ?? 0) - (sorted[lo] ?? 0) >= 1000) lo++
      if (hi - lo + 1 > LIMIT - 1 && busy.length < 10) busy.push(`${(((sorted[lo] ?? 0) - (performance.timeOrigin + t0)) / 1000).toFixed(1)} s: ${hi - lo + 1}`)
    }
    const rateLimited = edgar.requests.filter((r) => r.status === 429).length

    // Warm throughput with autocannon (16 connections, 10 s) on one instance.
    await get(`${bases[0]}/v1/company/AAPL/disclosure-matrix?fiscal_year=2025`)
    const cannon = await new Promise<string>((resolve) => {
      const child = spawn(process.execPath, [join(repoRoot, "node_modules", "autocannon", "autocannon.js"), "-c", "16", "-d", "10", "-j", `${bases[0]}/v1/company/AAPL/disclosure-matrix?fiscal_year=2025`], {
        stdio: ["ignore", "pipe", "ignore"]
      })
      let out = ""
      child.stdout.on("data", (c: Buffer) => (out += c.toString("utf8")))
      child.on("close", () => resolve(out))
    })
    let warm = { rps: Number.NaN, p50: Number.NaN, p99: Number.NaN, errors: Number.NaN, non2xx: Number.NaN }
    try {
      const j = JSON.parse(cannon) as { requests: { average: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number }
      warm = { rps: j.requests.average, p50: j.latency.p50, p99: j.latency.p99, errors: j.errors, non2xx: j.non2xx }
    } catch {
      // reported as NaN
    }

    // Figures.
    const rssRows = [...rss.entries()].map(([i, samples]) => {
      const q = Math.max(1, Math.floor(samples.length / 4))
      // After warm-up: the second quarter of the run against the last.
      const first = percentile(samples.slice(q, 2 * q).map((s) => s.mb), 50)
      const last = percentile(samples.slice(-q).map((s) => s.mb), 50)
      const max = Math.max(...samples.map((s) => s.mb))
      return { i, first, last, max, growth: (last - first) / first }
    })
    const unexpected = [...tallies.values()].reduce((s, t) => s + t.unexpected, 0)
    const total = [...tallies.values()].reduce((s, t) => s + t.count, 0)
    const rssOk = rssRows.every((r) => r.growth <= RSS_GROWTH_BOUND)
    const ok = unexpected === 0 && maxWindow <= LIMIT && rssOk

    const fmt = (x: number, d = 0): string => (Number.isFinite(x) ? x.toFixed(d) : "n/a")
    const lines = [
      "# Stress run (`npm run stress`)",
      "",
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}. ${new Date().toISOString().slice(0, 10)}.`,
      "",
      `Set-up: 2 \`risk serve\` instances sharing one Redis; loopback EDGAR limited to ${LIMIT} request starts/s with ${injected} transient fault injections`,
      "(503, 429 + Retry-After: 1, reset, 1.5 s delay against a 1 s client timeout, truncated body, a connection that never answers and a body that stalls, both against 0.8 s first-byte and idle timeouts; every 3 s on a random path family),",
      `one filing (IBM FY2023) failing permanently, the shared cache flushed every ${FLUSH_SECONDS} s (${FLUSH_ALL ? "FLUSHALL, rate-limiter key included" : "cache keys only"}; ${flushes} flushes: cold work throughout). ${CLIENTS} clients for ${fmt(elapsed, 1)} s.`,
      "",
      `Result: **${ok ? "pass" : "FAIL"}** — ${total} requests (${fmt(total / elapsed, 1)}/s), ${unexpected} unexpected answers; upstream ${upstreamStarts.length} requests, max ${maxWindow} starts in any 1 s window (limit ${LIMIT}), ${rateLimited} answered 429 by EDGAR (injected ones included).`,
      `Busiest upstream windows (≥ ${LIMIT} starts; seconds from the start of the load): ${busy.join("; ") || "none"}. Flushes at ${flushTimes.map((f) => ((f - (performance.timeOrigin + t0)) / 1000).toFixed(1)).join(", ") || "-"} s.`,
      "",
      "| request kind | count | expected statuses | statuses seen | unexpected | p50 ms | p95 ms | p99 ms | max ms |",
      "|---|---:|---|---|---:|---:|---:|---:|---:|",
      ...actions.map((a) => {
        const t = tallies.get(a.kind)
        if (t === undefined) return `| ${a.kind} | 0 | ${a.expect.join(", ")} | | 0 | | | | |`
        const seen = [...t.statuses.entries()].map(([s, n]) => `${s}×${n}`).join(", ")
        return `| ${a.kind} | ${t.count} | ${a.expect.join(", ")} | ${seen} | ${t.unexpected} | ${fmt(percentile(t.latencies, 50))} | ${fmt(percentile(t.latencies, 95))} | ${fmt(percentile(t.latencies, 99))} | ${fmt(Math.max(...t.latencies))} |`
      }),
      "",
      "| instance | RSS second quarter, after warm-up (median MB) | RSS last quarter (median MB) | RSS max MB | growth |",
      "|---|---:|---:|---:|---:|",
      ...rssRows.map((r) => `| ${r.i + 1} | ${fmt(r.first)} | ${fmt(r.last)} | ${fmt(r.max)} | ${fmt(r.growth * 100, 1)} % |`),
      "",
      `Warm matrix, autocannon 16 connections × 10 s on one instance: ${fmt(warm.rps)} req/s, p50 ${fmt(warm.p50)} ms, p99 ${fmt(warm.p99)} ms, ${fmt(warm.errors)} errors, ${fmt(warm.non2xx)} non-2xx.`,
      "",
      ...(failures.length > 0 ? ["Unexpected answers (first 20):", "", ...failures.map((f) => `- ${f.replace(/\|/g, "/")}`), ""] : [])
    ]
    const report = lines.join("\n")
    writeFileSync(join(repoRoot, "bench", "RESULTS-stress.md"), report)
    process.stdout.write(`${report}\n`)
    return ok ? 0 : 1
  } finally {
    for (const t of timers) clearInterval(t)
    flusher.disconnect()
    await Promise.all(servers.map((s) => s.stop()))
    await redis.stop()
    await edgar.close()
  }
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (e: unknown) => {
    process.stderr.write(`stress run failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`)
    process.exitCode = 1
  }
)
