/**
 * Validated EDGAR identifiers. Upstream URLs and cache keys are built only from values
 * that passed these checks; anything else is an `InvalidRequest`, never a request.
 */
import { Effect } from "effect"
import { InvalidRequest } from "../domain/errors.js"
import { ACCESSION_RE, CIK_INPUT_RE, companyRef, type CompanyRef, decodeCompanyId, TICKER_RE } from "../domain/request.js"

export { ACCESSION_RE, CIK_INPUT_RE, companyRef, type CompanyRef, TICKER_RE }
export const DOCUMENT_NAME_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}\.(htm|html|txt|xml)$/i
export const SUBMISSIONS_PAGE_RE = /^CIK\d{10}-submissions-\d{3}\.json$/

const bad = (path: string, message: string, detail = "invalid request"): InvalidRequest =>
  new InvalidRequest({ detail, errors: [{ path, message }] })

/** Parses `AAPL`, `brk.b`, `BRK-B`, `320193`, `CIK0000320193`. */
export const parseCompanyId = (input: string, path = "ticker"): Effect.Effect<CompanyRef, InvalidRequest> =>
  Effect.map(decodeCompanyId(input.trim(), path), companyRef)

/** Ticker spellings to try in the map: as typed, then with the class separator swapped. */
export const tickerVariants = (ticker: string): ReadonlyArray<string> => {
  const t = ticker.toUpperCase()
  const variants = [t, t.replace(".", "-"), t.replace("-", ".")]
  return [...new Set(variants)]
}

export const cik10 = (cik: number): string => String(cik).padStart(10, "0")

/** A CIK as a positive integer of at most 10 digits. */
export const validateCik = (cik: number | string): Effect.Effect<number, InvalidRequest> =>
  Effect.suspend(() => {
    const n = typeof cik === "number" ? cik : /^\d{1,10}$/.test(cik) ? Number(cik) : Number.NaN
    return Number.isSafeInteger(n) && n > 0 && n <= 9_999_999_999
      ? Effect.succeed(n)
      : Effect.fail(bad("cik", `not a CIK: ${JSON.stringify(String(cik).slice(0, 40))}`))
  })

export const validateAccession = (accession: string): Effect.Effect<string, InvalidRequest> =>
  ACCESSION_RE.test(accession)
    ? Effect.succeed(accession)
    : Effect.fail(bad("accession", `not an accession number (##########-##-######): ${JSON.stringify(accession.slice(0, 40))}`))

export const validateDocumentName = (name: string): Effect.Effect<string, InvalidRequest> =>
  DOCUMENT_NAME_RE.test(name)
    ? Effect.succeed(name)
    : Effect.fail(bad("document", `not an acceptable document name: ${JSON.stringify(name.slice(0, 60))}`))

export const isDocumentName = (name: string): boolean => DOCUMENT_NAME_RE.test(name)

export const noDashes = (accession: string): string => accession.replace(/-/g, "")

/** The public SEC URL of a filing's document (stable on every machine, whatever the mirror). */
export const publicDocumentUrl = (cik: number, accession: string, name: string): string =>
  `https://www.sec.gov/Archives/edgar/data/${cik}/${noDashes(accession)}/${name}`

/** The complete submission text file's name. */
export const completeSubmissionName = (accession: string): string => `${accession}.txt`
