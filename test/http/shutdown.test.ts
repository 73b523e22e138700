/**
 * Graceful shutdown: a slow request in flight when the server is told to stop still gets
 * its full answer; new connections are refused; the process exits cleanly.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, describe, expect, it } from "vitest"
import { edgarRoot, withData } from "../support/data.js"
import { type EdgarServer, startEdgarServer } from "../support/edgar-server.js"
import { getJson, startService, USER_AGENT } from "./support.js"

const NVDA_2024 = "/Archives/edgar/data/1045810/000104581024000029/nvda-20240128.htm"
const SLOW_MS = 2500

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

/** Waits (bounded) until the upstream has seen a request for `path`. */
const untilRequested = async (edgar: EdgarServer, path: string, timeoutMs = 30_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs
  while (!edgar.requests.some((r) => r.path === path)) {
    if (Date.now() > deadline) throw new Error(`the upstream never saw ${path}`)
    await sleep(20)
  }
}

withData("edgar").describe("graceful shutdown", () => {
  it("closing the server's scope: the in-flight request completes, new connections are refused", async () => {
    const service = await startService()
    let closed: Promise<void> | null = null
    try {
      service.edgar.setFault(NVDA_2024, { kind: "delay", ms: SLOW_MS })
      const started = Date.now()
      const inFlight = getJson(`${service.url}/v1/company/NVDA/disclosure-matrix?fiscal_year=2024&compare=none&tier=lite`)
      await untilRequested(service.edgar, NVDA_2024)
      closed = service.close()
      await sleep(200)
      await expect(fetch(`${service.url}/health`, { signal: AbortSignal.timeout(5000) })).rejects.toThrow()
      const res = await inFlight
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.headers.get("connection")).toBe("close")
      expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 100)
      await closed
    } finally {
      await (closed ?? service.close())
    }
  })

  describe("risk serve in a child process", () => {
    let edgar: EdgarServer | null = null
    let child: ChildProcess | null = null
    const cacheDir = mkdtempSync(join(tmpdir(), "risk-serve-cache-"))

    afterAll(async () => {
      if (child !== null && child.exitCode === null) child.kill("SIGKILL")
      await edgar?.close()
      rmSync(cacheDir, { recursive: true, force: true })
    })

    it("SIGTERM: stops accepting, finishes the slow request, exits 0", async () => {
      edgar = await startEdgarServer({ root: edgarRoot() })
      edgar.setFault(NVDA_2024, { kind: "delay", ms: SLOW_MS })
      const repo = fileURLToPath(new URL("../..", import.meta.url))
      const proc = spawn(
        process.execPath,
        [join(repo, "node_modules/vite-node/vite-node.mjs"), "test/http/children/serve.ts"],
        {
          cwd: repo,
          env: {
            ...process.env,
            SEC_USER_AGENT: USER_AGENT,
            NO_COLOR: "1",
            RISK_SERVE_ARGS: JSON.stringify(["--host", "127.0.0.1", "--port", "0", "--edgar-base-url", edgar.url, "--cache-dir", cacheDir])
          },
          stdio: ["ignore", "pipe", "pipe"]
        }
      )
      child = proc
      let stderr = ""
      let stdout = ""
      proc.stderr?.on("data", (d: Buffer) => (stderr += d.toString()))
      proc.stdout?.on("data", (d: Buffer) => (stdout += d.toString()))
      const exited = new Promise<number | null>((done) => proc.on("exit", (code) => done(code)))

      const deadline = Date.now() + 60_000
      let url: string | null = null
      while (url === null) {
        url = /Listening on (http:\/\/[0-9.]+:\d+)/.exec(stderr)?.[1] ?? null
        if (Date.now() > deadline || proc.exitCode !== null) throw new Error(`the server did not start:\n${stderr}`)
        if (url === null) await sleep(50)
      }

      const inFlight = getJson(`${url}/v1/company/NVDA/disclosure-matrix?fiscal_year=2024&compare=none&tier=lite`)
      await untilRequested(edgar, NVDA_2024)
      proc.kill("SIGTERM")
      const res = await inFlight
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const code = await Promise.race([exited, sleep(30_000).then(() => "timeout" as const)])
      expect(code, stderr).toBe(0)
      expect(stderr).toMatch(/SIGTERM received/)
      // one logger: each log line once
      expect(stderr.match(/Listening on/g), stderr).toHaveLength(1)
      expect(stderr.match(/SIGTERM received/g), stderr).toHaveLength(1)
      expect(stdout).toBe("")
    })
  })
})
