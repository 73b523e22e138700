/**
 * The body limits a server is started with hold on its routes: the API's (`maxBodyBytes`) and
 * the larger one of `/mcp` (`mcpMaxBodyBytes`), both answered 413 with the error table's body.
 */
import { afterAll, beforeAll, expect, it } from "vitest"
import { withData } from "../support/data.js"
import { startService, type RunningService } from "./support.js"

const MiB = 1024 * 1024

withData("edgar").describe("body limits given to the server", () => {
  let service: RunningService
  beforeAll(async () => {
    service = await startService({ maxBodyBytes: MiB, mcpMaxBodyBytes: 2 * MiB })
  }, 60_000)
  afterAll(async () => {
    await service?.close()
  })

  const post = (path: string, bytes: number) =>
    fetch(service.url + path, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: Buffer.alloc(bytes, 0x20)
    })

  it("/mcp answers 413 over its own limit, and reads a body under it", async () => {
    const over = await post("/mcp", 3 * MiB)
    expect(over.status).toBe(413)
    expect(await over.json()).toMatchObject({ code: "payload_too_large" })
    const under = await post("/mcp", Math.round(1.5 * MiB))
    expect(under.status).not.toBe(413)
    expect(under.status).toBeLessThan(500)
  })

  it("an API route answers 413 over the API's limit", async () => {
    const over = await post("/v1/company/AAPL/disclosure-matrix", Math.round(1.5 * MiB))
    expect(over.status).toBe(413)
    expect(await over.json()).toMatchObject({ code: "payload_too_large" })
  })
})
