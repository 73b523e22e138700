// Runs in its own process (fresh heap, its own RSS): a cold panel of the given tickers
// through the live stack, then repeated warm panels. Configuration from the environment
// (RISK_EDGAR_BASE_URL, RISK_CACHE_DIR, RISK_SEC_MAX_RPS, SEC_USER_AGENT).
// Prints one JSON line: { cold: {...}, warm: [...] }.
import { monitorEventLoopDelay, performance } from "node:perf_hooks"
import { Effect, ManagedRuntime } from "effect"
import { FilingService } from "../dist/pipeline/service/filing-service.js"
import { liveStack } from "../dist/pipeline/service/stack.js"

const tickers = process.argv[2].split(",")
const fiscalYear = Number(process.argv[3])
const warmRuns = Number(process.argv[4] ?? 10)

let peak = 0
const sample = () => {
  const rss = process.memoryUsage.rss()
  if (rss > peak) peak = rss
}
const sampler = setInterval(sample, 10)

const runtime = ManagedRuntime.make(liveStack({}))
const panel = () =>
  runtime.runPromise(Effect.flatMap(FilingService, (s) => s.panel({ tickers, fiscalYear, form: "10-K", compare: "prior" })))
const summarise = (items) => ({
  ok: items.filter((i) => i.outcome._tag === "ok").length,
  errors: items.filter((i) => i.outcome._tag === "error").map((i) => `${i.ticker}: ${i.outcome.error.detail ?? i.outcome.error.message ?? i.outcome.error._tag}`)
})

await runtime.runtime()
sample()
const rssBefore = process.memoryUsage.rss()
const delay = monitorEventLoopDelay({ resolution: 5 })
delay.enable()
const elu0 = performance.eventLoopUtilization()
const t0 = performance.now()
const coldItems = await panel()
const coldMs = performance.now() - t0
const elu = performance.eventLoopUtilization(elu0)
delay.disable()
sample()
const cold = {
  ms: coldMs,
  eventLoopUtilization: elu.utilization,
  eventLoopDelayMaxMs: delay.max / 1e6,
  eventLoopDelayP99Ms: delay.percentile(99) / 1e6, rssBefore, peakRss: peak, maxRssKernel: process.resourceUsage().maxRSS * 1024, ...summarise(coldItems) }
const health = await runtime.runPromise(Effect.flatMap(FilingService, (s) => s.health))

const warm = []
for (let i = 0; i < warmRuns; i++) {
  const t = performance.now()
  const items = await panel()
  const ms = performance.now() - t
  warm.push({ ms, rss: process.memoryUsage.rss(), heapUsed: process.memoryUsage().heapUsed, ok: summarise(items).ok })
}
clearInterval(sampler)
await runtime.dispose()
process.stdout.write(JSON.stringify({ cold, warm, upstream: health.upstream }) + "\n")
