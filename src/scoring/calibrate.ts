/**
 * Building percentile tables from a set of observed values (pure).
 * p-th percentile by linear interpolation between order statistics: with the values sorted
 * ascending x(0) ≤ … ≤ x(n−1), h = (n − 1) × p / 100, P = x(⌊h⌋) + (h − ⌊h⌋)(x(⌊h⌋+1) − x(⌊h⌋)).
 */
export const percentileTable = (values: ReadonlyArray<number>): Array<number> => {
  if (values.length === 0) throw new Error("a percentile table needs at least one value")
  const sorted = [...values].sort((a, b) => a - b)
  const n = sorted.length
  return Array.from({ length: 21 }, (_, i) => {
    const h = ((n - 1) * i * 5) / 100
    const lo = Math.floor(h)
    const hi = Math.min(n - 1, lo + 1)
    const v = sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!)
    return Math.round(v * 1e8) / 1e8
  })
}
