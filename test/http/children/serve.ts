/**
 * Runs `risk serve` (the CLI command itself) in a child process for the shutdown test:
 * `node vite-node.mjs test/http/children/serve.ts`, its arguments as a JSON array in `RISK_SERVE_ARGS`,
 * with the runtime `risk` uses (src/cli/run.ts: the one logger, logfmt lines to standard
 * error; SIGTERM/SIGINT interrupt the command; the exit code).
 */
import { Command } from "@effect/cli"
import { serveCommand } from "../../../src/cli/commands.js"
import { runCli } from "../../../src/cli/run.js"

// The TypeScript loader running this file exits on SIGTERM by itself; leave the signal to `risk serve`.
process.removeAllListeners("SIGTERM")
process.removeAllListeners("SIGINT")

const parsed: unknown = JSON.parse(process.env.RISK_SERVE_ARGS ?? "[]")
const argv = Array.isArray(parsed) ? parsed.map(String) : []
runCli(Command.run(serveCommand, { name: "risk", version: "test" }), ["node", "risk", ...argv], { endsOnSignal: true })
