/**
 * Filing resolution over the real corpus, served by the loopback EDGAR. Expected
 * accessions come from the truth files; a prior is expected exactly when the corpus holds
 * its document (every staged 10-K and HTML 10-Q has a truth file).
 */
import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { afterAll, describe, expect, it } from "@effect/vitest"
import { Cause, Effect, Exit, Option, Schema } from "effect"
import { EdgarClient } from "../../src/edgar/edgar-client.js"
import { CompanyId, companyRef, FiscalYear } from "../../src/domain/request.js"
import { decodeTestRequest, type RequestInput } from "../support/request.js"
import { FilingResolver } from "../../src/edgar/filing-resolver.js"
import { FilingRef } from "../../src/edgar/schema.js"
import { startEdgarServer, useEdgarServer } from "../support/edgar-server.js"
import { corpusDir, edgarLayer, truthFiles, truthFor, UA } from "./support.js"
import { withData } from "../support/data.js"

const server = useEdgarServer(() => ({ root: corpusDir }))

const TICKER_CIK: Readonly<Record<string, number>> = { CRR: 1009672 }

const run = <A, E>(effect: Effect.Effect<A, E, FilingResolver | EdgarClient>, baseUrl = server().url) =>
  Effect.runPromiseExit(effect.pipe(Effect.provide(edgarLayer({ baseUrl, userAgent: UA, maxPerSecond: 10 }))))

/** Decodes the request as every surface does (the resolver takes decoded values), then resolves it. */
const resolveWithStats = (req: RequestInput, baseUrl = server().url) =>
  run(
    Effect.gen(function* () {
      const resolver = yield* FilingResolver
      const client = yield* EdgarClient
      const r = yield* resolver.resolve(yield* decodeTestRequest(req))
      const stats = yield* client.stats
      return { r, stats }
    }),
    baseUrl
  )

const priorTargetOf = (t: { form: string; fiscal_year: number; quarter: string | null }): { fy: number; q: string | null } =>
  t.form === "10-K"
    ? { fy: t.fiscal_year - 1, q: null }
    : t.quarter === "Q1"
      ? { fy: t.fiscal_year - 1, q: "Q3" }
      : { fy: t.fiscal_year, q: t.quarter === "Q3" ? "Q2" : "Q1" }

const decodeRef = Schema.decodeUnknownSync(FilingRef)

/** `Tag: detail` of a failed exit, or "success". */
const failure = <A, E>(exit: Exit.Exit<A, E>): string => {
  if (Exit.isSuccess(exit)) return "success"
  const e = Cause.failureOption(exit.cause)
  if (Option.isNone(e)) return `defect: ${Cause.pretty(exit.cause)}`
  const err = e.value as { _tag?: string; message?: string }
  return `${err._tag ?? "?"}: ${err.message ?? ""}`
}

/** The resolution table, printed at the end for the report. */
const table: Array<string> = []
afterAll(() => {
  if (process.env["EDGAR_TABLE"] === "1") console.log(table.sort().join("\n"))
})

withData("edgar", "edgar-truth").describe("resolution against the truth files", { concurrent: true }, () => {
  for (const truth of truthFiles) {
    const label = `${truth.ticker} ${truth.form} FY${truth.fiscal_year}${truth.quarter === null ? "" : ` ${truth.quarter}`}`
    it(`${label} -> ${truth.accession}, prior as staged`, async () => {
      const cik = TICKER_CIK[truth.ticker]
      const req: RequestInput = {
        ticker: cik === undefined ? truth.ticker : String(cik),
        fiscalYear: truth.fiscal_year,
        form: truth.form,
        quarter: truth.quarter,
        compare: "prior"
      }
      const exit = await resolveWithStats(req)
      if (Exit.isFailure(exit)) throw new Error(`${label}: ${JSON.stringify(exit.cause)}`)
      const { r, stats } = exit.value
      expect(decodeRef(r.filing)).toEqual(r.filing)
      expect(r.filing.accession_number).toBe(truth.accession)
      expect(r.filing.form_type).toBe(truth.form)
      expect(r.filing.fiscal_year).toBe(truth.fiscal_year)
      expect(r.filing.quarter).toBe(truth.quarter)
      expect(truth.path.endsWith(`/${r.filing.primary_document}`)).toBe(true)
      expect(r.filing.source_url).toBe(`https://www.sec.gov/${truth.path}`)
      // The document is the staged primary document, byte for byte.
      expect(r.document?.source).toBe("primary_document")
      expect(Buffer.from(r.document?.bytes ?? new Uint8Array()).equals(readFileSync(resolve(corpusDir, truth.path)))).toBe(true)

      const pt = priorTargetOf(truth)
      const priorTruth = truthFor(truth.ticker, truth.form, pt.fy, pt.q)
      if (priorTruth === undefined) {
        expect(r.prior).toBeNull()
        expect(r.priorMissingReason).toBeTypeOf("string")
        expect(r.filing.prior_accession_number).toBeNull()
      } else {
        expect(r.prior?.accession_number).toBe(priorTruth.accession)
        expect(r.filing.prior_accession_number).toBe(priorTruth.accession)
        expect(r.priorMissingReason).toBeNull()
        expect(r.priorDocument?.bytes.byteLength).toBe(readFileSync(resolve(corpusDir, priorTruth.path)).byteLength)
      }
      table.push(
        `${label.padEnd(22)} ${r.filing.accession_number}  prior ${r.prior?.accession_number ?? "null"}  requests ${stats.requests} ${JSON.stringify(stats.byKind)}${r.priorMissingReason === null ? "" : `  reason: ${r.priorMissingReason}`}`
      )
    })
  }
})

withData("edgar").describe("8-K", { concurrent: true }, () => {
  it("NVIDIA's 2026 8-K by accession resolves through its index page (newer than the submissions list)", async () => {
    const exit = await resolveWithStats({ ticker: "NVDA", fiscalYear: 2026, form: "8-K", accession: "0001045810-26-000024" })
    if (Exit.isFailure(exit)) throw new Error(JSON.stringify(exit.cause))
    const { r } = exit.value
    expect(r.filing).toMatchObject({
      accession_number: "0001045810-26-000024",
      form_type: "8-K",
      fiscal_year: 2026,
      quarter: null,
      filing_date: "2026-03-06",
      period_end: "2026-03-02",
      primary_document: "nvda-20260302.htm",
      cik: "0001045810",
      company_name: "NVIDIA CORP",
      prior_accession_number: null
    })
    expect(r.document?.source).toBe("primary_document")
    expect(r.prior).toBeNull()
    expect(r.priorMissingReason).toMatch(/8-K/)
    table.push(`NVDA 8-K 2026 (accession) ${r.filing.accession_number}  prior null  reason: ${r.priorMissingReason}`)
  })

  it("Apple's 2019 8-K: the latest of the year, read from its complete submission file", async () => {
    const exit = await resolveWithStats({ ticker: "AAPL", fiscalYear: 2019, form: "8-K" })
    if (Exit.isFailure(exit)) throw new Error(JSON.stringify(exit.cause))
    const { r } = exit.value
    expect(r.filing.accession_number).toBe("0001193125-19-292676")
    expect(r.filing.filing_date).toBe("2019-11-15")
    expect(r.filing.primary_document).toBe("d828969d8k.htm")
    expect(r.document?.source).toBe("complete_submission")
    expect(r.document?.name).toBe("0001193125-19-292676.txt")
    expect(new TextDecoder().decode(r.document?.bytes.subarray(0, 200))).toContain("<SEC-DOCUMENT>")
    expect(r.warnings.join(" ")).toMatch(/complete submission/)
    table.push(`AAPL 8-K 2019            ${r.filing.accession_number}  prior null  source complete_submission`)
  })

  it("the latest listed 8-K whose documents are all missing is a 502", async () => {
    const exit = await resolveWithStats({ ticker: "NVDA", fiscalYear: 2026, form: "8-K" })
    expect(failure(exit)).toMatch(/^UpstreamUnavailable: .*0001045810-26-000019/)
  })

  it("an accession that does not exist is a 404", async () => {
    const exit = await resolveWithStats({ ticker: "NVDA", fiscalYear: 2026, form: "8-K", accession: "0001045810-26-999999" })
    expect(failure(exit)).toMatch(/^FilingNotFound: /)
  })
})

describe.concurrent("companies and errors", () => {
  withData("edgar").it("CARBO Ceramics by CIK, with and without the CIK prefix", async () => {
    for (const cik of ["1009672", "CIK0001009672"]) {
      const exit = await resolveWithStats({ ticker: cik, fiscalYear: 2017, form: "10-K", compare: "none" })
      if (Exit.isFailure(exit)) throw new Error(JSON.stringify(exit.cause))
      expect(exit.value.r.filing.accession_number).toBe("0001564590-18-004771")
      expect(exit.value.r.filing.ticker).toBeNull()
      expect(exit.value.r.filing.company_name).toBe("CARBO CERAMICS INC")
      expect(exit.value.r.priorMissingReason).toMatch(/compare=none/)
    }
  })

  withData("edgar").it("CRR, a ticker gone from the map, is a 404 that suggests the CIK", async () => {
    const exit = await resolveWithStats({ ticker: "CRR", fiscalYear: 2017, form: "10-K" })
    expect(Exit.isFailure(exit)).toBe(true)
    const text = failure(exit)
    expect(text).toMatch(/^FilingNotFound: /)
    expect(text).toMatch(/retry with the company's CIK/)
  })

  withData("edgar").it("an unknown ticker is a 404", async () => {
    const exit = await resolveWithStats({ ticker: "ZZZZZ", fiscalYear: 2024, form: "10-K" })
    expect(failure(exit)).toMatch(/^FilingNotFound: .*Unknown ticker ZZZZZ/)
  })

  withData("edgar").it("a year without a filing is a 404", async () => {
    for (const req of [
      { ticker: "AMZN", fiscalYear: 2019, form: "10-K" },
      { ticker: "IBM", fiscalYear: 2024, form: "10-Q", quarter: "Q1" },
      { ticker: "AAPL", fiscalYear: 2031, form: "10-K" }
    ]) {
      const exit = await resolveWithStats(req)
      expect(failure(exit)).toMatch(/^FilingNotFound: /)
    }
  })

  it("Microsoft: listed filings without documents are a 502", async () => {
    const exit = await resolveWithStats({ ticker: "MSFT", fiscalYear: 2024, form: "10-K" })
    expect(failure(exit)).toMatch(/^UpstreamUnavailable: /)
  })

  withData("edgar").it("BRK.B and BRK-B name the same company (CIK 1067983); with no filing list here it is a 404", async () => {
    for (const ticker of ["BRK.B", "BRK-B", "brk.b"]) {
      const exit = await resolveWithStats({ ticker, fiscalYear: 2024, form: "10-K" })
      const text = failure(exit)
      expect(text).toMatch(/^FilingNotFound: /)
      expect(text).toMatch(/CIK 1067983 \(BRK-B\)/)
    }
  })

  it("malformed tickers and parameters are InvalidRequest with zero upstream requests", async () => {
    const own = await startEdgarServer({ root: corpusDir })
    const bad: ReadonlyArray<RequestInput> = [
      { ticker: "AAPL$", fiscalYear: 2024, form: "10-K" },
      { ticker: "TOOLONG", fiscalYear: 2024, form: "10-K" },
      { ticker: "../etc", fiscalYear: 2024, form: "10-K" },
      { ticker: "A.BCD", fiscalYear: 2024, form: "10-K" },
      { ticker: "CIK12345678901", fiscalYear: 2024, form: "10-K" },
      { ticker: "", fiscalYear: 2024, form: "10-K" },
      { ticker: "AAPL", fiscalYear: 2024, form: "10-Q" },
      { ticker: "AAPL", fiscalYear: 2024, form: "10-Q", quarter: "Q4" },
      { ticker: "AAPL", fiscalYear: 2024, form: "S-1" },
      { ticker: "AAPL", fiscalYear: 20245, form: "10-K" },
      { ticker: "AAPL", fiscalYear: 2024, form: "8-K", accession: "0000320193-24-00012/../x" }
    ]
    for (const req of bad) {
      const exit = await resolveWithStats(req, own.url)
      expect(failure(exit), JSON.stringify(req)).toMatch(/^InvalidRequest: /)
    }
    expect(own.requests).toEqual([])
    await own.close()
  })
})

withData("edgar").describe("request counts", () => {
  it("a cold resolve fetches no document twice and reads only what it must", async () => {
    const exit = await resolveWithStats({ ticker: "AAPL", fiscalYear: 2025, form: "10-K" })
    if (Exit.isFailure(exit)) throw new Error(JSON.stringify(exit.cause))
    const { stats } = exit.value
    // ticker map, submissions, the FY2025 document, the FY2024 (prior) document.
    expect(stats.byKind).toMatchObject({ ticker_map: 1, submissions: 1, document: 2, prefix: 0 })
    expect(stats.requests).toBe(4)
  })

  it("a cold 10-Q resolve reads cover-fact prefixes only of candidates it cannot place otherwise", async () => {
    const exit = await resolveWithStats({ ticker: "AAPL", fiscalYear: 2025, form: "10-Q", quarter: "Q3" })
    if (Exit.isFailure(exit)) throw new Error(JSON.stringify(exit.cause))
    const { stats, r } = exit.value
    expect(r.prior?.accession_number).toBe("0000320193-25-000057")
    expect(stats.requests).toBe(4)
    expect(stats.byKind.document).toBe(2)
  })
})

withData("edgar").describe("listFilings", () => {
  it("lists a fiscal year's 10-K, 10-Qs and 8-Ks without downloading whole documents", async () => {
    const exit = await run(
      Effect.gen(function* () {
        const resolver = yield* FilingResolver
        const client = yield* EdgarClient
        const list = yield* resolver.listFilings(companyRef(CompanyId.make("AAPL")), FiscalYear.make(2025))
        return { list, stats: yield* client.stats }
      })
    )
    if (Exit.isFailure(exit)) throw new Error(JSON.stringify(exit.cause))
    const { list, stats } = exit.value
    const tenK = list.filings.find((f) => f.form_type === "10-K")
    expect(tenK?.accession_number).toBe("0000320193-25-000079")
    const q = list.filings.filter((f) => f.form_type === "10-Q").map((f) => [f.quarter, f.accession_number, f.status])
    // Q1's document is not in the corpus: listed all the same, as document_unavailable.
    expect(q.slice(1)).toEqual([
      ["Q2", "0000320193-25-000057", "available"],
      ["Q3", "0000320193-25-000073", "available"]
    ])
    expect(q[0]?.slice(0, 1).concat(q[0]?.[2] ?? [])).toEqual(["Q1", "document_unavailable"])
    expect(list.filings.filter((f) => f.form_type === "8-K").every((f) => f.filing_date.startsWith("2025"))).toBe(true)
    expect(stats.byKind.document).toBe(0)
    expect(stats.byKind.complete_submission).toBe(0)
  })
})
