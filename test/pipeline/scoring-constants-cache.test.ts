/**
 * The scoring constants are part of every result cache key: a service built over other
 * constants never serves a result cached under the shipped ones, and back again.
 */
import { Effect, Layer, ManagedRuntime } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { HEADLINE_COMPONENTS } from "../../src/domain/names.js"
import { FilingService, type FilingRequest } from "../../src/pipeline/service/filing-service.js"
import { liveStack, type StackServices } from "../../src/pipeline/service/stack.js"
import {
  SCORING_CONSTANTS,
  SCORING_CONSTANTS_VERSION,
  ScoringConstants,
  type ScoringConstantsValues,
  scoringConstantsVersion
} from "../../src/scoring/constants.js"
import { underSettings } from "../support/config.js"
import { filingRequest } from "../support/request.js"
import { edgarRoot, withData } from "../support/data.js"
import { useEdgarServer } from "../support/edgar-server.js"

const server = useEdgarServer(() => ({ root: edgarRoot(), maxPerSecond: 10 }))
let cacheDir: string
const runtimes: Array<ManagedRuntime.ManagedRuntime<StackServices, unknown>> = []

const REQUEST: FilingRequest = filingRequest({ ticker: "AAPL", fiscalYear: 2025, form: "10-K" })

/** The shipped constants with risk-factor intensity weighing far more in the headline. */
const heavier: ScoringConstantsValues = {
  ...SCORING_CONSTANTS,
  headline_weights: { ...SCORING_CONSTANTS.headline_weights, risk_factor_intensity_score: 0.9 }
}

const runtimeWith = (constants: ScoringConstantsValues | null) => {
  const stack = liveStack({ edgarBaseUrl: server().url, cacheDir }).pipe(underSettings({ SEC_USER_AGENT: "disclosure-risk tests tests@example.com" })) as Layer.Layer<StackServices, unknown>
  const layer = constants === null ? stack : stack.pipe(Layer.provide(Layer.succeed(ScoringConstants, constants)))
  const runtime = ManagedRuntime.make(layer)
  runtimes.push(runtime)
  return runtime
}
const scoreWith = (runtime: ManagedRuntime.ManagedRuntime<StackServices, unknown>) =>
  runtime.runPromise(Effect.flatMap(FilingService, (s) => s.score(REQUEST)))

beforeAll(() => {
  cacheDir = mkdtempSync(join(tmpdir(), "risk-constants-"))
})

afterAll(async () => {
  for (const r of runtimes) await r.dispose()
  rmSync(cacheDir, { recursive: true, force: true })
})

describe("scoring constants version", () => {
  it("is a content hash: any changed weight changes it, key order does not", () => {
    expect(SCORING_CONSTANTS_VERSION).toMatch(/^scoring_constants@[0-9a-f]{12}$/)
    expect(scoringConstantsVersion(heavier)).not.toBe(SCORING_CONSTANTS_VERSION)
    const reordered = Object.fromEntries(Object.entries(SCORING_CONSTANTS).reverse())
    expect(scoringConstantsVersion(reordered)).toBe(SCORING_CONSTANTS_VERSION)
    const boost = { ...SCORING_CONSTANTS, v1: { ...SCORING_CONSTANTS.v1, flag_boost: 16 } }
    expect(scoringConstantsVersion(boost)).not.toBe(SCORING_CONSTANTS_VERSION)
  })
})

withData("edgar").describe("a changed weight over a warm cache", () => {
  it("is scored anew, and the shipped constants still find their own cached result", async () => {
    const shipped = await scoreWith(runtimeWith(null))
    expect(shipped.versions.scoring_constants_version).toBe(SCORING_CONSTANTS_VERSION)

    // Same cache directory, other constants: the cached result must not be served.
    const changed = await scoreWith(runtimeWith(heavier))
    expect(changed.versions.scoring_constants_version).toBe(scoringConstantsVersion(heavier))
    expect(changed.scores.components).toEqual(shipped.scores.components)
    const c = changed.scores.components
    let sum = 0
    let total = 0
    for (const name of HEADLINE_COMPONENTS) {
      const v = c[name]
      if (v === null) continue
      sum += heavier.headline_weights[name] * v
      total += heavier.headline_weights[name]
    }
    expect(changed.scores.overall_disclosure_risk_score).toBeCloseTo(sum / total, 6)
    expect(changed.scores.overall_disclosure_risk_score).not.toBeCloseTo(shipped.scores.overall_disclosure_risk_score!, 3)

    // A fresh process with the shipped constants reads the first result from the cache.
    server().resetLog()
    const again = await scoreWith(runtimeWith(null))
    expect(server().requests.filter((r) => r.path.startsWith("/Archives/"))).toHaveLength(0)
    expect(JSON.stringify(again)).toBe(JSON.stringify(shipped))
  })
})
