/**
 * The EDGAR client's reads of a filing's own files: whole documents and complete-submission
 * files (kept in the store forever), a document's first `PREFIX_BYTES` (HTTP Range; a whole
 * read when the server refuses or ignores the range) and the parsed `-index.html` page.
 */
import { Effect, Option, Schema } from "effect"
import type { InvalidRequest, UpstreamUnavailable } from "../domain/errors.js"
import { completeSubmissionName, noDashes, validateAccession, validateCik, validateDocumentName } from "./identifiers.js"
import { parseFilingIndex } from "./index-page.js"
import { FilingIndex } from "./schema.js"
import { EdgarKeys } from "./store.js"
import { cachedJson, type ClientParts, type Fetched, PREFIX_BYTES, type RequestKind, type UpstreamError } from "./upstream.js"

type Read<A> = Effect.Effect<Fetched<A>, UpstreamUnavailable | InvalidRequest>

const utf8 = new TextDecoder("utf-8")
const decodeIndex = Schema.decodeUnknownOption(FilingIndex)

const documentPath = (cik: number, accession: string, name: string): string =>
  `/Archives/edgar/data/${cik}/${noDashes(accession)}/${name}`

export interface DocumentReads {
  readonly document: (cik: number, accession: string, name: string) => Read<Uint8Array>
  readonly documentPrefix: (cik: number, accession: string, name: string) => Read<Uint8Array>
  readonly completeSubmission: (cik: number, accession: string) => Read<Uint8Array>
  readonly filingIndex: (cik: number, accession: string) => Read<FilingIndex>
}

export const makeDocumentReads = (parts: ClientParts): DocumentReads => {
  const { upstream, store } = parts
  const { counters } = upstream

  const wholeDocument = (kind: RequestKind, cik: number, accession: string, name: string): Effect.Effect<Fetched<Uint8Array>, UpstreamError> =>
    Effect.gen(function* () {
      const key = EdgarKeys.document(String(cik), noDashes(accession), name)
      const path = documentPath(cik, accession, name)
      const cached = yield* store.getBytes(key)
      if (Option.isSome(cached)) {
        counters.cacheHits++
        return { _tag: "Found", value: cached.value, url: upstream.urlOf("archives", path) } as const
      }
      const got = yield* upstream.fetchBytes(kind, "archives", path)
      if (got._tag === "Missing") return got
      yield* store.putBytes(key, got.value.bytes)
      return { _tag: "Found", value: got.value.bytes, url: got.url } as const
    })

  const document: DocumentReads["document"] = (cikInput, accessionInput, nameInput) =>
    Effect.gen(function* () {
      const cik = yield* validateCik(cikInput)
      const accession = yield* validateAccession(accessionInput)
      const name = yield* validateDocumentName(nameInput)
      return yield* wholeDocument("document", cik, accession, name)
    })

  const documentPrefix: DocumentReads["documentPrefix"] = (cikInput, accessionInput, nameInput) =>
    Effect.gen(function* () {
      const cik = yield* validateCik(cikInput)
      const accession = yield* validateAccession(accessionInput)
      const name = yield* validateDocumentName(nameInput)
      const key = EdgarKeys.document(String(cik), noDashes(accession), name)
      const path = documentPath(cik, accession, name)
      const cached = yield* store.getBytes(key)
      if (Option.isSome(cached)) {
        counters.cacheHits++
        return { _tag: "Found", value: cached.value.subarray(0, PREFIX_BYTES), url: upstream.urlOf("archives", path) } as const
      }
      const raw = yield* upstream.fetchShared("prefix", "archives", path, true)
      if (raw.status === 416 || raw.status === 501) {
        // The server refuses ranges: read the whole document (kept in the cache) and slice it.
        const whole = yield* wholeDocument("document", cik, accession, name)
        return whole._tag === "Found" ? { ...whole, value: whole.value.subarray(0, PREFIX_BYTES) } : whole
      }
      const got = yield* upstream.statusOf(raw)
      if (got._tag === "Missing") return got
      if (got.value.status === 200) {
        // The server ignored the range and sent the whole (length-checked) document: keep it.
        yield* store.putBytes(key, got.value.bytes)
      }
      return { _tag: "Found", value: got.value.bytes.subarray(0, PREFIX_BYTES), url: got.url } as const
    })

  const completeSubmission: DocumentReads["completeSubmission"] = (cikInput, accessionInput) =>
    Effect.gen(function* () {
      const cik = yield* validateCik(cikInput)
      const accession = yield* validateAccession(accessionInput)
      return yield* wholeDocument("complete_submission", cik, accession, completeSubmissionName(accession))
    })

  const filingIndex: DocumentReads["filingIndex"] = (cikInput, accessionInput) =>
    Effect.gen(function* () {
      const cik = yield* validateCik(cikInput)
      const accession = yield* validateAccession(accessionInput)
      const key = EdgarKeys.filingIndex(noDashes(accession))
      const cached = yield* cachedJson(parts, key, decodeIndex)
      const primaryPath = `/Archives/edgar/data/${cik}/${accession}-index.html`
      if (Option.isSome(cached) && cached.value.accessionNumber === accession) {
        return { _tag: "Found", value: cached.value, url: upstream.urlOf("archives", primaryPath) } as const
      }
      let got = yield* upstream.fetchBytes("filing_index", "archives", primaryPath)
      if (got._tag === "Missing") {
        got = yield* upstream.fetchBytes("filing_index", "archives", `/Archives/edgar/data/${cik}/${noDashes(accession)}/${accession}-index.htm`)
      }
      if (got._tag === "Missing") return got
      const value = parseFilingIndex(utf8.decode(got.value.bytes), accession)
      yield* store.putJson(key, value)
      return { _tag: "Found", value, url: got.url } as const
    })

  return { document, documentPrefix, completeSubmission, filingIndex }
}
