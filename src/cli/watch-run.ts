/**
 * What `risk watch` does (./watch.ts defines its arguments; this module is loaded when it runs).
 */
import { createHash } from "node:crypto"
import { join, resolve } from "node:path"
import { Effect, Either, Option } from "effect"
import { CacheDirConfig, parseFormList, WATCH_DEFAULTS, WatchTimingConfig, webhookProblem } from "../config.js"
import { InvalidRequest } from "../domain/errors.js"
import { edgarConfig } from "../edgar/config.js"
import { describeLine, runWatch } from "../pipeline/watcher/watch.js"
import { readWatchListFile, resolveWatchList } from "../pipeline/watcher/setup.js"
import { fileCursorStore, ndjsonSink, webhookSink } from "../pipeline/watcher/store.js"
import { parseSince, type Since } from "../watch/cursor.js"
import { easternDate } from "../watch/dates.js"
import { cliStack } from "./stack.js"
import type { WatchArgs } from "./watch.js"

const bad = (detail: string): InvalidRequest => new InvalidRequest({ detail })

const say = (line: string): Effect.Effect<void> =>
  Effect.sync(() => {
    process.stderr.write(`${line}\n`)
  })

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`

export const runWatchCommand = (args: WatchArgs) =>
  Effect.gen(function* () {
    // ---- arguments: every problem is one line and exit 2, before anything is read upstream
    const tickersFile = Option.getOrNull(args.tickers)
    if ((tickersFile === null) === !args.all) return yield* bad("give either --tickers FILE (the companies to watch) or --all (every company)")
    const out = Option.getOrNull(args.out)
    const webhook = Option.getOrNull(args.webhook)
    if ((out === null) === (webhook === null)) return yield* bad("give either --out FILE.ndjson or --webhook URL")
    if (out !== null && !/\.(ndjson|jsonl)$/i.test(out)) return yield* bad(`--out: expected a .ndjson or .jsonl file, got ${JSON.stringify(out)}`)
    if (webhook !== null) {
      const problem = webhookProblem(webhook)
      if (problem !== null) return yield* bad(`--webhook ${problem}`)
    }
    const forms = Either.match(parseFormList(Option.getOrElse(args.forms, () => WATCH_DEFAULTS.forms.join(","))), {
      onLeft: (problem) => Either.left(bad(`--forms ${problem}`)),
      onRight: (f) => Either.right(f)
    })
    if (Either.isLeft(forms)) return yield* forms.left
    let since: Since | null = null
    const sinceText = Option.getOrNull(args.since)
    if (sinceText !== null) {
      const parsed = parseSince(sinceText, easternDate(Date.now()))
      if ("problem" in parsed) return yield* bad(`--since: ${parsed.problem}`)
      since = parsed.since
    }
    const pollSeconds = Option.getOrElse(args.poll, () => WATCH_DEFAULTS.pollSeconds)
    if (!Number.isFinite(pollSeconds) || pollSeconds < 0.2 || pollSeconds > 3600) return yield* bad(`--poll: expected seconds from 0.2 to 3600, got ${pollSeconds}`)
    const concurrency = Option.getOrElse(args.concurrency, () => WATCH_DEFAULTS.concurrency)
    if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 16) return yield* bad(`--concurrency: expected an integer from 1 to 16, got ${concurrency}`)
    const entries = tickersFile === null ? null : yield* readWatchListFile(tickersFile, "--tickers")
    const cacheDir = Option.getOrElse(args.cacheDir, () => "") || (yield* CacheDirConfig)
    const cursorPath = resolve(
      Option.getOrElse(args.cursor, () =>
        out !== null ? `${out}.cursor.json` : join(cacheDir, "watch", `webhook-${createHash("sha256").update(webhook ?? "").digest("hex").slice(0, 12)}.cursor.json`)
      )
    )
    const config = yield* edgarConfig({ baseUrl: Option.getOrNull(args.edgarBaseUrl) })
    if (config.upstream._tag === "File") {
      return yield* bad("risk watch reads EDGAR's current-filings feed: give an http(s) EDGAR (the SEC hosts by default), not a file: mirror")
    }
    const timing = yield* WatchTimingConfig

    // ---- the list, the cursor, the sink
    let ciks: ReadonlySet<number> | null = null
    if (entries !== null) {
      const list = yield* resolveWatchList(entries)
      if (list.unknown.length > 0) {
        return yield* bad(
          `--tickers ${tickersFile}: not in the SEC ticker map: ${list.unknown.slice(0, 10).join(", ")}${list.unknown.length > 10 ? ` and ${list.unknown.length - 10} more` : ""} (list delisted companies by CIK)`
        )
      }
      ciks = list.ciks
    }
    const store = yield* fileCursorStore(cursorPath)
    const sink = out !== null ? yield* ndjsonSink(resolve(out)) : webhookSink(webhook ?? "")
    yield* say(
      `watch: ${ciks === null ? "every company" : `${ciks.size} compan${ciks.size === 1 ? "y" : "ies"}`}, forms ${forms.right.join(", ")}` +
        `${sinceText === null ? "" : `, since ${sinceText}`} → ${out ?? webhook}; cursor ${cursorPath}; ` +
        `EDGAR's current-filings feed every ${pollSeconds} s, at most ${config.maxPerSecond} upstream requests/s`
    )
    return yield* runWatch(
      {
        spec: { forms: forms.right, ciks },
        since,
        sinceText,
        pollMs: pollSeconds * 1000,
        indexEveryMs: timing.indexSeconds * 1000,
        retryBaseMs: timing.retrySeconds * 1000,
        concurrency,
        report: (message) => say(message),
        onDelivered: (line, ms) => say(`watch: ${describeLine(line)} · ${seconds(ms)} after detection`)
      },
      store,
      [sink]
    )
  }).pipe(Effect.scoped, Effect.provide(cliStack(args)))
