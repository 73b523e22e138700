/**
 * Progress on long work: `risk panel` prints one line per finished ticker on stderr, a table
 * whose header labels every column and whose lines fit the width, and exits 1 when every
 * ticker failed; `risk score` draws a status line on a terminal during a cold run (and
 * nothing when stderr is not a terminal).
 */
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { repoRoot, runRisk } from "../support/cli.js"
import { edgarRoot, withData } from "../support/data.js"
import { useEdgarServer } from "../support/edgar-server.js"

const UA = "disclosure-risk tests tests@example.com"
const edgar = useEdgarServer(() => ({ root: edgarRoot() }))
const upstream = () => ["--edgar-base-url", edgar().url, "--no-cache"]

describe("risk panel progress and table", () => {
  withData("edgar").it("one [k/n] line per ticker, a fully labelled table within 100 columns, exit 0 when some succeed", async () => {
    const tickers = ["AAPL", "NVDA", "ZZZZ"]
    const r = await runRisk(["panel", ...tickers, "--fiscal-year", "2024", "--format", "table", ...upstream()], "", { SEC_USER_AGENT: UA })
    expect(r.code, r.stderr).toBe(0)
    const progress = r.stderr.split("\n").filter((l) => l.startsWith("["))
    expect(progress).toHaveLength(tickers.length)
    progress.forEach((line, i) => expect(line).toMatch(new RegExp(`^\\[${i + 1}/${tickers.length}\\] [A-Z]+ (ok|error) \\d+\\.\\d s`)))
    expect(progress.map((l) => l.split(" ")[1]).sort()).toEqual([...tickers].sort())
    expect(progress.find((l) => l.includes("ZZZZ"))).toMatch(/ZZZZ error/)
    const lines = r.stdout.trimEnd().split("\n")
    expect(lines[0]!.split(/\s{2,}/)).toEqual(["ticker", "status", "overall", "band", "v3", "coverage", "confidence", "accession / error"])
    expect(lines).toHaveLength(tickers.length + 1)
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(100)
  })

  it("exit 1 when every ticker failed, the rows still printed", async () => {
    const r = await runRisk(["panel", "ZZZZ", "ZZZY", "--fiscal-year", "2024", ...upstream()], "", { SEC_USER_AGENT: UA })
    expect(r.code).toBe(1)
    expect(r.stdout.trim().split("\n").map((l) => (JSON.parse(l) as { status: string }).status)).toEqual(["error", "error"])
    expect(r.stderr).toContain("every ticker of the panel failed (2 of 2)")
  })
})

withData("edgar").describe("risk score status line", () => {
  it("nothing on stderr when it is not a terminal", async () => {
    const r = await runRisk(["score", "AAPL", "2025", "--compare", "none", ...upstream()], "", { SEC_USER_AGENT: UA })
    expect(r.code, r.stderr).toBe(0)
    expect(r.stderr).toBe("")
  })

  it.runIf(existsSync("/usr/bin/script"))("on a terminal, a status line during a cold run, erased at the end", async () => {
    // `script` gives the command a pseudo-terminal (stdout to /dev/null); the loopback EDGAR
    // runs in this process, so the child is awaited, never run synchronously.
    const cmd = `SEC_USER_AGENT='${UA}' ${process.execPath} bin/risk.js score AAPL 2025 --compare none ${upstream().join(" ")} > /dev/null`
    const child = spawn("/usr/bin/script", ["-qec", cmd, "/dev/null"], { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] })
    let out = ""
    child.stdout.on("data", (c: Buffer) => (out += c.toString("utf8")))
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve))
    expect(code, out.slice(-300)).toBe(0)
    expect(out).toMatch(/scoring AAPL 10-K FY2025 … \d+\.\d s/)
    expect(out).toMatch(/\r\x1b\[K$/)
  })
})
