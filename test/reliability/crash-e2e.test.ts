/**
 * Crash safety end to end: `risk score` and `risk serve` (the built CLI, child processes)
 * are SIGKILLed at spread-out moments of a cold analysis — while documents are fetched and
 * written to the file cache, while the analysis runs, while its result is written — again
 * and again. After each kill the cache holds no entry that fails verification and no
 * document differing from the corpus; a fresh process on the same cache then returns
 * exactly (byte for byte) the result of an undisturbed run.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, expect, it } from "vitest"
import { edgarRoot, withData } from "../support/data.js"
import { useEdgarServer } from "../support/edgar-server.js"
import { runCli, startServe } from "./children.js"
import { auditCache, request, USER_AGENT } from "./support.js"

const ROUNDS = 4
const SCORE_ARGS = ["score", "AAPL", "2025"]
const MATRIX = "/v1/company/AAPL/disclosure-matrix?fiscal_year=2025"

const edgar = useEdgarServer(() => ({ root: edgarRoot() }))
const dirs: Array<string> = []
const freshDir = (): string => {
  const d = mkdtempSync(join(tmpdir(), "risk-crash-e2e-"))
  dirs.push(d)
  return d
}

const envFor = (cacheDir: string): Record<string, string> => ({
  SEC_USER_AGENT: USER_AGENT,
  RISK_EDGAR_BASE_URL: edgar().url,
  RISK_CACHE_DIR: cacheDir,
  RISK_REDIS_URL: ""
})

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

const expectSoundCache = (dir: string): number => {
  const audit = auditCache(dir)
  expect(audit.corrupt).toEqual([])
  expect(audit.wrongDocuments).toEqual([])
  return audit.tempFiles
}

withData("edgar").describe("risk score killed mid-run", () => {
  it(`${ROUNDS} kills at spread-out moments; the next run on the same cache prints exactly the undisturbed result`, async () => {
    const undisturbed = await runCli(SCORE_ARGS, envFor(freshDir()))
    expect(undisturbed.code, undisturbed.stderr).toBe(0)
    const expected = undisturbed.stdout
    expect(expected.length).toBeGreaterThan(1000)
    let abandoned = 0
    let killedRunning = 0
    for (let round = 0; round < ROUNDS; round++) {
      const dir = freshDir()
      // Kill moments spread over the whole run (start-up, fetches and writes, analysis, result write).
      // (The last kill lands at most at 75 % of the undisturbed time: run times vary on a loaded host.)
      const at = Math.round(undisturbed.ms * (0.15 + (0.6 * (round + Math.random())) / ROUNDS))
      const killed = await runCli(SCORE_ARGS, envFor(dir), { killAfterMs: at })
      if (killed.signal === "SIGKILL") killedRunning++
      abandoned += expectSoundCache(dir)
      const again = await runCli(SCORE_ARGS, envFor(dir))
      expect(again.code, again.stderr).toBe(0)
      expect(again.stdout).toBe(expected)
      expectSoundCache(dir)
    }
    // Most kills must have landed while the process was working (the test would prove nothing otherwise).
    expect(killedRunning).toBeGreaterThanOrEqual(ROUNDS - 1)
    console.info(`crash e2e (risk score): undisturbed run ${Math.round(undisturbed.ms)} ms; ${killedRunning}/${ROUNDS} runs killed mid-run; ${abandoned} abandoned temp files`)
  }, 300_000)
})

withData("edgar").describe("risk serve killed mid-request", () => {
  it("a fresh server on the same cache answers exactly as an undisturbed one", async () => {
    const clean = await startServe(envFor(freshDir()))
    let expected: string
    let undisturbedMs: number
    try {
      const res = await request(`${clean.url}${MATRIX}`, {}, 120_000)
      expect(res.status, res.text.slice(0, 300)).toBe(200)
      expected = res.text
      undisturbedMs = res.ms
    } finally {
      await clean.stop()
    }
    for (let round = 0; round < 2; round++) {
      const dir = freshDir()
      const victim = await startServe(envFor(dir))
      const inflight = request(`${victim.url}${MATRIX}`, {}, 120_000).then(
        (r) => r.status,
        () => "killed" as const
      )
      await new Promise((r) => setTimeout(r, Math.round(undisturbedMs * (0.3 + 0.4 * round))))
      await victim.kill()
      await inflight
      expectSoundCache(dir)
      const fresh = await startServe(envFor(dir))
      try {
        const res = await request(`${fresh.url}${MATRIX}`, {}, 120_000)
        expect(res.status, res.text.slice(0, 300)).toBe(200)
        expect(res.text).toBe(expected)
      } finally {
        await fresh.stop()
      }
      expectSoundCache(dir)
    }
  }, 300_000)
})
