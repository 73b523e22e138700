/**
 * `risk serve` and `risk score` as child processes of the built CLI (`node bin/risk.js`),
 * for the crash, start-up and scale-out tests and the stress run.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { repoRoot } from "../support/cli.js"
import { freePort } from "../support/redis.js"

export const RISK_BIN = join(repoRoot, "bin", "risk.js")

export const requireBuild = (): void => {
  if (!existsSync(join(repoRoot, "dist", "cli", "main.js"))) throw new Error("dist/ is missing: run `npm run build` first (npm test does)")
}

export interface ServeChild {
  readonly url: string
  readonly port: number
  readonly child: ChildProcess
  /** Everything written to stdout and stderr so far. */
  output(): string
  /** SIGTERM (graceful), then SIGKILL after `graceMs`; resolves once the process is gone. */
  stop(graceMs?: number): Promise<void>
  /** SIGKILL now; resolves once the process is gone. */
  kill(): Promise<void>
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once("exit", () => r()))

const closed = (child: ChildProcess): Promise<void> =>
  new Promise((r) => {
    if (child.stdout?.readableEnded !== false && child.stderr?.readableEnded !== false && (child.exitCode !== null || child.signalCode !== null)) r()
    else child.once("close", () => r())
  })

/**
 * Starts `risk serve --port P` and waits (bounded) until /health answers 200. The port comes
 * from `freePort()`, which another process can take before the child binds it: a child that
 * exits with EADDRINUSE is started again on a new port (at most three times in all).
 */
export const startServe = async (env: Record<string, string>, options: { readonly readyMs?: number; readonly args?: ReadonlyArray<string> } = {}): Promise<ServeChild> => {
  for (let attempt = 1; ; attempt++) {
    const started = await startServeOnce(env, options)
    if (started._tag === "ready") return started.serve
    if (!started.portTaken || attempt >= 3) throw new Error(started.message)
  }
}

type Started =
  | { readonly _tag: "ready"; readonly serve: ServeChild }
  | { readonly _tag: "failed"; readonly message: string; readonly portTaken: boolean }

const startServeOnce = async (env: Record<string, string>, options: { readonly readyMs?: number; readonly args?: ReadonlyArray<string> }): Promise<Started> => {
  requireBuild()
  const port = await freePort()
  const child = spawn(process.execPath, [RISK_BIN, "serve", "--port", String(port), ...(options.args ?? [])], {
    cwd: repoRoot,
    env: { ...process.env, NO_COLOR: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let out = ""
  child.stdout?.on("data", (c: Buffer) => (out += c.toString("utf8")))
  child.stderr?.on("data", (c: Buffer) => (out += c.toString("utf8")))
  const url = `http://127.0.0.1:${port}`
  const kill = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
    await exited(child)
  }
  const stop = async (graceMs = 10_000): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill("SIGTERM")
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs)
    await exited(child)
    clearTimeout(timer)
  }
  const deadline = Date.now() + (options.readyMs ?? 45_000)
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      // What the child wrote can still be in the pipes when "exit" fires: read it all first.
      await closed(child)
      const how = child.signalCode !== null ? `signal ${child.signalCode}` : `exit code ${child.exitCode}`
      return { _tag: "failed", message: `risk serve on port ${port} exited early (${how}): ${out.trim() || "(no output)"}`, portTaken: out.includes("EADDRINUSE") }
    }
    const ready = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) }).then(
      async (r) => {
        await r.arrayBuffer()
        return r.status === 200
      },
      () => false
    )
    if (ready) break
    if (Date.now() > deadline) {
      await kill()
      return { _tag: "failed", message: `risk serve did not become ready within ${options.readyMs ?? 45_000} ms: ${out}`, portTaken: false }
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return { _tag: "ready", serve: { url, port, child, output: () => out, stop, kill } }
}

export interface ScoreRun {
  readonly code: number | null
  readonly signal: NodeJS.Signals | null
  readonly stdout: string
  readonly stderr: string
  readonly ms: number
}

/** Runs `risk ARGS`; with `killAfterMs`, SIGKILLs it then (if still running). Bounded by `timeoutMs`. */
export const runCli = (args: ReadonlyArray<string>, env: Record<string, string>, options: { readonly killAfterMs?: number; readonly timeoutMs?: number } = {}): Promise<ScoreRun> => {
  requireBuild()
  const t0 = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [RISK_BIN, ...args], { cwd: repoRoot, env: { ...process.env, NO_COLOR: "1", ...env }, stdio: ["ignore", "pipe", "pipe"] })
    const out: Array<Buffer> = []
    const err: Array<Buffer> = []
    child.stdout.on("data", (c: Buffer) => out.push(c))
    child.stderr.on("data", (c: Buffer) => err.push(c))
    const timers = [setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 180_000)]
    if (options.killAfterMs !== undefined) timers.push(setTimeout(() => child.kill("SIGKILL"), options.killAfterMs))
    child.on("error", (e) => {
      for (const t of timers) clearTimeout(t)
      reject(e)
    })
    child.on("close", (code, signal) => {
      for (const t of timers) clearTimeout(t)
      resolve({ code, signal, stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8"), ms: performance.now() - t0 })
    })
  })
}
