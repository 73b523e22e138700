/**
 * `risk serve` as a user runs it (the built CLI in a child process, request logging on),
 * with API keys and a custom CORS allow-list:
 * - keys: 401 without or with a wrong key (Bearer or X-API-Key), 200 with either right key;
 *   public routes stay public; and neither the configured keys nor the presented ones ever
 *   appear in the process's stdout or stderr;
 * - CORS: exactly the allow-list — random and look-alike origins (suffixes, prefixes,
 *   other ports, schemes, `null`) never get `Access-Control-Allow-Origin`; `*` is never sent;
 * - every HTML response (docs, the workspace widget, its error page) carries the security
 *   headers; every response `nosniff`.
 * Constant-time comparison is by construction (SHA-256 digests of equal length compared with
 * `timingSafeEqual` against every configured key, no early exit: src/http/middleware.ts).
 */
import fc from "fast-check"
import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { repoRoot } from "../support/cli.js"
import { edgarRoot, withData } from "../support/data.js"
import { useEdgarServer } from "../support/edgar-server.js"
import { freePort } from "../support/redis.js"
import { request } from "../reliability/support.js"

const KEYS = ["k1-Secret-7f3a9c2e5d", "k2-Secret-b81d04e6aa"]
const WRONG = "k1-Secret-7f3a9c2e5e"
const ORIGINS = ["https://pro.openbb.co", "http://localhost:1420", "https://app.example.org"]

let child: ChildProcess
let base: string
let cacheDir: string
let output = ""

beforeAll(() => {
  if (!existsSync(join(repoRoot, "dist", "cli", "main.js"))) throw new Error("dist/ is missing: run `npm run build` first (npm test does)")
})
const edgar = useEdgarServer(() => ({ root: edgarRoot() }))

beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), "risk-keys-"))
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  child = spawn(process.execPath, [join(repoRoot, "bin", "risk.js"), "serve", "--port", String(port)], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NO_COLOR: "1",
      SEC_USER_AGENT: "disclosure-risk security tests@example.com",
      RISK_EDGAR_BASE_URL: edgar().url,
      RISK_CACHE_DIR: cacheDir,
      RISK_API_KEYS: KEYS.join(","),
      RISK_CORS_ORIGINS: ORIGINS.join(",")
    },
    stdio: ["ignore", "pipe", "pipe"]
  })
  child.stdout?.on("data", (c: Buffer) => (output += c.toString("utf8")))
  child.stderr?.on("data", (c: Buffer) => (output += c.toString("utf8")))
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`risk serve exited: ${output}`)
    const up = await fetch(`${base}/health`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false)
    if (up) break
    if (Date.now() > deadline) throw new Error(`risk serve did not start: ${output}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}, 60_000)

afterAll(async () => {
  if (child !== undefined && child.exitCode === null) {
    const exited = new Promise((r) => child.once("exit", r))
    child.kill("SIGTERM")
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000)
    await exited
    clearTimeout(timer)
  }
  if (cacheDir !== undefined) rmSync(cacheDir, { recursive: true, force: true })
})

const FILINGS = "/v1/company/TGT/filings?fiscal_year=2025"

describe("API keys", () => {
  withData("edgar").it("401 without a key or with a wrong one; 200 with either key, as Bearer or X-API-Key; public routes stay public", async () => {
    for (const headers of [{}, { authorization: `Bearer ${WRONG}` }, { "x-api-key": WRONG }, { authorization: KEYS[0] ?? "" }, { authorization: `Basic ${KEYS[0]}` }]) {
      const res = await request(`${base}${FILINGS}`, { headers })
      expect(res.status, JSON.stringify(headers)).toBe(401)
      expect(res.body).toMatchObject({ code: "unauthorized" })
    }
    for (const key of KEYS) {
      for (const headers of [{ authorization: `Bearer ${key}` }, { "x-api-key": key }]) {
        const res = await request(`${base}${FILINGS}`, { headers })
        expect(res.status, res.text.slice(0, 200)).toBe(200)
      }
    }
    for (const path of ["/health", "/openapi.json", "/docs", "/widgets.json"]) expect((await request(`${base}${path}`)).status, path).toBe(200)
    expect((await request(`${base}/mcp`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).status).toBe(401)
    expect((await request(`${base}/workspace/company?ticker=TGT&fiscal_year=2025`)).status).toBe(401)
  }, 60_000)

  it("random presented keys are refused", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 64 }).filter((k) => !KEYS.includes(k.trim())), async (key) => {
        const safe = key.replace(/[^\x21-\x7e]/g, "x")
        const res = await request(`${base}${FILINGS}`, { headers: { "x-api-key": safe } })
        expect(res.status).toBe(401)
      }),
      { numRuns: 30 }
    )
  }, 60_000)

  it("no key, configured or presented, appears in the logs", async () => {
    // Give the logger a moment to flush the last lines.
    await new Promise((r) => setTimeout(r, 300))
    expect(output.length).toBeGreaterThan(0)
    expect(output).toMatch(/\/v1\/company\/TGT\/filings/) // the request log is on
    for (const secret of [...KEYS, WRONG]) expect(output.includes(secret), secret).toBe(false)
    expect(output).not.toMatch(/Secret-/)
  })
})

const corsOf = async (origin: string, preflight: boolean) => {
  const res = await fetch(`${base}/health`, {
    method: preflight ? "OPTIONS" : "GET",
    headers: preflight ? { origin, "access-control-request-method": "GET" } : { origin }
  })
  await res.arrayBuffer()
  return res.headers
}

describe("CORS: exactly the allow-list", () => {
  it("every allowed origin is echoed (preflight and request), never `*`", async () => {
    for (const origin of ORIGINS) {
      for (const preflight of [true, false]) {
        const h = await corsOf(origin, preflight)
        expect(h.get("access-control-allow-origin")).toBe(origin)
        expect(h.get("vary") ?? "").toMatch(/Origin/i)
      }
    }
  })

  it("look-alike and random origins get no Access-Control-Allow-Origin", async () => {
    const lookalikes = ORIGINS.flatMap((o) => {
      const u = new URL(o)
      return [
        `${o}.evil.example`,
        `${u.protocol}//evil${u.host}`,
        `${u.protocol}//${u.hostname}:${Number(u.port || (u.protocol === "https:" ? 443 : 80)) + 1}`,
        `${u.protocol === "https:" ? "http:" : "https:"}//${u.host}`,
        `${o}@evil.example`,
        `https://evil.example/${o}`,
        `${o} `.repeat(2).trim()
      ]
    })
    const arb = fc.oneof(fc.constantFrom(...lookalikes, "null", "*", "https://pro.openbb.dev.evil.example", "file://"), fc.webUrl().map((u) => new URL(u).origin))
    await fc.assert(
      fc.asyncProperty(arb, async (origin) => {
        fc.pre(!ORIGINS.includes(origin.replace(/\/+$/, "").toLowerCase()))
        for (const preflight of [true, false]) {
          const h = await corsOf(origin, preflight)
          expect(h.get("access-control-allow-origin"), origin).toBeNull()
          expect(h.get("access-control-allow-credentials"), origin).toBeNull()
        }
      }),
      { numRuns: 60 }
    )
  }, 60_000)
})

describe("security headers", () => {
  it("every HTML response (docs, the workspace widget, its example and its error page) carries them", async () => {
    const auth = { authorization: `Bearer ${KEYS[1]}` }
    const pages = ["/docs", "/workspace/company", "/workspace/company?ticker=TGT&fiscal_year=2025", "/workspace/company?ticker=..%2F..&fiscal_year=2025", "/workspace/company?ticker=ZZZZZ&fiscal_year=1990"]
    let html = 0
    for (const page of pages) {
      const res = await fetch(`${base}${page}`, { headers: auth })
      const text = await res.text()
      expect(res.headers.get("x-content-type-options"), page).toBe("nosniff")
      if (!(res.headers.get("content-type") ?? "").startsWith("text/html")) continue
      html++
      const csp = res.headers.get("content-security-policy") ?? ""
      expect(csp, page).toMatch(/default-src 'none'/)
      expect(csp, page).toMatch(/frame-ancestors 'self'/)
      for (const origin of ORIGINS) expect(csp).toContain(origin)
      expect(csp).not.toMatch(/script-src/)
      expect(res.headers.get("referrer-policy"), page).toBe("no-referrer")
      expect(text).not.toMatch(/<script/i)
    }
    expect(html).toBeGreaterThanOrEqual(4)
  }, 60_000)
})
