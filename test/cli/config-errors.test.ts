/**
 * An invalid value of any setting in the README's configuration table fails start-up with
 * one line naming the variable, exit 2, and nothing on stdout (the server never listens).
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { describe, expect, it } from "vitest"
import { LIMIT_VARIABLES } from "../../src/config.js"
import { dataDir, withData } from "../support/data.js"
import { repoRoot, runRisk } from "../support/cli.js"

const base = { RISK_EDGAR_BASE_URL: pathToFileURL(dataDir("edgar")).href, RISK_CACHE_DIR: "", SEC_USER_AGENT: "disclosure-risk tests tests@example.com" }
const score = ["score", "AAPL", "2025", "--no-cache"]
const serve = ["serve", "--port", "0"]

const cases: ReadonlyArray<readonly [string, string, ReadonlyArray<string>, Record<string, string>?]> = [
  ["SEC_USER_AGENT", "Jane Doe\njane@example.com", score],
  ["RISK_EDGAR_BASE_URL", "notaurl", score],
  ["RISK_EDGAR_BASE_URL", "ftp://example.com/edgar", score],
  ["RISK_REDIS_URL", "notaurl", ["score", "AAPL", "2025"]],
  ["RISK_REDIS_URL", "http://localhost:6379", ["score", "AAPL", "2025"]],
  ["RISK_SEC_MAX_RPS", "0", score],
  ["RISK_SEC_MAX_RPS", "fast", score],
  ["RISK_PANEL_CONCURRENCY", "abc", ["panel", "AAPL", "--fiscal-year", "2025", "--no-cache"]],
  ["RISK_PANEL_CONCURRENCY", "0", ["panel", "AAPL", "--fiscal-year", "2025", "--no-cache"]],
  ["RISK_LEXICON_FILE", "/nonexistent/lexicon.csv", score],
  ["RISK_CALIBRATION_FILE", "/nonexistent/percentiles.json", score],
  ["RISK_BASELINE_FILE", "/nonexistent/baseline.json", score],
  ["RISK_RESULT_MEMO_MB", "-3", score],
  ["RISK_RESULT_MEMO_MB", "lots", score],
  ["HOST", "no such host!", serve],
  ["PORT", "abc", ["serve"]],
  ["PORT", "70000", ["serve"]],
  ["RISK_API_KEYS", " , ", serve],
  ["RISK_CORS_ORIGINS", "not an origin", serve],
  ["RISK_CORS_ORIGINS", "https://example.com/path", serve],
  ...Object.values(LIMIT_VARIABLES).map((name) => [name, "-1", score] as const),
  ["RISK_EDGAR_MAX_ATTEMPTS", "2.5", score],
  // an http(s) upstream: a file: mirror has no current-filings feed, and that is said first
  ["RISK_WATCH_TICKERS", "/nonexistent/watch-tickers.txt", serve, { RISK_EDGAR_BASE_URL: "http://127.0.0.1:9" }],
  ["RISK_WATCH_INDEX_SECONDS", "0", serve],
  ["RISK_WATCH_RETRY_SECONDS", "0", serve],
  ["RISK_WATCH_ALL", "maybe", serve],
  ["RISK_WATCH_FORMS", "10-X", serve],
  ["RISK_WATCH_SINCE", "yesterday", serve],
  ["RISK_WATCH_WEBHOOK", "ftp://example.com/hook", serve],
  ["RISK_WATCH_POLL_SECONDS", "0", serve],
  ["RISK_WATCH_FEED_SIZE", "0", serve],
  ["RISK_WATCH_CONCURRENCY", "99", serve]
]

/**
 * Variables with no invalid value: a blank one is unset, any path is a directory to use; the
 * analysis worker is on for `1` only; the watch cursor is a file the watcher creates when it
 * first writes (a path it cannot write is the watcher's error, reported while serving).
 */
const NO_INVALID_VALUE = new Set(["RISK_CACHE_DIR", "RISK_CORPUS_DIR", "RISK_ANALYSIS_WORKER", "RISK_WATCH_CURSOR"])

/** The variables of the README's configuration table. */
const documented = (): Array<string> => {
  const readme = readFileSync(join(repoRoot, "README.md"), "utf8")
  const section = readme.slice(readme.indexOf("\n## Configuration"), readme.indexOf("\n## ", readme.indexOf("\n## Configuration") + 1))
  return section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...(line.split("|")[1] ?? "").matchAll(/`([A-Z_]+)`/g)].map((m) => m[1] ?? ""))
}

describe("invalid settings", () => {
  it("every variable of the README's table has a case here (or has no invalid value)", () => {
    const names = documented()
    expect(names.length).toBeGreaterThan(20)
    const covered = new Set(cases.map(([name]) => name))
    expect(names.filter((n) => !covered.has(n) && !NO_INVALID_VALUE.has(n))).toEqual([])
    expect([...covered].filter((n) => !names.includes(n))).toEqual([])
  })

  for (const [name, value, args, extra] of cases) {
    it(`${name}=${JSON.stringify(value)}: exit 2, one line naming the variable, nothing on stdout`, async () => {
      const r = await runRisk(args, "", { ...base, ...extra, [name]: value }, 60_000)
      expect(r.code, r.stderr).toBe(2)
      expect(r.stdout).toBe("")
      const lines = r.stderr.trim().split("\n")
      expect(lines, r.stderr).toHaveLength(1)
      expect(lines[0]).toMatch(new RegExp(`^risk: (invalid setting )?${name}: `))
    })
  }

  withData("edgar").it("blank is unset: the defaults apply", async () => {
    const blank = Object.fromEntries(cases.map(([name]) => [name, " "]))
    const r = await runRisk(score, "", { ...blank, ...base, SEC_USER_AGENT: base.SEC_USER_AGENT, RISK_EDGAR_BASE_URL: base.RISK_EDGAR_BASE_URL }, 120_000)
    expect(r.code, r.stderr).toBe(0)
    expect(JSON.parse(r.stdout)).toMatchObject({ filing: { ticker: "AAPL" } })
  })
})
