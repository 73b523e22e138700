/**
 * `risk universe` over the loopback EDGAR with every company of the mirror: a run killed
 * halfway (SIGKILL) and rerun produces the same file, byte for byte, as an uninterrupted
 * run; per-ticker failures are rows with an error code; the .ndjson and .parquet outputs
 * (read back with hyparquet) hold the same rows as the .csv.
 */
import { spawn } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { parquetReadObjects } from "hyparquet"
import { afterAll, beforeAll, expect, it } from "vitest"
import { parseCsv } from "../../src/pipeline/batch/tabular.js"
import { UNIVERSE_COLUMNS } from "../../src/pipeline/batch/universe.js"
import { runRisk } from "../support/cli.js"
import { corpusDir } from "../support/corpus.js"
import { edgarRoot, withData } from "../support/data.js"
import { useEdgarServer } from "../support/edgar-server.js"

const UA = "disclosure-risk tests tests@example.com"
const AGENT = { SEC_USER_AGENT: UA }
const bin = fileURLToPath(new URL("../../bin/risk.js", import.meta.url))
const CONCURRENCY = 4

const server = useEdgarServer(() => ({ root: edgarRoot(), maxPerSecond: 10 }))
let dir: string
let tickersFile: string
let tickers: Array<string>

/** Every company with a submissions file in the mirror: its first ticker, else its CIK. */
const mirrorCompanies = (): Array<string> => {
  const map = JSON.parse(readFileSync(join(corpusDir(), "files", "company_tickers.json"), "utf8")) as Record<string, { cik_str: number; ticker: string }>
  const byCik = new Map<number, string>()
  for (const e of Object.values(map)) if (!byCik.has(e.cik_str)) byCik.set(e.cik_str, e.ticker)
  return readdirSync(join(corpusDir(), "submissions"))
    .filter((f) => /^CIK\d{10}\.json$/.test(f))
    .sort()
    .map((f) => Number(f.slice(3, 13)))
    .map((cik) => byCik.get(cik) ?? String(cik))
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "risk-universe-"))
  tickers = mirrorCompanies()
  tickersFile = join(dir, "tickers.txt")
  writeFileSync(tickersFile, `# every company of the mirror\n${tickers.join("\n")}\nNOTATICKER1\n`)
})

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const args = (out: string, cache: string) => [
  "universe",
  "--tickers",
  tickersFile,
  "--fiscal-year",
  "2024",
  "--out",
  out,
  "--concurrency",
  String(CONCURRENCY),
  "--edgar-base-url",
  server().url,
  "--cache-dir",
  cache
]

/** Runs the CLI and kills it (SIGKILL) once it reports `atLeast` rows done. */
const runAndKill = (argv: ReadonlyArray<string>, atLeast: number): Promise<{ killedAt: number; stderr: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...argv], { env: { ...process.env, NO_COLOR: "1", SEC_USER_AGENT: UA }, stdio: ["ignore", "pipe", "pipe"] })
    let stderr = ""
    let killedAt = -1
    child.stderr.on("data", (c: Buffer) => {
      stderr += c.toString("utf8")
      const done = [...stderr.matchAll(/universe: (\d+)\/\d+/g)].map((m) => Number(m[1]))
      const last = done[done.length - 1] ?? 0
      if (killedAt < 0 && last >= atLeast) {
        killedAt = last
        child.kill("SIGKILL")
      }
    })
    child.on("error", reject)
    child.on("close", () => resolve({ killedAt, stderr }))
  })

const documentFetches = () =>
  server().requests.filter((r) => r.path.startsWith("/Archives/") && r.status === 200 && !r.path.endsWith("-index.html")).map((r) => r.path)

withData("edgar").describe("risk universe over the mirror", { timeout: 600_000 }, () => {
  it("killed halfway and resumed, it writes the same file as an uninterrupted run; nothing is fetched twice beyond what was in flight", async () => {
    const total = tickers.length + 1
    const full = join(dir, "full.csv")
    const first = await runRisk(args(full, join(dir, "cache-a")), "", AGENT)
    expect(first.code, first.stderr).toBe(0)
    const summary = JSON.parse(first.stdout) as { total: number; ok: number; failed: number; errors: Record<string, number> }
    expect(summary.total).toBe(total)
    expect(summary.ok).toBeGreaterThanOrEqual(5)
    expect(summary.failed).toBe(total - summary.ok)
    expect(first.stderr).toMatch(/ETA/)

    server().resetLog()
    const part = join(dir, "part.csv")
    const killed = await runAndKill(args(part, join(dir, "cache-b")), Math.floor(total / 2))
    expect(killed.killedAt).toBeGreaterThanOrEqual(Math.floor(total / 2))
    expect(killed.killedAt).toBeLessThan(total)
    const partial = readFileSync(part, "utf8")
    expect(partial.length).toBeLessThan(readFileSync(full, "utf8").length)
    const beforeResume = documentFetches()

    const resumed = await runRisk(args(part, join(dir, "cache-b")), "", AGENT)
    expect(resumed.code, resumed.stderr).toBe(0)
    expect(resumed.stderr).toMatch(/resuming after \d+ rows/)
    const resumedSummary = JSON.parse(resumed.stdout) as { resumed: number }
    expect(resumedSummary.resumed).toBeGreaterThan(0)
    expect(readFileSync(part, "utf8")).toBe(readFileSync(full, "utf8"))
    // documents fetched by the killed run are not fetched again (except those in flight at the kill)
    const again = documentFetches().slice(beforeResume.length).filter((p) => beforeResume.includes(p))
    expect(again.length).toBeLessThanOrEqual(CONCURRENCY)

    // the rows: input order, one per ticker, failures with an error code
    const rows = parseCsv(readFileSync(full, "utf8")).rows
    expect(rows[0]).toEqual(UNIVERSE_COLUMNS.map((c) => c.name))
    const col = (name: string) => rows[0]!.indexOf(name)
    expect(rows.slice(1).map((r) => r[col("ticker")])).toEqual([...tickers, "NOTATICKER1"])
    for (const r of rows.slice(1)) {
      if (r[col("status")] === "ok") {
        expect(r[col("error_code")]).toBe("")
        const overall = Number(r[col("overall_disclosure_risk_score")])
        expect(overall).toBeGreaterThan(0)
        expect(overall).toBeLessThan(100)
      } else {
        expect(["filing_not_found", "upstream_unavailable", "invalid_request"]).toContain(r[col("error_code")])
        expect(r[col("error_detail")]!.length).toBeGreaterThan(5)
      }
    }
    expect(rows[rows.length - 1]![col("error_code")]).toBe("invalid_request")
  })

  it("a rerun of a finished run keeps its rows; an output of another run is refused", async () => {
    const full = join(dir, "full.csv")
    const before = readFileSync(full, "utf8")
    const again = await runRisk(args(full, join(dir, "cache-a")), "", AGENT)
    expect(again.code, again.stderr).toBe(0)
    expect(readFileSync(full, "utf8")).toBe(before)
    const other = await runRisk(["universe", "--tickers", tickersFile, "--fiscal-year", "2023", "--out", full, "--edgar-base-url", server().url, "--no-cache"], "", AGENT)
    expect(other.code).toBe(2)
    expect(other.stderr).toMatch(/holds rows of another run/)
    expect(readFileSync(full, "utf8")).toBe(before)
    // the same tickers and year under another model: its rows would mix two models' scores
    const model = await runRisk([...args(full, join(dir, "cache-a")), "--model", "v3"], "", AGENT)
    expect(model.code).toBe(2)
    expect(model.stderr).toMatch(/holds rows of another run \(row 1: \S+ scored by deterministic_scoring_v2, expected deterministic_scoring_v3\)/)
    expect(readFileSync(full, "utf8")).toBe(before)
    const bad = await runRisk(["universe", "--tickers", tickersFile, "--fiscal-year", "2024", "--out", join(dir, "x.xlsx"), "--no-cache"], "", AGENT)
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/\.csv, \.ndjson/)
  })

  it("the .ndjson and .parquet outputs hold the same rows as the .csv", async () => {
    const cache = join(dir, "cache-a")
    const nd = await runRisk(args(join(dir, "u.ndjson"), cache), "", AGENT)
    expect(nd.code, nd.stderr).toBe(0)
    const pq = await runRisk(args(join(dir, "u.parquet"), cache), "", AGENT)
    expect(pq.code, pq.stderr).toBe(0)
    expect(readdirSync(dir).filter((f) => f.includes("partial"))).toEqual([])
    const ndRows = readFileSync(join(dir, "u.ndjson"), "utf8").trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>)
    const bytes = readFileSync(join(dir, "u.parquet"))
    const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
    const pqRows = (await parquetReadObjects({ file })) as Array<Record<string, unknown>>
    expect(pqRows).toEqual(ndRows)
    const csvRows = parseCsv(readFileSync(join(dir, "full.csv"), "utf8")).rows.slice(1)
    expect(csvRows.map((r) => r[0])).toEqual(ndRows.map((r) => r.ticker))
    const overall = UNIVERSE_COLUMNS.findIndex((c) => c.name === "overall_disclosure_risk_score")
    expect(csvRows.map((r) => (r[overall] === "" ? null : Number(r[overall])))).toEqual(ndRows.map((r) => r.overall_disclosure_risk_score))
  })
})
