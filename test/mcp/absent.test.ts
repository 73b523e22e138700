/**
 * Without the optional MCP SDK (a loader that fails, as a missing package does): the server
 * still starts, `/mcp` is not mounted (404), availability is false, and the workspace
 * descriptors advertise no MCP server and no tool links.
 */
import { Effect, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { McpSdk, mcpSdkLayer } from "../../src/mcp/sdk.js"
import { getJson, getText, type RunningApp, startApp } from "../workspace/support.js"

const missing = () => Promise.reject(new Error("Cannot find package '@modelcontextprotocol/sdk'"))

let app: RunningApp
beforeAll(async () => {
  app = await startApp({ loader: missing })
})
afterAll(async () => {
  await app?.close()
})

describe("without the MCP SDK", () => {
  it("the seam holds None for a failing loader", async () => {
    const sdk = await Effect.runPromise(McpSdk.pipe(Effect.provide(mcpSdkLayer(missing))))
    expect(Option.isNone(sdk)).toBe(true)
  })

  it("the server starts; /mcp is a 404; availability is false", async () => {
    expect(app.mcpAvailable).toBe(false)
    for (const method of ["GET", "POST", "DELETE"]) {
      const r = await fetch(`${app.url}/mcp`, {
        method,
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
        ...(method === "POST" ? { body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) } : {}),
        signal: AbortSignal.timeout(10_000)
      })
      expect(r.status, method).toBe(404)
      await r.body?.cancel()
    }
    expect((await getText(`${app.url}/workspace/company`)).status).toBe(200)
  })

  it("the descriptors advertise no MCP server and no tool links", async () => {
    const widgets = (await getJson(`${app.url}/widgets.json`)).body as Record<string, Record<string, unknown>>
    expect(Object.values(widgets).some((w) => "mcp_tool" in w)).toBe(false)
    const apps = (await getJson(`${app.url}/apps.json`)).body as Array<{ mcp_servers: Array<unknown> }>
    expect(apps[0]!.mcp_servers).toEqual([])
    const root = (await getJson(`${app.url}/`)).body as { mcp: unknown }
    expect(root.mcp).toBeNull()
  })
})
