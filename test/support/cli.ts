/** Runs the built `risk` binary as a user would. */
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { fileURLToPath } from "node:url"

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url))
const bin = fileURLToPath(new URL("../../bin/risk.js", import.meta.url))

export interface RunResult {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

export const runRisk = (args: ReadonlyArray<string>, input?: string, env: Record<string, string> = {}): RunResult => {
  if (!existsSync(new URL("../../dist/cli/main.js", import.meta.url))) {
    throw new Error("dist/ is missing: run `npm run build` first (npm test does)")
  }
  const r = spawnSync(process.execPath, [bin, ...args], {
    cwd: repoRoot,
    input: input ?? "",
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", ...env },
    timeout: 60_000
  })
  return { code: r.status, stdout: r.stdout, stderr: r.stderr }
}
