/**
 * What the resolver reads upstream: the company (ticker map, filing list), a filing's
 * document (the primary document, else the complete submission file) and a filing's cover
 * facts (from its first 128 KiB, or from its whole document when that is needed anyway).
 * Documents and facts are kept per resolution (`Session`).
 */
import { Effect, Option } from "effect"
import type { CoverFacts } from "../domain/cover.js"
import { FilingNotFound, type InvalidRequest, UpstreamUnavailable } from "../domain/errors.js"
import type { CompanyRef } from "../domain/request.js"
import type { EdgarClientService, Fetched } from "./edgar-client.js"
import { completeSubmissionName, isDocumentName, tickerVariants } from "./identifiers.js"
import { type Company, type Facts, type LoadedDocument, predictLabel, type ResolveError, type Session } from "./resolver-rows.js"
import type { FilingRow } from "./schema.js"
import type { CoverReaderService } from "./store.js"

export const makeReads = (client: EdgarClientService, covers: CoverReaderService) => {
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

  return { identify, loadRowDocument, factsFor }
}

export type Reads = ReturnType<typeof makeReads>
