/**
 * What the argument parser prints, in the house style: help pages without the parser's own
 * options (shell completions, log level, wizard) and with `$ risk <command>` usage lines;
 * argument errors as one line `risk: --format: expected json or table, got "xml" (see risk
 * score --help)`; no colour codes when the output is not a terminal or NO_COLOR is set.
 */
import { Console, Effect } from "effect"
import { NoColorConfig } from "../config.js"

const ANSI = /\x1b\[[0-9;]*m/g

/** Colour codes go to a terminal only, and not when `NO_COLOR` is set (`noColor`). */
export const colourAllowed = (stream: NodeJS.WriteStream, noColor: boolean): boolean => stream.isTTY === true && !noColor

export const plain = (text: string): string => text.replace(ANSI, "")

/** Options of the argument parser itself that `risk` users do not need. */
const HIDDEN_OPTIONS = /^(--completions|--log-level|--wizard)\b/

/** A help page without the parser's own options, with `$ risk <command>` usage lines. */
export const tidyHelp = (text: string): string => {
  const lines = text.split("\n")
  const out: Array<string> = []
  let skipping = false
  for (const line of lines) {
    const bare = plain(line)
    if (/^-/.test(bare)) skipping = HIDDEN_OPTIONS.test(bare)
    else if (/^[A-Z][A-Z ]+$/.test(bare)) skipping = false
    if (skipping) continue
    out.push(/^\$ /.test(bare) && !/^\$ risk\b/.test(bare) ? line.replace("$ ", "$ risk ") : line)
  }
  return out.join("\n").replace(/\n{3,}/g, "\n\n")
}

const quote = (s: string): string => JSON.stringify(s)

/**
 * One line for an error of the argument parser (a line ./argv.ts let through): its first
 * message (the parser may join several, one per option it tried), naming the flag when the
 * message or the command line shows which one.
 */
export const argumentError = (raw: string, argv: ReadonlyArray<string>): string => {
  const text = (plain(raw).split("\n").find((l) => l.trim() !== "") ?? "").replace(/\s+/g, " ").trim()
  const args = argv.slice(2)
  const flagWith = (value: string): string | null => {
    const i = args.findIndex((a, k) => k > 0 && a === value && args[k - 1]!.startsWith("--"))
    if (i > 0) return args[i - 1]!
    const eq = args.find((a) => a.startsWith("--") && a.endsWith(`=${value}`))
    return eq === undefined ? null : eq.slice(0, eq.indexOf("="))
  }
  const cases = /Expected one of the following cases: (.+?)\.?$/.exec(text)
  if (cases) {
    const choices = cases[1]!.split(/,\s*/)
    return `expected ${choices.length === 2 ? `${choices[0]} or ${choices[1]}` : `one of ${choices.join(", ")}`}`
  }
  const notType = /^'(.*)' is not an? (\w+)/.exec(text)
  if (notType) {
    const [, value, type] = notType
    const flag = flagWith(value!)
    const article = /^[aeiou]/.test(type!) ? "an" : "a"
    return `${flag === null ? "" : `${flag}: `}expected ${article} ${type}, got ${quote(value!)}`
  }
  const unknown = /^Received unknown argument: '(.*)'/.exec(text)
  if (unknown) return `unknown ${unknown[1]!.startsWith("-") ? "option" : "argument"} ${quote(unknown[1]!)}`
  const missing = /^Expected to find option: '([^']*)'/.exec(text)
  if (missing) return `${missing[1]} is required`
  return text.replace(/\.$/, "")
}

/**
 * The console the argument parser writes to: help to stdout, tidied; errors kept in
 * `errors` (printed by the caller as one line). `NO_COLOR` is read here, once.
 */
export const cliConsole = (errors: Array<string>) =>
  Effect.map(Effect.all([Console.consoleWith(Effect.succeed), NoColorConfig]), ([base, noColor]): Console.Console => ({
    ...base,
    log: (...parts: ReadonlyArray<unknown>) =>
      Effect.sync(() => {
        const text = tidyHelp(parts.map(String).join(" "))
        process.stdout.write(`${colourAllowed(process.stdout, noColor) ? text : plain(text)}\n`)
      }),
    error: (...parts: ReadonlyArray<unknown>) => Effect.sync(() => void errors.push(parts.map(String).join(" ")))
  }))
