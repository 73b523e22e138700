/**
 * Options shared by several `risk` commands.
 */
import { Args, Options } from "@effect/cli"
import { FORM_TYPES } from "../domain/forms.js"
import { COMPARES, QUARTERS } from "../domain/request.js"

export const formOption = Options.choice("form", FORM_TYPES).pipe(
  Options.withDescription("form type of the document: 10-K, 10-Q or 8-K")
)

export const htmlOption = Options.file("html", { exists: "either" }).pipe(
  Options.withDescription("a filing's primary document (HTML, inline XBRL or a complete-submission .txt); - reads standard input")
)

export const priorHtmlOption = Options.file("prior-html", { exists: "either" }).pipe(
  Options.withDescription("the prior filing's primary document, to measure changes"),
  Options.optional
)

export const lexiconOption = Options.file("lexicon", { exists: "yes" }).pipe(
  Options.withDescription("a Loughran–McDonald Master Dictionary CSV to use instead of the built-in lexicons"),
  Options.optional
)

export const edgarBaseUrlOption = Options.text("edgar-base-url").pipe(
  Options.withDescription("EDGAR base URL (default RISK_EDGAR_BASE_URL, else the SEC hosts); file:///dir reads a mirror"),
  Options.optional
)
export const cacheDirOption = Options.directory("cache-dir").pipe(
  Options.withDescription("embedded cache directory (default RISK_CACHE_DIR, else the user cache dir)"),
  Options.optional
)
export const noCacheOption = Options.boolean("no-cache").pipe(Options.withDescription("read and write no cache"))

/** Where filings come from: the commands that read EDGAR. */
export const fetchOptions = {
  edgarBaseUrl: edgarBaseUrlOption,
  cacheDir: cacheDirOption,
  noCache: noCacheOption
}

/** The commands that read EDGAR and measure what they read (so a lexicon applies). */
export const upstreamOptions = {
  ...fetchOptions,
  lexicon: lexiconOption
}

/** Checked with the request's other values (`domain/request.ts`), so its message is the HTTP API's. */
/** Tickers in flight of a batch (universe, validate). */
export const tickerConcurrencyOption = Options.integer("concurrency").pipe(
  Options.withDescription("tickers in flight (default 8); the fair-access rate limit holds whatever the value"),
  Options.withDefault(8)
)

export const quarterOption = Options.text("quarter").pipe(
  Options.withDescription(`fiscal quarter of a 10-Q: ${QUARTERS.join(", ")}`),
  Options.optional
)
export const compareOption = Options.choice("compare", COMPARES).pipe(
  Options.withDescription("what to compare with: prior (default), prior_year or none"),
  Options.withDefault("prior" as const)
)
export const accessionOption = Options.text("accession").pipe(
  Options.withDescription("an exact accession number (e.g. an 8-K newer than the submissions list)"),
  Options.optional
)
export const formatOption = Options.choice("format", ["json", "table"] as const).pipe(
  Options.withDescription("json (default) or a readable table"),
  Options.withDefault("json" as const)
)
/** The scoring model of the commands that score. */
export const modelOption = Options.text("model").pipe(
  Options.withDescription(
    "scoring model: v2 (default, deterministic_scoring_v2), v1 (deterministic_scoring_v1) or v3 (deterministic_scoring_v3, the screening model); --format table shows the v2 and v3 headlines side by side"
  ),
  Options.withDefault("v2")
)
/** The form of a filing on EDGAR: 10-K unless given. */
export const edgarFormOption = Options.choice("form", FORM_TYPES).pipe(
  Options.withDescription("form type: 10-K (default), 10-Q or 8-K"),
  Options.withDefault("10-K" as const)
)

/** `TICKER|CIK`: a company. */
export const tickerArg = Args.text({ name: "TICKER|CIK" }).pipe(
  Args.withDescription("a ticker (a class share as BRK.B or BRK-B) or a CIK (320193, 0000320193, CIK320193)")
)
/** `FISCAL_YEAR`: the fiscal year of the filing. */
export const fiscalYearArg = Args.integer({ name: "FISCAL_YEAR" }).pipe(
  Args.withDescription("the fiscal year of the filing (of an 8-K: the calendar year it was filed)")
)
