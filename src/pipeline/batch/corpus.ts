/**
 * The corpora the data commands read (calibration tables, boilerplate baseline, reports):
 * an EDGAR-layout mirror, or a manifest corpus (a folder with `manifest.json`, one row per
 * document: path, cik, form, fiscal_year, fiscal_period, period_end, accession, sha256, sic).
 *
 * Walks an EDGAR-layout directory (`Archives/edgar/data/<cik>/<accession>/<document>` plus
 * `submissions/*.json`) for the primary documents of 10-K and 10-Q filings: the input of the
 * commands that derive the project's data (calibration tables, boilerplate baseline).
 * A document's form comes from its inline-XBRL cover (`dei:DocumentType`), else from the
 * submissions lists in the directory; documents of other forms, amendments and exhibits
 * are skipped.
 */
import { Effect } from "effect"
import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { InvalidRequest } from "../../domain/errors.js"
import type { FormType } from "../../domain/forms.js"
import { readCoverFacts } from "../../extract/index.js"

export interface CorpusDocument {
  /** The file; empty when the bytes are held in memory (`bytes`). */
  readonly path: string
  /** The document's bytes when they did not come from a file (e.g. fetched from EDGAR). */
  readonly bytes?: Uint8Array
  readonly cik: string
  /** null when the corpus does not give it (some manifest rows). */
  readonly accession: string | null
  readonly document: string
  readonly form: Extract<FormType, "10-K" | "10-Q">
  readonly fiscalYear: number | null
  /** FY, Q1…Q4 when known. */
  readonly fiscalPeriod?: string | null
  /** ISO period-end date when known. */
  readonly periodEnd?: string | null
  /** sha256 of the document's bytes (hex). */
  readonly sha256?: string
  /** Standard Industrial Classification from the filer's submissions or the manifest; null when unknown. */
  readonly sic?: string | null
  readonly registrant?: string | null
  /** Which corpus the document came from ("edgar" or "manifest"). */
  readonly source?: "edgar" | "manifest"
}

const sha256Of = (path: string): string => createHash("sha256").update(readFileSync(path)).digest("hex")

interface SubmissionRow {
  readonly form: string
  readonly primaryDocument: string
  readonly reportDate: string
}

const asStrings = (v: unknown): ReadonlyArray<string> => (Array.isArray(v) ? v.map((x) => String(x ?? "")) : [])

const submissionRows = (dir: string, sics: Map<string, { sic: string | null; name: string | null }> = new Map()): Map<string, SubmissionRow> => {
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
    if (typeof root.cik === "string" || typeof root.cik === "number") {
      const sic = typeof root.sic === "string" && /^\d{3,4}$/.test(root.sic) ? root.sic : null
      sics.set(String(root.cik).replace(/^0+/, ""), { sic, name: typeof root.name === "string" ? root.name : null })
    }
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
      const sics = new Map<string, { sic: string | null; name: string | null }>()
      const rows = submissionRows(dir, sics)
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
              fiscalYear: year,
              fiscalPeriod: cover.fiscal_period_focus,
              periodEnd: cover.period_end_date ?? (row?.reportDate || null),
              sha256: sha256Of(path),
              sic: sics.get(cik)?.sic ?? null,
              registrant: cover.registrant_name ?? sics.get(cik)?.name ?? null,
              source: "edgar"
            })
          }
        }
      }
      return out
    },
    catch: (e) => new InvalidRequest({ detail: `cannot read the corpus ${dir}: ${e instanceof Error ? e.message : String(e)}` })
  })

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null)

/**
 * The documents of a manifest corpus (`DIR/manifest.json`): 10-K and 10-Q rows that are not
 * amendments, sorted by CIK and accession. Each document's sha256 is checked against the
 * manifest; a mismatch is an error (the corpus was altered).
 */
export const listManifestDocuments = (dir: string): Effect.Effect<ReadonlyArray<CorpusDocument>, InvalidRequest> =>
  Effect.try({
    try: () => {
      const json: unknown = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"))
      if (!Array.isArray(json)) throw new Error("manifest.json is not an array of documents")
      const out: Array<CorpusDocument> = []
      json.forEach((raw: unknown, i) => {
        const r = (raw ?? {}) as Record<string, unknown>
        const form = String(r.form ?? "").toUpperCase()
        if ((form !== "10-K" && form !== "10-Q") || r.amendment === true) return
        const rel = str(r.path)
        const cik = r.cik === undefined || r.cik === null ? null : String(r.cik).replace(/^0+/, "")
        const accession = str(r.accession)
        if (rel === null || !cik) throw new Error(`manifest row ${i} lacks path or cik`)
        const path = join(dir, rel)
        const sha256 = sha256Of(path)
        const declared = str(r.sha256)
        if (declared !== null && declared.toLowerCase() !== sha256) throw new Error(`${rel}: sha256 ${sha256} differs from the manifest's ${declared}`)
        const sic = r.sic === undefined || r.sic === null ? null : String(r.sic)
        out.push({
          path,
          cik,
          accession,
          document: rel.split("/").pop() ?? rel,
          form,
          fiscalYear: typeof r.fiscal_year === "number" && Number.isInteger(r.fiscal_year) ? r.fiscal_year : null,
          fiscalPeriod: str(r.fiscal_period),
          periodEnd: str(r.period_end),
          sha256,
          sic: sic !== null && /^\d{3,4}$/.test(sic) ? sic : null,
          registrant: str(r.company),
          source: "manifest"
        })
      })
      return out
    },
    catch: (e) => new InvalidRequest({ detail: `cannot read the manifest corpus ${dir}: ${e instanceof Error ? e.message : String(e)}` })
  })

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** CIK, then period end, then accession, then document name. */
const cikOrder = (a: CorpusDocument, b: CorpusDocument): number =>
  Number(a.cik) - Number(b.cik) ||
  cmp(a.periodEnd ?? "", b.periodEnd ?? "") ||
  cmp(a.accession ?? "", b.accession ?? "") ||
  cmp(a.document, b.document)

/**
 * The 10-K and 10-Q documents of several corpora, each an EDGAR-layout mirror or a manifest
 * corpus (a folder with manifest.json), sorted by CIK, accession and document name. A
 * document seen twice (same sha256, or same accession) is kept once, from the first corpus
 * that lists it.
 */
export const listCorpora = (dirs: ReadonlyArray<string>): Effect.Effect<ReadonlyArray<CorpusDocument>, InvalidRequest> =>
  Effect.gen(function* () {
    const seenHash = new Set<string>()
    const seenAccession = new Set<string>()
    const out: Array<CorpusDocument> = []
    for (const dir of dirs) {
      const docs = existsSync(join(dir, "manifest.json")) ? yield* listManifestDocuments(dir) : yield* listCorpusDocuments(dir)
      for (const d of docs) {
        if ((d.sha256 !== undefined && seenHash.has(d.sha256)) || (d.accession !== null && seenAccession.has(d.accession))) continue
        if (d.sha256 !== undefined) seenHash.add(d.sha256)
        if (d.accession !== null) seenAccession.add(d.accession)
        out.push(d)
      }
    }
    return out.sort(cikOrder)
  })

/** A corpus document's bytes. */
export const documentBytes = (doc: CorpusDocument): Uint8Array => doc.bytes ?? readFileSync(doc.path)
