/**
 * `risk score … | head`: a reader that closes the pipe before the output is all written ends the
 * command quietly (exit code 0, nothing on stderr), where Node would print an unhandled EPIPE
 * error and a stack trace. Read to its end, the output is whole JSON as before.
 */
import { spawn } from "node:child_process"
import { join } from "node:path"
import { describe, expect } from "vitest"
import { repoRoot, runRisk } from "../support/cli.js"
import { corpusDir, tenK } from "../support/corpus.js"
import { withData } from "../support/data.js"

const bin = join(repoRoot, "bin", "risk.js")

/** Runs the command with its output pipe closed by the reader before the command writes to it. */
const closeBeforeReading = (args: ReadonlyArray<string>): Promise<{ code: number | null; signal: string | null; stderr: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: repoRoot, env: { ...process.env, NO_COLOR: "1" }, stdio: ["ignore", "pipe", "pipe"] })
    const err: Array<Buffer> = []
    child.stderr.on("data", (c: Buffer) => err.push(c))
    child.stdout.destroy()
    const timer = setTimeout(() => child.kill("SIGKILL"), 120_000)
    child.on("error", reject)
    child.on("close", (code, signal) => {
      clearTimeout(timer)
      resolve({ code, signal, stderr: Buffer.concat(err).toString("utf8") })
    })
  })

describe("a reader that closes the pipe early", () => {
  withData("edgar", "edgar-truth").it("ends the score command quietly with exit code 0; read whole, the output is unchanged", async () => {
    const html = (fiscalYear: number): string => join(corpusDir(), tenK("AAPL", fiscalYear).path)
    const args = ["score", "--html", html(2025), "--prior-html", html(2024), "--form", "10-K", "--format", "json"]
    const whole = await runRisk(args)
    expect(whole.code, whole.stderr).toBe(0)
    expect(() => JSON.parse(whole.stdout)).not.toThrow()

    const cut = await closeBeforeReading(args)
    expect(cut.stderr).toBe("")
    expect(cut.signal).toBeNull()
    expect(cut.code).toBe(0)
  })
})
