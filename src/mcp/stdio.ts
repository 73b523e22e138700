/**
 * The MCP tool server over this process's stdio (the same tools as `/mcp`). Standard output
 * belongs to the protocol: every log line and stray console output goes to standard error.
 * Runs until the client closes standard input; calls already received still get their answer.
 * Assembled with the SDK and the offline scorer in src/server/mcp-stdio.ts (what `risk mcp` runs).
 */
import type { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js"
import { Effect, Option } from "effect"
import { InvalidRequest } from "../domain/errors.js"
import { McpSdk } from "./sdk.js"
import { makeMcpServer, prepareTools } from "./server.js"
import type { ToolContext } from "./tools.js"

/** While serving, console output that is not the protocol goes to standard error. */
const consoleToStderr = Effect.acquireRelease(
  Effect.sync(() => {
    const saved = { log: console.log, info: console.info, debug: console.debug }
    console.log = console.error
    console.info = console.error
    console.debug = console.error
    return saved
  }),
  (saved) =>
    Effect.sync(() => {
      console.log = saved.log
      console.info = saved.info
      console.debug = saved.debug
    })
)

/** How long calls in flight may take to answer once standard input has ended. */
const DRAIN_TIMEOUT = "120 seconds"

const isRequest = (m: object): boolean => "id" in m && "method" in m
const isResponse = (m: object): boolean => "id" in m && ("result" in m || "error" in m)

/** Requests received and not answered yet, counted on the connected transport. */
const trackRequests = (transport: StdioServerTransport) => {
  let pending = 0
  let idle: (() => void) | null = null
  const onmessage = transport.onmessage
  transport.onmessage = (message) => {
    if (isRequest(message)) pending++
    onmessage?.(message)
  }
  const send = transport.send.bind(transport)
  transport.send = (message) =>
    send(message).finally(() => {
      if (isResponse(message) && pending > 0 && --pending === 0) idle?.()
    })
  /** Completes once every request received so far is answered. */
  const drained = Effect.async<void>((resume) => {
    if (pending === 0) return resume(Effect.void)
    idle = () => resume(Effect.void)
  })
  return { drained }
}

/** Serves the tools over this process's stdin/stdout until stdin ends or the transport closes. */
export const serveStdio: Effect.Effect<void, InvalidRequest, McpSdk | ToolContext> = Effect.scoped(
  Effect.gen(function* () {
    const sdk = yield* McpSdk
    if (Option.isNone(sdk)) {
      return yield* Effect.fail(
        new InvalidRequest({
          detail:
            "the MCP tool server needs the optional packages @modelcontextprotocol/sdk and zod; install them (npm install) and retry"
        })
      )
    }
    yield* consoleToStderr
    const runtime = yield* Effect.runtime<ToolContext>()
    const server = makeMcpServer(prepareTools(sdk.value), runtime)
    const transport = new sdk.value.StdioServerTransport()
    let tracker: ReturnType<typeof trackRequests> | null = null
    yield* Effect.async<void>((resume) => {
      let done = false
      const finish = () => {
        if (done) return
        done = true
        process.stdin.off("end", finish)
        process.stdin.off("close", finish)
        resume(Effect.void)
      }
      // set before connecting: the server chains its own close handling after this one
      transport.onclose = finish
      process.stdin.once("end", finish)
      process.stdin.once("close", finish)
      server
        .connect(transport)
        .then(() => {
          tracker = trackRequests(transport)
        })
        .catch(finish)
      return Effect.sync(finish)
    })
    // input has ended: let the calls already received answer (bounded), then close
    if (tracker !== null) yield* (tracker as ReturnType<typeof trackRequests>).drained.pipe(Effect.timeout(DRAIN_TIMEOUT), Effect.ignore)
    yield* Effect.promise(() => server.close().catch(() => undefined))
  })
)
