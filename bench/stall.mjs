// A filing request through faults: `risk score TGT 2025` (the built CLI, default upstream
// bounds, no cache) against the loopback EDGAR on the corpus, where 20 % of requests fail at
// random (seeded) as 503, connection reset or a stalled connection that never answers, and
// the document's first request always stalls. Each seed is one run; wall time from spawn
// to exit.   node bench/stall.mjs [SEEDS]  → one JSON line
import { spawn } from "node:child_process"
import path from "node:path"
import { performance } from "node:perf_hooks"
import { loadEdgarServer } from "./edgar.mjs"
import { corpusDir, repoRoot } from "./lib.mjs"

const DOC = "/Archives/edgar/data/27419/000002741926000016/tgt-20260131.htm"

export const runStall = async (seeds = [1, 2, 3, 4, 5]) => {
  const { startEdgarServer } = await loadEdgarServer()
  const edgar = await startEdgarServer({ root: corpusDir, maxPerSecond: 10 })
  const runs = []
  try {
    for (const seed of seeds) {
      edgar.clearFaults()
      edgar.resetLog()
      edgar.setFault(DOC, { kind: "stall" }, 1)
      edgar.setRandomFaults({ rate: 0.2, faults: [{ kind: "status", status: 503 }, { kind: "reset" }, { kind: "stall" }], seed })
      const t0 = performance.now()
      const code = await new Promise((resolve, reject) => {
        const p = spawn(process.execPath, [path.join(repoRoot, "bin/risk.js"), "score", "TGT", "2025", "--no-cache", "--edgar-base-url", edgar.url], {
          env: { ...process.env, SEC_USER_AGENT: "disclosure-risk bench bench@example.com", RISK_REDIS_URL: "", RISK_SEC_MAX_RPS: "10" },
          stdio: ["ignore", "ignore", "ignore"]
        })
        p.on("error", reject)
        p.on("exit", resolve)
      })
      const requests = edgar.requests
      runs.push({
        seed,
        ms: performance.now() - t0,
        exitCode: code,
        upstream: requests.length,
        stalled: requests.filter((r) => r.status === -2).length,
        reset: requests.filter((r) => r.status === -1).length,
        status503: requests.filter((r) => r.status === 503).length
      })
    }
  } finally {
    await edgar.close()
  }
  return { runs }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  process.stdout.write(`${JSON.stringify(await runStall())}\n`)
}
