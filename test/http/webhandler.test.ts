/**
 * The same routes as a web handler (no port): the live filing service over the loopback
 * EDGAR, and the 500 answer to a defect (which the live service cannot be made to raise, so
 * a service that fails on purpose stands in for it there).
 */
import { Effect, Layer, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ErrorBody, FilingsResponse, Health } from "../../src/http/schemas.js"
import { makeWebHandler } from "../../src/server/http.js"
import { FilingService } from "../../src/pipeline/service/filing-service.js"
import { liveStack } from "../../src/pipeline/service/stack.js"
import { underSettings } from "../support/config.js"
import { edgarRoot, withData } from "../support/data.js"
import { useEdgarServer } from "../support/edgar-server.js"
import { USER_AGENT } from "./support.js"

const edgar = useEdgarServer(() => ({ root: edgarRoot() }))
let web: ReturnType<typeof makeWebHandler<unknown>>

beforeAll(() => {
  web = makeWebHandler(liveStack({ edgarBaseUrl: edgar().url, noCache: true }).pipe(underSettings({ SEC_USER_AGENT: USER_AGENT })))
})

afterAll(async () => {
  await web?.dispose()
})

describe("makeWebHandler", () => {
  withData("edgar").it("answers the API without a port", async () => {
    const health = await web.handler(new Request("http://localhost/health"))
    expect(health.status).toBe(200)
    Schema.decodeUnknownSync(Health)(await health.json())
    const filings = await web.handler(new Request("http://localhost/v1/company/NVDA/filings?fiscal_year=2025&form_type=10-K"))
    expect(filings.status).toBe(200)
    expect(Schema.decodeUnknownSync(FilingsResponse)(await filings.json()).filings.length).toBeGreaterThan(0)
    const missing = await web.handler(new Request("http://localhost/nowhere"))
    expect(missing.status).toBe(404)
    expect(Schema.decodeUnknownSync(ErrorBody)(await missing.json()).code).toBe("route_not_found")
  })

  it("a defect is a 500 with code internal and no internals", async () => {
    const die = Effect.dieMessage("secret internal state at /srv/app/src/x.ts:12")
    const broken = Layer.succeed(FilingService, {
      score: () => die,
      sections: () => die,
      filings: () => die,
      panel: () => die,
      health: die,
      rescore: () => die
    })
    const handler = makeWebHandler(broken)
    try {
      const res = await handler.handler(new Request("http://localhost/v1/company/AAPL/disclosure-matrix?fiscal_year=2025"))
      expect(res.status).toBe(500)
      const text = await res.text()
      expect(Schema.decodeUnknownSync(ErrorBody)(JSON.parse(text))).toEqual({ detail: "internal server error", code: "internal" })
      expect(text).not.toContain("secret")
      const health = await handler.handler(new Request("http://localhost/health"))
      expect(health.status).toBe(500)
    } finally {
      await handler.dispose()
    }
  })
})
