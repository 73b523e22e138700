/**
 * `/mcp`: the MCP tool server over streamable HTTP, stateless, with JSON responses. Every
 * request gets a new server and transport (no sessions); GET and DELETE are answered as the
 * transport defines them for a stateless server. When the SDK is not installed, nothing is
 * mounted (so `/mcp` is a 404) and `McpAvailability` is false.
 */
import { HttpLayerRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Layer, Option } from "effect"
import type { FilingService } from "../pipeline/service/filing-service.js"
import { OfflineScorer, OfflineScorerLive } from "../pipeline/analysis/offline.js"
import { McpAvailability, McpAvailabilityLive, McpSdk, McpSdkLive } from "./sdk.js"
import { makeMcpServer, prepareTools } from "./server.js"
import type { ToolContext } from "./tools.js"

export const MCP_PATH = "/mcp"

/** The route over whatever the seam holds; needs `McpSdk`, `OfflineScorer` and `FilingService`. */
export const mcpRoutesWithSdk: Layer.Layer<never, never, HttpLayerRouter.HttpRouter | McpSdk | ToolContext> =
  Layer.unwrapEffect(
    Effect.gen(function* () {
      const sdk = yield* McpSdk
      if (Option.isNone(sdk)) return Layer.empty
      const set = prepareTools(sdk.value)
      const runtime = yield* Effect.runtime<ToolContext>()
      const route: Layer.Layer<never, never, HttpLayerRouter.HttpRouter> = HttpLayerRouter.add("*", MCP_PATH, (request) =>
        Effect.gen(function* () {
          const webRequest = yield* HttpServerRequest.toWeb(request)
          const response = yield* Effect.acquireUseRelease(
            Effect.sync(() => {
              const server = makeMcpServer(set, runtime)
              // stateless: no session id generator; JSON responses rather than SSE streams
              const transport = new set.sdk.WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true })
              return { server, transport }
            }),
            ({ server, transport }) =>
              Effect.promise(async () => {
                await server.connect(transport)
                return transport.handleRequest(webRequest)
              }),
            // the JSON response is complete once handleRequest resolves
            ({ server }) => Effect.promise(() => server.close().catch(() => undefined))
          )
          return HttpServerResponse.fromWeb(response)
        }).pipe(
          Effect.catchTag("RequestError", (e) =>
            Effect.succeed(
              HttpServerResponse.unsafeJson(
                { jsonrpc: "2.0", error: { code: -32700, message: `unreadable request: ${e.message}` }, id: null },
                { status: 400 }
              )
            )
          )
        )
      )
      return route
    })
  )

/** `/mcp` with the live SDK seam and offline scorer; needs only `FilingService`. */
export const McpRoutes: Layer.Layer<never, never, HttpLayerRouter.HttpRouter | FilingService> = mcpRoutesWithSdk.pipe(
  Layer.provide(Layer.merge(McpSdkLive, OfflineScorerLive))
)

export { McpAvailability, McpAvailabilityLive, McpSdk, McpSdkLive, OfflineScorer }
