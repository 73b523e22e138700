/**
 * A synthetic EDGAR current-filings feed and daily index for the loopback EDGAR
 * (`startEdgarServer({ routes })`), built from filings the mirror holds, which appear over
 * time: a filing is in the feed (and in its day's master index) from its `appearAt` on.
 *
 * - `GET /cgi-bin/browse-edgar?action=getcurrent&type=T&start=S&count=C&output=atom`: the
 *   Atom feed as EDGAR writes it (one entry per filing and party, newest first, `type` a prefix
 *   of the form), holding only the latest `depth` filings (older ones have scrolled out);
 * - `GET /Archives/edgar/daily-index/YYYY/QTRn/master.YYYYMMDD.idx`: the day's master index of
 *   the filings that have appeared, once `indexPublished(date)` says EDGAR has published it.
 */
import { easternDate } from "../../src/watch/dates.js"
import type { EdgarRoute } from "./edgar-server.js"

export interface SyntheticFiling {
  readonly accession: string
  readonly cik: number
  readonly company: string
  /** As EDGAR names it: `10-K`, `8-K`, `4`, `8-K/A` … */
  readonly form: string
  /** When it appears in the feed (ms since the epoch). */
  readonly appearAt: number
  /** Further parties of the filing (co-registrants), each its own feed entry. */
  readonly others?: ReadonlyArray<{ readonly cik: number; readonly company: string; readonly role: string }>
}

export interface SyntheticFeedOptions {
  /** How many of the latest filings the feed still lists (default 400). */
  readonly depth?: number
  /** Whether the daily index of a date is published (default: always). */
  readonly indexPublished?: (date: string) => boolean
  readonly now?: () => number
}

export interface SyntheticFeed {
  readonly route: EdgarRoute
  readonly filings: Array<SyntheticFiling>
  /** Adds filings (they appear at their `appearAt`). */
  add(...filings: ReadonlyArray<SyntheticFiling>): void
  setDepth(depth: number): void
  setIndexPublished(f: (date: string) => boolean): void
  /** Requests answered, by kind. */
  readonly served: { feed: number; index: number }
}

const escapeXml = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** An instant as EDGAR's feed writes it: New York wall time with its offset, whole seconds. */
export const easternIso = (ms: number): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/New_York",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23"
    })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value])
  )
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second))
  const offsetMin = Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000)
  const sign = offsetMin < 0 ? "-" : "+"
  const abs = Math.abs(offsetMin)
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`
}

const entryXml = (f: SyntheticFiling, party: { cik: number; company: string; role: string }): string => {
  const cik10 = String(party.cik).padStart(10, "0")
  const noDash = f.accession.replace(/-/g, "")
  const filed = easternDate(f.appearAt)
  return `<entry>
<title>${escapeXml(`${f.form} - ${party.company} (${cik10}) (${party.role})`)}</title>
<link rel="alternate" type="text/html" href="https://www.sec.gov/Archives/edgar/data/${party.cik}/${noDash}/${f.accession}-index.htm"/>
<summary type="html"> &lt;b&gt;Filed:&lt;/b&gt; ${filed} &lt;b&gt;AccNo:&lt;/b&gt; ${f.accession} &lt;b&gt;Size:&lt;/b&gt; 1 MB</summary>
<updated>${easternIso(f.appearAt)}</updated>
<category scheme="https://www.sec.gov/" label="form type" term="${escapeXml(f.form)}"/>
<id>urn:tag:sec.gov,2008:accession-number=${f.accession}</id>
</entry>`
}

export const makeSyntheticFeed = (initial: ReadonlyArray<SyntheticFiling>, options: SyntheticFeedOptions = {}): SyntheticFeed => {
  const filings: Array<SyntheticFiling> = [...initial]
  let depth = options.depth ?? 400
  let indexPublished = options.indexPublished ?? (() => true)
  const now = options.now ?? Date.now
  const served = { feed: 0, index: 0 }

  // newest first, sorted once per change (a busy feed is asked several times a second)
  let sorted: Array<SyntheticFiling> | null = null
  const visible = (): Array<SyntheticFiling> => {
    sorted ??= [...filings].sort((a, b) => b.appearAt - a.appearAt || (a.accession < b.accession ? 1 : -1))
    const t = now()
    let lo = 0
    let hi = sorted.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((sorted[mid] as SyntheticFiling).appearAt > t) lo = mid + 1
      else hi = mid
    }
    return sorted.slice(lo)
  }

  const feed = (url: URL) => {
    const type = (url.searchParams.get("type") ?? "").toUpperCase()
    const start = Number(url.searchParams.get("start") ?? "0")
    const count = Number(url.searchParams.get("count") ?? "40")
    const rows = visible()
      .slice(0, depth)
      .filter((f) => f.form.toUpperCase().startsWith(type))
      .flatMap((f) => [{ f, party: { cik: f.cik, company: f.company, role: "Filer" } }, ...(f.others ?? []).map((party) => ({ f, party }))])
      .slice(start, start + count)
    served.feed++
    const body = `<?xml version="1.0" encoding="ISO-8859-1" ?>
<feed xmlns="http://www.w3.org/2005/Atom">
<title>Latest Filings</title>
<link rel="alternate" href="/cgi-bin/browse-edgar?action=getcurrent"/>
<link rel="self" href="/cgi-bin/browse-edgar?action=getcurrent"/>
<id>https://www.sec.gov/cgi-bin/browse-edgar?action=getcurrent</id>
<author><name>Webmaster</name><email>webmaster@sec.gov</email></author>
<updated>${easternIso(now())}</updated>
${rows.map((r) => entryXml(r.f, r.party)).join("\n")}
</feed>
`
    return { body, type: "application/atom+xml" }
  }

  const index = (date: string) => {
    served.index++
    const day = visible().filter((f) => easternDate(f.appearAt) === date)
    if (!indexPublished(date) || day.length === 0) return { status: 404, body: "not found", type: "text/plain" }
    const ymd = date.replace(/-/g, "")
    const rows = day
      .flatMap((f) => [{ f, cik: f.cik, company: f.company }, ...(f.others ?? []).map((o) => ({ f, cik: o.cik, company: o.company }))])
      .sort((a, b) => (a.company < b.company ? -1 : a.company > b.company ? 1 : 0))
      .map((r) => `${r.cik}|${r.company}|${r.f.form}|${ymd}|edgar/data/${r.cik}/${r.f.accession}.txt`)
    const body = `Description:           Daily Index of EDGAR Dissemination Feed by Company Name
Last Data Received:    ${date}
Comments:              webmaster@sec.gov
Anonymous FTP:         ftp://ftp.sec.gov/edgar/
 
 
 
 
CIK|Company Name|Form Type|Date Filed|Filename
--------------------------------------------------------------------------------
${rows.join("\n")}
`
    return { body, type: "text/plain" }
  }

  const route: EdgarRoute = (url) => {
    if (url.pathname === "/cgi-bin/browse-edgar" && url.searchParams.get("action") === "getcurrent") return feed(url)
    const m = /^\/Archives\/edgar\/daily-index\/(\d{4})\/QTR[1-4]\/master\.(\d{4})(\d{2})(\d{2})\.idx$/.exec(url.pathname)
    if (m !== null) return index(`${m[2]}-${m[3]}-${m[4]}`)
    return null
  }

  return {
    route,
    filings,
    add: (...more) => {
      filings.push(...more)
      sorted = null
    },
    setDepth: (d) => {
      depth = d
    },
    setIndexPublished: (f) => {
      indexPublished = f
    },
    served
  }
}

/** Filings of the EDGAR mirror (RISK_CORPUS_DIR) that resolve and score: each with its form and filer. */
export const MIRROR_FILINGS = [
  { accession: "0000320193-25-000079", cik: 320193, company: "Apple Inc.", form: "10-K", ticker: "AAPL" },
  { accession: "0001628280-25-058337", cik: 1326801, company: "Meta Platforms, Inc.", form: "8-K", ticker: "META" },
  { accession: "0001018724-26-000004", cik: 1018724, company: "AMAZON COM INC", form: "10-K", ticker: "AMZN" },
  { accession: "0001045810-26-000024", cik: 1045810, company: "NVIDIA CORP", form: "8-K", ticker: "NVDA" },
  { accession: "0000320193-25-000073", cik: 320193, company: "Apple Inc.", form: "10-Q", ticker: "AAPL" },
  { accession: "0001628280-25-003063", cik: 1318605, company: "Tesla, Inc.", form: "10-K", ticker: "TSLA" },
  { accession: "0000051143-25-000015", cik: 51143, company: "INTERNATIONAL BUSINESS MACHINES CORP", form: "10-K", ticker: "IBM" },
  { accession: "0001045810-25-000209", cik: 1045810, company: "NVIDIA CORP", form: "10-Q", ticker: "NVDA" }
] as const

/** Filings of the feed that are not on a watch list of the mirror's companies or not of a watched form. */
export const NOISE_FILINGS = [
  { accession: "0000999001-26-000001", cik: 999001, company: "Other Company Inc.", form: "10-K" },
  { accession: "0000999002-26-000002", cik: 999002, company: "Jane Insider", form: "4" },
  { accession: "0000320193-26-000901", cik: 320193, company: "Apple Inc.", form: "8-K/A" }
] as const
