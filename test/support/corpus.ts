/**
 * The real-filing corpus (RISK_CORPUS_DIR) and its hand-checked truth files (RISK_TRUTH_DIR).
 * Tests that use them are guarded with `withData("edgar", …)` (./data.ts); called without
 * the folder, these fail with the same one line a guarded test is skipped with.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { dataDir, type DataFolderKey, missingData } from "./data.js"

const required = (key: DataFolderKey): string => {
  const missing = missingData(key)
  if (missing !== null) throw new Error(missing.reason)
  return dataDir(key)
}

export const corpusDir = (): string => required("edgar")

export const truthDir = (): string => required("edgar-truth")

export interface TruthFile {
  readonly file: string
  readonly path: string
  readonly ticker: string
  readonly form: "10-K" | "10-Q"
  readonly fiscal_year: number
  readonly quarter: string | null
  readonly accession: string
  readonly sections: Record<string, { present: boolean; status: string | null; start_words?: string; end_words?: string; approx_words?: number }>
}

export const truthFiles = (): Array<TruthFile> =>
  readdirSync(truthDir())
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((file) => ({ file, ...(JSON.parse(readFileSync(join(truthDir(), file), "utf8")) as Omit<TruthFile, "file">) }))

export const readCorpusFile = (relative: string): Buffer => readFileSync(join(corpusDir(), relative))

/** The 10-K truth entry of a ticker and fiscal year. */
export const tenK = (ticker: string, fiscalYear: number): TruthFile => {
  const t = truthFiles().find((f) => f.ticker === ticker && f.form === "10-K" && f.fiscal_year === fiscalYear)
  if (!t) throw new Error(`no 10-K truth file for ${ticker} ${fiscalYear}`)
  return t
}
