/**
 * Child processes for the multi-process tests. The child entry points (TypeScript under
 * `test/cache/children/`) are bundled once per test file with esbuild (vite's own compiler)
 * into a temporary directory, then run with plain `node`, so each child starts fast and
 * runs the same cache and limiter code as the service.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { build } from "esbuild"

export type ChildName = "cacheClient" | "crashWriter" | "limiterClient"

export interface Bundle {
  readonly path: (name: ChildName) => string
  readonly dispose: () => void
}

const source = (name: ChildName): string => fileURLToPath(new URL(`../children/${name}.ts`, import.meta.url))

export const bundleChildren = async (names: ReadonlyArray<ChildName>): Promise<Bundle> => {
  const outdir = mkdtempSync(join(tmpdir(), "risk-children-"))
  await build({
    entryPoints: Object.fromEntries(names.map((name) => [name, source(name)])),
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "error",
    // ioredis is CommonJS and requires Node built-ins: give the ESM bundle a `require`.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" }
  })
  return {
    path: (name) => join(outdir, `${name}.mjs`),
    dispose: () => rmSync(outdir, { recursive: true, force: true })
  }
}

export interface ChildResult {
  readonly code: number | null
  readonly signal: NodeJS.Signals | null
  readonly stdout: string
  readonly stderr: string
}

export interface RunningChild {
  readonly child: ChildProcess
  /** Resolves when stdout has printed a line satisfying `test` (or rejects on exit/timeout). */
  readonly waitForLine: (test: (line: string) => boolean, timeoutMs: number) => Promise<string>
  readonly result: Promise<ChildResult>
}

/** Environment for children: ours minus the service's variables, plus `extra`. */
const childEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith("RISK_")) env[key] = value
  return { ...env, ...extra }
}

/** Starts `node <script> ...args`; the child is SIGKILLed if it outlives `timeoutMs`. */
export const startChild = (
  script: string,
  args: ReadonlyArray<string>,
  timeoutMs: number,
  env: Record<string, string> = {}
): RunningChild => {
  const child = spawn(process.execPath, [script, ...args], { stdio: ["ignore", "pipe", "pipe"], env: childEnv(env) })
  let stdout = ""
  let stderr = ""
  const watchers = new Set<(line: string) => void>()
  let pending = ""
  child.stdout?.on("data", (chunk: Buffer) => {
    const text = chunk.toString()
    stdout += text
    pending += text
    let newline = pending.indexOf("\n")
    while (newline >= 0) {
      const line = pending.slice(0, newline)
      pending = pending.slice(newline + 1)
      for (const watcher of watchers) watcher(line)
      newline = pending.indexOf("\n")
    }
  })
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs)
  const result = new Promise<ChildResult>((resolve, reject) => {
    child.once("error", reject)
    child.once("close", (code, signal) => {
      clearTimeout(timer)
      resolve({ code, signal, stdout, stderr })
    })
  })
  const waitForLine = (test: (line: string) => boolean, lineTimeoutMs: number) =>
    new Promise<string>((resolve, reject) => {
      const watcher = (line: string) => {
        if (test(line)) finish(() => resolve(line))
      }
      const finish = (then: () => void) => {
        clearTimeout(lineTimer)
        watchers.delete(watcher)
        then()
      }
      const lineTimer = setTimeout(() => finish(() => reject(new Error(`no matching line within ${lineTimeoutMs} ms`))), lineTimeoutMs)
      watchers.add(watcher)
      void result.then((r) => finish(() => reject(new Error(`child exited (${r.code ?? r.signal}) first:\n${r.stderr}`))))
    })
  return { child, waitForLine, result }
}

/** Runs a child to completion and requires exit code 0. */
export const runChild = async (
  script: string,
  args: ReadonlyArray<string>,
  timeoutMs: number,
  env: Record<string, string> = {}
): Promise<ChildResult> => {
  const r = await startChild(script, args, timeoutMs, env).result
  if (r.code !== 0) throw new Error(`child ${script} failed (${r.code ?? r.signal}):\n${r.stderr}\n${r.stdout}`)
  return r
}
