/**
 * The MCP tool server: the project's tools registered on the SDK's server, each with its
 * input and output JSON Schemas, structured content plus a text copy, and `isError` results
 * for typed errors. Shared by the streamable HTTP route and `risk mcp` (stdio).
 */
import type { Server } from "@modelcontextprotocol/sdk/server/index.js"
import type { CallToolResult, Tool as ListedTool } from "@modelcontextprotocol/sdk/types.js"
import { Effect, Runtime } from "effect"
import { SOFTWARE_VERSION } from "../domain/versions.js"
import { MCP_SERVER_NAME } from "../domain/mcp.js"
import type { McpSdkModules } from "./sdk.js"
import { TOOLS, type Tool, type ToolContext, type ToolOutcome } from "./tools.js"

/** The tools as listed, built once per process. */
export interface McpToolSet {
  readonly sdk: McpSdkModules
  readonly tools: ReadonlyArray<Tool>
  readonly listed: ReadonlyArray<ListedTool>
}

/**
 * Each tool with its own input and output JSON Schemas (derived from its Effect schemas,
 * so they state the real bounds, patterns and descriptions).
 */
export const prepareTools = (sdk: McpSdkModules, tools: ReadonlyArray<Tool> = TOOLS): McpToolSet => ({
  sdk,
  tools,
  listed: tools.map(
    (tool): ListedTool => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: { ...tool.inputSchema, type: "object" },
      outputSchema: { ...tool.outputSchema, type: "object" },
      annotations: {
        title: tool.title,
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: tool.name !== "score_filing_html_tool"
      }
    })
  )
})

const toResult = (outcome: ToolOutcome): CallToolResult =>
  outcome._tag === "ok"
    ? { content: [{ type: "text", text: outcome.text }], structuredContent: outcome.structured }
    : { content: [{ type: "text", text: outcome.message }], isError: true }

export const SERVER_INSTRUCTIONS =
  "Deterministic disclosure-risk scores for SEC 10-K, 10-Q and 8-K filings. Start with list_company_filings_tool to " +
  "see what a company filed in a fiscal year, then score_company_filing_tool for the full result, or the narrower " +
  "get_disclosure_flags_tool and get_disclosure_changes_tool. score_filing_html_tool analyses a document you already have."

/** JSON-RPC "invalid params": the code the MCP specification gives an unknown tool. */
export const INVALID_PARAMS = -32602

/**
 * A call of a tool this server does not have: a protocol error (JSON-RPC `-32602`, "Unknown
 * tool: NAME"), as the MCP specification's tools page says, not a tool result. The SDK's
 * protocol layer answers a thrown error with its numeric `code`, `message` and `data`.
 */
export class UnknownToolError extends Error {
  readonly code = INVALID_PARAMS
  readonly data: { readonly tool: string; readonly tools: ReadonlyArray<string> }
  constructor(name: string, tools: ReadonlyArray<string>) {
    super(`Unknown tool: ${name}`)
    this.name = "UnknownToolError"
    this.data = { tool: name, tools }
  }
}

/**
 * A new server with every tool; tool calls run on the given runtime. Arguments are decoded
 * by the tool's own schema: an invalid one is an `isError` result naming each problem once
 * (an execution error the model can read and correct). An unknown tool name is a protocol
 * error, `UnknownToolError`.
 */
export const makeMcpServer = (set: McpToolSet, runtime: Runtime.Runtime<ToolContext>): Server => {
  const server = new set.sdk.Server(
    { name: MCP_SERVER_NAME, version: SOFTWARE_VERSION },
    { capabilities: { tools: { listChanged: false } }, instructions: SERVER_INSTRUCTIONS }
  )
  const run = Runtime.runPromise(runtime)
  const byName = new Map(set.tools.map((t) => [t.name as string, t]))
  server.setRequestHandler(set.sdk.ListToolsRequestSchema, () => ({ tools: [...set.listed] }))
  server.setRequestHandler(set.sdk.CallToolRequestSchema, (request): Promise<CallToolResult> => {
    const tool = byName.get(request.params.name)
    if (tool === undefined) return Promise.reject(new UnknownToolError(request.params.name, [...byName.keys()]))
    return run(Effect.map(tool.call(request.params.arguments ?? {}), toResult))
  })
  return server
}
