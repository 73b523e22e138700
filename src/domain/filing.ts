/**
 * A filing's identity, as every surface reports it.
 */
import { Schema } from "effect"
import { Integer } from "./numbers.js"
import { FormType } from "./forms.js"

export const Quarter = Schema.Literal("Q1", "Q2", "Q3").annotations({ identifier: "Quarter" })
export type Quarter = typeof Quarter.Type

export const Filing = Schema.Struct({
  ticker: Schema.NullOr(Schema.String),
  cik: Schema.NullOr(Schema.String),
  company_name: Schema.NullOr(Schema.String),
  accession_number: Schema.NullOr(Schema.String),
  form_type: FormType,
  fiscal_year: Schema.NullOr(Integer),
  quarter: Schema.NullOr(Quarter),
  period_end: Schema.NullOr(Schema.String),
  filing_date: Schema.NullOr(Schema.String),
  primary_document: Schema.NullOr(Schema.String),
  source_url: Schema.NullOr(Schema.String),
  prior_accession_number: Schema.NullOr(Schema.String)
}).annotations({ identifier: "Filing", description: "The scored filing; null where a fact is not known" })
export type Filing = typeof Filing.Type

/** A CIK as every header gives it: 10 digits, zero-padded; null when it is not a CIK. */
export const cik10 = (cik: string | number | null | undefined): string | null => {
  if (cik === null || cik === undefined) return null
  const digits = typeof cik === "number" ? (Number.isSafeInteger(cik) && cik > 0 ? String(cik) : "") : cik.trim().replace(/^CIK/i, "")
  return /^\d{1,10}$/.test(digits) && Number(digits) > 0 ? digits.padStart(10, "0") : null
}

/** Where a company's name may come from, best first. */
export interface CompanyNames {
  /** The name on EDGAR's filing list (submissions `name`). */
  readonly edgar?: string | null | undefined
  /** The title in EDGAR's ticker map (`company_tickers.json`). */
  readonly tickerMap?: string | null | undefined
  /** The registrant name on the document's cover (`dei:EntityRegistrantName`). */
  readonly cover?: string | null | undefined
}

/** The company name of a header: EDGAR's when known (filing list, then ticker map), else the cover's. */
export const companyName = (names: CompanyNames): string | null => {
  for (const name of [names.edgar, names.tickerMap, names.cover]) {
    const trimmed = name?.replace(/\s+/g, " ").trim() ?? ""
    if (trimmed !== "") return trimmed
  }
  return null
}

/** What a header is built from: the filing's facts as a source knows them. */
export interface FilingHeaderInput extends Omit<Filing, "cik" | "company_name" | "ticker"> {
  readonly ticker: string | null
  readonly cik: string | number | null
  readonly names: CompanyNames
}

/**
 * The `filing` header of every surface (HTTP, CLI, MCP, Workspace), built here only: the
 * ticker upper-case, the CIK zero-padded to 10 digits, the company named as EDGAR names it
 * when known, else as the document's cover does.
 */
export const filingHeader = (input: FilingHeaderInput): Filing => {
  const ticker = input.ticker?.trim().toUpperCase() ?? ""
  return {
    ticker: ticker === "" ? null : ticker,
    cik: cik10(input.cik),
    company_name: companyName(input.names),
    accession_number: input.accession_number,
    form_type: input.form_type,
    fiscal_year: input.fiscal_year,
    quarter: input.quarter,
    period_end: input.period_end,
    filing_date: input.filing_date,
    primary_document: input.primary_document,
    source_url: input.source_url,
    prior_accession_number: input.prior_accession_number
  }
}

export const FilingStatus = Schema.Literal("available", "document_unavailable", "unconfirmed").annotations({
  identifier: "FilingStatus",
  description:
    "available: its document is readable at this source (it can be scored); document_unavailable: listed on EDGAR, but every source of its document answers not found; unconfirmed: listed, but its document could not be read just now (see warnings)"
})
export type FilingStatus = typeof FilingStatus.Type

/** A filing as a list of a company's filings reports it: its identity and whether it can be read. */
export const ListedFiling = Schema.Struct({
  ...Filing.fields,
  status: FilingStatus,
  status_reason: Schema.String.annotations({ description: "why the filing has its status, in one sentence" })
}).annotations({ identifier: "ListedFiling", description: "A listed filing, with whether its document can be read here" })
export type ListedFiling = typeof ListedFiling.Type
