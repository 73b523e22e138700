/**
 * The watcher inside the server: `GET /v1/feed` (a JSON page and server-sent events, in the
 * OpenAPI document), the Workspace "latest filings" table (rendered in headless Chromium from
 * its own column definitions, screenshot in test-output/workspace/) and the MCP tool
 * `latest_filings_tool`, over the loopback EDGAR with a synthetic feed; then two instances on
 * one Redis: exactly one watches (the lease), both serve the same feed, and when the watching
 * one stops the other takes over with nothing lost and nothing doubled.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import { Context, Effect, Exit, Layer, Scope } from "effect"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, expect, it } from "vitest"
import { listen } from "../../src/server/http.js"
import { liveStack } from "../../src/pipeline/service/stack.js"
import { LatestFilings } from "../../src/pipeline/watcher/feed.js"
import { serveWatchLayer, type ServeWatchOptions } from "../../src/pipeline/watcher/setup.js"
import { easternDate } from "../../src/watch/dates.js"
import { widgetsJson } from "../../src/workspace/descriptors.js"
import { type Settings, underSettings, withSettings } from "../support/config.js"
import { edgarRoot, withData } from "../support/data.js"
import { MIRROR_FILINGS, makeSyntheticFeed } from "../support/edgar-feed.js"
import { useEdgarServer } from "../support/edgar-server.js"
import { type RedisServer, startRedis } from "../support/redis.js"
import { launchChromium, SCREENSHOT_DIR } from "../workspace/chromium.js"
import { appearing, FAST_UPSTREAM, waitFor } from "./support.js"

interface Instance {
  readonly url: string
  close(): Promise<void>
}

let dir: string
let tickers: string

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "risk-watch-serve-"))
  tickers = join(dir, "tickers.txt")
  writeFileSync(tickers, "# the mirror's companies\nAAPL, AMZN\nNVDA META\nTSLA\n51143\n")
})

afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

const edgar = useEdgarServer(() => ({ root: edgarRoot() }))

const watchSettings = (extra: Settings): Settings => ({
  ...FAST_UPSTREAM,
  RISK_WATCH_TICKERS: tickers,
  RISK_WATCH_POLL_SECONDS: 0.2,
  RISK_WATCH_INDEX_SECONDS: 0.5,
  RISK_WATCH_RETRY_SECONDS: 0.1,
  RISK_WATCH_FEED_SIZE: 50,
  // from the start of today: a filing that appears before the first poll is scored too
  RISK_WATCH_SINCE: easternDate(Date.now()),
  ...extra
})

/** The server in this process (routes and middleware of `risk serve`) with the watch layer `risk serve` builds. */
const startInstance = async (settings: Settings, options: ServeWatchOptions = {}): Promise<Instance> => {
  const scope = Effect.runSync(Scope.make())
  const cacheDir = mkdtempSync(join(dir, "cache-"))
  try {
    const stack = await Effect.runPromise(
      Layer.buildWithScope(liveStack({ edgarBaseUrl: edgar().url, cacheDir, analysisWorker: false }).pipe(underSettings(settings)), scope)
    )
    const watch = await Effect.runPromise(
      Layer.buildWithScope(serveWatchLayer(options), scope).pipe(Effect.provide(stack), withSettings(settings))
    )
    const { url } = await Effect.runPromise(
      listen({ host: "127.0.0.1", port: 0, disableLogger: true, warmFastPath: false }).pipe(
        Effect.provide(Context.merge(stack, watch)),
        withSettings(settings),
        Scope.extend(scope)
      )
    )
    return {
      url,
      close: async () => {
        await Effect.runPromise(Context.get(watch, LatestFilings).close)
        await Effect.runPromise(Scope.close(scope, Exit.void))
      }
    }
  } catch (e) {
    await Effect.runPromise(Scope.close(scope, Exit.void))
    throw e
  }
}

interface PageEvent {
  readonly seq: number
  readonly accession_number: string
  readonly form_type: string
  readonly ticker: string | null
  readonly headline: { readonly band: string } | null
}
interface Page {
  readonly events: ReadonlyArray<PageEvent>
  readonly latest_seq: number | null
  readonly watching: boolean
  readonly source: string
}

const page = async (url: string, query = ""): Promise<Page> => {
  const res = await fetch(`${url}/v1/feed${query}`, { signal: AbortSignal.timeout(20_000) })
  expect(res.status).toBe(200)
  return (await res.json()) as Page
}

/** Reads server-sent events until `count` filing events came (or the time is up). */
const readEvents = async (url: string, count: number, ms: number, headers: Record<string, string> = {}): Promise<Array<{ id: number; data: PageEvent }>> => {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), ms)
  const got: Array<{ id: number; data: PageEvent }> = []
  try {
    const res = await fetch(`${url}/v1/feed`, { headers: { accept: "text/event-stream", ...headers }, signal: controller.signal })
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toContain("text/event-stream")
    const reader = res.body!.getReader()
    const decoder = new TextDecoder()
    let buffer = ""
    while (got.length < count) {
      const { done, value } = await reader.read()
      if (done) break
      buffer += decoder.decode(value, { stream: true })
      let at: number
      while ((at = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, at)
        buffer = buffer.slice(at + 2)
        const fields = Object.fromEntries(block.split("\n").filter((l) => !l.startsWith(":") && l.includes(": ")).map((l) => [l.slice(0, l.indexOf(": ")), l.slice(l.indexOf(": ") + 2)]))
        if (fields["event"] === "filing") got.push({ id: Number(fields["id"]), data: JSON.parse(fields["data"] ?? "null") as PageEvent })
      }
    }
    await reader.cancel().catch(() => undefined)
  } catch (e) {
    if (!controller.signal.aborted) throw e
  } finally {
    clearTimeout(timer)
    controller.abort()
  }
  return got
}

withData("edgar").describe("the feed of newly scored filings in risk serve (one instance)", () => {
  let server: Instance

  afterAll(async () => {
    await server?.close()
  })

  it("GET /v1/feed as a page and as events, the Workspace table (in Chromium) and latest_filings_tool", async () => {
    const filings = appearing([0, 1, 3], Date.now() + 800, 400)
    edgar().setRoutes(makeSyntheticFeed(filings).route)
    server = await startInstance(watchSettings({ RISK_WATCH_CURSOR: join(dir, "one.cursor.json") }))
    expect(await page(server.url)).toMatchObject({ source: "memory", events: [] })
    // from the start of the feed (Last-Event-ID 0): nothing scored before the stream opened is missed
    const streamed = await readEvents(server.url, filings.length, 40_000, { "last-event-id": "0" })
    expect(streamed.map((e) => e.data.accession_number).sort()).toEqual(filings.map((f) => f.accession).sort())
    expect(streamed.map((e) => e.id)).toEqual(streamed.map((e) => e.data.seq))

    const latest = await page(server.url, "?limit=10")
    expect(latest.watching).toBe(true)
    expect(latest.events.map((e) => e.seq)).toEqual([...latest.events.map((e) => e.seq)].sort((a, b) => b - a))
    expect(latest.events).toHaveLength(filings.length)
    expect((await page(server.url, "?form_type=8-K")).events.map((e) => e.ticker).sort()).toEqual(["META", "NVDA"])
    expect((await page(server.url, "?ticker=AAPL")).events.map((e) => e.accession_number)).toEqual([MIRROR_FILINGS[0].accession])
    expect((await fetch(`${server.url}/v1/feed?limit=0`)).status).toBe(422)
    // a client that reconnects with Last-Event-ID gets what it missed
    const replay = await readEvents(server.url, 2, 5_000, { "last-event-id": String(latest.events.at(-1)?.seq ?? 0) })
    expect(replay.map((e) => e.id)).toEqual(latest.events.slice(0, -1).map((e) => e.seq).reverse())

    const openapi = (await (await fetch(`${server.url}/openapi.json`)).json()) as { paths: Record<string, { get: { responses: Record<string, { content: Record<string, unknown> }> } }> }
    expect(Object.keys(openapi.paths["/v1/feed"]?.get.responses["200"]?.content ?? {}).sort()).toEqual(["application/json", "text/event-stream"])

    // the Workspace table, as the Workspace draws it from the widget's own column definitions
    const widget = widgetsJson({ baseUrl: server.url, mcp: true }).disclosure_latest_filings
    const rowsRes = await fetch(`${server.url}/${widget.endpoint}?limit=50`)
    expect(rowsRes.status).toBe(200)
    const rows = (await rowsRes.json()) as Array<Record<string, unknown>>
    expect(rows.map((r) => r["accession_number"])).toEqual(latest.events.map((e) => e.accession_number))
    const columns = (widget.data?.table.columnsDefs ?? []).filter((c) => c.hide !== true)
    const cell = (v: unknown, decimals: number | undefined) =>
      v === null || v === undefined ? "" : typeof v === "number" && decimals !== undefined ? v.toFixed(decimals) : String(v)
    const html = `<!doctype html><html><head><meta charset="utf-8"><style>
      body{font:12px system-ui,sans-serif;margin:12px;background:#151518;color:#e8e8ea}
      h1{font-size:14px} table{border-collapse:collapse} th,td{border:1px solid #333;padding:4px 6px;text-align:left;vertical-align:top;max-width:360px}
      th{background:#24242a}</style></head><body><h1 id="title">${widget.name}</h1>
      <table id="grid"><thead><tr>${columns.map((c) => `<th>${c.headerName}</th>`).join("")}</tr></thead>
      <tbody>${rows.map((r) => `<tr>${columns.map((c) => `<td>${cell(r[c.field], c.decimalPlaces)}</td>`).join("")}</tr>`).join("")}</tbody></table></body></html>`
    const browser = await launchChromium({ viewport: { width: 1600, height: 500 }, javaScriptEnabled: false })
    try {
      const tab = await browser.context.newPage()
      await tab.setContent(html, { waitUntil: "load" })
      await tab.screenshot({ path: join(SCREENSHOT_DIR, "latest-filings.png"), fullPage: true })
      expect(await tab.locator("#grid thead th").allTextContents()).toEqual(columns.map((c) => c.headerName))
      expect(await tab.locator("#grid tbody tr").count()).toBe(filings.length)
      const bands = await tab.locator("#grid tbody tr td:nth-child(6)").allTextContents()
      for (const b of bands) expect(b).toMatch(/^(low|moderate|elevated|high|unavailable)$/)
    } finally {
      await browser.close()
    }

    // the MCP tool: the same page, structured
    const client = new Client({ name: "watch-test", version: "1.0.0" })
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)))
    try {
      const result = await client.callTool({ name: "latest_filings_tool", arguments: { limit: 2 } })
      expect(result.isError).toBeFalsy()
      const structured = result.structuredContent as unknown as Page
      expect(structured.events.map((e) => e.seq)).toEqual(latest.events.slice(0, 2).map((e) => e.seq))
    } finally {
      await client.close()
    }
  })
})

withData("edgar").describe("the watch across two instances on one Redis", () => {
  let redis: RedisServer
  const instances: Array<Instance> = []

  beforeAll(async () => {
    redis = await startRedis()
  })

  afterAll(async () => {
    for (const i of instances) await i.close().catch(() => undefined)
    await redis?.stop()
  })

  it("exactly one watches (the lease), both serve the feed; the other takes over: nothing lost, nothing doubled", async () => {
    const filings = appearing([0, 2, 1, 3, 4], Date.now() + 1500, 500)
    edgar().setRoutes(makeSyntheticFeed(filings).route)
    const holders: Array<string> = []
    const settings = watchSettings({ RISK_REDIS_URL: redis.url })
    const lease = (name: string): ServeWatchOptions => ({
      leaseTtlMs: 1500,
      feedPollMs: 100,
      onLease: (held) =>
        Effect.sync(() => {
          if (held) holders.push(name)
        })
    })
    const a = await startInstance(settings, lease("a"))
    const b = await startInstance(settings, lease("b"))
    instances.push(a, b)
    await waitFor(() => holders.length > 0, 10_000, "a lease holder")
    expect(holders).toHaveLength(1)
    const [leader, follower] = holders[0] === "a" ? [a, b] : [b, a]
    // the follower serves the feed too: its event stream carries what the leader scores
    const first = await readEvents(follower.url, 2, 40_000)
    expect(first.length).toBeGreaterThanOrEqual(2)
    // the two pages are read one after the other, and a filing can be scored between the reads: read both again until they agree
    // (they never do if the follower does not carry what the leader scores)
    const seqs = async (url: string): Promise<Array<number>> => (await page(url)).events.map((e) => e.seq)
    let pages = [await seqs(leader.url), await seqs(follower.url)]
    for (let tries = 0; tries < 20 && JSON.stringify(pages[0]) !== JSON.stringify(pages[1]); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      pages = [await seqs(leader.url), await seqs(follower.url)]
    }
    expect(pages[0]).toEqual(pages[1])
    expect((await page(follower.url)).source).toBe("redis")
    await leader.close()
    instances.splice(instances.indexOf(leader), 1)
    await waitFor(() => holders.length === 2, 10_000, "the other instance to take the lease")
    let events: ReadonlyArray<PageEvent> = []
    await waitFor(
      () => {
        void page(follower.url).then((p) => (events = p.events))
        return events.length >= filings.length
      },
      40_000,
      "every filing in the shared feed"
    )
    await new Promise((r) => setTimeout(r, 800))
    events = (await page(follower.url)).events
    const accessions = events.map((e) => e.accession_number)
    expect(accessions.sort()).toEqual(filings.map((f) => f.accession).sort())
    expect(new Set(events.map((e) => e.seq)).size).toBe(events.length)
    expect(holders).toEqual([holders[0], holders[0] === "a" ? "b" : "a"])
  })
})
