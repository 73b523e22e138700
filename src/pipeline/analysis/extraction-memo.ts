/**
 * A small in-process LRU of section extractions keyed by document identity (accession and
 * document name) and form: a filing analysed as the prior of the next one is extracted once.
 * Extraction is a pure function of the bytes and the form, so a hit equals a fresh run.
 */
import { Effect } from "effect"
import type { FormType } from "../../domain/forms.js"
import { PARSER_VERSION } from "../../domain/versions.js"
import type { Extraction } from "../../extract/index.js"
import { extractSectionsCooperatively } from "../../extract/index.js"
import type { DocumentInput, Extractor } from "./analyze.js"
import { Lru } from "../../cache/lru.js"
import type { MemoOptions } from "./memo.js"

export const DEFAULT_EXTRACTION_MEMO: MemoOptions = { maxEntries: 16, maxBytes: 48 * 1024 * 1024 }

/**
 * Size estimate of an extraction: the visible text its sections' texts are views into (UTF-16
 * code units) plus a fixed part per section.
 */
const extractionSize = (e: Extraction): number => e.visible_text_length + 512 * e.sections.length

export interface ExtractionMemo {
  readonly extract: Extractor
  readonly stats: () => { readonly hits: number; readonly misses: number; readonly size: number }
}

export const makeExtractionMemo = (options: MemoOptions = DEFAULT_EXTRACTION_MEMO): ExtractionMemo => {
  const memo = new Lru<Extraction>(options)
  const extract: Extractor = (doc: DocumentInput, form: FormType) => {
    if (doc.key === undefined || options.maxEntries < 1) return extractSectionsCooperatively(doc.bytes, form)
    const key = `${PARSER_VERSION}|${form}|${doc.key}`
    const hit = memo.get(key)
    if (hit !== undefined) return Effect.succeed(hit)
    return Effect.tap(extractSectionsCooperatively(doc.bytes, form), (e) => Effect.sync(() => memo.set(key, e, extractionSize(e))))
  }
  return { extract, stats: () => ({ hits: memo.hits, misses: memo.misses, size: memo.size }) }
}
