/**
 * The scorecard widget as static HTML and CSS (the workspace runs no scripts in it): the
 * headline and its band, the headlines of the other models beside it (calibrated v2 and
 * screening v3), the nine weighted components with bars, coverage, confidence, what drives
 * the screening headline (events with their severity, language components), raised flags
 * with their evidence sentences, and section changes. Pure; every interpolated string is
 * escaped; no external resources.
 */
import { DELTA_NAMES, type DeltaName, HEADLINE_COMPONENTS } from "../domain/names.js"
import type { Scores } from "../domain/scores.js"
import type { ModelId } from "../domain/versions.js"
import { HEADLINE_WEIGHTS } from "../scoring/constants.js"
import type { ActiveFlag, FullResult } from "../pipeline/analysis/result.js"
import { MODEL_LABELS, type ModelScores, screeningView } from "../pipeline/analysis/side-by-side.js"
import { componentMissingReason } from "../pipeline/analysis/missing-reasons.js"
import { APP_NAME } from "./descriptors.js"
import { BAND_LABELS, COMPONENT_LABELS, riskBand, sectionTitle } from "./labels.js"
import { changeRows } from "./tables.js"

const ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }

/** Escapes text for HTML element content and quoted attribute values. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

const fmt = (v: number | null, digits = 1): string => (v === null || !Number.isFinite(v) ? "—" : v.toFixed(digits))
const pct = (v: number | null): string => (v === null || !Number.isFinite(v) ? "—" : `${Math.round(v * 100)}%`)
const clampWidth = (v: number | null): number => (v === null || !Number.isFinite(v) ? 0 : Math.max(0, Math.min(100, v)))
const truncate = (s: string, n: number): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s)

const STYLE = `
:root{color-scheme:light dark;--bg:#ffffff;--fg:#1f2937;--muted:#6b7280;--line:#e5e7eb;--panel:#f9fafb;--track:#e5e7eb;
--low:#2563eb;--moderate:#d97706;--elevated:#dc2626;--high:#7f1d1d;--unavailable:#9ca3af;--mark:#fde68a}
@media (prefers-color-scheme:dark){:root{--bg:#151518;--fg:#e5e7eb;--muted:#9ca3af;--line:#2f3037;--panel:#1c1d22;--track:#2f3037;--mark:#854d0e}}
*{box-sizing:border-box}
body{margin:0;padding:12px;background:var(--bg);color:var(--fg);font:13px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
h1{font-size:16px;margin:0}
h2{font-size:13px;margin:0 0 8px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
.example-banner{border:2px dashed var(--moderate);color:var(--moderate);padding:6px 10px;border-radius:6px;font-weight:700;margin-bottom:10px}
.meta{color:var(--muted);font-size:12px;margin-top:2px}
.grid{display:grid;grid-template-columns:minmax(260px,1fr) minmax(300px,2fr);gap:12px;margin-top:12px}
.panel{background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:12px}
.hero{display:flex;flex-direction:column;gap:10px}
.headline{font-size:44px;font-weight:750;line-height:1}
.band{display:inline-block;padding:2px 10px;border-radius:999px;color:#fff;font-weight:650;font-size:12px}
.band-low{background:var(--low)}.band-moderate{background:var(--moderate)}.band-elevated{background:var(--elevated)}
.band-high{background:var(--high)}.band-unavailable{background:var(--unavailable)}
.stats{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
.stat{border-top:1px solid var(--line);padding-top:6px}
.stat .v{font-size:18px;font-weight:650}.stat .k{color:var(--muted);font-size:11px}
.component{display:grid;grid-template-columns:minmax(150px,1.4fr) 2fr 44px;gap:8px;align-items:center;padding:4px 0;border-bottom:1px solid var(--line)}
.component:last-child{border-bottom:0}
.component .name{font-weight:600}.component .key{color:var(--muted);font-size:11px}
.bar{height:8px;background:var(--track);border-radius:4px;overflow:hidden}
.bar>span{display:block;height:100%;border-radius:4px}
.fill-low{background:var(--low)}.fill-moderate{background:var(--moderate)}.fill-elevated{background:var(--elevated)}
.fill-high{background:var(--high)}.fill-unavailable{background:var(--unavailable)}
.value{text-align:right;font-variant-numeric:tabular-nums;font-weight:650}
.wide{grid-column:1/-1}
.flag{border-left:3px solid var(--elevated);padding:4px 0 6px 10px;margin:8px 0}
.flag .title{font-weight:650}.flag .where{color:var(--muted);font-size:11px}
.evidence{margin:4px 0 0;padding-left:16px}.evidence li{margin:2px 0}
mark{background:var(--mark);color:inherit;padding:0 1px;border-radius:2px}
.change{display:grid;grid-template-columns:minmax(160px,1.4fr) 2fr 44px;gap:8px;align-items:center;padding:6px 0;border-bottom:1px solid var(--line)}
.change:last-child{border-bottom:0}
.change .sub{color:var(--muted);font-size:11px;grid-column:1/-1}
.samples{grid-column:1/-1;font-size:12px;margin:0;padding-left:16px}
.empty{color:var(--muted)}
footer{margin-top:12px;color:var(--muted);font-size:11px}
.beside{display:flex;flex-wrap:wrap;gap:6px 16px;border-top:1px solid var(--line);padding-top:8px}
.beside-headline .k{color:var(--muted);font-size:12px}.beside-headline .v{font-size:18px;font-weight:650;margin:0 4px}
.lang{display:grid;grid-template-columns:minmax(150px,1.4fr) 2fr 44px;gap:8px;align-items:center;padding:4px 0;border-bottom:1px solid var(--line)}
.lang .name{font-weight:600}.lang .key{color:var(--muted);font-size:11px}.lang .sub{color:var(--muted);font-size:11px;grid-column:1/-1}
#screening h2{margin-top:12px}#screening h2:first-child{margin-top:0}
.event{display:grid;grid-template-columns:minmax(150px,1.4fr) 2fr 44px;gap:8px;align-items:center;padding:4px 0;border-left:3px solid var(--elevated);padding-left:8px;margin:4px 0}
.event .name{font-weight:600}.event .key{color:var(--muted);font-size:11px}
.error{border:1px solid var(--elevated);border-radius:8px;padding:14px}
.error .status{font-size:28px;font-weight:750;color:var(--elevated)}
@media (max-width:640px){.grid{grid-template-columns:1fr}}
`

const page = (title: string, body: string): string =>
  `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`

/** The sentence with the first occurrence of the phrase marked. */
const highlight = (sentence: string, phrase: string): string => {
  const i = phrase === "" ? -1 : sentence.toLowerCase().indexOf(phrase.toLowerCase())
  if (i < 0) return escapeHtml(sentence)
  return `${escapeHtml(sentence.slice(0, i))}<mark>${escapeHtml(sentence.slice(i, i + phrase.length))}</mark>${escapeHtml(sentence.slice(i + phrase.length))}`
}

const MAX_EVIDENCE = 50

const flagBlock = (f: ActiveFlag): string => {
  const shown = f.evidence.slice(0, MAX_EVIDENCE)
  const more = f.evidence.length - shown.length
  const items = shown
    .map((e) => `<li class="evidence-sentence">${highlight(truncate(e.sentence, 600), e.phrase)}</li>`)
    .join("")
  return `<div class="flag" data-flag="${escapeHtml(f.flag)}">
<div class="title">${escapeHtml(f.label)}</div>
<div class="where">${escapeHtml(sectionTitle(f.section))}</div>
${shown.length > 0 ? `<ul class="evidence">${items}</ul>` : `<div class="empty">No evidence sentence recorded.</div>`}
${more > 0 ? `<div class="where">+${more} more evidence sentence${more === 1 ? "" : "s"}</div>` : ""}
</div>`
}

const DELTA_LABELS: { readonly [D in DeltaName]: string } = {
  negative_language_delta: "negative language",
  uncertainty_language_delta: "uncertainty language",
  legal_language_delta: "legal language",
  constraining_language_delta: "constraining language"
}

const biggestDelta = (deltas: { readonly [D in DeltaName]?: number | null | undefined } | undefined): string => {
  if (deltas === undefined) return ""
  let best: { name: DeltaName; value: number } | null = null
  for (const d of DELTA_NAMES) {
    const v = deltas[d]
    if (typeof v === "number" && Number.isFinite(v) && (best === null || Math.abs(v) > Math.abs(best.value))) best = { name: d, value: v }
  }
  if (best === null) return ""
  const arrow = best.value > 0 ? "▲" : best.value < 0 ? "▼" : "•"
  return `${arrow} ${DELTA_LABELS[best.name]} ${best.value > 0 ? "+" : ""}${best.value.toFixed(2)} pp`
}

const header = (r: FullResult): string => {
  const f = r.filing
  const name = f.company_name ?? f.ticker ?? "Unnamed filer"
  const facts = [
    f.ticker,
    f.form_type,
    f.fiscal_year === null ? null : `FY${f.fiscal_year}`,
    f.quarter,
    f.period_end === null ? null : `period ending ${f.period_end}`,
    f.filing_date === null ? null : `filed ${f.filing_date}`,
    f.accession_number === null ? null : `accession ${f.accession_number}`
  ].filter((x): x is string => x !== null && x !== "")
  return `<header><h1 id="company">${escapeHtml(name)}</h1><div class="meta">${escapeHtml(facts.join(" · "))}</div></header>`
}

const HEADLINE_MEANING: { readonly [M in ModelId]: string } = {
  deterministic_scoring_v1: "Headline score 0–100, the weighted mean of the components present (higher means riskier disclosure).",
  deterministic_scoring_v2: "Headline score 0–100, the weighted mean of the components present (higher means riskier disclosure).",
  deterministic_scoring_v3:
    "Screening score 0–100: the severity of the events the filing states, and above it a share of the rest filled by its language (higher means riskier)."
}

/** The headlines of the other models, each with its band. */
const besideBlock = (beside: ReadonlyArray<ModelScores>): string =>
  beside.length === 0
    ? ""
    : `<div class="beside" id="beside">${beside
        .map((m) => {
          const v = m.scores.overall_disclosure_risk_score
          const band = riskBand(v)
          return `<div class="beside-headline" data-model="${escapeHtml(m.model)}"><span class="k">${escapeHtml(MODEL_LABELS[m.model])}</span><span class="v" id="headline-${escapeHtml(m.model)}">${fmt(v)}</span><span class="band band-${band}">${escapeHtml(BAND_LABELS[band])}</span></div>`
        })
        .join("")}</div>`

const heroPanel = (r: FullResult, beside: ReadonlyArray<ModelScores>): string => {
  const s = r.scores
  const model = r.versions.scoring_model_version
  const band = riskBand(s.overall_disclosure_risk_score)
  const present = HEADLINE_COMPONENTS.filter((c) => s.components[c] !== null).length
  return `<section class="panel hero" aria-label="Headline" data-model="${escapeHtml(model)}">
<h2>Disclosure risk</h2>
<div><span class="headline" id="headline">${fmt(s.overall_disclosure_risk_score)}</span> <span class="band band-${band}" id="band">${escapeHtml(BAND_LABELS[band])}</span></div>
<div class="meta">${escapeHtml(HEADLINE_MEANING[model])} Model ${escapeHtml(MODEL_LABELS[model])}.</div>
<div class="stats">
<div class="stat"><div class="v" id="coverage">${pct(s.score_coverage_ratio)}</div><div class="k">Coverage</div></div>
<div class="stat"><div class="v" id="confidence">${pct(s.confidence_score)}</div><div class="k">Confidence</div></div>
<div class="stat"><div class="v" id="components-present">${present} / ${HEADLINE_COMPONENTS.length}</div><div class="k">Components</div></div>
</div>
${s.missing_components.length > 0 ? `<div class="meta">Missing: ${escapeHtml(s.missing_components.join(", "))}</div>` : ""}
${besideBlock(beside)}
</section>`
}

/** Why a component has no value (src/pipeline/analysis/missing-reasons.ts, as the CLI scorecard says it). */
const missingReason = (r: FullResult, c: string): string => componentMissingReason(r, c)

const componentsPanel = (r: FullResult): string => {
  const rows = HEADLINE_COMPONENTS.map((c) => {
    const v = r.scores.components[c]
    const band = riskBand(v)
    return `<div class="component" data-component="${escapeHtml(c)}">
<div><div class="name">${escapeHtml(COMPONENT_LABELS[c])}</div><div class="key">${escapeHtml(c)} · weight ${Math.round(HEADLINE_WEIGHTS[c] * 100)}%</div></div>
<div class="bar" role="img" aria-label="${escapeHtml(`${COMPONENT_LABELS[c]}: ${fmt(v)}`)}"><span class="fill-${band}" style="width:${clampWidth(v).toFixed(1)}%"></span></div>
<div class="value">${fmt(v)}</div>
${v === null ? `<div class="sub missing">Missing: ${escapeHtml(missingReason(r, c))}</div>` : ""}
</div>`
  }).join("\n")
  return `<section class="panel" aria-label="Components"><h2>Components</h2>\n${rows}\n</section>`
}

/**
 * What drives a screening (v3) headline: E + (100 − E) × share × L / 100, the events raised
 * with their severity, and the language components with their weights in L.
 */
const screeningPanel = (r: FullResult, scores: Scores, wide: boolean): string => {
  const v = screeningView(scores)
  const events =
    v.eventSeverity === null
      ? `<div class="empty">The document carries no flags: no event is scored.</div>`
      : v.events.length === 0
        ? `<div class="empty">No event raised (E = 0).</div>`
        : v.events
            .map(
              (e) => `<div class="event" data-flag="${escapeHtml(e.flag)}">
<div><div class="name">${escapeHtml(e.label)}</div><div class="key">${escapeHtml(e.section === null ? e.flag : `${e.flag} · ${sectionTitle(e.section)}`)}</div></div>
<div class="bar" role="img" aria-label="${escapeHtml(`${e.label}: severity ${e.severity.toFixed(2)}`)}"><span class="fill-${riskBand(100 * e.severity)}" style="width:${clampWidth(100 * e.severity).toFixed(1)}%"></span></div>
<div class="value severity">${e.severity.toFixed(2)}</div>
</div>`
            )
            .join("\n")
  const parts = v.parts
    .map((p) => {
      const band = riskBand(p.value)
      const label = p.component in COMPONENT_LABELS ? COMPONENT_LABELS[p.component as keyof typeof COMPONENT_LABELS] : "Event materiality (8-K)"
      return `<div class="lang" data-component="${escapeHtml(p.component)}">
<div><div class="name">${escapeHtml(label)}</div><div class="key">${escapeHtml(p.component)} · weight ${Math.round(p.weight * 100)}%</div></div>
<div class="bar" role="img" aria-label="${escapeHtml(`${label}: ${fmt(p.value)}`)}"><span class="fill-${band}" style="width:${clampWidth(p.value).toFixed(1)}%"></span></div>
<div class="value">${fmt(p.value)}</div>
${p.value === null ? `<div class="sub missing">Missing: ${escapeHtml(missingReason(r, p.component))}</div>` : ""}
</div>`
    })
    .join("\n")
  return `<section class="panel${wide ? " wide" : ""}" aria-label="Screening model" id="screening" data-model="deterministic_scoring_v3">
<h2>Screening model (v3)</h2>
<div class="meta" id="screening-formula">Headline ${fmt(v.headline)} = E + (100 − E) × ${v.languageShare} × L / 100, with events E <span id="screening-events">${fmt(v.eventSeverity)}</span> and language L <span id="screening-language">${fmt(v.language)}</span>.</div>
<h2>Events (severity 0–1)</h2>
${events}
<h2>Language components (L)</h2>
${parts}
</section>`
}

/** An 8-K: its items and the event-materiality score with its inputs (the nine 10-K components do not apply). */
const eightKPanel = (r: FullResult): string => {
  const v = r.scores.components.event_materiality_score
  const band = riskBand(v)
  const items = r.sections.map((x) => {
    const m = /^item_(\d+)_(\d+)/.exec(x.section_name)
    const first = r.active_flags.find((f) => f.section === x.section_name)?.evidence[0]?.sentence ?? ""
    return `<div class="component" data-item="${escapeHtml(x.section_name)}">
<div><div class="name">Item ${escapeHtml(m ? `${m[1]}.${m[2]}` : x.section_name)} · ${escapeHtml(sectionTitle(x.section_name))}</div><div class="key">${x.word_count} words${first === "" ? "" : ` · “${escapeHtml(truncate(first, 240))}”`}</div></div>
</div>`
  })
  const inputs = Object.entries(r.scores.provenance.find((p) => p.score_name === "event_materiality_score")?.inputs ?? {}).map(([name, x]) => {
    const value = typeof x === "object" && x !== null && "value" in x && typeof x.value === "number" ? `${fmt(x.value)}${"weight" in x ? ` × ${x.weight}` : ""}` : escapeHtml(String(x))
    return `<li><code>${escapeHtml(name)}</code> ${value}</li>`
  })
  return `<section class="panel" aria-label="8-K items" id="eightk"><h2>8-K items</h2>
${items.length === 0 ? `<div class="empty">No 8-K items found in the document.</div>` : items.join("\n")}
<h2>Event materiality</h2>
<div class="component" data-component="event_materiality_score"><div><div class="name">Event materiality</div><div class="key">event_materiality_score</div></div>
<div class="bar"><span class="fill-${band}" style="width:${clampWidth(v).toFixed(1)}%"></span></div><div class="value" id="event-materiality">${fmt(v)}</div></div>
${inputs.length === 0 ? "" : `<ul class="samples" id="event-inputs">${inputs.join("")}</ul>`}
<div class="meta">The nine 10-K/10-Q components do not apply to an 8-K.</div>
</section>`
}

const flagsPanel = (r: FullResult): string => {
  const flags = r.active_flags
  const unique = new Set(flags.map((f) => f.flag)).size
  const sections = new Set(flags.map((f) => f.section)).size
  const body =
    flags.length === 0
      ? `<div class="empty">No red flags raised in the analysed sections.</div>`
      : `<div class="meta">${unique} flag${unique === 1 ? "" : "s"} in ${sections} section${sections === 1 ? "" : "s"}</div>\n${flags.map(flagBlock).join("\n")}`
  return `<section class="panel wide" aria-label="Active flags" id="flags"><h2>Active flags</h2>\n${body}\n</section>`
}

const changesPanel = (r: FullResult): string => {
  const rows = changeRows(r)
  const cs = r.changes.change_score
  const period = r.filing.form_type === "10-Q" ? "Against the prior quarter's filing" : "Against the prior filing"
  const overall =
    cs.value === null
      ? `<div class="meta" id="change-score">Change score not available${cs.missing_reason === null ? "" : `: ${escapeHtml(cs.missing_reason)}`}</div>`
      : `<div class="meta" id="change-score">Filing change score ${fmt(cs.value)} (component, 0–100)</div>`
  const body =
    rows.length === 0
      ? `<div class="empty">No section could be compared with a prior filing.</div>`
      : rows
          .map((c) => {
            const band = riskBand(c.change_score)
            const detail = r.changes.sections.find((s) => s.section === c.section)
            const samples = [
              ...(detail?.added_samples.slice(0, 1).map((s) => `<li>Added: ${escapeHtml(truncate(s, 400))}</li>`) ?? []),
              ...(detail?.removed_samples.slice(0, 1).map((s) => `<li>Removed: ${escapeHtml(truncate(s, 400))}</li>`) ?? [])
            ]
            const sub = [biggestDelta(r.changes.language_deltas[c.section]), c.summary].filter((x) => x !== "").join(" · ")
            return `<div class="change" data-section="${escapeHtml(c.section)}">
<div class="name">${escapeHtml(c.section_title)}</div>
<div class="bar"><span class="fill-${band}" style="width:${clampWidth(c.change_score).toFixed(1)}%"></span></div>
<div class="value">${fmt(c.change_score)}</div>
${sub === "" ? "" : `<div class="sub">${escapeHtml(sub)}</div>`}
${samples.length > 0 ? `<ul class="samples">${samples.join("")}</ul>` : ""}
</div>`
          })
          .join("\n")
  return `<section class="panel wide" aria-label="Section changes" id="changes"><h2>Section changes</h2>
<div class="meta">${period}</div>
${overall}
${body}
</section>`
}

const footer = (r: FullResult): string => {
  const v = r.versions
  return `<footer>${escapeHtml(APP_NAME)} · ${escapeHtml(
    [v.scoring_model_version, v.parser_version, v.metrics_engine_version, v.dictionary_version, `software ${v.software_version}`].join(" · ")
  )}</footer>`
}

export interface RenderOptions {
  /** Marks the page as example data (not a real filing's scores). */
  readonly example?: boolean
  /**
   * The scores of the models shown beside the result's own (v2 and v3, less the result's
   * model): their headlines go beside the result's, and the screening model's drivers get a
   * panel. The result's own model is skipped here.
   */
  readonly beside?: ReadonlyArray<ModelScores> | undefined
  /** The history block (an inline-SVG sparkline, see chart.ts), shown under the header. */
  readonly history?: string | undefined
}

/** The scorecard page of a full result. */
export const renderScorecard = (r: FullResult, options: RenderOptions = {}): string => {
  const banner = options.example
    ? `<div class="example-banner" id="example-banner">EXAMPLE DATA — a made-up company, not a real filing. Choose a ticker and fiscal year to score a filing.</div>`
    : ""
  const title = `${options.example ? "Example — " : ""}${r.filing.ticker ?? r.filing.company_name ?? "Filing"} disclosure risk`
  const model = r.versions.scoring_model_version
  const beside = (options.beside ?? []).filter((m) => m.model !== model)
  const screeningScores = model === "deterministic_scoring_v3" ? r.scores : beside.find((m) => m.model === "deterministic_scoring_v3")?.scores
  // the screening model's drivers take the place of the nine weighted components when it is the result's own
  const main =
    r.filing.form_type === "8-K"
      ? eightKPanel(r)
      : model === "deterministic_scoring_v3"
        ? screeningPanel(r, r.scores, false)
        : componentsPanel(r)
  const screening =
    screeningScores === undefined || (model === "deterministic_scoring_v3" && r.filing.form_type !== "8-K")
      ? ""
      : screeningPanel(r, screeningScores, true)
  return page(
    title,
    `${banner}
${header(r)}
${options.history ?? ""}
<div class="grid">
${heroPanel(r, beside)}
${main}
${screening}
${flagsPanel(r)}
${changesPanel(r)}
</div>
${footer(r)}`
  )
}

export interface ErrorView {
  readonly status: number
  readonly code: string
  readonly detail: string
  readonly errors?: ReadonlyArray<{ readonly path: string; readonly message: string }>
}

const STATUS_TITLES: Readonly<Record<number, string>> = {
  404: "Filing not found",
  422: "Invalid request",
  502: "Upstream unavailable",
  500: "Internal error"
}

/** An error as a page (the widget shows it instead of a scorecard). */
export const renderError = (e: ErrorView): string => {
  const list =
    e.errors !== undefined && e.errors.length > 0
      ? `<ul class="evidence">${e.errors.map((x) => `<li><code>${escapeHtml(x.path)}</code>: ${escapeHtml(x.message)}</li>`).join("")}</ul>`
      : ""
  return page(
    `${APP_NAME} — error ${e.status}`,
    `<div class="error" id="error" data-code="${escapeHtml(e.code)}">
<div class="status">${e.status} · ${escapeHtml(STATUS_TITLES[e.status] ?? "Error")}</div>
<p>${escapeHtml(e.detail)}</p>
${list}
</div>`
  )
}
