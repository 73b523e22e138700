/**
 * The HTTP service on loopback for tests: the live filing service over the loopback EDGAR
 * (the real corpus), a fresh file cache, the server on a random port.
 */
import { Effect, Exit, Layer, Scope } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { listen, type ServeOptions } from "../../src/server/http.js"
import type { FilingService } from "../../src/pipeline/service/filing-service.js"
import { liveStack } from "../../src/pipeline/service/stack.js"
import { underSettings, withSettings } from "../support/config.js"
import { edgarRoot } from "../support/data.js"
import { type EdgarServer, startEdgarServer } from "../support/edgar-server.js"

export const USER_AGENT = "disclosure-risk tests tests@example.com"

export interface RunningService {
  /** `http://127.0.0.1:PORT` */
  readonly url: string
  readonly edgar: EdgarServer
  /** Shuts the server down gracefully (in-flight requests finish), then the upstream. */
  close(): Promise<void>
}

export interface StartOptions extends ServeOptions {
  /** Wraps the live filing service (e.g. to slow it down). */
  readonly decorate?: (live: Layer.Layer<FilingService, unknown>) => Layer.Layer<FilingService, unknown>
}

export const startService = async (options: StartOptions = {}): Promise<RunningService> => {
  const edgar = await startEdgarServer({ root: edgarRoot() })
  const cacheDir = mkdtempSync(join(tmpdir(), "risk-http-cache-"))
  const live: Layer.Layer<FilingService, unknown> = liveStack({ edgarBaseUrl: edgar.url, cacheDir }).pipe(underSettings({ SEC_USER_AGENT: USER_AGENT }))
  const services = options.decorate ? options.decorate(live) : live
  const scope = Effect.runSync(Scope.make())
  const cleanup = async () => {
    await Effect.runPromise(Scope.close(scope, Exit.void))
    await edgar.close()
    rmSync(cacheDir, { recursive: true, force: true })
  }
  try {
    const context = await Effect.runPromise(Layer.buildWithScope(services, scope))
    const { url } = await Effect.runPromise(
      listen({ host: "127.0.0.1", port: 0, disableLogger: true, ...options }).pipe(Effect.provide(context), withSettings({}), Scope.extend(scope))
    )
    return { url, edgar, close: cleanup }
  } catch (e) {
    await cleanup()
    throw e
  }
}

export interface JsonResponse {
  readonly status: number
  readonly headers: Headers
  readonly body: unknown
}

export const getJson = async (url: string, init: RequestInit = {}): Promise<JsonResponse> => {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(90_000) })
  const text = await res.text()
  let body: unknown = text
  try {
    body = text === "" ? null : JSON.parse(text)
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, body }
}

export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}): Promise<JsonResponse> =>
  getJson(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) })
