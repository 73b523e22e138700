/**
 * The composition root of the server: the HTTP API's routes (with /openapi.json and /docs),
 * the workspace and MCP routes beside them, and the global middleware, served by Node's HTTP
 * server with a graceful shutdown; or as a web handler (no port). The surfaces do not know
 * each other: they meet here, and `risk serve` (src/cli/serve-run.ts) starts this.
 */
import { errorBody, errorStatus, type TableError } from "../domain/error-table.js"
import { HttpLayerRouter, HttpMiddleware, HttpServer, HttpServerResponse, OpenApi } from "@effect/platform"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import type { ServeError } from "@effect/platform/HttpServerError"
import { type ConfigError, Context, Effect, Layer, Option, type Scope } from "effect"
import { HostConfig, HttpAccessConfig, PortConfig } from "../config.js"
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { McpAvailability, McpAvailabilityLive, McpRoutes } from "../mcp/http.js"
import { workspaceRoutesWith } from "../workspace/http.js"
import { FilingService } from "../pipeline/service/filing-service.js"
import { ServedApi } from "./openapi.js"
import { renderDocs } from "../http/docs.js"
import { makeAccessLog } from "../http/access-log.js"
import { ApiHandlers, HttpSurface, matrixResponses } from "../http/http.js"
import { FeedHandlers } from "../http/feed-handlers.js"
import { HistoryHandlers } from "../http/history-handlers.js"
import { type HttpOptions, httpMiddleware,  type ResolvedHttpOptions, resolveHttpOptions } from "../http/middleware.js"
import { makeWarmPath, putInFront, WarmMatrix, type WarmMatrixShape } from "../http/warm.js"

/**
 * The routes of the other surfaces, mounted beside the API:
 * - the workspace routes (src/workspace/http.ts; told whether `/mcp` is mounted): `/`, the descriptor routes (`/widgets.json`,
 *   `/apps.json`, `/templates.json`, `/agents.json`, `/prompts.json`) and `/workspace/*`;
 * - `McpRoutes` (src/mcp/http.ts): `/mcp`, mounted only when the optional MCP SDK is
 *   installed; `McpAvailability` says whether, and /health reports it as `mcp`.
 */
const surfaces = Effect.map(Effect.provide(McpAvailability, McpAvailabilityLive), (mcp) => ({
  routes: Layer.mergeAll(workspaceRoutesWith.pipe(Layer.provide(McpAvailabilityLive)), McpRoutes),
  mcp
}))

/** The OpenAPI document of the API (also served at /openapi.json). */
export const openApiSpec = (): OpenApi.OpenAPISpec => OpenApi.fromApi(ServedApi)

const DocsRoute = Layer.unwrapEffect(
  Effect.sync(() => {
    const page = renderDocs(openApiSpec())
    return HttpLayerRouter.add("GET", "/docs", HttpServerResponse.html(page))
  })
)

/**
 * Every route of the service with the global middleware; needs the router and the
 * FilingService. `warm`: where the matrix route records the URLs it decoded, for the warm
 * fast path in front of the server (src/http/warm.ts); by default nothing is recorded.
 */
export const HttpRoutes = (
  options: ResolvedHttpOptions,
  warm: WarmMatrixShape = WarmMatrix.none
): Layer.Layer<never, never, HttpLayerRouter.HttpRouter | FilingService> =>
  Layer.unwrapEffect(
    Effect.map(surfaces, (extensions) =>
      Layer.mergeAll(
        HttpLayerRouter.addHttpApi(ServedApi, { openapiPath: "/openapi.json" }).pipe(
          Layer.provide(ApiHandlers),
          Layer.provide(HistoryHandlers),
          Layer.provide(FeedHandlers),
          Layer.provide(Layer.succeed(HttpSurface, { mcp: extensions.mcp })),
          Layer.provide(Layer.succeed(WarmMatrix, warm))
        ),
        DocsRoute,
        httpMiddleware(options),
        extensions.routes
      ).pipe(Layer.provide(NodeHttpServer.layerContext))
    )
  )

export interface ServeOptions extends HttpOptions {
  /** Default: HOST, else 127.0.0.1. */
  readonly host?: string | undefined
  /** Default: PORT, else 8000; 0 picks a free port. */
  readonly port?: number | undefined
  /** Turns off the per-request log lines. */
  readonly disableLogger?: boolean | undefined
  /** How long a graceful shutdown waits for in-flight requests before closing connections (default 25 s). */
  readonly shutdownTimeoutMs?: number | undefined
  /**
   * Warm matrix requests answered in front of the Effect app, with the same bytes, headers
   * and log line (src/http/warm.ts); default true. False: every request goes through the app.
   */
  readonly warmFastPath?: boolean | undefined
}

const DEFAULT_SHUTDOWN_TIMEOUT_MS = 25_000

/**
 * The port is bound before the routes are attached; a request arriving in between would
 * otherwise wait forever. Until the router's own `request` listener is there, answer 503
 * (with `Retry-After: 1` and the error body), so clients and health checks see "not ready".
 */
const STARTING: TableError = { _tag: "Starting", detail: "the service is starting: retry shortly" }

const answerWhileStarting = (server: Server): void => {
  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    if (server.listenerCount("request") > 1) {
      // The router is attached: it answers; this listener is no longer needed.
      server.off("request", onRequest)
      return
    }
    req.resume()
    const body = JSON.stringify(errorBody(STARTING))
    res.writeHead(errorStatus(STARTING), {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      "retry-after": "1",
      "x-content-type-options": "nosniff",
      connection: "close"
    })
    res.end(body)
  }
  server.on("request", onRequest)
}

/**
 * The HTTP server as a layer: listens on build; on release, drains (stops accepting,
 * answers in-flight requests with `Connection: close`, waits for them up to the timeout),
 * then releases the rest. Its output is the HttpServer (for its address).
 */
export const serveLayer = (
  options: ServeOptions = {}
): Layer.Layer<HttpServer.HttpServer, ServeError | ConfigError.ConfigError, FilingService> =>
  Layer.unwrapEffect(
    Effect.gen(function* () {
      let nodeServer: Server | undefined
      let draining = false
      const env = yield* HttpAccessConfig
      const configuredHost = yield* HostConfig
      const configuredPort = yield* PortConfig
      const resolved = resolveHttpOptions(
        {
          apiKeys: options.apiKeys ?? env.apiKeys,
          corsOrigins: options.corsOrigins ?? env.corsOrigins,
          maxBodyBytes: options.maxBodyBytes,
          mcpMaxBodyBytes: options.mcpMaxBodyBytes
        },
        () => draining
      )
      const host = options.host ?? configuredHost
      const port = options.port ?? Option.getOrElse(configuredPort, () => 8000)
      const timeoutMs = options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS
      const quiet = options.disableLogger ?? false
      const access = makeAccessLog()
      const warmPath =
        options.warmFastPath === false
          ? null
          : makeWarmPath({
              service: yield* FilingService,
              kept: matrixResponses.kept,
              bypass: () => draining || resolved.apiKeys.length > 0,
              log: quiet ? undefined : { access, runtime: yield* Effect.runtime<never>() }
            })

      const ServerLive = NodeHttpServer.layer(
        () => {
          nodeServer = createServer()
          if (warmPath !== null) putInFront(nodeServer, warmPath)
          answerWhileStarting(nodeServer)
          return nodeServer
        },
        { host, port }
      )
      // No tracer is configured: the per-request span (URL parse, header redaction) is skipped.
      // The access log is the project's (same lines as the built-in one, shared with the fast path).
      const App = HttpMiddleware.withTracerDisabledWhen(
        HttpLayerRouter.serve(HttpRoutes(resolved, warmPath ?? WarmMatrix.none), {
          disableLogger: true,
          disableListenLog: quiet,
          ...(quiet ? {} : { middleware: access.middleware })
        }),
        () => true
      )
      const drain = Effect.async<void>((resume) => {
        draining = true
        const server = nodeServer
        if (server === undefined || !server.listening) return resume(Effect.void)
        const timer = setTimeout(() => server.closeAllConnections(), timeoutMs)
        server.close(() => {
          clearTimeout(timer)
          resume(Effect.void)
        })
        server.closeIdleConnections()
      })
      const Drain = Layer.scopedDiscard(
        Effect.addFinalizer(() => (quiet ? drain : Effect.zipRight(Effect.logInfo("draining: finishing in-flight requests"), drain)))
      )
      // Build order: server, routes, drain; release order: drain first, while the routes still answer.
      return Layer.provideMerge(Layer.provide(Drain, App), ServerLive)
    })
  )

/** The server as a layer without outputs, for `Layer.launch`. */
export const serve = (options: ServeOptions = {}): Layer.Layer<never, ServeError | ConfigError.ConfigError, FilingService> =>
  Layer.discard(serveLayer(options))

/** Starts the server in the current scope; closing the scope shuts it down gracefully. */
export const listen = (
  options: ServeOptions = {}
): Effect.Effect<{ readonly url: string; readonly port: number }, ServeError | ConfigError.ConfigError, FilingService | Scope.Scope> =>
  Effect.map(Layer.build(serveLayer(options)), (context) => {
    const address = Context.get(context, HttpServer.HttpServer).address
    if (address._tag !== "TcpAddress") return { url: "", port: 0 }
    const host = address.hostname.includes(":") ? `[${address.hostname}]` : address.hostname
    return { url: `http://${host}:${address.port}`, port: address.port }
  })

/** The service as a web handler (`Request` → `Response`), without a port. */
export const makeWebHandler = <E>(services: Layer.Layer<FilingService, E>, options: HttpOptions = {}) =>
  HttpLayerRouter.toWebHandler(HttpRoutes(resolveHttpOptions(options)).pipe(Layer.provide(services)), { disableLogger: true })
