/**
 * Runs a parsed command line as the process's main program (`NodeRuntime.runMain`): the one
 * logger (logfmt to standard error), the argument parser's console, SIGINT/SIGTERM handling
 * and the exit code.
 *
 * SIGINT or SIGTERM interrupts the program: scopes close (a server drains its requests, the
 * services are released), then the process exits. Exit codes, from the error table:
 *   0  success, or a long-running command (`serve`, `mcp`) stopped by a signal;
 *   1  a filing could not be produced (not found, upstream unavailable), an internal failure,
 *      or a one-shot command cut short by a signal;
 *   2  bad usage (the argument parser's errors), invalid configuration or invalid input.
 */
import { ValidationError } from "@effect/cli"
import type { CliApp } from "@effect/cli"
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import * as NodeTerminal from "@effect/platform-node/NodeTerminal"
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import type { Teardown } from "@effect/platform/Runtime"
import { Cause, ConfigError, Effect, Exit, Layer, Option } from "effect"
import { describeConfigError } from "../config.js"
import { ERROR_TABLE, errorRow } from "../domain/errorTable.js"
import { FilingNotFound, InvalidRequest, UpstreamUnavailable } from "../domain/errors.js"
import { argumentError, cliConsole, plain } from "./console.js"
import { batchedStderrLogger } from "./stderrLog.js"

/**
 * What the argument parser needs (file system, paths, terminal): not the whole
 * `NodeContext.layer`, whose command executor and worker manager no command uses.
 */
const cliEnvironment: Layer.Layer<CliApp.CliApp.Environment> = Layer.mergeAll(NodePath.layer, NodeTerminal.layer, NodeFileSystem.layer)

/** Usage and configuration errors share the exit code of invalid input. */
const USAGE_EXIT = ERROR_TABLE.InvalidRequest.exit

/** The exit code of a failure, by its tag in the error table. */
export const exitCodeOf = (error: unknown): number => {
  if (ValidationError.isValidationError(error) || ConfigError.isConfigError(error)) return USAGE_EXIT
  if (error instanceof InvalidRequest || error instanceof FilingNotFound || error instanceof UpstreamUnavailable) {
    return errorRow(error).exit
  }
  return ERROR_TABLE.Internal.exit
}

/** The exit code of a finished program. */
export const exitCodeOfExit = <A, E>(exit: Exit.Exit<A, E>, endsOnSignal: boolean): number => {
  if (Exit.isSuccess(exit)) return 0
  const failure = Cause.failureOption(exit.cause)
  if (Option.isSome(failure)) return exitCodeOf(failure.value)
  if (Cause.isInterruptedOnly(exit.cause)) return endsOnSignal ? 0 : ERROR_TABLE.Internal.exit
  return ERROR_TABLE.Internal.exit
}

export interface RunOptions {
  /** Subcommand names, to point an argument error at the right `--help`. */
  readonly subcommands?: ReadonlySet<string>
  /** A signal is this command's normal end (a server): interrupted, it exits 0. */
  readonly endsOnSignal: boolean
}

const describe = (
  error: unknown,
  parserErrors: ReadonlyArray<string>,
  argv: ReadonlyArray<string>,
  subcommands: ReadonlySet<string>
): string | null => {
  if (ValidationError.isValidationError(error)) {
    // The parser's message, as one line with a pointer to the command's help.
    const first = parserErrors.find((e) => plain(e).trim() !== "")
    if (first === undefined) return null
    const command = argv.slice(2).find((a) => subcommands.has(a))
    return `${argumentError(first, argv)} (see risk${command === undefined ? "" : ` ${command}`} --help)`
  }
  if (ConfigError.isConfigError(error)) return describeConfigError(error)
  if (error instanceof Error) return error.message
  return String(error)
}

/** One line on standard error for a program that did not succeed. */
const report = (
  cause: Cause.Cause<unknown>,
  parserErrors: ReadonlyArray<string>,
  argv: ReadonlyArray<string>,
  options: RunOptions
): Effect.Effect<void> =>
  Effect.sync(() => {
    const failure = Cause.failureOption(cause)
    if (Option.isSome(failure)) {
      const line = describe(failure.value, parserErrors, argv, options.subcommands ?? new Set())
      if (line !== null) process.stderr.write(`risk: ${line}\n`)
      return
    }
    if (Cause.isInterruptedOnly(cause)) {
      if (!options.endsOnSignal) process.stderr.write("risk: interrupted\n")
      return
    }
    const defect = Cause.squash(cause)
    process.stderr.write(`risk: internal error: ${defect instanceof Error ? defect.message : String(defect)}\n`)
  })

/**
 * Runs `program(argv)` (a `Command.run` of the command line) until it ends or a signal stops
 * it, then sets the exit code. Does not return a value: the process ends with the program.
 */
export const runCli = (
  program: (argv: ReadonlyArray<string>) => Effect.Effect<void, unknown, CliApp.CliApp.Environment>,
  argv: ReadonlyArray<string>,
  options: RunOptions
): void => {
  const parserErrors: Array<string> = []
  const teardown: Teardown = (exit, onExit) => onExit(exitCodeOfExit(exit, options.endsOnSignal))
  Effect.flatMap(cliConsole(parserErrors), (console) => Effect.withConsole(program(argv), console)).pipe(
    Effect.onExit((exit) => (Exit.isSuccess(exit) ? Effect.void : report(exit.cause, parserErrors, argv, options))),
    Effect.provide(cliEnvironment),
    Effect.provide(batchedStderrLogger),
    // errors are reported above, as one line; logs go through the one logger installed above
    NodeRuntime.runMain({ disableErrorReporting: true, disablePrettyLogger: true, teardown })
  )
}
