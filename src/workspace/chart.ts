/**
 * Disclosure risk over time, drawn two ways from a company's history:
 *
 * - `historyFigure`: a Plotly figure (JSON: `data` and `layout`) of the overall score and
 *   selected components per fiscal period, with the periods that raised flags marked — the
 *   workspace's `chart` widget draws it with its own Plotly; nothing else is loaded;
 * - `sparklineSvg`: a small inline SVG of the overall score for the scorecard page.
 *
 * Pure; every string placed in SVG is escaped.
 */
import { COMPONENT_NAMES, type ComponentName, FLAG_LABELS } from "../domain/names.js"
import type { HistoryResponse, HistoryRow } from "../pipeline/service/history.js"
import { COMPONENT_LABELS } from "./labels.js"

const ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }
const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

/** Components drawn when none are chosen. */
export const DEFAULT_CHART_COMPONENTS: ReadonlyArray<ComponentName> = [
  "risk_factor_intensity_score",
  "disclosure_change_score",
  "legal_regulatory_risk_score"
]

export const componentLabel = (c: ComponentName): string =>
  (COMPONENT_LABELS as Readonly<Record<string, string>>)[c] ?? c.replace(/_score$/, "").replace(/_/g, " ")

const periodLabel = (r: Pick<HistoryRow, "fiscal_year" | "quarter">): string => `FY${r.fiscal_year}${r.quarter === null ? "" : ` ${r.quarter}`}`

const COLORS = ["#2563eb", "#d97706", "#059669", "#7c3aed", "#db2777", "#0891b2", "#65a30d", "#ea580c", "#4b5563"]

export interface PlotlyFigure {
  readonly data: ReadonlyArray<Record<string, unknown>>
  readonly layout: Record<string, unknown>
}

/** Parses a comma-separated component list; unknown names are reported. */
export const parseComponents = (raw: string | undefined): { readonly components: Array<ComponentName>; readonly unknown: Array<string> } => {
  const names = (raw ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "")
  if (names.length === 0) return { components: [...DEFAULT_CHART_COMPONENTS], unknown: [] }
  const known = new Set<string>(COMPONENT_NAMES)
  const components: Array<ComponentName> = []
  const unknown: Array<string> = []
  for (const n of names) {
    const full = known.has(n) ? n : known.has(`${n}_score`) ? `${n}_score` : null
    if (full === null) unknown.push(n)
    else if (!components.includes(full as ComponentName)) components.push(full as ComponentName)
  }
  return { components, unknown }
}

/** The Plotly figure of a history: overall score (thick), chosen components, flag periods marked. */
export const historyFigure = (h: HistoryResponse, components: ReadonlyArray<ComponentName>): PlotlyFigure => {
  const rows = h.filings
  const x = rows.map(periodLabel)
  const data: Array<Record<string, unknown>> = [
    {
      type: "scatter",
      mode: "lines+markers",
      name: "Overall disclosure risk",
      x,
      y: rows.map((r) => r.overall_disclosure_risk_score),
      line: { color: "#111827", width: 3 },
      marker: { size: 8 },
      hovertemplate: "%{x}: %{y:.1f}<extra>overall</extra>"
    },
    ...components.map((c, i) => ({
      type: "scatter",
      mode: "lines+markers",
      name: componentLabel(c),
      x,
      y: rows.map((r) => r.components[c]),
      line: { color: COLORS[i % COLORS.length], width: 1.5, dash: "dot" },
      marker: { size: 5 },
      connectgaps: false,
      hovertemplate: `%{x}: %{y:.1f}<extra>${esc(componentLabel(c))}</extra>`
    }))
  ]
  const flagged = rows.filter((r) => r.active_flags.length > 0)
  if (flagged.length > 0) {
    data.push({
      type: "scatter",
      mode: "markers",
      name: "Flags raised",
      x: flagged.map(periodLabel),
      y: flagged.map(() => 100),
      marker: { symbol: "triangle-down", size: 12, color: "#dc2626" },
      text: flagged.map((r) => r.active_flags.map((f) => `${FLAG_LABELS[f.flag]} (${f.evidence_count})`).join("<br>")),
      hovertemplate: "%{x}<br>%{text}<extra>flags</extra>"
    })
  }
  const shapes = flagged.map((r) => ({
    type: "line",
    xref: "x",
    yref: "paper",
    x0: periodLabel(r),
    x1: periodLabel(r),
    y0: 0,
    y1: 1,
    line: { color: "rgba(220,38,38,0.35)", width: 2, dash: "dash" }
  }))
  const missing = h.missing.length === 0 ? "" : ` · ${h.missing.length} period${h.missing.length === 1 ? "" : "s"} without a scored filing`
  return {
    data,
    layout: {
      title: { text: `${esc(h.ticker)} disclosure risk, ${h.form_type} FY${h.from}–FY${h.to}${missing}` },
      xaxis: { title: { text: "Fiscal period" }, type: "category", categoryorder: "array", categoryarray: x },
      yaxis: { title: { text: "Score (0–100)" }, range: [0, 105] },
      shapes,
      legend: { orientation: "h", y: -0.2 },
      margin: { l: 60, r: 20, t: 50, b: 80 },
      hovermode: "closest"
    }
  }
}

export interface SparkPoint {
  readonly label: string
  readonly value: number | null
  readonly flagged: boolean
  readonly current: boolean
}

export const sparkPoints = (h: HistoryResponse, currentAccession: string | null): Array<SparkPoint> =>
  h.filings.map((r) => ({
    label: periodLabel(r),
    value: r.overall_disclosure_risk_score,
    flagged: r.active_flags.length > 0,
    current: r.accession_number !== null && r.accession_number === currentAccession
  }))

/** A small inline SVG of the overall score over time (0–100 scale); empty with fewer than two scored points. */
export const sparklineSvg = (points: ReadonlyArray<SparkPoint>, width = 180, height = 40): string => {
  const scored = points.filter((p) => p.value !== null)
  if (scored.length < 2) return ""
  const pad = 4
  const step = (width - 2 * pad) / Math.max(1, points.length - 1)
  // Vertical scale: the points' range widened to at least 20 points, within 0..100.
  const values = scored.map((p) => Math.max(0, Math.min(100, p.value!)))
  const mid = (Math.min(...values) + Math.max(...values)) / 2
  const span = Math.max(20, Math.max(...values) - Math.min(...values) + 4)
  const lo = Math.max(0, Math.min(100 - span, mid - span / 2))
  const hi = Math.min(100, lo + span)
  const yOf = (v: number) => pad + (1 - (Math.max(lo, Math.min(hi, v)) - lo) / (hi - lo)) * (height - 2 * pad)
  const xy = points.map((p, i) => ({ p, x: pad + i * step, y: p.value === null ? null : yOf(p.value) }))
  const path = xy
    .filter((q) => q.y !== null)
    .map((q, i) => `${i === 0 ? "M" : "L"}${q.x.toFixed(1)},${q.y!.toFixed(1)}`)
    .join(" ")
  const dots = xy
    .filter((q) => q.y !== null)
    .map(
      (q) =>
        `<circle cx="${q.x.toFixed(1)}" cy="${q.y!.toFixed(1)}" r="${q.p.current ? 3.5 : 2.2}" class="${q.p.flagged ? "spark-flag" : "spark-dot"}${q.p.current ? " spark-current" : ""}"><title>${esc(q.p.label)}: ${q.p.value!.toFixed(1)}${q.p.flagged ? " (flags raised)" : ""}</title></circle>`
    )
    .join("")
  const first = scored[0]!
  const last = scored[scored.length - 1]!
  const summary = `Overall score ${first.label} ${first.value!.toFixed(1)} to ${last.label} ${last.value!.toFixed(1)}`
  return `<svg class="sparkline" id="sparkline" role="img" aria-label="${esc(summary)}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" xmlns="http://www.w3.org/2000/svg"><title>${esc(summary)}</title><path d="${path}" fill="none" stroke="currentColor" stroke-width="1.5"/>${dots}</svg>`
}

/** The scorecard's history block: the sparkline with its first and last periods. */
export const sparklineBlock = (points: ReadonlyArray<SparkPoint>): string => {
  const svg = sparklineSvg(points)
  if (svg === "") return ""
  const scored = points.filter((p) => p.value !== null)
  return `<div class="history" id="history"><style>.history{display:flex;align-items:center;gap:8px;margin-top:8px;color:var(--muted);font-size:11px}.sparkline{color:var(--fg)}.spark-dot{fill:var(--fg)}.spark-flag{fill:var(--elevated)}.spark-current{stroke:var(--moderate);stroke-width:1.5}</style><span>${esc(scored[0]!.label)}</span>${svg}<span>${esc(scored[scored.length - 1]!.label)}</span><span>overall score history; red: flags raised</span></div>`
}
