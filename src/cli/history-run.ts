/**
 * What `risk history` does (./history.ts defines its arguments; this module is loaded when it runs).
 */
import { Effect, Option, Schema } from "effect"
import { companyHistory, HistoryResponse } from "../pipeline/history.js"
import { csvLine, HISTORY_COLUMNS, historyTable } from "../pipeline/tabular.js"
import { resolveModelId } from "../scoring/ScoringModel.js"
import { band } from "./table.js"
import { cliStack } from "./stack.js"
import type { HistoryArgs } from "./history.js"
const encode = Schema.encodeSync(HistoryResponse)

const fmt = (x: number | null, digits = 1): string => (x === null ? "–" : x.toFixed(digits))

/** A readable table: one line per period, scored or missing. */
export const historyText = (h: HistoryResponse): string => {
  const lines: Array<string> = []
  lines.push(`${h.ticker}${h.company_name ? ` · ${h.company_name}` : ""} — ${h.form_type} history FY${h.from}–FY${h.to}`)
  lines.push("period    accession              filed       overall  band        change  cov   conf  flags")
  const rows = [
    ...h.filings.map((r) => ({
      key: `${r.fiscal_year}${r.quarter ?? ""}`,
      text: `${`FY${r.fiscal_year}${r.quarter ? ` ${r.quarter}` : ""}`.padEnd(9)} ${(r.accession_number ?? "").padEnd(22)} ${(r.filing_date ?? "").padEnd(11)} ${fmt(r.overall_disclosure_risk_score).padStart(7)}  ${band(r.overall_disclosure_risk_score).padEnd(10)} ${fmt(r.change_score).padStart(6)}  ${r.score_coverage_ratio.toFixed(2)}  ${r.confidence_score.toFixed(2)}  ${r.active_flags.map((f) => `${f.flag.replace(/_flag$/, "")}×${f.evidence_count}`).join(", ")}`
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
    const history = yield* companyHistory({
      ticker: args.ticker,
      from: Option.getOrNull(args.from),
      to: Option.getOrNull(args.to),
      form: args.form,
      model
    })
    const out =
      args.format === "json" ? `${JSON.stringify(encode(history), null, 2)}\n` : args.format === "csv" ? historyCsv(history) : historyText(history)
    yield* Effect.sync(() => process.stdout.write(out))
  }).pipe(Effect.provide(cliStack(args)))
