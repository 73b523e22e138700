#!/usr/bin/env node
/**
 * The `risk` command line. JSON to stdout; diagnostics to stderr; exit codes: 0 success,
 * 1 a filing could not be produced, 2 bad usage or invalid input.
 */
import { ERROR_TABLE, errorRow } from "../domain/errorTable.js"
import { FilingNotFound, InvalidRequest, UpstreamUnavailable } from "../domain/errors.js"
import { Command, ValidationError } from "@effect/cli"
import * as NodeContext from "@effect/platform-node/NodeContext"
import { Cause, ConfigError, Effect, Exit } from "effect"
import { batchedStderrLogger } from "./stderrLog.js"
import { describeConfigError } from "../config.js"
import { SOFTWARE_VERSION } from "../domain/versions.js"
import { argumentError, cliConsole, plain } from "./console.js"
import { scoreCommand } from "./score.js"
import { baselineCommand, calibrateCommand, calibrationReportCommand } from "./data.js"
import { filingsCommand } from "./filings.js"
import { historyCommand } from "./history.js"
import { universeCommand } from "./universe.js"
import { metricsCommand } from "./metrics.js"
import { mcpCommand } from "./mcp.js"
import { panelCommand } from "./panel.js"
import { sectionsCommand } from "./sections.js"
import { serveCommand } from "./serve.js"

const risk = Command.make("risk").pipe(
  Command.withDescription("disclosure-risk: deterministic disclosure-risk scores for SEC filings"),
  Command.withSubcommands([
    scoreCommand,
    filingsCommand,
    panelCommand,
    historyCommand,
    universeCommand,
    metricsCommand,
    sectionsCommand,
    calibrateCommand,
    baselineCommand,
    calibrationReportCommand,
    serveCommand,
    mcpCommand
  ])
)


const cli = Command.run(risk, { name: "risk", version: SOFTWARE_VERSION })

const exitCodeOf = (error: unknown): number => {
  if (ValidationError.isValidationError(error) || ConfigError.isConfigError(error)) return 2
  if (error instanceof InvalidRequest || error instanceof FilingNotFound || error instanceof UpstreamUnavailable) {
    return errorRow(error).exit
  }
  return ERROR_TABLE.Internal.exit
}

const SUBCOMMANDS = new Set([
  "score",
  "filings",
  "panel",
  "history",
  "universe",
  "metrics",
  "sections",
  "calibrate",
  "calibration-report",
  "baseline",
  "serve",
  "mcp"
])

const describe = (error: unknown, parserErrors: ReadonlyArray<string>, argv: ReadonlyArray<string>): string | null => {
  if (ValidationError.isValidationError(error)) {
    // The parser's message, as one line with a pointer to the command's help.
    const first = parserErrors.find((e) => plain(e).trim() !== "")
    if (first === undefined) return null
    const command = argv.slice(2).find((a) => SUBCOMMANDS.has(a))
    return `${argumentError(first, argv)} (see risk${command === undefined ? "" : ` ${command}`} --help)`
  }
  if (ConfigError.isConfigError(error)) return describeConfigError(error)
  if (error instanceof Error) return error.message
  return String(error)
}

export const main = (argv: ReadonlyArray<string>): Promise<number> => {
  const parserErrors: Array<string> = []
  return Effect.runPromiseExit(
    Effect.flatMap(cliConsole(parserErrors), (console) => Effect.withConsole(cli(argv), console)).pipe(
      Effect.provide(NodeContext.layer),
      Effect.provide(batchedStderrLogger)
    )
  ).then((exit) => {
    if (Exit.isSuccess(exit)) return 0
    const failure = Cause.failureOption(exit.cause)
    if (failure._tag === "Some") {
      const line = describe(failure.value, parserErrors, argv)
      if (line !== null) process.stderr.write(`risk: ${line}\n`)
      return exitCodeOf(failure.value)
    }
    const defect = Cause.squash(exit.cause)
    process.stderr.write(`risk: internal error: ${defect instanceof Error ? defect.message : String(defect)}\n`)
    return 1
  })
}

main(process.argv).then((code) => {
  process.exitCode = code
})
