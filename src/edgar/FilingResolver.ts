/**
 * Resolves (ticker | CIK, fiscal year, form [, quarter | accession]) to one filing and its
 * prior filing, from the company's submissions list and — where the list alone cannot
 * tell — the inline-XBRL cover facts of a few candidates' first 128 KiB.
 *
 * - Fiscal year: cover facts (`DocumentFiscalYearFocus` / `DocumentFiscalPeriodFocus`) are
 *   authoritative. For a 10-K of a December year-end filer the list decides (the period's
 *   year); otherwise candidates are ranked by how well their period fits the fiscal
 *   calendar and read in that order, a bounded few.
 * - Originals before amendments; an amendment only when no original exists.
 * - 8-K: the calendar year of filing; the latest 8-K of that year unless an accession is
 *   given, in which case the filing's index page names the primary document.
 * - A missing prior is not an error (`prior: null` with a reason). A missing current
 *   primary document falls back to the complete submission file; failing that, 502.
 */
import { Context, Effect, Layer, Option } from "effect"
import { FilingNotFound, InvalidRequest, UpstreamUnavailable } from "../domain/errors.js"
import type { FormType } from "../domain/forms.js"
import type { CoverFacts } from "../domain/cover.js"
import { filingHeader } from "../domain/filing.js"
import { EdgarClient, type EdgarClientService, type Fetched } from "./EdgarClient.js"
import { completeSubmissionName, isDocumentName, publicDocumentUrl, tickerVariants, validateAccession, cik10 } from "./identifiers.js"
import type { Accession, CompanyRef, FiscalYear } from "../domain/request.js"
import type { Compare, FilingRef, FilingRow, Quarter, Submissions } from "./schema.js"
import { CoverReader, type CoverReaderService } from "./store.js"

/**
 * A decoded request (see `domain/request.ts`; a `FilingRequest` is one): the resolver trusts
 * its values, the rules (the company's spelling, the year's range, a 10-Q's quarter) were
 * checked where it was decoded.
 */
export interface ResolveRequest {
  /** The company: a ticker or a CIK, as decoded (`companyRef`). */
  readonly company: CompanyRef
  readonly fiscalYear: FiscalYear
  readonly form: FormType
  /** A 10-Q's quarter; ignored (with a warning) for other forms. */
  readonly quarter?: Quarter | null | undefined
  readonly accession?: Accession | null | undefined
  readonly compare?: Compare | undefined
}

export interface ResolveOptions {
  /** Fetch the primary documents of the filing and its prior (default true). */
  readonly documents?: boolean | undefined
  /**
   * Fetch the prior's document (default: as `documents`). False: the prior is named as the
   * filing list gives it, its document is not fetched (a filing's sections name the filing
   * they would be compared with).
   */
  readonly priorDocument?: boolean | undefined
}

export type DocumentSource = "primary_document" | "complete_submission"

export interface LoadedDocument {
  readonly accession_number: string
  /** The file that was fetched: the primary document, or `<accession>.txt`. */
  readonly name: string
  /** `complete_submission`: the bytes are the whole `.txt` file; take the primary document out of its `<DOCUMENT>` wrapper. */
  readonly source: DocumentSource
  readonly url: string
  readonly bytes: Uint8Array
}

export interface Resolution {
  readonly filing: FilingRef
  readonly prior: FilingRef | null
  readonly priorMissingReason: string | null
  readonly warnings: ReadonlyArray<string>
  /** The filing's document; null when documents were not requested. */
  readonly document: LoadedDocument | null
  /** The prior filing's document; null when there is no prior or documents were not requested. */
  readonly priorDocument: LoadedDocument | null
  /**
   * found; not_requested (compare=none, 8-K); not_listed (no such filing); document_missing
   * (listed, but every source of its document answers 404); unavailable (a passing failure).
   */
  readonly priorStatus: PriorStatus
}

export type PriorStatus = "found" | "not_requested" | "not_listed" | "document_missing" | "unavailable"

/**
 * available: its document (or complete submission file) is readable at this source;
 * document_unavailable: listed, but every source of its document answers "not found";
 * unconfirmed: listed, but its document could not be read just now (a passing failure).
 */
export type ListedStatus = "available" | "document_unavailable" | "unconfirmed"

export interface ListedFilingRef extends FilingRef {
  readonly status: ListedStatus
  /** Why the filing has its status, in one sentence. */
  readonly status_reason: string
}

export interface FilingsList {
  readonly ticker: string | null
  readonly fiscal_year: number
  /** Every 10-K, 10-Q and 8-K of the year the filing list names, each with its status. */
  readonly filings: ReadonlyArray<ListedFilingRef>
  readonly warnings: ReadonlyArray<string>
}

export type ResolveError = InvalidRequest | FilingNotFound | UpstreamUnavailable

export interface FilingResolverService {
  readonly resolve: (request: ResolveRequest, options?: ResolveOptions) => Effect.Effect<Resolution, ResolveError>
  /** 10-K, 10-Q and 8-K filings of a fiscal year, from metadata and cover-fact prefixes only. */
  readonly listFilings: (company: CompanyRef, fiscalYear: FiscalYear) => Effect.Effect<FilingsList, ResolveError>
  /** A filing's primary document, or its complete submission file when that is missing. */
  readonly loadDocument: (filing: FilingRef) => Effect.Effect<LoadedDocument, UpstreamUnavailable | InvalidRequest>
}

export class FilingResolver extends Context.Tag("disclosure-risk/FilingResolver")<FilingResolver, FilingResolverService>() {}

/** Network reads of candidates' cover facts per target, at most. */
export const MAX_CANDIDATE_READS = 5

const QUARTERS: ReadonlyArray<Quarter> = ["Q1", "Q2", "Q3"]

interface Company {
  readonly cik: number
  readonly ticker: string | null
  /** The company's title in the ticker map, when it was found there. */
  readonly title: string | null
  readonly subs: Submissions
}

interface Target {
  readonly form: FormType
  readonly fiscalYear: number
  readonly quarter: Quarter | null
}

type Facts =
  | { readonly _tag: "Facts"; readonly facts: CoverFacts }
  /** `missing`: every source of the document answered "not found" (a permanent absence). */
  | { readonly _tag: "Failed"; readonly detail: string; readonly missing: boolean }

interface Session {
  readonly facts: Map<string, Facts>
  readonly docs: Map<string, LoadedDocument>
  /**
   * How this company names fiscal years relative to `predictLabel` (cover-fact year minus
   * predicted year), learnt from the first cover facts read; null until then.
   */
  offset: number | null
}

const newSession = (): Session => ({ facts: new Map(), docs: new Map(), offset: null })

type Found = {
  readonly _tag: "Found"
  readonly row: FilingRow
  readonly fiscalYear: number
  readonly quarter: Quarter | null
}
type FindResult =
  | Found
  | { readonly _tag: "NotFound"; readonly detail: string }
  | {
      readonly _tag: "Unreadable"
      readonly detail: string
      /** The candidate the filing list places at the target (its document unreadable), if any. */
      readonly candidate: FilingRow | null
      /** Every source of every candidate's document answered "not found". */
      readonly missing: boolean
    }

const baseForm = (form: string): string => form.trim().toUpperCase().replace(/[/-]A$/, "")
const isAmendment = (form: string): boolean => /[/-]A$/i.test(form.trim())
const yearOf = (date: string): number | null => (/^\d{4}-\d{2}-\d{2}/.test(date) ? Number(date.slice(0, 4)) : null)

const describe = (t: Target): string => `${t.form} for fiscal year ${t.fiscalYear}${t.quarter === null ? "" : ` ${t.quarter}`}`

/**
 * What the list suggests a row is, from its period end and the fiscal year end (`MMDD`),
 * naming fiscal years by the calendar year in which they end. A guess for ranking and for
 * documents without cover facts; cover facts win.
 */
export const predictLabel = (reportDate: string, fiscalYearEnd: string | null): { readonly fiscalYear: number; readonly period: "FY" | Quarter } | null => {
  if (!/^\d{4}-\d{2}-\d{2}/.test(reportDate)) return null
  const y = Number(reportDate.slice(0, 4))
  const m = Number(reportDate.slice(5, 7))
  const fyeMonth = fiscalYearEnd !== null ? Number(fiscalYearEnd.slice(0, 2)) : 12
  if (!(fyeMonth >= 1 && fyeMonth <= 12) || !(m >= 1 && m <= 12)) return null
  const period = y * 12 + (m - 1)
  // The first fiscal year end at or after the period (one month of slack for 52/53-week years).
  let end = period - 1
  while (((end % 12) + 12) % 12 !== fyeMonth - 1) end++
  const sincePrevious = period - (end - 12)
  const q = Math.round(sincePrevious / 3)
  return { fiscalYear: Math.floor(end / 12), period: q === 1 ? "Q1" : q === 2 ? "Q2" : q === 3 ? "Q3" : "FY" }
}


export const makeFilingResolver: Effect.Effect<FilingResolverService, never, EdgarClient | CoverReader> = Effect.gen(function* () {
  const client = yield* EdgarClient
  const covers = yield* CoverReader
  return makeResolverWith(client, covers)
})

export const makeResolverWith = (client: EdgarClientService, covers: CoverReaderService): FilingResolverService => {
  // ---- company ------------------------------------------------------------------------
  const identify = (id: CompanyRef, since: string): Effect.Effect<Company, ResolveError> =>
    Effect.gen(function* () {
      let cik: number
      let ticker: string | null = null
      let title: string | null = null
      if (id._tag === "Ticker") {
        const map = yield* client.tickerMap
        const hit = tickerVariants(id.ticker)
          .map((t) => map.get(t))
          .find((e) => e !== undefined)
        if (hit === undefined) {
          return yield* Effect.fail(
            new FilingNotFound({
              detail: `Unknown ticker ${id.ticker}: it is not in the SEC ticker map (delisted companies drop out of it); retry with the company's CIK`
            })
          )
        }
        cik = hit.cik
        ticker = hit.ticker
        title = hit.title
      } else cik = id.cik
      const subs = yield* client.submissions(cik, { since })
      if (subs._tag === "Missing") {
        return yield* Effect.fail(new FilingNotFound({ detail: `No EDGAR filing list for CIK ${cik}${ticker === null ? "" : ` (${ticker})`}` }))
      }
      return { cik, ticker: ticker ?? subs.value.tickers[0]?.toUpperCase() ?? null, title, subs: subs.value }
    })

  // ---- documents and cover facts ------------------------------------------------------
  const loadRowDocument = (company: Company, accession: string, primary: string | null, session: Session): Effect.Effect<LoadedDocument, UpstreamUnavailable | InvalidRequest> =>
    Effect.gen(function* () {
      const memo = session.docs.get(accession)
      if (memo !== undefined) return memo
      const problems: Array<string> = []
      // Every source answered "not found": a permanent absence (status 404), not a passing failure.
      let allMissing = true
      if (primary !== null && isDocumentName(primary)) {
        const got = yield* client.document(company.cik, accession, primary).pipe(
          Effect.catchTag("UpstreamUnavailable", (e) => Effect.succeed({ _tag: "Failed", detail: e.detail } as const))
        )
        if (got._tag === "Found") {
          const doc: LoadedDocument = { accession_number: accession, name: primary, source: "primary_document", url: got.url, bytes: got.value }
          session.docs.set(accession, doc)
          return doc
        }
        if (got._tag !== "Missing") allMissing = false
        problems.push(got._tag === "Missing" ? `primary document ${primary} is missing upstream` : got.detail)
      } else problems.push("the filing lists no usable primary document")
      const txt = yield* client.completeSubmission(company.cik, accession).pipe(
        Effect.catchTag("UpstreamUnavailable", (e) => Effect.succeed({ _tag: "Failed", detail: e.detail } as const))
      )
      if (txt._tag === "Found") {
        const doc: LoadedDocument = {
          accession_number: accession,
          name: completeSubmissionName(accession),
          source: "complete_submission",
          url: txt.url,
          bytes: txt.value
        }
        session.docs.set(accession, doc)
        return doc
      }
      if (txt._tag !== "Missing") allMissing = false
      problems.push(txt._tag === "Missing" ? `complete submission file ${completeSubmissionName(accession)} is missing upstream` : txt.detail)
      return yield* Effect.fail(
        new UpstreamUnavailable({
          detail: `Filing ${accession} of CIK ${company.cik} is unavailable upstream: ${problems.join("; ")}`,
          ...(allMissing ? { status: 404 } : {})
        })
      )
    })

  /**
   * Cover facts of a filing read from the first 128 KiB of its primary document, else of its
   * complete submission file (the facts are kept per accession by the reader).
   */
  const readCover = (cik: number, accession: string, primary: string | null): Effect.Effect<Fetched<CoverFacts>, UpstreamUnavailable | InvalidRequest> =>
    Effect.gen(function* () {
      let got: Fetched<Uint8Array> | null = null
      if (primary !== null) got = yield* client.documentPrefix(cik, accession, primary)
      if (got === null || got._tag === "Missing") {
        const txt = yield* client.documentPrefix(cik, accession, completeSubmissionName(accession))
        if (txt._tag === "Missing") return got ?? txt
        got = txt
      }
      return { _tag: "Found", value: yield* covers.read(accession, got.value), url: got.url } as const
    })

  const factsFor = (company: Company, row: FilingRow, session: Session, whole: boolean): Effect.Effect<Facts, InvalidRequest> =>
    Effect.gen(function* () {
      const acc = row.accessionNumber
      const memo = session.facts.get(acc)
      if (memo !== undefined) return memo
      const primary = isDocumentName(row.primaryDocument) ? row.primaryDocument : null
      let result: Facts
      const cached = yield* covers.cached(acc)
      if (Option.isSome(cached)) result = { _tag: "Facts", facts: cached.value }
      else if (whole) {
        // This candidate's document is about to be needed anyway: fetch it whole, once.
        const doc = yield* loadRowDocument(company, acc, primary, session).pipe(
          Effect.map((d) => ({ _tag: "Doc", doc: d }) as const),
          Effect.catchTag("UpstreamUnavailable", (e) => Effect.succeed({ _tag: "Failed", detail: e.detail, missing: e.status === 404 } as const))
        )
        result = doc._tag === "Doc" ? { _tag: "Facts", facts: yield* covers.read(acc, doc.doc.bytes) } : doc
      } else {
        const got = yield* readCover(company.cik, acc, primary).pipe(
          Effect.catchTag("UpstreamUnavailable", (e) => Effect.succeed({ _tag: "Failed", detail: e.detail } as const))
        )
        result =
          got._tag === "Found"
            ? { _tag: "Facts", facts: got.value }
            : got._tag === "Missing"
              ? { _tag: "Failed", detail: `${acc}: document missing upstream`, missing: true }
              : { _tag: "Failed", detail: got.detail, missing: false }
      }
      session.facts.set(acc, result)
      if (result._tag === "Facts" && session.offset === null && result.facts.fiscal_year_focus !== null) {
        const guess = predictLabel(row.reportDate, company.subs.fiscalYearEnd)
        const period = result.facts.fiscal_period_focus === "Q4" ? "FY" : result.facts.fiscal_period_focus
        if (guess !== null && guess.period === period) session.offset = result.facts.fiscal_year_focus - guess.fiscalYear
      }
      return result
    })

  // ---- finding one target -------------------------------------------------------------
  const latestFirst = (a: FilingRow, b: FilingRow): number =>
    a.filingDate !== b.filingDate ? (a.filingDate < b.filingDate ? 1 : -1) : a.accessionNumber < b.accessionNumber ? 1 : -1

  const labelOf = (row: FilingRow, facts: CoverFacts | null, fye: string | null): { fiscalYear: number | null; period: string | null } => {
    const guess = predictLabel(row.reportDate, fye)
    const factPeriod = facts?.fiscal_period_focus ?? null
    return {
      fiscalYear: facts?.fiscal_year_focus ?? guess?.fiscalYear ?? null,
      period: factPeriod === "Q4" ? "FY" : (factPeriod ?? guess?.period ?? null)
    }
  }

  const fits = (label: { fiscalYear: number | null; period: string | null }, facts: CoverFacts | null, target: Target): boolean => {
    if (label.fiscalYear !== target.fiscalYear) return false
    const docType = facts?.document_type?.toUpperCase().replace(/[/-]A$/, "") ?? null
    if (target.form === "10-K") {
      if (docType !== null && docType.startsWith("10-Q")) return false
      return label.period === null || label.period === "FY"
    }
    if (docType !== null && docType.startsWith("10-K")) return false
    return label.period === target.quarter
  }

  const find = (company: Company, target: Target, session: Session, wholeFirst: boolean): Effect.Effect<FindResult, InvalidRequest> =>
    Effect.gen(function* () {
      const rows = company.subs.rows.filter((r) => baseForm(r.form) === target.form && /^\d{10}-\d{2}-\d{6}$/.test(r.accessionNumber))
      const name = company.subs.name ?? `CIK ${company.cik}`
      const none: FindResult = { _tag: "NotFound", detail: `No ${describe(target)} is listed for ${name}` }

      if (target.form === "8-K") {
        const inYear = rows.filter((r) => yearOf(r.filingDate) === target.fiscalYear)
        const originals = inYear.filter((r) => !isAmendment(r.form)).sort(latestFirst)
        const pick = originals[0] ?? inYear.sort(latestFirst)[0]
        return pick === undefined ? none : { _tag: "Found", row: pick, fiscalYear: target.fiscalYear, quarter: null }
      }

      const fye = company.subs.fiscalYearEnd
      if (target.form === "10-K" && fye === "1231") {
        // December year end: the period's year is the fiscal year.
        const byReport = rows.filter((r) => yearOf(r.reportDate) === target.fiscalYear)
        const pool = byReport.length > 0 ? byReport : rows.filter((r) => r.reportDate === "" && yearOf(r.filingDate) === target.fiscalYear + 1)
        const originals = pool.filter((r) => !isAmendment(r.form)).sort(latestFirst)
        const pick = originals[0] ?? [...pool].sort(latestFirst)[0]
        return pick === undefined ? none : { _tag: "Found", row: pick, fiscalYear: target.fiscalYear, quarter: null }
      }

      // Ambiguous: rank candidates by fit, read their cover facts in that order.
      const wantPeriod = target.form === "10-K" ? "FY" : target.quarter
      const offset = session.offset ?? 0
      const ranked = rows
        .map((row) => {
          const guess = predictLabel(row.reportDate, fye)
          let score: number
          if (guess === null) {
            const fy = yearOf(row.filingDate)
            score = fy !== null && (fy === target.fiscalYear || fy === target.fiscalYear + 1) ? 30 : Number.POSITIVE_INFINITY
          } else {
            const d = guess.fiscalYear + offset - target.fiscalYear
            const yearRank = d === 0 ? 0 : d === 1 ? 1 : d === -1 ? 2 : Number.POSITIVE_INFINITY
            score = yearRank + (guess.period === wantPeriod ? 0 : 10)
          }
          return { row, score: score + (isAmendment(row.form) ? 0.5 : 0), guessed: guess !== null }
        })
        // Once the company's calendar is known, only filings that fit it are candidates.
        .filter((c) => Number.isFinite(c.score) && (session.offset === null || c.score < 1 || !c.guessed))
        .sort((a, b) => (a.score !== b.score ? a.score - b.score : latestFirst(a.row, b.row)))
      if (ranked.length === 0) return none

      const failures: Array<string> = []
      let allMissing = true
      let amendment: Found | null = null
      let reads = 0
      for (const [i, c] of ranked.entries()) {
        const known = session.facts.has(c.row.accessionNumber)
        if (!known && reads >= MAX_CANDIDATE_READS) break
        if (!known) reads++
        const facts = yield* factsFor(company, c.row, session, wholeFirst && i === 0 && c.score < 10)
        if (facts._tag === "Failed") {
          failures.push(facts.detail)
          if (!facts.missing) allMissing = false
          continue
        }
        const label = labelOf(c.row, facts.facts, fye)
        if (!fits(label, facts.facts, target)) continue
        const found: Found = { _tag: "Found", row: c.row, fiscalYear: target.fiscalYear, quarter: target.form === "10-Q" ? target.quarter : null }
        if (!isAmendment(c.row.form)) return found
        amendment ??= found
      }
      if (amendment !== null) return amendment
      if (failures.length > 0) {
        const best = ranked[0]
        const candidate = best !== undefined && best.score < 1 && session.facts.get(best.row.accessionNumber)?._tag === "Failed" ? best.row : null
        return {
          _tag: "Unreadable",
          detail: `the ${describe(target)} of ${name} could not be confirmed: ${failures.slice(0, 3).join("; ")}`,
          candidate,
          missing: allMissing
        }
      }
      return none
    })

  /** The filing's header, built as every header is (`filingHeader`): EDGAR's name for the company. */
  const toRef = (company: Company, found: Found, form: FormType): FilingRef => {
    const primary = isDocumentName(found.row.primaryDocument) ? found.row.primaryDocument : null
    const sourceUrl = publicDocumentUrl(company.cik, found.row.accessionNumber, primary ?? completeSubmissionName(found.row.accessionNumber))
    const header = filingHeader({
      ticker: company.ticker,
      cik: company.cik,
      names: { edgar: company.subs.name, tickerMap: company.title },
      accession_number: found.row.accessionNumber,
      form_type: form,
      fiscal_year: found.fiscalYear,
      quarter: form === "10-Q" ? found.quarter : null,
      period_end: /^\d{4}-\d{2}-\d{2}$/.test(found.row.reportDate) ? found.row.reportDate : null,
      filing_date: found.row.filingDate,
      primary_document: primary,
      source_url: sourceUrl,
      prior_accession_number: null
    })
    return {
      ...header,
      cik: header.cik ?? cik10(company.cik),
      company_name: header.company_name ?? "",
      accession_number: found.row.accessionNumber,
      fiscal_year: found.fiscalYear,
      filing_date: found.row.filingDate,
      source_url: sourceUrl
    }
  }

  // ---- request validation -------------------------------------------------------------
  interface Valid {
    readonly id: CompanyRef
    readonly target: Target
    readonly accession: string | null
    readonly compare: Compare
    readonly warnings: ReadonlyArray<string>
  }

  const validate = (req: ResolveRequest): Effect.Effect<Valid, InvalidRequest> =>
    Effect.sync(() => {
      const id = req.company
      const warnings: Array<string> = []
      const quarter = req.form === "10-Q" ? (req.quarter ?? null) : null
      if (req.form !== "10-Q" && req.quarter !== undefined && req.quarter !== null) {
        warnings.push(`quarter ${req.quarter} ignored: it applies only to a 10-Q`)
      }
      return {
        id,
        target: { form: req.form, fiscalYear: req.fiscalYear, quarter },
        accession: req.accession ?? null,
        compare: req.compare ?? "prior",
        warnings
      }
    })

  const priorTarget = (t: Target, compare: Compare): Target | null => {
    if (compare === "none" || t.form === "8-K") return null
    if (t.form === "10-K" || compare === "prior_year") return { ...t, fiscalYear: t.fiscalYear - 1 }
    if (t.quarter === "Q1") return { form: "10-Q", fiscalYear: t.fiscalYear - 1, quarter: "Q3" }
    return { form: "10-Q", fiscalYear: t.fiscalYear, quarter: t.quarter === "Q3" ? "Q2" : "Q1" }
  }

  // ---- by accession -------------------------------------------------------------------
  const byAccession = (company: Company, accession: string, v: Valid, session: Session, warnings: Array<string>): Effect.Effect<{ found: Found; target: Target }, ResolveError> =>
    Effect.gen(function* () {
      let row = company.subs.rows.find((r) => r.accessionNumber === accession) ?? null
      if (row === null || !isDocumentName(row.primaryDocument)) {
        const index = yield* client.filingIndex(company.cik, accession)
        if (index._tag === "Found") {
          const i = index.value
          row = {
            accessionNumber: accession,
            form: row?.form || (i.form ?? ""),
            filingDate: row?.filingDate || (i.filingDate ?? ""),
            reportDate: row?.reportDate || (i.periodOfReport ?? ""),
            primaryDocument: i.primaryDocument ?? row?.primaryDocument ?? "",
            items: row?.items ?? ""
          }
        } else if (row === null) {
          return yield* Effect.fail(new FilingNotFound({ detail: `No filing ${accession} for ${company.subs.name ?? `CIK ${company.cik}`} (CIK ${company.cik})` }))
        }
      }
      if (baseForm(row.form) !== v.target.form) {
        return yield* Effect.fail(new FilingNotFound({ detail: `Filing ${accession} is a ${row.form || "filing of unknown form"}, not a ${v.target.form}` }))
      }
      if (isAmendment(row.form)) warnings.push(`filing ${accession} is an amendment (${row.form})`)
      if (v.target.form === "8-K") {
        const year = yearOf(row.filingDate) ?? v.target.fiscalYear
        if (year !== v.target.fiscalYear) warnings.push(`filing ${accession} was filed in ${year}, not ${v.target.fiscalYear}; fiscal_year reports the filing year`)
        return { found: { _tag: "Found", row, fiscalYear: year, quarter: null }, target: { ...v.target, fiscalYear: year } }
      }
      const facts = yield* factsFor(company, row, session, true)
      const label = labelOf(row, facts._tag === "Facts" ? facts.facts : null, company.subs.fiscalYearEnd)
      const fiscalYear = label.fiscalYear ?? v.target.fiscalYear
      let quarter: Quarter | null = null
      if (v.target.form === "10-Q") {
        quarter = QUARTERS.find((x) => x === label.period) ?? v.target.quarter
      }
      if (fiscalYear !== v.target.fiscalYear || quarter !== v.target.quarter) {
        warnings.push(`filing ${accession} is fiscal year ${fiscalYear}${quarter === null ? "" : ` ${quarter}`}, not the one asked for; its own labels are reported`)
      }
      const target: Target = { form: v.target.form, fiscalYear, quarter }
      return { found: { _tag: "Found", row, fiscalYear, quarter }, target }
    })

  // ---- what this source holds --------------------------------------------------------
  /** How many of a form's latest filings are checked to say which ones this source holds. */
  const AVAILABLE_CHECKS = 8

  /** "10-Ks available for Apple Inc. here: FY2024, FY2025", from the form's latest filings. */
  const availableHere = (company: Company, form: FormType, session: Session): Effect.Effect<string, InvalidRequest> =>
    Effect.gen(function* () {
      const name = company.subs.name ?? `CIK ${company.cik}`
      const rows = company.subs.rows
        .filter((r) => baseForm(r.form) === form && !isAmendment(r.form) && /^\d{10}-\d{2}-\d{6}$/.test(r.accessionNumber))
        .sort(latestFirst)
        .slice(0, AVAILABLE_CHECKS)
      const facts = yield* Effect.forEach(rows, (row) => factsFor(company, row, session, false), { concurrency: 4 })
      const labels: Array<{ key: string; text: string }> = []
      for (const [i, row] of rows.entries()) {
        const f = facts[i]!
        if (f._tag !== "Facts") continue
        if (form === "8-K") {
          labels.push({ key: row.filingDate, text: `filed ${row.filingDate}` })
          continue
        }
        const label = labelOf(row, f.facts, company.subs.fiscalYearEnd)
        if (label.fiscalYear === null) continue
        const period = form === "10-Q" && label.period !== null && label.period !== "FY" ? ` ${label.period}` : ""
        labels.push({ key: `${label.fiscalYear}${period}`, text: `FY${label.fiscalYear}${period}` })
      }
      const unique = [...new Map(labels.map((l) => [l.key, l.text])).entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map((e) => e[1])
      return unique.length > 0
        ? `${form}s available for ${name} here: ${unique.join(", ")}`
        : `None of ${name}'s latest ${form}s is available at this source`
    })

  /** One line: the filing is listed, its document is not here, and what is. */
  const documentNotHere = (company: Company, target: Target, row: FilingRow, session: Session): Effect.Effect<UpstreamUnavailable, InvalidRequest> =>
    Effect.map(availableHere(company, target.form, session), (available) => {
      const name = company.subs.name ?? `CIK ${company.cik}`
      const doc = isDocumentName(row.primaryDocument) ? row.primaryDocument : completeSubmissionName(row.accessionNumber)
      const what = target.form === "8-K" ? `${name}'s 8-K of ${row.filingDate}` : `${name}'s ${describe(target)}`
      return new UpstreamUnavailable({
        detail: `${what} (${row.accessionNumber}) is listed on EDGAR, but its document ${doc} is not at this source. ${available}`,
        status: 404
      })
    })

  // ---- public operations --------------------------------------------------------------
  const resolve: FilingResolverService["resolve"] = (req, options) =>
    Effect.gen(function* () {
      const v = yield* validate(req)
      const documents = options?.documents ?? true
      const priorDocuments = options?.priorDocument ?? documents
      const warnings: Array<string> = [...v.warnings]
      const session: Session = newSession()
      const company = yield* identify(v.id, `${v.target.fiscalYear - 2}-01-01`)
      warnings.push(...company.subs.warnings)

      let current: { found: Found; target: Target }
      if (v.accession !== null) current = yield* byAccession(company, v.accession, v, session, warnings)
      else {
        const r = yield* find(company, v.target, session, documents)
        if (r._tag === "NotFound") return yield* Effect.fail(new FilingNotFound({ detail: r.detail }))
        if (r._tag === "Unreadable") {
          if (r.missing && r.candidate !== null) return yield* Effect.fail(yield* documentNotHere(company, v.target, r.candidate, session))
          return yield* Effect.fail(new UpstreamUnavailable({ detail: `EDGAR documents unavailable: ${r.detail}` }))
        }
        current = { found: r, target: v.target }
        if (isAmendment(r.row.form)) warnings.push(`resolved to an amendment (${r.row.form} ${r.row.accessionNumber}): no original is listed`)
      }
      const document = documents
        ? yield* loadRowDocument(company, current.found.row.accessionNumber, isDocumentName(current.found.row.primaryDocument) ? current.found.row.primaryDocument : null, session).pipe(
            Effect.catchTag("UpstreamUnavailable", (e) =>
              e.status === 404 ? Effect.flatMap(documentNotHere(company, current.target, current.found.row, session), Effect.fail) : Effect.fail(e)
            )
          )
        : null
      if (document !== null && document.source === "complete_submission") {
        warnings.push(`primary document unavailable; read from the complete submission file ${document.name}`)
      }

      let prior: FilingRef | null = null
      let priorDocument: LoadedDocument | null = null
      let priorMissingReason: string | null = null
      let priorStatus: PriorStatus = "found"
      const pt = priorTarget(current.target, v.compare)
      if (pt === null) {
        priorStatus = "not_requested"
        priorMissingReason = v.compare === "none" ? "comparison not requested (compare=none)" : "8-K filings are not compared with a prior filing"
      } else {
        const r = yield* find(company, pt, session, priorDocuments)
        if (r._tag === "Found") {
          const ref = toRef(company, r, pt.form)
          if (priorDocuments) {
            const doc = yield* loadRowDocument(company, r.row.accessionNumber, ref.primary_document, session).pipe(
              Effect.catchTag("UpstreamUnavailable", (e) => Effect.succeed({ _tag: "Failed", detail: e.detail, missing: e.status === 404 } as const))
            )
            if ("_tag" in doc) {
              priorStatus = doc.missing ? "document_missing" : "unavailable"
              priorMissingReason = `prior filing ${r.row.accessionNumber} (${describe(pt)}) is listed but its document is unavailable: ${doc.detail}`
            } else {
              prior = ref
              priorDocument = doc
            }
          } else prior = ref
        } else {
          // Every candidate's document answered "not found": as permanent as a missing prior document.
          priorStatus = r._tag === "NotFound" ? "not_listed" : r.missing ? "document_missing" : "unavailable"
          priorMissingReason = r._tag === "NotFound" ? `no prior filing: ${r.detail}` : `prior filing unavailable: ${r.detail}`
        }
      }
      if (priorMissingReason !== null && pt !== null) warnings.push(priorMissingReason)

      const filing: FilingRef = { ...toRef(company, current.found, current.target.form), prior_accession_number: prior?.accession_number ?? null }
      return { filing, prior, priorMissingReason, priorStatus, warnings, document, priorDocument }
    })

  /** The status of a listed filing, from a cover-fact prefix read (cached per accession). */
  const statusOf = (company: Company, row: FilingRow, session: Session): Effect.Effect<{ status: ListedStatus; status_reason: string; detail: string | null }, InvalidRequest> =>
    Effect.map(factsFor(company, row, session, false), (facts) => {
      const doc = isDocumentName(row.primaryDocument) ? row.primaryDocument : completeSubmissionName(row.accessionNumber)
      if (facts._tag === "Facts") return { status: "available" as const, status_reason: `its document ${doc} is readable at this source`, detail: null }
      return facts.missing
        ? { status: "document_unavailable" as const, status_reason: `listed on EDGAR, but its document ${doc} is not at this source`, detail: null }
        : { status: "unconfirmed" as const, status_reason: `listed on EDGAR, but its document ${doc} could not be read just now`, detail: facts.detail }
    })

  /** The accession of the filing a target compares with, where the list names one. */
  const priorAccession = (company: Company, target: Target, session: Session): Effect.Effect<string | null, InvalidRequest> => {
    const pt = priorTarget(target, "prior")
    if (pt === null) return Effect.succeed(null)
    return Effect.map(find(company, pt, session, false), (r) =>
      r._tag === "Found" ? r.row.accessionNumber : r._tag === "Unreadable" ? (r.candidate?.accessionNumber ?? null) : null
    )
  }

  const listFilings: FilingResolverService["listFilings"] = (id, fiscalYear) =>
    Effect.gen(function* () {
      const company = yield* identify(id, `${fiscalYear - 2}-01-01`)
      const session: Session = newSession()
      const warnings: Array<string> = [...company.subs.warnings]
      const filings: Array<ListedFilingRef> = []
      const targets: ReadonlyArray<Target> = [
        { form: "10-K", fiscalYear, quarter: null },
        ...QUARTERS.map((quarter): Target => ({ form: "10-Q", fiscalYear, quarter }))
      ]
      const listed = new Set<string>()
      for (const t of targets) {
        const r = yield* find(company, t, session, false)
        if (r._tag === "NotFound") continue
        if (r._tag === "Unreadable" && r.candidate === null) {
          // No filing the list alone places at this target: say so rather than drop it quietly.
          warnings.push(r.detail)
          continue
        }
        const found: Found = r._tag === "Found" ? r : { _tag: "Found", row: r.candidate as FilingRow, fiscalYear, quarter: t.quarter }
        if (listed.has(found.row.accessionNumber)) continue
        listed.add(found.row.accessionNumber)
        const status = yield* statusOf(company, found.row, session)
        const prior = yield* priorAccession(company, t, session)
        let reason = status.status_reason
        if (r._tag === "Unreadable") reason += `; its fiscal ${t.form === "10-K" ? "year" : "quarter"} is read from the filing list (period ending ${found.row.reportDate || "not given"})`
        if (status.detail !== null) warnings.push(`${found.row.accessionNumber} (${describe(t)}): ${status.detail}`)
        filings.push({ ...toRef(company, found, t.form), prior_accession_number: prior, status: status.status, status_reason: reason })
      }
      const eightKs = company.subs.rows
        .filter((r) => baseForm(r.form) === "8-K" && !isAmendment(r.form) && yearOf(r.filingDate) === fiscalYear && /^\d{10}-\d{2}-\d{6}$/.test(r.accessionNumber))
        .sort((a, b) => -latestFirst(a, b))
      const eightKStatus = yield* Effect.forEach(eightKs, (row) => statusOf(company, row, session), { concurrency: 4 })
      for (const [i, row] of eightKs.entries()) {
        const status = eightKStatus[i]!
        if (status.detail !== null) warnings.push(`${row.accessionNumber} (8-K filed ${row.filingDate}): ${status.detail}`)
        filings.push({
          ...toRef(company, { _tag: "Found", row, fiscalYear, quarter: null }, "8-K"),
          status: status.status,
          status_reason: status.status_reason
        })
      }
      if (filings.length === 0) {
        const name = company.subs.name ?? `CIK ${company.cik}`
        return yield* warnings.length > 0
          ? Effect.fail(new UpstreamUnavailable({ detail: `EDGAR documents unavailable: ${warnings.join("; ")}` }))
          : Effect.fail(new FilingNotFound({ detail: `No 10-K, 10-Q or 8-K filing for fiscal year ${fiscalYear} is listed for ${name}` }))
      }
      return { ticker: company.ticker, fiscal_year: fiscalYear, filings, warnings }
    })

  const loadDocument: FilingResolverService["loadDocument"] = (filing) =>
    Effect.gen(function* () {
      const cik = Number(filing.cik)
      const accession = yield* validateAccession(filing.accession_number)
      const company: Company = { cik, ticker: filing.ticker, title: null, subs: { cik: filing.cik, name: filing.company_name, tickers: [], fiscalYearEnd: null, rows: [], warnings: [] } }
      return yield* loadRowDocument(company, accession, filing.primary_document, newSession())
    })

  return { resolve, listFilings, loadDocument }
}

/** The resolver over the `EdgarClient`, with cover facts from the `CoverReader`. */
export const FilingResolverLive: Layer.Layer<FilingResolver, never, EdgarClient | CoverReader> = Layer.effect(FilingResolver, makeFilingResolver)
