/** Runs the built `risk` binary as a user would. */
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { fileURLToPath } from "node:url"

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url))
const bin = fileURLToPath(new URL("../../bin/risk.js", import.meta.url))

export interface RunResult {
  /** null when the process was killed (time limit). */
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/** Runs `node bin/risk.js ARGS`, feeding `input` on stdin; killed after `timeoutMs`. */
export const runRisk = (
  args: ReadonlyArray<string>,
  input = "",
  env: Record<string, string> = {},
  timeoutMs = 180_000
): Promise<RunResult> => {
  if (!existsSync(new URL("../../dist/cli/main.js", import.meta.url))) {
    return Promise.reject(new Error("dist/ is missing: run `npm run build` first (npm test does)"))
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: repoRoot,
      env: { ...process.env, NO_COLOR: "1", ...env },
      stdio: ["pipe", "pipe", "pipe"]
    })
    const out: Array<Buffer> = []
    const err: Array<Buffer> = []
    child.stdout.on("data", (c: Buffer) => out.push(c))
    child.stderr.on("data", (c: Buffer) => err.push(c))
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs)
    child.on("error", (e) => {
      clearTimeout(timer)
      reject(e)
    })
    child.on("close", (code) => {
      clearTimeout(timer)
      resolve({ code, stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8") })
    })
    child.stdin.end(input)
  })
}
