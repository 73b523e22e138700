/**
 * Calendar dates on EDGAR's clock. EDGAR dates filings in New York time, and its daily
 * indexes are per filing date (`YYYY-MM-DD` here), so the watcher turns instants into New
 * York dates and counts days on the calendar. Pure.
 */

export const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/

const eastern = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" })

/** The New York calendar date of an instant (ms since the epoch). */
export const easternDate = (ms: number): string => {
  const parts = Object.fromEntries(eastern.formatToParts(new Date(ms)).map((p) => [p.type, p.value]))
  return `${parts["year"]}-${parts["month"]}-${parts["day"]}`
}

/** Whether `text` is a real calendar date `YYYY-MM-DD` (1993 on). */
export const isDate = (text: string): boolean => {
  const m = DATE_RE.exec(text)
  if (m === null) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (y < 1993 || y > 2100) return false
  const t = new Date(Date.UTC(y, mo - 1, d))
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d
}

const toUtc = (date: string): Date => {
  const m = DATE_RE.exec(date)
  return m === null ? new Date(Number.NaN) : new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
}

const fromUtc = (t: Date): string => t.toISOString().slice(0, 10)

/** `date` moved by `days` calendar days. */
export const addDays = (date: string, days: number): string => {
  const t = toUtc(date)
  t.setUTCDate(t.getUTCDate() + days)
  return fromUtc(t)
}

/** Saturday or Sunday: EDGAR disseminates no daily index for them. */
export const isWeekend = (date: string): boolean => {
  const day = toUtc(date).getUTCDay()
  return day === 0 || day === 6
}

/** Every day from `from` to `to`, both included (none when `to` is before `from`). */
export const daysBetween = (from: string, to: string): Array<string> => {
  const out: Array<string> = []
  for (let d = from; d <= to && out.length < 4000; d = addDays(d, 1)) out.push(d)
  return out
}

/**
 * The instant New York's day `date` begins, as ms since the epoch (EDGAR runs on Eastern
 * time: UTC−5, or −4 in summer).
 */
export const easternMidnight = (date: string): number => {
  const utcMidnight = toUtc(date).getTime()
  // the offset that day: whichever of −4 h and −5 h maps back to the same date at 00:00
  for (const hours of [4, 5]) {
    const at = utcMidnight + hours * 3_600_000
    if (easternDate(at) === date && easternDate(at - 1) !== date) return at
  }
  return utcMidnight + 5 * 3_600_000
}
