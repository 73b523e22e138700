// Serves an EDGAR-layout directory (default RISK_CORPUS_DIR, else ../shared/edgar) on
// loopback with the tests' EDGAR server (test/support/edgar-server.ts): a declared
// User-Agent required, Range support, at most 10 request starts per second (429 above).
// Prints the base URL on stdout, then serves until SIGINT or SIGTERM; on exit, the number of
// requests served on stderr.
//   node bench/serve-edgar.mjs [DIR]
// e.g.  node bench/serve-edgar.mjs > /tmp/edgar.url &
//       risk validate --universe u.txt --fiscal-year 2024 --edgar-base-url "$(cat /tmp/edgar.url)"
import { loadEdgarServer } from "./edgar.mjs"
import { corpusDir } from "./lib.mjs"

const root = process.argv[2] ?? corpusDir
const { startEdgarServer } = await loadEdgarServer()
const server = await startEdgarServer({ root, maxPerSecond: 10 })
process.stdout.write(`${server.url}\n`)

const stop = async () => {
  process.stderr.write(`serve-edgar: ${server.requests.length} requests served from ${root}\n`)
  await server.close()
  process.exit(0)
}
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
