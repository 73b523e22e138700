/**
 * Small numeric helpers shared by the diff stage: rounding that never yields NaN, Infinity
 * or negative zero, so results serialise to the same JSON everywhere.
 */

/** Rounds to `dp` decimals; non-finite input becomes 0, and -0 becomes 0. */
export const round = (x: number, dp = 4): number => {
  if (!Number.isFinite(x)) return 0
  const f = 10 ** dp
  const r = Math.round(x * f) / f
  return r === 0 ? 0 : r
}

/** Clamps into [lo, hi]; non-finite input becomes `lo`. */
export const clamp = (x: number, lo: number, hi: number): number =>
  Number.isFinite(x) ? Math.min(hi, Math.max(lo, x)) : lo

export const clamp01 = (x: number): number => clamp(x, 0, 1)
