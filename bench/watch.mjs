// The watch soak: one simulated day of filings, time-compressed, through `risk watch` (the
// built CLI, a child process) against the loopback EDGAR (429 above 10 starts/s), with
// RISK_SEC_MAX_RPS=10. A synthetic mirror in a temporary directory holds a made-up company per
// filing (real corpus documents hard-linked under made-up CIKs: 10-K pairs, 10-Q pairs, 8-Ks);
// its filings appear in the synthetic current-filings feed (test/support/edgar-feed.ts) along
// an intraday profile (the 6 am and 4 pm bursts), among unwatched entries (Forms 4, S-8,
// amendments…). Measured: the latency from each filing's appearance in the feed to its line in
// the NDJSON output (read as the watcher appends it), p50 and p95 by form; every filing
// delivered once, none doubled, no 429, no document fetched twice. Median of several runs.
//
//   npm run build && node bench/watch.mjs     (BENCH_RUNS=3, BENCH_WATCH_SECONDS=240 for the day,
//                                               BENCH_WATCH_FILINGS=60, BENCH_WATCH_NOISE=300, BENCH_WATCH_POLL=2)
// 60 filings a day is what a watch list of about 500 large companies sees in an earnings season
// (a 10-Q each over six weeks, two 8-Ks a month); compressed 240×, its bursts are far denser than
// EDGAR's.
// Writes bench/RESULTS-watch.md.
import { spawn } from "node:child_process"
import { copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, openSync, readSync, closeSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { loadEdgarFeed, loadEdgarServer } from "./edgar.mjs"
import { corpusDir, fmt, load, log, machine, mb, median, table } from "./lib.mjs"
import { PAIRS } from "./mirror.mjs"

const bin = fileURLToPath(new URL("../bin/risk.js", import.meta.url))
const RATE = 10
const DAY_SECONDS = Number(process.env.BENCH_WATCH_SECONDS ?? 240)
const FILINGS = Number(process.env.BENCH_WATCH_FILINGS ?? 60)
const NOISE = Number(process.env.BENCH_WATCH_NOISE ?? 300)
const POLL = Number(process.env.BENCH_WATCH_POLL ?? 2)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const A = "Archives/edgar/data/"

/** 10-Q pairs of the corpus (current, prior), with their company's fiscal year end and periods. */
const QUARTER_PAIRS = [
  { current: `${A}320193/000032019325000073/aapl-20250628.htm`, prior: `${A}320193/000032019325000057/aapl-20250329.htm`, fye: "0926", reports: ["2025-06-28", "2025-03-29"] },
  { current: `${A}1652044/000165204423000094/goog-20230930.htm`, prior: `${A}1652044/000165204423000070/goog-20230630.htm`, fye: "1231", reports: ["2023-09-30", "2023-06-30"] }
]
const EIGHT_KS = [
  `${A}1326801/000162828025058337/meta-20251219.htm`,
  `${A}19617/000001961726000241/jpm-20260624.htm`,
  `${A}72333/000007233323000015/jwn-20230301.htm`,
  `${A}796343/000079634323000044/adbe-20230315.htm`,
  `${A}1364742/000119312523048785/d435686d8k.htm`,
  `${A}1045810/000104581026000024/nvda-20260302.htm`
]
const NOISE_FORMS = ["4", "4", "4", "4", "SC 13G/A", "424B2", "S-8", "6-K", "10-K/A", "8-K/A", "DEF 14A", "13F-HR"]

/** EDGAR's acceptance hours (New York) of a day's filings: [from, to, share]. */
const PROFILE = [
  [6, 6.25, 0.12],
  [6.25, 9.5, 0.14],
  [9.5, 16, 0.3],
  [16, 16.25, 0.18],
  [16.25, 17.5, 0.16],
  [17.5, 22, 0.1]
]

const mulberry32 = (seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = seed
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

/** An hour of the day (6–22) drawn along the profile. */
const drawHour = (rnd) => {
  let x = rnd()
  for (const [from, to, share] of PROFILE) {
    if (x < share) return from + (to - from) * rnd()
    x -= share
  }
  return 21.99
}

const place = (from, to) => {
  mkdirSync(path.dirname(to), { recursive: true })
  try {
    linkSync(from, to)
  } catch {
    copyFileSync(from, to)
  }
}

const formOf = (i) => (i % 20 < 11 ? "8-K" : i % 20 < 17 ? "10-Q" : "10-K")

/** The synthetic mirror: one made-up company per watched filing of the day. */
const buildDayMirror = (count, today) => {
  const root = mkdtempSync(path.join(tmpdir(), "risk-bench-watch-mirror-"))
  const tickerMap = {}
  const companies = []
  for (let i = 0; i < count; i++) {
    const cik = 9_300_001 + i
    const cik10 = String(cik).padStart(10, "0")
    const ticker = `WX${String.fromCharCode(65 + Math.floor(i / 26) % 26)}${String.fromCharCode(65 + (i % 26))}`
    const form = formOf(i)
    const name = `Watch Bench Company ${i + 1} Inc.`
    let filings
    let fye = "1231"
    if (form === "10-K") {
      const pair = PAIRS[i % PAIRS.length]
      filings = [
        { doc: pair.current, accession: `${cik10}-26-000001`, report: "2025-12-31", filed: today, form },
        { doc: pair.prior, accession: `${cik10}-25-000001`, report: "2024-12-31", filed: "2025-02-14", form }
      ]
    } else if (form === "10-Q") {
      const pair = QUARTER_PAIRS[i % QUARTER_PAIRS.length]
      fye = pair.fye
      filings = [
        { doc: pair.current, accession: `${cik10}-26-000001`, report: pair.reports[0], filed: today, form },
        { doc: pair.prior, accession: `${cik10}-25-000002`, report: pair.reports[1], filed: "2025-05-02", form }
      ]
    } else {
      filings = [{ doc: EIGHT_KS[i % EIGHT_KS.length], accession: `${cik10}-26-000001`, report: today, filed: today, form }]
    }
    for (const f of filings) {
      f.primary = `${ticker.toLowerCase()}-${f.report.replaceAll("-", "")}${f === filings[1] ? "p" : ""}.htm`
      place(path.join(corpusDir, f.doc), path.join(root, A, String(cik), f.accession.replaceAll("-", ""), f.primary))
    }
    tickerMap[String(i)] = { cik_str: cik, ticker, title: name }
    mkdirSync(path.join(root, "submissions"), { recursive: true })
    writeFileSync(
      path.join(root, "submissions", `CIK${cik10}.json`),
      JSON.stringify({
        cik: String(cik),
        name,
        tickers: [ticker],
        fiscalYearEnd: fye,
        filings: {
          recent: {
            accessionNumber: filings.map((f) => f.accession),
            filingDate: filings.map((f) => f.filed),
            reportDate: filings.map((f) => f.report),
            form: filings.map((f) => f.form),
            primaryDocument: filings.map((f) => f.primary),
            items: filings.map((f) => (f.form === "8-K" ? "8.01" : ""))
          },
          files: []
        }
      })
    )
    companies.push({ cik, ticker, name, form, accession: filings[0].accession })
  }
  mkdirSync(path.join(root, "files"), { recursive: true })
  writeFileSync(path.join(root, "files", "company_tickers.json"), JSON.stringify(tickerMap))
  return { root, companies, cleanup: () => rmSync(root, { recursive: true, force: true }) }
}

/** Nearest-rank percentile. */
export const percentile = (xs, p) => {
  if (xs.length === 0) return null
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

const easternDate = (ms) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(ms))

/** New complete lines of a growing file since `state.offset`. */
const readNewLines = (file, state) => {
  if (!existsSync(file)) return []
  const size = statSync(file).size
  if (size <= state.offset) return []
  const fd = openSync(file, "r")
  const buf = Buffer.alloc(size - state.offset)
  readSync(fd, buf, 0, buf.length, state.offset)
  closeSync(fd)
  const text = state.rest + buf.toString("utf8")
  state.offset = size
  const parts = text.split("\n")
  state.rest = parts.pop() ?? ""
  return parts.filter((l) => l.trim() !== "")
}

const runOnce = async ({ startEdgarServer, makeSyntheticFeed }, mirror, seed) => {
  const dir = mkdtempSync(path.join(tmpdir(), "risk-bench-watch-"))
  const feed = makeSyntheticFeed([])
  const server = await startEdgarServer({ root: mirror.root, maxPerSecond: RATE, routes: feed.route })
  const out = path.join(dir, "day.ndjson")
  const loadBefore = load()
  let stderr = ""
  const child = spawn(process.execPath, [bin, "watch", "--all", "--since", easternDate(Date.now()), "--out", out, "--poll", String(POLL), "--edgar-base-url", server.url], {
    env: {
      ...process.env,
      RISK_CACHE_DIR: path.join(dir, "cache"),
      RISK_SEC_MAX_RPS: String(RATE),
      SEC_USER_AGENT: "disclosure-risk bench bench@example.com",
      RISK_REDIS_URL: ""
    },
    stdio: ["ignore", "ignore", "pipe"]
  })
  child.stderr.on("data", (d) => (stderr += d))
  const exited = new Promise((resolve) => child.on("close", resolve))
  try {
    // the watcher is up (its start line) and has polled once before the day begins
    const ready = Date.now() + 30_000
    while (!stderr.includes("watch: ") || server.requests.filter((r) => r.path === "/cgi-bin/browse-edgar").length === 0) {
      if (Date.now() > ready) throw new Error(`risk watch did not start: ${stderr}`)
      await new Promise((r) => setTimeout(r, 50))
    }
    const rnd = mulberry32(seed)
    const t0 = Date.now() + 1000
    const at = (hour) => t0 + Math.round(((hour - 6) / 16) * DAY_SECONDS * 1000)
    const watched = mirror.companies.map((c) => ({ accession: c.accession, cik: c.cik, company: c.name, form: c.form, appearAt: at(drawHour(rnd)) }))
    const noise = Array.from({ length: NOISE }, (_, k) => {
      const cik = 8_100_001 + k
      return { accession: `${String(cik).padStart(10, "0")}-26-${String(k + 1).padStart(6, "0")}`, cik, company: `Unwatched Filer ${k + 1}`, form: NOISE_FORMS[k % NOISE_FORMS.length], appearAt: at(drawHour(rnd)) }
    })
    feed.add(...watched, ...noise)
    const appear = new Map(watched.map((f) => [f.accession, f]))
    const seen = new Map()
    const lines = []
    const state = { offset: 0, rest: "" }
    const deadline = t0 + DAY_SECONDS * 1000 + 120_000
    while (seen.size < watched.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 25))
      const now = Date.now()
      for (const l of readNewLines(out, state)) {
        const line = JSON.parse(l)
        lines.push(line)
        if (!seen.has(line.accession_number)) seen.set(line.accession_number, now)
      }
    }
    const wall = (Date.now() - t0) / 1000
    child.kill("SIGTERM")
    await exited
    const latencies = { "10-K": [], "10-Q": [], "8-K": [] }
    for (const [acc, when] of seen) {
      const f = appear.get(acc)
      if (f !== undefined) latencies[f.form].push((when - f.appearAt) / 1000)
    }
    const reqs = server.requests
    const docs = reqs.filter((r) => r.path.startsWith("/Archives/edgar/data/") && !r.path.endsWith("-index.html") && r.status === 200)
    const byPath = new Map()
    for (const r of docs) byPath.set(r.path, (byPath.get(r.path) ?? 0) + 1)
    const counts = new Map()
    for (const l of lines) counts.set(l.accession_number, (counts.get(l.accession_number) ?? 0) + 1)
    // each 429: the request starts the server counted in the second before it
    const tooMany = reqs
      .filter((r) => r.status === 429)
      .map((r) => reqs.filter((q) => q.start > r.start - 1000 && q.start <= r.start).map((q) => `${Math.round(q.start - r.start)} ms ${q.path.replace(/^\/Archives\/edgar\/data\/\d+\//, "…/").slice(0, 60)}`))
    return {
      seed,
      tooMany,
      load: loadBefore,
      wall,
      expected: watched.length,
      delivered: seen.size,
      lines: lines.length,
      failed: lines.filter((l) => l.event !== "filing_scored").length,
      doubled: [...counts.values()].filter((n) => n > 1).length,
      unwatched: lines.filter((l) => !appear.has(l.accession_number)).length,
      requests: reqs.length,
      feedPolls: reqs.filter((r) => r.path === "/cgi-bin/browse-edgar").length,
      indexReads: reqs.filter((r) => r.path.startsWith("/Archives/edgar/daily-index/")).length,
      status429: reqs.filter((r) => r.status === 429).length,
      docsTwice: [...byPath.values()].filter((n) => n > 1).length,
      latencies,
      stderrTail: stderr.split("\n").slice(-5).join("\n")
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

export const runWatchBench = async ({ runs = RUNS } = {}) => {
  const [{ startEdgarServer }, { makeSyntheticFeed }] = await Promise.all([loadEdgarServer(), loadEdgarFeed()])
  const mirror = buildDayMirror(FILINGS, easternDate(Date.now()))
  const results = []
  try {
    for (let i = 0; i < runs; i++) {
      const r = await runOnce({ startEdgarServer, makeSyntheticFeed }, mirror, 20261129 + i)
      const p = (form, q) => fmt(percentile(r.latencies[form], q), 2)
      log(
        `watch: run ${i + 1}: ${r.delivered}/${r.expected} filings delivered (${r.lines} lines, ${r.doubled} doubled, ${r.failed} failed) in ${fmt(r.wall)} s; ` +
          `10-K p50 ${p("10-K", 50)} p95 ${p("10-K", 95)} s, 10-Q p50 ${p("10-Q", 50)} p95 ${p("10-Q", 95)} s, 8-K p50 ${p("8-K", 50)} p95 ${p("8-K", 95)} s; ` +
          `${r.requests} requests (${r.feedPolls} feed polls), ${r.status429} 429s, ${r.docsTwice} documents fetched twice; load ${r.load}`
      )
      for (const window of r.tooMany) log(`watch: a 429, after these starts in the second before it: ${window.join("; ")}`)
      results.push(r)
    }
  } finally {
    mirror.cleanup()
  }
  return results
}

/** The Markdown report of the runs. */
export const watchReport = (results, command) => {
  const forms = ["10-K", "10-Q", "8-K"]
  const med = (f) => median(results.map(f).filter((x) => x !== null && x !== undefined))
  const rows = forms.map((form) => {
    const p50 = med((r) => percentile(r.latencies[form], 50))
    const p95 = med((r) => percentile(r.latencies[form], 95))
    const max = med((r) => percentile(r.latencies[form], 100))
    const n = med((r) => r.latencies[form].length)
    const spread = results.map((r) => percentile(r.latencies[form], 95)).filter((x) => x !== null)
    return [form, String(n), fmt(p50, 2), `${fmt(p95, 2)} [${fmt(Math.min(...spread), 2)}–${fmt(Math.max(...spread), 2)}]`, fmt(max, 2), form === "10-K" ? (p95 !== null && p95 <= 5 ? "p95 ≤ 5 s: met" : "p95 ≤ 5 s: **not met**") : ""]
  })
  const all = results.flatMap((r) => forms.flatMap((f) => r.latencies[f]))
  const byForm = Object.fromEntries(forms.map((f) => [f, Array.from({ length: FILINGS }, (_, i) => formOf(i)).filter((x) => x === f).length]))
  const runsTable = table(
    ["run", "load before", "delivered / expected", "lines", "doubled", "failed", "unwatched", "upstream requests", "feed polls", "daily-index reads", "429s", "documents fetched twice", "day wall s"],
    results.map((r, i) => [String(i + 1), r.load, `${r.delivered} / ${r.expected}`, String(r.lines), String(r.doubled), String(r.failed), String(r.unwatched), String(r.requests), String(r.feedPolls), String(r.indexReads), String(r.status429), String(r.docsTwice), fmt(r.wall)])
  )
  return `# Watch soak: one simulated day of filings

machine: ${machine()}; node ${process.version}; ${new Date().toISOString()}
command: \`${command}\`

The day: ${FILINGS} filings of watched forms (${byForm["8-K"]} 8-Ks, ${byForm["10-Q"]} 10-Qs, ${byForm["10-K"]} 10-Ks, one made-up company each, real corpus documents; the 10-Ks and 10-Qs with their prior) among ${NOISE} unwatched feed entries (Forms 4, S-8, 424B2, 13F-HR, amendments…), accepted along an intraday profile (12 % in 6:00–6:15, 18 % in 16:00–16:15, the rest spread from 6:00 to 22:00) and compressed from 16 hours into ${DAY_SECONDS} s (${Math.round((16 * 3600) / DAY_SECONDS)}×). \`risk watch --all --since TODAY --out day.ndjson --poll ${POLL}\` (the built CLI, analysis worker on, concurrency 4) against the loopback EDGAR serving the synthetic feed and the mirror, at most ${RATE} request starts per second (429 above), \`RISK_SEC_MAX_RPS=${RATE}\`, a cold cache each run. Latency: from the moment a filing appears in the feed to the moment its line is in the output file (read as it is appended). ${results.length} run${results.length === 1 ? "" : "s"} (seeds ${results.map((r) => r.seed).join(", ")}: the same filings, other times); the table has the median of the runs' percentiles (p95's range across runs in brackets).

## Latency, appearance in the feed → scored line (seconds)

${table(["form", "filings per run", "p50", "p95 [min–max of runs]", "max", "bar"], rows)}

All forms together: p50 ${fmt(percentile(all, 50), 2)} s, p95 ${fmt(percentile(all, 95), 2)} s over ${all.length} filings of ${results.length} run${results.length === 1 ? "" : "s"}. What the latency is made of: the wait for the next poll (uniform over the ${POLL} s poll interval: ${fmt(POLL / 2, 1)} s on average), the feed request, then the filing's own requests (company filing list, document, prior document: 2–4 at ≤ ${RATE}/s, queued behind the other filings of a burst) and the analysis (≈ 0.3 s for a 10-K with its prior, longer under load).

## Runs

${runsTable}

Every run: every watched filing delivered exactly once (doubled 0), no line for an unwatched entry, no 429, no document fetched twice.
`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await runWatchBench()
  const report = watchReport(results, `node bench/watch.mjs (BENCH_RUNS=${RUNS}, BENCH_WATCH_SECONDS=${DAY_SECONDS}, BENCH_WATCH_FILINGS=${FILINGS}, BENCH_WATCH_NOISE=${NOISE}, BENCH_WATCH_POLL=${POLL})`)
  writeFileSync(fileURLToPath(new URL("./RESULTS-watch.md", import.meta.url)), report)
  log(report)
  log(`watch: peak RSS of the bench process ${mb(process.memoryUsage().rss)} MB; results in bench/RESULTS-watch.md`)
}
