/**
 * What `risk filings` does (./filings.ts defines its arguments; this module is loaded when it runs).
 */
import { Effect, Option, Schema } from "effect"
import { decodeCompanyYear } from "../domain/request.js"
import { FilingService } from "../pipeline/service/filing-service.js"
import { FilingsResponse } from "../pipeline/analysis/result.js"
import { printJson } from "./io.js"
import { cliStack } from "./stack.js"
import { formatTable, outputWidth } from "./table.js"
import type { FilingsArgs } from "./filings.js"

/**
 * `--format table`: one line per filing (form, period, filing date, accession, status and
 * the primary document, cut to the width), then the listing's warnings (why a filing is
 * `unconfirmed`).
 */
export const filingsTable = (r: FilingsResponse, width = outputWidth()): string => {
  const first = r.filings[0]
  const title = `${r.ticker}${first?.company_name ? ` · ${first.company_name}` : ""} — filings of fiscal year ${r.fiscal_year}`
  if (r.filings.length === 0) return `${title}\nno filings listed\n`
  const rows = r.filings.map((f) => [
    f.form_type,
    `FY${f.fiscal_year ?? "?"}${f.quarter ? ` ${f.quarter}` : ""}`,
    f.filing_date ?? "",
    f.accession_number ?? "",
    f.status,
    f.primary_document ?? ""
  ])
  const table = formatTable(
    [{ header: "form" }, { header: "period" }, { header: "filed" }, { header: "accession" }, { header: "status" }, { header: "document" }],
    rows,
    width
  )
  const warnings = r.warnings.map((w) => `warning: ${w}`)
  return `${[title, table, ...warnings].join("\n")}\n`
}

export const runFilings = (args: FilingsArgs) =>
  Effect.flatMap(decodeCompanyYear({ ticker: args.ticker, fiscalYear: args.fiscalYear }), (valid) =>
    Effect.flatMap(FilingService, (service) => service.filings(valid.ticker, valid.fiscalYear, Option.getOrNull(args.form)))
  ).pipe(
    Effect.flatMap((out) =>
      args.format === "table" ? Effect.sync(() => process.stdout.write(filingsTable(out))) : printJson(Schema.encodeSync(FilingsResponse)(out))
    ),
    Effect.provide(cliStack(args, { analysisWorker: false }))
  )
