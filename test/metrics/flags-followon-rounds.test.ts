import { describe, expect, it } from "@effect/vitest"
import { flagSentencesByLine } from "./flags-passages.js"

describe("a payment not made with its grace period taken, notices of nonpayment and demands for all that is owed", () => {
  const cited = (text: string): Array<string> => flagSentencesByLine("item_7_mdna", text, "covenant_breach_flag")

  it("states a decision not to pay told in reported speech, with the grace period exercised", () => {
    const decided = "On March 2, 2019, the Company concluded that it would not make the semi-annual interest payment on its 6.25% Senior Notes due 2022, exercising the 30-day grace period under the indenture."
    expect(cited(decided)).toEqual([decided])
    const entered = "On April 1, 2019, the Company entered the 30-day grace period on the coupon due on its debentures."
    expect(cited(entered)).toEqual([entered])
    // a grace period the company could use, and a decision that it would not pay if the talks failed
    expect(cited("The Company could exercise a 30-day grace period on the interest payment due on its notes.")).toEqual([])
    expect(cited("If we cannot refinance, we would not make the interest payment on the notes and would rely on the 30-day grace period.")).toEqual([])
  })

  it("states notices of nonpayment issued to the company, payments not made under the loan agreements, and a demand for immediate payment", () => {
    const notices = "On May 3, 2018, the lenders issued notices of non-payment to the Company because installments were not made in accordance with the loan agreements."
    expect(cited(notices)).toEqual([notices])
    const demand = "The letter of February 9, 2018 demanded immediate payment of all outstanding amounts under the revolving credit facility."
    expect(cited(demand)).toEqual([demand])
    expect(cited("Upon an event of default, the lenders may demand immediate payment of all obligations under the credit agreement.")).toEqual([])
    expect(cited("The Bank demanded immediate payment of all amounts owed by two borrowers under their loans.")).toEqual([])
  })
})

describe("the company's proceedings with a named party, counted", () => {
  const cited = (text: string): Array<string> => flagSentencesByLine("item_3_legal_proceedings", text, "material_legal_proceeding_flag")

  it("states a count of outstanding proceedings with one party, not with various parties", () => {
    const counted = "There are three pending proceedings with Acme Semiconductor Corp."
    expect(cited(counted)).toEqual([counted])
    expect(cited("There are several pending proceedings with various parties.")).toEqual([])
    expect(cited("There were two pending lawsuits with Acme Corp. against our former customer.")).toEqual([])
  })
})

describe("beside a stated restatement, the restated amounts and the errors told as what a method left out", () => {
  const cited = (text: string): Array<string> => flagSentencesByLine("item_7_mdna", text, "restatement_flag")

  it("cites them in the restatement's section and stays silent on restated amounts alone", () => {
    const lead = "The Company has restated its consolidated financial statements for the years ended December 31, 2018 and 2017."
    const method = "The method for estimating rebates did not reconcile the accrual to actual rebates paid."
    const amounts = "The fair values of the put rights have been revalued and restated."
    expect(cited(`${lead}\n\nThe categories of adjustments are described below.\n\n${method} ${amounts}`)).toEqual([lead, method, amounts])
    expect(cited(amounts)).toEqual([])
    expect(cited(`${lead}\n\nCertain prior year amounts have been restated to conform to the current presentation.`)).toEqual([lead])
  })
})

describe("in a stated doubt's paragraph, the plan to raise new money and the money relied on", () => {
  const cited = (text: string): Array<string> => flagSentencesByLine("item_7_mdna", text, "going_concern_flag")

  it("cites the plan and the reliance beside the doubt, not alone, and not a plan that depends on a condition", () => {
    const doubt = "These conditions raise substantial doubt about the Company's ability to continue as a going concern."
    const plan = "Management intends to raise additional funds through a private placement of its common stock."
    const relied = "We have been dependent on sales of equity securities to conduct operations."
    expect(cited(`${doubt} ${plan} ${relied}`)).toEqual([doubt, plan, relied])
    expect(cited(`${plan} ${relied}`)).toEqual([])
    expect(cited(`${doubt} If market conditions allow, management intends to raise additional funds through a public offering.`)).toEqual([doubt])
  })
})

describe("the response to a stated cyber incident: systems back, containment, the ransom refused, the people told", () => {
  const anchor = "On March 3, 2023, we detected a ransomware attack on our information technology systems and notified law enforcement."
  const cited = (text: string): Array<string> => flagSentencesByLine("item_7_mdna", text, "cybersecurity_incident_flag")

  it("cites each in the incident's paragraph", () => {
    for (const sentence of [
      "In response, we promptly deployed containment measures, including disconnecting our systems from the internet.",
      "We did not pay the ransom that was demanded.",
      "The Company has been and continues to notify individuals impacted by this issue in accordance with state law.",
      "The Company has placed additional security measures in place."
    ])
      expect(cited(`${anchor} ${sentence}`), sentence).toEqual([anchor, sentence])
  })

  it("stays silent without a stated incident, or as a plan", () => {
    expect(cited("We did not pay the ransom that was demanded.")).toEqual([])
    expect(cited(`${anchor} We may deploy containment measures if another attack occurs.`)).toEqual([anchor])
  })
})

describe("a defendant named with its legal form, whom the section names twice more", () => {
  const cited = (text: string): Array<string> => flagSentencesByLine("item_3_legal_proceedings", text, "material_legal_proceeding_flag")
  const lead = "Acme Supply Corporation is one of many defendants in lawsuits relating to imported flooring installed in homes in Florida during 2009 and 2010."

  it("is the company's own unit: the suits against it are cited", () => {
    const more = "Most of the lawsuits against Acme Supply are pending in the Southern District of Florida. Acme Supply has settled claims relating to 40 homes."
    expect(cited(`${lead} ${more}`)).toContain(lead)
  })

  it("named only once, it stays another party", () => {
    expect(cited(lead)).toEqual([])
  })
})

describe("a counterparty's dispute of the company's calculation under a contract, with the payment it claims", () => {
  const cited = (text: string): Array<string> => flagSentencesByLine("item_1_legal_proceedings", text, "material_legal_proceeding_flag")

  it("states the claim against the company, not one a party could make", () => {
    const disputed = "On March 2, 2018, the sellers notified the Company that they dispute the Company's calculation of the earn-out under the merger agreement, asserting that a payment of $25.0 million is owed."
    expect(cited(disputed)).toEqual([disputed])
    expect(cited("If the sellers dispute the Company's calculation of the earn-out, asserting that a payment is owed, the matter would go to arbitration.")).toEqual([])
  })
})

describe("a property's loan in default, its servicer's acceleration and the properties given up; shareholders' suits against the merger", () => {
  const covenant = (text: string): Array<string> => flagSentencesByLine("item_7_mdna", text, "covenant_breach_flag")
  const legal = (text: string): Array<string> => flagSentencesByLine("item_1_legal_proceedings", text, "material_legal_proceeding_flag")

  it("states the company's property loans in default and the special servicer's acceleration", () => {
    const inDefault = "The term Properties in Default refers to our Main Street and Oak Plaza properties, whose mortgage loans were in default as of June 30, 2013."
    expect(covenant(inDefault)).toEqual([inDefault])
    const accelerated = "The special servicer for this loan has accelerated the debt."
    expect(covenant(accelerated)).toEqual([accelerated])
    expect(covenant("The special servicer may accelerate the debt upon a default.")).toEqual([])
  })

  it("carries the foreclosure sale and the title transferred beside a stated default, and not alone", () => {
    const lead = "On January 17, 2013, our subsidiary that owns Oak Plaza defaulted on the mortgage loan secured by the property."
    const sale = "On March 1, 2013, a trustee sale was held with respect to Oak Plaza."
    const title = "Shortly thereafter, title to the property was transferred to the lender."
    expect(covenant(`${lead}\n\n${sale} ${title}`)).toEqual([lead, sale, title])
    expect(covenant(`${sale} ${title}`)).toEqual([])
  })

  it("states shareholders' suits challenging the company's merger, not suits they may bring", () => {
    const suits = "Following the announcement of the merger agreement, under which the buyer will acquire the Company, two purported shareholders initiated legal actions challenging the Merger."
    expect(legal(suits)).toEqual([suits])
    expect(legal("Shareholders may file lawsuits challenging the merger.")).toEqual([])
    expect(legal("Shareholders could have brought lawsuits challenging the merger.")).toEqual([])
  })
})

describe("what the company says of a stated matter: its outcome uncertain, a counterparty's assertions opposed", () => {
  const cited = (text: string): Array<string> => flagSentencesByLine("item_1_legal_proceedings", text, "material_legal_proceeding_flag")
  const suit = "On March 3, 2017, Acme Corp. filed a complaint against the Company in the Delaware Court of Chancery seeking $20 million."

  it("cites them beside the matter", () => {
    for (const sentence of [
      "However, the outcome of this matter is uncertain, and no assurance can be given as to its ultimate resolution.",
      "The Company does not believe Acme's position has merit and is vigorously opposing Acme's assertions."
    ])
      expect(cited(`${suit} ${sentence}`), sentence).toEqual([suit, sentence])
  })

  it("stays silent on them alone, and on the outcome of a category", () => {
    expect(cited("However, the outcome of this matter is uncertain.")).toEqual([])
    expect(cited(`${suit} The outcome of litigation in general is uncertain.`)).toEqual([suit])
  })
})
