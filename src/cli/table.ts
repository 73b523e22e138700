/**
 * Human-readable renderings for `--format table`.
 */
import { BAND_LABELS, riskBand } from "../domain/bands.js"
import { SECTION_TITLES } from "../domain/forms.js"
import { HEADLINE_WEIGHTS } from "../scoring/constants.js"
import type { Filing } from "../domain/filing.js"
import type { Scores } from "../domain/scores.js"
import type { FullResult } from "../pipeline/analysis/result.js"
import { INPUTS_NOT_PRESENT, missingReasons as reasonsOf } from "../pipeline/analysis/missing-reasons.js"
import { COMPONENT_NAMES } from "../domain/names.js"
import { MODEL_LABELS, type ModelScores, screeningView } from "../pipeline/analysis/side-by-side.js"

const fmt = (x: number | null, digits = 1): string => (x === null ? "–" : x.toFixed(digits))
const bar = (x: number | null): string => (x === null ? "" : "█".repeat(Math.round(x / 5)).padEnd(20, "·"))

/** The score's risk band (src/domain/bands.ts), as the scorecard and screen show it. */
export const band = (x: number | null): string => BAND_LABELS[riskBand(x)]

export interface Column {
  readonly header: string
  readonly align?: "left" | "right"
}

/**
 * A plain-text table: a labelled header row, one row per entry, columns separated by two
 * spaces. The last column is cut (with "…") so every line fits `width` characters, its
 * header too when the columns before it leave less room than the header takes; a line
 * is never wrapped by the terminal as long as the other columns fit.
 */
export const formatTable = (columns: ReadonlyArray<Column>, rows: ReadonlyArray<ReadonlyArray<string>>, width = 100): string => {
  const widths = columns.map((c, i) => Math.max(c.header.length, ...rows.map((r) => (r[i] ?? "").length)))
  const last = columns.length - 1
  const before = widths.slice(0, last).reduce((a, b) => a + b + 2, 0)
  widths[last] = Math.max(1, Math.min(widths[last]!, width - before))
  const line = (cells: ReadonlyArray<string>): string =>
    columns
      .map((c, i) => {
        let cell = cells[i] ?? ""
        if (cell.length > widths[i]!) cell = `${cell.slice(0, Math.max(0, widths[i]! - 1))}…`
        return i === last ? (c.align === "right" ? cell.padStart(widths[i]!) : cell) : c.align === "right" ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)
      })
      .join("  ")
      .trimEnd()
  return [line(columns.map((c) => c.header)), ...rows.map(line)].join("\n")
}

/** The width tables may use: the terminal's (however narrow), else 100. */
export const outputWidth = (): number => (process.stdout.isTTY && process.stdout.columns ? Math.max(20, process.stdout.columns) : 100)

/** Why each component has no value (src/pipeline/analysis/missing-reasons.ts, as the Workspace scorecard says it). */
const missingReasons = (r: FullResult): Record<string, string> => reasonsOf(r, COMPONENT_NAMES)

const HEADLINE_LABEL = "overall disclosure risk"

/** The headline line of a scores block: "overall disclosure risk  25.8 / 100  (moderate)". */
const headlineLine = (label: string, x: number | null): string => `${label.padEnd(HEADLINE_LABEL.length)}  ${fmt(x)} / 100  (${band(x)})`

/** The headlines of the models shown beside the requested one, one line each. */
const besideLines = (beside: ReadonlyArray<ModelScores>): Array<string> =>
  beside.map((m) => {
    const line = headlineLine(MODEL_LABELS[m.model], m.scores.overall_disclosure_risk_score)
    if (m.model !== "deterministic_scoring_v3") return line
    const v = screeningView(m.scores)
    return `${line}   events ${fmt(v.eventSeverity)} · language ${fmt(v.language)}`
  })

/** The nine weighted components of a v1 or v2 scores block, and the three outside the headline. */
const componentLines = (s: Scores, reasons: Readonly<Record<string, string>>): Array<string> => {
  const rows: Array<Array<string>> = []
  for (const [name, w] of Object.entries(HEADLINE_WEIGHTS)) {
    const v = s.components[name as keyof typeof HEADLINE_WEIGHTS]
    rows.push([name.replace(/_score$/, ""), w.toFixed(2), fmt(v), v === null ? `missing: ${reasons[name] ?? INPUTS_NOT_PRESENT}` : bar(v)])
  }
  for (const name of ["specificity_quality_score", "cybersecurity_incident_risk_score", "event_materiality_score"] as const) {
    rows.push([name.replace(/_score$/, ""), "–", fmt(s.components[name]), bar(s.components[name])])
  }
  return [
    formatTable([{ header: "component" }, { header: "weight", align: "right" }, { header: "score", align: "right" }, { header: "0 ··· 100" }], rows, outputWidth())
  ]
}

const indent = (text: string): Array<string> => text.split("\n").map((l) => `  ${l}`)

/**
 * What drives a deterministic_scoring_v3 headline: the events raised with their severity,
 * and the language components with their weights in the language index.
 */
export const screeningLines = (s: Scores, reasons: Readonly<Record<string, string>> = {}): Array<string> => {
  const v = screeningView(s)
  const share = v.languageShare
  const lines: Array<string> = []
  lines.push(`screening model deterministic_scoring_v3: headline = E + (100 − E) × ${share} × L / 100`)
  lines.push(`  events E ${fmt(v.eventSeverity)}   language L ${fmt(v.language)}   headline ${fmt(v.headline)}`)
  const width = outputWidth() - 2
  lines.push(
    ...(v.eventSeverity === null
      ? ["  events: the document carries no flags"]
      : v.events.length === 0
        ? ["  events: none raised (E = 0)"]
        : indent(
            formatTable(
              [{ header: "event" }, { header: "severity", align: "right" }, { header: "section" }],
              v.events.map((e) => [e.label, e.severity.toFixed(2), e.section ?? ""]),
              width
            )
          ))
  )
  lines.push("")
  const rows = v.parts.map((p) => [
    p.component.replace(/_score$/, ""),
    p.weight.toFixed(2),
    fmt(p.value),
    p.value === null ? `missing: ${reasons[p.component] ?? INPUTS_NOT_PRESENT}` : bar(p.value)
  ])
  rows.push(["language index L", "", fmt(v.language), bar(v.language)])
  lines.push(
    ...indent(
      formatTable([{ header: "language component" }, { header: "weight", align: "right" }, { header: "score", align: "right" }, { header: "0 ··· 100" }], rows, width)
    )
  )
  return lines
}

/**
 * The headline, coverage, confidence and components of the requested model's scores (the
 * first of `sides`), the headlines of the others beside it, and what drives the screening
 * model (v3) when it is one of them.
 */
export const scoresLines = (title: string, sides: ReadonlyArray<ModelScores>, reasons: Readonly<Record<string, string>> = {}): Array<string> => {
  const [main, ...beside] = sides
  if (main === undefined) return [title]
  const s = main.scores
  const lines: Array<string> = []
  lines.push(title)
  lines.push(headlineLine(HEADLINE_LABEL, s.overall_disclosure_risk_score))
  lines.push(`coverage ${s.score_coverage_ratio.toFixed(2)}   confidence ${s.confidence_score.toFixed(2)}   model ${main.model}`)
  lines.push(...besideLines(beside))
  lines.push("")
  if (main.model === "deterministic_scoring_v3") return [...lines, ...screeningLines(s, reasons)]
  lines.push(...componentLines(s, reasons))
  const screening = beside.find((m) => m.model === "deterministic_scoring_v3")
  if (screening !== undefined) lines.push("", ...screeningLines(screening.scores, reasons))
  return lines
}

/** A filing's identity in one line: "AAPL · Apple Inc. — 10-K FY2025 (0000320193-25-000079)". */
export const filingTitle = (f: Filing | null): string => {
  if (f === null) return "metrics document"
  const who = [f.ticker, f.company_name].filter((x) => x).join(" · ")
  return `${who || "filing"} — ${f.form_type} FY${f.fiscal_year ?? "?"}${f.quarter ? ` ${f.quarter}` : ""}${f.accession_number ? ` (${f.accession_number})` : ""}`
}

/** `risk score --metrics --format table`: the scores of a metrics document (the requested model's first). */
export const scoresTable = (sides: ReadonlyArray<ModelScores>, filing: Filing | null): string => `${scoresLines(filingTitle(filing), sides).join("\n")}\n`

/** The requested model's scores alone, when no other model's are at hand. */
const alone = (r: FullResult): ReadonlyArray<ModelScores> => [{ model: r.versions.scoring_model_version, scores: r.scores }]

/** An 8-K: its items, the event-materiality score and its inputs (the 10-K components do not apply). */
const eightKLines = (r: FullResult, sides: ReadonlyArray<ModelScores>): Array<string> => {
  const s = r.scores
  const lines: Array<string> = []
  lines.push(filingTitle(r.filing))
  lines.push(`event materiality  ${fmt(s.components.event_materiality_score)} / 100  (${band(s.components.event_materiality_score)})`)
  lines.push(headlineLine(HEADLINE_LABEL, s.overall_disclosure_risk_score))
  lines.push(`coverage ${s.score_coverage_ratio.toFixed(2)}   confidence ${s.confidence_score.toFixed(2)}   model ${r.versions.scoring_model_version}`)
  lines.push(...besideLines(sides.slice(1)))
  lines.push("")
  const items = r.sections.map((x) => {
    const m = /^item_(\d+)_(\d+)/.exec(x.section_name)
    const first = r.active_flags.find((f) => f.section === x.section_name)?.evidence[0]?.sentence ?? ""
    return [m ? `${m[1]}.${m[2]}` : x.section_name, SECTION_TITLES[x.section_name] ?? x.section_name, String(x.word_count), first]
  })
  lines.push(
    items.length === 0
      ? "no 8-K items found in the document"
      : formatTable([{ header: "item" }, { header: "title" }, { header: "words", align: "right" }, { header: "first flagged sentence" }], items, outputWidth())
  )
  const inputs = s.provenance.find((p) => p.score_name === "event_materiality_score")?.inputs ?? {}
  const rows = Object.entries(inputs).map(([name, v]) =>
    typeof v === "object" && v !== null && "weight" in v
      ? [name, fmt(v.value), v.weight.toFixed(2), String(v.raw_value)]
      : [name, typeof v === "number" ? fmt(v) : String(v), "", ""]
  )
  lines.push("")
  lines.push(rows.length === 0 ? "event materiality: no inputs" : formatTable([{ header: "event-materiality input" }, { header: "value", align: "right" }, { header: "weight", align: "right" }, { header: "raw" }], rows, outputWidth()))
  lines.push("")
  lines.push("the nine 10-K/10-Q components do not apply to an 8-K")
  const screening = sides.find((m) => m.model === "deterministic_scoring_v3")
  if (screening !== undefined) lines.push("", ...screeningLines(screening.scores, NOT_FOR_8K))
  return lines
}

/** Why the 10-K/10-Q language components of the screening model are missing for an 8-K. */
const NOT_FOR_8K: Readonly<Record<string, string>> = Object.fromEntries(
  Object.keys(HEADLINE_WEIGHTS).map((c) => [c, "a 10-K/10-Q component, not scored for an 8-K"])
)

/**
 * `risk score --format table`: the readable scorecard of a full result. `sides`: the scores
 * to show, the result's own first, then those of the models beside it (./score-run.ts).
 */
export const scorecard = (r: FullResult, sides: ReadonlyArray<ModelScores> = alone(r)): string => {
  if (r.filing.form_type === "8-K") return `${eightKLines(r, sides).join("\n")}\n`
  const lines = scoresLines(filingTitle(r.filing), sides, missingReasons(r))
  if (r.active_flags.length > 0) {
    lines.push("")
    lines.push("active flags")
    for (const flag of r.active_flags) {
      lines.push(`  ${flag.label} [${flag.section}] · ${flag.evidence_count} evidence sentence${flag.evidence_count === 1 ? "" : "s"}`)
      const first = flag.evidence[0]
      if (first) lines.push(`    “${first.sentence.length > 220 ? `${first.sentence.slice(0, 217)}…` : first.sentence}”`)
    }
  }
  if (r.changes.change_score.missing_reason) {
    lines.push("")
    lines.push(`changes: not scored — ${r.changes.change_score.missing_reason}`)
  } else if (r.changes.sections.length > 0) {
    lines.push("")
    lines.push("changes against the prior filing")
    for (const c of r.changes.sections) lines.push(`  ${c.section}: ${c.summary}`)
  }
  return `${lines.join("\n")}\n`
}
