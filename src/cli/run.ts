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
import { ERROR_TABLE, errorRow } from "../domain/error-table.js"
import { FilingNotFound, InvalidRequest, UpstreamUnavailable } from "../domain/errors.js"
import { checkCommandLine, commandIndex, commandSpec, nearest, type RootCommand, subcommandsOf } from "./argv.js"
import { argumentError, cliConsole, plain } from "./console.js"
import { commandHelp, rootHelp } from "./help.js"
import { withNetworkHint } from "./hints.js"
import { batchedStderrLogger } from "../pipeline/service/stderr-log.js"

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
  /**
   * The command line's root command (`risk`): its subcommands' definitions give the help
   * pages and the check of a command line before it is parsed (./argv.ts).
   */
  readonly root?: RootCommand
  /** The version the help pages name. */
  readonly version?: string
}

/** What to do before the parser runs: print a help page (exit 0), refuse the line (exit 2), or parse it (null). */
export type Preflight = { readonly _tag: "Help"; readonly text: string } | { readonly _tag: "Refuse"; readonly line: string } | null

const quote = (s: string): string => JSON.stringify(s)

/**
 * A help page for `--help` / `-h` (or no arguments at all), a one-line refusal for an
 * unknown command or a malformed command line (naming the flag or argument and the
 * nearest command), or null to hand the line to the parser.
 */
export const preflight = (
  argv: ReadonlyArray<string>,
  root: RootCommand,
  version: string,
  order: ReadonlyArray<string> = []
): Preflight => {
  const tokens = argv.slice(2)
  const end = tokens.indexOf("--")
  const before = end < 0 ? tokens : tokens.slice(0, end)
  const wantsHelp = before.some((t) => t === "--help" || t === "-h")
  const specs = subcommandsOf(root)
  const names = [...order.filter((n) => specs.has(n)), ...[...specs.keys()].filter((n) => !order.includes(n)).sort()]
  const at = commandIndex(tokens)
  if (at < 0) {
    if (wantsHelp || tokens.length === 0) return { _tag: "Help", text: rootHelp(names.map((n) => commandSpec(specs.get(n)!)), version) }
    const unknown = before.find((t) => t.startsWith("-") && !["--version", "--wizard", "--completions", "--log-level"].includes(t.split("=")[0]!))
    if (unknown !== undefined) return { _tag: "Refuse", line: `unknown option ${quote(unknown)}; risk needs a command: ${names.join(", ")} (see risk --help)` }
    return null
  }
  const name = tokens[at]!
  const command = specs.get(name)
  if (command === undefined) {
    const near = nearest(name, names)
    return {
      _tag: "Refuse",
      line: `unknown command ${quote(name)}; ${near === null ? `the commands are ${names.join(", ")}` : `did you mean ${near}?`} (see risk --help)`
    }
  }
  const spec = commandSpec(command)
  if (wantsHelp) return { _tag: "Help", text: commandHelp(spec, version) }
  const problem = checkCommandLine(spec, tokens.slice(at + 1))
  return problem === null ? null : { _tag: "Refuse", line: `${problem} (see risk ${name} --help)` }
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
  const hinted = withNetworkHint(error)
  if (hinted instanceof Error) return hinted.message
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
 * A reader that closes the pipe early (`risk score … | head`) has taken what it wanted: the write
 * fails with EPIPE, which Node raises as an unhandled 'error' event and a stack trace. The command
 * ends there instead, quietly and with exit code 0, as a filter cut short by its reader does. Any
 * other error of the output streams is left to Node. Cache entries are written to a temporary file
 * and renamed, so ending here leaves none half-written.
 */
const endQuietlyWhenReaderLeaves = (): void => {
  const onError = (error: NodeJS.ErrnoException): void => {
    if (error.code === "EPIPE") process.exit(0)
    throw error
  }
  process.stdout.on("error", onError)
  process.stderr.on("error", onError)
}

/**
 * Runs `program(argv)` (a `Command.run` of the command line) until it ends or a signal stops
 * it, then sets the exit code. Does not return a value: the process ends with the program.
 */
export const runCli = (
  program: (argv: ReadonlyArray<string>) => Effect.Effect<void, unknown, CliApp.CliApp.Environment>,
  argv: ReadonlyArray<string>,
  options: RunOptions
): void => {
  endQuietlyWhenReaderLeaves()
  if (options.root !== undefined) {
    const before = preflight(argv, options.root, options.version ?? "", [...(options.subcommands ?? [])])
    if (before !== null) {
      if (before._tag === "Help") process.stdout.write(before.text)
      else {
        process.stderr.write(`risk: ${before.line}\n`)
        process.exitCode = USAGE_EXIT
      }
      return
    }
  }
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
