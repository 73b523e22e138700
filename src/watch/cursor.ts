/**
 * The watcher's cursor and every change to it, as pure functions. The cursor is what makes
 * the watch durable: it is written (atomically) before a step's effects are trusted, and a
 * restart continues from it.
 *
 * - **Found → pending.** A filing read from the feed or a daily index that is on the list, of
 *   a watched form, and neither pending nor done, is appended to `pending`.
 * - **Pending → done.** Once its line is delivered, the filing moves to `done` (kept for
 *   `DONE_RETENTION_DAYS` days, long enough that no later feed page or daily index brings it
 *   back). A scored line waiting for delivery stays in its pending entry (an outbox), so a
 *   crash between delivery and commit delivers the same line again to a sink that drops what
 *   it already has (the NDJSON file is checked, the webhook receives the same
 *   `Idempotency-Key`, the shared feed commits the event with the cursor in one step).
 * - **The feed.** Each poll reads the feed until it is back below `feed_time` (the last
 *   acceptance time read), and looks again at what it read back to `feed_time − overlap`
 *   (filings are not always disseminated in acceptance order); when the feed ends before
 *   `feed_time`, there was a gap and the daily indexes of the missed days are queued.
 * - **Daily indexes.** Every day from `index_through` on is queued and read once EDGAR
 *   publishes it (after the day closes), so a filing the feed never showed is still scored,
 *   late rather than never. A weekend day without an index is dropped at once; a weekday's
 *   still missing after `INDEX_RETRY_DAYS` days is a holiday.
 */
import type { FormType } from "../domain/forms.js"
import { FORM_TYPES } from "../domain/forms.js"
import { ACCESSION_RE } from "../domain/request.js"
import type { FeedFiling } from "./atom.js"
import type { IndexRow } from "./daily-index.js"
import { addDays, daysBetween, easternDate, easternMidnight, isDate, isWeekend } from "./dates.js"
import { type Cursor, CURSOR_VERSION, type DetectedVia, type PendingFiling, type WatchLine } from "./schema.js"

/** How long a delivered filing is remembered (days of filing date). */
export const DONE_RETENTION_DAYS = 10
/** How long a missing daily index is waited for before its day is taken for a holiday. */
export const INDEX_RETRY_DAYS = 4
/** How far behind `feed_time` each poll reads the feed again. */
export const DEFAULT_OVERLAP_MS = 10 * 60_000

/** What is watched: forms, and companies by CIK (null: every company). */
export interface WatchSpec {
  readonly forms: ReadonlyArray<FormType>
  readonly ciks: ReadonlySet<number> | null
}

export type Since = { readonly _tag: "Date"; readonly date: string } | { readonly _tag: "Accession"; readonly accession: string }

/** `--since`: a date (YYYY-MM-DD, not after `today`) or an accession number; left: what is wrong. */
export const parseSince = (text: string, today: string): { readonly since: Since } | { readonly problem: string } => {
  const t = text.trim()
  if (ACCESSION_RE.test(t)) return { since: { _tag: "Accession", accession: t } }
  if (isDate(t)) return t > today ? { problem: `${t} is after today (${today})` } : { since: { _tag: "Date", date: t } }
  return { problem: `expected a date (YYYY-MM-DD) or an accession number (##########-##-######), got ${JSON.stringify(t.slice(0, 40))}` }
}

/** A comma list of forms (`8-K,10-Q,10-K`); left: what is wrong. */
export const parseForms = (text: string): { readonly forms: ReadonlyArray<FormType> } | { readonly problem: string } => {
  const items = text
    .split(",")
    .map((s) => s.trim().toUpperCase())
    .filter((s) => s !== "")
  const bad = items.filter((s) => !(FORM_TYPES as ReadonlyArray<string>).includes(s))
  if (items.length === 0) return { problem: "lists no form (e.g. 8-K,10-Q,10-K)" }
  if (bad.length > 0) return { problem: `unknown form ${bad.map((b) => JSON.stringify(b)).join(", ")}: expected 8-K, 10-Q or 10-K` }
  return { forms: FORM_TYPES.filter((f) => items.includes(f)) }
}

/** The watched form of an EDGAR form type (originals only: amendments are not watched), or null. */
export const watchedForm = (form: string, spec: WatchSpec): FormType | null =>
  (spec.forms as ReadonlyArray<string>).includes(form.trim().toUpperCase()) ? (form.trim().toUpperCase() as FormType) : null

/** The watched party of a filing (its first CIK on the list), or null when none is. */
export const watchedCik = (ciks: ReadonlyArray<number>, spec: WatchSpec): number | null =>
  spec.ciks === null ? (ciks[0] ?? null) : (ciks.find((c) => spec.ciks?.has(c) === true) ?? null)

const cik10 = (cik: number): string => String(cik).padStart(10, "0")

/** A new cursor: from now (`since` null), from a date, or after an accession (found on the first poll). */
export const newCursor = (since: Since | null, sinceText: string | null, nowIso: string): Cursor => {
  const today = easternDate(Date.parse(nowIso))
  const base: Cursor = {
    version: CURSOR_VERSION,
    since: sinceText,
    feed_time: null,
    index_through: today,
    index_pending: [],
    pending: [],
    done: {},
    delivered_bytes: null,
    updated_at: nowIso
  }
  if (since?._tag === "Date") {
    return { ...base, feed_time: new Date(easternMidnight(since.date)).toISOString(), index_through: addDays(since.date, -1) }
  }
  return base
}

export const isKnown = (c: Cursor, accession: string): boolean =>
  accession in c.done || c.pending.some((p) => p.accession_number === accession)

const maxIso = (a: string | null, b: string | null): string | null =>
  a === null ? b : b === null ? a : Date.parse(b) > Date.parse(a) ? b : a

const pendingOf = (
  f: { accession: string; form: FormType; cik: number; company: string; filingDate: string | null; updated: string | null },
  via: DetectedVia,
  nowIso: string
): PendingFiling => ({
  accession_number: f.accession,
  form_type: f.form,
  cik: cik10(f.cik),
  company_name: f.company,
  filing_date: f.filingDate,
  accepted_at: f.updated,
  detected_at: nowIso,
  detected_via: via,
  attempts: 0,
  last_error: null,
  line: null
})

export interface Discovered {
  readonly cursor: Cursor
  readonly added: ReadonlyArray<PendingFiling>
}

/** Filings of a feed page (newest first) that are watched and new, oldest first. */
const newFromFeed = (c: Cursor, filings: ReadonlyArray<FeedFiling>, spec: WatchSpec, fromMs: number, nowIso: string): Array<PendingFiling> => {
  const added: Array<PendingFiling> = []
  const seen = new Set<string>()
  for (const f of [...filings].reverse()) {
    if (f.updatedMs < fromMs || seen.has(f.accession) || isKnown(c, f.accession)) continue
    seen.add(f.accession)
    const form = watchedForm(f.form, spec)
    const cik = watchedCik(f.ciks, spec)
    if (form === null || cik === null) continue
    added.push(pendingOf({ accession: f.accession, form, cik, company: f.company, filingDate: f.filingDate, updated: f.updated }, "current_feed", nowIso))
  }
  return added
}

/** The oldest acceptance time a poll looks at again (`feed_time − overlap`), ms. */
export const feedFloorMs = (c: Cursor, overlapMs: number): number | null =>
  c.feed_time === null ? null : Date.parse(c.feed_time) - overlapMs

/**
 * What the feed's pages (newest first, as read this poll) add: every watched filing accepted
 * at or after `feed_time − overlap` that is neither pending nor done; `feed_time` moves to
 * the newest acceptance time read.
 */
export const discoverFromFeed = (c: Cursor, filings: ReadonlyArray<FeedFiling>, spec: WatchSpec, overlapMs: number, nowIso: string): Discovered => {
  const floor = feedFloorMs(c, overlapMs) ?? Number.NEGATIVE_INFINITY
  const added = newFromFeed(c, filings, spec, floor, nowIso)
  const newest = filings.reduce<string | null>((a, f) => maxIso(a, f.updated), null)
  return { cursor: { ...c, feed_time: maxIso(c.feed_time, newest), pending: [...c.pending, ...added], updated_at: nowIso }, added }
}

const doneDate = (f: { filingDate: string | null; updatedMs: number }): string => f.filingDate ?? easternDate(f.updatedMs)

/**
 * The first poll of a watch that starts now: what the feed holds is the past. Its watched
 * filings are remembered as done (nothing is scored) and `feed_time` is the newest
 * acceptance time (now, when the feed is empty).
 */
export const baselineFromFeed = (c: Cursor, filings: ReadonlyArray<FeedFiling>, spec: WatchSpec, nowIso: string): Cursor => {
  const done: Record<string, string> = { ...c.done }
  for (const f of filings) if (watchedForm(f.form, spec) !== null && watchedCik(f.ciks, spec) !== null) done[f.accession] = doneDate(f)
  const newest = filings.reduce<string | null>((a, f) => maxIso(a, f.updated), null)
  return { ...c, done, feed_time: maxIso(c.feed_time, newest ?? nowIso), updated_at: nowIso }
}

/**
 * `--since ACCESSION` found on a feed page: that filing and everything older on the pages
 * read are done; what is newer is found as usual. Its filing date is not queued for the
 * daily index (the feed covers it from that filing on). Null when the page does not hold it.
 */
export const startAfterInFeed = (
  c: Cursor,
  filings: ReadonlyArray<FeedFiling>,
  accession: string,
  spec: WatchSpec,
  nowIso: string
): Discovered | null => {
  const at = filings.findIndex((f) => f.accession === accession)
  const anchor = filings[at]
  if (anchor === undefined) return null
  const done: Record<string, string> = { ...c.done }
  done[anchor.accession] = doneDate(anchor)
  for (const f of filings.slice(at + 1)) done[f.accession] = doneDate(f)
  const anchored: Cursor = { ...c, done, feed_time: anchor.updated, index_through: doneDate(anchor) }
  return discoverFromFeed(anchored, filings.slice(0, at), spec, 0, nowIso)
}

/**
 * `--since ACCESSION` found in the daily index of `date` (no longer in the feed): the watch
 * starts at that day, which the index lists without times, so its other filings are scored
 * too; the filing itself is done.
 */
export const startAfterInIndex = (c: Cursor, accession: string, date: string, nowIso: string): Cursor => ({
  ...c,
  done: { ...c.done, [accession]: date },
  feed_time: new Date(easternMidnight(date)).toISOString(),
  index_through: addDays(date, -1),
  updated_at: nowIso
})

/** What a daily index adds: its watched filings that are neither pending nor done. The day is read. */
export const discoverFromIndex = (c: Cursor, rows: ReadonlyArray<IndexRow>, date: string, spec: WatchSpec, nowIso: string): Discovered => {
  const byAccession = new Map<string, { row: IndexRow; ciks: Array<number> }>()
  for (const r of rows) {
    const e = byAccession.get(r.accession) ?? { row: r, ciks: [] }
    e.ciks.push(r.cik)
    byAccession.set(r.accession, e)
  }
  const added: Array<PendingFiling> = []
  for (const { row, ciks } of byAccession.values()) {
    if (isKnown(c, row.accession)) continue
    const form = watchedForm(row.form, spec)
    const cik = watchedCik(ciks, spec)
    if (form === null || cik === null) continue
    added.push(pendingOf({ accession: row.accession, form, cik, company: row.company, filingDate: row.dateFiled, updated: null }, "daily_index", nowIso))
  }
  return {
    cursor: { ...c, pending: [...c.pending, ...added], index_pending: c.index_pending.filter((d) => d !== date), updated_at: nowIso },
    added
  }
}

const withDays = (c: Cursor, days: ReadonlyArray<string>): ReadonlyArray<string> => [...new Set([...c.index_pending, ...days])].sort()

/** Queues every day after `index_through` up to `today` for its daily index. */
export const queueIndexDays = (c: Cursor, today: string): Cursor => {
  const from = c.index_through === null ? today : addDays(c.index_through, 1)
  if (from > today) return c
  return { ...c, index_pending: withDays(c, daysBetween(from, today)), index_through: today }
}

/** A gap: the daily indexes of `from`…`to` are read to find what the feed no longer shows. */
export const queueGap = (c: Cursor, from: string, to: string): Cursor => ({ ...c, index_pending: withDays(c, daysBetween(from, to)) })

/**
 * A daily index EDGAR does not have: a weekend day's is dropped at once (EDGAR publishes
 * none), a weekday's is waited for (published after the day closes) and dropped after
 * `INDEX_RETRY_DAYS` (a holiday).
 */
export const indexMissing = (c: Cursor, date: string, today: string): Cursor =>
  isWeekend(date) || date < addDays(today, -INDEX_RETRY_DAYS) ? { ...c, index_pending: c.index_pending.filter((d) => d !== date) } : c

export const findPending = (c: Cursor, accession: string): PendingFiling | undefined => c.pending.find((p) => p.accession_number === accession)

const mapPending = (c: Cursor, accession: string, f: (p: PendingFiling) => PendingFiling, nowIso: string): Cursor => ({
  ...c,
  pending: c.pending.map((p) => (p.accession_number === accession ? f(p) : p)),
  updated_at: nowIso
})

/** The scored line, kept until it is delivered. */
export const withLine = (c: Cursor, accession: string, line: WatchLine, nowIso: string): Cursor =>
  mapPending(c, accession, (p) => ({ ...p, line }), nowIso)

/** A failed attempt (scoring or delivery), counted and described. */
export const failedAttempt = (c: Cursor, accession: string, message: string, nowIso: string): Cursor =>
  mapPending(c, accession, (p) => ({ ...p, attempts: p.attempts + 1, last_error: message.slice(0, 500) }), nowIso)

/** Delivered: out of `pending`, into `done`. */
export const complete = (c: Cursor, accession: string, nowIso: string, deliveredBytes?: number): Cursor => {
  const p = findPending(c, accession)
  const date = p?.filing_date ?? (p?.accepted_at ? easternDate(Date.parse(p.accepted_at)) : easternDate(Date.parse(nowIso)))
  return {
    ...c,
    pending: c.pending.filter((x) => x.accession_number !== accession),
    done: { ...c.done, [accession]: date },
    delivered_bytes: deliveredBytes ?? c.delivered_bytes,
    updated_at: nowIso
  }
}

/** Forgets delivered filings older than the retention window. */
export const prune = (c: Cursor, today: string): Cursor => {
  const keepFrom = addDays(today, -DONE_RETENTION_DAYS)
  const entries = Object.entries(c.done)
  if (entries.every(([, d]) => d >= keepFrom)) return c
  return { ...c, done: Object.fromEntries(entries.filter(([, d]) => d >= keepFrom)) }
}

/** A backoff for the `attempts`-th failure: doubling from `baseMs`, at most `maxMs`. */
export const backoffMs = (attempts: number, baseMs: number, maxMs: number): number =>
  Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(20, attempts - 1)))
