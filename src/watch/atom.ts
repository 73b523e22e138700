/**
 * EDGAR's current-filings feed (`/cgi-bin/browse-edgar?action=getcurrent&output=atom`): an
 * Atom document, newest first, one `<entry>` per filing and filer role:
 *
 *   <entry>
 *     <title>10-K - APPLE INC (0000320193) (Filer)</title>
 *     <link rel="alternate" type="text/html" href="https://www.sec.gov/Archives/edgar/data/320193/000032019325000079/0000320193-25-000079-index.htm"/>
 *     <summary type="html"> &lt;b&gt;Filed:&lt;/b&gt; 2025-10-31 &lt;b&gt;AccNo:&lt;/b&gt; 0000320193-25-000079 …</summary>
 *     <updated>2025-10-31T06:01:26-04:00</updated>
 *     <category scheme="https://www.sec.gov/" label="form type" term="10-K"/>
 *     <id>urn:tag:sec.gov,2008:accession-number=0000320193-25-000079</id>
 *   </entry>
 *
 * A filing with several parties (co-registrants; the subject and the filer of a schedule)
 * has one entry per party; `feedFilings` folds them into one filing per accession. Pure.
 */

export interface FeedEntry {
  readonly accession: string
  /** The form type as EDGAR names it (`10-K`, `8-K/A`, `4` …). */
  readonly form: string
  readonly cik: number
  readonly company: string
  /** `Filer`, `Subject`, `Reporting`, `Issuer`, … ("" when the title names none). */
  readonly role: string
  /** The acceptance time as the feed states it (ISO 8601 with an offset). */
  readonly updated: string
  readonly updatedMs: number
  /** `Filed:` of the summary (YYYY-MM-DD), when given. */
  readonly filingDate: string | null
}

/** One filing of the feed: its entries folded by accession. */
export interface FeedFiling {
  readonly accession: string
  readonly form: string
  /** Every party's CIK, the filers first. */
  readonly ciks: ReadonlyArray<number>
  /** The first filer's name (else the first party's). */
  readonly company: string
  readonly updated: string
  readonly updatedMs: number
  readonly filingDate: string | null
}

export interface ParsedFeed {
  /** In feed order (newest first). */
  readonly entries: ReadonlyArray<FeedEntry>
  /** How many `<entry>` elements the page held (parsed or not). */
  readonly entryCount: number
  /** Entries that could not be read, each in a few words. */
  readonly skipped: ReadonlyArray<string>
}

const ENTITY: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }

/** Decodes XML character references and the five predefined entities. */
export const decodeXmlText = (text: string): string =>
  text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, "$1")
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, ref: string) => {
      if (ref.startsWith("#x") || ref.startsWith("#X")) return safeChar(Number.parseInt(ref.slice(2), 16), whole)
      if (ref.startsWith("#")) return safeChar(Number(ref.slice(1)), whole)
      return ENTITY[ref.toLowerCase()] ?? whole
    })

const safeChar = (code: number, fallback: string): string => (Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback)

const elementText = (xml: string, name: string): string | null => {
  const m = new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`, "i").exec(xml)
  return m === null ? null : decodeXmlText(m[1] ?? "").trim()
}

const attribute = (tag: string, name: string): string | null => {
  const m = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, "i").exec(tag)
  return m === null ? null : decodeXmlText(m[2] ?? m[3] ?? "")
}

const ACCESSION_IN_ID = /accession-number=(\d{10}-\d{2}-\d{6})/
const ACCESSION_IN_LINK = /(\d{10}-\d{2}-\d{6})-index\.html?/
/** `10-K - APPLE INC (0000320193) (Filer)` */
const TITLE = /^(.+?)\s+-\s+([\s\S]*?)\s*\((\d{1,10})\)\s*(?:\(([^)]*)\))?\s*$/

/** Whether the bytes are an Atom feed at all (an HTML error page or a refusal is not). */
export const isAtomFeed = (xml: string): boolean => /<feed\b[^>]*>/i.test(xml.slice(0, 4096))

/** The entries of one page of the feed, in its order; an entry that cannot be read is skipped and named. */
export const parseCurrentFeed = (xml: string): ParsedFeed => {
  const entries: Array<FeedEntry> = []
  const skipped: Array<string> = []
  let entryCount = 0
  for (const m of xml.matchAll(/<entry\b[^>]*>([\s\S]*?)<\/entry>/gi)) {
    entryCount++
    const body = m[1] ?? ""
    const title = elementText(body, "title") ?? ""
    const id = elementText(body, "id") ?? ""
    const link = /<link\b[^>]*>/i.exec(body)?.[0] ?? ""
    const href = attribute(link, "href") ?? ""
    const accession = ACCESSION_IN_ID.exec(id)?.[1] ?? ACCESSION_IN_LINK.exec(href)?.[1] ?? null
    const t = TITLE.exec(title.replace(/\s+/g, " "))
    const category = /<category\b[^>]*>/i.exec(body)?.[0] ?? ""
    const form = (attribute(category, "term") ?? t?.[1] ?? "").trim()
    const updated = elementText(body, "updated") ?? ""
    const updatedMs = Date.parse(updated)
    if (accession === null || t === null || form === "" || !Number.isFinite(updatedMs)) {
      skipped.push(
        `entry ${entryCount} (${JSON.stringify(title.slice(0, 60))}): ${accession === null ? "no accession number" : t === null ? "title without a CIK" : form === "" ? "no form type" : "no acceptance time"}`
      )
      continue
    }
    const summary = elementText(body, "summary") ?? ""
    const filed = /Filed:\s*(?:<\/b>)?\s*(\d{4}-\d{2}-\d{2})/i.exec(decodeXmlText(summary))?.[1] ?? null
    entries.push({
      accession,
      form,
      cik: Number(t[3]),
      company: (t[2] ?? "").trim(),
      role: (t[4] ?? "").trim(),
      updated,
      updatedMs,
      filingDate: filed
    })
  }
  return { entries, entryCount, skipped }
}

/** The entries folded into one filing per accession, in order of first appearance (newest first). */
export const feedFilings = (entries: ReadonlyArray<FeedEntry>): Array<FeedFiling> => {
  const byAccession = new Map<string, { first: FeedEntry; filers: Array<FeedEntry>; others: Array<FeedEntry> }>()
  for (const e of entries) {
    const group = byAccession.get(e.accession) ?? { first: e, filers: [], others: [] }
    ;(e.role.toLowerCase() === "filer" ? group.filers : group.others).push(e)
    byAccession.set(e.accession, group)
  }
  return [...byAccession.values()].map(({ first, filers, others }) => {
    const parties = [...filers, ...others]
    const lead = parties[0] ?? first
    return {
      accession: first.accession,
      form: lead.form,
      ciks: [...new Set(parties.map((p) => p.cik))],
      company: lead.company,
      updated: parties.reduce((a, p) => (p.updatedMs > a.updatedMs ? p : a), lead).updated,
      updatedMs: Math.max(...parties.map((p) => p.updatedMs)),
      filingDate: parties.find((p) => p.filingDate !== null)?.filingDate ?? null
    }
  })
}
