// Whole-process start-up: the command line as a user runs it (`node bin/risk.js …`, the
// built bundle with its code cache) against `node -e 0`, interleaved run by run, each
// process timed from spawn to exit (wall clock) with its peak RSS from /usr/bin/time.
//   node bench/startup.mjs [RUNS]   → one JSON line: { commands: [{ label, argv, wall: [...], rss: [...] }] }
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import path from "node:path"
import { performance } from "node:perf_hooks"
import { corpusDir, repoRoot } from "./lib.mjs"

const runs = Number(process.argv[2] ?? process.env.BENCH_STARTUP_RUNS ?? 7)
const bin = path.join(repoRoot, "bin", "risk.js")
const aapl = path.join(corpusDir, "Archives/edgar/data/320193")
const current = path.join(aapl, "000032019325000079/aapl-20250927.htm")
const prior = path.join(aapl, "000032019324000123/aapl-20240928.htm")
const timeBin = existsSync("/usr/bin/time") ? "/usr/bin/time" : null

export const STARTUP_COMMANDS = [
  { label: "node -e 0", argv: ["-e", "0"] },
  { label: "risk --version", argv: [bin, "--version"] },
  { label: "risk --help", argv: [bin, "--help"] },
  { label: "risk score --metrics (example metrics document)", argv: [bin, "score", "--metrics", path.join(repoRoot, "fixtures/metrics-10k-example.json")] },
  { label: "risk score --html AAPL FY2025 --prior-html FY2024 --form 10-K", argv: [bin, "score", "--html", current, "--prior-html", prior, "--form", "10-K"] }
]

/** One process: wall ms from spawn to exit, peak RSS bytes (null without /usr/bin/time). */
const once = (argv) =>
  new Promise((resolve, reject) => {
    const args = timeBin ? ["-f", "%M", process.execPath, ...argv] : argv
    const t0 = performance.now()
    const p = spawn(timeBin ?? process.execPath, args, { stdio: ["ignore", "ignore", "pipe"] })
    let err = ""
    p.stderr.on("data", (d) => (err += d))
    p.on("error", reject)
    p.on("exit", (code) => {
      const wall = performance.now() - t0
      if (code !== 0) return reject(new Error(`${argv.join(" ")} exited ${code}: ${err.slice(-500)}`))
      const kb = timeBin ? Number(err.trim().split("\n").pop()) : NaN
      resolve({ wall, rss: Number.isFinite(kb) ? kb * 1024 : null })
    })
  })

export const runStartup = async (n = runs) => {
  const commands = STARTUP_COMMANDS.map((c) => ({ ...c, wall: [], rss: [] }))
  // one warm-up round (file cache, code cache pages), not counted
  for (const c of commands) await once(c.argv)
  for (let i = 0; i < n; i++) {
    for (const c of commands) {
      const r = await once(c.argv)
      c.wall.push(r.wall)
      c.rss.push(r.rss)
    }
  }
  return { commands: commands.map((c) => ({ label: c.label, argv: c.argv.map((a) => path.relative(repoRoot, a) || a), wall: c.wall, rss: c.rss })) }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  process.stdout.write(`${JSON.stringify(await runStartup())}\n`)
}
