/**
 * 8-K item presence against another extractor's per-item output on 553 raw 8-Ks
 * (edgar-crawler test corpus). Only filings made on or after 2004-08-23 (current item
 * numbering) are compared, over the (filing, item) pairs that either side marks present.
 */
import { expect, it } from "vitest"
import { withData } from "../support/data.js"
import { compareEightK } from "./eightk-corpus.js"

const MIN_AGREEMENT = 0.95

withData("edgar").describe("8-K items vs the edgar-crawler corpus", () => {
  it(`agrees on item presence for at least ${MIN_AGREEMENT * 100}% of (filing, item) pairs`, () => {
    const r = compareEightK()
    const agreement = r.agreed / r.pairs
    console.log(`8-K item presence: ${r.agreed}/${r.pairs} pairs agree (${(agreement * 100).toFixed(2)}%) over ${r.filings} filings`)
    for (const d of r.disagreements) console.log(`  only ${d.side}: ${d.file} ${d.item}`)
    // The corpus holds several hundred post-2004 filings; comparing too few means the data was not read.
    expect(r.filings).toBeGreaterThan(400)
    expect(agreement).toBeGreaterThanOrEqual(MIN_AGREEMENT)
  })
})
