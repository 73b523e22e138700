/**
 * The watch over the loopback EDGAR (the mirror in RISK_CORPUS_DIR), with a synthetic feed in
 * which the mirror's filings appear over time: each filing on the list is scored (v2 and the
 * screening model v3) and delivered exactly once — through EDGAR faults (503, reset, stall),
 * a stop and restart in mid-stream, a crash between delivery and commit (and a line cut short),
 * and a gap longer than the feed holds (caught up from the daily index).
 */
import { mkdtempSync, rmSync, appendFileSync, readFileSync, writeFileSync } from "node:fs"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { afterAll, beforeAll, expect, it } from "vitest"
import { WatchStoreError } from "../../src/pipeline/watcher/store.js"
import { easternDate } from "../../src/watch/dates.js"
import { edgarRoot, withData } from "../support/data.js"
import { MIRROR_FILINGS, NOISE_FILINGS, makeSyntheticFeed } from "../support/edgar-feed.js"
import { useEdgarServer } from "../support/edgar-server.js"
import { appearing, readLines, startWatch, waitFor, WATCHED_CIKS, wellFormed } from "./support.js"

let dir: string
let cacheDir: string

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "risk-watch-test-"))
  cacheDir = join(dir, "cache")
})

afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

const spec = { forms: ["8-K", "10-Q", "10-K"] as const, ciks: WATCHED_CIKS }

const counts = (accessions: ReadonlyArray<string>): Record<string, number> => {
  const out: Record<string, number> = {}
  for (const a of accessions) out[a] = (out[a] ?? 0) + 1
  return out
}

const once = (accessions: ReadonlyArray<string>): Record<string, number> => Object.fromEntries(accessions.map((a) => [a, 1]))

withData("edgar").describe("risk watch over a synthetic feed", () => {
  const edgar = useEdgarServer(() => ({ root: edgarRoot() }))

  it("scores each new filing once through 503s, a reset, a stall and a restart in mid-stream", async () => {
    const t0 = Date.now()
    const filings = appearing([0, 1, 2, 3, 4, 5], t0 + 600, 350)
    const noise = NOISE_FILINGS.map((f, k) => ({ ...f, appearAt: t0 + 700 + k * 300 }))
    edgar().setRoutes(makeSyntheticFeed([...filings, ...noise]).route)
    // the first polls: two 503s (the client's two attempts), then a reset and a stall (retried)
    edgar().setFault("/cgi-bin/browse-edgar", { kind: "status", status: 503 }, 2)
    edgar().setFault("/cgi-bin/browse-edgar", { kind: "reset" }, 1)
    edgar().setFault("/cgi-bin/browse-edgar", { kind: "stall" }, 1)
    // and one document answers 503 once
    edgar().setFault("aapl-20250927.htm", { kind: "status", status: 503 }, 1)
    const out = join(dir, "a.ndjson")
    const cursor = `${out}.cursor.json`
    const first = await startWatch({ edgarUrl: edgar().url, cacheDir, cursor, out, spec, since: easternDate(t0) })
    await waitFor(() => readLines(out).length >= 2, 30_000, "two lines before the restart")
    await first.stop()
    const seenBefore = readLines(out).length
    // stopped while the rest appear; then the same watch again
    await new Promise((r) => setTimeout(r, 400))
    const second = await startWatch({ edgarUrl: edgar().url, cacheDir, cursor, out, spec, since: easternDate(t0) })
    await waitFor(() => readLines(out).length >= filings.length, 40_000, "every filing's line")
    await new Promise((r) => setTimeout(r, 500))
    await second.stop()

    const lines = readLines(out)
    expect(counts(lines.map((l) => l.accession_number))).toEqual(once(filings.map((f) => f.accession)))
    expect(seenBefore).toBeLessThan(filings.length)
    expect(first.reports.join("\n")).toMatch(/EDGAR feed unavailable \(.*HTTP 503.*\); backing off/)
    expect(first.reports.join("\n")).toMatch(/EDGAR feed back after/)
    expect(second.reports.join("\n")).toMatch(/resuming from .*a\.ndjson\.cursor\.json/)
    for (const l of lines) {
      expect(l.event).toBe("filing_scored")
      expect(l.detected_via).toBe("current_feed")
      expect(l.headline?.band).toMatch(l.form_type === "8-K" ? /^(low|moderate|elevated|high|unavailable)$/ : /^(low|moderate|elevated|high)$/)
      expect(l.screening?.model).toBe("deterministic_scoring_v3")
    }
    const aapl = lines.find((l) => l.accession_number === MIRROR_FILINGS[0].accession)
    expect(aapl).toMatchObject({ ticker: "AAPL", form_type: "10-K", change: { prior_accession_number: "0000320193-24-000123" } })
    expect(aapl?.change?.change_score).toBeGreaterThan(0)
    expect(aapl?.active_flags.length).toBeGreaterThan(0)
    expect(aapl?.active_flags[0]?.top_evidence?.sentence.length).toBeGreaterThan(20)
    // the same numbers as a single request (v2 headline of AAPL FY2025 is in the low band)
    expect(aapl?.headline?.overall_disclosure_risk_score).toBeGreaterThan(0)
    // nothing but the feed's requests and the filings' own
    expect(edgar().requests.filter((r) => r.status === 429)).toEqual([])
  })

  it("a crash between delivery and commit, and a line cut short: nothing lost, nothing doubled", async () => {
    const t0 = Date.now()
    const filings = appearing([0, 2, 4], t0 + 300, 200)
    edgar().setRoutes(makeSyntheticFeed(filings).route)
    edgar().clearFaults()
    const out = join(dir, "b.ndjson")
    const cursor = `${out}.cursor.json`
    let delivered = 0
    // the cursor store "crashes" right after the second line is delivered, before its commit
    const crashing = await startWatch({
      edgarUrl: edgar().url,
      cacheDir,
      cursor,
      out,
      spec,
      since: easternDate(t0),
      options: { concurrency: 1 },
      store: (store) => ({
        ...store,
        commit: (c, event) =>
          event !== null && ++delivered === 2 ? Effect.fail(new WatchStoreError({ detail: "simulated crash" })) : store.commit(c, event)
      })
    })
    await crashing.failed
    await crashing.stop()
    expect(readLines(out)).toHaveLength(2)
    // the second line is in the output, its filing still pending in the cursor
    const committed = JSON.parse(readFileSync(cursor, "utf8")) as { pending: Array<{ accession_number: string; line: unknown }> }
    expect(committed.pending.map((p) => p.accession_number)).toContain(readLines(out)[1]?.accession_number)
    // and a torn write after it
    appendFileSync(out, '{"event":"filing_scored","accession_number":"0000')
    const again = await startWatch({ edgarUrl: edgar().url, cacheDir, cursor, out, spec, since: easternDate(t0) })
    await waitFor(() => readLines(out).length >= filings.length, 30_000, "every filing's line after the crash")
    await new Promise((r) => setTimeout(r, 400))
    await again.stop()
    expect(counts(readLines(out).map((l) => l.accession_number))).toEqual(once(filings.map((f) => f.accession)))
    expect(wellFormed(out)).toBe(true)
    expect(again.reports.join("\n")).toMatch(/removed an incomplete last line/)
    expect(again.reports.join("\n")).toMatch(/1 filing\(s\) delivered to .* before the last stop are recorded as done/)
  })

  it("a webhook: a refused POST is retried; after a crash between delivery and commit the same line is sent again with the same Idempotency-Key", async () => {
    const t0 = Date.now()
    const filings = appearing([1, 3], t0 + 300, 200)
    edgar().setRoutes(makeSyntheticFeed(filings).route)
    const received: Array<{ key: string | undefined; body: string }> = []
    let refuse = 1
    const hook = createServer((req, res) => {
      let body = ""
      req.on("data", (c: Buffer) => (body += c.toString("utf8")))
      req.on("end", () => {
        if (refuse-- > 0) {
          res.writeHead(503).end()
          return
        }
        received.push({ key: req.headers["idempotency-key"] as string | undefined, body })
        res.writeHead(204).end()
      })
    })
    await new Promise<void>((r) => hook.listen(0, "127.0.0.1", () => r()))
    const webhook = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`
    try {
      const cursor = join(dir, "hook.cursor.json")
      let delivered = 0
      const crashing = await startWatch({
        edgarUrl: edgar().url,
        cacheDir,
        cursor,
        out: join(dir, "unused.ndjson"),
        webhook,
        spec,
        since: easternDate(t0),
        options: { concurrency: 1 },
        store: (store) => ({
          ...store,
          commit: (c, event) => (event !== null && ++delivered === 1 ? Effect.fail(new WatchStoreError({ detail: "simulated crash" })) : store.commit(c, event))
        })
      })
      await crashing.failed
      await crashing.stop()
      expect(crashing.reports.join("\n")).toMatch(/cannot deliver .*HTTP 503; retrying/)
      expect(received).toHaveLength(1)
      const again = await startWatch({ edgarUrl: edgar().url, cacheDir, cursor, out: join(dir, "unused.ndjson"), webhook, spec, since: easternDate(t0) })
      await waitFor(() => received.length >= 3, 30_000, "every POST")
      await new Promise((r) => setTimeout(r, 400))
      await again.stop()
      // the filing whose delivery the crash left unrecorded twice, the same bytes and key; the other once
      expect(counts(received.map((r) => r.key ?? ""))).toEqual({ ...once(filings.map((f) => f.accession)), [received[0]!.key ?? ""]: 2 })
      const twice = received.filter((r) => r.key === received[0]?.key)
      expect(twice[1]?.body).toBe(twice[0]?.body)
    } finally {
      await new Promise<void>((r) => hook.close(() => r()))
    }
  })

  it("--since ACCESSION: starts after that filing (the feed's older ones are not scored)", async () => {
    const t0 = Date.now()
    const filings = appearing([0, 1, 2, 3], t0 - 4000, 1000)
    edgar().setRoutes(makeSyntheticFeed(filings).route)
    const out = join(dir, "since.ndjson")
    const watch = await startWatch({ edgarUrl: edgar().url, cacheDir, cursor: `${out}.cursor.json`, out, spec, since: filings[1]!.accession })
    await waitFor(() => readLines(out).length >= 2, 30_000, "the filings after the accession")
    await new Promise((r) => setTimeout(r, 400))
    await watch.stop()
    expect(readLines(out).map((l) => l.accession_number).sort()).toEqual([filings[2]!.accession, filings[3]!.accession].sort())
    expect(watch.reports.join("\n")).toMatch(new RegExp(`starting after ${filings[1]!.accession} \\(accepted .*\\); 2 newer filing\\(s\\) on the list`))
  })

  it("after a gap longer than the feed holds, catches up from the daily index", async () => {
    const t0 = Date.now()
    const feed = makeSyntheticFeed(appearing([1], t0 - 2000, 0), { depth: 2 })
    edgar().setRoutes(feed.route)
    const out = join(dir, "c.ndjson")
    const cursor = `${out}.cursor.json`
    const first = await startWatch({ edgarUrl: edgar().url, cacheDir, cursor, out, spec })
    // starting now: the first filing is in the feed already and is not scored; then one more appears
    await waitFor(() => first.reports.some((r) => r.includes("starting from now")), 20_000, "the first poll")
    feed.add(...appearing([3], Date.now() + 100, 0))
    await waitFor(() => readLines(out).length >= 1, 30_000, "the filing that appeared while watching")
    await first.stop()
    // down while four filings appear; the feed only shows the latest two
    feed.add(...appearing([0, 2, 4, 5], Date.now(), 50))
    await new Promise((r) => setTimeout(r, 300))
    const second = await startWatch({ edgarUrl: edgar().url, cacheDir, cursor, out, spec })
    await waitFor(() => readLines(out).length >= 5, 30_000, "the filings of the gap").catch(async (e) => {
      const failure = await Promise.race([second.failed, new Promise((r) => setTimeout(() => r("still running"), 100))])
      console.log("FAILURE", String(failure))
      throw new Error(`${e}: ${JSON.stringify(second.reports)} ${readLines(out).map((l) => l.accession_number)} ${JSON.stringify(edgar().requests.filter((r) => !r.path.includes("browse")).map((r) => `${r.status} ${r.path}`))}`)
    })
    await new Promise((r) => setTimeout(r, 400))
    await second.stop()
    const lines = readLines(out)
    const expected = [3, 0, 2, 4, 5].map((i) => MIRROR_FILINGS[i]!.accession)
    expect(counts(lines.map((l) => l.accession_number))).toEqual(once(expected))
    expect(lines.filter((l) => l.detected_via === "daily_index").length).toBeGreaterThanOrEqual(1)
    expect(second.reports.join("\n")).toMatch(/gap: EDGAR's feed no longer reaches back/)
    expect(feed.served.index).toBeGreaterThan(0)
    writeFileSync(join(dir, "done"), "")
  })
})
