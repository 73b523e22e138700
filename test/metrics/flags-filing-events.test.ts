/**
 * The bankruptcy flag and an emergence: an emergence from bankruptcy never raises the flag on its
 * own (a filing may recall one from years before), and a case the section says the company emerged
 * from is over: its petition raises nothing, unless the section also states a case still open or a
 * new petition later than the emergence.
 */
import { describe, expect, it } from "vitest"
import { detectFlags } from "../../src/metrics/index.js"

const cited = (text: string): Array<string> =>
  detectFlags("item_7_mdna", text).evidence.filter((e) => e.flag === "bankruptcy_flag").map((e) => e.sentence)

describe("bankruptcy flag: an emergence", () => {
  const filed = "On June 28, 2020, the Debtors filed voluntary petitions for relief under the Bankruptcy Code in the Bankruptcy Court."
  const emerged = "The Debtors emerged from bankruptcy on February 9, 2021."
  it("ends the case a stated filing opened", () => {
    expect(cited(`${filed} ${emerged}`)).toEqual([])
    const past = [
      "On March 30, 2009, we filed a voluntary petition for relief under Chapter 11 in the United States Bankruptcy Court for the District of Delaware.",
      "We operated our business and managed our properties as debtors in possession while under the jurisdiction of the Bankruptcy Court.",
      "On January 22, 2010, we emerged from bankruptcy."
    ]
    expect(cited(past.join(" "))).toEqual([])
    const effective = [
      "On June 1, 2016, the Company and certain of its subsidiaries filed voluntary petitions for relief under chapter 11 of the Bankruptcy Code.",
      "On October 3, 2016, the Plan became effective and the Company emerged from chapter 11.",
      "Upon emergence, the Company adopted fresh-start accounting."
    ]
    expect(cited(effective.join(" "))).toEqual([])
    const planEffective = "On June 1, 2016, the Debtors filed voluntary petitions for relief under the Bankruptcy Code. The Plan of Reorganization became effective on October 3, 2016."
    expect(cited(planEffective)).toEqual([])
  })
  it("leaves a case still open, an emergence to come and a later petition raised", () => {
    const open = "The Debtors continue to operate their businesses as debtors in possession under the jurisdiction of the Bankruptcy Court."
    expect(cited(`${filed} ${emerged} ${open}`)).toEqual([filed, emerged, open])
    const toCome = "The Company expects to emerge from Chapter 11 in the third quarter of 2020."
    expect(cited(`${filed} ${toCome}`)).toEqual([filed])
    const notYet = "The Debtors have not yet emerged from bankruptcy."
    expect(cited(`${filed} ${notYet}`)).toEqual([filed])
    const earlier = "We emerged from Chapter 11 on June 1, 2010."
    const later = "On March 3, 2015, we filed a voluntary petition for relief under Chapter 11 of the Bankruptcy Code."
    expect(cited(`${earlier} ${later}`)).toEqual([later])
  })
  it("raises nothing on its own", () => {
    expect(cited(emerged)).toEqual([])
    expect(cited("Since our emergence from bankruptcy in 2010, we have reduced our debt by half. Our revenue grew 4 percent.")).toEqual([])
  })
})
