/**
 * Argument errors in the house style: one line `risk: <flag>: <what was expected>, got
 * "<value>" (see risk <command> --help)`, exit 2; help pages without colour codes when not
 * a terminal (or with NO_COLOR), `$ risk <command>` usage, no parser-only options.
 */
import { describe, expect, it } from "vitest"
import { runRisk } from "../support/cli.js"

const oneLine = (stderr: string): string => {
  const lines = stderr.trimEnd().split("\n")
  expect(lines, stderr).toHaveLength(1)
  return lines[0]!
}

describe("argument errors", () => {
  it.each([
    [["score", "AAPL", "2024", "--format", "xml"], 'risk: --format: expected json or table, got "xml" (see risk score --help)'],
    [["score", "AAPL", "twenty"], 'risk: expected an integer, got "twenty" (see risk score --help)'],
    [["panel", "AAPL", "--fiscal-year", "x"], 'risk: --fiscal-year: expected an integer, got "x" (see risk panel --help)'],
    [["score", "AAPL", "2024", "--bogus"], 'risk: unknown option "--bogus" (see risk score --help)']
  ])("%j → one line, exit 2", async (args, expected) => {
    const r = await runRisk(args, "", { NO_COLOR: "" })
    expect(r.code).toBe(2)
    expect(r.stdout).toBe("")
    expect(oneLine(r.stderr)).toBe(expected)
  })

  it("help: no colour codes when redirected, `$ risk serve`, no parser-only options", async () => {
    const r = await runRisk(["serve", "--help"], "", { NO_COLOR: "" })
    expect(r.code).toBe(0)
    expect(r.stdout).not.toMatch(/\x1b\[/)
    expect(r.stdout).toMatch(/^\$ risk serve /m)
    expect(r.stdout).not.toMatch(/--wizard|--log-level|--completions/)
    expect(r.stdout).toContain("--port")
  })
})
