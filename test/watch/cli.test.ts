/**
 * `risk watch` as a user runs it (the built CLI, a child process) over the loopback EDGAR
 * with a synthetic feed: killed with SIGKILL in mid-stream and started again with the same
 * command, it delivers every filing's line exactly once; SIGTERM ends it with exit 0; bad
 * input is one line and exit 2.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { easternDate } from "../../src/watch/dates.js"
import { repoRoot, runRisk } from "../support/cli.js"
import { edgarRoot, withData } from "../support/data.js"
import { makeSyntheticFeed } from "../support/edgar-feed.js"
import { useEdgarServer } from "../support/edgar-server.js"
import { appearing, readLines, USER_AGENT, waitFor, wellFormed } from "./support.js"

let dir: string

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "risk-watch-cli-"))
})

afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

const ENV = {
  SEC_USER_AGENT: USER_AGENT,
  RISK_SEC_MAX_RPS: "10",
  RISK_ANALYSIS_WORKER: "0",
  RISK_WATCH_INDEX_SECONDS: "0.5",
  RISK_WATCH_RETRY_SECONDS: "0.1",
  RISK_REDIS_URL: ""
}

describe("risk watch: bad input", () => {
  it("is one line on stderr and exit 2", async () => {
    const cases: Array<[Array<string>, RegExp]> = [
      [["watch", "--all"], /^risk: give either --out FILE\.ndjson or --webhook URL\n$/],
      [["watch", "--out", join(dir, "x.ndjson")], /^risk: give either --tickers FILE .* or --all/],
      [["watch", "--all", "--out", join(dir, "x.csv")], /--out: expected a \.ndjson or \.jsonl file/],
      [["watch", "--all", "--out", join(dir, "x.ndjson"), "--forms", "8-K,20-F"], /--forms unknown form "20-F"/],
      [["watch", "--all", "--out", join(dir, "x.ndjson"), "--since", "yesterday"], /--since: expected a date \(YYYY-MM-DD\) or an accession number/],
      [["watch", "--all", "--webhook", "ftp://example.org/hook"], /--webhook must be an http:\/\/ or https:\/\/ URL/],
      [["watch", "--all", "--out", join(dir, "x.ndjson"), "--edgar-base-url", `file://${dir}`], /current-filings feed: give an http\(s\) EDGAR/]
    ]
    for (const [args, line] of cases) {
      const r = await runRisk(args, "", ENV, 30_000)
      expect(r.code, args.join(" ")).toBe(2)
      expect(r.stderr, args.join(" ")).toMatch(line)
      expect(r.stderr.trim().split("\n"), args.join(" ")).toHaveLength(1)
    }
  })
})

withData("edgar").describe("risk watch, killed and started again", () => {
  const edgar = useEdgarServer(() => ({ root: edgarRoot() }))

  const start = (args: ReadonlyArray<string>): { child: ChildProcess; stderr: () => string; exited: Promise<number | null> } => {
    const child = spawn(process.execPath, [join(repoRoot, "bin", "risk.js"), ...args], {
      cwd: repoRoot,
      env: { ...process.env, NO_COLOR: "1", ...ENV },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let err = ""
    child.stderr?.on("data", (c: Buffer) => (err += c.toString("utf8")))
    child.stdout?.resume()
    const exited = new Promise<number | null>((r) => child.on("close", (code) => r(code)))
    return { child, stderr: () => err, exited }
  }

  it("delivers every filing's line exactly once across a SIGKILL in mid-stream; SIGTERM ends it with exit 0", async () => {
    const filings = appearing([0, 1, 2, 3, 4], Date.now() + 1500, 700)
    edgar().setRoutes(makeSyntheticFeed(filings).route)
    const tickers = join(dir, "list.txt")
    writeFileSync(tickers, "AAPL AMZN META NVDA\n")
    const out = join(dir, "watch.ndjson")
    const args = ["watch", "--tickers", tickers, "--since", easternDate(Date.now()), "--out", out, "--poll", "0.2", "--edgar-base-url", edgar().url, "--cache-dir", join(dir, "cache")]
    const first = start(args)
    // (the line on standard error may follow the file's line by a moment: the kill waits for both)
    await waitFor(() => readLines(out).length >= 2 && /^watch: 10-K AAPL /m.test(first.stderr()), 40_000, "two lines and the first's report").catch((e) => {
      throw new Error(`${e}\n${first.stderr()}`)
    })
    first.child.kill("SIGKILL")
    await first.exited
    const second = start(args)
    await waitFor(() => readLines(out).length >= filings.length, 40_000, "every line after the restart").catch((e) => {
      throw new Error(`${e}\n${second.stderr()}`)
    })
    await new Promise((r) => setTimeout(r, 500))
    second.child.kill("SIGTERM")
    expect(await second.exited).toBe(0)
    const lines = readLines(out)
    expect(lines.map((l) => l.accession_number).sort()).toEqual(filings.map((f) => f.accession).sort())
    expect(wellFormed(out)).toBe(true)
    expect(first.stderr()).toMatch(/^watch: 4 companies, forms 10-K, 10-Q, 8-K, since \d{4}-\d{2}-\d{2} → .*watch\.ndjson; cursor .*watch\.ndjson\.cursor\.json/m)
    expect(first.stderr()).toMatch(/^watch: 10-K AAPL 0000320193-25-000079 · v2 \d+\.\d (low|moderate|elevated|high) · v3 /m)
    expect(second.stderr()).toMatch(/^watch: resuming from /m)
  })
})
