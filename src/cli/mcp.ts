/**
 * `risk mcp`: the MCP tool server over stdio (src/mcp/stdio.ts), with the services the
 * command line builds. Runs until the client closes standard input.
 */
import { Command } from "@effect/cli"
import { Effect } from "effect"
import { upstreamOptions } from "./options.js"
import { cliStack } from "./stack.js"

/**
 * Log lines (including those of layers built for the command) go to standard error: the one
 * logger `risk` installs. The MCP modules are loaded only when this command runs.
 */
export const mcpCommand = Command.make("mcp", { ...upstreamOptions }, (args) =>
  Effect.promise(() => import("../mcp/stdio.js")).pipe(
    Effect.flatMap((m) => m.serveStdioLive),
    Effect.provide(cliStack(args))
  )
).pipe(
  Command.withDescription(
    "serve the MCP tools (list_company_filings_tool, score_company_filing_tool, ...) over stdio; needs the optional MCP SDK"
  )
)
