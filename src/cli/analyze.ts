/**
 * Offline analysis of local documents, shared by `risk score --html` and `risk metrics --html`:
 * the files are read here, the pipeline's offline scorer (src/pipeline/offline.ts) does the rest.
 */
import { Effect, Option } from "effect"
import { basename } from "node:path"
import type { InvalidRequest } from "../domain/errors.js"
import type { FormType } from "../domain/forms.js"
import { type OfflineDocument, OfflineScorer, OfflineScorerLayer } from "../pipeline/offline.js"
import { readInputBytes } from "./io.js"

export interface OfflineArgs {
  readonly html: string
  readonly priorHtml: Option.Option<string>
  readonly form: FormType
  readonly lexicon: Option.Option<string>
}

const readDocument = (args: OfflineArgs): Effect.Effect<OfflineDocument, InvalidRequest> =>
  Effect.gen(function* () {
    const current = yield* readInputBytes(args.html)
    const prior = Option.isSome(args.priorHtml) ? yield* readInputBytes(args.priorHtml.value) : null
    return {
      current,
      prior,
      form: args.form,
      priorMissingReason: "no prior document given (--prior-html)",
      primaryDocument: args.html === "-" ? null : basename(args.html)
    }
  })

/** Runs `use` with the offline scorer and the document the arguments name. */
export const withOfflineScorer = <A, E>(args: OfflineArgs, use: (scorer: OfflineScorer["Type"], document: OfflineDocument) => Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    const document = yield* readDocument(args)
    const scorer = yield* OfflineScorer
    return yield* use(scorer, document)
  }).pipe(Effect.provide(OfflineScorerLayer({ lexiconFile: Option.getOrNull(args.lexicon) })))

/** The analysis and the offline filing identity (`risk metrics --html`). */
export const analyzeLocal = (args: OfflineArgs) =>
  withOfflineScorer(args, (scorer, document) => Effect.map(scorer.analyze(document), (analysis) => ({ analysis, document })))

export const scoreLocal = (args: OfflineArgs, model: string) => withOfflineScorer(args, (scorer, document) => scorer.score(document, model))
