/**
 * `node limiterClient.mjs <redisUrl> <maxPerSecond> <count> <startAtEpochMs> <fibers>`:
 * waits until the common start time, then acquires `count` start slots from the shared
 * limiter (`fibers` callers at once) and prints the start timestamps (epoch ms).
 */
import { Effect } from "effect"
import { RateLimiter } from "../../../src/edgar/rate-limiter.js"
import { RedisRateLimiterLive } from "../../../src/edgar/rate-limiter-redis.js"
import { RESULT_PREFIX } from "../helpers/values.js"

const [url, rateText, countText, startText, fibersText] = process.argv.slice(2)
if (url === undefined) throw new Error("usage: limiterClient <url> <maxPerSecond> <count> <startAt> <fibers>")
const count = Number(countText ?? "10")
const startAt = Number(startText ?? "0")
const fibers = Number(fibersText ?? "1")
// The wall clock, as the limiter itself uses (comparable across processes on one host).
const nowMs = () => Date.now()

const program = Effect.gen(function* () {
  const limiter = yield* RateLimiter
  const starts: Array<number> = []
  const delay = Math.max(0, startAt - nowMs())
  yield* Effect.sleep(delay)
  let remaining = count
  const worker = Effect.gen(function* () {
    while (remaining > 0) {
      remaining--
      yield* limiter.acquire
      starts.push(nowMs())
    }
  })
  yield* Effect.all(Array.from({ length: fibers }, () => worker), { concurrency: "unbounded" })
  process.stdout.write(`${RESULT_PREFIX}${JSON.stringify({ pid: process.pid, kind: limiter.describe.kind, starts })}\n`)
})

Effect.runPromise(Effect.provide(program, RedisRateLimiterLive(url, Number(rateText ?? "10")))).catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`)
  process.exitCode = 1
})
