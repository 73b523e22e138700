/**
 * Section diffs made elsewhere (src/pipeline/analysis/diff-thread.ts: a worker thread in a
 * one-shot command) give the analysis made in process: with the differ's answer, with no answer
 * (the worker gone: made in process), with a prior that cannot be read, and with a section filter.
 */
import { it } from "@effect/vitest"
import { Effect } from "effect"
import { expect } from "vitest"
import { diffSection } from "../../src/diff/index.js"
import type { SectionDiff } from "../../src/diff/index.js"
import { type Analysis, analyze, type AnalysisInput, type DiffPair, type SectionDiffer } from "../../src/pipeline/analysis/analyze.js"
import { AnalysisResources, AnalysisResourcesLive } from "../../src/pipeline/analysis/resources.js"
import { sampleFilings } from "../../src/pipeline/analysis/sample-filings.js"

const encoder = new TextEncoder()
const sample = sampleFilings()
const input: AnalysisInput = { form: "10-K", current: { bytes: encoder.encode(sample.current) }, prior: { bytes: encoder.encode(sample.prior) } }

/** A differ made in process, as the worker diffs; `answer` replaces its result; the pairs it was handed are kept. */
const differ = (answer?: ReadonlyArray<SectionDiff> | null) => {
  const handed: Array<ReadonlyArray<DiffPair>> = []
  const made: SectionDiffer = {
    diff: (pairs) => {
      handed.push(pairs)
      return Effect.sync(() => (answer !== undefined ? answer : pairs.map((p) => diffSection(p.current, p.prior))))
    }
  }
  return { made, handed }
}

/** What an analysis gives its users, as JSON. */
const json = (a: Analysis) => JSON.stringify({ ...a, texts: [...a.texts], flagResults: [...a.flagResults], diffs: [...a.diffs] })

it.effect("with the section diffs made elsewhere, the analysis is the one made in process", () =>
  Effect.gen(function* () {
    const ctx = yield* AnalysisResources
    const inProcess = yield* analyze(input, ctx)
    expect(inProcess.diffs.size).toBeGreaterThan(0)
    const there = differ()
    const half = yield* analyze(input, ctx, there.made)
    expect(there.handed).toHaveLength(1)
    expect(there.handed[0]!.map((p) => p.key)).toEqual([...inProcess.diffs.keys()])
    expect(json(half)).toBe(json(inProcess))
    // no answer (the worker ended first): the diffs are made in process
    expect(json(yield* analyze(input, ctx, differ(null).made))).toBe(json(inProcess))
    // a section filter: only the kept sections are diffed
    const filtered: AnalysisInput = { ...input, sections: ["item_1a_risk_factors"] }
    const some = differ()
    const kept = yield* analyze(filtered, ctx, some.made)
    expect(some.handed[0]!.map((p) => p.key)).toEqual(["item_1a_risk_factors"])
    expect(json(kept)).toBe(json(yield* analyze(filtered, ctx)))
  }).pipe(Effect.provide(AnalysisResourcesLive()))
)

it.effect("an unreadable prior or none: nothing to diff, the differ is not asked", () =>
  Effect.gen(function* () {
    const ctx = yield* AnalysisResources
    const binary = new Uint8Array(4096).map((_, i) => (i * 7) % 256)
    for (const prior of [{ bytes: binary }, null]) {
      const without: AnalysisInput = { ...input, prior }
      const there = differ()
      const made = yield* analyze(without, ctx, there.made)
      expect(there.handed).toHaveLength(0)
      expect(json(made)).toBe(json(yield* analyze(without, ctx)))
    }
  }).pipe(Effect.provide(AnalysisResourcesLive()))
)
