/**
 * The filing pipeline as a service: resolve a filing and its prior on EDGAR, fetch the
 * documents (rate limited, retried, cached), analyse, score. Every surface (HTTP, CLI, MCP,
 * workspace) calls this and never computes a number itself.
 */
import { Context, type Effect } from "effect"
import type { FilingNotFound, InvalidRequest, UpstreamUnavailable } from "../../domain/errors.js"
import { FormType } from "../../domain/forms.js"
import type { CompanyId, FilingRequest, FiscalYear, PanelFilings } from "../../domain/request.js"
import type { ModelId } from "../../domain/versions.js"
import type { Scores } from "../../domain/scores.js"
import type { CacheStats } from "../../cache/filing-cache.js"
import type { FilingsResponse, FullResult, SectionsResponse } from "../analysis/result.js"

export type FilingError = InvalidRequest | FilingNotFound | UpstreamUnavailable

export { Compare, type FilingRequest, MAX_PANEL_TICKERS } from "../../domain/request.js"

export interface PanelItem {
  readonly ticker: string
  /** In request order. */
  readonly outcome: { readonly _tag: "ok"; readonly result: FullResult } | { readonly _tag: "error"; readonly error: FilingError }
}

/** A panel: its decoded tickers and filing (`toPanelFilings`), and a callback per ticker. */
export interface PanelRequest extends PanelFilings {
  /** Called as each ticker finishes (in finishing order), with its time in milliseconds. */
  readonly onItem?: ((item: PanelItem, ms: number) => Effect.Effect<void>) | undefined
}

export interface ServiceHealth {
  readonly cache: CacheStats
  readonly upstream: Readonly<Record<string, number | string | boolean | null>>
}

export interface FilingServiceShape {
  /** The full result of a filing (a decoded request, see `toFilingRequest`). */
  readonly score: (request: FilingRequest) => Effect.Effect<FullResult, FilingError>
  /**
   * The result `score(request)` would return at once from the in-process memo, or undefined
   * (nothing memoised): a synchronous look-up for the HTTP fast
   * path of warm requests. A hit has the effects `score` has on a memo hit, a miss none.
   * Absent: no such look-up (every request goes through `score`).
   */
  readonly warm?: ((request: FilingRequest) => FullResult | undefined) | undefined
  /** The filing's section records (with `cleaned_text` when asked). */
  readonly sections: (request: FilingRequest, includeText: boolean) => Effect.Effect<SectionsResponse, FilingError>
  /** A company's 10-K/10-Q/8-K filings of a fiscal year, from metadata (no whole documents). */
  readonly filings: (ticker: CompanyId, fiscalYear: FiscalYear, form: FormType | null) => Effect.Effect<FilingsResponse, FilingError>
  /**
   * Each ticker of a panel (1 to 25, `PanelTickers`), bounded concurrency
   * (RISK_PANEL_CONCURRENCY), results in input order; a malformed ticker is its own error.
   */
  readonly panel: (request: PanelRequest) => Effect.Effect<ReadonlyArray<PanelItem>>
  readonly health: Effect.Effect<ServiceHealth>
  /**
   * A result's scores under another model, over the same tables and constants as `score`:
   * its metrics document re-scored (the analysis does not depend on the model), its own
   * scores when it was scored by that model. Nothing is fetched, analysed or cached.
   */
  readonly rescore: (result: FullResult, model: ModelId) => Effect.Effect<Scores>
}

export class FilingService extends Context.Tag("disclosure-risk/FilingService")<FilingService, FilingServiceShape>() {}

export { FormType }
