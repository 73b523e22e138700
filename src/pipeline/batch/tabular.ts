/**
 * Flat, typed columns for analysis-ready files (CSV, NDJSON, Parquet): one row per filing,
 * the scores and components as numbers, flags as one `flag:count;...` string. Pure.
 */
import { COMPONENT_NAMES, type ComponentName } from "../../domain/names.js"
import type { FlagCount, HistoryResponse } from "../service/history.js"

export type Cell = string | number | boolean | null

export type ColumnType = "string" | "int" | "double" | "boolean"

export interface Column {
  readonly name: string
  readonly type: ColumnType
}

/** RFC 4180: quote fields holding a comma, quote, CR or LF; nulls are empty. */
export const csvField = (v: Cell): string => {
  if (v === null) return ""
  const s = typeof v === "number" ? (Number.isFinite(v) ? String(v) : "") : String(v)
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export const csvLine = (values: ReadonlyArray<Cell>): string => `${values.map(csvField).join(",")}\n`

/** Parses a CSV document (RFC 4180) into rows of strings, with the index just after each row; a last line without its newline is left out. */
export const parseCsv = (text: string): { readonly rows: Array<Array<string>>; readonly ends: Array<number> } => {
  const rows: Array<Array<string>> = []
  const ends: Array<number> = []
  let field = ""
  let row: Array<string> = []
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else field += c
      continue
    }
    if (c === '"') quoted = true
    else if (c === ",") {
      row.push(field)
      field = ""
    } else if (c === "\n") {
      row.push(field.endsWith("\r") ? field.slice(0, -1) : field)
      rows.push(row)
      row = []
      field = ""
      ends.push(i + 1)
    } else field += c
  }
  return { rows, ends }
}

export const componentColumns: ReadonlyArray<Column> = COMPONENT_NAMES.map((name) => ({ name, type: "double" as const }))

export const flagsCell = (flags: ReadonlyArray<FlagCount>): string => flags.map((f) => `${f.flag}:${f.evidence_count}`).join(";")

// ---------------------------------------------------------------------------------------
// History as a table.

/** A scored filing's identity and scores, in the order every table (history, universe) writes them. */
export const FILING_SCORE_COLUMNS: ReadonlyArray<Column> = [
  { name: "accession_number", type: "string" },
  { name: "filing_date", type: "string" },
  { name: "period_end", type: "string" },
  { name: "prior_accession_number", type: "string" },
  { name: "overall_disclosure_risk_score", type: "double" },
  { name: "score_coverage_ratio", type: "double" },
  { name: "confidence_score", type: "double" },
  ...componentColumns,
  { name: "change_score", type: "double" },
  { name: "active_flags", type: "string" }
]

export const HISTORY_COLUMNS: ReadonlyArray<Column> = [
  { name: "ticker", type: "string" },
  { name: "form_type", type: "string" },
  { name: "fiscal_year", type: "int" },
  { name: "quarter", type: "string" },
  { name: "status", type: "string" },
  ...FILING_SCORE_COLUMNS,
  { name: "detail", type: "string" }
]

/** Scored filings and missing periods in period order; `status` is `scored` or the missing reason. */
export const historyTable = (h: HistoryResponse): Array<Array<Cell>> => {
  const rows: Array<{ key: string; cells: Array<Cell> }> = []
  const periodKey = (y: number, q: string | null) => `${y}-${q ?? "FY"}`
  for (const r of h.filings) {
    rows.push({
      key: periodKey(r.fiscal_year, r.quarter),
      cells: [
        h.ticker,
        r.form_type,
        r.fiscal_year,
        r.quarter,
        "scored",
        r.accession_number,
        r.filing_date,
        r.period_end,
        r.prior_accession_number,
        r.overall_disclosure_risk_score,
        r.score_coverage_ratio,
        r.confidence_score,
        ...COMPONENT_NAMES.map((c: ComponentName) => r.components[c]),
        r.change_score,
        flagsCell(r.active_flags),
        r.change_missing_reason
      ]
    })
  }
  for (const m of h.missing) {
    rows.push({
      key: periodKey(m.fiscal_year, m.quarter),
      cells: [
        h.ticker,
        m.form_type,
        m.fiscal_year,
        m.quarter,
        m.reason,
        // accession … confidence, the components, change_score, active_flags
        ...Array<Cell>(7 + COMPONENT_NAMES.length + 2).fill(null),
        m.detail
      ]
    })
  }
  return rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map((r) => r.cells)
}
