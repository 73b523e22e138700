/** The real-filing corpus (RISK_CORPUS_DIR) and its hand-checked truth files. */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"

const repoRoot = fileURLToPath(new URL("../..", import.meta.url))

export const corpusDir = (): string => {
  const dir = resolve(repoRoot, process.env.RISK_CORPUS_DIR ?? "../shared/edgar")
  if (!existsSync(join(dir, "Archives"))) {
    throw new Error(`the EDGAR corpus is not at ${dir}: set RISK_CORPUS_DIR to an EDGAR-layout directory`)
  }
  return dir
}

export const truthDir = (): string => resolve(repoRoot, process.env.RISK_TRUTH_DIR ?? join(corpusDir(), "..", "edgar-truth"))

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
