/**
 * `risk serve [--host 127.0.0.1] [--port 8000]`: the HTTP API (with the workspace routes and
 * /mcp when present) on one port. SIGTERM or SIGINT (handled by the runtime, src/cli/run.ts,
 * which interrupts the command) shuts it down gracefully: it stops accepting, finishes the
 * requests in flight, then exits 0. The server module is imported only
 * when this command runs, so other commands start without it.
 */
import { Options } from "@effect/cli"
import { upstreamOptions } from "./options.js"
import { type ArgsOf, defineCommand } from "./lazy.js"

const hostOption = Options.text("host").pipe(
  Options.withDescription("interface to bind (default HOST, else 127.0.0.1)"),
  Options.optional
)

const portOption = Options.integer("port").pipe(
  Options.withDescription("port to listen on (default PORT, else 8000; 0 picks a free port)"),
  Options.optional
)

const serveConfig = { host: hostOption, port: portOption, ...upstreamOptions }

export const serveDefinition = defineCommand("serve", serveConfig, "serve the HTTP API (and the workspace and MCP routes) until SIGTERM or SIGINT")

export type ServeArgs = ArgsOf<typeof serveDefinition>
