/**
 * The EDGAR client's submissions: a company's filing list (`/submissions/CIK##########.json`)
 * and its further pages, each normalised to a `SubmissionsPage` and kept in the store with a
 * TTL. Pages that end before `since` are not read; a page that cannot be read is skipped with
 * a warning.
 */
import { Effect, Option, Schema } from "effect"
import type { InvalidRequest, UpstreamUnavailable } from "../domain/errors.js"
import { cik10, SUBMISSIONS_PAGE_RE, validateCik } from "./identifiers.js"
import { type FilingRow, type Submissions, SubmissionsPage } from "./schema.js"
import { EdgarKeys, EdgarTtl } from "./store.js"
import { cachedJson, type ClientParts, type Fetched, type UpstreamError } from "./upstream.js"

const decodePage = Schema.decodeUnknownOption(SubmissionsPage)

const column = (obj: Record<string, unknown>, name: string, n: number): ReadonlyArray<string> => {
  const col = obj[name]
  if (!Array.isArray(col)) return Array.from({ length: n }, () => "")
  return Array.from({ length: n }, (_, i) => (typeof col[i] === "string" ? (col[i] as string) : ""))
}

/**
 * The rows of a submissions list's columnar block (`filings.recent`, or a whole further
 * page): null when it has no `accessionNumber` column; a missing column reads as "".
 */
export const filingRows = (columnar: unknown): ReadonlyArray<FilingRow> | null => {
  if (typeof columnar !== "object" || columnar === null) return null
  const obj = columnar as Record<string, unknown>
  const acc = obj["accessionNumber"]
  if (!Array.isArray(acc)) return null
  const n = acc.length
  const accession = column(obj, "accessionNumber", n)
  const form = column(obj, "form", n)
  const filingDate = column(obj, "filingDate", n)
  const reportDate = column(obj, "reportDate", n)
  const primaryDocument = column(obj, "primaryDocument", n)
  const items = column(obj, "items", n)
  const rows: Array<FilingRow> = []
  for (let i = 0; i < n; i++) {
    rows.push({
      accessionNumber: accession[i] ?? "",
      form: form[i] ?? "",
      filingDate: filingDate[i] ?? "",
      reportDate: reportDate[i] ?? "",
      primaryDocument: primaryDocument[i] ?? "",
      items: items[i] ?? ""
    })
  }
  return rows
}

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null)

const normalisePage = (parts: ClientParts, json: unknown, url: string): Effect.Effect<SubmissionsPage, UpstreamUnavailable> => {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return Effect.fail(parts.upstream.unavailable(`EDGAR submissions at ${url} are not a JSON object`, url, null))
  }
  const obj = json as Record<string, unknown>
  const filings = typeof obj["filings"] === "object" && obj["filings"] !== null ? (obj["filings"] as Record<string, unknown>) : null
  const rows = filingRows(filings === null ? obj : filings["recent"])
  if (rows === null) return Effect.fail(parts.upstream.unavailable(`EDGAR submissions at ${url} have no filing list`, url, null))
  const files = filings !== null && Array.isArray(filings["files"]) ? (filings["files"] as ReadonlyArray<unknown>) : []
  return Effect.succeed({
    name: str(obj["name"]),
    tickers: Array.isArray(obj["tickers"]) ? (obj["tickers"] as ReadonlyArray<unknown>).filter((t): t is string => typeof t === "string") : [],
    fiscalYearEnd: typeof obj["fiscalYearEnd"] === "string" && /^\d{4}$/.test(obj["fiscalYearEnd"]) ? obj["fiscalYearEnd"] : null,
    files: files.flatMap((f) => {
      if (typeof f !== "object" || f === null) return []
      const r = f as Record<string, unknown>
      const name = str(r["name"])
      return name === null ? [] : [{ name, filingFrom: str(r["filingFrom"]), filingTo: str(r["filingTo"]) }]
    }),
    rows
  })
}

const submissionsPage = (parts: ClientParts, cik: number, page: string): Effect.Effect<Fetched<SubmissionsPage>, UpstreamError> =>
  Effect.gen(function* () {
    const { upstream, store } = parts
    const key = EdgarKeys.submissions(parts.source, cik10(cik), page)
    const cached = yield* cachedJson(parts, key, decodePage)
    const path = `/submissions/${page}`
    if (Option.isSome(cached)) return { _tag: "Found", value: cached.value, url: upstream.urlOf("submissions", path) } as const
    const got = yield* upstream.fetchBytes("submissions", "submissions", path)
    if (got._tag === "Missing") return got
    const value = yield* normalisePage(parts, yield* upstream.parseJson(got.value), got.url)
    yield* store.putJson(key, value, EdgarTtl.submissions)
    return { _tag: "Found", value, url: got.url } as const
  })

/** The client's `submissions`: the main file's rows, then those of its pages. */
export const makeSubmissions =
  (parts: ClientParts) =>
  (cikInput: number, options?: { readonly since?: string }): Effect.Effect<Fetched<Submissions>, UpstreamUnavailable | InvalidRequest> =>
    Effect.gen(function* () {
      const cik = yield* validateCik(cikInput)
      const main = yield* submissionsPage(parts, cik, `CIK${cik10(cik)}.json`)
      if (main._tag === "Missing") return main
      const warnings: Array<string> = []
      const rows: Array<FilingRow> = [...main.value.rows]
      const since = options?.since ?? null
      for (const file of main.value.files) {
        if (since !== null && file.filingTo !== null && file.filingTo < since) continue
        if (!SUBMISSIONS_PAGE_RE.test(file.name)) {
          warnings.push(`submissions page ${JSON.stringify(file.name.slice(0, 60))} skipped: not a submissions page name`)
          continue
        }
        const page = yield* submissionsPage(parts, cik, file.name).pipe(
          Effect.catchTag("UpstreamUnavailable", (e) => Effect.succeed({ _tag: "Failed", detail: e.detail } as const))
        )
        if (page._tag === "Found") rows.push(...page.value.rows)
        else warnings.push(page._tag === "Missing" ? `submissions page ${file.name} is missing upstream; skipped` : `submissions page ${file.name} skipped: ${page.detail}`)
      }
      for (const w of warnings) yield* Effect.logWarning(`CIK ${cik}: ${w}`)
      const value: Submissions = {
        cik: cik10(cik),
        name: main.value.name,
        tickers: main.value.tickers,
        fiscalYearEnd: main.value.fiscalYearEnd,
        rows,
        warnings
      }
      return { _tag: "Found", value, url: main.url } as const
    })
