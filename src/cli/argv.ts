/**
 * What a `risk` command accepts, read from its @effect/cli definition (its usage and help
 * documents, both public), and a check of a command line against it that names the flag or
 * argument at fault in one line. The check runs before the argument parser, so the parser
 * never sees a line it would misread (`--html` with no file taken as a ticker) or answer
 * with a message that names no flag ("Expected one of the following cases"); a line the
 * check accepts is parsed as before.
 */
import { CliConfig, CommandDescriptor, type HelpDoc } from "@effect/cli"
import type { Span } from "@effect/cli/HelpDoc/Span"
import type { Usage } from "@effect/cli/Usage"
import { existsSync } from "node:fs"

/** An option of a command: `--format json|table`, `--no-cache`. */
export interface OptionSpec {
  /** `--format` */
  readonly flag: string
  /** What its value is: `json | table`, `integer`, `file`, …; null for a switch (no value). */
  readonly value: string | null
  /** The accepted values of a choice. */
  readonly choices: ReadonlyArray<string> | null
  /** It must be given. */
  readonly required: boolean
  /** It may be given more than once. */
  readonly repeated: boolean
  /** Its value names a file or directory that must exist. */
  readonly mustExist: boolean
  readonly description: string
}

/** A positional argument: `TICKER|CIK`, `FISCAL_YEAR`, `TICKER...`. */
export interface ArgSpec {
  readonly name: string
  readonly optional: boolean
  readonly repeated: boolean
  readonly integer: boolean
  readonly description: string
}

export interface CommandSpec {
  readonly name: string
  readonly description: string
  readonly options: ReadonlyArray<OptionSpec>
  readonly args: ReadonlyArray<ArgSpec>
}

/** Options the argument parser adds to every command (kept working, not shown in help). */
export const BUILT_IN_SWITCHES: ReadonlySet<string> = new Set(["--help", "-h", "--version", "--wizard"])
export const BUILT_IN_VALUED: ReadonlySet<string> = new Set(["--completions", "--log-level"])

/** Paragraphs the parser adds to every help entry, which say nothing about this command. */
const FILLER: ReadonlyArray<RegExp> = [
  /^A true or false value\.$/,
  /^A user-defined piece of text( that is confidential)?\.$/,
  /^An integer\.$/,
  /^A floating point number\.$/,
  /^One of the following: /,
  /^An? (existing )?(file|directory|file or directory)( that must not exist)?\.$/,
  /^A date without a time-zone/,
  /^This setting is optional\./,
  /^This (option|argument) (must|may) be repeated/,
  /^This setting is a property argument/,
  /^May be specified /,
  /^This option can be set from environment variables\.$/,
  /^Will prompt the user/
]

export const isFiller = (paragraph: string): boolean => FILLER.some((re) => re.test(paragraph.trim()))

const spanText = (span: Span): string => {
  switch (span._tag) {
    case "Text":
    case "URI":
      return span.value
    case "Highlight":
    case "Weak":
    case "Strong":
      return spanText(span.value)
    case "Sequence":
      return spanText(span.left) + spanText(span.right)
    default:
      return ""
  }
}

/** The paragraphs of a help document, in order. */
const paragraphs = (doc: HelpDoc.HelpDoc): Array<string> => {
  switch (doc._tag) {
    case "Paragraph":
      return [spanText(doc.value)]
    case "Sequence":
      return [...paragraphs(doc.left), ...paragraphs(doc.right)]
    case "Enumeration":
      return doc.elements.flatMap(paragraphs)
    case "DescriptionList":
      return doc.definitions.flatMap(([, d]) => paragraphs(d))
    default:
      return []
  }
}

/** Each entry of a help document's description lists: its term and its paragraphs. */
const definitions = (doc: HelpDoc.HelpDoc): Array<{ readonly term: string; readonly paragraphs: Array<string> }> => {
  switch (doc._tag) {
    case "DescriptionList":
      return doc.definitions.map(([term, d]) => ({ term: spanText(term), paragraphs: paragraphs(d) }))
    case "Sequence":
      return [...definitions(doc.left), ...definitions(doc.right)]
    default:
      return []
  }
}

/** The first paragraph after the DESCRIPTION header. */
const descriptionOf = (doc: HelpDoc.HelpDoc): string => {
  const flat: Array<HelpDoc.HelpDoc> = []
  const walk = (d: HelpDoc.HelpDoc): void => {
    if (d._tag === "Sequence") {
      walk(d.left)
      walk(d.right)
    } else flat.push(d)
  }
  walk(doc)
  const at = flat.findIndex((d) => d._tag === "Header" && spanText(d.value) === "DESCRIPTION")
  const next = at < 0 ? undefined : flat[at + 1]
  return next !== undefined && next._tag === "Paragraph" ? spanText(next.value) : ""
}

interface Named {
  readonly names: ReadonlyArray<string>
  readonly value: string | null
  readonly optional: boolean
  readonly repeated: boolean
}

const namedIn = (usage: Usage, optional = false, repeated = false): Array<Named> => {
  switch (usage._tag) {
    case "Named":
      return [{ names: usage.names, value: usage.acceptedValues._tag === "Some" ? usage.acceptedValues.value : null, optional, repeated }]
    case "Optional":
      return namedIn(usage.usage, true, repeated)
    case "Repeated":
      return namedIn(usage.usage, optional, true)
    case "Concat":
      return [...namedIn(usage.left, optional, repeated), ...namedIn(usage.right, optional, repeated)]
    case "Alternation":
      return [...namedIn(usage.left, true, repeated), ...namedIn(usage.right, true, repeated)]
    default:
      return []
  }
}

const HELP_CONFIG = CliConfig.make({ showBuiltIns: false })

/** The options and arguments of a command (a subcommand of `risk`, without subcommands of its own). */
export const commandSpec = (command: CommandDescriptor.Command<unknown>): CommandSpec => {
  const [self, ...rest] = namedIn(CommandDescriptor.getUsage(command))
  const name = self?.names[0] ?? ""
  const help = CommandDescriptor.getHelp(command, HELP_CONFIG)
  const entries = definitions(help)
  const entryOf = (term: string) => entries.find((e) => e.term.split(" ")[0] === term)
  const options: Array<OptionSpec> = []
  const args: Array<ArgSpec> = []
  for (const n of rest) {
    const term = n.names[0] ?? ""
    const entry = entryOf(term)
    const all = entry?.paragraphs ?? []
    const description = all.filter((p) => !isFiller(p)).join(" ")
    if (term.startsWith("-")) {
      const choices = n.value !== null && n.value.includes(" | ") ? n.value.split(" | ") : null
      // a repeated option that must be given at least once says so in its help
      const atLeastOnce = all.some((p) => /^This option must be repeated at least/.test(p))
      options.push({
        flag: term,
        value: n.value,
        choices,
        required: !n.optional && (!n.repeated || atLeastOnce),
        repeated: n.repeated,
        mustExist: all.some((p) => /^An existing (file|directory)/.test(p)),
        description
      })
    } else {
      args.push({
        name: term.replace(/^<|>$/g, ""),
        optional: n.optional,
        repeated: n.repeated,
        integer: all.includes("An integer."),
        description
      })
    }
  }
  return { name, description: descriptionOf(help), options, args }
}

/** A command with subcommands (`risk`), as far as its definition goes. */
export interface RootCommand {
  readonly descriptor: CommandDescriptor.Command<unknown>
}

/** The subcommands of `risk` by name (read with `commandSpec` when needed). */
export const subcommandsOf = (root: RootCommand): Map<string, CommandDescriptor.Command<unknown>> =>
  new Map(CommandDescriptor.getSubcommands(root.descriptor))

// ---------------------------------------------------------------------------------------
// Nearest names.

/** Edit distance with adjacent transpositions (`wtach` → `watch` is 1). */
export const editDistance = (a: string, b: string): number => {
  const d: Array<Array<number>> = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1)
      d[i]![j] = v
    }
  }
  return d[a.length]![b.length]!
}

/** The candidate nearest to `word` when it is near enough to be what was meant (a prefix, or a few edits), else null. */
export const nearest = (word: string, candidates: ReadonlyArray<string>): string | null => {
  const w = word.toLowerCase()
  const prefixed = candidates.filter((c) => w.length >= 2 && c.startsWith(w))
  if (prefixed.length === 1) return prefixed[0]!
  let best: string | null = null
  let bestDistance = Infinity
  for (const c of candidates) {
    const distance = editDistance(w, c)
    if (distance < bestDistance) {
      best = c
      bestDistance = distance
    }
  }
  return best !== null && bestDistance <= Math.max(1, Math.min(3, Math.floor(best.length / 3))) ? best : null
}

// ---------------------------------------------------------------------------------------
// Checking a command line.

const quote = (s: string): string => JSON.stringify(s)

const BOOLEAN_VALUES: ReadonlySet<string> = new Set(["true", "1", "y", "yes", "on", "false", "0", "n", "no", "off"])

/** `json or table`, `one of 10-K, 10-Q, 8-K`. */
const expectedChoice = (choices: ReadonlyArray<string>): string =>
  choices.length === 2 ? `${choices[0]} or ${choices[1]}` : `one of ${choices.join(", ")}`

/** What a value of this kind is, in words, for "needs …" and "expected …". */
const kindInWords = (value: string): string => {
  switch (value) {
    case "integer":
      return "an integer"
    case "float":
      return "a number"
    case "file":
      return "a file"
    case "directory":
      return "a directory"
    case "path":
      return "a path"
    default:
      return "a value"
  }
}

const valueProblem = (option: OptionSpec, value: string): string | null => {
  if (option.choices !== null) {
    return option.choices.includes(value) ? null : `${option.flag}: expected ${expectedChoice(option.choices)}, got ${quote(value)}`
  }
  if (option.value === "integer" && !/^[+-]?\d+$/.test(value)) return `${option.flag}: expected an integer, got ${quote(value)}`
  if (option.value === "float" && (value.trim() === "" || !Number.isFinite(Number(value)))) {
    return `${option.flag}: expected a number, got ${quote(value)}`
  }
  if (option.mustExist && value !== "-" && !existsSync(value)) return `${option.flag}: no such ${option.value === "directory" ? "directory" : "file"} ${quote(value)}`
  return null
}

/**
 * Checks the tokens after a command's name against the command: every flag is one of its
 * options, every option that takes a value has one of the right kind, the positional
 * arguments are as many as it takes (and integers where it wants them), and every required
 * option and argument is there. The first problem, as one line naming the flag or argument;
 * null when the line is well formed.
 */
export const checkCommandLine = (spec: CommandSpec, tokens: ReadonlyArray<string>): string | null => {
  const byFlag = new Map(spec.options.map((o) => [o.flag.toLowerCase(), o]))
  const seen = new Set<string>()
  const positionals: Array<string> = []
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    if (token === "--") {
      positionals.push(...tokens.slice(i + 1))
      break
    }
    if (token.startsWith("--")) {
      const eq = token.indexOf("=")
      const flag = (eq < 0 ? token : token.slice(0, eq)).toLowerCase()
      const inline = eq < 0 ? undefined : token.slice(eq + 1)
      if (BUILT_IN_SWITCHES.has(flag)) continue
      if (BUILT_IN_VALUED.has(flag)) {
        if (inline === undefined) i++
        continue
      }
      const option = byFlag.get(flag)
      if (option === undefined) {
        const near = nearest(flag.replace(/^--/, ""), spec.options.map((o) => o.flag.replace(/^--/, "")))
        return `unknown option ${quote(token.slice(0, eq < 0 ? undefined : eq))}${near === null ? "" : `; did you mean --${near}?`}`
      }
      if (seen.has(option.flag) && !option.repeated) return `${option.flag} is given more than once`
      seen.add(option.flag)
      if (option.value === null) {
        // a switch: alone, or with an explicit true/false
        if (inline !== undefined && !BOOLEAN_VALUES.has(inline)) return `${option.flag} takes no value, got ${quote(inline)}`
        if (inline === undefined && tokens[i + 1] !== undefined && BOOLEAN_VALUES.has(tokens[i + 1]!)) i++
        continue
      }
      const value = inline ?? tokens[i + 1]
      if (value === undefined || value === "" || (inline === undefined && value.startsWith("--"))) {
        return `${option.flag} needs ${option.choices !== null ? expectedChoice(option.choices) : kindInWords(option.value)}`
      }
      if (inline === undefined) i++
      const problem = valueProblem(option, value)
      if (problem !== null) return problem
      continue
    }
    if (token.length > 1 && token.startsWith("-") && !/^-\d/.test(token)) {
      return `unknown option ${quote(token)}`
    }
    positionals.push(token)
  }
  // positional arguments, in order
  let k = 0
  for (const arg of spec.args) {
    if (arg.repeated) {
      const rest = positionals.slice(k)
      if (rest.length === 0 && !arg.optional) return `${arg.name} is required (one or more)`
      if (arg.integer) {
        const bad = rest.find((v) => !/^[+-]?\d+$/.test(v))
        if (bad !== undefined) return `${arg.name}: expected an integer, got ${quote(bad)}`
      }
      k = positionals.length
      continue
    }
    const value = positionals[k]
    if (value === undefined) {
      if (!arg.optional) return `${arg.name} is required`
      continue
    }
    if (arg.integer && !/^[+-]?\d+$/.test(value)) return `${arg.name}: expected an integer, got ${quote(value)}`
    k++
  }
  if (k < positionals.length) {
    const extra = positionals[k]!
    return spec.args.length === 0
      ? `unexpected argument ${quote(extra)}: risk ${spec.name} takes no positional arguments`
      : `unexpected argument ${quote(extra)}`
  }
  for (const option of spec.options) {
    if (option.required && !seen.has(option.flag)) return `${option.flag} is required`
  }
  return null
}

/** Where a command line names its command: the index of the first token that is not an option of `risk` itself, or -1. */
export const commandIndex = (tokens: ReadonlyArray<string>): number => {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!
    if (t === "--") return -1
    if (BUILT_IN_VALUED.has(t)) {
      i++
      continue
    }
    if (t.startsWith("-")) continue
    return i
  }
  return -1
}
