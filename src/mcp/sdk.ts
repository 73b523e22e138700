/**
 * The one seam to the optional MCP SDK (and the schema library its protocol types use). The live
 * layer imports them dynamically; when they are not installed the seam holds `None`, the
 * `/mcp` route is not mounted, `risk mcp` explains what is missing, and `McpAvailability`
 * reports false. Nothing else in the project imports the SDK at run time.
 */
import type { Server } from "@modelcontextprotocol/sdk/server/index.js"
import type { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js"
import type { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"
import type { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js"
import { Context, Effect, Layer, Option } from "effect"
import { McpAvailability } from "../domain/mcp.js"

export interface McpSdkModules {
  /**
   * The protocol-level server: the tools are listed with their own JSON Schemas and their
   * arguments decoded by their own schemas (one rule, one message), not re-validated by
   * the SDK's schema library.
   */
  readonly Server: typeof Server
  readonly ListToolsRequestSchema: typeof ListToolsRequestSchema
  readonly CallToolRequestSchema: typeof CallToolRequestSchema
  readonly WebStandardStreamableHTTPServerTransport: typeof WebStandardStreamableHTTPServerTransport
  readonly StdioServerTransport: typeof StdioServerTransport
}

export type McpSdkLoader = () => Promise<McpSdkModules>

/** Loads the installed SDK modules. */
export const importMcpSdk: McpSdkLoader = async () => {
  const [server, types, web, stdio] = await Promise.all([
    import("@modelcontextprotocol/sdk/server/index.js"),
    import("@modelcontextprotocol/sdk/types.js"),
    import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"),
    import("@modelcontextprotocol/sdk/server/stdio.js"),
    // the SDK's protocol types need it: its absence disables the tools like the SDK's
    import("zod")
  ])
  return {
    Server: server.Server,
    ListToolsRequestSchema: types.ListToolsRequestSchema,
    CallToolRequestSchema: types.CallToolRequestSchema,
    WebStandardStreamableHTTPServerTransport: web.WebStandardStreamableHTTPServerTransport,
    StdioServerTransport: stdio.StdioServerTransport
  }
}

/** The SDK modules, or `None` when they cannot be loaded. */
export class McpSdk extends Context.Tag("disclosure-risk/McpSdk")<McpSdk, Option.Option<McpSdkModules>>() {}

/** The seam over a loader; a failing loader yields `None` (with a warning), never an error. */
export const mcpSdkLayer = (loader: McpSdkLoader): Layer.Layer<McpSdk> =>
  Layer.effect(
    McpSdk,
    Effect.tryPromise(loader).pipe(
      Effect.map(Option.some),
      Effect.catchAll((e) =>
        Effect.as(
          Effect.logWarning(
            `MCP tools disabled: the optional @modelcontextprotocol/sdk and zod packages cannot be loaded (${describe(e.error)})`
          ),
          Option.none()
        )
      )
    )
  )

const describe = (e: unknown): string => (e instanceof Error ? e.message.split("\n")[0] ?? e.name : String(e))

export const McpSdkLive: Layer.Layer<McpSdk> = mcpSdkLayer(importMcpSdk)

export { McpAvailability }

export const mcpAvailabilityLayer: Layer.Layer<McpAvailability, never, McpSdk> = Layer.effect(
  McpAvailability,
  Effect.map(McpSdk, Option.isSome)
)

export const McpAvailabilityLive: Layer.Layer<McpAvailability> = mcpAvailabilityLayer.pipe(Layer.provide(McpSdkLive))
