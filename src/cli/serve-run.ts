/**
 * What `risk serve` does (./serve.ts defines its arguments; this module is loaded when it runs).
 */
import { Context, Effect, Layer, Option } from "effect"
import { InvalidRequest } from "../domain/errors.js"
import { cliStack } from "./stack.js"
import { HostConfig, hostProblem, HttpAccessConfig, PortConfig } from "../config.js"
import type { ServeArgs } from "./serve.js"
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

export const runServe = (args: ServeArgs) =>
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
    const { serve } = yield* Effect.promise(() => import("../server/http.js"))
    // the feed of newly scored filings, and the watcher when RISK_WATCH_* asks for one (an invalid setting stops here)
    const { serveWatchLayer, LatestFilings } = yield* Effect.promise(() => import("../pipeline/watcher/setup.js"))
    const watch = yield* Layer.build(serveWatchLayer())
    const noted = yield* signalNoted
    yield* Layer.build(serve({ host, port, ...http })).pipe(
      Effect.provide(watch),
      Effect.mapError((e) => (e._tag === "ServeError" ? new Error(`cannot listen on ${host}:${port}: ${describeCause(e.cause)}`) : e))
    )
    // on shutdown the feed's open event streams end first, so draining does not wait for them
    yield* Effect.addFinalizer(() => Context.get(watch, LatestFilings).close)
    // Serves until interrupted (SIGTERM or SIGINT); then this scope closes: the server
    // stops accepting and drains the requests in flight, then the services are released.
    yield* Effect.never.pipe(
      Effect.onInterrupt(() => Effect.logInfo(`${noted.signal ?? "interrupt"} received: shutting down`))
    )
  }).pipe(Effect.scoped, Effect.provide(cliStack(args)))
