/**
 * The bankruptcy flag's follow-ons: an emergence from bankruptcy is evidence beside a stated
 * filing, never the flag on its own (a filing may recall one from years before).
 */
import { describe, expect, it } from "vitest"
import { detectFlags } from "../../src/metrics/index.js"

const cited = (text: string): Array<string> =>
  detectFlags("item_7_mdna", text).evidence.filter((e) => e.flag === "bankruptcy_flag").map((e) => e.sentence)

describe("bankruptcy flag: an emergence", () => {
  const filed = "On June 28, 2020, the Debtors filed voluntary petitions for relief under the Bankruptcy Code in the Bankruptcy Court."
  const emerged = "The Debtors emerged from bankruptcy on February 9, 2021."
  it("is evidence beside a stated filing", () => {
    expect(cited(`${filed} ${emerged}`)).toEqual([filed, emerged])
  })
  it("raises nothing on its own", () => {
    expect(cited(emerged)).toEqual([])
    expect(cited("Since our emergence from bankruptcy in 2010, we have reduced our debt by half. Our revenue grew 4 percent.")).toEqual([])
  })
})
