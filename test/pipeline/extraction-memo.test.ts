/**
 * The extraction memo: a document extracted once (as a filing, then as the next filing's
 * prior) gives the same extraction without running the extractor again.
 */
import { Effect } from "effect"
import { expect, it } from "vitest"
import { extractSectionsCooperatively } from "../../src/extract/index.js"
import { makeExtractionMemo } from "../../src/pipeline/analysis/extraction-memo.js"
import { readCorpusFile, tenK } from "../support/corpus.js"
import { withData } from "../support/data.js"

withData("edgar", "edgar-truth").describe("extraction memo", () => {
  it("reuses an extraction by document identity and form; equal to a fresh extraction", async () => {
    const t = tenK("AMZN", 2024)
    const bytes = readCorpusFile(t.path)
    const memo = makeExtractionMemo()
    const doc = { bytes, key: `${t.accession}/doc.htm` }
    const first = await Effect.runPromise(memo.extract(doc, "10-K"))
    const second = await Effect.runPromise(memo.extract({ bytes, key: doc.key }, "10-K"))
    expect(memo.stats()).toMatchObject({ hits: 1, misses: 1, size: 1 })
    expect(second).toBe(first)
    expect(second).toEqual(await Effect.runPromise(extractSectionsCooperatively(bytes, "10-K")))
    // another form, or no key: extracted again
    await Effect.runPromise(memo.extract({ bytes }, "10-K"))
    expect(memo.stats().hits).toBe(1)
  })
})
