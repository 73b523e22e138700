/**
 * The EDGAR client against the loopback EDGAR with injected faults: retries and their
 * bound, Retry-After, coalescing, nothing partial cached, the User-Agent rule, Range
 * fallbacks, the size cap, identifier validation, the `file:` mirror and the rate limit.
 */
import { CompanyId, companyRef, FiscalYear } from "../../src/domain/request.js"
import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { afterEach, describe, expect, it } from "@effect/vitest"
import { Cause, Effect, Exit, Option } from "effect"
import type { EdgarSettingsInput } from "../support/config.js"
import { EdgarClient, PREFIX_BYTES } from "../../src/edgar/edgar-client.js"
import { FilingResolver } from "../../src/edgar/filing-resolver.js"
import { parseRetryAfter } from "../../src/edgar/transport.js"
import { maxStartsInWindow, type RequestLogEntry, startEdgarServer, useEdgarServer } from "../support/edgar-server.js"
import { corpusDir, edgarLayer, fastRetries, makeMemoryCache, type MemoryCache, UA } from "./support.js"
import { withData } from "../support/data.js"

const server = useEdgarServer(() => ({ root: corpusDir }))
afterEach(() => {
  server().clearFaults()
  server().resetLog()
})

const AAPL_DOC = { cik: 320193, accession: "0000320193-24-000123", name: "aapl-20240928.htm" }
const AAPL_PATH = "/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm"
const aaplBytes = (): Buffer => readFileSync(resolve(corpusDir, `.${AAPL_PATH}`))

const withClient = <A, E>(
  f: (client: typeof EdgarClient.Service) => Effect.Effect<A, E>,
  input: EdgarSettingsInput = {},
  cache: MemoryCache = makeMemoryCache()
): Promise<Exit.Exit<A, E | unknown>> =>
  Effect.runPromiseExit(
    Effect.flatMap(EdgarClient, f).pipe(Effect.provide(edgarLayer({ baseUrl: server().url, userAgent: UA, maxPerSecond: 10, ...fastRetries, ...input }, cache)))
  )

const failure = <A, E>(exit: Exit.Exit<A, E>): string => {
  if (Exit.isSuccess(exit)) return "success"
  const e = Cause.failureOption(exit.cause)
  if (Option.isNone(e)) return `defect: ${Cause.pretty(exit.cause)}`
  const err = e.value as { _tag?: string; message?: string }
  return `${err._tag ?? "?"}: ${err.message ?? ""}`
}

const valueOf = <A, E>(exit: Exit.Exit<A, E>): A => {
  if (Exit.isFailure(exit)) throw new Error(failure(exit))
  return exit.value
}

const hits = (pattern: string): ReadonlyArray<RequestLogEntry> => server().requests.filter((r) => r.path.includes(pattern))

describe("retries", () => {
  withData("edgar").it("retries 503 and succeeds; the retries are counted", async () => {
    server().setFault("aapl-20240928", { kind: "status", status: 503 }, 2)
    const exit = await withClient((c) => Effect.zip(c.document(AAPL_DOC.cik, AAPL_DOC.accession, AAPL_DOC.name), c.stats))
    const [doc, stats] = valueOf(exit)
    expect(doc._tag).toBe("Found")
    expect(hits("aapl-20240928").map((r) => r.status)).toEqual([503, 503, 200])
    expect(stats.retries).toBe(2)
    expect(stats.byKind.document).toBe(3)
  })

  it("gives up after the bounded number of attempts with UpstreamUnavailable", async () => {
    server().setFault("aapl-20240928", { kind: "status", status: 500 })
    const cache = makeMemoryCache()
    const exit = await withClient((c) => c.document(AAPL_DOC.cik, AAPL_DOC.accession, AAPL_DOC.name), { maxAttempts: 3 }, cache)
    expect(failure(exit)).toMatch(/^UpstreamUnavailable: .*HTTP 500/)
    expect(hits("aapl-20240928")).toHaveLength(3)
    expect(cache.keys()).toEqual([])
  })

  it("bounds the total time: a budget smaller than the backoff stops retrying", async () => {
    server().setFault("aapl-20240928", { kind: "status", status: 503 })
    const t0 = Date.now()
    const exit = await withClient((c) => c.document(AAPL_DOC.cik, AAPL_DOC.accession, AAPL_DOC.name), {
      maxAttempts: 10,
      backoffBaseMs: 400,
      backoffMaxMs: 400,
      maxTotalMs: 1000
    })
    expect(failure(exit)).toMatch(/retry budget/)
    expect(Date.now() - t0).toBeLessThan(2500)
    expect(hits("aapl-20240928").length).toBeLessThan(10)
  })

  withData("edgar").it("honours Retry-After in seconds (429)", async () => {
    // Another document than the tests before use: a request a previous test abandoned may still
    // reach the server after its fault list is cleared.
    const doc = { cik: 320193, accession: "0000320193-25-000079", name: "aapl-20250927.htm" }
    server().setFault("aapl-20250927", { kind: "status", status: 429, retryAfter: 1 }, 1)
    const exit = await withClient((c) => c.document(doc.cik, doc.accession, doc.name))
    expect(valueOf(exit)._tag).toBe("Found")
    const [first, second] = hits("aapl-20250927")
    expect(first?.status).toBe(429)
    expect(second?.status).toBe(200)
    expect((second?.start ?? 0) - (first?.start ?? 0)).toBeGreaterThanOrEqual(990)
  })

  withData("edgar").it("retries a 503 with Retry-After: 1 no sooner than a second later", async () => {
    const doc = { cik: 320193, accession: "0000320193-25-000079", name: "aapl-20250927.htm" }
    server().setFault("aapl-20250927", { kind: "status", status: 503, retryAfter: 1 }, 1)
    const t0 = Date.now()
    const exit = await withClient((c) => Effect.zip(c.document(doc.cik, doc.accession, doc.name), c.stats))
    const [found, stats] = valueOf(exit)
    expect(found._tag).toBe("Found")
    expect(stats.retries).toBe(1)
    const [first, second] = hits("aapl-20250927")
    expect([first?.status, second?.status]).toEqual([503, 200])
    // fastRetries' backoff is at most 80 ms: only Retry-After explains a wait of a second.
    expect((second?.start ?? 0) - (first?.start ?? 0)).toBeGreaterThanOrEqual(990)
    expect(Date.now() - t0).toBeLessThan(8000)
  })

  it("does not retry a non-transient 4xx", async () => {
    for (const status of [400, 403]) {
      server().resetLog()
      server().setFault("aapl-20240928", { kind: "status", status })
      const exit = await withClient((c) => Effect.zip(c.document(AAPL_DOC.cik, AAPL_DOC.accession, AAPL_DOC.name), c.stats))
      expect(failure(exit)).toMatch(new RegExp(`^UpstreamUnavailable: EDGAR answered HTTP ${status} `))
      expect(hits("aapl-20240928").map((r) => r.status)).toEqual([status])
      server().clearFaults()
    }
  })

  it("honours Retry-After as an HTTP date, and refuses to wait longer than its bound", async () => {
    expect(parseRetryAfter("3", 0)).toBe(3000)
    const now = Date.parse("2026-01-01T00:00:00Z")
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:02 GMT", now)).toBe(2000)
    expect(parseRetryAfter("soon", now)).toBeNull()
    server().setFault("aapl-20240928", { kind: "status", status: 503, retryAfter: 120 })
    const t0 = Date.now()
    const exit = await withClient((c) => c.document(AAPL_DOC.cik, AAPL_DOC.accession, AAPL_DOC.name), { maxRetryAfterMs: 5000 })
    expect(failure(exit)).toMatch(/Retry-After 120 s exceeds/)
    expect(Date.now() - t0).toBeLessThan(1000)
    expect(hits("aapl-20240928")).toHaveLength(1)
  })

  withData("edgar").it("retries connection resets and timeouts", async () => {
    server().setFault("aapl-20240928", { kind: "reset" }, 1)
    server().setFault("CIK0000320193.json", { kind: "delay", ms: 800 }, 1)
    // The reset document with the default timeout (a loaded machine may take more than a
    // short timeout to serve 1.5 MB); the delayed submissions page past a 300 ms timeout.
    const doc = valueOf(await withClient((c) => c.document(AAPL_DOC.cik, AAPL_DOC.accession, AAPL_DOC.name)))
    const subs = valueOf(await withClient((c) => c.submissions(320193, { since: "2020-01-01" }), { requestTimeoutMs: 300 }))
    expect(doc._tag).toBe("Found")
    expect(subs._tag).toBe("Found")
    expect(hits("aapl-20240928")).toHaveLength(2)
    expect(hits("CIK0000320193.json")).toHaveLength(2)
  })
})

withData("edgar").describe("nothing partial is cached", () => {
  it("a truncated body is retried; only the whole document is cached", async () => {
    server().setFault("aapl-20240928", { kind: "truncate", bytes: 5000 }, 1)
    const cache = makeMemoryCache()
    const exit = await withClient((c) => c.document(AAPL_DOC.cik, AAPL_DOC.accession, AAPL_DOC.name), {}, cache)
    const doc = valueOf(exit)
    expect(doc._tag === "Found" && Buffer.from(doc.value).equals(aaplBytes())).toBe(true)
    expect(hits("aapl-20240928")).toHaveLength(2)
    const cached = cache.entries.get(`edgar/doc/320193/000032019324000123/aapl-20240928.htm`)?.value
    expect(cached instanceof Uint8Array && cached.byteLength).toBe(aaplBytes().byteLength)
  })

  it("a body that stays truncated fails and is not cached", async () => {
    server().setFault("aapl-20240928", { kind: "truncate", bytes: 5000 })
    const cache = makeMemoryCache()
    const exit = await withClient((c) => c.document(AAPL_DOC.cik, AAPL_DOC.accession, AAPL_DOC.name), { maxAttempts: 2 }, cache)
    expect(failure(exit)).toMatch(/^UpstreamUnavailable: /)
    expect(cache.keys()).toEqual([])
  })

  it("malformed JSON is UpstreamUnavailable and is not cached; the next call fetches again", async () => {
    server().setFault("CIK0000320193.json", { kind: "malformed-json" }, 1)
    const cache = makeMemoryCache()
    const first = await withClient((c) => c.submissions(320193, { since: "2020-01-01" }), {}, cache)
    expect(failure(first)).toMatch(/^UpstreamUnavailable: .*malformed JSON/)
    expect(cache.keys()).toEqual([])
    const second = await withClient((c) => c.submissions(320193, { since: "2020-01-01" }), {}, cache)
    expect(valueOf(second)._tag).toBe("Found")
    expect(cache.keys()).toEqual([expect.stringMatching(/^edgar\/http-[0-9a-f]{16}\/submissions\/0000320193\/CIK0000320193\.json$/)])
  })

  it("a response over the size cap is refused and not cached", async () => {
    const cache = makeMemoryCache()
    const exit = await withClient((c) => c.document(AAPL_DOC.cik, AAPL_DOC.accession, AAPL_DOC.name), { maxResponseBytes: 100_000 }, cache)
    expect(failure(exit)).toMatch(/^UpstreamUnavailable: .*cap/)
    expect(hits("aapl-20240928")).toHaveLength(1)
    expect(cache.keys()).toEqual([])
  })
})

withData("edgar").describe("coalescing and caching", () => {
  it("concurrent requests for the same document share one upstream request", async () => {
    server().setFault("aapl-20240928", { kind: "delay", ms: 150 }, 1)
    const exit = await withClient((c) =>
      Effect.zip(
        Effect.all(
          Array.from({ length: 8 }, () => c.document(AAPL_DOC.cik, AAPL_DOC.accession, AAPL_DOC.name)),
          { concurrency: "unbounded" }
        ),
        c.stats
      )
    )
    const [docs, stats] = valueOf(exit)
    expect(docs.every((d) => d._tag === "Found" && d.value.byteLength === aaplBytes().byteLength)).toBe(true)
    expect(hits("aapl-20240928")).toHaveLength(1)
    expect(stats.coalesced).toBe(7)
  })

  it("a cached document is served without a request; a prefix of it too", async () => {
    const exit = await withClient((c) =>
      Effect.gen(function* () {
        yield* c.document(AAPL_DOC.cik, AAPL_DOC.accession, AAPL_DOC.name)
        yield* c.document(AAPL_DOC.cik, AAPL_DOC.accession, AAPL_DOC.name)
        const prefix = yield* c.documentPrefix(AAPL_DOC.cik, AAPL_DOC.accession, AAPL_DOC.name)
        return prefix
      })
    )
    const prefix = valueOf(exit)
    expect(prefix._tag === "Found" && prefix.value.byteLength).toBe(PREFIX_BYTES)
    expect(hits("aapl-20240928")).toHaveLength(1)
  })
})

withData("edgar").describe("ranges", () => {
  it("a prefix read asks for the first 128 KiB with Range", async () => {
    const exit = await withClient((c) => c.documentPrefix(AAPL_DOC.cik, AAPL_DOC.accession, AAPL_DOC.name))
    const prefix = valueOf(exit)
    expect(prefix._tag === "Found" && Buffer.from(prefix.value).equals(aaplBytes().subarray(0, PREFIX_BYTES))).toBe(true)
    expect(server().requests.map((r) => [r.status, r.range])).toEqual([[206, "bytes=0-131071"]])
  })

  it("a server that ignores Range: the whole body is sliced, and kept as the document", async () => {
    server().setFault("aapl-20240928", { kind: "ignore-range" })
    const exit = await withClient((c) =>
      Effect.zip(c.documentPrefix(AAPL_DOC.cik, AAPL_DOC.accession, AAPL_DOC.name), c.document(AAPL_DOC.cik, AAPL_DOC.accession, AAPL_DOC.name))
    )
    const [prefix, doc] = valueOf(exit)
    expect(prefix._tag === "Found" && prefix.value.byteLength).toBe(PREFIX_BYTES)
    expect(doc._tag === "Found" && doc.value.byteLength).toBe(aaplBytes().byteLength)
    expect(hits("aapl-20240928").map((r) => r.status)).toEqual([200])
  })

  it("416 and 501 on a range fall back to a full read", async () => {
    for (const status of [416, 501]) {
      server().resetLog()
      server().clearFaults()
      server().setFault("aapl-20240928", { kind: "status", status }, 1)
      const exit = await withClient((c) => c.documentPrefix(AAPL_DOC.cik, AAPL_DOC.accession, AAPL_DOC.name))
      const prefix = valueOf(exit)
      expect(prefix._tag === "Found" && Buffer.from(prefix.value).equals(aaplBytes().subarray(0, PREFIX_BYTES))).toBe(true)
      expect(hits("aapl-20240928").map((r) => [r.status, r.range])).toEqual([
        [status, "bytes=0-131071"],
        [200, null]
      ])
    }
  })
})

describe("identity and identifiers", () => {
  it("without SEC_USER_AGENT: a clear InvalidRequest before any request", async () => {
    const exit = await Effect.runPromiseExit(
      Effect.flatMap(FilingResolver, (r) => r.resolve({ company: companyRef(CompanyId.make("AAPL")), fiscalYear: FiscalYear.make(2024), form: "10-K" })).pipe(
        Effect.provide(edgarLayer({ baseUrl: server().url }))
      )
    )
    expect(failure(exit)).toMatch(/^InvalidRequest: SEC_USER_AGENT is not set/)
    expect(server().requests).toHaveLength(0)
  })

  withData("edgar").it("every request declares the User-Agent", async () => {
    valueOf(await withClient((c) => Effect.zip(c.tickerMap, c.submissions(320193, { since: "2020-01-01" }))))
    expect(server().requests.length).toBeGreaterThan(0)
    expect(server().requests.every((r) => r.userAgent === UA)).toBe(true)
  })

  it("invalid CIKs, accessions and document names never reach the upstream", async () => {
    const cases: ReadonlyArray<[number | string, string, string]> = [
      [320193, "0000320193-24-000123", "../../etc/passwd"],
      [320193, "0000320193-24-000123", "a/b.htm"],
      [320193, "0000320193-24-000123", "aapl.exe"],
      [320193, "0000320193-24-000123", ".hidden.htm"],
      [320193, "000032019324000123", "aapl-20240928.htm"],
      [320193, "0000320193-24-000123/..", "aapl-20240928.htm"],
      [-1, "0000320193-24-000123", "aapl-20240928.htm"],
      ["32019x", "0000320193-24-000123", "aapl-20240928.htm"],
      [12345678901, "0000320193-24-000123", "aapl-20240928.htm"]
    ]
    for (const [cik, acc, name] of cases) {
      const exit = await withClient((c) => c.document(cik as number, acc, name))
      expect(failure(exit)).toMatch(/^InvalidRequest: /)
    }
    expect(server().requests).toHaveLength(0)
  })

  it("a missing document is a typed Missing result, not an error", async () => {
    const exit = await withClient((c) => c.document(320193, "0000320193-23-000106", "aapl-20230930.htm"))
    expect(valueOf(exit)._tag).toBe("Missing")
  })
})

withData("edgar").describe("submissions pages", () => {
  it("a missing page is skipped with a warning; pages that end before `since` are not read", async () => {
    const exit = await withClient((c) => Effect.zip(c.submissions(320193, { since: "2010-01-01" }), c.submissions(1318605, { since: "2010-01-01" })))
    const [apple, tesla] = valueOf(exit)
    expect(apple._tag === "Found" && apple.value.warnings).toEqual(["submissions page CIK0000320193-submissions-001.json is missing upstream; skipped"])
    expect(tesla._tag === "Found" && tesla.value.rows.some((r) => r.accessionNumber === "0001193125-12-137560")).toBe(true)
    server().resetLog()
    valueOf(await withClient((c) => c.submissions(320193, { since: "2020-01-01" })))
    expect(server().requests.map((r) => r.path)).toEqual(["/submissions/CIK0000320193.json"])
  })
})

withData("edgar").describe("file: mirror", () => {
  it("resolves from an EDGAR-layout directory without a User-Agent or a server", async () => {
    const exit = await Effect.runPromiseExit(
      Effect.flatMap(FilingResolver, (r) => r.resolve({ company: companyRef(CompanyId.make("AAPL")), fiscalYear: FiscalYear.make(2025), form: "10-K" })).pipe(
        Effect.provide(edgarLayer({ baseUrl: pathToFileURL(corpusDir).href }))
      )
    )
    const r = valueOf(exit)
    expect(r.filing.accession_number).toBe("0000320193-25-000079")
    expect(r.prior?.accession_number).toBe("0000320193-24-000123")
    expect(r.document?.url.startsWith("file://")).toBe(true)
    expect(server().requests).toHaveLength(0)
  })
})

withData("edgar").describe("rate limit", () => {
  it("spaces request starts: at most N in any one-second window, no 429 from a server enforcing 10/s", async () => {
    const limited = await startEdgarServer({ root: corpusDir, maxPerSecond: 10 })
    try {
      const docs = [
        [320193, "0000320193-24-000123", "aapl-20240928.htm"],
        [320193, "0000320193-25-000079", "aapl-20250927.htm"],
        [320193, "0000320193-25-000057", "aapl-20250329.htm"],
        [320193, "0000320193-25-000073", "aapl-20250628.htm"],
        [320193, "0000320193-23-000077", "aapl-20230701.htm"],
        [1018724, "0001018724-24-000008", "amzn-20231231.htm"],
        [1018724, "0001018724-25-000004", "amzn-20241231.htm"],
        [1018724, "0001018724-26-000004", "amzn-20251231.htm"],
        [1018724, "0001018724-23-000012", "amzn-20230630.htm"],
        [1045810, "0001045810-24-000029", "nvda-20240128.htm"],
        [1045810, "0001045810-25-000023", "nvda-20250126.htm"],
        [1045810, "0001045810-25-000209", "nvda-20250727.htm"],
        [1045810, "0001045810-23-000175", "nvda-20230730.htm"],
        [1318605, "0001628280-24-002390", "tsla-20231231.htm"],
        [1318605, "0001628280-25-003063", "tsla-20241231.htm"],
        [1318605, "0001628280-25-035806", "tsla-20250630.htm"],
        [51143, "0000051143-24-000012", "ibm-20231231.htm"],
        [51143, "0000051143-25-000015", "ibm-20241231.htm"],
        [27419, "0000027419-26-000016", "tgt-20260131.htm"],
        [1652044, "0001652044-23-000070", "goog-20230630.htm"],
        [1652044, "0001652044-23-000094", "goog-20230930.htm"],
        [1326801, "0001326801-19-000037", "fb-03312019x10q.htm"]
      ] as const
      const t0 = Date.now()
      const exit = await Effect.runPromiseExit(
        Effect.flatMap(EdgarClient, (c) =>
          Effect.all(
            docs.map(([cik, acc, name]) => c.documentPrefix(cik, acc, name)),
            { concurrency: "unbounded" }
          )
        ).pipe(Effect.provide(edgarLayer({ baseUrl: limited.url, userAgent: UA, maxPerSecond: 10 })))
      )
      const all = valueOf(exit)
      expect(all.every((p) => p._tag === "Found")).toBe(true)
      const starts = limited.requests.map((r) => r.start)
      expect(limited.requests).toHaveLength(docs.length)
      expect(limited.requests.filter((r) => r.status === 429)).toEqual([])
      const max = maxStartsInWindow(starts)
      expect(max).toBeLessThanOrEqual(10)
      expect(max).toBeGreaterThanOrEqual(9)
      // Paced, not bursty: 22 starts at ~10/s take about two seconds.
      expect(Date.now() - t0).toBeGreaterThan(2000)
      if (process.env["EDGAR_TABLE"] === "1") console.log(`max starts in any 1 s window: ${max} (of ${starts.length} starts)`)
    } finally {
      await limited.close()
    }
  })
})
