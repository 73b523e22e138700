/**
 * `risk validate` end to end over the loopback EDGAR (the mirror, RISK_CORPUS_DIR): a small
 * universe's FY2024 10-Ks scored with the three models and joined with the later filings of
 * each company's submissions list. The report's counts agree with each other and with the
 * NDJSON lines; a rerun resumes the output and fetches nothing; a run resumed from part of
 * the output (no cache) fetches only the filings it does not hold and writes the same lines;
 * bad input is refused with one line and exit 2.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Option } from "effect"
import { afterAll, beforeAll, expect, it } from "vitest"
import { buildReport, decodeValidationLine, encodeValidationReport, type ValidationLine, type ValidationReport } from "../../src/pipeline/batch/validate.js"
import { runRisk } from "../support/cli.js"
import { corpusDir } from "../support/corpus.js"
import { useEdgarServer } from "../support/edgar-server.js"
import { withData } from "../support/data.js"

const ENV = { SEC_USER_AGENT: "disclosure-risk tests tests@example.com", RISK_SEC_MAX_RPS: "10" }
const TICKERS = ["AAPL", "NVDA", "TSLA", "AMZN", "TGT", "MSFT"]

const server = useEdgarServer(() => ({ root: corpusDir() }))
let dir: string
let universe: string

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "risk-validate-"))
  universe = join(dir, "universe.txt")
  writeFileSync(universe, `# a few companies of the mirror\n${TICKERS.join("\n")}\n`)
})

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const validate = (out: string, ...extra: ReadonlyArray<string>) =>
  runRisk(["validate", "--universe", universe, "--fiscal-year", "2024", "--out", out, "--edgar-base-url", server().url, ...extra], "", ENV)

const readLines = (path: string): Array<ValidationLine> =>
  readFileSync(path, "utf8")
    .trim()
    .split("\n")
    .map((l) => Option.getOrThrow(decodeValidationLine(JSON.parse(l))))

withData("edgar").describe("risk validate over the mirror", { timeout: 60_000 }, () => {
  const out = () => join(dir, "fy2024.ndjson")
  const cache = () => join(dir, "cache")
  let first: ValidationReport
  let firstStdout: string

  it("scores each filing with the three models and joins the outcomes; the report's counts agree", async () => {
    const r = await validate(out(), "--cache-dir", cache())
    expect(r.code, r.stderr).toBe(0)
    firstStdout = r.stdout
    first = JSON.parse(r.stdout) as ValidationReport
    expect(r.stderr).toMatch(/validate: 6\/6 \(2 failed\)/)

    // one line per filing, in input order
    const lines = readLines(out())
    expect(lines.map((l) => l.ticker)).toEqual(TICKERS)
    // the report is the one its lines give
    expect(first).toEqual(encodeValidationReport(buildReport({ fiscalYear: 2024, form: "10-K", horizonDays: 365, models: first.models, versions: lines[0]!.versions }, lines)))

    expect(first.models).toEqual(["deterministic_scoring_v1", "deterministic_scoring_v2", "deterministic_scoring_v3"])
    expect(first.filings).toEqual({ total: 6, scored: 4, unscored: 2, with_outcome: 1, horizon_incomplete: 1 })
    // Target has no FY2024 10-K; Microsoft's is listed, its document is not in the mirror;
    // Amazon's list reaches 2026-02-06, a day short of its horizon
    expect(first.unscored).toEqual([
      { ticker: "TGT", quarter: null, error_code: "filing_not_found", reason: expect.stringMatching(/No 10-K for fiscal year 2024/) },
      { ticker: "MSFT", quarter: null, error_code: "document_unavailable", reason: expect.stringMatching(/is listed on EDGAR, but its document msft-20240630.htm is not at this source/) }
    ])
    expect(first.horizon_incomplete).toEqual([
      { ticker: "AMZN", quarter: null, accession_number: "0001018724-25-000004", filing_date: "2025-02-07", horizon_end: "2026-02-07", observed_through: "2026-02-06" }
    ])
    // Tesla's 10-K/A of 2025-04-30 follows its FY2024 10-K
    const tsla = lines.find((l) => l.ticker === "TSLA")!
    expect(tsla.outcomes.map((o) => `${o.filing_date} ${o.form} ${o.kinds.join("+")}`)).toEqual(["2025-04-30 10-K/A amended_report"])
    expect(first.outcome_kinds.filter((k) => k.filings > 0)).toEqual([{ kind: "amended_report", filings: 1, events: 1 }])

    for (const m of first.by_model) {
      expect(m.n + m.without_headline).toBe(first.filings.scored)
      expect(m.quintiles.map((q) => q.quintile)).toEqual([1, 2, 3, 4, 5])
      expect(m.quintiles.reduce((s, q) => s + q.n, 0)).toBe(m.n)
      expect(m.quintiles.reduce((s, q) => s + q.outcomes, 0)).toBe(m.outcomes)
      expect(m.outcomes).toBe(1)
      for (const q of m.quintiles) expect(q.rate).toBe(q.n === 0 ? null : q.outcomes / q.n)
      // one filing with an outcome against three without: the AUC is k/3 for a whole or half k
      expect(m.auc).not.toBeNull()
      expect(Number.isInteger(m.auc! * 6)).toBe(true)
      const scoredLines = lines.filter((l) => l.status === "ok")
      const tslaScore = tsla.scores![m.model]!.headline!
      const below = scoredLines.filter((l) => l.outcomes.length === 0 && l.scores![m.model]!.headline! < tslaScore).length
      const tied = scoredLines.filter((l) => l.outcomes.length === 0 && l.scores![m.model]!.headline! === tslaScore).length
      expect(m.auc).toBeCloseTo((below + tied / 2) / 3, 12)
    }
  })

  it("each model's headline is the one `risk score --model` gives for the filing", async () => {
    const aapl = readLines(out())[0]!
    const r = await runRisk(["score", "AAPL", "2024", "--model", "v3", "--edgar-base-url", server().url, "--cache-dir", cache()], "", ENV)
    expect(r.code, r.stderr).toBe(0)
    const result = JSON.parse(r.stdout) as { filing: { accession_number: string }; scores: { overall_disclosure_risk_score: number } }
    expect(result.filing.accession_number).toBe(aapl.accession_number)
    expect(aapl.scores!.deterministic_scoring_v3!.headline).toBe(result.scores.overall_disclosure_risk_score)
  })

  it("a rerun resumes the output: nothing is fetched, the report is the same", async () => {
    const before = readFileSync(out(), "utf8")
    server().resetLog()
    const r = await validate(out(), "--cache-dir", cache())
    expect(r.code, r.stderr).toBe(0)
    expect(r.stderr).toMatch(/resuming after 6 lines/)
    expect(server().requests).toEqual([])
    expect(r.stdout).toBe(firstStdout)
    expect(readFileSync(out(), "utf8")).toBe(before)
  })

  it("resumed from its first two lines without a cache, a run fetches only the other filings and writes the same lines", async () => {
    const full = readFileSync(out(), "utf8")
    const part = join(dir, "part.ndjson")
    writeFileSync(part, full.split("\n").slice(0, 2).join("\n") + "\n")
    server().resetLog()
    const r = await validate(part, "--no-cache")
    expect(r.code, r.stderr).toBe(0)
    expect(r.stderr).toMatch(/resuming after 2 lines/)
    expect(readFileSync(part, "utf8")).toBe(full)
    expect(r.stdout).toBe(firstStdout)
    const paths = server().requests.map((q) => q.path)
    expect(paths.some((p) => p.includes("/1318605/"))).toBe(true)
    // Apple (CIK 320193) and NVIDIA (CIK 1045810), held by the output, are not fetched
    expect(paths.filter((p) => /0000320193|\/320193\/|0001045810|\/1045810\//.test(p))).toEqual([])
  })

  it("bad input: one line, exit 2", async () => {
    const cases: ReadonlyArray<[ReadonlyArray<string>, RegExp]> = [
      [["--models", "v1,v9"], /--models: unknown scoring model "v9"/],
      [["--horizon-days", "0"], /--horizon-days: expected a whole number of days from 1 to 3650/],
      [["--quarter", "Q1"], /--quarter: only a 10-Q run takes a quarter/],
      [["--form", "8-K"], /--form: expected 10-K or 10-Q, got "8-K"/]
    ]
    for (const [extra, message] of cases) {
      const r = await validate(join(dir, "bad.ndjson"), "--no-cache", ...extra)
      expect(r.code, r.stderr).toBe(2)
      expect(r.stderr.trim().split("\n")).toHaveLength(1)
      expect(r.stderr).toMatch(message)
    }
    const anonymous = await runRisk(["validate", "--universe", universe, "--fiscal-year", "2024", "--edgar-base-url", server().url, "--no-cache"], "", { SEC_USER_AGENT: "" })
    expect(anonymous.code).toBe(2)
    expect(anonymous.stderr).toMatch(/^risk: SEC_USER_AGENT is not set/)
    const csv = await validate(join(dir, "out.csv"), "--no-cache")
    expect(csv.code).toBe(2)
    expect(csv.stderr).toMatch(/--out: expected a \.ndjson \(or \.jsonl\) file/)
    // an output of another run (another horizon) is refused and left as it is
    const before = readFileSync(out(), "utf8")
    const other = await validate(out(), "--no-cache", "--horizon-days", "180")
    expect(other.code).toBe(2)
    expect(other.stderr).toMatch(/holds rows of another run \(row 1: AAPL 10-K FY2024 with a 365-day horizon, this run's is 180 days\)/)
    expect(readFileSync(out(), "utf8")).toBe(before)
  })
})
