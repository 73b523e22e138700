/**
 * The filing pipeline as a service: resolve a filing and its prior on EDGAR, fetch the
 * documents (rate limited, retried, cached), analyse, score. Every surface (HTTP, CLI, MCP,
 * workspace) calls this and never computes a number itself.
 */
import { Context, type Effect, Schema } from "effect"
import type { FilingNotFound, InvalidRequest, UpstreamUnavailable } from "../domain/errors.js"
import { FormType, type SectionKey } from "../domain/forms.js"
import { Quarter } from "../domain/filing.js"
import type { ModelId } from "../domain/versions.js"
import type { CacheStats } from "../cache/FilingCache.js"
import type { FilingsResponse, FullResult, SectionsResponse } from "./result.js"

export type FilingError = InvalidRequest | FilingNotFound | UpstreamUnavailable

export const Compare = Schema.Literal("prior", "prior_year", "none").annotations({ identifier: "Compare" })
export type Compare = typeof Compare.Type

/** One filing to analyse. `ticker` may be a ticker (`BRK.B`) or a CIK (`320193`, `CIK0000320193`). */
export interface FilingRequest {
  readonly ticker: string
  readonly fiscalYear: number
  readonly form: FormType
  readonly quarter?: Quarter | null | undefined
  readonly accession?: string | null | undefined
  readonly compare?: Compare | undefined
  /** Keep only these sections; scores are computed from the kept sections only. */
  readonly sections?: ReadonlyArray<SectionKey> | null | undefined
  readonly model?: ModelId | undefined
}

export interface PanelItem {
  readonly ticker: string
  /** In request order. */
  readonly outcome: { readonly _tag: "ok"; readonly result: FullResult } | { readonly _tag: "error"; readonly error: FilingError }
}

export interface PanelRequest {
  readonly tickers: ReadonlyArray<string>
  readonly fiscalYear: number
  readonly form: FormType
  readonly quarter?: Quarter | null | undefined
  readonly compare?: Compare | undefined
  readonly model?: ModelId | undefined
  /** Called as each ticker finishes (in finishing order), with its time in milliseconds. */
  readonly onItem?: ((item: PanelItem, ms: number) => Effect.Effect<void>) | undefined
}

export interface ServiceHealth {
  readonly cache: CacheStats
  readonly upstream: Readonly<Record<string, number | string | boolean | null>>
}

export interface FilingServiceShape {
  /** The full result of a filing. */
  readonly score: (request: FilingRequest) => Effect.Effect<FullResult, FilingError>
  /** The filing's section records (with `cleaned_text` when asked). */
  readonly sections: (request: FilingRequest, includeText: boolean) => Effect.Effect<SectionsResponse, FilingError>
  /** A company's 10-K/10-Q/8-K filings of a fiscal year, from metadata (no whole documents). */
  readonly filings: (ticker: string, fiscalYear: number, form: FormType | null) => Effect.Effect<FilingsResponse, FilingError>
  /** Up to 25 tickers, bounded concurrency (RISK_PANEL_CONCURRENCY), results in input order. */
  readonly panel: (request: PanelRequest) => Effect.Effect<ReadonlyArray<PanelItem>, InvalidRequest>
  readonly health: Effect.Effect<ServiceHealth>
}

export class FilingService extends Context.Tag("disclosure-risk/FilingService")<FilingService, FilingServiceShape>() {}

export const MAX_PANEL_TICKERS = 25
export { FormType }
