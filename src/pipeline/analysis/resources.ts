/**
 * The data the text stages read: the lexicon (built in, or a Loughran–McDonald-format CSV
 * given by the user) and the boilerplate baseline. Loaded once per process as a layer.
 */
import { BUILTIN_BASELINE_PATH } from "../data-paths.js"
import { Config, Context, Effect, Either, Layer, Option } from "effect"
import { BaselineFileConfig, describeConfigError, LexiconFileConfig, namingSetting } from "../../config.js"
import { readFile } from "node:fs/promises"
import { InvalidRequest } from "../../domain/errors.js"
import {
  type BoilerplateBaseline,
  builtinLexicon,
  EMPTY_BASELINE,
  type Lexicon,
  type MetricsContext,
  parseBoilerplateBaseline,
  parseLexiconCsv
} from "../../metrics/index.js"

export interface AnalysisResourcesService extends MetricsContext {
  readonly lexicon: Lexicon
  readonly baseline: BoilerplateBaseline
}

export class AnalysisResources extends Context.Tag("disclosure-risk/AnalysisResources")<
  AnalysisResources,
  AnalysisResourcesService
>() {}

export { BUILTIN_BASELINE_PATH }

const readText = (path: string, what: string) =>
  Effect.tryPromise({
    try: () => readFile(path, "utf8"),
    catch: (e) => new InvalidRequest({ detail: `cannot read ${what} ${path}: ${e instanceof Error ? e.message : String(e)}` })
  })

export const loadBaseline = (path: string): Effect.Effect<BoilerplateBaseline, InvalidRequest> =>
  Effect.flatMap(readText(path, "boilerplate baseline"), (text) => parseBoilerplateBaseline(text))

export const loadLexicon = (path: string): Effect.Effect<Lexicon, InvalidRequest> =>
  Effect.flatMap(readText(path, "lexicon"), (text) => {
    const name = `lexicon_file_${path.split("/").pop()?.replace(/[^A-Za-z0-9_.-]/g, "_") ?? "csv"}`
    return Either.match(parseLexiconCsv(text, name), { onLeft: Effect.fail, onRight: Effect.succeed })
  })

export interface ResourceOptions {
  /** A Loughran–McDonald-format CSV; absent: RISK_LEXICON_FILE, else the built-in lexicons. */
  readonly lexiconFile?: string | null | undefined
  /** A boilerplate baseline file; absent: RISK_BASELINE_FILE, else the shipped one. */
  readonly baselineFile?: string | null | undefined
}

/** Resources from options and the environment. */
export const AnalysisResourcesLive = (options: ResourceOptions = {}): Layer.Layer<AnalysisResources, InvalidRequest> =>
  Layer.effect(
    AnalysisResources,
    Effect.gen(function* () {
      const files = yield* Config.all({ lexicon: LexiconFileConfig, baseline: BaselineFileConfig }).pipe(
        Effect.mapError((e) => new InvalidRequest({ detail: describeConfigError(e) }))
      )
      const lexicon = options.lexiconFile
        ? yield* loadLexicon(options.lexiconFile)
        : Option.isSome(files.lexicon)
          ? yield* Effect.mapError(loadLexicon(files.lexicon.value), namingSetting("RISK_LEXICON_FILE"))
          : builtinLexicon()
      const baseline = options.baselineFile
        ? yield* loadBaseline(options.baselineFile)
        : Option.isSome(files.baseline)
          ? yield* Effect.mapError(loadBaseline(files.baseline.value), namingSetting("RISK_BASELINE_FILE"))
          : yield* loadBaseline(BUILTIN_BASELINE_PATH)
      return { lexicon, baseline }
    })
  )

/** Built-in lexicon, empty baseline: for tests that need no data files. */
export const AnalysisResourcesMinimal: Layer.Layer<AnalysisResources> = Layer.sync(AnalysisResources, () => ({
  lexicon: builtinLexicon(),
  baseline: EMPTY_BASELINE
}))
