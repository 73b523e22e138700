/**
 * EDGAR's master daily index (`/Archives/edgar/daily-index/YYYY/QTRn/master.YYYYMMDD.idx`):
 * every filing disseminated on one filing date, after a short header:
 *
 *   Description:           Daily Index of EDGAR Dissemination Feed by Company Name
 *   Last Data Received:    October 31, 2025
 *   …
 *   CIK|Company Name|Form Type|Date Filed|Filename
 *   --------------------------------------------------------------------------------
 *   320193|Apple Inc.|10-K|20251031|edgar/data/320193/0000320193-25-000079.txt
 *
 * `Date Filed` is `YYYYMMDD` in the daily files (`YYYY-MM-DD` in the full index); the file
 * name ends in the accession number. A filing with several filers has one row per filer.
 * The index carries no times. Pure.
 */
import { isDate } from "./dates.js"

export interface IndexRow {
  readonly cik: number
  readonly company: string
  readonly form: string
  /** YYYY-MM-DD */
  readonly dateFiled: string
  readonly accession: string
}

export interface ParsedIndex {
  readonly rows: ReadonlyArray<IndexRow>
  /** Lines after the header that could not be read. */
  readonly skipped: number
}

const HEADER = /^CIK\|Company Name\|Form Type\|Date Filed\|File ?name\s*$/im
const ACCESSION_IN_PATH = /(\d{10}-\d{2}-\d{6})\.txt$/

/** The index's rows; null when the text is not a master index (no header line). */
export const parseMasterIndex = (text: string): ParsedIndex | null => {
  const header = HEADER.exec(text)
  if (header === null) return null
  const rows: Array<IndexRow> = []
  let skipped = 0
  for (const raw of text.slice(header.index + header[0].length).split(/\r?\n/)) {
    const line = raw.trim()
    if (line === "" || /^-+$/.test(line)) continue
    const fields = line.split("|")
    const [cik, company, form, date, file] = fields
    const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(date?.trim() ?? "")
    const dateFiled = compact === null ? (date?.trim() ?? "") : `${compact[1]}-${compact[2]}-${compact[3]}`
    const accession = ACCESSION_IN_PATH.exec(file?.trim() ?? "")?.[1]
    if (fields.length !== 5 || !/^\d{1,10}$/.test(cik?.trim() ?? "") || !isDate(dateFiled) || accession === undefined || (form ?? "").trim() === "") {
      skipped++
      continue
    }
    rows.push({ cik: Number(cik), company: (company ?? "").trim(), form: (form ?? "").trim(), dateFiled, accession })
  }
  return { rows, skipped }
}
