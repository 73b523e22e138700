/**
 * Offline analysis of local documents, shared by `risk score --html` and `risk metrics --html`:
 * the files are read here, the pipeline's offline scorer (src/pipeline/analysis/offline.ts) does the rest.
 */
import { Effect, Option } from "effect"
import { basename } from "node:path"
import { InvalidRequest } from "../domain/errors.js"
import type { FormType } from "../domain/forms.js"
import { extractSectionsEffect, readCoverFacts } from "../extract/index.js"
import { decodeInput, isWrapped } from "../extract/source.js"
import { looksLikeHtml } from "../extract/visible.js"
import { type OfflineDocument, OfflineScorer, OfflineScorerLayer } from "../pipeline/analysis/offline.js"
import { readInputBytes } from "./io.js"

/** What `--html` takes, in the words of an error. */
const EXPECTED = "expected a filing's primary document (HTML, inline XBRL or a complete-submission .txt)"

/** The cover facts are on the first page: this much of the document is read for them. */
const COVER_PREFIX_BYTES = 131_072

/** The form family of a cover's `dei:DocumentType` (10-K405, 10-KT and 10-K/A are 10-Ks), or null for another form. */
export const coverFormFamily = (documentType: string): FormType | null => {
  const t = documentType.trim().toUpperCase().replace(/\s+/g, "")
  if (/^10-?K/.test(t)) return "10-K"
  if (/^10-?Q/.test(t)) return "10-Q"
  if (/^8-?K/.test(t)) return "8-K"
  return null
}

/**
 * Refuses a local document that cannot be the filing asked for, in one line naming the file
 * (and `flag`, the option that gave it): an empty file; text that is neither HTML nor an
 * EDGAR submission file and holds no filing items; a document whose cover
 * (`dei:DocumentType`) names another of the forms than `form`. Binary data is refused by the
 * extraction itself.
 */
export const checkDocument = (bytes: Uint8Array, form: FormType, file: string, flag: string): Effect.Effect<void, InvalidRequest> =>
  Effect.gen(function* () {
    const name = file === "-" ? `${flag} (standard input)` : `${flag} ${file}`
    const refuse = (what: string) => Effect.fail(new InvalidRequest({ detail: `${name}: ${what}` }))
    const head = decodeInput(bytes.subarray(0, COVER_PREFIX_BYTES))
    if (head._tag === "NotText") return // the extraction names it
    if (head.text.trim() === "") return yield* refuse(`the document is empty; ${EXPECTED}`)
    if (!looksLikeHtml(head.text) && !isWrapped(head.text)) {
      const extraction = yield* extractSectionsEffect(bytes, form)
      if (extraction.sections.length === 0) return yield* refuse(`not HTML, and no ${form} items were found in its text; ${EXPECTED}`)
    }
    const documentType = readCoverFacts(head.text).document_type
    const family = documentType === null ? null : coverFormFamily(documentType)
    if (documentType !== null && family !== null && family !== form) {
      return yield* refuse(`its cover says ${documentType} (dei:DocumentType), not ${form}; give --form ${family}`)
    }
  })

export interface OfflineArgs {
  readonly html: string
  readonly priorHtml: Option.Option<string>
  readonly form: FormType
  readonly lexicon: Option.Option<string>
}

const readDocument = (args: OfflineArgs): Effect.Effect<OfflineDocument, InvalidRequest> =>
  Effect.gen(function* () {
    const current = yield* readInputBytes(args.html)
    yield* checkDocument(current, args.form, args.html, "--html")
    const prior = Option.isSome(args.priorHtml) ? yield* readInputBytes(args.priorHtml.value) : null
    if (prior !== null && Option.isSome(args.priorHtml)) yield* checkDocument(prior, args.form, args.priorHtml.value, "--prior-html")
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
  }).pipe(Effect.provide(OfflineScorerLayer({ lexiconFile: Option.getOrNull(args.lexicon), diffInWorker: true })))

/** The analysis and the offline filing identity (`risk metrics --html`). */
export const analyzeLocal = (args: OfflineArgs) =>
  withOfflineScorer(args, (scorer, document) => Effect.map(scorer.analyze(document), (analysis) => ({ analysis, document })))

export const scoreLocal = (args: OfflineArgs, model: string) => withOfflineScorer(args, (scorer, document) => scorer.score(document, model))
