/**
 * The MCP tool server: the project's tools registered on the SDK's server, each with its
 * input and output JSON Schemas, structured content plus a text copy, and `isError` results
 * for typed errors. Shared by the streamable HTTP route and `risk mcp` (stdio).
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js"
import { Effect, Runtime } from "effect"
import { SOFTWARE_VERSION } from "../domain/versions.js"
import { MCP_SERVER_NAME } from "./names.js"
import type { McpSdkModules } from "./sdk.js"
import { TOOLS, type Tool, type ToolContext, type ToolOutcome } from "./tools.js"

type Validator = ReturnType<McpSdkModules["fromJSONSchema"]>

interface PreparedTool {
  readonly tool: Tool
  readonly input: Validator
  readonly output: Validator
}

/** The tools with their validators, built once per process (the conversion is not free). */
export interface McpToolSet {
  readonly sdk: McpSdkModules
  readonly tools: ReadonlyArray<PreparedTool>
}

const draft = { defaultTarget: "draft-2020-12" } as const

export const prepareTools = (sdk: McpSdkModules, tools: ReadonlyArray<Tool> = TOOLS): McpToolSet => ({
  sdk,
  tools: tools.map((tool) => ({
    tool,
    input: sdk.fromJSONSchema(tool.inputSchema, draft),
    output: sdk.fromJSONSchema(tool.outputSchema, draft)
  }))
})

const toResult = (outcome: ToolOutcome): CallToolResult =>
  outcome._tag === "ok"
    ? { content: [{ type: "text", text: outcome.text }], structuredContent: outcome.structured }
    : { content: [{ type: "text", text: outcome.message }], isError: true }

export const SERVER_INSTRUCTIONS =
  "Deterministic disclosure-risk scores for SEC 10-K, 10-Q and 8-K filings. Start with list_company_filings_tool to " +
  "see what a company filed in a fiscal year, then score_company_filing_tool for the full result, or the narrower " +
  "get_disclosure_flags_tool and get_disclosure_changes_tool. score_filing_html_tool analyses a document you already have."

/** A new server with every tool registered; tool calls run on the given runtime. */
export const makeMcpServer = (set: McpToolSet, runtime: Runtime.Runtime<ToolContext>): McpServer => {
  const server = new set.sdk.McpServer(
    { name: MCP_SERVER_NAME, version: SOFTWARE_VERSION },
    { instructions: SERVER_INSTRUCTIONS }
  )
  const run = Runtime.runPromise(runtime)
  for (const { tool, input, output } of set.tools) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: input,
        outputSchema: output,
        annotations: {
          title: tool.title,
          readOnlyHint: true,
          destructiveHint: false,
          idempotentHint: true,
          openWorldHint: tool.name !== "score_filing_html_tool"
        }
      },
      (args: unknown) => run(Effect.map(tool.call(args), toResult))
    )
  }
  return server
}
