/**
 * The cross-cutting behaviour over real loopback HTTP: API keys, CORS (with Private
 * Network Access), unknown routes, the OpenAPI document and the docs page, security headers.
 */
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ErrorBody, Health, MatrixResponse } from "../../src/http/schemas.js"
import { getJson, type RunningService, startService } from "./support.js"
import { withData } from "../support/data.js"

const KEYS = ["first-key-0123456789", "second-key-abcdefghij"]

let service: RunningService

beforeAll(async () => {
  service = await startService({ apiKeys: KEYS })
})

afterAll(async () => {
  await service?.close()
})

const matrixPath = "/v1/company/AAPL/disclosure-matrix?fiscal_year=2025&tier=lite"

describe("API keys (RISK_API_KEYS set)", () => {
  it("401 with the error body without a key, with a wrong key, with a malformed header", async () => {
    for (const headers of [{}, { authorization: "Bearer wrong" }, { "x-api-key": "first-key-012345678" }, { authorization: KEYS[0] ?? "" }]) {
      const res = await getJson(`${service.url}${matrixPath}`, { headers })
      expect(res.status, JSON.stringify(headers)).toBe(401)
      expect(Schema.decodeUnknownSync(ErrorBody)(res.body).code).toBe("unauthorized")
      expect(res.headers.get("www-authenticate")).toMatch(/Bearer/)
      expect(JSON.stringify(res.body)).not.toContain(KEYS[0])
    }
  })

  it("/v1, /workspace and /mcp need a key; an unknown path too (deny by default)", async () => {
    for (const path of ["/v1/panel/disclosure-matrix", "/workspace/company?ticker=AAPL", "/mcp", "/anything"]) {
      const res = await getJson(`${service.url}${path}`, path === "/mcp" ? { method: "POST", body: "{}" } : {})
      expect(res.status, path).toBe(401)
    }
  })

  withData("edgar").it("200 with Authorization: Bearer KEY or X-API-Key: KEY (any configured key)", async () => {
    const bearer = await getJson(`${service.url}${matrixPath}`, { headers: { authorization: `Bearer ${KEYS[0]}` } })
    expect(bearer.status, JSON.stringify(bearer.body)).toBe(200)
    Schema.decodeUnknownSync(MatrixResponse)(bearer.body)
    const header = await getJson(`${service.url}${matrixPath}`, { headers: { "x-api-key": KEYS[1] ?? "" } })
    expect(header.status).toBe(200)
  })

  it("public routes stay public: /health, /openapi.json, /docs, / and the descriptor routes", async () => {
    const health = await getJson(`${service.url}/health`)
    expect(health.status).toBe(200)
    Schema.decodeUnknownSync(Health)(health.body)
    expect((await getJson(`${service.url}/openapi.json`)).status).toBe(200)
    expect((await fetch(`${service.url}/docs`)).status).toBe(200)
    for (const path of ["/", "/widgets.json", "/apps.json", "/templates.json", "/agents.json", "/prompts.json"]) {
      const res = await getJson(`${service.url}${path}`)
      expect(res.status, path).toBe(200)
    }
  })
})

describe("CORS", () => {
  const preflight = (origin: string, extra: Record<string, string> = {}) =>
    fetch(`${service.url}/v1/panel/disclosure-matrix`, {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type,authorization", ...extra }
    })

  it("preflight from an allowed origin, with Private Network Access", async () => {
    const res = await preflight("https://pro.openbb.co", { "access-control-request-private-network": "true" })
    expect(res.status).toBe(204)
    expect(res.headers.get("access-control-allow-origin")).toBe("https://pro.openbb.co")
    expect(res.headers.get("access-control-allow-methods")).toMatch(/POST/)
    expect(res.headers.get("access-control-allow-headers")).toMatch(/authorization/i)
    expect(res.headers.get("access-control-allow-private-network")).toBe("true")
    expect(res.headers.get("vary")).toMatch(/Origin/)
  })

  it("preflight without the PNA request header gets no PNA answer", async () => {
    const res = await preflight("http://localhost:1420")
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:1420")
    expect(res.headers.get("access-control-allow-private-network")).toBeNull()
  })

  it("a disallowed origin gets no CORS headers (preflight or request)", async () => {
    const res = await preflight("https://evil.example", { "access-control-request-private-network": "true" })
    expect(res.headers.get("access-control-allow-origin")).toBeNull()
    expect(res.headers.get("access-control-allow-private-network")).toBeNull()
    const get = await fetch(`${service.url}/health`, { headers: { origin: "https://evil.example" } })
    expect(get.headers.get("access-control-allow-origin")).toBeNull()
  })

  it("responses (errors included) to an allowed origin carry the CORS headers and expose Mcp-Session-Id", async () => {
    for (const path of ["/health", matrixPath]) {
      const res = await fetch(`${service.url}${path}`, { headers: { origin: "https://pro.openbb.dev" } })
      expect(res.headers.get("access-control-allow-origin"), path).toBe("https://pro.openbb.dev")
      expect(res.headers.get("access-control-expose-headers")).toMatch(/Mcp-Session-Id/)
    }
  })
})

describe("routes, documents and headers", () => {
  it("an unknown route is a 404 with the error body", async () => {
    const res = await getJson(`${service.url}/v1/nothing-here`, { headers: { authorization: `Bearer ${KEYS[0]}` } })
    expect(res.status).toBe(404)
    const body = Schema.decodeUnknownSync(ErrorBody)(res.body)
    expect(body.detail).toMatch(/\/v1\/nothing-here/)
    expect(body.code).toBe("route_not_found")
  })

  it("/openapi.json lists every /v1 route with its parameters, without 400 responses", async () => {
    const res = await getJson(`${service.url}/openapi.json`)
    const spec = res.body as { paths: Record<string, Record<string, { parameters?: Array<{ name: string }>; responses: Record<string, unknown> }>> }
    const routes = Object.entries(spec.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
    expect(routes).toEqual(
      expect.arrayContaining([
        "GET /v1/company/{ticker}/disclosure-changes",
        "GET /v1/company/{ticker}/disclosure-flags",
        "GET /v1/company/{ticker}/disclosure-matrix",
        "GET /v1/company/{ticker}/disclosure-metrics",
        "GET /v1/company/{ticker}/filings",
        "GET /v1/company/{ticker}/sections",
        "POST /v1/panel/disclosure-matrix",
        "GET /health"
      ])
    )
    const matrix = spec.paths["/v1/company/{ticker}/disclosure-matrix"]?.["get"]
    expect(matrix?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(["ticker", "fiscal_year", "form_type", "quarter", "compare", "sections", "include", "fields", "tier", "scoring_model_version"])
    )
    expect(Object.keys(matrix?.responses ?? {})).toEqual(expect.arrayContaining(["200", "404", "422", "502"]))
    for (const ops of Object.values(spec.paths)) for (const op of Object.values(ops)) expect(Object.keys(op.responses)).not.toContain("400")
  })

  it("/docs renders the routes as HTML, with security headers", async () => {
    const res = await fetch(`${service.url}/docs`)
    expect(res.headers.get("content-type")).toMatch(/text\/html/)
    expect(res.headers.get("content-security-policy")).toMatch(/default-src 'none'/)
    expect(res.headers.get("x-content-type-options")).toBe("nosniff")
    const html = await res.text()
    expect(html).toContain("/v1/company/{ticker}/disclosure-matrix")
    expect(html).toContain("/v1/panel/disclosure-matrix")
    expect(html).not.toMatch(/<script/i)
  })

  it("the workspace and MCP routes are mounted on the same port", async () => {
    const auth = { authorization: `Bearer ${KEYS[0]}` }
    const page = await fetch(`${service.url}/workspace/company`, { headers: auth })
    expect(page.status).toBe(200)
    expect(page.headers.get("content-type")).toMatch(/text\/html/)
    expect(page.headers.get("content-security-policy")).toMatch(/frame-ancestors 'self' https:\/\/pro\.openbb\.co/)
    const health = Schema.decodeUnknownSync(Health)((await getJson(`${service.url}/health`)).body)
    const mcp = await fetch(`${service.url}/mcp`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" })
    })
    expect(mcp.status).toBe(health.mcp ? 200 : 404)
  })
})
