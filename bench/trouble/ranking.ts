/** What the trouble rankings share: the fixed split by company and the AUC. */
import { createHash } from "node:crypto"

/**
 * The fixed split by company (sha256 of "split:" + ticker, even → dev, odd → held-out): the
 * model is only ever examined on the dev half; the held-out half is measured, not studied.
 */
export const splitOf = (ticker: string): "dev" | "held-out" =>
  Number.parseInt(createHash("sha256").update(`split:${ticker}`).digest("hex").slice(0, 8), 16) % 2 === 0 ? "dev" : "held-out"

/** P(trouble outscores calm); ties count one half; null when a class is empty. */
export const auc = (pairs: ReadonlyArray<{ readonly score: number; readonly positive: boolean }>): number | null => {
  const pos = pairs.filter((p) => p.positive).map((p) => p.score)
  const neg = pairs.filter((p) => !p.positive).map((p) => p.score)
  if (pos.length === 0 || neg.length === 0) return null
  let wins = 0
  for (const a of pos) for (const b of neg) wins += a > b ? 1 : a === b ? 0.5 : 0
  return wins / (pos.length * neg.length)
}
