/** The red-flag evaluation report (shared by eval-flags.ts and eval-flags-heldout.ts). */
import type { Evaluation } from "../test/metrics/flags-truth.js"

export const pct = (x: number | null): string => (x === null ? "—" : x.toFixed(3))
const clip = (s: string, n = 260): string => (s.length <= n ? s : `${s.slice(0, n)}…`)

export const report = (e: Evaluation, title: string): string => {
  const lines: Array<string> = []
  lines.push(`## ${title}`, "")
  lines.push(
    `Overall: sentence precision ${pct(e.overall.precision)} (${e.overall.correct}/${e.overall.evidence}), recall ${pct(e.overall.recall)} (${e.overall.found}/${e.overall.trueRows}); (filing, family) precision ${pct(e.pairs.precision)} (${e.pairs.correct}/${e.pairs.predicted}), recall ${pct(e.pairs.recall)} (${e.pairs.correct}/${e.pairs.truth}).`,
    ""
  )
  lines.push("| family | true rows | found | recall | evidence | correct | precision | pairs true | pairs predicted | pairs correct |")
  lines.push("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
  for (const f of e.families) {
    lines.push(`| ${f.family} | ${f.trueRows} | ${f.found} | ${pct(f.recall)} | ${f.evidence} | ${f.correct} | ${pct(f.precision)} | ${f.pairsTrue} | ${f.pairsPredicted} | ${f.pairsCorrect} |`)
  }
  lines.push("", "### Per filing × family", "")
  lines.push("| filing | family | true rows | found | evidence | correct |")
  lines.push("|---|---|---:|---:|---:|---:|")
  for (const r of e.perFilingFamily) lines.push(`| ${r.filing} | ${r.family} | ${r.trueRows} | ${r.found} | ${r.evidence} | ${r.correct} |`)
  lines.push("", `### Misses (${e.misses.length})`, "")
  for (const m of e.misses) lines.push(`- ${m.filing} · ${m.section} · ${m.family}: “${clip(m.sentence)}”`)
  lines.push("", `### False hits (${e.falseHits.length})`, "")
  for (const h of e.falseHits) lines.push(`- ${h.filing} · ${h.section} · ${h.family} · ${h.verdict}: “${clip(h.sentence)}”`)
  return lines.join("\n")
}

