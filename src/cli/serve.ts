/**
 * `risk serve [--host 127.0.0.1] [--port 8000]`: the HTTP API (with the workspace routes and
 * /mcp when present) on one port. SIGTERM or SIGINT shuts it down gracefully: it stops
 * accepting, finishes the requests in flight, then exits. The server module is imported only
 * when this command runs, so other commands start without it.
 */
import { Command, Options } from "@effect/cli"
import { Effect, Fiber, Layer, Option } from "effect"
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

/** Completes with the name of the first SIGTERM or SIGINT received. */
const shutdownSignal: Effect.Effect<string> = Effect.async<string>((resume) => {
  const onSignal = (signal: NodeJS.Signals) => resume(Effect.succeed(signal))
  process.once("SIGTERM", onSignal)
  process.once("SIGINT", onSignal)
  return Effect.sync(() => {
    process.off("SIGTERM", onSignal)
    process.off("SIGINT", onSignal)
  })
})

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
      const launched = yield* Effect.fork(
        Layer.launch(serve({ host, port, ...http })).pipe(
          Effect.mapError((e) => (e._tag === "ServeError" ? new Error(`cannot listen on ${host}:${port}: ${describeCause(e.cause)}`) : e))
        )
      )
      const outcome = yield* Effect.raceFirst(
        Effect.map(shutdownSignal, (signal) => ({ _tag: "signal" as const, signal })),
        Effect.map(Fiber.await(launched), (exit) => ({ _tag: "ended" as const, exit }))
      )
      if (outcome._tag === "ended") return yield* outcome.exit
      yield* Effect.logInfo(`${outcome.signal} received: shutting down`)
      // Interrupting the launched layer closes its scope: the server drains, then the services are released.
      yield* Fiber.interrupt(launched)
    }).pipe(Effect.provide(cliStack(args)))
).pipe(Command.withDescription("serve the HTTP API (and the workspace and MCP routes) until SIGTERM or SIGINT"))
