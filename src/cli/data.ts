/**
 * Commands that derive the project's data files from an EDGAR-layout corpus:
 *   risk calibrate --corpus DIR --out FILE   percentile tables for v2 risk-factor calibration
 *   risk baseline --corpus DIR --out FILE    the cross-firm four-gram boilerplate baseline
 * Both are deterministic for a given corpus (the date only enters the provenance).
 */
import { Command, Options } from "@effect/cli"
import { Effect, Option } from "effect"
import { writeFile } from "node:fs/promises"
import { relative } from "node:path"
import { InvalidRequest } from "../domain/errors.js"
import { METRICS_ENGINE_VERSION, PARSER_VERSION, SOFTWARE_VERSION } from "../domain/versions.js"
import { extractSectionsEffect } from "../extract/index.js"
import { analyzeSection, buildBoilerplateBaseline, serializeBoilerplateBaseline } from "../metrics/index.js"
import { listCorpusDocuments } from "../pipeline/corpus.js"
import { AnalysisResources, AnalysisResourcesLive } from "../pipeline/resources.js"
import { decodeTableSet } from "../scoring/Calibration.js"
import { percentileTable } from "../scoring/calibrate.js"
import { readFileSync } from "node:fs"
import { lexiconOption } from "./options.js"

const corpusOption = Options.directory("corpus").pipe(Options.withDescription("an EDGAR-layout directory"))
const outOption = Options.file("out").pipe(Options.withDescription("where to write the data file"))
const dateOption = Options.text("date").pipe(
  Options.withDescription("the date recorded in the provenance (YYYY-MM-DD; default today, UTC)"),
  Options.optional
)

const writeOut = (path: string, text: string) =>
  Effect.tryPromise({
    try: () => writeFile(path, text),
    catch: (e) => new InvalidRequest({ detail: `cannot write ${path}: ${e instanceof Error ? e.message : String(e)}` })
  })

const today = (date: Option.Option<string>) => Option.getOrElse(date, () => new Date().toISOString().slice(0, 10))

export const CALIBRATED_METRICS = ["negative_word_ratio", "uncertainty_word_ratio"] as const
/** Fewer observations than this give no table (lookups fall back). */
export const MIN_TABLE_N = 5

export const calibrateCommand = Command.make(
  "calibrate",
  { corpus: corpusOption, out: outOption, date: dateOption, lexicon: lexiconOption },
  ({ corpus, out, date, lexicon }) =>
    Effect.gen(function* () {
      const resources = yield* AnalysisResources
      const docs = yield* listCorpusDocuments(corpus)
      const values = new Map<string, Array<number>>()
      const used: Array<Record<string, string | number | null>> = []
      for (const doc of docs) {
        const extraction = yield* extractSectionsEffect(readFileSync(doc.path), doc.form)
        const rf = extraction.sections.find((s) => s.section_name === "item_1a_risk_factors" && s.status === "body")
        if (rf === undefined) continue
        const metrics = analyzeSection("item_1a_risk_factors", rf.cleaned_text, resources).metrics
        let any = false
        for (const m of CALIBRATED_METRICS) {
          const v = metrics[m]
          if (v === null) continue
          const key = `${doc.form}|${m}`
          values.set(key, [...(values.get(key) ?? []), v])
          any = true
        }
        if (any) {
          used.push({ cik: doc.cik, accession: doc.accession, document: doc.document, form: doc.form, fiscal_year: doc.fiscalYear })
        }
        yield* Effect.sync(() => process.stderr.write(`calibrate: ${relative(corpus, doc.path)}\n`))
      }
      const tables = [...values.entries()]
        .filter(([, v]) => v.length >= MIN_TABLE_N)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, v]) => {
          const [form, metric] = key.split("|") as [string, string]
          return { metric, form, sector: null, fiscal_year: null, n: v.length, values: percentileTable(v) }
        })
      const set = {
        id: "builtin_percentiles_v1",
        provenance: {
          description:
            "Percentiles (p0, p5, … p100) of Item 1A tone ratios per form, from the 10-K and 10-Q primary documents of an EDGAR-layout corpus. Rebuild with: risk calibrate --corpus DIR --out FILE.",
          created: today(date),
          min_n: MIN_TABLE_N,
          percentile_method: "linear interpolation between order statistics",
          versions: {
            parser_version: PARSER_VERSION,
            metrics_engine_version: METRICS_ENGINE_VERSION,
            dictionary_version: resources.lexicon.dictionaryVersion,
            software_version: SOFTWARE_VERSION
          },
          filings: used
        },
        tables
      }
      yield* decodeTableSet(set) // the file must load as it is written
      yield* writeOut(out, `${JSON.stringify(set, null, 2)}\n`)
      yield* Effect.sync(() =>
        process.stderr.write(`calibrate: ${tables.length} tables from ${used.length} filings written to ${out}\n`)
      )
    }).pipe(Effect.provide(AnalysisResourcesLive({ lexiconFile: Option.getOrNull(lexicon) })))
).pipe(Command.withDescription("build percentile tables for the v2 risk-factor calibration from a corpus"))

const minFirmsOption = Options.integer("min-firms").pipe(
  Options.withDescription("a four-gram is boilerplate when at least this many firms use it"),
  Options.withDefault(3)
)

export const baselineCommand = Command.make(
  "baseline",
  { corpus: corpusOption, out: outOption, minFirms: minFirmsOption, date: dateOption },
  ({ corpus, out, minFirms, date }) =>
    Effect.gen(function* () {
      const docs = yield* listCorpusDocuments(corpus)
      const baselineDocs = []
      for (const doc of docs) {
        const extraction = yield* extractSectionsEffect(readFileSync(doc.path), doc.form)
        baselineDocs.push({
          id: doc.accession,
          firm: doc.cik,
          sections: extraction.sections.filter((s) => s.status === "body").map((s) => s.cleaned_text)
        })
      }
      const baseline = buildBoilerplateBaseline(baselineDocs, {
        minFirms,
        createdAt: today(date),
        note: "Four-grams used by at least min_firms distinct firms across the body sections of the 10-K and 10-Q primary documents listed. Rebuild with: risk baseline --corpus DIR --out FILE [--min-firms N]."
      })
      yield* writeOut(out, serializeBoilerplateBaseline(baseline))
      yield* Effect.sync(() =>
        process.stderr.write(
          `baseline: ${baseline.file.gram_count} four-grams from ${baseline.file.n_documents} filings of ${baseline.file.n_firms} firms written to ${out}\n`
        )
      )
    })
).pipe(Command.withDescription("build the cross-firm boilerplate four-gram baseline from a corpus"))
