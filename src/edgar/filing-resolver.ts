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
 *
 * The parts: ./resolver-rows.ts (what is reasoned without reading: targets, labels, fits),
 * ./resolver-reads.ts (the company, documents and cover facts read upstream) and
 * ./resolver-find.ts (a target's or an accession's filing on the list); this module
 * resolves a request and lists a year's filings with them.
 */
import { Context, Effect, Layer } from "effect"
import { FilingNotFound, type InvalidRequest, UpstreamUnavailable } from "../domain/errors.js"
import type { FormType } from "../domain/forms.js"
import { EdgarClient, type EdgarClientService } from "./edgar-client.js"
import { completeSubmissionName, isDocumentName, validateAccession } from "./identifiers.js"
import type { Accession, CompanyRef, FiscalYear } from "../domain/request.js"
import { makeFinder } from "./resolver-find.js"
import { makeReads } from "./resolver-reads.js"
import {
  baseForm,
  type Company,
  describe,
  type Found,
  isAmendment,
  latestFirst,
  type LoadedDocument,
  newSession,
  priorTarget,
  QUARTERS,
  type ResolveError,
  type Session,
  type Target,
  toRef,
  yearOf
} from "./resolver-rows.js"
import type { Compare, FilingRef, FilingRow, Quarter } from "./schema.js"
import { CoverReader, type CoverReaderService } from "./store.js"

export { type DocumentSource, type LoadedDocument, MAX_CANDIDATE_READS, predictLabel, type ResolveError } from "./resolver-rows.js"

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


export interface FilingResolverService {
  readonly resolve: (request: ResolveRequest, options?: ResolveOptions) => Effect.Effect<Resolution, ResolveError>
  /** 10-K, 10-Q and 8-K filings of a fiscal year, from metadata and cover-fact prefixes only. */
  readonly listFilings: (company: CompanyRef, fiscalYear: FiscalYear) => Effect.Effect<FilingsList, ResolveError>
  /** A filing's primary document, or its complete submission file when that is missing. */
  readonly loadDocument: (filing: FilingRef) => Effect.Effect<LoadedDocument, UpstreamUnavailable | InvalidRequest>
}

export class FilingResolver extends Context.Tag("disclosure-risk/FilingResolver")<FilingResolver, FilingResolverService>() {}

export const makeFilingResolver: Effect.Effect<FilingResolverService, never, EdgarClient | CoverReader> = Effect.gen(function* () {
  const client = yield* EdgarClient
  const covers = yield* CoverReader
  return makeResolverWith(client, covers)
})

/** The target a request names (a quarter is a 10-Q's only: on another form it is ignored, with a warning). */
const targetOf = (req: ResolveRequest): { readonly target: Target; readonly warnings: ReadonlyArray<string> } => {
  const quarter = req.form === "10-Q" ? (req.quarter ?? null) : null
  const ignored = req.form !== "10-Q" && req.quarter !== undefined && req.quarter !== null
  return {
    target: { form: req.form, fiscalYear: req.fiscalYear, quarter },
    warnings: ignored ? [`quarter ${req.quarter} ignored: it applies only to a 10-Q`] : []
  }
}

/** The prior filing of a resolution: its header and document, or why there is none. */
interface PriorOutcome {
  readonly prior: FilingRef | null
  readonly priorDocument: LoadedDocument | null
  readonly priorMissingReason: string | null
  readonly priorStatus: PriorStatus
}

export const makeResolverWith = (client: EdgarClientService, covers: CoverReaderService): FilingResolverService => {
  const reads = makeReads(client, covers)
  const { identify, loadRowDocument, factsFor } = reads
  const { find, byAccession, documentNotHere } = makeFinder(client, reads)

  // ---- resolving a request ------------------------------------------------------------
  /** The filing a request names: by its accession, else the target found on the list. */
  const currentFiling = (
    company: Company,
    req: ResolveRequest,
    target: Target,
    session: Session,
    documents: boolean,
    warnings: Array<string>
  ): Effect.Effect<{ found: Found; target: Target }, ResolveError> =>
    Effect.gen(function* () {
      const accession = req.accession ?? null
      if (accession !== null) return yield* byAccession(company, accession, target, session, warnings)
      const r = yield* find(company, target, session, documents)
      if (r._tag === "NotFound") return yield* Effect.fail(new FilingNotFound({ detail: r.detail }))
      if (r._tag === "Unreadable") {
        if (r.missing && r.candidate !== null) return yield* Effect.fail(yield* documentNotHere(company, target, r.candidate, session))
        return yield* Effect.fail(new UpstreamUnavailable({ detail: `EDGAR documents unavailable: ${r.detail}` }))
      }
      if (isAmendment(r.row.form)) warnings.push(`resolved to an amendment (${r.row.form} ${r.row.accessionNumber}): no original is listed`)
      return { found: r, target }
    })

  /** The filing's document; a document every source answers 404 for says which filings are here. */
  const currentDocument = (company: Company, current: { found: Found; target: Target }, session: Session): Effect.Effect<LoadedDocument, ResolveError> =>
    loadRowDocument(company, current.found.row.accessionNumber, isDocumentName(current.found.row.primaryDocument) ? current.found.row.primaryDocument : null, session).pipe(
      Effect.catchTag("UpstreamUnavailable", (e) =>
        e.status === 404 ? Effect.flatMap(documentNotHere(company, current.target, current.found.row, session), Effect.fail) : Effect.fail(e)
      )
    )

  /** The filing a target compares with, and its document when asked for; a missing prior is not an error. */
  const priorFiling = (company: Company, target: Target, compare: Compare, session: Session, documents: boolean): Effect.Effect<PriorOutcome, InvalidRequest> =>
    Effect.gen(function* () {
      const pt = priorTarget(target, compare)
      if (pt === null) {
        return {
          prior: null,
          priorDocument: null,
          priorStatus: "not_requested",
          priorMissingReason: compare === "none" ? "comparison not requested (compare=none)" : "8-K filings are not compared with a prior filing"
        }
      }
      const r = yield* find(company, pt, session, documents)
      if (r._tag !== "Found") {
        // Every candidate's document answered "not found": as permanent as a missing prior document.
        return {
          prior: null,
          priorDocument: null,
          priorStatus: r._tag === "NotFound" ? "not_listed" : r.missing ? "document_missing" : "unavailable",
          priorMissingReason: r._tag === "NotFound" ? `no prior filing: ${r.detail}` : `prior filing unavailable: ${r.detail}`
        }
      }
      const ref = toRef(company, r, pt.form)
      if (!documents) return { prior: ref, priorDocument: null, priorStatus: "found", priorMissingReason: null }
      const doc = yield* loadRowDocument(company, r.row.accessionNumber, ref.primary_document, session).pipe(
        Effect.catchTag("UpstreamUnavailable", (e) => Effect.succeed({ _tag: "Failed", detail: e.detail, missing: e.status === 404 } as const))
      )
      if ("_tag" in doc) {
        return {
          prior: null,
          priorDocument: null,
          priorStatus: doc.missing ? "document_missing" : "unavailable",
          priorMissingReason: `prior filing ${r.row.accessionNumber} (${describe(pt)}) is listed but its document is unavailable: ${doc.detail}`
        }
      }
      return { prior: ref, priorDocument: doc, priorStatus: "found", priorMissingReason: null }
    })

  const resolve: FilingResolverService["resolve"] = (req, options) =>
    Effect.gen(function* () {
      const asked = targetOf(req)
      const compare = req.compare ?? "prior"
      const documents = options?.documents ?? true
      const priorDocuments = options?.priorDocument ?? documents
      const warnings: Array<string> = [...asked.warnings]
      const session: Session = newSession()
      const company = yield* identify(req.company, `${asked.target.fiscalYear - 2}-01-01`)
      warnings.push(...company.subs.warnings)

      const current = yield* currentFiling(company, req, asked.target, session, documents, warnings)
      const document = documents ? yield* currentDocument(company, current, session) : null
      if (document !== null && document.source === "complete_submission") {
        warnings.push(`primary document unavailable; read from the complete submission file ${document.name}`)
      }

      const { prior, priorDocument, priorMissingReason, priorStatus } = yield* priorFiling(company, current.target, compare, session, priorDocuments)
      if (priorMissingReason !== null && priorStatus !== "not_requested") warnings.push(priorMissingReason)

      const filing: FilingRef = { ...toRef(company, current.found, current.target.form), prior_accession_number: prior?.accession_number ?? null }
      return { filing, prior, priorMissingReason, priorStatus, warnings, document, priorDocument }
    })

  // ---- listing a fiscal year's filings ------------------------------------------------
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
