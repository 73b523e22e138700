/**
 * Progress on standard error.
 *
 * A status line while long work runs, for a person at a terminal: shown
 * only when stderr is a terminal and the work takes longer than a moment (a warm, cached
 * run shows nothing), rewritten in place with the elapsed time, erased when the work ends.
 */
import { Duration, Effect, Fiber } from "effect"
import type { BatchProgress } from "../pipeline/batch/universe.js"

const DELAY = Duration.millis(400)
const TICK = Duration.millis(250)

export const withStatusLine = <A, E, R>(label: string, work: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> => {
  if (!process.stderr.isTTY) return work
  const started = Date.now()
  const draw = Effect.sync(() => process.stderr.write(`\r\x1b[K${label} … ${((Date.now() - started) / 1000).toFixed(1)} s`))
  const ticker = Effect.sleep(DELAY).pipe(Effect.zipRight(Effect.forever(Effect.zipRight(draw, Effect.sleep(TICK)))))
  return Effect.acquireUseRelease(
    Effect.forkDaemon(Effect.interruptible(ticker)),
    () => work,
    (fiber) => Effect.zipRight(Fiber.interrupt(fiber), Effect.sync(() => Date.now() - started >= Duration.toMillis(DELAY) && process.stderr.write("\r\x1b[K")))
  )
}

const duration = (s: number | null): string => {
  if (s === null) return "?"
  const t = Math.round(s)
  return t >= 3600 ? `${Math.floor(t / 3600)}h${String(Math.floor((t % 3600) / 60)).padStart(2, "0")}m` : t >= 60 ? `${Math.floor(t / 60)}m${String(t % 60).padStart(2, "0")}s` : `${t}s`
}

/**
 * The progress of a batch (`risk universe`, `risk validate`): one line per row on a pipe;
 * on a terminal, one line rewritten in place. `describe` names the last row and its outcome.
 */
export const batchProgressPrinter = <Row>(label: string, describe: (row: Row) => string): ((p: BatchProgress<Row>) => void) => {
  const tty = process.stderr.isTTY === true
  return (p) => {
    const line = `${label}: ${p.done}/${p.total} (${p.failed} failed${p.skipped > 0 ? `, ${p.skipped} resumed` : ""}) · ${p.requests} upstream requests · ${(p.elapsedMs / 1000).toFixed(1)} s · ETA ${duration(p.etaSeconds)} · ${describe(p.last)}`
    process.stderr.write(tty ? `\r\x1b[2K${line}` : `${line}\n`)
    if (tty && p.done === p.total) process.stderr.write("\n")
  }
}
