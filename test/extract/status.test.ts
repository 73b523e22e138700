/**
 * The pointer rule: a body that only points elsewhere is `by_reference`, whatever the
 * words, also when it opens with one sentence of general context.
 */
import { describe, expect, it } from "vitest"
import { classifyStatus, countWords, sentencesOf } from "../../src/extract/status.js"

const status = (text: string): string => classifyStatus(text, countWords(text))

describe("pointer-only bodies", () => {
  it("a pointer after one sentence of context", () => {
    expect(
      status(
        "Currently, we are involved in a number of legal proceedings. For a discussion of these proceedings, see Note 21 to the Consolidated Financial Statements, which is hereby incorporated by reference."
      )
    ).toBe("by_reference")
  })

  it("'the information called for by this item is incorporated herein by reference to …'", () => {
    expect(status("The information called for by this item is incorporated herein by reference to Note 9 included in Part I, Item 1, Financial Statements.")).toBe(
      "by_reference"
    )
  })

  it("a pointer followed by a bare 'that information is incorporated … by reference'", () => {
    expect(
      status(
        "Information in response to this Item 7 can be found in the 2024 Annual Report to Shareholders under “Financial Review.” That information is incorporated into this item by reference."
      )
    ).toBe("by_reference")
  })

  it("'see Note 17. Commitments …': a reference number does not end the sentence", () => {
    expect(sentencesOf("For a discussion of our legal proceedings, see Note 17. Commitments and Contingencies to our Consolidated Financial Statements.")).toHaveLength(1)
    expect(status("For a discussion of our legal proceedings, see Note 17. Commitments and Contingencies to our Consolidated Financial Statements.")).toBe(
      "by_reference"
    )
  })

  it("the stock sentences about risks not presently known do not count as content", () => {
    expect(
      status(
        "For a discussion of our risk factors, see Part I, Item 1A of our Annual Report on Form 10-K. These risks are not the only risks we face. Additional risks and uncertainties not presently known to us may also adversely affect our business."
      )
    ).toBe("by_reference")
  })
})

describe("bodies with content of their own", () => {
  const pointer = "See Note 12 to the Consolidated Financial Statements."
  it("context with a figure or a month", () => {
    expect(status(`A supplier filed a lawsuit against us in Delaware seeking damages of $4 million. ${pointer}`)).toBe("body")
    expect(status(`In March, a supplier filed a lawsuit against us in Delaware seeking damages for breach of contract. ${pointer}`)).toBe("body")
  })

  it("more than 30 words of context", () => {
    const context =
      "We are party to many lawsuits about our products. The outcome of litigation is uncertain and we could incur losses. Some plaintiffs seek very large damages from us and from our distributors in several countries."
    expect(countWords(context)).toBeGreaterThan(30)
    expect(status(`${context} ${pointer}`)).toBe("body")
  })

  it("no pointer at all", () => {
    expect(status("We are involved in various inquiries and proceedings that arise in the ordinary course of our business.")).toBe("body")
  })
})

describe("negative answers", () => {
  it("a dated 'since …, there have been no material changes' is not_applicable", () => {
    expect(status("Since December 31, 2022, there have been no material changes to the Company's Risk Factors.")).toBe("not_applicable")
  })
})
