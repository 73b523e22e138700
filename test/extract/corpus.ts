/**
 * Locations of the shared EDGAR corpus and the hand-checked truth files, and the
 * SPEC §5 comparison rule.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { Schema } from "effect"
import { FormType } from "../../src/domain/forms.js"
// data-folders.mjs, not data.js (which imports vitest): the bench scripts read this module outside vitest
import { dataFolderPath, missingFolders } from "../support/data-folders.mjs"

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url))
export const corpusDir = dataFolderPath("edgar")
export const truthDir = dataFolderPath("edgar-truth")

const TruthSection = Schema.Struct({
  present: Schema.Boolean,
  status: Schema.NullOr(Schema.Literal("body", "not_applicable", "by_reference")),
  heading: Schema.NullOr(Schema.String),
  start_words: Schema.NullOr(Schema.String),
  end_words: Schema.NullOr(Schema.String),
  approx_words: Schema.Number
})
export type TruthSection = typeof TruthSection.Type

const TruthDocument = Schema.Struct({
  path: Schema.String,
  ticker: Schema.String,
  form: FormType,
  fiscal_year: Schema.Number,
  quarter: Schema.NullOr(Schema.String),
  sections: Schema.Record({ key: Schema.String, value: TruthSection })
})
export type TruthFile = typeof TruthDocument.Type & { readonly name: string }

const decodeTruth = Schema.decodeUnknownSync(Schema.parseJson(TruthDocument))

/** Every truth file in the truth folder (new files are picked up without code changes). */
export const loadTruthFiles = (): ReadonlyArray<TruthFile> => {
  const missing = missingFolders(["edgar-truth"])
  if (missing !== null) throw new Error(missing.reason)
  return readdirSync(truthDir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => ({ ...decodeTruth(readFileSync(path.join(truthDir, f), "utf8")), name: f.replace(/\.json$/, "") }))
}

/** SPEC §5: lower-case, drop everything outside [0-9a-z]. */
export const normaliseForComparison = (s: string): string => s.toLowerCase().replace(/[^0-9a-z]/g, "")

export const startsLike = (text: string, snippet: string): boolean =>
  normaliseForComparison(text).slice(0, 300).includes(normaliseForComparison(snippet))

export const endsLike = (text: string, snippet: string): boolean =>
  normaliseForComparison(text).slice(-300).includes(normaliseForComparison(snippet))

export const readCorpusFile = (rel: string): Buffer => readFileSync(path.join(corpusDir, rel))
