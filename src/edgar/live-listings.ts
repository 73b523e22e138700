/**
 * The EDGAR client's live listings, never cached: a page of the current-filings feed and the
 * master daily index of a filing date. Their parameters are checked before any request.
 */
import { Effect } from "effect"
import { InvalidRequest, type UpstreamUnavailable } from "../domain/errors.js"
import type { Fetched, Upstream } from "./upstream.js"

/**
 * A page of EDGAR's current-filings feed (`/cgi-bin/browse-edgar?action=getcurrent`, Atom),
 * newest first: `type` is a form-type prefix ("" for every form), `start` the offset of the
 * page, `count` its size (10, 20, 40, 80 or 100).
 */
export interface CurrentFeedQuery {
  readonly type: string
  readonly start: number
  readonly count: 10 | 20 | 40 | 80 | 100
}

type Read = Effect.Effect<Fetched<Uint8Array>, UpstreamUnavailable | InvalidRequest>

const FEED_TYPE_RE = /^[A-Za-z0-9/-]{0,16}$/
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/

const badInput = (path: string, message: string): InvalidRequest => new InvalidRequest({ detail: "invalid request", errors: [{ path, message }] })

export const makeLiveListings = (upstream: Upstream) => {
  const currentFeed = (query: CurrentFeedQuery): Read =>
    Effect.suspend(() => {
      if (!FEED_TYPE_RE.test(query.type)) return Effect.fail(badInput("type", `not a form type: ${JSON.stringify(query.type.slice(0, 20))}`))
      if (!Number.isSafeInteger(query.start) || query.start < 0 || query.start > 100_000) {
        return Effect.fail(badInput("start", `expected an offset from 0 to 100000, got ${query.start}`))
      }
      if (![10, 20, 40, 80, 100].includes(query.count)) return Effect.fail(badInput("count", `expected 10, 20, 40, 80 or 100, got ${query.count}`))
      const path =
        `/cgi-bin/browse-edgar?action=getcurrent&type=${encodeURIComponent(query.type)}&company=&dateb=&owner=include` +
        `&start=${query.start}&count=${query.count}&output=atom`
      return Effect.map(upstream.fetchBytes("current_feed", "files", path), (got) =>
        got._tag === "Found" ? ({ _tag: "Found", value: got.value.bytes, url: got.url } as const) : got
      )
    })

  const dailyIndex = (date: string): Read =>
    Effect.suspend(() => {
      const m = DATE_RE.exec(date)
      const month = m === null ? 0 : Number(m[2])
      if (m === null || month < 1 || month > 12 || Number(m[3]) < 1 || Number(m[3]) > 31) {
        return Effect.fail(badInput("date", `not a date (YYYY-MM-DD): ${JSON.stringify(date.slice(0, 20))}`))
      }
      const path = `/Archives/edgar/daily-index/${m[1]}/QTR${Math.ceil(month / 3)}/master.${m[1]}${m[2]}${m[3]}.idx`
      return Effect.map(upstream.fetchBytes("daily_index", "archives", path), (got) =>
        got._tag === "Found" ? ({ _tag: "Found", value: got.value.bytes, url: got.url } as const) : got
      )
    })

  return { currentFeed, dailyIndex }
}
