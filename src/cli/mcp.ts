/**
 * `risk mcp`: the MCP tool server over stdio (src/server/mcp-stdio.ts), with the services the
 * command line builds. Runs until the client closes standard input.
 */
import { upstreamOptions } from "./options.js"
import { type ArgsOf, defineCommand } from "./lazy.js"

const mcpConfig = { ...upstreamOptions }

export const mcpDefinition = defineCommand(
  "mcp",
  mcpConfig,
  "serve the MCP tools (list_company_filings_tool, score_company_filing_tool, ...) over stdio; needs the optional MCP SDK"
)

export type McpArgs = ArgsOf<typeof mcpDefinition>
