/**
 * A status line on standard error while long work runs, for a person at a terminal: shown
 * only when stderr is a terminal and the work takes longer than a moment (a warm, cached
 * run shows nothing), rewritten in place with the elapsed time, erased when the work ends.
 */
import { Duration, Effect, Fiber } from "effect"

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
