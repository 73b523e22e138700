/**
 * From loose surface inputs (query strings, tool arguments) to a `FilingRequest`, and from
 * typed errors to the wire error body. Shared by the workspace routes and the MCP tools so
 * both accept and reject exactly the same inputs.
 */
import { type ErrorCode, errorRow } from "../domain/errorTable.js"
import { Either } from "effect"
import { type ErrorPath, InvalidRequest } from "../domain/errors.js"
import type { Quarter } from "../domain/filing.js"
import { FORM_TYPES, type FormType } from "../domain/forms.js"
import { MODEL_IDS, type ModelId, parseModelId } from "../domain/versions.js"
import { ACCESSION_RE, CIK_INPUT_RE, TICKER_RE } from "../edgar/identifiers.js"
import type { Compare, FilingError, FilingRequest } from "../pipeline/FilingService.js"

export const MIN_FISCAL_YEAR = 1993
export const MAX_FISCAL_YEAR = 2100

/** Inputs as they arrive: strings from a query, numbers from a tool call; blank means absent. */
export interface RawFilingParams {
  readonly ticker?: string | null | undefined
  readonly fiscal_year?: string | number | null | undefined
  readonly form_type?: string | null | undefined
  readonly quarter?: string | null | undefined
  readonly accession?: string | null | undefined
  readonly compare?: string | null | undefined
  readonly scoring_model_version?: string | null | undefined
}

const blank = (v: string | number | null | undefined): v is null | undefined | "" =>
  v === null || v === undefined || (typeof v === "string" && v.trim() === "")

const shown = (v: string): string => JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)

export const isCompanyId = (s: string): boolean => TICKER_RE.test(s) || CIK_INPUT_RE.test(s)

export const parseTicker = (raw: string | null | undefined, errors: Array<ErrorPath>, path = "ticker"): string | null => {
  if (blank(raw)) {
    errors.push({ path, message: "required: a ticker (e.g. AAPL, BRK.B) or a CIK" })
    return null
  }
  const s = raw.trim()
  if (!isCompanyId(s)) {
    errors.push({
      path,
      message: `${shown(s)} is neither a ticker (1-5 letters, optional class suffix like BRK.B) nor a CIK (up to 10 digits)`
    })
    return null
  }
  return s.toUpperCase()
}

export const parseFiscalYear = (raw: string | number | null | undefined, errors: Array<ErrorPath>): number | null => {
  if (blank(raw)) {
    errors.push({ path: "fiscal_year", message: "required: a year such as 2024" })
    return null
  }
  const n = typeof raw === "number" ? raw : /^\s*\d{1,4}\s*$/.test(raw) ? Number(raw) : Number.NaN
  if (!Number.isInteger(n) || n < MIN_FISCAL_YEAR || n > MAX_FISCAL_YEAR) {
    errors.push({
      path: "fiscal_year",
      message: `expected an integer from ${MIN_FISCAL_YEAR} to ${MAX_FISCAL_YEAR}, got ${shown(String(raw))}`
    })
    return null
  }
  return n
}

export const parseFormType = (raw: string | null | undefined, errors: Array<ErrorPath>): FormType | null => {
  if (blank(raw)) return null
  const s = raw.trim().toUpperCase()
  const form = FORM_TYPES.find((f) => f === s)
  if (form === undefined) {
    errors.push({ path: "form_type", message: `expected one of ${FORM_TYPES.join(", ")}, got ${shown(raw)}` })
    return null
  }
  return form
}

const QUARTERS: ReadonlyArray<Quarter> = ["Q1", "Q2", "Q3"]

export const parseQuarter = (raw: string | null | undefined, errors: Array<ErrorPath>): Quarter | null => {
  if (blank(raw)) return null
  const s = raw.trim().toUpperCase()
  const q = QUARTERS.find((x) => x === s)
  if (q === undefined) errors.push({ path: "quarter", message: `expected Q1, Q2 or Q3, got ${shown(raw)}` })
  return q ?? null
}

/** The quarter of a 10-Q (required there); ignored for other forms. */
export const parseQuarterFor = (form: FormType, raw: string | null | undefined, errors: Array<ErrorPath>): Quarter | null => {
  if (form !== "10-Q") return null
  const before = errors.length
  const quarter = parseQuarter(raw, errors)
  if (quarter === null && errors.length === before) errors.push({ path: "quarter", message: "required for a 10-Q: Q1, Q2 or Q3" })
  return quarter
}

const COMPARES: ReadonlyArray<Compare> = ["prior", "prior_year", "none"]

export const parseCompare = (raw: string | null | undefined, errors: Array<ErrorPath>): Compare | null => {
  if (blank(raw)) return null
  const s = raw.trim().toLowerCase()
  const c = COMPARES.find((x) => x === s)
  if (c === undefined) errors.push({ path: "compare", message: `expected one of ${COMPARES.join(", ")}, got ${shown(raw)}` })
  return c ?? null
}

export const parseModel = (raw: string | null | undefined, errors: Array<ErrorPath>): ModelId | null => {
  if (blank(raw)) return null
  const id = parseModelId(raw)
  if (id === null) {
    errors.push({
      path: "scoring_model_version",
      message: `expected one of ${MODEL_IDS.join(", ")} (or v1, 1, v2, 2), got ${shown(raw)}`
    })
  }
  return id
}

const parseAccession = (raw: string | null | undefined, errors: Array<ErrorPath>): string | null => {
  if (blank(raw)) return null
  const s = raw.trim()
  if (!ACCESSION_RE.test(s)) {
    errors.push({ path: "accession", message: `expected an accession number ##########-##-######, got ${shown(s)}` })
    return null
  }
  return s
}

export const invalid = (errors: ReadonlyArray<ErrorPath>): InvalidRequest =>
  new InvalidRequest({ detail: "invalid request", errors: [...errors] })

/** Validates every field and reports every problem at once. */
export const filingRequestFrom = (raw: RawFilingParams): Either.Either<FilingRequest, InvalidRequest> => {
  const errors: Array<ErrorPath> = []
  const ticker = parseTicker(raw.ticker, errors)
  const fiscalYear = parseFiscalYear(raw.fiscal_year, errors)
  const form = parseFormType(raw.form_type, errors) ?? "10-K"
  const quarter = parseQuarterFor(form, raw.quarter, errors)
  const accession = parseAccession(raw.accession, errors)
  const compare = parseCompare(raw.compare, errors)
  const model = parseModel(raw.scoring_model_version, errors)
  if (errors.length > 0 || ticker === null || fiscalYear === null) return Either.left(invalid(errors))
  return Either.right({
    ticker,
    fiscalYear,
    form,
    quarter,
    accession,
    ...(compare === null ? {} : { compare }),
    ...(model === null ? {} : { model })
  })
}

export const errorCode = (e: FilingError): ErrorCode => errorRow(e).code

export const errorStatus = (e: FilingError): number => errorRow(e).status

/** The wire error body `{detail, code, errors?}` (`errors` on validation failures only). */
export interface ErrorBody {
  readonly detail: string
  readonly code: ErrorCode
  readonly errors?: ReadonlyArray<ErrorPath>
}

export const errorBody = (e: FilingError): ErrorBody =>
  e instanceof InvalidRequest
    ? { detail: e.detail, code: "invalid_request", errors: e.errors }
    : { detail: e.detail, code: errorCode(e) }

/** One readable line: `code: message`. */
export const errorLine = (e: FilingError): string => `${errorCode(e)}: ${e.message}`
