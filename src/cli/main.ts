#!/usr/bin/env node
/**
 * The `risk` command line. JSON to stdout; diagnostics to stderr; exit codes: 0 success,
 * 1 a filing could not be produced, 2 bad usage or invalid input (see ./run.ts).
 */
import { Command } from "@effect/cli"
import { SOFTWARE_VERSION } from "../domain/versions.js"
import { runCli } from "./run.js"
import { COMMANDS } from "./commands.js"

const risk = Command.make("risk").pipe(
  Command.withDescription("disclosure-risk: deterministic disclosure-risk scores for SEC filings"),
  Command.withSubcommands(COMMANDS)
)

const cli = Command.run(risk, { name: "risk", version: SOFTWARE_VERSION })

const SUBCOMMANDS: ReadonlySet<string> = new Set([
  "score",
  "filings",
  "panel",
  "history",
  "universe",
  "validate",
  "metrics",
  "sections",
  "calibrate",
  "calibration-report",
  "baseline",
  "serve",
  "mcp",
  "watch"
])

/** Commands that run until they are told to stop: a signal is their normal end. */
const LONG_RUNNING: ReadonlySet<string> = new Set(["serve", "mcp", "watch"])

const subcommand = process.argv.slice(2).find((a) => SUBCOMMANDS.has(a))

runCli(cli, process.argv, {
  root: risk,
  version: SOFTWARE_VERSION,
  subcommands: SUBCOMMANDS,
  endsOnSignal: subcommand !== undefined && LONG_RUNNING.has(subcommand)
})
