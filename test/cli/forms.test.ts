/**
 * Forms users expect of the command line, over the project's EDGAR sample (fixtures/edgar:
 * Apple's filing list and its FY2024 and FY2025 10-Ks) read as a `file:` mirror:
 * `risk filings … --format table`; `risk sections TICKER YEAR` (the HTTP route's
 * SectionsResponse); an 8-K that is not found names `--accession`; a panel of more than 25
 * tickers points to `risk universe`; a request that cannot reach its host suggests
 * `--edgar-base-url`; the panel table cuts an error reason to the width instead of wrapping
 * it; `RISK_SEC_MAX_RPS` above SEC fair access's 10 is refused. The spawns run concurrently.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { afterAll, describe, expect, it } from "vitest"
import { formatTable } from "../../src/cli/table.js"
import { PARSER_VERSION } from "../../src/domain/versions.js"
import { repoRoot, runRisk } from "../support/cli.js"

const SAMPLE = pathToFileURL(join(repoRoot, "fixtures/edgar")).href
const dir = mkdtempSync(join(tmpdir(), "risk-forms-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** `risk ARGS` over the sample, with a cache of this file's own. */
const risk = (args: ReadonlyArray<string>, env: Record<string, string> = {}) =>
  runRisk([...args, "--edgar-base-url", SAMPLE, "--cache-dir", join(dir, "cache")], "", env)

const oneLine = (stderr: string): string => {
  const lines = stderr.trimEnd().split("\n").filter((l) => !/^timestamp=.* level=(WARN|INFO)/.test(l))
  expect(lines, stderr).toHaveLength(1)
  return lines[0]!
}

const widthOf = (text: string): number => Math.max(...text.split("\n").map((l) => [...l].length))

describe.concurrent("risk filings, sections, 8-K, panel and upstream errors", () => {
  it("risk filings AAPL 2025 --format table: one labelled line per filing, within 100 columns", async () => {
    const r = await risk(["filings", "AAPL", "2025", "--format", "table"])
    expect(r.code, r.stderr).toBe(0)
    const lines = r.stdout.trimEnd().split("\n")
    expect(lines[0]).toBe("AAPL · Apple Inc. — filings of fiscal year 2025")
    expect(lines[1]).toMatch(/^form\s+period\s+filed\s+accession\s+status\s+document$/)
    expect(r.stdout).toMatch(/^10-K\s+FY2025\s+2025-10-31\s+0000320193-25-000079\s+available\s+aapl-20250927\.htm$/m)
    expect(r.stdout).toMatch(/^10-Q\s+FY2025 Q1\s+\S+\s+\S+\s+document_unavailable\s/m)
    expect(widthOf(r.stdout)).toBeLessThanOrEqual(100)
  })

  it("risk sections AAPL 2025: the filing and its section records, as the HTTP route answers", async () => {
    const r = await risk(["sections", "AAPL", "2025"])
    expect(r.code, r.stderr).toBe(0)
    const out = JSON.parse(r.stdout) as {
      filing: { accession_number: string; form_type: string }
      sections: Array<{ section_name: string; status: string; cleaned_text?: string }>
      versions: { parser_version: string }
    }
    expect(Object.keys(out)).toEqual(["filing", "sections", "extraction_warnings", "versions"])
    expect(out.filing).toMatchObject({ accession_number: "0000320193-25-000079", form_type: "10-K" })
    expect(out.sections.map((s) => s.section_name)).toEqual(expect.arrayContaining(["item_1a_risk_factors", "item_7_mdna"]))
    expect(out.sections.every((s) => s.cleaned_text === undefined)).toBe(true)
    expect(out.versions.parser_version).toBe(PARSER_VERSION)
  })

  it("an 8-K not found: exit 1, one line naming --accession", async () => {
    const r = await risk(["score", "AAPL", "2011", "--form", "8-K"])
    expect(r.code, r.stderr).toBe(1)
    expect(oneLine(r.stderr)).toBe(
      "risk: No 8-K for fiscal year 2011 is listed for Apple Inc.; another 8-K of the year, or one newer than EDGAR's filing list, can be named with --accession ACCESSION (risk filings AAPL 2011 --form 8-K lists the year's 8-Ks)"
    )
  })

  it("a panel of 26 tickers: exit 2, one line pointing to risk universe, before any request", async () => {
    const tickers = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("")
    const r = await risk(["panel", ...tickers, "--fiscal-year", "2025"])
    expect(r.code, r.stderr).toBe(2)
    expect(r.stdout).toBe("")
    expect(oneLine(r.stderr)).toBe(
      "risk: risk panel tickers: expected 1 to 25 tickers or CIKs, got 26; for more, list them in a file and run risk universe --tickers FILE --fiscal-year 2025 --out FILE.csv (resumable; see risk universe --help)"
    )
  })

  it("a host that cannot be reached (ENOTFOUND): exit 1, one line suggesting --edgar-base-url", async () => {
    const env = { SEC_USER_AGENT: "disclosure-risk tests tests@example.com", RISK_EDGAR_MAX_ATTEMPTS: "1" }
    const [score, panel] = await Promise.all([
      runRisk(["score", "AAPL", "2025", "--no-cache", "--edgar-base-url", "http://edgar.invalid"], "", env),
      runRisk(["panel", "AAPL", "MSFT", "--fiscal-year", "2025", "--no-cache", "--edgar-base-url", "http://edgar.invalid"], "", env)
    ])
    expect(score.code, score.stderr).toBe(1)
    expect(oneLine(score.stderr)).toMatch(
      /^risk: EDGAR request failed for http:\/\/edgar\.invalid\/\S+: network error: .*(ENOTFOUND|EAI_AGAIN).* — edgar\.invalid cannot be reached; to read an EDGAR mirror instead, give --edgar-base-url URL \(or RISK_EDGAR_BASE_URL; file:\/\/\/DIR reads a local EDGAR-layout directory\)$/
    )
    expect(panel.code, panel.stderr).toBe(1)
    expect(panel.stderr.trimEnd().split("\n").at(-1)).toMatch(/^risk: every ticker of the panel failed \(2 of 2\); edgar\.invalid cannot be reached; .*--edgar-base-url URL/)
  })

  it("the panel table cuts an error reason to 100 columns (not a terminal) with …", async () => {
    // FY2021: listed in the sample's filing list, its document absent: a long reason
    const r = await risk(["panel", "AAPL", "ZZZZ", "--fiscal-year", "2021", "--format", "table"])
    expect(r.code, r.stderr).toBe(1)
    const rows = r.stdout.trimEnd().split("\n")
    expect(rows).toHaveLength(3)
    expect(widthOf(r.stdout)).toBeLessThanOrEqual(100)
    for (const row of rows.slice(1)) expect(row).toMatch(/^(AAPL|ZZZZ)\s+error\s+.+…$/)
  })

  it("RISK_SEC_MAX_RPS=50: refused with one line naming the variable and the range, exit 2", async () => {
    const r = await risk(["score", "AAPL", "2025"], { RISK_SEC_MAX_RPS: "50" })
    expect(r.code, r.stderr).toBe(2)
    expect(r.stdout).toBe("")
    expect(oneLine(r.stderr)).toBe(
      'risk: invalid setting RISK_SEC_MAX_RPS: must be a number greater than 0 and at most 10 (SEC fair access allows 10 requests per second), got "50"'
    )
  })
})

describe("formatTable", () => {
  it("never lets a line pass the width: the last column (its header too) is cut, however narrow", () => {
    const columns = [{ header: "ticker" }, { header: "status" }, { header: "accession / error" }]
    const rows = [["AAPL", "error", "Apple Inc.'s 10-K for fiscal year 2021 is listed on EDGAR, but its document is not at this source"]]
    for (const width of [100, 40, 24, 18]) {
      const text = formatTable(columns, rows, width)
      expect(widthOf(text), `width ${width}`).toBeLessThanOrEqual(width)
      expect(text.split("\n")[1]!.endsWith("…"), `width ${width}`).toBe(true)
    }
  })
})
