/**
 * Runs `risk serve` (the CLI command itself) in a child process for the shutdown test:
 * `node vite-node.mjs test/http/children/serve.ts`, its arguments as a JSON array in `RISK_SERVE_ARGS`,
 * with the one logger `risk` installs (logfmt lines to standard error).
 */
import { Command } from "@effect/cli"
import { NodeContext } from "@effect/platform-node"
import { Cause, Effect, Exit } from "effect"
import { serveCommand } from "../../../src/cli/serve.js"
import { batchedStderrLogger } from "../../../src/cli/stderrLog.js"

// The TypeScript loader running this file exits on SIGTERM by itself; leave the signal to `risk serve`.
process.removeAllListeners("SIGTERM")
process.removeAllListeners("SIGINT")

const parsed: unknown = JSON.parse(process.env.RISK_SERVE_ARGS ?? "[]")
const argv = Array.isArray(parsed) ? parsed.map(String) : []
const run = Command.run(serveCommand, { name: "risk", version: "test" })
const exit = await Effect.runPromiseExit(run(["node", "risk", ...argv]).pipe(Effect.provide(NodeContext.layer), Effect.provide(batchedStderrLogger)))
if (Exit.isFailure(exit)) process.stderr.write(`serve failed: ${Cause.pretty(exit.cause)}\n`)
process.stderr.write(`serve exited: ${Exit.isSuccess(exit) ? "ok" : "failure"}\n`)
process.exitCode = Exit.isSuccess(exit) ? 0 : 1
