/**
 * `risk serve [--host 127.0.0.1] [--port 8000]`: the HTTP API (with the workspace routes and
 * /mcp when present) on one port. SIGTERM or SIGINT (handled by the runtime, src/cli/run.ts,
 * which interrupts the command) shuts it down gracefully: it stops accepting, finishes the
 * requests in flight, then exits 0. The server module is imported only
 * when this command runs, so other commands start without it.
 */
import { Command, Options } from "@effect/cli"
import { Effect } from "effect"
import { upstreamOptions } from "./options.js"

const hostOption = Options.text("host").pipe(
  Options.withDescription("interface to bind (default HOST, else 127.0.0.1)"),
  Options.optional
)

const portOption = Options.integer("port").pipe(
  Options.withDescription("port to listen on (default PORT, else 8000; 0 picks a free port)"),
  Options.optional
)

/**
 * The name of the first SIGTERM or SIGINT received while the server runs, for the shutdown
 * log line. Only notes it: the signal itself interrupts the program (`NodeRuntime.runMain`),
 * which closes the server's scope.
 */

const serveConfig = { host: hostOption, port: portOption, ...upstreamOptions }

export type ServeArgs = Command.Command.ParseConfig<typeof serveConfig>

export const serveCommand = Command.make("serve", serveConfig, (args) =>
  Effect.flatMap(Effect.promise(() => import("./serve-run.js")), (m) => m.runServe(args))
).pipe(Command.withDescription("serve the HTTP API (and the workspace and MCP routes) until SIGTERM or SIGINT"))
