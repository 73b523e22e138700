/** An invalid value of a setting fails start-up with one line naming it, and exit 2. */
import { pathToFileURL } from "node:url"
import { describe, expect, it } from "vitest"
import { corpusDir } from "../support/corpus.js"
import { runRisk } from "../support/cli.js"

const base = { RISK_EDGAR_BASE_URL: pathToFileURL(corpusDir()).href, RISK_CACHE_DIR: "" }

describe("invalid settings", () => {
  const cases: ReadonlyArray<readonly [string, string, ReadonlyArray<string>]> = [
    ["RISK_PANEL_CONCURRENCY", "abc", ["panel", "AAPL", "--fiscal-year", "2025", "--no-cache"]],
    ["RISK_PANEL_CONCURRENCY", "0", ["panel", "AAPL", "--fiscal-year", "2025", "--no-cache"]],
    ["RISK_RESULT_MEMO_MB", "-3", ["score", "AAPL", "2025", "--no-cache"]],
    ["RISK_RESULT_MEMO_MB", "lots", ["score", "AAPL", "2025", "--no-cache"]],
    ["PORT", "abc", ["serve"]],
    ["PORT", "70000", ["serve"]]
  ]
  for (const [name, value, args] of cases) {
    it(`${name}=${value}: exit 2, one line naming the variable, nothing on stdout`, async () => {
      const r = await runRisk(args, "", { ...base, [name]: value })
      expect(r.code).toBe(2)
      expect(r.stdout).toBe("")
      const lines = r.stderr.trim().split("\n")
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^risk: /)
      expect(lines[0]).toContain(name)
    })
  }
})
