/**
 * Cover facts read above the EDGAR client: the client returns a document's bytes (or its
 * first 128 KiB); the facts are read here (src/extract/cover.ts) and kept in the filing
 * cache per accession (`edgar/cover/<accession>`), so a filing's facts are read once.
 */
import { Effect, Layer, Option, Schema } from "effect"
import { CacheKeys, FilingCache } from "../../cache/filing-cache.js"
import { CoverFacts } from "../../domain/cover.js"
import { PREFIX_BYTES } from "../../edgar/edgar-client.js"
import { noDashes, validateAccession } from "../../edgar/identifiers.js"
import { CoverReader, type CoverReaderService } from "../../edgar/store.js"
import { readCoverFacts } from "../../extract/cover.js"

const utf8 = new TextDecoder("utf-8")
const decodeCoverFacts = Schema.decodeUnknownOption(CoverFacts)

/** Cover facts of a document's first 128 KiB. */
export const coverFactsOfBytes = (bytes: Uint8Array): CoverFacts => readCoverFacts(utf8.decode(bytes.subarray(0, PREFIX_BYTES)))

export const makeCoverReader: Effect.Effect<CoverReaderService, never, FilingCache> =
  Effect.gen(function* () {
    const cache = yield* FilingCache
    let hits = 0
    const cached: CoverReaderService["cached"] = (accessionInput) =>
      Effect.gen(function* () {
        const accession = yield* validateAccession(accessionInput)
        const facts = Option.flatMap(yield* cache.getJson(CacheKeys.coverFacts(noDashes(accession))), decodeCoverFacts)
        if (Option.isSome(facts)) hits++
        return facts
      })
    const read: CoverReaderService["read"] = (accessionInput, bytes) =>
      Effect.gen(function* () {
        const accession = yield* validateAccession(accessionInput)
        const facts = coverFactsOfBytes(bytes)
        yield* cache.putJson(CacheKeys.coverFacts(noDashes(accession)), facts)
        return facts
      })
    return { cached, read, hits: Effect.sync(() => hits) }
  })

/** The reader over the filing cache. */
export const CoverReaderLive: Layer.Layer<CoverReader, never, FilingCache> = Layer.effect(CoverReader, makeCoverReader)
