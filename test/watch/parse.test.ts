/**
 * The watcher's pure parts: EDGAR's current-filings feed (Atom) and master daily index, New
 * York dates, and the cursor's changes (found → pending → done, dedupe, the feed's floor, gaps,
 * daily indexes, retention).
 */
import { describe, expect, it } from "vitest"
import { feedFilings, isAtomFeed, parseCurrentFeed } from "../../src/watch/atom.js"
import { parseMasterIndex } from "../../src/watch/daily-index.js"
import { addDays, daysBetween, easternDate, easternMidnight, isDate } from "../../src/watch/dates.js"
import {
  baselineFromFeed,
  complete,
  discoverFromFeed,
  discoverFromIndex,
  failedAttempt,
  indexMissing,
  isKnown,
  newCursor,
  parseSince,
  prune,
  queueGap,
  queueIndexDays,
  startAfterInFeed,
  startAfterInIndex,
  type WatchSpec,
  withLine
} from "../../src/watch/cursor.js"
import { easternIso, makeSyntheticFeed } from "../support/edgar-feed.js"

const FEED = `<?xml version="1.0" encoding="ISO-8859-1" ?>
<feed xmlns="http://www.w3.org/2005/Atom">
<title>Latest Filings - Mon, 03 Nov 2025 10:02:00 EST</title>
<entry>
<title>10-K - SOUTHERN CO (0000092122) (Filer)</title>
<link rel="alternate" type="text/html" href="https://www.sec.gov/Archives/edgar/data/92122/000009212225000010/0000092122-25-000010-index.htm"/>
<summary type="html"> &lt;b&gt;Filed:&lt;/b&gt; 2025-11-03 &lt;b&gt;AccNo:&lt;/b&gt; 0000092122-25-000010 &lt;b&gt;Size:&lt;/b&gt; 20 MB</summary>
<updated>2025-11-03T10:01:59-05:00</updated>
<category scheme="https://www.sec.gov/" label="form type" term="10-K"/>
<id>urn:tag:sec.gov,2008:accession-number=0000092122-25-000010</id>
</entry>
<entry>
<title>10-K - GEORGIA POWER CO (0000041091) (Filer)</title>
<link rel="alternate" type="text/html" href="https://www.sec.gov/Archives/edgar/data/41091/000009212225000010/0000092122-25-000010-index.htm"/>
<summary type="html"> &lt;b&gt;Filed:&lt;/b&gt; 2025-11-03 &lt;b&gt;AccNo:&lt;/b&gt; 0000092122-25-000010</summary>
<updated>2025-11-03T10:01:59-05:00</updated>
<category scheme="https://www.sec.gov/" label="form type" term="10-K"/>
<id>urn:tag:sec.gov,2008:accession-number=0000092122-25-000010</id>
</entry>
<entry>
<title>8-K - AT&amp;T INC. (0000732717) (Filer)</title>
<link rel="alternate" type="text/html" href="https://www.sec.gov/Archives/edgar/data/732717/000073271725000077/0000732717-25-000077-index.htm"/>
<summary type="html"> &lt;b&gt;Filed:&lt;/b&gt; 2025-11-03 &lt;b&gt;AccNo:&lt;/b&gt; 0000732717-25-000077</summary>
<updated>2025-11-03T09:58:12-05:00</updated>
<category scheme="https://www.sec.gov/" label="form type" term="8-K"/>
<id>urn:tag:sec.gov,2008:accession-number=0000732717-25-000077</id>
</entry>
<entry>
<title>4 - Doe John (0001234567) (Reporting)</title>
<link rel="alternate" type="text/html" href="https://www.sec.gov/Archives/edgar/data/1234567/000123456725000001/0001234567-25-000001-index.htm"/>
<updated>2025-11-03T09:57:00-05:00</updated>
<category scheme="https://www.sec.gov/" label="form type" term="4"/>
<id>urn:tag:sec.gov,2008:accession-number=0001234567-25-000001</id>
</entry>
<entry>
<title>broken entry without a CIK</title>
<updated>2025-11-03T09:57:00-05:00</updated>
<id>urn:tag:sec.gov,2008:accession-number=0001234567-25-000002</id>
</entry>
</feed>`

const INDEX = `Description:           Daily Index of EDGAR Dissemination Feed by Company Name
Last Data Received:    November 3, 2025
Comments:              webmaster@sec.gov
Anonymous FTP:         ftp://ftp.sec.gov/edgar/

CIK|Company Name|Form Type|Date Filed|Filename
--------------------------------------------------------------------------------
732717|AT&T INC.|8-K|20251103|edgar/data/732717/0000732717-25-000077.txt
41091|GEORGIA POWER CO|10-K|20251103|edgar/data/41091/0000092122-25-000010.txt
92122|SOUTHERN CO|10-K|20251103|edgar/data/92122/0000092122-25-000010.txt
320193|Apple Inc.|10-Q|2025-11-03|edgar/data/320193/0000320193-25-000099.txt
garbage line
`

const NOW = "2025-11-03T15:05:00.000Z"
const spec = (ciks: ReadonlyArray<number> | null, forms: WatchSpec["forms"] = ["8-K", "10-Q", "10-K"]): WatchSpec => ({
  forms,
  ciks: ciks === null ? null : new Set(ciks)
})

describe("EDGAR's current-filings feed (Atom)", () => {
  it("reads every entry: accession, form, CIK, company, role, acceptance time, filing date; skips what it cannot read", () => {
    expect(isAtomFeed(FEED)).toBe(true)
    expect(isAtomFeed("<html><body>Your request has been denied</body></html>")).toBe(false)
    const parsed = parseCurrentFeed(FEED)
    expect(parsed.entryCount).toBe(5)
    expect(parsed.skipped).toHaveLength(1)
    expect(parsed.entries[0]).toEqual({
      accession: "0000092122-25-000010",
      form: "10-K",
      cik: 92122,
      company: "SOUTHERN CO",
      role: "Filer",
      updated: "2025-11-03T10:01:59-05:00",
      updatedMs: Date.parse("2025-11-03T15:01:59Z"),
      filingDate: "2025-11-03"
    })
    expect(parsed.entries[2]?.company).toBe("AT&T INC.")
    expect(parsed.entries[3]).toMatchObject({ form: "4", role: "Reporting", filingDate: null })
  })

  it("folds a filing's entries (co-registrants) into one filing with every party's CIK", () => {
    const filings = feedFilings(parseCurrentFeed(FEED).entries)
    expect(filings.map((f) => f.accession)).toEqual(["0000092122-25-000010", "0000732717-25-000077", "0001234567-25-000001"])
    expect(filings[0]?.ciks).toEqual([92122, 41091])
  })

  it("reads the synthetic feed of the tests as it reads EDGAR's", () => {
    const at = Date.parse("2025-07-01T14:00:05Z")
    const feed = makeSyntheticFeed([{ accession: "0000320193-25-000079", cik: 320193, company: "Apple Inc.", form: "10-K", appearAt: at }])
    const made = feed.route(new URL("http://x/cgi-bin/browse-edgar?action=getcurrent&type=10-K&start=0&count=100&output=atom"))
    const entries = parseCurrentFeed(String(made?.body)).entries
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ accession: "0000320193-25-000079", cik: 320193, updatedMs: at, filingDate: "2025-07-01" })
    expect(easternIso(at)).toBe("2025-07-01T10:00:05-04:00")
  })
})

describe("EDGAR's master daily index", () => {
  it("reads the rows after the header (compact and dashed dates), counts unreadable lines, refuses a page that is no index", () => {
    const parsed = parseMasterIndex(INDEX)
    expect(parsed?.rows).toHaveLength(4)
    expect(parsed?.skipped).toBe(1)
    expect(parsed?.rows[0]).toEqual({ cik: 732717, company: "AT&T INC.", form: "8-K", dateFiled: "2025-11-03", accession: "0000732717-25-000077" })
    expect(parsed?.rows[3]?.dateFiled).toBe("2025-11-03")
    expect(parseMasterIndex("<html>Access Denied</html>")).toBeNull()
  })
})

describe("New York dates", () => {
  it("dates instants on EDGAR's clock, across daylight saving", () => {
    expect(easternDate(Date.parse("2025-11-04T04:30:00Z"))).toBe("2025-11-03")
    expect(easternDate(Date.parse("2025-07-04T03:59:00Z"))).toBe("2025-07-03")
    expect(new Date(easternMidnight("2025-11-03")).toISOString()).toBe("2025-11-03T05:00:00.000Z")
    expect(new Date(easternMidnight("2025-07-03")).toISOString()).toBe("2025-07-03T04:00:00.000Z")
    expect(daysBetween("2025-10-31", "2025-11-02")).toEqual(["2025-10-31", "2025-11-01", "2025-11-02"])
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28")
    expect(isDate("2025-02-29")).toBe(false)
  })
})

describe("the cursor", () => {
  const filings = feedFilings(parseCurrentFeed(FEED).entries)

  it("--since: a date or an accession; anything else (or a date after today) is a one-line problem", () => {
    expect(parseSince("2025-11-01", "2025-11-03")).toEqual({ since: { _tag: "Date", date: "2025-11-01" } })
    expect(parseSince("0000320193-25-000079", "2025-11-03")).toEqual({ since: { _tag: "Accession", accession: "0000320193-25-000079" } })
    expect(parseSince("2025-11-04", "2025-11-03")).toMatchObject({ problem: expect.stringContaining("after today") })
    expect(parseSince("yesterday", "2025-11-03")).toMatchObject({ problem: expect.stringContaining("expected a date") })
  })

  it("starting now: what the feed holds is done, nothing pending; later filings are found once", () => {
    let c = baselineFromFeed(newCursor(null, null, NOW), filings, spec(null), NOW)
    expect(c.pending).toEqual([])
    expect(Object.keys(c.done).sort()).toEqual(["0000092122-25-000010", "0000732717-25-000077"])
    expect(c.feed_time).toBe("2025-11-03T10:01:59-05:00")
    const later = [{ ...filings[1]!, accession: "0000732717-25-000078", updated: "2025-11-03T10:03:00-05:00", updatedMs: Date.parse("2025-11-03T15:03:00Z") }, ...filings]
    const d = discoverFromFeed(c, later, spec(null), 600_000, NOW)
    expect(d.added.map((p) => p.accession_number)).toEqual(["0000732717-25-000078"])
    c = d.cursor
    // read again: nothing new
    expect(discoverFromFeed(c, later, spec(null), 600_000, NOW).added).toEqual([])
  })

  it("finds only watched companies and forms (originals), with the listed party's CIK, oldest first", () => {
    const c = newCursor({ _tag: "Date", date: "2025-11-03" }, "2025-11-03", NOW)
    expect(c.index_through).toBe("2025-11-02")
    const all = discoverFromFeed(c, filings, spec(null), 600_000, NOW).added
    expect(all.map((p) => [p.accession_number, p.form_type, p.cik])).toEqual([
      ["0000732717-25-000077", "8-K", "0000732717"],
      ["0000092122-25-000010", "10-K", "0000092122"]
    ])
    const georgia = discoverFromFeed(c, filings, spec([41091], ["10-K"]), 600_000, NOW).added
    expect(georgia.map((p) => p.cik)).toEqual(["0000041091"])
  })

  it("moves a filing from pending to done through its outbox line and failed attempts; drops old done entries", () => {
    let c = discoverFromFeed(newCursor({ _tag: "Date", date: "2025-11-03" }, "2025-11-03", NOW), filings, spec(null), 600_000, NOW).cursor
    const acc = "0000732717-25-000077"
    c = failedAttempt(c, acc, "HTTP 503", NOW)
    expect(c.pending.find((p) => p.accession_number === acc)).toMatchObject({ attempts: 1, last_error: "HTTP 503" })
    c = withLine(c, acc, { event: "filing_failed" } as never, NOW)
    expect(c.pending.find((p) => p.accession_number === acc)?.line).not.toBeNull()
    c = complete(c, acc, NOW, 120)
    expect(isKnown(c, acc)).toBe(true)
    expect(c.pending.map((p) => p.accession_number)).toEqual(["0000092122-25-000010"])
    expect(c.done[acc]).toBe("2025-11-03")
    expect(c.delivered_bytes).toBe(120)
    expect(prune(c, "2025-11-10").done[acc]).toBe("2025-11-03")
    expect(prune(c, "2025-11-20").done[acc]).toBeUndefined()
  })

  it("--since ACCESSION: after it in the feed; else from its day in the daily index", () => {
    const c = newCursor({ _tag: "Accession", accession: "0000732717-25-000077" }, "0000732717-25-000077", NOW)
    const r = startAfterInFeed(c, filings, "0000732717-25-000077", spec(null), NOW)
    expect(r?.added.map((p) => p.accession_number)).toEqual(["0000092122-25-000010"])
    expect(r?.cursor.done).toMatchObject({ "0000732717-25-000077": "2025-11-03", "0001234567-25-000001": "2025-11-03" })
    expect(startAfterInFeed(c, filings, "0000000000-25-000000", spec(null), NOW)).toBeNull()
    const fromIndex = startAfterInIndex(c, "0000732717-25-000077", "2025-10-31", NOW)
    expect(fromIndex.index_through).toBe("2025-10-30")
    expect(queueIndexDays(fromIndex, "2025-11-03").index_pending).toEqual(["2025-10-31", "2025-11-01", "2025-11-02", "2025-11-03"])
  })

  it("daily indexes: queued per weekday, read once (new filings only), a missing one waited for, then dropped", () => {
    let c = newCursor({ _tag: "Date", date: "2025-10-31" }, "2025-10-31", NOW)
    c = queueIndexDays(c, "2025-11-03")
    expect(c.index_pending).toEqual(["2025-10-31", "2025-11-01", "2025-11-02", "2025-11-03"])
    expect(indexMissing(c, "2025-11-01", "2025-11-03").index_pending).toEqual(["2025-10-31", "2025-11-02", "2025-11-03"])
    c = { ...c, index_pending: ["2025-10-31", "2025-11-03"] }
    c = discoverFromFeed(c, filings, spec(null), 600_000, NOW).cursor
    const index = parseMasterIndex(INDEX)!
    const d = discoverFromIndex(c, index.rows, "2025-11-03", spec(null), NOW)
    expect(d.added.map((p) => [p.accession_number, p.detected_via, p.accepted_at])).toEqual([["0000320193-25-000099", "daily_index", null]])
    expect(d.cursor.index_pending).toEqual(["2025-10-31"])
    expect(indexMissing(d.cursor, "2025-10-31", "2025-11-03").index_pending).toEqual(["2025-10-31"])
    expect(indexMissing(d.cursor, "2025-10-31", "2025-11-07").index_pending).toEqual([])
    expect(queueGap(c, "2025-11-03", "2025-11-04").index_pending).toEqual(["2025-10-31", "2025-11-03", "2025-11-04"])
  })
})
