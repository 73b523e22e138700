/**
 * The help pages of `risk` (`risk --help`, `risk COMMAND --help`): a header naming the
 * command, its usage, its arguments and options with their own descriptions (from the
 * command's definition, ./argv.ts) and a few examples, within 100 columns. The argument
 * parser's own page is not used: it repeats a generic line per option ("A true or false
 * value.", "This setting is optional.") and prints the usage on one line hundreds of
 * columns long.
 */
import type { CommandSpec, OptionSpec } from "./argv.js"

/** Help pages fit this many columns. */
export const HELP_WIDTH = 100

export interface CommandHelp {
  /** Usage lines (after `risk COMMAND`), when the generated one does not say enough (several modes). */
  readonly usage?: ReadonlyArray<string>
  /** 1–3 command lines, each with what it does. */
  readonly examples: ReadonlyArray<readonly [command: string, what: string]>
}

/** What each command's page adds to its definition: usage for commands with several modes, and examples. */
export const COMMAND_HELP: Readonly<Record<string, CommandHelp>> = {
  score: {
    usage: [
      "TICKER|CIK FISCAL_YEAR [--form 10-K|10-Q|8-K] [--quarter Q1|Q2|Q3] [--accession ACCESSION] [--compare prior|prior_year|none] [--model v1|v2|v3] [--format json|table] [--edgar-base-url URL] [--cache-dir DIR] [--no-cache] [--lexicon FILE]",
      "--html FILE [--prior-html FILE] --form 10-K|10-Q|8-K [--model v1|v2|v3] [--format json|table] [--lexicon FILE]",
      "--metrics FILE [--model v1|v2|v3] [--format json|table]"
    ],
    examples: [
      ["risk score AAPL 2025 --format table", "Apple's FY2025 10-K against its FY2024 10-K, as a scorecard"],
      ["risk score NVDA 2026 --form 10-Q --quarter Q1", "a 10-Q against the previous quarter's"],
      ["risk score --html aapl-20250927.htm --prior-html aapl-20240928.htm --form 10-K", "offline, from local documents"]
    ]
  },
  filings: {
    examples: [
      ["risk filings AAPL 2025", "every 10-K, 10-Q and 8-K of fiscal 2025, with its status (JSON)"],
      ["risk filings 320193 2025 --form 10-Q --format table", "the 10-Qs only, by CIK, as a table"]
    ]
  },
  panel: {
    examples: [
      ["risk panel AAPL MSFT NVDA --fiscal-year 2025 --format table", "three 10-Ks side by side"],
      ["risk panel AAPL MSFT --fiscal-year 2025 --form 10-Q --quarter Q2", "Q2 10-Qs, one NDJSON line per ticker"]
    ]
  },
  history: {
    examples: [
      ["risk history AAPL --from 2020 --to 2025 --format table", "one row per 10-K"],
      ["risk history NVDA --form 10-Q --format csv > nvda.csv", "every 10-Q of the last ten years, as CSV"]
    ]
  },
  universe: {
    examples: [
      ["risk universe --tickers sp500.txt --fiscal-year 2025 --out fy2025.csv", "one row per ticker; rerun to resume"],
      ["risk universe --tickers list.txt --fiscal-year 2025 --model v3 --out fy2025.parquet", "the screening model, to Parquet"]
    ]
  },
  validate: {
    examples: [
      ["risk validate --universe list.txt --fiscal-year 2023 --format table", "v1, v2 and v3 against the next year's events"],
      ["risk validate --universe list.txt --fiscal-year 2023 --models v3 --out fy2023.ndjson", "one model, one line per filing; resumable"]
    ]
  },
  metrics: {
    examples: [
      ["risk metrics --html aapl-20250927.htm --prior-html aapl-20240928.htm --form 10-K", "the metrics document"],
      ["risk metrics --html aapl-20250927.htm --form 10-K | risk score --metrics -", "measure, then score"]
    ]
  },
  sections: {
    usage: [
      "TICKER|CIK FISCAL_YEAR [--form 10-K|10-Q|8-K] [--quarter Q1|Q2|Q3] [--accession ACCESSION] [--text] [--edgar-base-url URL] [--cache-dir DIR] [--no-cache]",
      "--html FILE --form 10-K|10-Q|8-K [--text]"
    ],
    examples: [
      ["risk sections AAPL 2025", "the sections of Apple's FY2025 10-K, from EDGAR"],
      ["risk sections --html aapl-20250927.htm --form 10-K --text", "a local document's sections, with their text"]
    ]
  },
  calibrate: {
    usage: [
      "--corpus DIR [--corpus DIR…] --out FILE [--date YYYY-MM-DD] [--baseline FILE] [--year-cohorts] [--lexicon FILE]",
      "--from-edgar --tickers FILE --fiscal-year YEAR [--form 10-K|10-Q] [--corpus DIR…] --out FILE [--edgar-base-url URL] [--cache-dir DIR] [--no-cache] [--lexicon FILE]"
    ],
    examples: [
      ["risk calibrate --corpus ../shared/edgar --out percentiles.json", "tables from a local EDGAR mirror"],
      ["risk calibrate --from-edgar --tickers list.txt --fiscal-year 2025 --out mine.json", "tables for your universe"]
    ]
  },
  baseline: {
    examples: [["risk baseline --corpus ../shared/edgar --out boilerplate-baseline.json", "rebuild the boilerplate baseline"]]
  },
  "calibration-report": {
    examples: [["risk calibration-report --corpus ../shared/edgar --out docs/calibration-report.md", "the leave-one-company-out report"]]
  },
  serve: {
    examples: [
      ["risk serve", "the HTTP API on 127.0.0.1:8000 (docs at /docs, MCP at /mcp)"],
      ["risk serve --host 0.0.0.0 --port 8080 --edgar-base-url file:///data/edgar", "on all interfaces, over a mirror"]
    ]
  },
  mcp: {
    examples: [["risk mcp", "the MCP tools over stdio, for an agent to start"]]
  },
  watch: {
    examples: [
      ["risk watch --tickers list.txt --out feed.ndjson", "score the list's new filings as they land"],
      ["risk watch --all --forms 8-K --webhook https://example.com/hook", "every new 8-K, POSTed"]
    ]
  }
}

/** Placeholders for values, where the value's kind alone ("text") says too little. */
const PLACEHOLDERS: Readonly<Record<string, string>> = {
  "--quarter": "Q1|Q2|Q3",
  "--model": "v1|v2|v3",
  "--models": "v1,v2,v3",
  "--accession": "ACCESSION",
  "--edgar-base-url": "URL",
  "--webhook": "URL",
  "--fiscal-year": "YEAR",
  "--from": "YEAR",
  "--to": "YEAR",
  "--since": "DATE|ACCESSION",
  "--forms": "FORMS",
  "--date": "YYYY-MM-DD",
  "--host": "HOST",
  "--port": "PORT",
  "--horizon-days": "DAYS",
  "--poll": "SECONDS"
}

const KIND_PLACEHOLDERS: Readonly<Record<string, string>> = {
  text: "VALUE",
  integer: "N",
  float: "X",
  file: "FILE",
  directory: "DIR",
  path: "PATH"
}

/** `--format json|table`, `--html FILE`, `--no-cache`. */
export const optionSynopsis = (o: OptionSpec): string => {
  if (o.value === null) return o.flag
  const placeholder = o.choices !== null ? o.choices.join("|") : (PLACEHOLDERS[o.flag] ?? KIND_PLACEHOLDERS[o.value] ?? o.value.toUpperCase())
  return `${o.flag} ${placeholder}`
}

/** The usage generated from a command's definition: arguments, then options (optional ones in brackets). */
const generatedUsage = (spec: CommandSpec): string => {
  const args = spec.args.map((a) => {
    const s = `${a.name}${a.repeated ? "..." : ""}`
    return a.optional ? `[${s}]` : s
  })
  const options = spec.options.map((o) => {
    const s = `${optionSynopsis(o)}${o.repeated ? "…" : ""}`
    return o.required ? s : `[${s}]`
  })
  return [...args, ...options].join(" ")
}

/** Words of `text` in lines of at most `width` columns (a longer word stands alone). */
export const wrap = (text: string, width: number): Array<string> => {
  const lines: Array<string> = []
  let line = ""
  for (const word of text.split(/\s+/).filter((w) => w !== "")) {
    if (line === "") line = word
    else if (line.length + 1 + word.length <= width) line += ` ${word}`
    else {
      lines.push(line)
      line = word
    }
  }
  if (line !== "") lines.push(line)
  return lines
}

/** Words of a usage line: a bracketed group (`[--form 10-K|10-Q|8-K]`) is one word. */
const usageWords = (text: string): Array<string> => {
  const words: Array<string> = []
  let depth = 0
  let word = ""
  for (const c of text) {
    if (c === " " && depth === 0) {
      if (word !== "") words.push(word)
      word = ""
      continue
    }
    if (c === "[") depth++
    if (c === "]") depth = Math.max(0, depth - 1)
    word += c
  }
  if (word !== "") words.push(word)
  return words
}

/** `prefix` then `words`, in lines of at most `width` columns, continuation lines indented by `hang`. */
const hanging = (prefix: string, words: ReadonlyArray<string>, width: number, hang: number): Array<string> => {
  const out: Array<string> = []
  let line = prefix
  let empty = true
  for (const w of words) {
    const sep = empty ? "" : " "
    if (!empty && line.length + sep.length + w.length > width) {
      out.push(line)
      line = `${" ".repeat(hang)}${w}`
    } else line += `${sep}${w}`
    empty = false
  }
  out.push(line)
  return out
}

/** Two columns: the term, then its description wrapped beside it (or below it when the term is long). */
const definitionLines = (rows: ReadonlyArray<readonly [string, string]>, width: number): Array<string> => {
  const termWidth = Math.min(32, Math.max(...rows.map(([t]) => t.length)))
  const out: Array<string> = []
  for (const [term, text] of rows) {
    const indent = 2 + termWidth + 2
    const body = wrap(text, width - indent)
    if (term.length > termWidth) {
      out.push(`  ${term}`)
      for (const l of body) out.push(`${" ".repeat(indent)}${l}`)
    } else {
      const [first = "", ...rest] = body
      out.push(`  ${term.padEnd(termWidth)}  ${first}`.trimEnd())
      for (const l of rest) out.push(`${" ".repeat(indent)}${l}`)
    }
  }
  return out
}

const EXIT_CODES = "exit codes: 0 success, 1 a filing could not be produced, 2 bad usage or invalid input"

/** `risk COMMAND --help`. */
export const commandHelp = (spec: CommandSpec, version: string, width = HELP_WIDTH): string => {
  const extra = COMMAND_HELP[spec.name]
  const lines: Array<string> = []
  lines.push(`risk ${spec.name} · disclosure-risk ${version}`)
  lines.push("")
  lines.push(...wrap(spec.description, width))
  lines.push("", "USAGE")
  const prefix = `  risk ${spec.name} `
  for (const u of extra?.usage ?? [generatedUsage(spec)]) lines.push(...hanging(prefix, usageWords(u), width, prefix.length + 2))
  if (spec.args.length > 0) {
    lines.push("", "ARGUMENTS")
    lines.push(...definitionLines(spec.args.map((a) => [`${a.name}${a.repeated ? "..." : ""}`, a.description]), width))
  }
  if (spec.options.length > 0) {
    lines.push("", "OPTIONS")
    lines.push(...definitionLines(spec.options.map((o) => [optionSynopsis(o), o.description]), width))
  }
  if (extra !== undefined && extra.examples.length > 0) {
    lines.push("", "EXAMPLES")
    for (const [command, what] of extra.examples) {
      lines.push(...hanging("  ", command.split(" "), width, 6))
      lines.push(...wrap(what, width - 6).map((l) => `      ${l}`))
    }
  }
  lines.push("", ...wrap(EXIT_CODES, width))
  return `${lines.join("\n")}\n`
}

/** `risk --help`: the commands, each with what it does, and examples. */
export const rootHelp = (specs: ReadonlyArray<CommandSpec>, version: string, width = HELP_WIDTH): string => {
  const lines: Array<string> = []
  lines.push(`risk · disclosure-risk ${version}`)
  lines.push("")
  lines.push(...wrap("Deterministic disclosure-risk scores for SEC 10-K, 10-Q and 8-K filings: sections, metrics, red flags with their evidence, changes against the prior filing, and 0–100 scores by published rules. JSON on stdout, diagnostics on stderr.", width))
  lines.push("", "USAGE")
  lines.push("  risk COMMAND [ARGUMENTS] [OPTIONS]")
  lines.push("  risk COMMAND --help      the command's options and examples")
  lines.push("  risk --version")
  lines.push("", "COMMANDS")
  lines.push(...definitionLines(specs.map((s) => [s.name, s.description]), width))
  lines.push("", "EXAMPLES")
  for (const [command, what] of [
    ["risk score AAPL 2025 --format table", "score Apple's FY2025 10-K from EDGAR"],
    ["risk panel AAPL MSFT NVDA --fiscal-year 2025 --format table", "up to 25 tickers side by side"],
    ["risk sections --html aapl-20250927.htm --form 10-K", "a local document's sections, offline"]
  ] as const) {
    lines.push(`  ${command}`)
    lines.push(`      ${what}`)
  }
  lines.push("", ...wrap(`${EXIT_CODES}. Settings: SEC_USER_AGENT (required for the SEC hosts), RISK_EDGAR_BASE_URL, RISK_CACHE_DIR and more (see the README).`, width))
  return `${lines.join("\n")}\n`
}
