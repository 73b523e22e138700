/**
 * Cooperative scheduling for CPU-heavy stages.
 */
import { Effect } from "effect"

/**
 * Lets the event loop run (timers, sockets) before going on: a macrotask boundary, so due
 * timers and pending I/O run first. Long analyses pause here between steps, so they never
 * hold up the upstream requests and responses of others for long.
 */
export const yieldToEventLoop: Effect.Effect<void> = Effect.async<void>((resume) => {
  const handle = setImmediate(() => resume(Effect.void))
  return Effect.sync(() => clearImmediate(handle))
})

/** Runs a step generator to its end, synchronously. */
export const runSteps = <A>(steps: Generator<void, A>): A => {
  for (;;) {
    const step = steps.next()
    if (step.done === true) return step.value
  }
}

/** Runs a step generator, yielding to the event loop between steps. */
export const runStepsCooperatively = <A>(steps: Generator<void, A>): Effect.Effect<A> =>
  Effect.gen(function* () {
    for (;;) {
      const step = steps.next()
      if (step.done === true) return step.value
      yield* yieldToEventLoop
    }
  })
