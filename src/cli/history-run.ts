/**
 * What `risk history` does (./history.ts defines its arguments; this module is loaded when it runs).
 */
import { Effect, Option, Schema } from "effect"
import { FilingService } from "../pipeline/service/filing-service.js"
import { companyHistory, companyHistoryWith, HistoryResponse } from "../pipeline/service/history.js"
import { besideModels, MODEL_ALIASES } from "../pipeline/analysis/side-by-side.js"
import { csvLine, HISTORY_COLUMNS, historyTable } from "../pipeline/batch/tabular.js"
import { resolveModelId } from "../scoring/scoring-model.js"
import { band } from "./table.js"
import { cliStack } from "./stack.js"
import type { HistoryArgs } from "./history.js"
const encode = Schema.encodeSync(HistoryResponse)

const fmt = (x: number | null, digits = 1): string => (x === null ? "–" : x.toFixed(digits))

/** Headlines of other models beside each scored row: `rows[i]` (one number per label) belongs to `filings[i]`. */
export interface BesideHeadlines {
  readonly labels: ReadonlyArray<string>
  readonly rows: ReadonlyArray<ReadonlyArray<number | null>>
}

const NO_BESIDE: BesideHeadlines = { labels: [], rows: [] }

/** A readable table: one line per period, scored or missing; `beside`: other models' headlines after the band. */
export const historyText = (h: HistoryResponse, beside: BesideHeadlines = NO_BESIDE): string => {
  const lines: Array<string> = []
  const besideHeader = beside.labels.map((l) => `${l.padStart(5)}  `).join("")
  lines.push(`${h.ticker}${h.company_name ? ` · ${h.company_name}` : ""} — ${h.form_type} history FY${h.from}–FY${h.to}`)
  lines.push(`period    accession              filed       overall  band        ${besideHeader}change  cov   conf  flags`)
  const rows = [
    ...h.filings.map((r, i) => ({
      key: `${r.fiscal_year}${r.quarter ?? ""}`,
      text: `${`FY${r.fiscal_year}${r.quarter ? ` ${r.quarter}` : ""}`.padEnd(9)} ${(r.accession_number ?? "").padEnd(22)} ${(r.filing_date ?? "").padEnd(11)} ${fmt(r.overall_disclosure_risk_score).padStart(7)}  ${band(r.overall_disclosure_risk_score).padEnd(10)} ${beside.labels.map((_, j) => `${fmt(beside.rows[i]?.[j] ?? null).padStart(5)}  `).join("")}${fmt(r.change_score).padStart(6)}  ${r.score_coverage_ratio.toFixed(2)}  ${r.confidence_score.toFixed(2)}  ${r.active_flags.map((f) => `${f.flag.replace(/_flag$/, "")}×${f.evidence_count}`).join(", ")}`
    })),
    ...h.missing.map((m) => ({
      key: `${m.fiscal_year}${m.quarter ?? ""}`,
      text: `${`FY${m.fiscal_year}${m.quarter ? ` ${m.quarter}` : ""}`.padEnd(9)} ${m.reason.replace("_", " ")}: ${m.detail}`
    }))
  ].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  for (const r of rows) lines.push(r.text)
  return `${lines.join("\n")}\n`
}

export const historyCsv = (h: HistoryResponse): string =>
  csvLine(HISTORY_COLUMNS.map((c) => c.name)) + historyTable(h).map(csvLine).join("")

export const runHistory = (args: HistoryArgs) =>
  Effect.gen(function* () {
    const model = yield* resolveModelId(args.model)
    const request = {
      ticker: args.ticker,
      from: Option.getOrNull(args.from),
      to: Option.getOrNull(args.to),
      form: args.form,
      model
    }
    if (args.format === "table") {
      // beside each row's headline, those of v2 and v3 (its metrics re-scored)
      const service = yield* FilingService
      const others = besideModels(model)
      const { history, extras } = yield* companyHistoryWith(request, (r) =>
        Effect.forEach(others, (m) => Effect.map(service.rescore(r, m), (s) => s.overall_disclosure_risk_score))
      )
      const text = historyText(history, { labels: others.map((m) => MODEL_ALIASES[m]), rows: extras })
      return yield* Effect.sync(() => process.stdout.write(text))
    }
    const history = yield* companyHistory(request)
    const out = args.format === "json" ? `${JSON.stringify(encode(history), null, 2)}\n` : historyCsv(history)
    yield* Effect.sync(() => process.stdout.write(out))
  }).pipe(Effect.provide(cliStack(args)))
