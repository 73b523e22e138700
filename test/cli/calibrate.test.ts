/**
 * `risk calibrate` and `risk baseline` as a user runs them: several corpora at once (an
 * EDGAR-layout mirror and a manifest corpus), byte-identical output for the same inputs,
 * provenance of every document; and `--from-edgar` over a loopback EDGAR serving the mirror
 * (rate limit held, documents cached, a second run fetches no document again).
 */
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runRisk } from "../support/cli.js"
import { corpusDir } from "../support/corpus.js"
import { dataDir, edgarRoot, withData } from "../support/data.js"
import { maxStartsInWindow, useEdgarServer } from "../support/edgar-server.js"

const UA = "disclosure-risk tests tests@example.com"
const manifestDir = dataDir("corpus")

interface ManifestRow {
  readonly path: string
  readonly cik: number
  readonly form: string
  readonly fiscal_year: number
  readonly sha256: string
}

let work: string

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "risk-calibrate-"))
})
afterAll(() => {
  rmSync(work, { recursive: true, force: true })
})

const sha256 = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex")

withData("corpus", "edgar").describe("risk baseline and risk calibrate over a manifest corpus and a mirror", () => {
  // a small manifest corpus: three documents of the real one, linked in place
  let small: string
  let mirror: string
  let rows: ReadonlyArray<ManifestRow>
  beforeAll(() => {
    const all = JSON.parse(readFileSync(join(manifestDir, "manifest.json"), "utf8")) as Array<ManifestRow>
    rows = [...all.filter((r) => r.form === "10-K").slice(0, 3), ...all.filter((r) => r.form === "10-Q").slice(0, 3)]
    small = join(work, "manifest-corpus")
    for (const r of rows) {
      mkdirSync(join(small, r.path, ".."), { recursive: true })
      symlinkSync(join(manifestDir, r.path), join(small, r.path))
    }
    writeFileSync(join(small, "manifest.json"), JSON.stringify(rows))
    // a small mirror: one company's folder and filing list, linked in place
    mirror = join(work, "mirror")
    mkdirSync(join(mirror, "Archives", "edgar", "data"), { recursive: true })
    mkdirSync(join(mirror, "submissions"))
    symlinkSync(join(corpusDir(), "Archives", "edgar", "data", "320193"), join(mirror, "Archives", "edgar", "data", "320193"))
    symlinkSync(join(corpusDir(), "submissions", "CIK0000320193.json"), join(mirror, "submissions", "CIK0000320193.json"))
  })

  it("lists every document with its sha256, counts by form and fiscal year, and is byte-identical on a rerun", async () => {
    const a = join(work, "baseline-a.json")
    const b = join(work, "baseline-b.json")
    const first = await runRisk(["baseline", "--corpus", small, "--out", a], "", {}, 300_000)
    expect(first.code, first.stderr).toBe(0)
    // one progress line per document, and a summary
    expect(first.stderr.match(/baseline: \[\d+\/6\]/g)).toHaveLength(6)
    expect(first.stderr).toMatch(/from 6 filings of \d+ firms/)
    const second = await runRisk(["baseline", "--corpus", small, "--out", b], "", {}, 300_000)
    expect(second.code, second.stderr).toBe(0)
    expect(readFileSync(b, "utf8")).toBe(readFileSync(a, "utf8"))
    const file = JSON.parse(readFileSync(a, "utf8")) as {
      filings: Array<{ firm: string; form: string; fiscal_year: number; sha256: string }>
      counts: { documents: number; by_form: Record<string, number>; by_form_and_fiscal_year: Record<string, Record<string, number>> }
      min_firm_share: number
      max_firm_share: number
    }
    expect(file.min_firm_share).toBe(0.3)
    expect(file.max_firm_share).toBe(0.75)
    expect(file.filings.map((f) => f.sha256).sort()).toEqual(rows.map((r) => sha256(join(manifestDir, r.path))).sort())
    expect(file.filings.map((f) => f.sha256).sort()).toEqual(rows.map((r) => r.sha256).sort())
    expect(file.counts.documents).toBe(6)
    expect(file.counts.by_form["10-Q"]).toBe(3)
    const y = rows[0]!.fiscal_year
    expect(file.counts.by_form_and_fiscal_year["10-K"]![String(y)]).toBe(rows.filter((r) => r.form === "10-K" && r.fiscal_year === y).length)
  }, 600_000)

  it("reads a mirror and a manifest corpus in one run; the same inputs give the same tables", async () => {
    const a = join(work, "tables-a.json")
    const b = join(work, "tables-b.json")
    const args = (out: string) => ["calibrate", "--corpus", mirror, "--corpus", small, "--out", out]
    const first = await runRisk(args(a), "", {}, 600_000)
    expect(first.code, first.stderr).toBe(0)
    const second = await runRisk(args(b), "", {}, 600_000)
    expect(second.code, second.stderr).toBe(0)
    expect(readFileSync(b, "utf8")).toBe(readFileSync(a, "utf8"))
    const set = JSON.parse(readFileSync(a, "utf8")) as {
      id: string
      provenance: { documents: Array<{ cik: string; sha256: string }>; counts: { companies: number } }
      tables: Array<{ form: string; metric: string; n: number }>
    }
    const shas = new Set(set.provenance.documents.map((d) => d.sha256))
    // the manifest's documents that have an Item 1A are among the documents used
    expect(rows.some((r) => shas.has(r.sha256))).toBe(true)
    expect(set.provenance.documents.some((d) => d.cik === "320193")).toBe(true)
    for (const t of set.tables) expect(t.n).toBeGreaterThanOrEqual(5)
    expect(set.tables.map((t) => t.metric)).toContain("boilerplate_word_ratio")
    expect(first.stderr).toMatch(/version builtin_percentiles_v2@[0-9a-f]{12}/)
  }, 600_000)

  it("refuses a call without any corpus", async () => {
    const r = await runRisk(["calibrate", "--out", join(work, "none.json")])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain("--corpus")
  })
})

describe("risk calibrate --from-edgar over the loopback EDGAR", () => {
  const server = useEdgarServer(() => ({ root: edgarRoot(), maxPerSecond: 10 }))
  let cacheDir: string
  beforeAll(() => {
    cacheDir = mkdtempSync(join(tmpdir(), "risk-calibrate-cache-"))
  })
  afterAll(() => {
    rmSync(cacheDir, { recursive: true, force: true })
  })
  const env = () => ({ SEC_USER_AGENT: UA, RISK_EDGAR_BASE_URL: server().url })
  const documentRequests = () =>
    server().requests.filter((r) => r.path.startsWith("/Archives/") && /\.(htm|html|txt)$/.test(r.path) && !r.path.endsWith("-index.html") && r.range === null)

  withData("edgar").it("builds tables for a universe, resumes from the cache, and leaves out what EDGAR does not have", async () => {
    const partial = join(work, "partial.txt")
    const full = join(work, "tickers.txt")
    writeFileSync(partial, "AAPL\nAMZN\n")
    writeFileSync(full, "# universe\nAAPL\nAMZN, NVDA\nTSLA IBM\nZZZZQ\n")
    const out1 = join(work, "edgar-1.json")
    const out2 = join(work, "edgar-2.json")
    const out3 = join(work, "edgar-3.json")
    const args = (tickers: string, out: string) => [
      "calibrate", "--from-edgar", "--tickers", tickers, "--fiscal-year", "2024", "--form", "10-K", "--cache-dir", cacheDir, "--out", out
    ]

    // an interrupted run: only part of the universe was fetched
    server().resetLog()
    const first = await runRisk(args(partial, out1), "", env(), 600_000)
    expect(first.code, first.stderr).toBe(0)
    const fetchedFirst = new Set(documentRequests().map((r) => r.path))
    expect(fetchedFirst.size).toBeGreaterThanOrEqual(2)

    // the whole universe: what is cached is not fetched again
    server().resetLog()
    const second = await runRisk(args(full, out2), "", env(), 600_000)
    expect(second.code, second.stderr).toBe(0)
    const fetchedSecond = documentRequests().map((r) => r.path)
    for (const p of fetchedSecond) expect(fetchedFirst.has(p), p).toBe(false)
    expect(fetchedSecond.length).toBeGreaterThanOrEqual(3)
    expect(server().requests.every((r) => r.status !== 429)).toBe(true)
    expect(maxStartsInWindow(server().requests.map((r) => r.start))).toBeLessThanOrEqual(10)
    expect(second.stderr).toContain("left out: ZZZZQ")

    const set = JSON.parse(readFileSync(out2, "utf8")) as {
      provenance: { documents: Array<{ cik: string; form: string; fiscal_year: number; sha256: string; document: string }> }
      tables: Array<{ form: string; metric: string; n: number }>
    }
    const ciks = new Set(set.provenance.documents.map((d) => d.cik))
    for (const cik of ["320193", "1018724", "1045810", "1318605", "51143"]) expect(ciks.has(cik), cik).toBe(true)
    for (const d of set.provenance.documents) {
      expect(d.form).toBe("10-K")
      expect(d.fiscal_year).toBe(2024)
      const path = join(corpusDir(), "Archives", "edgar", "data", d.cik)
      expect(existsSync(path)).toBe(true)
    }
    expect(set.tables.length).toBeGreaterThan(0)
    for (const t of set.tables) expect(t.form).toBe("10-K")

    // a warm rerun: no document fetched, same bytes
    server().resetLog()
    const third = await runRisk(args(full, out3), "", env(), 600_000)
    expect(third.code, third.stderr).toBe(0)
    expect(documentRequests()).toHaveLength(0)
    expect(readFileSync(out3, "utf8")).toBe(readFileSync(out2, "utf8"))
  }, 900_000)

  it("needs --tickers and --fiscal-year with --from-edgar", async () => {
    const r = await runRisk(["calibrate", "--from-edgar", "--out", join(work, "x.json")], "", env())
    expect(r.code).toBe(2)
    expect(r.stderr).toContain("--tickers")
  })
})
