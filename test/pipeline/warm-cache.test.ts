/**
 * Results whose prior filing's document is missing at the source, and section records, are
 * cached like any other result: warm calls are served from the in-process memo (the same
 * object, no upstream request, no recomputation).
 */
import { Effect, type Layer, ManagedRuntime } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, expect, it } from "vitest"
import { FilingService } from "../../src/pipeline/service/filing-service.js"
import { liveStack, type StackServices } from "../../src/pipeline/service/stack.js"
import { underSettings } from "../support/config.js"
import { filingRequest } from "../support/request.js"
import { edgarRoot, withData } from "../support/data.js"
import { useEdgarServer } from "../support/edgar-server.js"

const server = useEdgarServer(() => ({ root: edgarRoot() }))
let cacheDir: string
let runtime: ManagedRuntime.ManagedRuntime<StackServices, unknown>

beforeAll(() => {
  cacheDir = mkdtempSync(join(tmpdir(), "risk-warm-"))
  runtime = ManagedRuntime.make(
    liveStack({ edgarBaseUrl: server().url, cacheDir }).pipe(underSettings({ SEC_USER_AGENT: "disclosure-risk tests tests@example.com" })) as Layer.Layer<StackServices, unknown>
  )
})
afterAll(async () => {
  await runtime?.dispose()
  rmSync(cacheDir, { recursive: true, force: true })
})

const run = <A, E>(effect: Effect.Effect<A, E, FilingService>) => runtime.runPromise(effect)

withData("edgar").describe("warm calls", () => {
  it("AAPL FY2024 (its prior 10-K's document is not at the source): cached after the first call", async () => {
    const request = filingRequest({ ticker: "AAPL", fiscalYear: 2024, form: "10-K" })
    const first = await run(Effect.flatMap(FilingService, (s) => s.score(request)))
    expect(first.changes.change_score.missing_reason).not.toBeNull()
    const second = await run(Effect.flatMap(FilingService, (s) => s.score(request)))
    const before = server().requests.length
    const third = await run(Effect.flatMap(FilingService, (s) => s.score(request)))
    expect(server().requests.length).toBe(before)
    expect(third).toBe(second)
    expect(third).toEqual(second)
    expect(second.scores).toEqual(first.scores)
  })

  it("sections: the second call is the memoised response", async () => {
    const request = filingRequest({ ticker: "AAPL", fiscalYear: 2025, form: "10-K" })
    const first = await run(Effect.flatMap(FilingService, (s) => s.sections(request, false)))
    const before = server().requests.length
    const second = await run(Effect.flatMap(FilingService, (s) => s.sections(request, false)))
    expect(server().requests.length).toBe(before)
    expect(second).toBe(first)
    const withText = await run(Effect.flatMap(FilingService, (s) => s.sections(request, true)))
    expect(withText).not.toBe(first)
    expect(withText.sections.some((x) => x.cleaned_text !== undefined)).toBe(true)
  })
})
