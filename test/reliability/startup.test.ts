/**
 * Start-up of `risk serve` (the built CLI): the port is bound before the routes are ready.
 * Polled from the moment the process is spawned, every request is refused (not yet
 * listening), answered 503 with the error body and `Retry-After` (starting), or answered by
 * the service — none is left hanging (a request that hung used to wait forever).
 */
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { expect, it } from "vitest"
import { repoRoot } from "../support/cli.js"
import { corpusDir } from "../support/corpus.js"
import { freePort } from "../support/redis.js"
import { RISK_BIN, requireBuild } from "./children.js"
import { withData } from "../support/data.js"

type Outcome = "refused" | "hung" | { readonly status: number; readonly body: string; readonly retryAfter: string | null }

const probe = async (url: string): Promise<Outcome> => {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3_000) })
    return { status: res.status, body: await res.text(), retryAfter: res.headers.get("retry-after") }
  } catch (e) {
    const cause = e instanceof Error ? (e as Error & { cause?: { code?: string } }).cause : undefined
    if (cause?.code === "ECONNREFUSED") return "refused"
    if (e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError")) return "hung"
    return "refused"
  }
}

/** Spawns `risk serve` on a free port and polls it until ready; a port taken in between by another test is retried. */
const startAndPoll = async (cacheDir: string, outcomes: Array<Outcome>): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    const child = spawn(process.execPath, [RISK_BIN, "serve", "--port", String(port)], {
      cwd: repoRoot,
      env: { ...process.env, NO_COLOR: "1", RISK_EDGAR_BASE_URL: `file://${corpusDir()}`, RISK_CACHE_DIR: cacheDir, RISK_REDIS_URL: "" },
      stdio: ["ignore", "ignore", "pipe"]
    })
    let stderr = ""
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()))
    const gone = new Promise<void>((r) => child.once("exit", () => r()))
    const tried: Array<Outcome> = []
    try {
      const deadline = Date.now() + 100_000
      for (;;) {
        // Several probes at once, so some land between listen and ready.
        const batch = await Promise.all(Array.from({ length: 4 }, () => probe(`http://127.0.0.1:${port}/health`)))
        tried.push(...batch)
        if (batch.some((o) => typeof o === "object" && o.status === 200)) {
          outcomes.push(...tried)
          return
        }
        if (child.exitCode !== null && /EADDRINUSE/.test(stderr) && attempt < 3) break
        if (Date.now() > deadline || child.exitCode !== null) {
          throw new Error(`not ready (exit ${child.exitCode}): ${JSON.stringify(tried.slice(-4))} ${stderr.slice(-400)}`)
        }
        await new Promise((r) => setTimeout(r, 5))
      }
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
      await gone
    }
    // the port was taken by someone else before the server bound it: what was seen on it is not this server's
  }
}

withData("edgar").describe("risk serve start-up", () => {
  it("never leaves a request hanging while it starts: refused, 503 starting, or served", async () => {
    requireBuild()
    const cacheDir = mkdtempSync(join(tmpdir(), "risk-startup-"))
    const outcomes: Array<Outcome> = []
    try {
      await startAndPoll(cacheDir, outcomes)
    } finally {
      rmSync(cacheDir, { recursive: true, force: true })
    }
    expect(outcomes.filter((o) => o === "hung")).toEqual([])
    for (const o of outcomes) {
      if (typeof o !== "object") continue
      expect([200, 503]).toContain(o.status)
      if (o.status === 503) {
        expect(JSON.parse(o.body)).toMatchObject({ detail: expect.any(String), code: "service_starting" })
        expect(o.retryAfter).toBe("1")
      }
    }
  }, 240_000)
})
