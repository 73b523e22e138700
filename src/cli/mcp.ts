/**
 * `risk mcp`: the MCP tool server over stdio (src/server/mcp-stdio.ts), with the services the
 * command line builds. Runs until the client closes standard input.
 */
import { Command } from "@effect/cli"
import { Effect } from "effect"
import { upstreamOptions } from "./options.js"

const mcpConfig = { ...upstreamOptions }

export type McpArgs = Command.Command.ParseConfig<typeof mcpConfig>

export const mcpCommand = Command.make("mcp", mcpConfig, (args) =>
  Effect.flatMap(Effect.promise(() => import("./mcp-run.js")), (m) => m.runMcp(args))
).pipe(
  Command.withDescription(
    "serve the MCP tools (list_company_filings_tool, score_company_filing_tool, ...) over stdio; needs the optional MCP SDK"
  )
)
