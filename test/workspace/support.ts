/**
 * Serves the workspace and MCP routes on loopback for tests: the live filing service over
 * the loopback EDGAR (the real corpus), a fresh file cache, and a Node HTTP server on a
 * random port.
 */
import { HttpLayerRouter, HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { Context, Effect, Exit, Layer, Scope } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { FilingService } from "../../src/pipeline/service/filing-service.js"
import { liveStack } from "../../src/pipeline/service/stack.js"
import { mcpRoutesWithSdk } from "../../src/mcp/http.js"
import { OfflineScorerLive } from "../../src/pipeline/analysis/offline.js"
import { McpAvailability } from "../../src/domain/mcp.js"
import { mcpAvailabilityLayer, type McpSdk, mcpSdkLayer, type McpSdkLoader, importMcpSdk } from "../../src/mcp/sdk.js"
import { workspaceRoutesWith } from "../../src/workspace/http.js"
import { underSettings } from "../support/config.js"
import { edgarRoot } from "../support/data.js"
import { type EdgarServer, startEdgarServer } from "../support/edgar-server.js"

export const USER_AGENT = "disclosure-risk tests tests@example.com"

export interface RunningApp {
  /** `http://127.0.0.1:PORT` */
  readonly url: string
  readonly edgar: EdgarServer
  readonly mcpAvailable: boolean
  close(): Promise<void>
}

/** The app's routes over an SDK seam; needs `FilingService`. */
const appRoutes = (sdk: Layer.Layer<McpSdk>) => {
  const availability = mcpAvailabilityLayer.pipe(Layer.provide(sdk))
  const routes = Layer.mergeAll(
    workspaceRoutesWith.pipe(Layer.provide(availability)),
    mcpRoutesWithSdk.pipe(Layer.provide(Layer.merge(sdk, OfflineScorerLive)))
  )
  return { routes, availability }
}

export interface StartOptions {
  /** Loader of the MCP SDK (default: the real dynamic import). */
  readonly loader?: McpSdkLoader
  /** Wraps (or replaces) the live filing service. */
  readonly decorate?: (live: Layer.Layer<FilingService, unknown>) => Layer.Layer<FilingService, unknown>
}

/** Starts the loopback EDGAR and the app; `close()` stops both and removes the cache. */
export const startApp = async (options: StartOptions = {}): Promise<RunningApp> => {
  const edgar = await startEdgarServer({ root: edgarRoot() })
  const cacheDir = mkdtempSync(join(tmpdir(), "risk-ws-cache-"))
  const { routes, availability } = appRoutes(mcpSdkLayer(options.loader ?? importMcpSdk))
  const live: Layer.Layer<FilingService, unknown> = liveStack({ edgarBaseUrl: edgar.url, cacheDir }).pipe(underSettings({ SEC_USER_AGENT: USER_AGENT }))
  const stack = options.decorate ? options.decorate(live) : live
  const app = HttpLayerRouter.serve(routes, { disableLogger: true, disableListenLog: true }).pipe(
    Layer.provide(stack),
    Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })),
    Layer.provideMerge(availability)
  )
  const scope = Effect.runSync(Scope.make())
  try {
    const context = await Effect.runPromise(Layer.buildWithScope(app, scope))
    const address = Context.get(context, HttpServer.HttpServer).address
    if (address._tag !== "TcpAddress") throw new Error("expected a TCP address")
    return {
      url: `http://127.0.0.1:${address.port}`,
      edgar,
      mcpAvailable: Context.get(context, McpAvailability),
      close: async () => {
        await Effect.runPromise(Scope.close(scope, Exit.void))
        await edgar.close()
        rmSync(cacheDir, { recursive: true, force: true })
      }
    }
  } catch (e) {
    await Effect.runPromise(Scope.close(scope, Exit.void))
    await edgar.close()
    rmSync(cacheDir, { recursive: true, force: true })
    throw e
  }
}

export const getJson = async (url: string, init: RequestInit = {}): Promise<{ status: number; body: unknown; type: string }> => {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) })
  const type = res.headers.get("content-type") ?? ""
  const text = await res.text()
  return { status: res.status, body: type.includes("json") ? (JSON.parse(text) as unknown) : text, type }
}

export const getText = async (url: string, init: RequestInit = {}): Promise<{ status: number; text: string; type: string }> => {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) })
  return { status: res.status, text: await res.text(), type: res.headers.get("content-type") ?? "" }
}
