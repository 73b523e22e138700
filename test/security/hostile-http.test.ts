/**
 * Hostile input over the HTTP API, property-based (fast-check): random and malicious
 * tickers (path traversal, encoded slashes, NUL, very long strings, Unicode) sent both
 * encoded and raw, random query values, and panel bodies of every wrong shape (wrong types,
 * huge arrays, deep nesting, 10 MB bodies with and without Content-Length). Every case gets
 * a valid result or a 4xx with the error body `{detail, code, errors?}`, within a bound;
 * the server stays up; and every request that reached the upstream is a well-formed EDGAR
 * path (the loopback EDGAR's request log against a strict pattern).
 */
import { DEFAULT_MCP_MAX_BODY_BYTES } from "../../src/config.js"
import fc from "fast-check"
import { request as httpRequest } from "node:http"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ErrorBody } from "../../src/http/schemas.js"
import { edgarRoot, withData } from "../support/data.js"
import { useEdgarServer } from "../support/edgar-server.js"
import { EDGAR_PATH, type InProcessService, startInProcess } from "../reliability/support.js"

/** Each case must be answered within this bound. */
const CASE_MS = 20_000

const edgar = useEdgarServer(() => ({ root: edgarRoot() }))
let service: InProcessService
let port: number

beforeAll(async () => {
  service = await startInProcess(edgar().url, { settings: { RISK_SEC_MAX_RPS: "10" } })
  port = Number(new URL(service.url).port)
}, 60_000)

afterAll(async () => {
  await service?.close()
})

interface Raw {
  readonly status: number
  readonly headers: Readonly<Record<string, string | Array<string> | undefined>>
  readonly text: string
}

/** One request with the path sent byte for byte (no URL normalisation), bounded in time. */
const raw = (
  method: string,
  path: string,
  options: { readonly headers?: Record<string, string>; readonly body?: Buffer | string; readonly chunked?: boolean } = {}
): Promise<Raw> =>
  new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : Buffer.isBuffer(options.body) ? options.body : Buffer.from(options.body)
    const headers: Record<string, string> = { ...options.headers }
    if (body !== undefined && options.chunked !== true) headers["content-length"] = String(body.byteLength)
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers, timeout: CASE_MS }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (c: Buffer) => chunks.push(c))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }))
      res.on("error", reject)
    })
    req.on("timeout", () => req.destroy(new Error(`no answer within ${CASE_MS} ms: ${method} ${path.slice(0, 120)}`)))
    req.on("error", reject)
    if (body === undefined) return void req.end()
    if (options.chunked === true) {
      // Several chunks, no Content-Length.
      const step = 256 * 1024
      let at = 0
      const pump = (): void => {
        while (at < body.byteLength) {
          const part = body.subarray(at, at + step)
          at += step
          if (!req.write(part)) return void req.once("drain", pump)
        }
        req.end()
      }
      pump()
    } else req.end(body)
  })

const decodeError = Schema.decodeUnknownEither(ErrorBody)

/** A valid result (2xx JSON) or a 4xx with the error body. */
const expectHandled = (res: Raw, what: string): void => {
  expect(res.status, `${what}: ${res.text.slice(0, 200)}`).toBeLessThan(500)
  expect(res.status).toBeGreaterThanOrEqual(200)
  let body: unknown
  try {
    body = JSON.parse(res.text)
  } catch {
    throw new Error(`${what}: answered ${res.status} with a body that is not JSON: ${res.text.slice(0, 200)}`)
  }
  if (res.status >= 400) {
    const decoded = decodeError(body)
    expect(decoded._tag, `${what}: ${res.text.slice(0, 200)}`).toBe("Right")
    expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/)
  }
}

/** Every upstream request so far was a well-formed EDGAR path. */
const expectWellFormedUpstream = (): void => {
  const bad = edgar().requests.map((r) => r.path).filter((p) => !EDGAR_PATH.test(p))
  expect(bad).toEqual([])
}

/** Percent-encodes what an HTTP request line cannot carry, keeping `/`, `.`, `%` and `\` as typed. */
const rawPathSegment = (s: string): string =>
  Array.from(Buffer.from(s, "utf8"))
    .map((b) => (b > 0x20 && b < 0x7f && b !== 0x3f && b !== 0x23 ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, "0")}`))
    .join("")

const MALICIOUS = [
  "..",
  "../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e%2f%2e%2e%2f",
  "%252e%252e%252f",
  "AAPL/../../files/company_tickers.json",
  "AAPL%2F..%2F..%2Fsubmissions",
  "..\\..\\windows",
  "AAPL%00",
  "AAPL\u0000.json",
  "CIK../../../x",
  "320193/../../1",
  "0000320193%2F..",
  "CIK0000320193",
  "99999999999",
  "0",
  "-1",
  "1e3",
  "0x1F",
  " AAPL ",
  "brk.b",
  "BRK-B",
  "BRK/B",
  "ＡＡＰＬ",
  "\u202eLPAA",
  "A\u0301APL",
  "😀",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "${jndi:ldap://x}",
  "A".repeat(10_000),
  "1".repeat(5_000)
]

const tickerArb = fc.oneof(
  fc.constantFrom(...MALICIOUS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.stringMatching(/^[A-Za-z0-9.%\-/]{1,12}$/)
)

const ROUTES = ["disclosure-matrix", "disclosure-flags", "disclosure-changes", "disclosure-metrics", "sections", "filings"] as const

withData("edgar").describe("hostile tickers", () => {
  it("encoded in the path: a result or a 4xx error body, never an upstream path that is not EDGAR's", async () => {
    await fc.assert(
      fc.asyncProperty(tickerArb, fc.constantFrom(...ROUTES), async (ticker, route) => {
        const path = `/v1/company/${encodeURIComponent(ticker)}/${route}?fiscal_year=2025&compare=none`
        expectHandled(await raw("GET", path), path.slice(0, 120))
      }),
      { numRuns: 100 }
    )
    expectWellFormedUpstream()
  }, 240_000)

  it("sent raw (traversal, encoded slashes and backslashes as typed): the same", async () => {
    await fc.assert(
      fc.asyncProperty(tickerArb, async (ticker) => {
        const path = `/v1/company/${rawPathSegment(ticker)}/disclosure-matrix?fiscal_year=2025&tier=lite`
        expectHandled(await raw("GET", path), path.slice(0, 120))
      }),
      { numRuns: 40 }
    )
    expectWellFormedUpstream()
  }, 240_000)
})

const PARAMS = ["fiscal_year", "form_type", "quarter", "accession", "compare", "sections", "include", "fields", "tier", "scoring_model_version", "include_text"]

const valueArb = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.integer().map(String),
  fc.constantFrom("2025", "2024", "10-K", "10-Q", "8-K", "Q1", "Q4", "prior", "none", "lite", "analyst", "v1", "metrics,provenance", "", ",,,", "0000320193-25-000079", "../0000320193-25-000079", "x".repeat(5000))
)

describe("hostile query values", () => {
  it("random values for every parameter of every route: a result or a 4xx error body", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("AAPL", "TGT", "320193"),
        fc.constantFrom(...ROUTES),
        fc.dictionary(fc.oneof(fc.constantFrom(...PARAMS), fc.string({ maxLength: 10 })), valueArb, { maxKeys: 5 }),
        async (ticker, route, params) => {
          const query = new URLSearchParams(params).toString()
          const path = `/v1/company/${ticker}/${route}?${query}`
          expectHandled(await raw("GET", path), path.slice(0, 160))
        }
      ),
      { numRuns: 60 }
    )
    expectWellFormedUpstream()
  }, 240_000)
})

const PANEL = "/v1/panel/disclosure-matrix"
const json = { "content-type": "application/json" }

const nested = (depth: number): string => `${"[".repeat(depth)}${"]".repeat(depth)}`
const nestedObject = (depth: number): string => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`

describe("hostile panel bodies", () => {
  it("any JSON value, and panel-like objects with wrong types: 200 or a 4xx error body", async () => {
    const panelLike = fc.record(
      {
        tickers: fc.oneof(fc.array(tickerArb, { maxLength: 4 }), fc.anything(), fc.constant([])),
        fiscal_year: fc.oneof(fc.integer({ min: 1990, max: 2030 }), fc.anything()),
        form_type: fc.oneof(fc.constantFrom("10-K", "10-Q", "8-K"), fc.anything()),
        quarter: fc.anything(),
        compare: fc.oneof(fc.constant("none"), fc.anything()),
        include: fc.anything(),
        fields: fc.anything(),
        tier: fc.anything(),
        scoring_model_version: fc.anything()
      },
      { requiredKeys: [] }
    )
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), panelLike), async (body) => {
        const text = JSON.stringify(body) ?? "null"
        expectHandled(await raw("POST", PANEL, { headers: json, body: text }), text.slice(0, 160))
      }),
      { numRuns: 50 }
    )
    expectWellFormedUpstream()
  }, 240_000)

  it("malformed JSON, wrong content types, empty bodies: 422", async () => {
    for (const [headers, body] of [
      [json, "{"],
      [json, '{"tickers": ["AAPL"], "fiscal_year": 2025'],
      [json, ""],
      [json, "\u0000\u0001\u0002"],
      [{ "content-type": "text/plain" }, '{"tickers":["AAPL"],"fiscal_year":2025}'],
      [{ "content-type": "application/x-www-form-urlencoded" }, "tickers=AAPL&fiscal_year=2025"],
      [{}, '{"tickers":["AAPL"],"fiscal_year":2025}']
    ] as const) {
      const res = await raw("POST", PANEL, { headers: { ...headers }, body })
      expectHandled(res, body)
      expect(res.status).toBe(422)
    }
  })

  it("huge arrays and deep nesting: 413 over the size limit, else a 4xx, never a crash", async () => {
    const cases: Array<[string, string]> = [
      ["30 tickers", JSON.stringify({ tickers: Array.from({ length: 30 }, () => "AAPL"), fiscal_year: 2025 })],
      ["100k tickers", JSON.stringify({ tickers: Array.from({ length: 100_000 }, () => "A"), fiscal_year: 2025 })],
      ["100k numbers", JSON.stringify({ tickers: Array.from({ length: 100_000 }, (_, i) => i), fiscal_year: 2025 })],
      ["10k-deep arrays", `{"tickers": ${nested(10_000)}, "fiscal_year": 2025}`],
      ["100k-deep arrays", `{"tickers": ${nested(100_000)}, "fiscal_year": 2025}`],
      ["50k-deep objects", `{"tickers": ["AAPL"], "fiscal_year": ${nestedObject(50_000)}}`],
      ["10 MB string", JSON.stringify({ tickers: ["AAPL"], fiscal_year: 2025, x: "a".repeat(10 * 1024 * 1024) })]
    ]
    for (const [name, body] of cases) {
      for (const chunked of [false, true]) {
        const res = await raw("POST", PANEL, { headers: json, body, chunked })
        expectHandled(res, `${name}${chunked ? " (chunked)" : ""}`)
        expect(res.status, `${name}: ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400)
        if (Buffer.byteLength(body) > 1024 * 1024) expect(res.status, name).toBe(413)
      }
    }
  }, 120_000)

  withData("edgar").it("a body over its route's limit without a Content-Length gets 413 (not a reset); a small chunked body is read", async () => {
    const big = Buffer.alloc(2 * 1024 * 1024, 0x20)
    for (const path of [PANEL, "/workspace/company", "/v1/company/AAPL/disclosure-matrix"]) {
      const res = await raw("POST", path, { headers: { ...json, accept: "application/json, text/event-stream" }, body: big, chunked: true })
      expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBe(413)
      expect(JSON.parse(res.text)).toMatchObject({ code: "payload_too_large" })
    }
    // /mcp takes bodies up to its own, larger limit (a tool call can carry two 10-Ks): 2 MiB of
    // blanks is read and answered by the MCP server; a chunked body over the limit is a 413.
    const mcpHeaders = { ...json, accept: "application/json, text/event-stream" }
    const within = await raw("POST", "/mcp", { headers: mcpHeaders, body: big, chunked: true })
    expect(within.status, within.text.slice(0, 200)).toBeGreaterThanOrEqual(400)
    expect(within.status, within.text.slice(0, 200)).toBeLessThan(500)
    expect(within.status).not.toBe(413)
    const over = await raw("POST", "/mcp", {
      headers: mcpHeaders,
      body: Buffer.alloc(DEFAULT_MCP_MAX_BODY_BYTES + 1024 * 1024, 0x20),
      chunked: true
    })
    expect(over.status, over.text.slice(0, 200)).toBe(413)
    expect(JSON.parse(over.text)).toMatchObject({ code: "payload_too_large" })
    const small = await raw("POST", PANEL, {
      headers: json,
      body: JSON.stringify({ tickers: ["TGT"], fiscal_year: 2025, compare: "none", tier: "lite" }),
      chunked: true
    })
    expect(small.status, small.text.slice(0, 200)).toBe(200)
    expect(JSON.parse(small.text)).toMatchObject({ results: [{ ticker: "TGT", status: "ok" }] })
  }, 60_000)
})

const MCP_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" }
const TOOLS = ["score_company_filing_tool", "get_disclosure_flags_tool", "get_disclosure_changes_tool", "list_company_filings_tool", "score_filing_html_tool"]

describe("hostile MCP tool calls over /mcp", () => {
  it("random arguments (and deep nesting) to every tool: a JSON-RPC answer, never a 5xx", async () => {
    const args = fc.oneof(
      fc.record({ ticker: tickerArb, fiscal_year: fc.oneof(fc.integer({ min: 1990, max: 2030 }), fc.anything()) }, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 12 }), fc.anything(), { maxKeys: 4 }),
      fc.constant({ ticker: "TGT", fiscal_year: 2025, deep: "@DEEP@" }),
      fc.constant({ html: "<div>".repeat(50_000), form_type: "10-K" })
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TOOLS), args, async (name, a) => {
        // "@DEEP@" stands for 5,000-deep nested arrays (kept out of the value fast-check prints).
        const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: a } }).replace('"@DEEP@"', nested(5_000))
        const res = await raw("POST", "/mcp", { headers: MCP_HEADERS, body })
        expect(res.status, res.text.slice(0, 200)).toBeLessThan(500)
        const answer = JSON.parse(res.text) as { jsonrpc?: string; result?: unknown; error?: unknown; code?: string }
        if (res.status === 200) expect(answer.jsonrpc).toBe("2.0")
        if (res.status === 200) expect(answer.result !== undefined || answer.error !== undefined).toBe(true)
      }),
      { numRuns: 30 }
    )
    expectWellFormedUpstream()
  }, 240_000)
})

describe("deeply nested MCP arguments", () => {
  it("5,000 and 100,000 levels in a tool's arguments: a JSON-RPC answer or a 4xx, never a 5xx or a crash", async () => {
    for (const depth of [5_000, 100_000]) {
      for (const name of TOOLS) {
        const body = `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"${name}","arguments":{"ticker":"TGT","fiscal_year":2025,"deep":${nested(depth)}}}}`
        const res = await raw("POST", "/mcp", { headers: MCP_HEADERS, body })
        expect(res.status, `${name} ${depth}: ${res.text.slice(0, 200)}`).toBeLessThan(500)
      }
    }
  }, 120_000)
})

describe("after all of it", () => {
  // the upstream requests counted here are the hostile tickers' (they need the mirror)
  withData("edgar").it("the server is still up and healthy, and the upstream saw only EDGAR paths", async () => {
    const res = await raw("GET", "/health")
    expect(res.status).toBe(200)
    expect(JSON.parse(res.text)).toMatchObject({ status: "ok" })
    expect(edgar().requests.length).toBeGreaterThan(0)
    expectWellFormedUpstream()
  })
})
