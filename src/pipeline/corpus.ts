/**
 * Walks an EDGAR-layout directory (`Archives/edgar/data/<cik>/<accession>/<document>` plus
 * `submissions/*.json`) for the primary documents of 10-K and 10-Q filings: the input of the
 * commands that derive the project's data (calibration tables, boilerplate baseline).
 * A document's form comes from its inline-XBRL cover (`dei:DocumentType`), else from the
 * submissions lists in the directory; documents of other forms, amendments and exhibits
 * are skipped.
 */
import { Effect } from "effect"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { InvalidRequest } from "../domain/errors.js"
import type { FormType } from "../domain/forms.js"
import { readCoverFacts } from "../extract/index.js"

export interface CorpusDocument {
  readonly path: string
  readonly cik: string
  readonly accession: string
  readonly document: string
  readonly form: Extract<FormType, "10-K" | "10-Q">
  readonly fiscalYear: number | null
}

interface SubmissionRow {
  readonly form: string
  readonly primaryDocument: string
  readonly reportDate: string
}

const asStrings = (v: unknown): ReadonlyArray<string> => (Array.isArray(v) ? v.map((x) => String(x ?? "")) : [])

const submissionRows = (dir: string): Map<string, SubmissionRow> => {
  const rows = new Map<string, SubmissionRow>()
  const subDir = join(dir, "submissions")
  if (!existsSync(subDir)) return rows
  for (const name of readdirSync(subDir).sort()) {
    if (!name.endsWith(".json")) continue
    let json: unknown
    try {
      json = JSON.parse(readFileSync(join(subDir, name), "utf8"))
    } catch {
      continue
    }
    const root = json as { filings?: { recent?: Record<string, unknown> } } & Record<string, unknown>
    const cols = root.filings?.recent ?? root
    const acc = asStrings(cols.accessionNumber)
    const form = asStrings(cols.form)
    const doc = asStrings(cols.primaryDocument)
    const report = asStrings(cols.reportDate)
    acc.forEach((a, i) => rows.set(a.replace(/-/g, ""), { form: form[i] ?? "", primaryDocument: doc[i] ?? "", reportDate: report[i] ?? "" }))
  }
  return rows
}

const PRIMARY = /\.(htm|html)$/i

/** The 10-K and 10-Q primary documents under `dir`, sorted by path. */
export const listCorpusDocuments = (dir: string): Effect.Effect<ReadonlyArray<CorpusDocument>, InvalidRequest> =>
  Effect.try({
    try: () => {
      const data = join(dir, "Archives", "edgar", "data")
      if (!existsSync(data)) throw new Error(`${dir} has no Archives/edgar/data folder`)
      const rows = submissionRows(dir)
      const out: Array<CorpusDocument> = []
      for (const cik of readdirSync(data).sort()) {
        const cikDir = join(data, cik)
        if (!/^\d+$/.test(cik) || !statSync(cikDir).isDirectory()) continue
        for (const acc of readdirSync(cikDir).sort()) {
          const accDir = join(cikDir, acc)
          if (!/^\d{18}$/.test(acc) || !statSync(accDir).isDirectory()) continue
          const row = rows.get(acc)
          for (const document of readdirSync(accDir).sort()) {
            if (!PRIMARY.test(document)) continue
            if (row && row.primaryDocument && row.primaryDocument !== document) continue
            const path = join(accDir, document)
            const prefix = readFileSync(path).subarray(0, 256 * 1024).toString("utf8")
            const cover = readCoverFacts(prefix)
            const form = (cover.document_type ?? row?.form ?? "").toUpperCase()
            if (form !== "10-K" && form !== "10-Q") continue
            const year = cover.fiscal_year_focus ?? (row?.reportDate ? Number(row.reportDate.slice(0, 4)) : null)
            out.push({
              path,
              cik,
              accession: `${acc.slice(0, 10)}-${acc.slice(10, 12)}-${acc.slice(12)}`,
              document,
              form,
              fiscalYear: year
            })
          }
        }
      }
      return out
    },
    catch: (e) => new InvalidRequest({ detail: `cannot read the corpus ${dir}: ${e instanceof Error ? e.message : String(e)}` })
  })
