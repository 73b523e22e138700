/**
 * What `risk mcp` does (./mcp.ts defines its arguments; this module is loaded when it runs).
 */
import { Effect } from "effect"
import { cliStack } from "./stack.js"
import type { McpArgs } from "./mcp.js"
/**
 * Log lines (including those of layers built for the command) go to standard error: the one
 * logger `risk` installs. The MCP modules are loaded only when this command runs.
 */

export const runMcp = (args: McpArgs) =>
Effect.promise(() => import("../server/mcp-stdio.js")).pipe(
  Effect.flatMap((m) => m.serveStdioLive),
  Effect.provide(cliStack(args))
)
