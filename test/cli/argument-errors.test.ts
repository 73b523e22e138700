/**
 * Argument errors and help pages in the house style. An error is one line `risk: <flag or
 * argument>: <what was expected>, got "<value>" (see risk <command> --help)`, exit 2, naming
 * the flag at fault wherever it stands on the line (a choice after a valued option too); an
 * unknown command names the nearest one. A help page names its command in its header, fits
 * 100 columns, gives each option its own description (none of the parser's generic lines),
 * shows 1–3 examples, and offers `--lexicon` only where a lexicon applies. The spawns run
 * concurrently; the checks of a command line are also tested in process.
 */
import { describe, expect, it } from "vitest"
import { checkCommandLine, commandSpec, editDistance, nearest } from "../../src/cli/argv.js"
import { filingsCommand, panelCommand, scoreCommand, sectionsCommand } from "../../src/cli/commands.js"
import { COMMAND_HELP, commandHelp } from "../../src/cli/help.js"
import { runRisk } from "../support/cli.js"

const oneLine = (stderr: string): string => {
  const lines = stderr.trimEnd().split("\n")
  expect(lines, stderr).toHaveLength(1)
  return lines[0]!
}

const see = (command: string) => ` (see risk ${command} --help)`

describe.concurrent("argument errors: one line naming the flag or argument, exit 2", () => {
  it.each([
    [["score", "AAPL", "2024", "--format", "xml"], `risk: --format: expected json or table, got "xml"${see("score")}`],
    // a choice flag after a valued option: the choice is named, not the valued option
    [["score", "AAPL", "2025", "--edgar-base-url", "URL", "--format", "xml"], `risk: --format: expected json or table, got "xml"${see("score")}`],
    [["score", "AAPL", "2025", "--cache-dir", "/tmp", "--compare", "bogus"], `risk: --compare: expected one of prior, prior_year, none, got "bogus"${see("score")}`],
    [["panel", "AAPL", "--fiscal-year", "2025", "--form", "10-X"], `risk: --form: expected one of 10-K, 10-Q, 8-K, got "10-X"${see("panel")}`],
    [["panel", "AAPL", "--edgar-base-url", "URL", "--fiscal-year", "2025", "--format", "xml"], `risk: --format: expected json or table, got "xml"${see("panel")}`],
    [["history", "AAPL", "--from", "2020", "--format=xml"], `risk: --format: expected one of json, table, csv, got "xml"${see("history")}`],
    [["score", "AAPL", "twenty"], `risk: FISCAL_YEAR: expected an integer, got "twenty"${see("score")}`],
    [["panel", "AAPL", "--fiscal-year", "x"], `risk: --fiscal-year: expected an integer, got "x"${see("panel")}`],
    [["score", "AAPL", "2024", "--bogus"], `risk: unknown option "--bogus"${see("score")}`],
    [["score", "AAPL", "2024", "--fromat", "table"], `risk: unknown option "--fromat"; did you mean --format?${see("score")}`],
    // a valued option with no value is not taken for something else (`--html` as a ticker)
    [["score", "--html"], `risk: --html needs a file${see("score")}`],
    [["score", "--html", "--form", "10-K"], `risk: --html needs a file${see("score")}`],
    [["metrics", "--html", "x.htm"], `risk: --form is required${see("metrics")}`],
    [["filings", "AAPL"], `risk: FISCAL_YEAR is required${see("filings")}`],
    [["sections"], "risk: risk sections needs TICKER FISCAL_YEAR, or --html FILE --form FORM (see risk sections --help)"],
    [["score", "AAPL", "2025", "--lexicon", "/no/such/lexicon.csv"], `risk: --lexicon: no such file "/no/such/lexicon.csv"${see("score")}`],
    // --lexicon is offered only where a lexicon applies
    [["filings", "AAPL", "2025", "--lexicon", "lm.csv"], `risk: unknown option "--lexicon"${see("filings")}`],
    // an unknown command: the nearest one, exit 2 (not the root help and exit 0)
    [["scroe", "AAPL", "2025"], "risk: unknown command \"scroe\"; did you mean score? (see risk --help)"],
    [["paenl", "AAPL", "--help"], "risk: unknown command \"paenl\"; did you mean panel? (see risk --help)"]
  ])("%j", async (args, expected) => {
    const r = await runRisk(args, "", { NO_COLOR: "" })
    expect(r.code, r.stderr).toBe(2)
    expect(r.stdout).toBe("")
    expect(oneLine(r.stderr)).toBe(expected)
  })

  it("risk wtach (and risk wtach --help): one line, exit 2, never the root help", async () => {
    for (const args of [["wtach"], ["wtach", "--help"]]) {
      const r = await runRisk(args)
      expect(r.code, r.stderr).toBe(2)
      expect(r.stdout).toBe("")
      expect(oneLine(r.stderr)).toMatch(/^risk: unknown command "wtach"; (did you mean \S+\?|the commands are .+) \(see risk --help\)$/)
    }
  })
})

/** The command names of the root help's COMMANDS section. */
const commandsOf = (rootHelp: string): Array<string> => {
  const section = rootHelp.slice(rootHelp.indexOf("\nCOMMANDS\n") + 10, rootHelp.indexOf("\n\n", rootHelp.indexOf("\nCOMMANDS\n") + 10))
  return section
    .split("\n")
    .map((l) => /^ {2}(\S+)/.exec(l)?.[1])
    .filter((n): n is string => n !== undefined)
}

/** The parser's generic lines, which say nothing about the option they follow. */
const FILLER = /A true or false value|This setting is optional|A user-defined piece of text|An integer\.|A floating point number|One of the following|must be repeated|An existing file|A file\.|A directory\./

const fitsAndSaysNothingGeneric = (text: string, what: string) => {
  expect(text, what).not.toMatch(/\x1b\[/)
  expect(text, what).not.toMatch(FILLER)
  expect(text, what).not.toMatch(/--wizard|--log-level|--completions/)
  for (const line of text.split("\n")) expect([...line].length, `${what}: ${line}`).toBeLessThanOrEqual(100)
}

describe("help pages", () => {
  it("risk --help (and risk alone): every command with what it does, within 100 columns", async () => {
    const [help, bare] = await Promise.all([runRisk(["--help"]), runRisk([])])
    expect(help.code).toBe(0)
    expect(bare.code).toBe(0)
    expect(bare.stdout).toBe(help.stdout)
    fitsAndSaysNothingGeneric(help.stdout, "risk --help")
    expect(commandsOf(help.stdout)).toEqual(expect.arrayContaining(["score", "filings", "panel", "sections", "metrics", "serve", "mcp"]))
  })

  it("risk COMMAND --help for every command: its name in the header, its own descriptions, 1–3 examples, 100 columns", async () => {
    const names = commandsOf((await runRisk(["--help"])).stdout)
    const pages = await Promise.all(names.map((name) => runRisk([name, "--help"])))
    names.forEach((name, i) => {
      const page = pages[i]!
      expect(page.code, name).toBe(0)
      expect(page.stdout.split("\n")[0], name).toMatch(new RegExp(`^risk ${name} · disclosure-risk `))
      fitsAndSaysNothingGeneric(page.stdout, name)
      expect(page.stdout, name).toMatch(new RegExp(`^ {2}risk ${name} `, "m"))
      const examples = page.stdout.slice(page.stdout.indexOf("\nEXAMPLES\n"))
      expect(page.stdout, name).toContain("\nEXAMPLES\n")
      const count = examples.split("\n").filter((l) => new RegExp(`^ {2}risk ${name}\\b`).test(l)).length
      expect(count, name).toBeGreaterThanOrEqual(1)
      expect(count, name).toBeLessThanOrEqual(3)
      // every option listed has a description of its own
      const options = page.stdout.slice(page.stdout.indexOf("\nOPTIONS\n"), page.stdout.indexOf("\nEXAMPLES\n"))
      for (const line of options.split("\n").filter((l) => /^ {2}--/.test(l))) expect(line.trim(), `${name}: ${line}`).toMatch(/^--\S+( \S+)? {2,}\S/)
    })
    const page = (name: string) => pages[names.indexOf(name)]!.stdout
    // --lexicon only where a lexicon applies: listing filings or reading sections measures nothing
    expect(page("filings")).not.toContain("--lexicon")
    expect(page("sections")).not.toContain("--lexicon")
    for (const name of ["score", "metrics", "panel"]) expect(page(name), name).toContain("--lexicon FILE")
  })
})

describe("the check of a command line (in process)", () => {
  const score = commandSpec(scoreCommand.descriptor)
  const panel = commandSpec(panelCommand.descriptor)
  it("reads options and arguments from the command's definition", () => {
    expect(score.options.find((o) => o.flag === "--format")).toMatchObject({ choices: ["json", "table"], required: false })
    expect(score.args.map((a) => [a.name, a.optional, a.integer])).toEqual([
      ["TICKER|CIK", true, false],
      ["FISCAL_YEAR", true, true]
    ])
    expect(panel.options.find((o) => o.flag === "--fiscal-year")).toMatchObject({ value: "integer", required: true })
    expect(panel.args[0]).toMatchObject({ name: "TICKER", repeated: true, optional: false })
  })
  it("accepts what the parser accepts: --flag=value, switches with true/false, '-' for stdin, options anywhere", () => {
    expect(checkCommandLine(score, ["AAPL", "--form=10-Q", "2025", "--quarter", "Q1", "--no-cache", "true", "--format", "table"])).toBeNull()
    expect(checkCommandLine(score, ["--metrics", "-", "--model", "v3"])).toBeNull()
    expect(checkCommandLine(panel, ["AAPL", "MSFT", "--fiscal-year", "2025", "--log-level", "debug"])).toBeNull()
  })
  it("every example of the help pages is a well-formed command line", () => {
    for (const command of [scoreCommand, panelCommand, filingsCommand, sectionsCommand]) {
      const spec = commandSpec(command.descriptor)
      for (const [line] of COMMAND_HELP[spec.name]!.examples) {
        // the first command of the line, without `risk COMMAND`
        const tokens = line.split(" | ")[0]!.split(" > ")[0]!.split(" ").slice(2)
        expect(checkCommandLine(spec, tokens), line).toBeNull()
      }
      expect(commandHelp(spec, "0.0.0").split("\n").every((l) => [...l].length <= 100)).toBe(true)
    }
  })
  it("the nearest name: transpositions and prefixes, nothing for a word far from every name", () => {
    expect(editDistance("wtach", "watch")).toBe(1)
    expect(nearest("wtach", ["score", "watch", "panel"])).toBe("watch")
    expect(nearest("cal", ["calibrate", "score"])).toBe("calibrate")
    expect(nearest("frobnicate", ["score", "panel", "filings"])).toBeNull()
  })
})
