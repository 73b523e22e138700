/**
 * The EDGAR client's ticker map (`/files/company_tickers.json`): kept in the store with a
 * TTL and in memory for a day, keyed by upper-case ticker (the first entry of a ticker wins).
 */
import { Clock, Effect, Option, Schema } from "effect"
import type { InvalidRequest, UpstreamUnavailable } from "../domain/errors.js"
import { type TickerEntry, TickerEntries } from "./schema.js"
import { EdgarKeys, EdgarTtl } from "./store.js"
import { cachedJson, type ClientParts } from "./upstream.js"

const decodeTickers = Schema.decodeUnknownOption(TickerEntries)

const TICKER_TTL_MS = 24 * 3600 * 1000

const toMap = (entries: TickerEntries): ReadonlyMap<string, TickerEntry> => {
  const map = new Map<string, TickerEntry>()
  for (const [ticker, cik, title] of entries) if (!map.has(ticker)) map.set(ticker, { ticker, cik, title })
  return map
}

/** The entries of the ticker file (`{"0": {cik_str, ticker, title}, …}`); none is an upstream failure. */
const parseTickerFile = (parts: ClientParts, json: unknown, url: string): Effect.Effect<TickerEntries, UpstreamUnavailable> => {
  const entries: Array<readonly [string, number, string]> = []
  if (typeof json === "object" && json !== null) {
    for (const v of Object.values(json as Record<string, unknown>)) {
      if (typeof v !== "object" || v === null) continue
      const r = v as Record<string, unknown>
      const cik = typeof r["cik_str"] === "number" ? r["cik_str"] : typeof r["cik_str"] === "string" ? Number(r["cik_str"]) : Number.NaN
      const ticker = typeof r["ticker"] === "string" ? r["ticker"].trim().toUpperCase() : ""
      const title = typeof r["title"] === "string" ? r["title"] : ""
      if (ticker !== "" && Number.isSafeInteger(cik) && cik > 0) entries.push([ticker, cik, title])
    }
  }
  return entries.length === 0
    ? Effect.fail(parts.upstream.unavailable(`EDGAR ticker map at ${url} has no entries`, url, null))
    : Effect.succeed(entries)
}

/** The client's `tickerMap`, with its memo. */
export const makeTickerMap = (parts: ClientParts): Effect.Effect<ReadonlyMap<string, TickerEntry>, UpstreamUnavailable | InvalidRequest> => {
  const { upstream, store } = parts
  let tickerMemo: { readonly until: number; readonly map: ReadonlyMap<string, TickerEntry> } | null = null
  return Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis
    if (tickerMemo !== null && tickerMemo.until > now) return tickerMemo.map
    const key = EdgarKeys.tickerMap(parts.source)
    const cached = yield* cachedJson(parts, key, decodeTickers)
    let entries: TickerEntries
    if (Option.isSome(cached)) entries = cached.value
    else {
      const got = yield* upstream.fetchBytes("ticker_map", "files", "/files/company_tickers.json")
      if (got._tag === "Missing") return yield* Effect.fail(upstream.unavailable(`EDGAR ticker map not found at ${got.url}`, got.url, 404))
      entries = yield* parseTickerFile(parts, yield* upstream.parseJson(got.value), got.url)
      yield* store.putJson(key, entries, EdgarTtl.tickerMap)
    }
    const map = toMap(entries)
    tickerMemo = { until: now + TICKER_TTL_MS, map }
    return map
  })
}
