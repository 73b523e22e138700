/**
 * Upstream URLs are built only from validated CIKs, accession numbers and document names,
 * even when the upstream itself is hostile: a mirror whose submissions list carries
 * traversal in document names, accession numbers and page names, absolute URLs, encoded
 * slashes and query strings. Whatever the API answers, the loopback EDGAR's request log
 * holds only well-formed EDGAR paths. Also, property-based: any string accepted by the
 * identifier checks gives a well-formed path; anything else is rejected.
 */
import fc from "fast-check"
import { Effect, Either } from "effect"
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { cik10, noDashes, validateAccession, validateCik, validateDocumentName } from "../../src/edgar/identifiers.js"
import { corpusDir } from "../support/corpus.js"
import { hasData, withData } from "../support/data.js"
import { useEdgarServer } from "../support/edgar-server.js"
import { EDGAR_PATH, type InProcessService, request, startInProcess } from "../reliability/support.js"

const EVIL_CIK = 1234567
const TGT_ACC = "0000027419-26-000016"

const hostileRows: ReadonlyArray<{ accessionNumber: string; primaryDocument: string; reportDate: string; filingDate: string; form: string }> = [
  { accessionNumber: "0001234567-25-000001", primaryDocument: "../../../../files/company_tickers.json", reportDate: "2025-12-31", filingDate: "2026-02-01", form: "10-K" },
  { accessionNumber: "0001234567-24-000001", primaryDocument: "a/../../b.htm", reportDate: "2024-12-31", filingDate: "2025-02-01", form: "10-K" },
  { accessionNumber: "0001234567-23-000001", primaryDocument: "x%2F..%2F..%2Fy.htm", reportDate: "2023-12-31", filingDate: "2024-02-01", form: "10-K" },
  { accessionNumber: "0001234567-22-000001", primaryDocument: "https://evil.example/x.htm", reportDate: "2022-12-31", filingDate: "2023-02-01", form: "10-K" },
  { accessionNumber: "0001234567-21-000001", primaryDocument: "//evil.example/x.htm", reportDate: "2021-12-31", filingDate: "2022-02-01", form: "10-K" },
  { accessionNumber: "0001234567-20-000001", primaryDocument: "..\\..\\x.htm", reportDate: "2020-12-31", filingDate: "2021-02-01", form: "10-K" },
  { accessionNumber: "0001234567-19-000001", primaryDocument: "x.htm?redirect=1", reportDate: "2019-12-31", filingDate: "2020-02-01", form: "10-K" },
  { accessionNumber: "../../../files/company_tickers", primaryDocument: "x.htm", reportDate: "2018-12-31", filingDate: "2019-02-01", form: "10-K" },
  { accessionNumber: "0001234567-17-000001/../..", primaryDocument: "x.htm", reportDate: "2017-12-31", filingDate: "2018-02-01", form: "10-K" },
  { accessionNumber: "0001234567-16-000001", primaryDocument: "x.htm\u0000.txt", reportDate: "2016-12-31", filingDate: "2017-02-01", form: "10-K" },
  // A well-formed row pointing at a real document: served normally.
  { accessionNumber: TGT_ACC, primaryDocument: "tgt-20260131.htm", reportDate: "2015-12-31", filingDate: "2016-02-01", form: "10-K" }
]

let root: string
let service: InProcessService

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "risk-hostile-mirror-"))
  mkdirSync(join(root, "files"), { recursive: true })
  mkdirSync(join(root, "submissions"), { recursive: true })
  writeFileSync(
    join(root, "files", "company_tickers.json"),
    JSON.stringify({
      "0": { cik_str: EVIL_CIK, ticker: "EVIL", title: "Hostile Upstream Inc" },
      "1": { cik_str: "../../x", ticker: "BADC", title: "Bad CIK" },
      "2": { cik_str: 27419, ticker: "../TGT", title: "Bad ticker" }
    })
  )
  const columns = (name: keyof (typeof hostileRows)[number]) => hostileRows.map((r) => r[name])
  writeFileSync(
    join(root, "submissions", `CIK${cik10(EVIL_CIK)}.json`),
    JSON.stringify({
      cik: String(EVIL_CIK),
      name: "Hostile Upstream Inc",
      tickers: ["EVIL"],
      fiscalYearEnd: "1231",
      filings: {
        recent: {
          accessionNumber: columns("accessionNumber"),
          primaryDocument: columns("primaryDocument"),
          reportDate: columns("reportDate"),
          filingDate: columns("filingDate"),
          form: columns("form")
        },
        files: [
          { name: "../../files/company_tickers.json", filingFrom: "2000-01-01", filingTo: "2030-01-01" },
          { name: "CIK0001234567-submissions-001.json/../../../x", filingFrom: "2000-01-01", filingTo: "2030-01-01" },
          { name: "https://evil.example/CIK0001234567-submissions-001.json", filingFrom: "2000-01-01", filingTo: "2030-01-01" }
        ]
      }
    })
  )
  const docDir = join(root, "Archives", "edgar", "data", String(EVIL_CIK), noDashes(TGT_ACC))
  mkdirSync(docDir, { recursive: true })
  // the one real document (only the test of the well-formed row needs it)
  if (hasData("edgar")) copyFileSync(join(corpusDir(), "Archives", "edgar", "data", "27419", noDashes(TGT_ACC), "tgt-20260131.htm"), join(docDir, "tgt-20260131.htm"))
}, 60_000)
afterAll(() => {
  if (root !== undefined) rmSync(root, { recursive: true, force: true })
})

const edgar = useEdgarServer(() => ({ root }))

beforeAll(async () => {
  service = await startInProcess(edgar().url, { settings: { RISK_SEC_MAX_RPS: "10", RISK_EDGAR_MAX_ATTEMPTS: "2", RISK_EDGAR_BACKOFF_BASE_MS: "50" } })
}, 60_000)
afterAll(async () => {
  await service?.close()
})

describe("a hostile submissions list", () => {
  it("never makes the client request a path that is not a well-formed EDGAR path", async () => {
    const paths = [
      "/v1/company/EVIL/filings?fiscal_year=2025",
      ...[2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025].map((y) => `/v1/company/EVIL/disclosure-matrix?fiscal_year=${y}&compare=none&tier=lite`),
      ...hostileRows.map((r) => `/v1/company/EVIL/sections?fiscal_year=2025&accession=${encodeURIComponent(r.accessionNumber)}`),
      "/v1/company/BADC/filings?fiscal_year=2025",
      "/v1/company/1234567/disclosure-flags?fiscal_year=2024"
    ]
    for (const path of paths) {
      const res = await request(`${service.url}${path}`, {}, 30_000)
      expect(res.status, `${path}: ${res.text.slice(0, 200)}`).not.toBe(500)
      if (res.status >= 400) expect(res.body, path).toMatchObject({ code: expect.any(String), detail: expect.any(String) })
    }
    const requested = edgar().requests.map((r) => r.path)
    expect(requested.length).toBeGreaterThan(0)
    expect(requested.filter((p) => !EDGAR_PATH.test(p))).toEqual([])
    expect(requested.filter((p) => /\.\.|%2f|%5c|\\|\/\/|evil|\?/i.test(p))).toEqual([])
    expect(edgar().requests.filter((r) => r.status === 400)).toEqual([])
  }, 120_000)

  withData("edgar").it("the well-formed row is still served", async () => {
    const res = await request(`${service.url}/v1/company/EVIL/disclosure-matrix?fiscal_year=2015&compare=none&tier=lite`)
    expect(res.status, res.text.slice(0, 300)).toBe(200)
  }, 60_000)
})

const ok = <A, E>(e: Effect.Effect<A, E>): Either.Either<A, E> => Effect.runSync(Effect.either(e))

describe("identifier checks (property-based)", () => {
  it("any accepted (CIK, accession, document name) builds a well-formed archive path; rejected input is never used", () => {
    const cikArb = fc.oneof(fc.integer({ min: -5, max: 10_000_000_000 }).map(String), fc.string({ maxLength: 14 }), fc.stringMatching(/^\d{1,11}$/))
    const accArb = fc.oneof(fc.string({ maxLength: 24 }), fc.stringMatching(/^\d{10}-\d{2}-\d{6}$/), fc.stringMatching(/^[\d./-]{18,22}$/))
    const nameArb = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.stringMatching(/^[A-Za-z0-9._\-/%\\]{1,30}\.(htm|txt|json)$/),
      fc.constantFrom("..htm", "../x.htm", "a/b.htm", ".htm", "x.htm\n", "x.HTM", "%2e%2e.htm")
    )
    fc.assert(
      fc.property(cikArb, accArb, nameArb, (c, a, n) => {
        const cik = ok(validateCik(c))
        const acc = ok(validateAccession(a))
        const name = ok(validateDocumentName(n))
        if (Either.isRight(cik) && Either.isRight(acc) && Either.isRight(name)) {
          const path = `/Archives/edgar/data/${cik.right}/${noDashes(acc.right)}/${name.right}`
          expect(path).toMatch(EDGAR_PATH)
          expect(name.right).not.toMatch(/[/\\%?#\s]/)
        }
        if (Either.isRight(name)) expect(name.right).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*\.(htm|html|txt|xml)$/i)
        if (Either.isRight(acc)) expect(acc.right).toMatch(/^\d{10}-\d{2}-\d{6}$/)
      }),
      { numRuns: 2_000 }
    )
  })
})
