// A loopback EDGAR for watching by hand: the mirror (RISK_CORPUS_DIR, else ../shared/edgar)
// served by the tests' EDGAR server (a declared User-Agent required, at most 10 request
// starts per second), plus a synthetic current-filings feed and daily index
// (test/support/edgar-feed.ts) in which the mirror's scoreable filings appear one by one, the
// first after FIRST seconds, then one every EVERY seconds, among unwatched entries. Prints the
// base URL on stdout, then serves until SIGINT or SIGTERM.
//   node bench/watch-feed.mjs [EVERY=4] [FIRST=5]
// e.g.  node bench/watch-feed.mjs > /tmp/edgar.url &
//       risk watch --tickers list.txt --out latest.ndjson --edgar-base-url "$(cat /tmp/edgar.url)"
import { loadEdgarFeed, loadEdgarServer } from "./edgar.mjs"
import { corpusDir } from "./lib.mjs"

const every = Number(process.argv[2] ?? 4) * 1000
const first = Number(process.argv[3] ?? 5) * 1000
const [{ startEdgarServer }, { makeSyntheticFeed, MIRROR_FILINGS, NOISE_FILINGS }] = await Promise.all([loadEdgarServer(), loadEdgarFeed()])
const t0 = Date.now() + first
const filings = MIRROR_FILINGS.map((f, k) => ({ accession: f.accession, cik: f.cik, company: f.company, form: f.form, appearAt: t0 + k * every }))
const noise = NOISE_FILINGS.map((f, k) => ({ ...f, appearAt: t0 + Math.round((k + 0.5) * every) }))
// the feed's history: unwatched filings of the last hour, there before anything is watched
const history = Array.from({ length: 40 }, (_, k) => {
  const cik = 8_200_001 + k
  return { accession: `${String(cik).padStart(10, "0")}-26-${String(k + 1).padStart(6, "0")}`, cik, company: `Earlier Filer ${k + 1}`, form: k % 3 === 0 ? "S-8" : "4", appearAt: Date.now() - 3_600_000 + k * 90_000 }
})
const feed = makeSyntheticFeed([...history, ...filings, ...noise])
const server = await startEdgarServer({ root: corpusDir, maxPerSecond: 10, routes: feed.route })
process.stdout.write(`${server.url}\n`)
process.stderr.write(
  `watch-feed: ${filings.length} filings of the mirror appear from ${new Date(t0).toISOString()}, one every ${every / 1000} s: ${MIRROR_FILINGS.map((f) => `${f.ticker} ${f.form}`).join(", ")}\n`
)

const stop = async () => {
  process.stderr.write(`watch-feed: ${server.requests.length} requests served (${feed.served.feed} feed pages, ${feed.served.index} daily indexes)\n`)
  await server.close()
  process.exit(0)
}
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
