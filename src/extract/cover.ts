/**
 * Inline-XBRL cover facts (the `dei:` facts on a filing's cover page). Reads the raw
 * markup with a scan, so a prefix of the document (e.g. its first 128 KiB) is enough;
 * facts cut off by the end of the prefix are reported as null.
 */
import { CoverFacts } from "../domain/cover.js"

export { CoverFacts }

const FACT_OPEN = /<ix:non(?:numeric|fraction)\b([^>]*)>/gi
const NAME_ATTR = /\bname\s*=\s*["']dei:([A-Za-z]+)["']/i

const NAMED: Readonly<Record<string, string>> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", rsquo: "’", lsquo: "‘", rdquo: "”", ldquo: "“", ndash: "–", mdash: "—"
}

const decodeEntities = (s: string): string =>
  s.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));/gi, (all, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (dec !== undefined) return safeCodePoint(Number(dec), all)
    if (hex !== undefined) return safeCodePoint(parseInt(hex, 16), all)
    return NAMED[(name ?? "").toLowerCase()] ?? all
  })

const safeCodePoint = (cp: number, fallback: string): string => (cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : fallback)

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12
}

const iso = (y: number, m: number, d: number): string | null =>
  y >= 1900 && y <= 2200 && m >= 1 && m <= 12 && d >= 1 && d <= 31
    ? `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`
    : null

/** Reads the common printed date forms; null when none fits. */
export const parsePrintedDate = (text: string): string | null => {
  const t = text.trim().replace(/\s+/g, " ")
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t)
  if (m !== null) return iso(Number(m[1]), Number(m[2]), Number(m[3]))
  m = /^([a-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/i.exec(t)
  if (m !== null) return iso(Number(m[3]), MONTHS[(m[1] ?? "").toLowerCase()] ?? 0, Number(m[2]))
  m = /^(\d{1,2}) ([a-z]{3})[a-z]*\.?,? (\d{4})$/i.exec(t)
  if (m !== null) return iso(Number(m[3]), MONTHS[(m[2] ?? "").toLowerCase()] ?? 0, Number(m[1]))
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t)
  if (m !== null) return iso(Number(m[3]), Number(m[1]), Number(m[2]))
  return null
}

/** Index of the tag closing a fact (facts may nest, e.g. a period end date around a month and day); -1 if cut off. */
const closingTag = (rest: string): number => {
  const re = /<(\/?)ix:non(?:numeric|fraction)\b[^>]*?(\/?)>/gi
  let depth = 1
  for (let m = re.exec(rest); m !== null; m = re.exec(rest)) {
    if (m[1] === "/") depth--
    else if (m[2] !== "/") depth++
    if (depth === 0) return m.index
  }
  return -1
}

/** The cover facts of a whole document: a text as it is, bytes read as UTF-8 from their first 2 MiB (where every cover's facts stand). */
export const coverFactsOf = (bytes: string | Uint8Array): CoverFacts =>
  readCoverFacts(typeof bytes === "string" ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 2 * 1024 * 1024)).toString("utf8"))

/** The registrant's name a document's cover gives (its inline XBRL), or null. */
export const registrantNameOf = (bytes: string | Uint8Array): string | null => coverFactsOf(bytes).registrant_name

/** The cover facts of an inline-XBRL document (or a prefix of it); nulls where absent. */
export const readCoverFacts = (html: string): CoverFacts => {
  const found = new Map<string, string>()
  FACT_OPEN.lastIndex = 0
  for (let m = FACT_OPEN.exec(html); m !== null; m = FACT_OPEN.exec(html)) {
    const name = NAME_ATTR.exec(m[1] ?? "")?.[1]
    if (name === undefined || found.has(name)) continue
    const from = m.index + m[0].length
    if (/\/\s*$/.test(m[1] ?? "")) continue
    const close = closingTag(html.slice(from, from + 4096))
    if (close < 0) continue
    const value = decodeEntities(html.slice(from, from + close).replace(/<[^>]*>/g, "")).replace(/\s+/g, " ").trim()
    if (value.length > 0) found.set(name, value)
  }
  const yearText = found.get("DocumentFiscalYearFocus")
  const year = yearText !== undefined && /^\d{4}$/.test(yearText) ? Number(yearText) : null
  const periodText = found.get("DocumentPeriodEndDate")
  return {
    fiscal_year_focus: year,
    fiscal_period_focus: found.get("DocumentFiscalPeriodFocus")?.toUpperCase() ?? null,
    document_type: found.get("DocumentType") ?? null,
    period_end_date: periodText === undefined ? null : (parsePrintedDate(periodText) ?? periodText),
    registrant_name: found.get("EntityRegistrantName") ?? null,
    cik: found.get("EntityCentralIndexKey") ?? null,
    trading_symbol: found.get("TradingSymbol") ?? null
  }
}
