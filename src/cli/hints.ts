/**
 * What to try next, added to an error's one line where the command line says what the user
 * was after: another 8-K by its accession number, a mirror when EDGAR cannot be reached.
 * The messages of the pipeline stay as every surface shows them; these hints name CLI flags.
 */
import { Effect } from "effect"
import { FilingNotFound, UpstreamUnavailable } from "../domain/errors.js"

/** Network failures that no retry will mend soon: no name resolution, no route, refused, timed out. */
const NETWORK = /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ENETUNREACH|EHOSTUNREACH|ETIMEDOUT|ECONNRESET|UND_ERR_CONNECT_TIMEOUT)\b/

/** The host of the first URL in a message. */
const hostIn = (message: string): string | null => {
  const m = /\bhttps?:\/\/([^/\s:]+)/.exec(message)
  return m === null ? null : m[1]!
}

/** The hint for a failed request that could not reach its host, or null. */
export const networkHint = (message: string): string | null => {
  if (!NETWORK.test(message)) return null
  const host = hostIn(message)
  return `${host === null ? "EDGAR cannot be reached" : `${host} cannot be reached`}; to read an EDGAR mirror instead, give --edgar-base-url URL (or RISK_EDGAR_BASE_URL; file:///DIR reads a local EDGAR-layout directory)`
}

/** The error with the network hint when it is a request that could not reach its host. */
export const withNetworkHint = (error: unknown): unknown => {
  if (!(error instanceof UpstreamUnavailable)) return error
  const hint = networkHint(error.detail)
  if (hint === null) return error
  return new UpstreamUnavailable({
    detail: `${error.detail} — ${hint}`,
    ...(error.url === undefined ? {} : { url: error.url }),
    ...(error.status === undefined ? {} : { status: error.status })
  })
}

/** How to name an 8-K, for an 8-K that was not found or whose document is not at the source. */
export const eightKHint = (ticker: string, year: number | string): string =>
  `another 8-K of the year, or one newer than EDGAR's filing list, can be named with --accession ACCESSION (risk filings ${ticker} ${year} --form 8-K lists the year's 8-Ks)`

/** For an 8-K asked for without `--accession`: a not-found error (or a document not at the source) names `--accession`. */
export const withEightKHint =
  (form: string, hasAccession: boolean, ticker = "TICKER", year: number | string = "FISCAL_YEAR") =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    form !== "8-K" || hasAccession
      ? effect
      : Effect.mapError(effect, (e): E => {
          const hint = eightKHint(ticker, year)
          if (e instanceof FilingNotFound) return new FilingNotFound({ detail: `${e.detail}; ${hint}` }) as E
          if (e instanceof UpstreamUnavailable && /not at this source/.test(e.detail)) {
            return new UpstreamUnavailable({
              detail: `${e.detail}; ${hint}`,
              ...(e.url === undefined ? {} : { url: e.url }),
              ...(e.status === undefined ? {} : { status: e.status })
            }) as E
          }
          return e
        })
