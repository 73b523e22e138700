/**
 * Blending primitives shared by both scoring models.
 */
import type { EvidenceRow } from "../domain/scores.js"

export type Weighted = readonly [value: number | null | undefined, weight: number]

/** Weighted mean over the non-null inputs, weights renormalised over those; null when all are null. */
export const blend = (inputs: ReadonlyArray<Weighted>): number | null => {
  let sum = 0
  let weights = 0
  for (const [value, weight] of inputs) {
    if (value === null || value === undefined) continue
    sum += value * weight
    weights += weight
  }
  return weights > 0 ? sum / weights : null
}

/** The weighted mean of evidence rows (every row carries a value); null without rows. */
export const blendEvidence = (rows: ReadonlyArray<EvidenceRow>): number | null =>
  blend(rows.map((r) => [r.value, r.weight] as const))

export const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x))
export const clamp100 = (x: number): number => clamp(x, 0, 100)
export const clampOrNull = (x: number | null): number | null => (x === null ? null : clamp100(x))

/** Ratio (0..1) to the 0..100 scale; null stays null. */
export const pct = (x: number | null): number | null => (x === null ? null : x * 100)

/** Arithmetic mean of the present values; null when none. */
export const meanOf = (values: ReadonlyArray<number | null | undefined>): number | null => {
  const present = values.filter((v): v is number => v !== null && v !== undefined)
  return present.length === 0 ? null : present.reduce((a, b) => a + b, 0) / present.length
}

export const round = (x: number, digits: number): number => {
  const f = 10 ** digits
  const r = Math.round((x + Number.EPSILON * Math.sign(x)) * f) / f
  return Object.is(r, -0) ? 0 : r
}
