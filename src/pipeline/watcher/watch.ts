/**
 * The watch: follow EDGAR's current-filings feed, score each new filing on the list (and its
 * prior) as a single request would, and deliver one line per filing — durably, so that across
 * restarts and crashes no filing is missed and none is delivered twice.
 *
 * Three loops share one cursor (src/watch/cursor.ts), each change committed before it is
 * trusted:
 *
 * - the **poller** reads the feed every `pollMs` (its requests go before any other in the
 *   fair-access limiter's queue) until it is back below the last acceptance time read (one page
 *   as a rule); filings of the pages read accepted since `feed_time − overlap` that are new
 *   become pending.
 *   When the feed no longer reaches back that far (the watch was down longer than the feed
 *   holds), the missed days' daily indexes are queued. When EDGAR fails or stalls, the poller
 *   backs off (doubling, up to five minutes) and says so;
 * - the **index reader** reads queued daily indexes once EDGAR publishes them (every weekday
 *   of the watch is read once, so a filing the feed never showed is still scored);
 * - **workers** (`concurrency` of them) score pending filings — resolve the filing and its
 *   prior, analyse, score with the calibrated model (v2) and re-score the same metrics with the
 *   screening model (v3) — store the line with the pending filing (an outbox) when it goes to
 *   a sink that cannot tell after a crash what it holds (a webhook; the NDJSON file is read
 *   back instead), deliver it, and commit the filing as done (the shared feed publishes the
 *   event in that same commit). A passing failure is retried with backoff; a filing that
 *   cannot be scored (no such document at this source after a few tries, an invalid filing)
 *   is delivered as a `filing_failed` line, never dropped.
 *
 * Every upstream request goes through the service's one EDGAR client, so the watch stays
 * within the same fair-access budget as everything else the process does.
 */
import { Effect, Either, Option, Queue } from "effect"
import { InvalidRequest, UpstreamUnavailable } from "../../domain/errors.js"
import type { FormType } from "../../domain/forms.js"
import { decodeFilingRequest } from "../../domain/request.js"
import { DEFAULT_MODEL, type ModelId } from "../../domain/versions.js"
import { EdgarClient } from "../../edgar/edgar-client.js"
import { asUnitOfWork, UnitOfWork } from "../../edgar/rate-limiter.js"
import type { Calibration } from "../../scoring/calibration.js"
import { feedFilings, type FeedEntry, isAtomFeed, parseCurrentFeed } from "../../watch/atom.js"
import {
  backoffMs,
  baselineFromFeed,
  complete,
  DEFAULT_OVERLAP_MS,
  discoverFromFeed,
  discoverFromIndex,
  failedAttempt,
  feedFloorMs,
  findPending,
  indexMissing,
  newCursor,
  prune,
  queueGap,
  queueIndexDays,
  type Since,
  startAfterInFeed,
  startAfterInIndex,
  type WatchSpec,
  withLine
} from "../../watch/cursor.js"
import { parseMasterIndex } from "../../watch/daily-index.js"
import { addDays, easternDate, isWeekend } from "../../watch/dates.js"
import type { Cursor, PendingFiling, WatchLine } from "../../watch/schema.js"
import { FilingService, type FilingError } from "../service/filing-service.js"
import { failedLine, SCREENING_MODEL, scoredLine, scoresUnder } from "./line.js"
import type { CursorStore, LeaseLost, WatchSink, WatchStoreError } from "./store.js"

export type ReportLevel = "info" | "warning"

export interface WatchOptions {
  readonly spec: WatchSpec
  readonly since: Since | null
  /** `--since` as given (kept in the cursor). */
  readonly sinceText: string | null
  /** Feed poll interval. */
  readonly pollMs: number
  /** How often queued daily indexes are looked for. */
  readonly indexEveryMs: number
  /** Filings scored at once. */
  readonly concurrency: number
  readonly overlapMs?: number | undefined
  /** Feed pages read per poll at most (100 filings a page). */
  readonly maxPages?: number | undefined
  /** Backoff of a filing that failed (scoring or delivery): base and cap, ms. */
  readonly retryBaseMs?: number | undefined
  readonly retryMaxMs?: number | undefined
  /** Tries before a filing whose document is not (yet) at the source is delivered as failed. */
  readonly notFoundAttempts?: number | undefined
  /** Longest backoff of the poller, ms. */
  readonly maxBackoffMs?: number | undefined
  /** Progress and problems, one line each. */
  readonly report: (message: string, level: ReportLevel) => Effect.Effect<void>
  /** After each filing is committed. */
  readonly onDelivered?: ((line: WatchLine, detectedToDeliveredMs: number) => Effect.Effect<void>) | undefined
}

export type WatchError = InvalidRequest | WatchStoreError | LeaseLost

export const PAGE_SIZE = 100
export const DEFAULT_MAX_PAGES = 10
/** How far back `--since ACCESSION` is looked for in the daily indexes (weekdays). */
export const SINCE_LOOKBACK_WEEKDAYS = 10

const utf8 = new TextDecoder("utf-8")

const seconds = (ms: number): string => (ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`)

/** `10-K APPLE INC 0000320193-25-000079` */
const labelOf = (p: PendingFiling): string => `${p.form_type} ${p.company_name} ${p.accession_number}`

/** One line for a delivered filing: form, ticker, accession, both headlines, flags, change. */
export const describeLine = (line: WatchLine): string => {
  const who = line.ticker ?? line.company_name
  if (line.event === "filing_failed") return `${line.form_type} ${who} ${line.accession_number} · not scored: ${line.error?.code ?? "error"}: ${line.error?.detail ?? ""}`
  const headline = (h: WatchLine["headline"], name: string): string =>
    h === null ? "" : ` · ${name} ${h.overall_disclosure_risk_score === null ? "–" : h.overall_disclosure_risk_score.toFixed(1)} ${h.band}`
  const change = line.change?.change_score
  return (
    `${line.form_type} ${who} ${line.accession_number}${headline(line.headline, "v2")}${headline(line.screening, "v3")}` +
    ` · ${line.active_flags.length} flag${line.active_flags.length === 1 ? "" : "s"}` +
    ` · change ${change === null || change === undefined ? "–" : change.toFixed(1)}`
  )
}

/** The type parameter of the feed: one form asks EDGAR for it alone; several read the whole feed. */
const feedType = (forms: ReadonlyArray<FormType>): string => (forms.length === 1 ? (forms[0] ?? "") : "")

/** A passing failure worth retrying as is, or a final answer. */
const isFinal = (e: FilingError, attempts: number, notFoundAttempts: number): boolean =>
  e._tag === "InvalidRequest" || ((e._tag === "FilingNotFound" || (e._tag === "UpstreamUnavailable" && e.status === 404)) && attempts >= notFoundAttempts)

export const runWatch = (
  options: WatchOptions,
  store: CursorStore,
  sinks: ReadonlyArray<WatchSink>
): Effect.Effect<never, WatchError, FilingService | EdgarClient | Calibration> =>
  Effect.scoped(
    Effect.gen(function* () {
      const service = yield* FilingService
      const client = yield* EdgarClient
      const spec = options.spec
      const overlapMs = options.overlapMs ?? DEFAULT_OVERLAP_MS
      const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES
      const retryBase = options.retryBaseMs ?? 5_000
      const retryMax = options.retryMaxMs ?? 10 * 60_000
      const notFoundAttempts = options.notFoundAttempts ?? 4
      const maxBackoff = options.maxBackoffMs ?? 5 * 60_000
      const report = options.report
      const now = (): string => new Date().toISOString()
      const today = (): string => easternDate(Date.now())
      const model: ModelId = DEFAULT_MODEL

      // ---- the cursor ---------------------------------------------------------------
      const loaded = yield* store.load
      let cursor: Cursor
      if (Option.isSome(loaded)) {
        const c = loaded.value
        if (options.sinceText !== null && c.since !== options.sinceText) {
          return yield* new InvalidRequest({
            detail: `${store.describe} continues a watch started ${c.since === null ? "without --since" : `with --since ${c.since}`}: run it without --since (or with the same one), or remove the cursor to start a new watch`
          })
        }
        cursor = c
      } else cursor = newCursor(options.since, options.sinceText, now())
      for (const sink of sinks) {
        const r = yield* sink.reconcile(cursor)
        for (const note of r.notes) yield* report(`watch: ${note}`, "warning")
        for (const acc of r.delivered) cursor = complete(cursor, acc, now())
        if (r.deliveredBytes !== undefined) cursor = { ...cursor, delivered_bytes: r.deliveredBytes }
        if (r.delivered.length > 0) yield* report(`watch: ${r.delivered.length} filing(s) delivered to ${sink.describe} before the last stop are recorded as done`, "info")
      }
      cursor = queueIndexDays(cursor, today())
      yield* store.commit(cursor, null)
      if (Option.isSome(loaded)) {
        yield* report(
          `watch: resuming from ${store.describe}: feed read to ${cursor.feed_time ?? "(not yet)"}, ${cursor.pending.length} filing(s) pending, ${cursor.index_pending.length} daily index(es) to read`,
          "info"
        )
      }

      const lock = yield* Effect.makeSemaphore(1)
      const sameState = (a: Cursor, b: Cursor): boolean =>
        a === b || JSON.stringify({ ...a, updated_at: "" }) === JSON.stringify({ ...b, updated_at: "" })
      /** Applies `f` to the latest cursor and commits it (with `event`, a delivered line); nothing changed, nothing written. */
      const update = (f: (c: Cursor) => Cursor, event: WatchLine | null = null): Effect.Effect<Cursor, WatchStoreError | LeaseLost> =>
        lock.withPermits(1)(
          Effect.suspend(() => {
            const next = f(cursor)
            if (event === null && sameState(cursor, next)) return Effect.succeed(cursor)
            return Effect.as(
              Effect.tap(store.commit(next, event), () =>
                Effect.sync(() => {
                  cursor = next
                })
              ),
              next
            )
          })
        )

      // ---- the work queue -----------------------------------------------------------
      const queue = yield* Queue.unbounded<string>()
      const queued = new Set<string>()
      const enqueue = (accession: string): Effect.Effect<void> =>
        Effect.suspend(() => {
          if (queued.has(accession)) return Effect.void
          queued.add(accession)
          return Queue.offer(queue, accession)
        })
      const scope = yield* Effect.scope
      const later = (accession: string, ms: number) => Effect.forkIn(Effect.zipRight(Effect.sleep(ms), enqueue(accession)), scope)
      const indexWake = yield* Queue.sliding<void>(1)

      // ---- scoring one filing ---------------------------------------------------------
      const scoreFiling = (p: PendingFiling): Effect.Effect<WatchLine, FilingError, Calibration> =>
        asUnitOfWork(
          Effect.gen(function* () {
            const year = Number((p.filing_date ?? p.accepted_at ?? p.detected_at).slice(0, 4))
            const request = yield* decodeFilingRequest({
              ticker: String(Number(p.cik)),
              fiscal_year: year,
              form_type: p.form_type,
              // a 10-Q's own fiscal period is read from the filing (by accession); this only fills the request
              quarter: p.form_type === "10-Q" ? "Q1" : null,
              accession: p.accession_number,
              compare: "prior",
              scoring_model_version: model
            })
            const result = yield* service.score(request)
            const screening = yield* scoresUnder(result, SCREENING_MODEL)
            return scoredLine(p, result, screening, now())
          })
        )

      const processOne = (accession: string): Effect.Effect<void, WatchStoreError | LeaseLost, Calibration> =>
        Effect.gen(function* () {
          const p = findPending(cursor, accession)
          if (p === undefined) return
          let line = p.line
          if (line === null) {
            const outcome = yield* Effect.either(scoreFiling(p))
            if (Either.isLeft(outcome)) {
              const e = outcome.left
              if (!isFinal(e, p.attempts + 1, notFoundAttempts)) {
                yield* update((c) => failedAttempt(c, accession, e.message, now()))
                const wait = backoffMs(p.attempts + 1, retryBase, retryMax)
                yield* report(`watch: ${labelOf(p)}: ${e.message}; retrying in ${seconds(wait)}`, "warning")
                yield* later(accession, wait)
                return
              }
              line = failedLine(p, e, now(), model)
            } else line = outcome.right
            // an outbox copy for the sinks that cannot tell, after a crash, which lines they hold (a webhook)
            if (sinks.some((sink) => !sink.selfReconciling)) {
              const scored = line
              yield* update((c) => withLine(c, accession, scored, now()))
            }
          }
          let deliveredBytes: number | undefined
          for (const sink of sinks) {
            const r = yield* Effect.either(sink.deliver(line))
            if (Either.isLeft(r)) {
              const attempts = (findPending(cursor, accession)?.attempts ?? 0) + 1
              yield* update((c) => failedAttempt(c, accession, r.left.message, now()))
              const wait = backoffMs(attempts, retryBase, retryMax)
              yield* report(`watch: cannot deliver ${labelOf(p)}: ${r.left.message}; retrying in ${seconds(wait)}`, "warning")
              yield* later(accession, wait)
              return
            }
            deliveredBytes = r.right.deliveredBytes ?? deliveredBytes
          }
          const delivered = line
          yield* update((c) => {
            const bytes = deliveredBytes === undefined ? undefined : Math.max(c.delivered_bytes ?? 0, deliveredBytes)
            return complete(c, accession, now(), bytes)
          }, delivered)
          if (options.onDelivered !== undefined) yield* options.onDelivered(delivered, Date.now() - Date.parse(p.detected_at))
        })

      const worker = Effect.forever(
        Effect.flatMap(Queue.take(queue), (accession) =>
          processOne(accession).pipe(
            Effect.ensuring(
              Effect.sync(() => {
                queued.delete(accession)
              })
            )
          )
        )
      )

      // ---- the feed -------------------------------------------------------------------
      const type = feedType(spec.forms)
      const readDailyIndex = (date: string) =>
        Effect.map(client.dailyIndex(date), (got) => (got._tag === "Missing" ? null : parseMasterIndex(utf8.decode(got.value))))

      /** The filing date of `accession` from the daily indexes of the last weekdays, or null. */
      const findInIndexes = (accession: string): Effect.Effect<string | null, UpstreamUnavailable | InvalidRequest> =>
        Effect.gen(function* () {
          let d = today()
          for (let looked = 0; looked < SINCE_LOOKBACK_WEEKDAYS; d = addDays(d, -1)) {
            if (isWeekend(d)) continue
            looked++
            const index = yield* readDailyIndex(d)
            if (index?.rows.some((r) => r.accession === accession) === true) return d
          }
          return null
        })

      let lastSkippedNote = ""
      let gapNoted = ""
      const pollOnce = Effect.gen(function* () {
        const floor = feedFloorMs(cursor, overlapMs)
        const lastRead = cursor.feed_time === null ? null : Date.parse(cursor.feed_time)
        const lookingFor = cursor.feed_time === null && options.since?._tag === "Accession" ? options.since.accession : null
        const baseline = cursor.feed_time === null && lookingFor === null
        const entries: Array<FeedEntry> = []
        let reached = false
        for (let page = 0; page < maxPages; page++) {
          const got = yield* client.currentFeed({ type, start: page * PAGE_SIZE, count: PAGE_SIZE })
          if (got._tag === "Missing") {
            return yield* new UpstreamUnavailable({ detail: `EDGAR's current-filings feed is not at this source (${got.url} answered 404)`, url: got.url, status: 404 })
          }
          const text = utf8.decode(got.value)
          if (!isAtomFeed(text)) return yield* new UpstreamUnavailable({ detail: `EDGAR answered ${got.url} with something other than an Atom feed`, url: got.url })
          const parsed = parseCurrentFeed(text)
          if (parsed.skipped.length > 0 && parsed.skipped[0] !== lastSkippedNote) {
            lastSkippedNote = parsed.skipped[0] ?? ""
            yield* report(`watch: feed entries skipped: ${parsed.skipped.slice(0, 3).join("; ")}`, "warning")
          }
          entries.push(...parsed.entries)
          if (baseline || parsed.entryCount < PAGE_SIZE) break
          if (lookingFor !== null) {
            if (parsed.entries.some((e) => e.accession === lookingFor)) break
          } else if (lastRead !== null && parsed.entries.some((e) => e.updatedMs < lastRead)) {
            // back below the last time read: what is older was read by earlier polls (and what the
            // overlap holds on the pages read is looked at again). A late filing deeper down is left
            // to the day's daily index.
            break
          }
        }
        reached = floor !== null && entries.some((e) => e.updatedMs < floor)
        const filings = feedFilings(entries)
        const t = today()

        if (baseline) {
          yield* update((c) => queueIndexDays(baselineFromFeed(c, filings, spec, now()), t))
          yield* report(`watch: starting from now (${cursor.feed_time ?? now()}); filings already in the feed are not scored`, "info")
          return
        }
        if (lookingFor !== null) {
          let found: ReadonlyArray<PendingFiling> = []
          const anchored = yield* update((c) => {
            const r = startAfterInFeed(c, filings, lookingFor, spec, now())
            if (r === null) return c
            found = r.added
            return queueIndexDays(r.cursor, t)
          })
          if (anchored.feed_time !== null) {
            yield* report(`watch: starting after ${lookingFor} (accepted ${anchored.feed_time}); ${found.length} newer filing(s) on the list`, "info")
            yield* Effect.forEach(found, (p) => enqueue(p.accession_number), { discard: true })
            return
          }
          const date = yield* findInIndexes(lookingFor)
          if (date === null) {
            return yield* new InvalidRequest({
              detail: `--since ${lookingFor}: no such filing in EDGAR's current-filings feed or in the daily indexes of the last ${SINCE_LOOKBACK_WEEKDAYS} weekdays (give --since a date instead)`
            })
          }
          yield* update((c) => queueIndexDays(startAfterInIndex(c, lookingFor, date, now()), t))
          yield* report(`watch: starting after ${lookingFor}, filed ${date} (no longer in the feed): every other filing of that day on the list is scored too`, "info")
          yield* Queue.offer(indexWake, undefined)
        }

        let added: ReadonlyArray<PendingFiling> = []
        let gapFrom: string | null = null
        // The feed does not reach back before the last acceptance time read (times are whole
        // seconds: not even to that second): filings accepted since may have scrolled out unseen.
        const oldest = entries.reduce((a, e) => Math.min(a, e.updatedMs), Number.POSITIVE_INFINITY)
        yield* update((c) => {
          const d = discoverFromFeed(c, filings, spec, overlapMs, now())
          added = d.added
          let next = d.cursor
          const lastRead = c.feed_time === null ? null : Date.parse(c.feed_time)
          if (!reached && lastRead !== null && Number.isFinite(oldest) && oldest >= lastRead) {
            gapFrom = easternDate(lastRead)
            next = queueGap(next, gapFrom, t)
          }
          return prune(queueIndexDays(next, t), t)
        })
        yield* Effect.forEach(added, (p) => enqueue(p.accession_number), { discard: true })
        if (gapFrom !== null) {
          const note = `${gapFrom}…${t}`
          if (note !== gapNoted) {
            gapNoted = note
            yield* report(
              `watch: gap: EDGAR's feed no longer reaches back to ${new Date(floor === null ? 0 : floor + overlapMs).toISOString()}; reading the daily indexes of ${gapFrom === t ? t : `${gapFrom} to ${t}`} (each once EDGAR publishes it)`,
              "warning"
            )
          }
          yield* Queue.offer(indexWake, undefined)
        } else gapNoted = ""
      })

      let failures = 0
      const poller = Effect.forever(
        Effect.gen(function* () {
          const r = yield* Effect.either(Effect.locally(pollOnce, UnitOfWork, -1))
          if (Either.isLeft(r)) {
            const e = r.left
            if (e._tag === "InvalidRequest") return yield* Effect.fail(e)
            if (e._tag !== "UpstreamUnavailable") return yield* Effect.fail(e)
            failures++
            const wait = backoffMs(failures, Math.max(options.pollMs, 1_000), maxBackoff)
            yield* report(`watch: EDGAR feed unavailable (${e.message}); backing off, next poll in ${seconds(wait)}`, "warning")
            yield* Effect.sleep(wait)
            return
          }
          if (failures > 0) yield* report(`watch: EDGAR feed back after ${failures} failed poll${failures === 1 ? "" : "s"}`, "info")
          failures = 0
          yield* Effect.sleep(options.pollMs)
        })
      )

      // ---- daily indexes --------------------------------------------------------------
      let indexFailures = 0
      // a daily index EDGAR does not have yet is asked for again after a while, not at every round
      const missingUntil = new Map<string, number>()
      const missingPauseMs = Math.max(options.indexEveryMs, 60_000)
      const readIndexes = Effect.gen(function* () {
        for (const date of cursor.index_pending) {
          const t = today()
          if (date > t || (missingUntil.get(date) ?? 0) > Date.now()) continue
          const index = yield* readDailyIndex(date)
          if (index === null) {
            missingUntil.set(date, Date.now() + missingPauseMs)
            yield* update((c) => indexMissing(c, date, t))
            continue
          }
          missingUntil.delete(date)
          let added: ReadonlyArray<PendingFiling> = []
          yield* update((c) => {
            const d = discoverFromIndex(c, index.rows, date, spec, now())
            added = d.added
            return d.cursor
          })
          if (added.length > 0) yield* report(`watch: daily index of ${date}: ${added.length} filing(s) on the list the feed did not show`, "info")
          yield* Effect.forEach(added, (p) => enqueue(p.accession_number), { discard: true })
        }
      })
      const indexer = Effect.forever(
        Effect.gen(function* () {
          const r = yield* Effect.either(readIndexes)
          let wait = options.indexEveryMs
          if (Either.isLeft(r)) {
            const e = r.left
            if (e._tag !== "UpstreamUnavailable") return yield* Effect.fail(e)
            indexFailures++
            wait = backoffMs(indexFailures, Math.max(options.pollMs, 1_000), maxBackoff)
            yield* report(`watch: EDGAR daily index unavailable (${e.message}); next try in ${seconds(wait)}`, "warning")
          } else indexFailures = 0
          yield* Effect.race(Effect.sleep(wait), Queue.take(indexWake))
        })
      )

      yield* Effect.forEach(cursor.pending, (p) => enqueue(p.accession_number), { discard: true })
      return yield* Effect.all([poller, indexer, ...Array.from({ length: Math.max(1, options.concurrency) }, () => worker)], {
        concurrency: "unbounded",
        discard: true
      }).pipe(Effect.zipRight(Effect.never))
    })
  )
