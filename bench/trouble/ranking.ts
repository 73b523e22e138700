/** What the trouble rankings share: the fixed split by company and the AUC. */
import { createHash } from "node:crypto"
import type { Scores } from "../../src/domain/scores.js"
import { MODEL_IDS, type ModelId } from "../../src/domain/versions.js"

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

/** A labelled filing scored by every model. */
export interface Ranked {
  readonly label: { readonly label: "trouble" | "calm" }
  readonly scores: Readonly<Record<ModelId, Scores>>
}

const fmt3 = (x: number | null): string => (x === null ? "—" : x.toFixed(3))

/**
 * Each model's AUC over each subset: the Markdown table's lines (header, rule, a row per subset:
 * trouble, calm, the AUCs) and the figures by subset and model. A filing a model gives no headline
 * is left out of that model's AUC (`unscored` "drop"), or ranked below every scored filing, tied with
 * the other unscored ones ("lowest": a screen cannot put it above anything).
 */
export const aucTable = <T extends Ranked>(
  subsets: ReadonlyArray<readonly [string, (t: T) => boolean]>,
  scored: ReadonlyArray<T>,
  unscored: "drop" | "lowest" = "drop"
): { readonly lines: ReadonlyArray<string>; readonly summary: Record<string, Record<string, number | null>> } => {
  const lines = [
    "| subset | trouble | calm | " + MODEL_IDS.map((m) => `AUC ${m.replace("deterministic_scoring_", "")}`).join(" | ") + " |",
    "|---|---:|---:|" + MODEL_IDS.map(() => "---:").join("|") + "|"
  ]
  const summary: Record<string, Record<string, number | null>> = {}
  for (const [name, keep] of subsets) {
    const set = scored.filter(keep)
    const t = set.filter((s) => s.label.label === "trouble").length
    const row: Record<string, number | null> = {}
    for (const m of MODEL_IDS) {
      row[m] = auc(
        set.flatMap((s) => {
          const v = s.scores[m].overall_disclosure_risk_score
          const positive = s.label.label === "trouble"
          if (v !== null) return [{ score: v, positive }]
          return unscored === "lowest" ? [{ score: Number.NEGATIVE_INFINITY, positive }] : []
        })
      )
    }
    summary[name] = row
    lines.push(`| ${name} | ${t} | ${set.length - t} | ${MODEL_IDS.map((m) => fmt3(row[m] ?? null)).join(" | ")} |`)
  }
  return { lines, summary }
}

/** Highest v3 headline first (no headline last), then by id. */
export const byV3 = <T extends Ranked & { readonly label: { readonly id: string } }>(scored: ReadonlyArray<T>): Array<T> =>
  [...scored].sort(
    (a, b) =>
      (b.scores.deterministic_scoring_v3.overall_disclosure_risk_score ?? -1) - (a.scores.deterministic_scoring_v3.overall_disclosure_risk_score ?? -1) ||
      (a.label.id < b.label.id ? -1 : 1)
  )

/** The events v3's event score read (its provenance's flags), named without `_flag`. */
export const v3Events = (scores: Readonly<Record<ModelId, Scores>>): string =>
  Object.keys(scores.deterministic_scoring_v3.provenance.find((p) => p.score_name === "event_severity_score")?.inputs ?? {})
    .filter((f) => f.endsWith("_flag"))
    .map((f) => f.replace(/_flag$/, ""))
    .join(", ")
