/**
 * `risk serve [--host 127.0.0.1] [--port 8000]`: the HTTP API (with the workspace routes and
 * /mcp when present) on one port. SIGTERM or SIGINT (handled by the runtime, src/cli/run.ts,
 * which interrupts the command) shuts it down gracefully: it stops accepting, finishes the
 * requests in flight, then exits 0. The server module is imported only
 * when this command runs, so other commands start without it.
 */
import { Command, Options } from "@effect/cli"
import { Effect, Layer, Option } from "effect"
import { InvalidRequest } from "../domain/errors.js"
import { upstreamOptions } from "./options.js"
import { cliStack } from "./stack.js"
import { HostConfig, hostProblem, HttpAccessConfig, PortConfig } from "../config.js"

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
const signalNoted = Effect.acquireRelease(
  Effect.sync(() => {
    const noted: { signal: NodeJS.Signals | null } = { signal: null }
    const onSignal = (signal: NodeJS.Signals) => {
      noted.signal ??= signal
    }
    process.once("SIGTERM", onSignal)
    process.once("SIGINT", onSignal)
    return { noted, onSignal }
  }),
  ({ onSignal }) =>
    Effect.sync(() => {
      process.off("SIGTERM", onSignal)
      process.off("SIGINT", onSignal)
    })
).pipe(Effect.map(({ noted }) => noted))

const describeCause = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause))

export const serveCommand = Command.make(
  "serve",
  { host: hostOption, port: portOption, ...upstreamOptions },
  (args) =>
    Effect.gen(function* () {
      // an invalid HOST, PORT, RISK_API_KEYS or RISK_CORS_ORIGINS fails here, before anything listens
      const configuredPort = yield* PortConfig
      const configuredHost = yield* HostConfig
      const http = yield* HttpAccessConfig
      const port = Option.getOrUndefined(args.port) ?? Option.getOrElse(configuredPort, () => 8000)
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        return yield* new InvalidRequest({ detail: `--port must be between 0 and 65535; got ${port}` })
      }
      const host = Option.getOrUndefined(args.host) ?? configuredHost
      const badHost = hostProblem(host)
      if (badHost !== null) return yield* new InvalidRequest({ detail: `--host ${badHost}` })
      const { serve } = yield* Effect.promise(() => import("../http/server.js"))
      const noted = yield* signalNoted
      yield* Layer.build(serve({ host, port, ...http })).pipe(
        Effect.mapError((e) => (e._tag === "ServeError" ? new Error(`cannot listen on ${host}:${port}: ${describeCause(e.cause)}`) : e))
      )
      // Serves until interrupted (SIGTERM or SIGINT); then this scope closes: the server
      // stops accepting and drains the requests in flight, then the services are released.
      yield* Effect.never.pipe(
        Effect.onInterrupt(() => Effect.logInfo(`${noted.signal ?? "interrupt"} received: shutting down`))
      )
    }).pipe(Effect.scoped, Effect.provide(cliStack(args)))
).pipe(Command.withDescription("serve the HTTP API (and the workspace and MCP routes) until SIGTERM or SIGINT"))
