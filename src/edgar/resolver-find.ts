/**
 * Finding filings on a company's list: the filing of a target (ranked candidates, their
 * cover facts read in that order, a bounded few), the filing of an accession number (its
 * index page when the list does not name it), and — when a listed filing's document is
 * not at this source — which of the form's filings are.
 */
import { Effect } from "effect"
import { FilingNotFound, type InvalidRequest, UpstreamUnavailable } from "../domain/errors.js"
import type { FormType } from "../domain/forms.js"
import type { EdgarClientService } from "./edgar-client.js"
import { completeSubmissionName, isDocumentName } from "./identifiers.js"
import type { Reads } from "./resolver-reads.js"
import {
  baseForm,
  type Company,
  describe,
  type FindResult,
  fits,
  type Found,
  isAmendment,
  labelOf,
  latestFirst,
  MAX_CANDIDATE_READS,
  predictLabel,
  QUARTERS,
  type ResolveError,
  type Session,
  type Target,
  yearOf
} from "./resolver-rows.js"
import type { FilingRow, Quarter } from "./schema.js"

export const makeFinder = (client: EdgarClientService, reads: Reads) => {
  const { factsFor } = reads

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


  // ---- by accession -------------------------------------------------------------------
  /** The filing of an accession number, and the target it turns out to be (its own labels). */
  const byAccession = (company: Company, accession: string, asked: Target, session: Session, warnings: Array<string>): Effect.Effect<{ found: Found; target: Target }, ResolveError> =>
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
      if (baseForm(row.form) !== asked.form) {
        return yield* Effect.fail(new FilingNotFound({ detail: `Filing ${accession} is a ${row.form || "filing of unknown form"}, not a ${asked.form}` }))
      }
      if (isAmendment(row.form)) warnings.push(`filing ${accession} is an amendment (${row.form})`)
      if (asked.form === "8-K") {
        const year = yearOf(row.filingDate) ?? asked.fiscalYear
        if (year !== asked.fiscalYear) warnings.push(`filing ${accession} was filed in ${year}, not ${asked.fiscalYear}; fiscal_year reports the filing year`)
        return { found: { _tag: "Found", row, fiscalYear: year, quarter: null }, target: { ...asked, fiscalYear: year } }
      }
      const facts = yield* factsFor(company, row, session, true)
      const label = labelOf(row, facts._tag === "Facts" ? facts.facts : null, company.subs.fiscalYearEnd)
      const fiscalYear = label.fiscalYear ?? asked.fiscalYear
      let quarter: Quarter | null = null
      if (asked.form === "10-Q") {
        quarter = QUARTERS.find((x) => x === label.period) ?? asked.quarter
      }
      if (fiscalYear !== asked.fiscalYear || quarter !== asked.quarter) {
        warnings.push(`filing ${accession} is fiscal year ${fiscalYear}${quarter === null ? "" : ` ${quarter}`}, not the one asked for; its own labels are reported`)
      }
      const target: Target = { form: asked.form, fiscalYear, quarter }
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

  return { find, byAccession, documentNotHere }
}

export type Finder = ReturnType<typeof makeFinder>
