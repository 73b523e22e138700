/**
 * A private redis-server for a test file: own port on 127.0.0.1, own temporary directory,
 * no persistence. `stop()` kills it and removes the directory; call it in `afterAll`.
 *
 * If redis-server is not installed the start fails with a message saying how to install it
 * (the Redis tests never skip silently). `REDIS_SERVER_BIN` overrides the binary.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createConnection, createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"

export interface RedisServer {
  readonly url: string
  readonly port: number
  readonly pid: number
  /** Kills the server (SIGTERM, then SIGKILL) and removes its directory. Idempotent. */
  readonly stop: () => Promise<void>
  /** Kills the server at once (an outage); the directory stays for a restart on the same port. */
  readonly kill: () => Promise<void>
}

const START_TIMEOUT_MS = 10_000

const defaultBinary = (): string => process.env["REDIS_SERVER_BIN"] ?? "redis-server"

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      const port = typeof address === "object" && address !== null ? address.port : 0
      server.close(() => (port > 0 ? resolve(port) : reject(new Error("no free port"))))
    })
  })

/** One PING over a raw socket: true on `+PONG`. */
export const ping = (port: number, timeoutMs = 500): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port })
    let reply = ""
    const done = (ok: boolean) => {
      clearTimeout(timer)
      socket.destroy()
      resolve(ok)
    }
    const timer = setTimeout(() => done(false), timeoutMs)
    socket.once("error", () => done(false))
    socket.on("connect", () => socket.write("PING\r\n"))
    socket.on("data", (chunk) => {
      reply += chunk.toString("latin1")
      if (reply.includes("\r\n")) done(reply.startsWith("+PONG"))
    })
  })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()))

const killAndWait = async (child: ChildProcess, signal: NodeJS.Signals): Promise<void> => {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill(signal)
  const timeout = sleep(3_000).then(() => "timeout" as const)
  if ((await Promise.race([exited(child), timeout])) === "timeout") {
    child.kill("SIGKILL")
    await exited(child)
  }
}

const launch = async (binary: string, port: number, dir: string): Promise<ChildProcess> => {
  const child = spawn(
    binary,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir, "--loglevel", "warning"],
    { cwd: dir, stdio: ["ignore", "pipe", "pipe"] }
  )
  let output = ""
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const spawnError = new Promise<Error>((resolve) => child.once("error", resolve))
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    const failed = await Promise.race([spawnError, sleep(50).then(() => undefined)])
    if (failed !== undefined) {
      const code = (failed as NodeJS.ErrnoException).code
      throw new Error(
        code === "ENOENT"
          ? `${binary} is not installed: the Redis tests need it (Debian/Ubuntu: apt-get install redis-server, or set REDIS_SERVER_BIN)`
          : `could not start ${binary}: ${failed.message}`
      )
    }
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`redis-server exited early (${child.exitCode ?? child.signalCode}):\n${output}`)
    }
    if (await ping(port)) return child
  }
  await killAndWait(child, "SIGKILL")
  throw new Error(`redis-server did not answer PING on 127.0.0.1:${port} within ${START_TIMEOUT_MS} ms:\n${output}`)
}

export interface StartOptions {
  /** Reuse a port (restart after `kill`). Default: a free port. */
  readonly port?: number
  /** The server binary. Default: `$REDIS_SERVER_BIN`, else `redis-server` on the PATH. */
  readonly bin?: string
}

export const startRedis = async (options: StartOptions = {}): Promise<RedisServer> => {
  const dir = mkdtempSync(join(tmpdir(), "risk-redis-"))
  let child: ChildProcess | undefined
  let port = options.port ?? 0
  let lastError: unknown
  // A free port can be taken between probing and binding: try a few.
  for (let attempt = 0; attempt < 3 && child === undefined; attempt++) {
    if (options.port === undefined) port = await freePort()
    try {
      child = await launch(options.bin ?? defaultBinary(), port, dir)
    } catch (error) {
      lastError = error
      if (error instanceof Error && error.message.includes("not installed")) break
    }
  }
  if (child === undefined) {
    rmSync(dir, { recursive: true, force: true })
    throw lastError instanceof Error ? lastError : new Error(String(lastError))
  }
  const running = child
  let stopped = false
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid: running.pid ?? -1,
    kill: () => killAndWait(running, "SIGKILL"),
    stop: async () => {
      if (stopped) return
      stopped = true
      // A server paused by a test (SIGSTOP) would not act on SIGTERM.
      if (running.exitCode === null && running.signalCode === null) running.kill("SIGCONT")
      await killAndWait(running, "SIGTERM")
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
