/**
 * Every 10-K and 10-Q primary document of the two corpora, read in place:
 * - the EDGAR-layout mirror (RISK_CORPUS_DIR, default ../shared/edgar): the filings its
 *   submissions files list (recent lists and their pages, snapshots included) whose
 *   primary document — or, failing that, complete-submission text file — is in Archives;
 * - the manifest corpus (RISK_MANIFEST_CORPUS_DIR, default ../corpus next to the
 *   mirror): the rows of its manifest.json.
 * A corpus that is not there lists nothing.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { Schema } from "effect"
// data-folders.mjs, not data.js (which imports vitest): bench/extract-scale.ts reads this module outside vitest
import { dataFolderPath } from "../support/data-folders.mjs"
import { corpusDir } from "./corpus.js"

export const manifestCorpusDir = dataFolderPath("corpus")

export interface ScaleDocument {
  /** "AAPL-10-K-2024-09-28" (mirror) or the manifest file name without extension. */
  readonly name: string
  readonly corpus: "edgar" | "corpus"
  readonly form: "10-K" | "10-Q"
  readonly ticker: string
  /** Absolute path. */
  readonly path: string
}

const Recent = Schema.Struct({
  form: Schema.Array(Schema.String),
  accessionNumber: Schema.Array(Schema.String),
  primaryDocument: Schema.Array(Schema.String),
  reportDate: Schema.Array(Schema.String)
})
const Submissions = Schema.Struct({
  cik: Schema.Union(Schema.String, Schema.Number),
  tickers: Schema.optional(Schema.Array(Schema.String)),
  filings: Schema.Struct({ recent: Recent })
})
const decodeSubmissions = Schema.decodeUnknownOption(Submissions)
const decodePage = Schema.decodeUnknownOption(Recent)

const ManifestRow = Schema.Struct({ path: Schema.String, ticker: Schema.String, form: Schema.Literal("10-K", "10-Q") })
const decodeManifest = Schema.decodeUnknownSync(Schema.Array(ManifestRow))

const jsonFiles = (dir: string): Array<string> =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? jsonFiles(path.join(dir, e.name)) : e.name.endsWith(".json") ? [path.join(dir, e.name)] : []
      )
    : []

/** The mirror's 10-K and 10-Q documents (see the module comment). */
export const mirrorDocuments = (): Array<ScaleDocument> => {
  const files = jsonFiles(path.join(corpusDir, "submissions")).sort()
  const tickers = new Map<number, string>()
  const lists: Array<{ cik: number; recent: typeof Recent.Type }> = []
  for (const f of files) {
    const json: unknown = JSON.parse(readFileSync(f, "utf8"))
    const cik = Number(/CIK(\d{10})/.exec(path.basename(f))?.[1] ?? 0)
    const full = decodeSubmissions(json)
    if (full._tag === "Some") {
      const t = full.value.tickers?.[0]
      if (t !== undefined) tickers.set(cik, t)
      lists.push({ cik, recent: full.value.filings.recent })
      continue
    }
    const page = decodePage(json)
    if (page._tag === "Some") lists.push({ cik, recent: page.value })
  }
  const seen = new Set<string>()
  const out: Array<ScaleDocument> = []
  for (const { cik, recent } of lists) {
    recent.form.forEach((form, i) => {
      if (form !== "10-K" && form !== "10-Q") return
      const acc = recent.accessionNumber[i] ?? ""
      if (seen.has(acc)) return
      const folder = path.join(corpusDir, "Archives", "edgar", "data", String(cik), acc.replace(/-/g, ""))
      const primary = path.join(folder, recent.primaryDocument[i] ?? "")
      const complete = path.join(folder, `${acc}.txt`)
      const file = recent.primaryDocument[i] && existsSync(primary) ? primary : existsSync(complete) ? complete : null
      if (file === null) return
      seen.add(acc)
      const ticker = tickers.get(cik) ?? String(cik)
      out.push({ name: `${ticker}-${form}-${recent.reportDate[i] ?? acc}`, corpus: "edgar", form, ticker, path: file })
    })
  }
  return out.sort((a, b) => a.name.localeCompare(b.name))
}

/** The manifest corpus's documents. */
export const manifestDocuments = (): Array<ScaleDocument> => {
  const file = path.join(manifestCorpusDir, "manifest.json")
  if (!existsSync(file)) return []
  return decodeManifest(JSON.parse(readFileSync(file, "utf8"))).map((r) => ({
    name: path.basename(r.path).replace(/\.[a-z]+$/i, ""),
    corpus: "corpus" as const,
    form: r.form,
    ticker: r.ticker,
    path: path.join(manifestCorpusDir, r.path)
  }))
}

export const allDocuments = (): Array<ScaleDocument> => [...mirrorDocuments(), ...manifestDocuments()]
