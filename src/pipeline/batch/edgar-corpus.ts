/**
 * A corpus fetched from EDGAR for a user's universe: the 10-K and/or 10-Q filings of a fiscal
 * year of every ticker (or CIK) in a list, through the normal resolver and client (fair-access
 * rate limiter, cache). Documents are cached forever by the client, so a run that was
 * interrupted resumes without fetching again what it already has. Each document is extracted
 * as soon as it arrives and its bytes are dropped; a ticker or filing that cannot be fetched
 * is reported and left out.
 */
import { Effect } from "effect"
import { createHash } from "node:crypto"
import { readFile } from "node:fs/promises"
import { InvalidRequest } from "../../domain/errors.js"
import { companyRef, decodeCompanyYear } from "../../domain/request.js"
import { FilingResolver } from "../../edgar/filing-resolver.js"
import { firmId } from "../../metrics/index.js"
import type { CorpusDocument } from "./corpus.js"
import { type CorpusEntry, extractCorpus, type Progress } from "./corpus-data.js"

/** Tickers or CIKs, one per line (or separated by commas or spaces); `#` starts a comment. */
export const readTickerFile = (path: string): Effect.Effect<ReadonlyArray<string>, InvalidRequest> =>
  Effect.gen(function* () {
    const text = yield* Effect.tryPromise({
      try: () => readFile(path, "utf8"),
      catch: (e) => new InvalidRequest({ detail: `cannot read the ticker list ${path}: ${e instanceof Error ? e.message : String(e)}` })
    })
    const tickers: Array<string> = []
    for (const line of text.split(/\r?\n/)) {
      for (const t of line.replace(/#.*$/, "").split(/[\s,;]+/)) {
        const u = t.trim().toUpperCase()
        if (u !== "" && !tickers.includes(u)) tickers.push(u)
      }
    }
    if (tickers.length === 0) return yield* new InvalidRequest({ detail: `the ticker list ${path} names no ticker` })
    const bad = tickers.find((t) => !/^[A-Z0-9.\-]{1,20}$/.test(t))
    if (bad !== undefined) return yield* new InvalidRequest({ detail: `the ticker list ${path}: ${JSON.stringify(bad)} is not a ticker or CIK` })
    return tickers
  })

export interface EdgarCorpusResult {
  readonly entries: ReadonlyArray<CorpusEntry>
  /** What could not be fetched or read: ticker (and accession) with the reason. */
  readonly failures: ReadonlyArray<string>
}

export const fetchEdgarCorpus = (
  tickers: ReadonlyArray<string>,
  fiscalYear: number,
  forms: ReadonlyArray<"10-K" | "10-Q">,
  progress: Progress,
  what: string
): Effect.Effect<EdgarCorpusResult, never, FilingResolver> =>
  Effect.gen(function* () {
    const resolver = yield* FilingResolver
    const entries: Array<CorpusEntry> = []
    const failures: Array<string> = []
    const reason = (e: { readonly _tag?: string; readonly detail?: string; readonly message?: string }) => `${e._tag ?? "error"}: ${e.detail ?? e.message ?? ""}`
    for (const [i, ticker] of tickers.entries()) {
      const listed = yield* Effect.either(
        Effect.flatMap(decodeCompanyYear({ ticker, fiscalYear }), (valid) => resolver.listFilings(companyRef(valid.ticker), valid.fiscalYear))
      )
      if (listed._tag === "Left") {
        failures.push(`${ticker}: ${reason(listed.left)}`)
        yield* progress(`${what}: ${ticker} (${i + 1}/${tickers.length}): no filing list (${reason(listed.left)})`)
        continue
      }
      const filings = listed.right.filings.filter((f) => (forms as ReadonlyArray<string>).includes(f.form_type) && f.fiscal_year === fiscalYear)
      if (filings.length === 0) {
        failures.push(`${ticker}: no ${forms.join(" or ")} for fiscal year ${fiscalYear}`)
        yield* progress(`${what}: ${ticker} (${i + 1}/${tickers.length}): no ${forms.join(" or ")} for fiscal year ${fiscalYear}`)
        continue
      }
      for (const f of filings) {
        const loaded = yield* Effect.either(resolver.loadDocument(f))
        if (loaded._tag === "Left") {
          failures.push(`${ticker} ${f.accession_number}: ${reason(loaded.left)}`)
          yield* progress(`${what}: ${ticker} ${f.form_type} ${f.accession_number}: not fetched (${reason(loaded.left)})`)
          continue
        }
        const bytes = loaded.right.bytes
        const doc: CorpusDocument = {
          path: "",
          bytes,
          cik: firmId(f.cik),
          accession: f.accession_number,
          document: f.primary_document ?? loaded.right.name,
          form: f.form_type as "10-K" | "10-Q",
          fiscalYear: f.fiscal_year,
          fiscalPeriod: f.quarter ?? "FY",
          periodEnd: f.period_end,
          sha256: createHash("sha256").update(bytes).digest("hex"),
          sic: null,
          registrant: f.company_name,
          source: "edgar"
        }
        const done = yield* extractCorpus([doc], progress, `${what}: ${ticker}`)
        for (const e of done.entries) {
          const { bytes: _held, ...kept } = e.doc
          entries.push({ doc: kept, extraction: e.extraction })
        }
        for (const d of done.failed) failures.push(`${ticker} ${d.accession}: unreadable`)
      }
    }
    return { entries, failures }
  })
