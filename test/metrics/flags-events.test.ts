/**
 * Kinds of statements of the event families (investigations, legal proceedings, cybersecurity
 * incidents): each kind with sentences that state it and sentences of the same words that do not.
 */
import { describe, expect, it } from "vitest"
import type { SectionKey } from "../../src/domain/forms.js"
import { detectFlags } from "../../src/metrics/index.js"
import { registrantHead } from "../../src/metrics/rules/company.js"
import { flagSentencesByLine } from "./flags-passages.js"

type EventFlag = "investigation_flag" | "material_legal_proceeding_flag" | "cybersecurity_incident_flag"
/** The evidence sentences of one event flag in a section, its visible lines taken from the text's own line breaks. */
const citedIn = (section: SectionKey, text: string, flag: EventFlag): Array<string> => flagSentencesByLine(section, text, flag)

/** The legal-proceedings flag's evidence sentences in a legal-proceedings section, the registrant named as the filing names it. */
const legalCitedFor =
  (registrant: string) =>
  (text: string): Array<string> =>
    detectFlags("item_1_legal_proceedings", text, null, registrant).evidence.filter((e) => e.flag === "material_legal_proceeding_flag").map((e) => e.sentence)

/** `flag` cites each of `cited`, read alone as `section`, as its one sentence, and none of `silent`. */
const citesEach = (section: SectionKey, flag: EventFlag, cited: ReadonlyArray<string>, silent: ReadonlyArray<string>): void => {
  for (const sentence of cited) expect(citedIn(section, sentence, flag), sentence).toEqual([sentence])
  for (const sentence of silent) expect(citedIn(section, sentence, flag), sentence).toEqual([])
}

describe("a suit an authority brought against the company", () => {
  it("is an investigation as well as a legal proceeding", () => {
    for (const sentence of [
      "The Company is a defendant in United States v. Northwind Corp., a civil action filed by the Antitrust Division of the Department of Justice alleging that the Company monopolized the market for regional freight brokerage.",
      "We are a named defendant in an enforcement action brought by the Securities and Exchange Commission in the Southern District of New York relating to our revenue recognition in 2019."
    ]) {
      const r = detectFlags("item_3_legal_proceedings", sentence)
      expect(r.flags.investigation_flag, sentence).toBe(true)
      expect(r.flags.material_legal_proceeding_flag, sentence).toBe(true)
    }
  })
  it("is read in MD&A where the order that ended it binds the company", () => {
    const sentence =
      "The Company has incurred operating losses and its operations have been restricted by the consent decree entered in the action brought by the Federal Trade Commission (see Note 8)."
    const r = detectFlags("item_2_mdna", sentence)
    expect(r.flags.investigation_flag).toBe(true)
    expect(r.flags.material_legal_proceeding_flag).toBe(true)
  })
  it("is no investigation when a private plaintiff, a relator or a state as claimant sued", () => {
    for (const sentence of [
      "The Company is a defendant in a putative class action filed by plaintiffs in the Northern District of California alleging violations of the Securities Exchange Act.",
      "The Company and two of its distributors are defendants in a consumer protection action brought by the attorney general of Oregon relating to the marketing of its supplements.",
      "In 2021 the Company settled the opioid-related lawsuits filed against it by the attorneys general of several states and numerous counties."
    ]) {
      expect(detectFlags("item_3_legal_proceedings", sentence).flags.investigation_flag, sentence).toBe(false)
    }
  })
  it("is no investigation of the company when the authority sued another company", () => {
    expect(detectFlags("item_7_mdna", "A lawsuit filed by the Federal Trade Commission against a competitor could change pricing across our industry.").flags.investigation_flag).toBe(false)
  })
})

describe("an authority's own steps in its investigation", () => {
  const anchor = "In 2022 the Competition Bureau opened an investigation into the Company's loyalty rebates for retailers."
  const flagged = (text: string): Array<string> =>
    detectFlags("item_3_legal_proceedings", text).evidence.filter((e) => e.flag === "investigation_flag").map((e) => e.sentence)
  it("carries its finding, its order and its hearings", () => {
    for (const step of [
      "In its decision the Bureau found that we had abused a dominant position in the supply of store fixtures.",
      "The agency ordered the Company to stop offering the rebates within ninety days.",
      "Hearings before the Bureau took place in May and June 2023 and may resume after the summer."
    ]) {
      expect(flagged(`${anchor} ${step}`), step).toContain(step)
    }
  })
  it("is no investigation where no authority's inquiry is stated, nor when a court rules", () => {
    expect(flagged("The Bureau found that we had abused a dominant position in the supply of store fixtures.")).toEqual([])
    const court = "The District Court found that we had infringed two of the plaintiff's patents."
    expect(flagged(`${anchor} ${court}`)).not.toContain(court)
    const courtHearing = "A hearing before the Court of Appeal took place in March 2024."
    expect(flagged(`${anchor} ${courtHearing}`)).not.toContain(courtHearing)
  })
  it("keeps a hearing that is only planned hypothetical", () => {
    const planned = "Hearings before the Bureau may be scheduled later this year."
    expect(flagged(`${anchor} ${planned}`)).not.toContain(planned)
  })
})

describe("a stated step followed by a modal in a later predicate or a relative clause", () => {
  it("is still the step of the matter", () => {
    const text =
      "In March 2023 a former distributor filed a lawsuit against the Company in the Superior Court of Delaware alleging breach of contract. The trial began on October 2, 2024, was adjourned on October 9, 2024, and could resume in early 2025."
    const ev = detectFlags("item_3_legal_proceedings", text).evidence.filter((e) => e.flag === "material_legal_proceeding_flag")
    expect(ev).toHaveLength(2)
  })
  it("is no step when the modal governs it", () => {
    const text =
      "In March 2023 a former distributor filed a lawsuit against the Company in the Superior Court of Delaware alleging breach of contract. A trial could begin in 2025, and the parties may settle before then."
    const ev = detectFlags("item_3_legal_proceedings", text).evidence.filter((e) => e.flag === "material_legal_proceeding_flag")
    expect(ev).toHaveLength(1)
  })
})

describe("a prosecution or consent agreement known by its defined term", () => {
  const anchor =
    "In June 2023, the Company entered into a deferred prosecution agreement (the “DPA”) with the U.S. Attorney's Office for the District of New Jersey to resolve its investigation of the Company's export practices."
  const investigation = (text: string): Array<string> =>
    detectFlags("item_1_legal_proceedings", text).evidence.filter((e) => e.flag === "investigation_flag").map((e) => e.sentence)
  it("carries the investigation it resolved through its terms", () => {
    for (const terms of [
      "Under the DPA, the Company paid a monetary penalty of $9 million and retained an independent compliance monitor for three years.",
      "The DPA covers shipments of controlled components to two distributors between 2016 and 2019."
    ]) {
      expect(investigation(`${anchor} ${terms}`), terms).toContain(terms)
    }
  })
  it("does not carry a condition on the agreement, nor a commercial agreement's defined term", () => {
    const condition = "If the Company breaches the DPA, the U.S. Attorney's Office could prosecute the Company for the underlying conduct."
    expect(investigation(`${anchor} ${condition}`)).not.toContain(condition)
    const supply =
      "In June 2023, the Company entered into a supply agreement (the “SA”) with a distributor. Under the SA, the Company paid a fee of $9 million and retained an exclusive right to the territory."
    expect(investigation(supply)).toEqual([])
  })
  it("is an investigation under its full name or its abbreviation, and carries it through its terms", () => {
    const full =
      "Under the settlement, the Company entered into a Non-Prosecution Agreement, dated March 3, 2021, with the U.S. Attorney's Office regarding its customs declarations."
    const terms = "Under the Non-Prosecution Agreement, the Company paid $4 million and the U.S. Attorney's Office agreed not to charge the Company."
    const lapsed = "The Non-Prosecution Agreement expired in March 2024."
    const text = `${full} ${terms} ${lapsed}`
    for (const s of [full, terms, lapsed]) expect(investigation(text), s).toContain(s)
    const cia = "In May 2022 we signed the CIA with the OIG and have since been implementing its compliance requirements."
    expect(investigation(cia)).toContain(cia)
  })
  it("is no investigation where the agreement is only possible or is not with an authority", () => {
    for (const s of [
      "If the Company were to enter into a deferred prosecution agreement with the DOJ, it could be required to retain a monitor.",
      "We entered into a plea agreement with a former distributor to settle a commercial dispute.",
      "Companies in our industry have from time to time entered into deferred prosecution agreements with the DOJ."
    ]) {
      expect(investigation(s), s).toEqual([])
    }
  })
})

describe("an incident's consequences told after it", () => {
  // paragraphs one per line, as an extracted section gives them
  const cyber = (section: SectionKey, text: string): Array<string> =>
    flagSentencesByLine(section, text, "cybersecurity_incident_flag")
  const incident = "In February 2022 we detected unauthorized access to a portion of our loyalty-program database."
  it("carries what followed from this event, what the investigation revealed and whom the company notified", () => {
    for (const next of [
      "Because of this event, two payment networks suspended our certification pending an assessment by an independent examiner.",
      "Our forensic review also uncovered unauthorized access to a file server holding scanned employment applications.",
      "We cannot yet tell whether any records were copied; nevertheless, we notified the affected members and offered them two years of credit monitoring."
    ]) {
      expect(cyber("item_7_mdna", `${incident}\n${next}`), next).toContain(next)
    }
  })
  it("does not read another event, a hypothetical notice or a review that found nothing", () => {
    const storm = "In October a hurricane closed two of our distribution centers for a week. As a result of this event, sales in the region fell by 4%."
    expect(cyber("item_7_mdna", `${incident}\n${storm}`)).toEqual([incident])
    expect(cyber("item_1a_risk_factors", "If personal information were compromised, we would have to notify affected individuals and could be required to offer credit monitoring.")).toEqual([])
    expect(cyber("item_7_mdna", "Our annual penetration test revealed no unauthorized access to our systems.")).toEqual([])
  })
})

describe("a suit another party commenced in a court, and the company's contest of a ruling", () => {
  const legal = (text: string): Array<string> =>
    detectFlags("item_3_legal_proceedings", text).evidence.filter((e) => e.flag === "material_legal_proceeding_flag").map((e) => e.sentence)
  it("reads a named plaintiff described in an apposition", () => {
    const sentence =
      "The Greenfield Teachers Retirement System, a purported holder of 12,000 shares of our common stock, brought an action in the Court of Chancery of the State of Delaware seeking to inspect our books and records."
    expect(legal(sentence)).toEqual([sentence])
  })
  it("carries the company's continued contest of a stated ruling", () => {
    const anchor = "In 2022 the tribunal ruled that the Company had breached its distribution agreement with Helix Ltd. and awarded Helix $14 million."
    const contest = "We continue to dispute the findings and will defend our position in the annulment proceedings."
    expect(legal(`${anchor} ${contest}`)).toEqual([anchor, contest])
  })
  it("reads neither where the company brought the action or only might contest", () => {
    expect(legal("The Company, the sole member of the partnership, commenced an action in the Superior Court against a former supplier to recover unpaid rebates.")).toEqual([])
    const anchor = "In 2022 the tribunal ruled that the Company had breached its distribution agreement with Helix Ltd. and awarded Helix $14 million."
    const maybe = "We may contest the findings if the annulment proceedings are reopened."
    expect(legal(`${anchor} ${maybe}`)).toEqual([anchor])
  })
})

describe("claims asserted against a company's products and its defendants' dockets", () => {
  const legal = (text: string): Array<string> =>
    flagSentencesByLine("item_3_legal_proceedings", text, "material_legal_proceeding_flag")
  it("reads claims asserted that allege an injury, and the liability they define", () => {
    const claims =
      "Claims have been asserted alleging hearing loss from exposure to noise from compressors sold by a former subsidiary of the Company (the “Compressor Liability”)."
    const table = "The table below summarizes the claims for the Compressor Liability pending at the end of each of the last three years."
    expect(legal(`${claims}\n${table}`)).toEqual([claims, table])
  })
  it("reads a defendant with a parenthetical among its co-defendants", () => {
    const sentence = "The Company is a defendant (along with two former distributors) in a lawsuit filed in March 2021 in the Circuit Court of Cook County alleging defective valves."
    expect(legal(sentence)).toEqual([sentence])
  })
  it("reads no claim that may be asserted", () => {
    expect(legal("Claims may be asserted alleging hearing loss from exposure to noise from compressors we sell.")).toEqual([])
  })
})

describe("a follow-on with the other kind of matter's words", () => {
  const cited = (text: string, flag: "investigation_flag" | "material_legal_proceeding_flag"): Array<string> =>
    detectFlags("item_1_legal_proceedings", text).evidence.filter((e) => e.flag === flag).map((e) => e.sentence)
  it("stays with its matter where no investigation is stated", () => {
    const anchor = "In May 2022, a purported stockholder filed a derivative complaint against certain of our directors in the Court of Chancery of the State of Delaware."
    const demand = "The stockholder's earlier letter had asked the Board to investigate the directors' alleged violations of law."
    expect(cited(`${anchor} ${demand}`, "material_legal_proceeding_flag")).toEqual([anchor, demand])
  })
  it("follows the investigation where one is stated in the same paragraph", () => {
    const text =
      "In May 2022, a purported stockholder filed a derivative complaint against certain of our directors in the Court of Chancery of the State of Delaware. In June 2022, the SEC opened an investigation into the Company's revenue recognition. The staff's inquiry concerns the timing of revenue on bill-and-hold arrangements."
    const inquiry = "The staff's inquiry concerns the timing of revenue on bill-and-hold arrangements."
    expect(cited(text, "material_legal_proceeding_flag")).not.toContain(inquiry)
    expect(cited(text, "investigation_flag")).toContain(inquiry)
  })
})

describe("\"the investigation\" after the company's own", () => {
  const investigation = (text: string): Array<string> =>
    detectFlags("item_1_legal_proceedings", text).evidence.filter((e) => e.flag === "investigation_flag").map((e) => e.sentence)
  const notified = "In March 2021, we voluntarily notified the SEC of the matter and are cooperating with the agency."
  it("refers to the company's own investigation where that was the last one spoken of", () => {
    const text = `Our Audit Committee completed an internal review of sales commissions paid in Brazil. ${notified} As a result of the investigation, we recorded $3 million of corrections to previously capitalized costs.`
    expect(investigation(text)).toEqual([notified])
  })
  it("refers to the authority's investigation where that was the last one spoken of", () => {
    const opened = "In June 2021, the SEC opened an investigation into the commissions."
    const step = "In connection with the investigation, we produced documents and testimony to the SEC staff."
    const text = `Our Audit Committee completed an internal review of sales commissions paid in Brazil. ${notified} ${opened} ${step}`
    expect(investigation(text)).toEqual([notified, opened, step])
  })
})

describe("a settlement performed, a zero-day found, and a step qualified by a passive modal clause", () => {
  const cited = (section: SectionKey, text: string, flag: "material_legal_proceeding_flag" | "cybersecurity_incident_flag"): Array<string> =>
    flagSentencesByLine(section, text, flag)
  it("reads the company's delivery or payment to the plaintiffs or a settlement fund", () => {
    for (const sentence of [
      "Under the derivative settlement, on March 3, 2024, the Company delivered 120,000 shares of common stock to the plaintiffs.",
      "In the second quarter we paid $6.2 million to the settlement fund established for the wage-and-hour class."
    ]) {
      expect(cited("item_2_mdna", sentence, "material_legal_proceeding_flag"), sentence).toEqual([sentence])
    }
    expect(cited("item_2_mdna", "The Company delivered 120,000 shares of common stock to the underwriters in the offering.", "material_legal_proceeding_flag")).toEqual([])
  })
  it("reads a zero-day vulnerability the company discovered, not one it may discover", () => {
    const found = "On June 2, 2024, our security team discovered a zero-day vulnerability in our remote-access gateway."
    expect(cited("item_7_mdna", found, "cybersecurity_incident_flag")).toEqual([found])
    expect(cited("item_1a_risk_factors", "We may discover a zero-day vulnerability in our products that attackers could exploit.", "cybersecurity_incident_flag")).toEqual([])
  })
  it("keeps a follow-on whose noun is qualified by a passive modal clause, not a generic or active one", () => {
    const anchor = "In January 2024 we were the target of a ransomware attack that encrypted portions of our billing systems."
    const revenue = "Because of the attack, we recorded credits to customers for services that could not be delivered during the outage."
    expect(cited("item_7_mdna", `${anchor} ${revenue}`, "cybersecurity_incident_flag")).toEqual([anchor, revenue])
    const active = "Because of the attack, we face claims that could require us to pay damages."
    expect(cited("item_7_mdna", `${anchor} ${active}`, "cybersecurity_incident_flag")).toEqual([anchor])
  })
})

describe("a settlement's payment told after the matter", () => {
  const legal = (section: SectionKey, text: string): Array<string> =>
    detectFlags(section, text).evidence.filter((e) => e.flag === "material_legal_proceeding_flag").map((e) => e.sentence)
  it("carries \"agreed to pay\" in the matter's paragraph", () => {
    const anchor = "In 2019, Orion Optics filed a patent infringement suit against the Company in the District of Delaware."
    const settled = "On May 2, 2021, the parties entered into a settlement agreement and the suit was dismissed."
    const pay = "The Company further agreed to pay Orion $12 million over three years."
    expect(legal("item_3_legal_proceedings", `${anchor} ${settled} ${pay}`)).toContain(pay)
  })
  it("reads no payment where no matter is stated", () => {
    expect(legal("item_7_mdna", "In the quarter we agreed to pay the landlord $2 million to end the lease of our former headquarters early.")).toEqual([])
  })
})

describe("an intruder that targeted the company's people or systems", () => {
  const cyber = (text: string): Array<string> =>
    detectFlags("item_1a_risk_factors", text).evidence.filter((e) => e.flag === "cybersecurity_incident_flag").map((e) => e.sentence)
  it("is an incident", () => {
    for (const sentence of [
      "In August 2024, a threat actor targeted the corporate e-mail account of one of our executives with a fraudulent wire request.",
      "In 2023, hackers targeted our payroll systems with a credential-stuffing campaign."
    ]) {
      expect(cyber(sentence), sentence).toEqual([sentence])
    }
  })
  it("is none when others were targeted or when it may happen", () => {
    expect(cyber("In 2023, attackers targeted the systems of several retailers in our industry.")).toEqual([])
    expect(cyber("Threat actors may target our employees with phishing messages.")).toEqual([])
  })
})

describe("a general admission of past cyber incidents", () => {
  const cyber = (text: string): Array<string> =>
    flagSentencesByLine("item_1a_risk_factors", text, "cybersecurity_incident_flag")
  const general = "We have experienced, and may in the future experience, whether directly or through our supply chain or other channels, cybersecurity incidents."
  const specific = "In September 2023, we experienced a cybersecurity incident consisting of unauthorized access, data exfiltration and deployment of ransomware by a third party to a portion of our internal IT infrastructure."
  it("raises nothing, nor does a sentence that only refers back to it", () => {
    for (const next of [
      "Such incidents have occurred in the past and may continue to occur due to the scale and nature of our products and services.",
      "Such incidents have remained, and could in the future remain, undetected for an extended period of time, and the losses arising from such incidents could exceed our available insurance coverage for such matters.",
      "These incidents have caused, and may in the future cause, a variety of business impacts."
    ]) {
      expect(cyber(`${general} ${next}`), next).toEqual([])
      expect(cyber(`${general}\n${next}`), next).toEqual([])
    }
  })
  it("leaves a specific incident in the same paragraph loud, even when called immaterial", () => {
    const immaterial = "The incident did not have a material impact on our operations."
    expect(cyber(`${general} ${specific}`)).toEqual([specific])
    expect(cyber(`${specific} ${immaterial}`)).toContain(specific)
  })
})

describe("an authority's investigation resolved with no suit, complaint or court", () => {
  const legal = (text: string): Array<string> =>
    detectFlags("item_1_legal_proceedings", text).evidence.filter((e) => e.flag === "material_legal_proceeding_flag").map((e) => e.sentence)
  const investigation = (text: string): Array<string> =>
    detectFlags("item_1_legal_proceedings", text).evidence.filter((e) => e.flag === "investigation_flag").map((e) => e.sentence)
  it("is the investigation's: the resolution and the prosecution agreement's terms are no legal proceeding", () => {
    const resolution =
      "In March 2020, the Company reached a resolution with the U.S. Department of Justice and the Securities and Exchange Commission regarding their investigation into certain of its distributor payments."
    const terms = "Under the Non-Prosecution Agreement, the Company agreed to pay $3.4 million, and the DOJ agreed not to prosecute the Company for the conduct."
    const expired = "The Non-Prosecution Agreement expired in March 2023."
    const text = `${resolution} As part of the resolution, the Company entered into a Non-Prosecution Agreement with the DOJ. ${terms} ${expired}`
    for (const s of [resolution, terms, expired]) {
      expect(legal(text), s).not.toContain(s)
      expect(investigation(text), s).toContain(s)
    }
  })
  it("stays a legal proceeding where a suit or a court is stated", () => {
    const qui = "In 2019 a relator filed a qui tam complaint under the False Claims Act against the Company in the District of Massachusetts."
    const settled = "In June 2021, the Company entered into a civil settlement agreement with the DOJ and the relator to resolve the qui tam suit for $7.5 million."
    expect(legal(`${qui} ${settled}`)).toContain(settled)
    const court = "Under the Deferred Prosecution Agreement, which the District Court approved in May 2022, the Company paid a penalty of $18 million."
    expect(legal(`In May 2022 the Company entered into a Deferred Prosecution Agreement with the DOJ. ${court}`)).toContain(court)
  })
})

describe("a tax authority's examination step", () => {
  const flags = (sentence: string) => detectFlags("item_2_mdna", sentence).flags
  it("is no legal proceeding while nothing is contested, assessed or owed", () => {
    for (const s of [
      "On May 26, 2011 the IRS issued a Revenue Agent’s report (“RAR”) detailing proposed adjustments for the tax years under examination.",
      "In the third quarter, the Canada Revenue Agency issued proposed adjustments arising from its audit of our 2017 and 2018 returns.",
      "During 2022 the IRS issued an RAR in connection with its examination of the Company's 2018 federal income tax return."
    ]) {
      expect(flags(s).material_legal_proceeding_flag, s).toBe(false)
    }
  })
  it("is a legal proceeding once the company contests it or an assessment follows", () => {
    for (const s of [
      "In 2020 the IRS issued a Revenue Agent's Report proposing adjustments for our 2015 and 2016 tax years, which we are contesting through the IRS appeals process.",
      "In March 2019 the IRS issued a notice of deficiency for the 2014 tax year, which we have contested in the U.S. Tax Court."
    ]) {
      expect(flags(s).material_legal_proceeding_flag, s).toBe(true)
    }
  })
})

describe("a settlement's execution beside the settled matter", () => {
  const legal = (text: string): Array<string> =>
    detectFlags("item_1_legal_proceedings", text).evidence.filter((e) => e.flag === "material_legal_proceeding_flag").map((e) => e.sentence)
  it("refers back to the settlement stated in its paragraph", () => {
    const executed = "The definitive settlement agreement was signed on March 4, 2021."
    expect(legal(`In 2020 the Company agreed to settle the patent infringement lawsuit brought by Orvane Labs for $3 million. ${executed}`)).toContain(executed)
  })
  it("is no legal proceeding beside a commercial agreement or alone", () => {
    const executed = "The final agreement was executed in June 2013."
    expect(legal(`In 2012 we agreed with a supplier on new pricing terms. ${executed}`)).toEqual([])
    expect(legal(executed)).toEqual([])
  })
})

describe("an e-mail compromise, and an incident's consequences told with the verbs of loss", () => {
  const cited = (text: string): Array<string> => citedIn("item_7_mdna", text, "cybersecurity_incident_flag")
  it("reads the company as the victim of a business email compromise, and the loss it recorded for it", () => {
    const anchor = "In the third quarter, we were the victim of a business email compromise, which resulted in the fraudulent transfer of $1.5 million to an unknown third party."
    const loss = "We recorded a loss of $1.5 million in the third quarter related to the incident."
    expect(cited(`${anchor} ${loss}`)).toEqual([anchor, loss])
    expect(cited("Business email compromise schemes are a growing threat to companies of our size.")).toEqual([])
  })
  it("carries sales lost and production halted because of a stated attack, not without one", () => {
    const anchor = "On May 3, 2021, the Company discovered that it had been the victim of a ransomware attack that affected its operational systems."
    const lost = "The Company lost sales of approximately $4 million as a result of the incident."
    const halted = "As a result of the incident, production at the Company's two plants was halted for approximately ten days."
    expect(cited(`${anchor} ${lost} ${halted}`)).toEqual([anchor, lost, halted])
    expect(cited(`Our plants ran at full capacity during the year. ${lost}`)).toEqual([])
  })
})

describe("inquiries the company is the subject of, an authority's complaint, and its own investigation announced in a report filed with the SEC", () => {
  it("reads the company as the subject of investigations, not a category of them", () => {
    const s = "In addition, the Company is the subject of investigations by state and federal regulators, which also could result in monetary fines and other relief."
    expect(citedIn("item_3_legal_proceedings", s, "investigation_flag")).toEqual([s])
    expect(citedIn("item_1a_risk_factors", "We may become the subject of investigations by state and federal regulators.", "investigation_flag")).toEqual([])
    expect(citedIn("item_1a_risk_factors", "From time to time we are the subject of investigations by regulators.", "investigation_flag")).toEqual([])
  })
  it("reads an authority's administrative complaint", () => {
    const s = "On March 30, 2021, the U.S. Federal Trade Commission (the FTC) filed an administrative complaint and a motion for a preliminary injunction in the United States District Court for the District of Columbia."
    expect(citedIn("item_1_legal_proceedings", s, "investigation_flag")).toEqual([s])
  })
  it("keeps the company's own investigation silent when the only authority named received a filing", () => {
    const s = "As previously disclosed in our Current Report on Form 8-K filed with the Securities and Exchange Commission (the “SEC”) on August 9, 2012, we announced that, at the request of our Board of Directors (the “Board”), we had commenced an internal investigation of certain transactions."
    expect(citedIn("item_9a_controls", s, "investigation_flag")).toEqual([])
  })
  it("reads a pointer to the proceedings set forth below as no proceeding", () => {
    expect(citedIn("item_1_legal_proceedings", "We are also party to the proceedings set forth below.", "material_legal_proceeding_flag")).toEqual([])
  })
})

describe("suits another party began, a former officer's complaint, the bank's intruders, and a debtor's automatic stay", () => {
  it("reads litigation another party initiated and what it claims", () => {
    const s = "One of the Company’s investors has initiated litigation claiming that the August 2008 conversion of their convertible debentures into preferred shares should be voided."
    expect(citedIn("item_1_legal_proceedings", s, "material_legal_proceeding_flag")).toEqual([s])
    expect(citedIn("item_1_legal_proceedings", "The Company has initiated litigation claiming that its former distributor breached the supply agreement.", "material_legal_proceeding_flag")).toEqual([])
  })
  it("reads a former officer of the company as the party that filed against it", () => {
    const s = "A former officer of the Company filed a complaint against the Company in the U.S. District Court on March 9, 2015."
    expect(citedIn("item_1_legal_proceedings", s, "material_legal_proceeding_flag")).toEqual([s])
  })
  it("reads an intrusion detected well before the attack is named", () => {
    const s = "Subsequent to the quarter, the Company detected and confirmed that the Bank and certain of its customers and employees were the target of an external, criminal cyber-attack involving theft and fraudulent activity."
    expect(citedIn("item_2_mdna", s, "cybersecurity_incident_flag")).toEqual([s])
  })
  it("reads other companies as the subject of a sentence beside the company's own inquiry as no step of it", () => {
    const text = "Pharmaceutical companies also have been the target of government lawsuits and investigations alleging violations of government regulation. For example, we have received a subpoena from the U.S. Attorney's Office for documents related to our marketing."
    expect(citedIn("item_1a_risk_factors", text, "investigation_flag")).toEqual(["For example, we have received a subpoena from the U.S. Attorney's Office for documents related to our marketing."])
  })
  it("reads the terms of a stated supervisory order as its steps, not another order's", () => {
    const text = "On June 26, 2009, the Corporation consented to the issuance of an Order to Cease and Desist (the “Corporation Order”) by the OTS. The Corporation Order requires the Corporation to obtain the permission of the OTS prior to declaring any dividends."
    expect(citedIn("item_2_mdna", text, "investigation_flag")).toHaveLength(2)
    expect(citedIn("item_2_mdna", "The Order requires the Company to pay the plaintiffs' legal fees.", "investigation_flag")).toEqual([])
  })
  it("reads the policy of expensing legal fees as incurred as no matter", () => {
    const text = "On June 1, 2020, a former customer filed a lawsuit against the Company alleging breach of contract. The Company expenses professional legal fees as incurred, which are included in selling, general, and administrative expense."
    expect(citedIn("item_1_legal_proceedings", text, "material_legal_proceeding_flag")).toEqual(["On June 1, 2020, a former customer filed a lawsuit against the Company alleging breach of contract."])
  })
  it("reads a debtor's automatic stay and a cost policy as no matter", () => {
    const text = "On June 1, 2020, a former customer filed a lawsuit against the Company alleging breach of contract. Legal costs related to these matters are expensed as incurred. Commencement of the Chapter 11 Cases automatically stayed certain proceedings and actions against the Debtors."
    expect(citedIn("item_3_legal_proceedings", text, "material_legal_proceeding_flag")).toEqual(["On June 1, 2020, a former customer filed a lawsuit against the Company alleging breach of contract."])
  })
})

describe("suits filed 'typically alleging', inquiries about a dated incident, an authority's suit, and a loss policy", () => {
  const cited = (text: string, flag: EventFlag): Array<string> => citedIn("item_1_legal_proceedings", text, flag)
  it("reads suits filed against the company whose claims are described as typical", () => {
    const s = "Following the 2017 cybersecurity incident, hundreds of class actions and other lawsuits were filed against us typically alleging harm from the incident and seeking various remedies."
    expect(cited(s, "material_legal_proceeding_flag")).toEqual([s])
  })
  it("reads past inquiries about a dated incident, not a present category", () => {
    const s = "We were also subject to investigations and inquiries by federal, state and foreign governmental agencies and officials regarding the 2017 cybersecurity incident and related matters."
    expect(cited(s, "investigation_flag")).toEqual([s])
    expect(cited("We are subject to investigations and inquiries by federal, state and foreign governmental agencies regarding our products.", "investigation_flag")).toEqual([])
  })
  it("reads an authority's suit as a proceeding, and a loss policy beside it as none", () => {
    const s = "On March 30, 2021, the U.S. Federal Trade Commission (the FTC) filed an administrative complaint and a motion for a preliminary injunction in the United States District Court for the District of Columbia."
    const policy = "A liability is recorded in the condensed consolidated financial statements if it is believed to be probable that a loss has been incurred and the amount can be reasonably estimated."
    expect(cited(`${s} ${policy}`, "material_legal_proceeding_flag")).toEqual([s])
  })
})

describe("investigations of a named event, and contingencies resolved by settlements with an authority", () => {
  const cited = (section: SectionKey, text: string): Array<string> => citedIn(section, text, "investigation_flag")
  it("reads the circumstances of a named event as the subject of investigations", () => {
    const s = "The circumstances surrounding the Maui windstorm and wildfires are currently the subject of several investigations."
    expect(cited("item_7_mdna", s)).toEqual([s])
    expect(cited("item_7_mdna", "Many other companies in our industry are currently the subject of several investigations.")).toEqual([])
  })
  it("reads contingencies resolved by settlements with the DOJ, not with a tax authority", () => {
    const s = "A significant portion of the contingencies arising from the Macondo well incident has now been resolved as a result of settlements with the U.S. Department of Justice (the “DOJ”)."
    expect(cited("item_1_legal_proceedings", s)).toEqual([s])
    expect(cited("item_1_legal_proceedings", "The tax contingencies for 2015 were resolved through settlements with the Internal Revenue Service.")).toEqual([])
  })
})

describe("claims made against the company, a caption before its verb, counterclaims, settlements with an authority, and a bank's supervisory agreements", () => {
  it("reads claims made against the company, though the sentence lists non-ordinary course expenses", () => {
    const s = "In the second quarter of fiscal 2015, the payment card networks made claims against the Company for costs including non-ordinary course operating expenses (such as card reissuance costs)."
    expect(citedIn("item_1_legal_proceedings", s, "material_legal_proceeding_flag")).toEqual([s])
  })
  it("reads a suit captioned against the company before it says it was filed", () => {
    const text = "Cleveland BioLabs agreed to merge with Cytocom. Cleveland BioLabs filed a proxy statement. Cleveland BioLabs held a meeting. On March 17, 2021, a complaint, captioned Steudte v. Cleveland BioLabs, Inc. et al., Case 1:21-cv-02314, was filed in the U.S. District Court for the Southern District of New York."
    expect(citedIn("item_3_legal_proceedings", text, "material_legal_proceeding_flag")).toEqual([text.slice(text.indexOf("On March 17"))])
  })
  it("reads counterclaims filed against the company, named or not, and not the company's own", () => {
    for (const s of [
      "On or about April 27, 2021, Mr. Landers filed his Answering Statement and Counterclaim against the Company in the arbitration proceeding.",
      "On or about April 27, 2021, Mr. Landers filed his Answering Statement and Counterclaim against Usio in the arbitration proceeding."
    ])
      expect(citedIn("item_1_legal_proceedings", s, "material_legal_proceeding_flag"), s).toEqual([s])
    expect(citedIn("item_1_legal_proceedings", "The Company filed a counterclaim against Acme for breach of the supply agreement.", "material_legal_proceeding_flag")).toEqual([])
  })
  it("reads criminal and civil liability settled with the DOJ as an authority's matter", () => {
    const s = "In July 2020, the Company settled criminal and civil liability with the U.S. Department of Justice (DOJ), the U.S. Federal Trade Commission (FTC), and U.S. state attorneys general."
    expect(citedIn("item_1_legal_proceedings", s, "investigation_flag")).toEqual([s])
  })
  it("reads a bank's memorandum of understanding with its regulators as an investigation, not a suit", () => {
    const s = "On April 19, 2011, the Bank consented to a Memorandum of Understanding (the “MOU”) issued by the Federal Deposit Insurance Corporation (“FDIC”) and the Office of Financial Institutions."
    const text = `The Bank is the Company's only subsidiary. ${s} The Bank continues to operate.`
    expect(citedIn("item_7_mdna", text, "investigation_flag")).toEqual([s])
    expect(citedIn("item_7_mdna", `The Bank entered into a Consent Order with the FDIC effective September 1, 2010 that requires the Bank to maintain a minimum leverage capital ratio of 9.0%. The Bank is well capitalized.`, "material_legal_proceeding_flag")).toEqual([])
  })
})

describe("a supervisory agreement the supervisor entered into with the bank", () => {
  it("is an investigation when the supervisor is the subject, or found the bank in need of supervisory attention, and its terms follow", () => {
    const fdic =
      "On December 29, 2009, the FDIC and the state Division of Banks entered into an agreement on a Memorandum of Understanding with the Bank (“Bank MOU”)."
    const frb = "On February 1, 2010, the Federal Reserve Bank of San Francisco determined that the Company required additional supervisory attention."
    const terms = "Under the Bank MOU, the Bank must, among other things, maintain Tier 1 Capital of not less than 10.0% of the Bank’s adjusted total assets."
    citesEach("item_2_mdna", "investigation_flag", [fdic, frb], [
      "If the FDIC were to enter into a Memorandum of Understanding with the Bank, the Bank could be restricted in paying dividends.",
      "The FDIC entered into a purchase and assumption agreement with the Bank for the deposits of a failed institution.",
      "The examiners determined that the Bank's management required no further attention."
    ])
    expect(citedIn("item_2_mdna", `${fdic} ${terms}`, "investigation_flag")).toEqual([fdic, terms])
  })
})

describe("a supervisory agreement with the bank and its supervisor as joint subjects, and the memoranda's terms", () => {
  it("is an investigation, and its terms follow in its unit", () => {
    const joint =
      "On April 15, 2010, the Bank and the Comptroller of the Currency of the United States of America (the “Comptroller”) entered into a formal written agreement."
    citesEach("item_7_mdna", "investigation_flag", [joint], [
      "The Bank and the Comptroller of the Currency may enter into a formal written agreement if the examination finds deficiencies.",
      "The Bank and its correspondent bank entered into a written agreement for clearing services."
    ])
    const mou = "In December 2010, the Bank entered into a Memorandum of Understanding with the Federal Deposit Insurance Corporation."
    const terms = [
      "In particular, the Company must take corrective action regarding the sale of its headquarters building to the Bank.",
      "The Company has also agreed not to declare or pay any dividends without prior regulatory approval."
    ]
    expect(citedIn("item_7_mdna", [mou, ...terms].join(" "), "investigation_flag")).toEqual([mou, ...terms])
  })
})

describe("an authority's civil action, and a policy for contingencies", () => {
  it("reads the company named as a defendant in a civil action the SEC brought", () => {
    const s = "In May 2012, the Company was named as a defendant in a civil action brought by the Securities and Exchange Commission related to transactions involving the sale and issuance of shares."
    expect(citedIn("item_1_legal_proceedings", s, "investigation_flag")).toEqual([s])
  })
  it("reads a policy for accruing contingencies as no follow-on", () => {
    const anchor = "On June 1, 2016, a former customer filed a lawsuit against the Company alleging breach of contract."
    const policy = "However, for such matters when it is probable that the Company has incurred a liability and can reasonably estimate the amount, the Company accrues and discloses such amount."
    expect(citedIn("item_3_legal_proceedings", `${anchor} ${policy}`, "material_legal_proceeding_flag")).toEqual([anchor])
  })
})

describe("a derivative suit, an authority's subpoenas and notice of violations, and routine litigation", () => {
  it("reads a derivative suit filed on the company's behalf", () => {
    const s = "On May 16, 2024, David Kelley, an alleged shareholder of the Company, filed a shareholder derivative lawsuit in the U.S. District Court for the Eastern District of Wisconsin."
    expect(citedIn("item_1_legal_proceedings", s, "material_legal_proceeding_flag")).toEqual([s])
  })
  it("reads subpoenas from the DOJ and an EPA notice of potential violations", () => {
    for (const s of [
      "The subpoena and document requests include subpoenas from the United States Department of Justice (“DOJ”) concerning allegations of potential criminal and civil violations of federal law.",
      "On January 31, 2023, the EPA issued a Notice of Potential Violations associated with the Company's plan to close the ash pond."
    ])
      expect(citedIn("item_3_legal_proceedings", s, "investigation_flag"), s).toEqual([s])
  })
  it("reads ordinary, routine litigation incidental to the business as a category", () => {
    const s = "We are defendants in ordinary, routine litigation or proceedings incidental to our business, including employment-related matters."
    expect(citedIn("item_3_legal_proceedings", s, "material_legal_proceeding_flag")).toEqual([])
  })
})

describe("an agreement the company is subject to, and matters named by a marked product", () => {
  it("reads the company as subject to a non-prosecution agreement", () => {
    const s = "We are also subject to a non-prosecution agreement (“NPA”)."
    expect(citedIn("item_3_legal_proceedings", s, "investigation_flag")).toEqual([s])
  })
  it("reads matters asserting claims against the company about a named product, not a bare category", () => {
    const s = "We are party to a number of matters asserting product liability claims against the Company related to certain Pam® and other cooking spray products."
    expect(citedIn("item_3_legal_proceedings", s, "material_legal_proceeding_flag")).toEqual([s])
    expect(citedIn("item_3_legal_proceedings", "From time to time we are party to a number of matters asserting claims against the Company in the ordinary course of business.", "material_legal_proceeding_flag")).toEqual([])
  })
})

describe("a counted docket inside a category, an environmental directive, and a site named in a relative clause", () => {
  const legal = (s: string): Array<string> => citedIn("item_3_legal_proceedings", s, "material_legal_proceeding_flag")
  it("reads a count of pending suits given after 'including', not the category alone", () => {
    const s = "We are party to various claims arising in the ordinary course of business, including 312 pending asbestos-related lawsuits filed in state courts."
    expect(legal(s)).toEqual([s])
    expect(legal("We are subject to various legal proceedings incidental to our business, including product liability and employment claims.")).toEqual([])
    const t = "We are subject to various legal proceedings, which include approximately 1,200 pending asbestos claims."
    expect(legal(t)).toEqual([t])
  })
  it("carries the amount accrued for the pending claims and the product liability of a stated docket, not a future accrual", () => {
    const anchor = "On March 3, 2019, a jury awarded damages of $10 million against the Company in a product liability case."
    const steps = ["The amount accrued for pending and future claims as of December 31, 2023 was $45 million.", "The undiscounted product liability as of December 31, 2023 was $61 million."]
    expect(legal([anchor, ...steps].join(" "))).toEqual([anchor, ...steps])
    expect(legal(`${anchor} Amounts for future claims will be accrued in future periods when they can be estimated.`)).toEqual([anchor])
  })
  it("reads an environmental authority's directive or order to remediate, not a possible or denied one", () => {
    const s = "In May 2011, the Company received an order from the Pennsylvania Department of Environmental Protection to investigate and remediate groundwater contamination at its former plant."
    expect(legal(s)).toEqual([s])
    for (const u of [
      "In 2018, the Company received a notice from the EPA requiring the Company to investigate and remediate soil contamination at its former facility.",
      "In 2015, the state Department of Environmental Quality issued an order directing the Company to remediate groundwater contamination at the site."
    ])
      expect(legal(u), u).toEqual([u])
    expect(legal("If the Company receives an order from the Department of Environmental Protection to remediate the site, it could incur material costs.")).toEqual([])
    expect(legal("If the EPA issues an order requiring the Company to remediate the site, the Company could incur material costs.")).toEqual([])
    expect(legal("The Company has not received any directive from the EPA to clean up the property.")).toEqual([])
  })
  it("reads a site at which the company has been named a potentially responsible party, whatever the main clause says of the site", () => {
    const s = "The Company does not operate any of the landfills at which it has been named as a potentially responsible party."
    expect(legal(s)).toEqual([s])
    expect(legal("The Company has not been named as a potentially responsible party at any site.")).toEqual([])
  })
})

describe("steps of a stated suit: a lead plaintiff appointed, allegations disputed, losses not yet estimable, defenses to the claims", () => {
  const legal = (s: string): Array<string> => citedIn("item_1_legal_proceedings", s, "material_legal_proceeding_flag")
  const suit = "On March 3, 2021, a putative securities class action was filed against the Company in the U.S. District Court for the District of New Jersey."
  it("carries them in the suit's paragraph", () => {
    for (const step of [
      "The court later appointed a pension fund as lead plaintiff.",
      "The Company disagrees with the allegations that its disclosures were misleading or that any investor would be entitled to damages.",
      "The Company disagrees with this outcome and believes it did not assume any liabilities of the former owner.",
      "The Company is not presently able to estimate the potential losses, if any, related to this action.",
      "We believe that we have meritorious defenses with respect to the claims asserted against us and intend to defend ourselves vigorously.",
      "These claims typically allege negligence and strict liability and seek compensatory and, in some cases, punitive damages.",
      "We are unable to state the amount of damages claimed in any of these lawsuits because the complaints do not specify them."
    ])
      expect(legal(`${suit} ${step}`), step).toEqual([suit, step])
  })
  it("does not carry a possible step, a category of cases or a defense to claims that might be brought", () => {
    for (const step of [
      "The court may appoint a lead plaintiff in the coming months.",
      "If the Company disagrees with the decision, it may appeal.",
      "In some cases, claims of this kind are dismissed before trial.",
      "We believe we would have meritorious defenses with respect to any claims that may be asserted against us in the future."
    ])
      expect(legal(`${suit} ${step}`), step).toEqual([suit])
  })
})

describe("pointers, generic defenses, accrual policy and a nominal defendant's suit are no proceeding", () => {
  const legal = (s: string): Array<string> => citedIn("item_1_legal_proceedings", s, "material_legal_proceeding_flag")
  it("reads neither a pointer to the proceedings described below and in a note nor a defense of 'those claims'", () => {
    expect(legal("The Company is subject to a variety of claims in the ordinary course of business. The Company and its subsidiaries are parties to the legal claims and proceedings described below and in Note 12 to the Company’s 2023 Annual Report, which disclosure is incorporated herein by this reference. The Company is vigorously defending itself against those claims.")).toEqual([])
  })
  it("keeps a defense of a counted suit", () => {
    const s = "The Company is defending itself against two lawsuits filed by former employees in 2021."
    expect(legal(s)).toEqual([s])
  })
  it("does not carry an accrual policy, a conditional policy or an opinion that the outcome is not material", () => {
    const anchor = "On June 2, 2022, a former customer filed a lawsuit against the Company in the Superior Court of California alleging breach of warranty."
    for (const policy of [
      "Amounts accrued for legal contingencies often result from a complex series of judgments about future events.",
      "If the risk of loss is probable but the amount cannot be reasonably estimated, no liability is accrued.",
      "In management's opinion, based upon currently known facts, the outcome of such lawsuits, including the matter described above, is not expected to have a material adverse effect on our financial condition."
    ])
      expect(legal(`${anchor} ${policy}`), policy).toEqual([anchor])
  })
  it("reads no suit against insiders in which the company is a nominal defendant and no relief is sought from it, but a derivative suit's nominal defendant stays", () => {
    expect(
      legal("In 2020, a stockholder filed an action in the U.S. District Court for the District of Delaware against a former director alleging violations of Section 16(b) of the Securities Exchange Act. The Company is a nominal defendant in the action, no relief is sought against the Company, and any recovery will benefit the Company.")
    ).toEqual([])
    const s = "On April 4, 2022, a shareholder filed a derivative action in the Delaware Court of Chancery against our directors, naming the Company as a nominal defendant."
    expect(legal(s)).toEqual([s])
  })
})

describe("a bank holding company's supervisory agreement, and a settled authority's matter named by its settlement", () => {
  const inv = (s: string): Array<string> => citedIn("item_1_legal_proceedings", s, "investigation_flag")
  it("reads a supervisory agreement with the Board of Governors, even where its terms require approvals", () => {
    const s = "The Company remains subject to a written agreement with the Board of Governors of the Federal Reserve System, which provides that the Company cannot pay dividends without prior written approval of the Reserve Bank."
    expect(inv(s)).toEqual([s])
    expect(inv("The Company will need the prior approval of the Federal Reserve before paying dividends.")).toEqual([])
    expect(inv("We submitted a new drug application and await FDA approval.")).toEqual([])
  })
  it("reads the SEC settlement a court addressed, not a possible one or a tax authority's", () => {
    const s = "In 2021, the court stayed the derivative action pending its review of the recent SEC settlement agreement."
    expect(inv(s)).toEqual([s])
    expect(inv("If we reach an SEC settlement, we would pay a civil penalty.")).toEqual([])
    expect(inv("In 2021, the Tax Court approved the 2019 IRS settlement of our transfer pricing dispute.")).toEqual([])
  })
})

describe("an authority's own suit against the company and its steps, class actions counted and filed in a court, and an incident response activated", () => {
  const inv = (s: string): Array<string> => citedIn("item_1_legal_proceedings", s, "investigation_flag")
  const legal = (s: string): Array<string> => citedIn("item_3_legal_proceedings", s, "material_legal_proceeding_flag")
  it("reads a federal authority's civil complaint naming the company, and the later steps that name the complaint by its defined term", () => {
    const anchor =
      "On March 3, 2020, the Commodity Futures Trading Commission (“CFTC”) filed a civil complaint (the “CFTC Complaint”) in the United States District Court for the Southern District of New York naming the Company and its former chief executive officer as defendants."
    const steps = [
      "The CFTC Complaint alleges that the Company misrepresented the volume of its trading platform under the Commodity Exchange Act.",
      "The CFTC seeks permanent injunctions, disgorgement and civil monetary penalties against the defendants."
    ]
    expect(inv(`${anchor}\n${steps.join(" ")}`)).toEqual([anchor, ...steps])
    const s = "In June 2018, the Department of Labor filed a civil action in federal court against the Company alleging violations of ERISA."
    expect(inv(s)).toEqual([s])
  })
  it("reads no investigation in a state's or a private party's complaint, nor in a suit the authority may bring", () => {
    for (const s of [
      "In May 2023, the Attorney General of Ohio filed a complaint in state court against the Company alleging violations of the state consumer protection law.",
      "In May 2023, a former distributor filed a complaint against the Company in the District Court alleging breach of contract.",
      "If the SEC files a civil complaint against the Company, we could incur significant costs.",
      "The SEC may file a civil action against the Company seeking penalties."
    ])
      expect(inv(s), s).toEqual([])
  })
  it("reads a counted class action filed in a court, whoever it is brought for, but no hypothetical or denied one", () => {
    const s =
      "A second purported class action lawsuit, on behalf of participants in the Company's savings plan who held Company stock from June 1, 2001 to May 15, 2002 and making similar allegations, was filed in the same court on July 9, 2002."
    expect(legal(s)).toEqual([s])
    const t = "Another putative class action was filed in the Superior Court of California, County of Alameda, on June 3, 2019."
    expect(legal(t)).toEqual([t])
    for (const n of [
      "If a class action lawsuit were filed in court against the Company, the costs of defending it could be significant.",
      "No class action has been filed in any court with respect to the recall."
    ])
      expect(legal(n), n).toEqual([])
  })
  it("reads a judgement against the company in either spelling, not a hypothetical one or one the company obtained", () => {
    citesEach("item_2_mdna", "material_legal_proceeding_flag", [
      "In August 2019, the holder of the Note obtained a judgement against the Company for nonpayment in the State of Delaware.",
      "The judgement against the Company was affirmed on appeal in March 2024."
    ], [
      "If a judgement were entered against the Company, we would have to pay the full amount.",
      "The Company obtained a judgement against its former distributor for unpaid invoices."
    ])
  })
  it("reads talks begun with an authority to settle its investigation, not hypothetical talks", () => {
    const s = "In March 2021, the Company began discussions with the SEC staff regarding a potential settlement to resolve the investigation of its revenue recognition."
    expect(inv(s)).toEqual([s])
    expect(inv("If the Company were to begin discussions with the SEC regarding a settlement to resolve the investigation, it could incur a penalty.")).toEqual([])
  })
  it("reads no habitual receipt of requests, no conditional pointer to damages sought and no summary heading as a step of the stated matters", () => {
    const anchor = "In 2019, the Company received a subpoena from the SEC relating to its sales practices."
    for (const generic of [
      "In connection with such formal and informal inquiries, the Company receives numerous requests, subpoenas, and orders for documents and testimony.",
      "To the extent a plaintiff in these cases has specified the amount of damages being sought, we have noted those alleged damages in the descriptions below.",
      "Below is a summary of some of these material proceedings and claims."
    ]) {
      expect(inv(`${anchor} ${generic}`), generic).toEqual([anchor])
      expect(legal(`${anchor} ${generic}`), generic).not.toContain(generic)
    }
  })
  it("reads an incident response activated after a stated incident, not a response plan described", () => {
    const cyber = (s: string): Array<string> => citedIn("item_2_mdna", s, "cybersecurity_incident_flag")
    const anchor = "On June 1, 2023, the Company identified a ransomware attack that encrypted certain of its information technology systems."
    const step = "The Company activated its incident response protocols, including shutting down certain systems, engaging outside security experts and notifying law enforcement."
    expect(cyber(`${anchor} ${step}`)).toEqual([anchor, step])
    expect(cyber("The Company maintains an incident response plan, and in the event of an incident it activates its response protocols and engages outside security experts.")).toEqual([])
  })
})

describe("the terms a stated supervisory order sets the bank or the company", () => {
  const order = "On April 19, 2011, the Bank consented to a Memorandum of Understanding (the “MOU”) issued by the Federal Deposit Insurance Corporation."
  const lead = "The MOU provides for, among other things, the following items within specific time periods:"
  it("are its steps in its paragraph and, line by line, in the list its lead-in opens", () => {
    const terms = [
      "The Bank shall reduce its level of adversely classified assets.",
      "The Bank shall maintain a Tier 1 leverage capital ratio of at least 9%.",
      "The Board of the Bank is required to increase its participation in the affairs of the Bank.",
      "maintain (i) a tier 1 (core) capital to adjusted total assets ratio of at least 6.0%;"
    ]
    expect(citedIn("item_7_mdna", [order, lead, ...terms].join("\n"), "investigation_flag")).toEqual([order, lead, ...terms])
    const dividends = "Under the terms of the MOU, the Bank cannot declare dividends without the prior written approval of the FDIC."
    expect(citedIn("item_7_mdna", `${order} ${dividends}`, "investigation_flag")).toEqual([order, dividends])
    const report = "Within thirty days following the end of each quarter, the Corporation is required to provide the FDIC its variance report for that quarter."
    const permission = "Accordingly in this MOU, the Company is required to obtain written permission before paying any dividends."
    expect(citedIn("item_7_mdna", `${order} ${report} ${permission}`, "investigation_flag")).toEqual([order, report, permission])
  })
  it("follow an agreement entered into with a bank supervisor by name, not a commercial agreement with a Federal Reserve Bank", () => {
    const agreement = "On May 26, 2010, the Company entered into an agreement (the “FRB Agreement”) with the Federal Reserve Board (“FRB”)."
    const term = "The Company is to act as a source of financial strength for the Bank."
    expect(citedIn("item_2_mdna", `${agreement} ${term}`, "investigation_flag")).toEqual([agreement, term])
    for (const sentence of [
      "The Company entered into an agreement with the Federal Reserve Bank of Atlanta to sell its branch.",
      "The Bank entered into an agreement with the Federal Reserve Bank for access to the discount window."
    ])
      expect(citedIn("item_2_mdna", sentence, "investigation_flag"), sentence).toEqual([])
  })
  it("are nothing without a stated order, nor under a condition", () => {
    const terms = ["The Bank shall reduce its level of adversely classified assets.", "The Company must maintain a leverage ratio of at least 9%."]
    expect(citedIn("item_7_mdna", terms.join("\n"), "investigation_flag")).toEqual([])
    const conditional = "If the Bank fails to meet these ratios, the Bank shall submit a capital plan."
    expect(citedIn("item_7_mdna", `${order} ${conditional}`, "investigation_flag")).toEqual([order])
  })
})

describe("an authority's fine or penalty on the company", () => {
  it("is an investigation told from either side, not a court's fine, a hypothetical one or other companies'", () => {
    citesEach("item_3_legal_proceedings", "investigation_flag", [
      "The Company was fined $2 million by the Securities and Exchange Commission.",
      "The SEC fined the Company $2 million.",
      "In 2021, the Company paid a civil penalty of $2 million to the SEC."
    ], [
      "The court fined the Company $1,000 for a discovery violation.",
      "If we fail to comply, we could be fined by the FTC.",
      "The Company was not fined by the SEC.",
      "Other companies in our industry have been fined by the FTC."
    ])
  })
})

describe("an authority that tells the company of its inquiry", () => {
  it("states the inquiry when it reports it completed or commenced, not when the notice is hypothetical or denied", () => {
    citesEach("item_3_legal_proceedings", "investigation_flag", [
      "In January 2023, the CFPB notified us that its investigation was completed and that it does not intend to recommend an enforcement action.",
      "The SEC staff informed the Company that it had concluded its investigation.",
      "In 2019, the Bank was informed by the FDIC that it was conducting an investigation into the Bank's overdraft practices."
    ], [
      "If the SEC notifies the Company that it has concluded its investigation, the Company will disclose it.",
      "The SEC has not notified the Company that it has completed its investigation."
    ])
  })
})

describe("an agency's debarment or suspension of the company", () => {
  it("is an investigation when the company received it or was debarred or suspended, not when it is hypothetical, denied or generic", () => {
    citesEach("item_3_legal_proceedings", "investigation_flag", [
      "On or about August 12, 2014, we received a Notice of Debarment from the US Defense Logistics Agency.",
      "In March 2021, the Company received a notice of proposed debarment from the Department of the Air Force.",
      "In 2023 the Company was suspended from federal contracting by the General Services Administration.",
      "In May 2021, the Department of the Navy proposed the Company for debarment.",
      "The Environmental Protection Agency debarred the Company in 2019."
    ], [
      "If we were to receive a notice of debarment from a federal agency, we could lose our contracts.",
      "We have never been debarred or suspended by any federal agency.",
      "Companies that violate these rules may be debarred by the Department of Defense.",
      "We have not received any notice of debarment from the DLA.",
      "Trading in our shares was suspended from the exchange by the Authority."
    ])
  })
})

describe("a plea agreement with a prosecutor", () => {
  it("is an investigation and a legal proceeding of the company or its subsidiary, however the agreement is qualified", () => {
    const cited = [
      "On May 16, 2008, Northwind Pharmaceuticals, Inc. (“NPI”), the Company’s former subsidiary, entered into a written plea agreement with the U.S. Attorney’s Office for the District of Massachusetts whereby it agreed to plead guilty to violating the U.S. Anti-Kickback Statute and pay a fine of $22 million.",
      "In 2019, the Company entered into a plea agreement with the Department of Justice."
    ]
    const silent = [
      "The Company has not entered into a plea agreement with the Department of Justice.",
      "If we enter into a plea agreement with the DOJ, we could be excluded from federal programs."
    ]
    citesEach("item_3_legal_proceedings", "investigation_flag", cited, silent)
    citesEach("item_3_legal_proceedings", "material_legal_proceeding_flag", cited, silent)
  })
})

describe("a collective action and the company's agreement to resolve a suit", () => {
  it("states the suit, captioned or resolved, and its claims beside it; a hypothetical agreement and a denied pending suit stay silent", () => {
    const passage = [
      "On May 27, 2009, a purported collective/class action complaint captioned Jane Roe, et al. v. Northwind Services, Inc. was filed in the United States District Court for the Western District of Wisconsin.",
      "The complaint sought various forms of relief, including unpaid overtime wages, liquidated damages and attorneys’ fees.",
      "In March 2010, the Company entered into an agreement to resolve the collective action."
    ]
    expect(citedIn("item_1_legal_proceedings", passage.join(" "), "material_legal_proceeding_flag")).toEqual(passage)
    citesEach("item_1_legal_proceedings", "material_legal_proceeding_flag", [
      "In March 2010, the Company entered into an agreement to resolve the collective action.",
      "We reached a settlement to resolve the putative class actions.",
      "In 2022, a former hourly employee filed a putative collective action lawsuit against the Company alleging unpaid overtime."
    ], [
      "We may enter into an agreement to resolve the class action.",
      "If the Company does not reach an agreement to resolve the collective action, it may incur costs.",
      "As of the date of this filing, no legal action is pending against the Company, and the note holder has not provided any indication that such legal action is imminent.",
      "No claim or action is pending against the Company.",
      "Our employees are covered by collective bargaining agreements."
    ])
  })
})

describe("a bank supervisor's order: its terms not met and its restrictions in force", () => {
  const order = "On January 27, 2011, the Bank entered into a Consent Order with the FDIC under which the Bank has agreed to achieve and maintain a Tier 1 leverage ratio of 8.5% by March 31, 2011."
  it("are the order's follow-ons in its unit, and an order requiring regulatory approval is still an order", () => {
    for (const term of [
      "At March 31, 2011, and June 30, 2011, we were not in compliance with the Tier 1 and total risk-based capital requirements.",
      "As of June 30, 2011, the Bank did not meet the leverage ratio required by the Consent Order.",
      "We notified the bank regulatory agencies that the increased capital levels would not be achieved.",
      "We are also no longer allowed to accept, renew or rollover brokered deposits without prior regulatory approval."
    ])
      expect(citedIn("item_2_mdna", `${order} ${term}`, "investigation_flag"), term).toEqual([order, term])
    const approval = "On April 20, 2011, the Corporation entered into a Consent Order with the Federal Reserve Bank of St. Louis which requires the Corporation to obtain regulatory approval before declaring any dividends."
    expect(citedIn("item_2_mdna", approval, "investigation_flag")).toEqual([approval])
  })
  it("stay silent without a stated order, or when the shortfall is hypothetical", () => {
    for (const sentence of [
      "At June 30, 2011, we were not in compliance with the Tier 1 and total risk-based capital requirements.",
      "We are not allowed to accept brokered deposits without prior regulatory approval unless we are well capitalized.",
      "Dividends from the Bank require prior regulatory approval."
    ])
      expect(citedIn("item_2_mdna", sentence, "investigation_flag"), sentence).toEqual([])
    const hypothetical = "If the Bank does not meet the capital requirements, the FDIC may take further action."
    expect(citedIn("item_2_mdna", `${order} ${hypothetical}`, "investigation_flag")).toEqual([order])
  })
})

describe("the response to a stated cyber incident and what it did", () => {
  const anchor = "We have determined that the outage was due to a cyber-security incident and notified appropriate law enforcement authorities."
  it("is the incident's in its paragraph: plans activated, experts retained, systems restored or affected, remediation costs, the outage", () => {
    for (const sentence of [
      "On February 23, 2023, our parent announced that it had experienced a network outage that affected internal servers and IT telephony.",
      "We immediately activated our incident response and business continuity plans designed to contain, assess and remediate the situation.",
      "The services of cyber-security experts and outside advisors were retained to assist in the evaluation of the situation.",
      "The Company engaged a leading forensic firm to assist in its response.",
      "We are actively engaged in restoring the affected systems and are making steady progress.",
      "Our internal communications, customer call centers and internet sites have been affected.",
      "During the quarter, we are incurring certain expenses, including costs to remediate the incident."
    ])
      expect(citedIn("item_7_mdna", `${sentence} ${anchor}`, "cybersecurity_incident_flag"), sentence).toEqual([sentence, anchor])
  })
  it("stays silent as a plan, a possibility or without a stated incident", () => {
    for (const sentence of [
      "If an incident occurs, we would activate our incident response and business continuity plans.",
      "We may retain cyber-security experts to assist us in the event of an incident.",
      "Our operations have been affected by severe weather in the Gulf Coast."
    ])
      expect(citedIn("item_7_mdna", `${sentence} ${anchor}`, "cybersecurity_incident_flag"), sentence).toEqual([anchor])
    for (const sentence of [
      "We immediately activated our incident response and business continuity plans after the hurricane.",
      "Our parent had experienced a network outage that affected internal servers.",
      "The services of forensic experts were retained to assist in the audit committee's review."
    ])
      expect(citedIn("item_7_mdna", sentence, "cybersecurity_incident_flag"), sentence).toEqual([])
  })
})

describe("what a stated complaint alleges, and the company's answer", () => {
  const suit = "On July 19, 2016, a shareholder filed a putative class action complaint against the Company in the United States District Court for the District of Maryland."
  it("are the suit's follow-ons, whatever the allegation's own modality", () => {
    for (const sentence of [
      "The complaint alleges, among other things, that the Company made misleading statements about whether its contract would be renewed.",
      "The amended complaint also asserts that the Company could not meet its delivery schedule.",
      "The Company filed its answer on July 28, 2017.",
      "We filed an amended answer in March 2018."
    ])
      expect(citedIn("item_1_legal_proceedings", `${suit} ${sentence}`, "material_legal_proceeding_flag"), sentence).toEqual([suit, sentence])
  })
  it("stay silent when the step itself is hypothetical, or without a stated suit", () => {
    for (const sentence of [
      "If the plaintiffs amend the complaint, it may allege that the Company made misleading statements.",
      "The Company may file an answer if its motion is denied."
    ])
      expect(citedIn("item_1_legal_proceedings", `${suit} ${sentence}`, "material_legal_proceeding_flag"), sentence).toEqual([suit])
    expect(citedIn("item_7_mdna", "We filed our answer to the customer's inquiry in March 2018.", "material_legal_proceeding_flag")).toEqual([])
  })
})

describe("a party that brought a matter named by its defined term", () => {
  const suit = "On February 1, 2013, Northwind S.A. (“NSA”) initiated an arbitration before the International Chamber of Commerce against PA LLC, a subsidiary of the Company, alleging that PA LLC is in breach of a license agreement."
  it("is the company's adversary, not its name: its filings and the company's defence against its claims follow the matter", () => {
    for (const sentence of [
      "On November 4, 2013, NSA submitted its initial filing on the merits.",
      "The Company believes that it has meritorious defenses and will defend vigorously against NSA’s claims."
    ])
      expect(citedIn("item_1_legal_proceedings", `${suit} NSA’s counsel wrote to PA LLC. ${sentence}`, "material_legal_proceeding_flag"), sentence).toContain(sentence)
  })
  it("reads no defence where no matter is stated", () => {
    expect(citedIn("item_7_mdna", "The Company believes that it has meritorious defenses and will defend vigorously against any such claims.", "material_legal_proceeding_flag")).toEqual([])
  })
})

describe("what a named party alleges of the company or seeks, beside its stated matter", () => {
  const suit = "On February 26, 2021, Northwind Systems, Inc. (“Northwind”) filed a Request for Arbitration with the International Chamber of Commerce alleging the Company is in breach of a distribution agreement."
  it("follows the matter, the party as subject", () => {
    for (const sentence of [
      "Northwind alleges, in part, that the Company has breached the distribution agreement by discontinuing a device.",
      "Northwind seeks: (i) damages of $974,238, (ii) a declaration that the agreement is void.",
      "The Relator contends that the Company submitted false claims for payment."
    ])
      expect(citedIn("item_1_legal_proceedings", `${suit} ${sentence}`, "material_legal_proceeding_flag"), sentence).toEqual([suit, sentence])
  })
  it("stays silent without a stated matter, or when the allegation is only possible", () => {
    expect(citedIn("item_7_mdna", "Northwind alleges, in part, that the Company has breached the distribution agreement.", "material_legal_proceeding_flag")).toEqual([])
    const possible = "Northwind may allege that the Company breached the agreement."
    expect(citedIn("item_1_legal_proceedings", `${suit} ${possible}`, "material_legal_proceeding_flag")).toEqual([suit])
  })
})

describe("a class action's class, and an accrual policy for claims as a class", () => {
  const suit = "As previously reported, on September 11, 2018, a shareholder filed a putative class action complaint against the Company in the United States District Court for the District of New Jersey."
  it("reads the class defined as a step of the stated suit", () => {
    const sentence = "The class was defined as purchasers of the Company’s securities from November 9, 2017 through September 11, 2018."
    expect(citedIn("item_1_legal_proceedings", `${suit} ${sentence}`, "material_legal_proceeding_flag")).toEqual([suit, sentence])
  })
  it("reads no policy of reserving for claims when a loss is probable, beside a suit or alone", () => {
    const policy = "In accordance with the accounting guidance for contingencies, we reserve for litigation claims and assessments asserted or threatened against us when a loss is probable and the amount of the loss can be reasonably estimated."
    expect(citedIn("item_1_legal_proceedings", `${policy} ${suit}`, "material_legal_proceeding_flag")).toEqual([suit])
    expect(citedIn("item_1_legal_proceedings", policy, "material_legal_proceeding_flag")).toEqual([])
    const accrued = "In 2019, the Company recorded a reserve of $2 million for the shareholder litigation."
    expect(citedIn("item_1_legal_proceedings", `${suit} ${accrued}`, "material_legal_proceeding_flag")).toEqual([suit, accrued])
  })
})

describe("the company's denial of a stated claim", () => {
  const suit = "On November 19, 2012, a law firm filed a civil complaint in Superior Court of New Jersey against the Company seeking unpaid fees."
  it("follows the claim, the company as subject", () => {
    for (const sentence of ["We deny owing any amount to the law firm.", "The Company denies all liability.", "We dispute the amounts claimed by the firm."])
      expect(citedIn("item_1_legal_proceedings", `${suit} ${sentence}`, "material_legal_proceeding_flag"), sentence).toEqual([suit, sentence])
  })
  it("reads no denial without a stated claim", () => {
    expect(citedIn("item_7_mdna", "We deny owing any amount to the vendor.", "material_legal_proceeding_flag")).toEqual([])
  })
})

describe("the company's own investigation told beside an authority's", () => {
  it("is no step of the authority's investigation", () => {
    const own = "As previously disclosed, in fiscal 2011 the Company initiated an investigation into out of period adjustments resulting from certain accounting errors in one segment."
    const sec = "The Company is cooperating in the SEC’s investigation."
    expect(citedIn("item_1_legal_proceedings", `${own} ${sec}`, "investigation_flag")).toEqual([sec])
    const told = "In 2012, the SEC informed the Company that it had initiated an investigation into the same matters."
    expect(citedIn("item_1_legal_proceedings", `${sec} ${told}`, "investigation_flag")).toEqual([sec, told])
  })
})

describe("shareholder or securities suits told in the passive as filed in a court", () => {
  it("is the company's matter with no defendant named, and carries its allegations and relief", () => {
    const filed = "Following the announcement of the Merger Agreement, several shareholder derivative and purported class action lawsuits were filed in the Court of Common Pleas for Lake County, Ohio."
    const alleges = "The lawsuits generally allege that the directors breached their fiduciary duties by agreeing to an unfair price."
    const seek = "The lawsuits as filed seek, among other things, an injunction against the consummation of the proposed merger."
    expect(citedIn("item_1_legal_proceedings", `${filed} ${alleges} ${seek}`, "material_legal_proceeding_flag")).toEqual([filed, alleges, seek])
    citesEach("item_7_mdna", "material_legal_proceeding_flag", [
      "In 2019, a putative securities class action complaint was filed in the United States District Court for the Southern District of New York.",
      "Two stockholder lawsuits have been filed in the Delaware Court of Chancery challenging the proposed transaction."
    ], [
      "Shareholder lawsuits may be filed in the Court of Chancery if the merger is not completed.",
      "In 2019, a derivative action was filed by the Company in the Superior Court against its former distributor."
    ])
  })
})

describe("the plaintiffs' appeal in a stated suit", () => {
  it("is a step of the suit, the plaintiffs as subject", () => {
    citesEach("item_1_legal_proceedings", "material_legal_proceeding_flag", [
      "In March 2012, the plaintiffs filed a notice of appeal to the U.S. Court of Appeals for the Ninth Circuit.",
      "The plaintiffs have appealed the dismissal to the Court of Appeals."
    ], [
      "The plaintiffs may file a notice of appeal.",
      "If the plaintiffs appeal, the Company will defend the judgment."
    ])
  })
})

describe("an impersonator who took the company's money or shares by e-mail", () => {
  const fraud = "In November 2022, the Company became aware that an unknown third-party, impersonating a Company employee over e-mail through domain spoofing, fraudulently induced the Company’s transfer agent to issue and convey 3.3 million purported shares of the Company’s common stock."
  it("is an incident that happened to the company, and carries the money recovered", () => {
    const recovered = "Working with the Transfer Agent, the Company has recovered approximately $9.2 million in cash."
    expect(citedIn("item_7_mdna", `${fraud} ${recovered}`, "cybersecurity_incident_flag")).toEqual([fraud, recovered])
    citesEach("item_7_mdna", "cybersecurity_incident_flag", ["In 2023, a criminal posing as one of our vendors diverted a payment of $2.1 million intended for the vendor."], [])
  })
  it("is silent as a possibility, and a recovery with no incident is none", () => {
    citesEach("item_1a_risk_factors", "cybersecurity_incident_flag", [
    ], [
      "A third party impersonating one of our executives could induce our employees to transfer funds.",
      "Criminals posing as our vendors may attempt to divert payments."
    ])
    expect(citedIn("item_7_mdna", "Working with the insurer, the Company has recovered approximately $1.2 million in cash.", "cybersecurity_incident_flag")).toEqual([])
  })
})

describe("a lender's consent and waiver", () => {
  it("is no authority's order, while an authority's named consent still is", () => {
    const waiver = "Pursuant to the Consent and Waiver Agreement, the Company acknowledged that it was in default under the Credit Agreement for the months of November 2021 and December 2021."
    expect(citedIn("item_7_mdna", waiver, "investigation_flag")).toEqual([])
    expect(citedIn("item_7_mdna", "Pursuant to the Consent to the Credit Agreement, the Agent agreed to waive the Existing Default.", "investigation_flag")).toEqual([])
    const order = "Pursuant to the SEC Consent Order, we retained an independent compliance consultant."
    expect(citedIn("item_7_mdna", order, "investigation_flag")).toEqual([order])
  })
})

describe("an authority's named consent told with what the company agreed to in it", () => {
  it("still is the authority's order", () => {
    const measures = "We also agreed in the Consent to certain measures that we have implemented, including a formal review of our reports filed with the SEC."
    expect(citedIn("item_7_mdna", measures, "investigation_flag")).toEqual([measures])
  })
})

describe("suits the company is involved in, told by what they allege", () => {
  it("reads several suits whose allegations are stated, the company as subject", () => {
    citesEach(
      "item_1_legal_proceedings",
      "material_legal_proceeding_flag",
      [
        'The Company is involved in several lawsuits that set forth allegations of anti-competitive agreements between the Company and Northwind Motor Company ("Northwind") relating to access to dealer data.',
        "We are involved in two lawsuits alleging that our Zephyr pumps infringe patents held by Acme Medical, Inc.",
        "The Company is currently involved in lawsuits which allege that it breached its supply agreement with Keller Foods, Inc."
      ],
      ["The Company is involved in lawsuits that allege various claims arising in the ordinary course of business.", "We may become involved in lawsuits that allege infringement of third-party patents."]
    )
  })
})

describe("claims received about a thing the section names", () => {
  const heading = "Litigation Related to Velamir\n"
  const before = "In 2014, we acquired velamir. Velamir is included in all of our marketed products. "
  it("reads the claims and the company's view of them", () => {
    const claims = "We have received a number of contractual and intellectual property claims regarding velamir."
    const view = "While we have carefully considered these claims and believe they are without merit, we cannot predict the ultimate outcome of such claims."
    expect(citedIn("item_1_legal_proceedings", `${heading}${before}${claims} ${view}`, "material_legal_proceeding_flag")).toEqual([claims, view])
  })
  it("reads no claims about a category, nor about a word the section does not name", () => {
    for (const claims of ["We have received claims regarding our products.", "We have received a number of warranty claims regarding installations."])
      expect(citedIn("item_1_legal_proceedings", `${heading}${before}${claims}`, "material_legal_proceeding_flag"), claims).toEqual([])
  })
})

describe("a suit against other companies, and an authority's inquiry told by its scope", () => {
  const text =
    "In July 2014, the Company received interrogatories and a subpoena from the State of Connecticut Office of the Attorney General concerning its investigation into the pricing of digoxin. " +
    "According to the subpoena, the Connecticut Attorney General is investigating whether anyone engaged in any activities that resulted in fixing prices of digoxin in violation of Connecticut antitrust law. " +
    "In December 2016, the Connecticut Attorney General, joined by numerous other State Attorneys General, filed a civil complaint alleging that six pharmaceutical companies engaged in anti-competitive behavior. " +
    "The Company was not named in the action. " +
    "The complaint was later transferred to the United States District Court for the Eastern District of Pennsylvania. " +
    "On October 31, 2017, the State Attorneys General filed a motion in the District Court for leave to amend their complaint to add numerous additional defendants, including the Company, and claims relating to 13 additional drugs. " +
    "The Court granted that motion on June 5, 2018."
  it("reads the steps that bring the company in, not the complaint against others nor the inquiry's scope", () => {
    expect(citedIn("item_1_legal_proceedings", text, "material_legal_proceeding_flag")).toEqual([
      "The complaint was later transferred to the United States District Court for the Eastern District of Pennsylvania.",
      "On October 31, 2017, the State Attorneys General filed a motion in the District Court for leave to amend their complaint to add numerous additional defendants, including the Company, and claims relating to 13 additional drugs.",
      "The Court granted that motion on June 5, 2018."
    ])
  })
  it("reads a suit against several companies that names the company among them", () => {
    const sentence = "In March 2019, the Attorney General of Texas filed a complaint in the District Court of Travis County alleging that several manufacturers, including the Company, engaged in price fixing."
    expect(citedIn("item_1_legal_proceedings", sentence, "material_legal_proceeding_flag")).toEqual([sentence])
  })
  it("reads a plaintiff adding the company as a defendant", () => {
    citesEach("item_1_legal_proceedings", "material_legal_proceeding_flag", ["In May 2020, the plaintiffs amended their complaint to add the Company as a defendant."], [])
  })
})

describe("the company as claimant, its denial and position in a stated suit, and the terms that hold off a judgment", () => {
  const suit = "On February 23, 2011, the receiver of the office building commenced a non-payment proceeding in the Civil Court of the City of New York against the Company."
  it("reads no claims the company asserted against another party", () => {
    expect(citedIn("item_1_legal_proceedings", "The Company asserted claims against the landlord for a judgment declaring that the Company is not in default under the lease.", "material_legal_proceeding_flag")).toEqual([])
  })
  it("reads the company's denial that an amount is due, and its position, beside the stated suit", () => {
    for (const sentence of [
      "The Company vigorously denies that any rent or additional rent is due and owing under the lease and has moved for an order removing this action.",
      "We have taken the position that our failure to make further payments under the lease is directly related to the COVID-19 pandemic."
    ])
      expect(citedIn("item_1_legal_proceedings", `${suit} ${sentence}`, "material_legal_proceeding_flag"), sentence).toEqual([suit, sentence])
    expect(citedIn("item_7_mdna", "We have taken the position that the lease terminated in 2020.", "material_legal_proceeding_flag")).toEqual([])
  })
  it("reads a settlement's terms that hold off the judgment, beside the stated suit", () => {
    const judgment = "In June 2020, Hanover Estates, LLC (“HE”) filed a lawsuit against the Company in the Circuit Court of Cook County alleging a failure to pay rent."
    const terms = "HE will forebear on the enforcement of the judgment and will provide the Company a satisfaction of the judgment upon the payment by the Company of $350,000, plus interest on the amount outstanding from time to time at the rate of 5% per annum."
    expect(citedIn("item_1_legal_proceedings", `${judgment} ${terms}`, "material_legal_proceeding_flag")).toEqual([judgment, terms])
    expect(citedIn("item_7_mdna", "The lender will forbear from enforcing its remedies until June 30, 2021.", "material_legal_proceeding_flag")).toEqual([])
  })
  it("reads a settlement that admitted no wrongdoing as a step of the suit", () => {
    const named = "In July 2001, the Company was named as a defendant in a securities class action lawsuit."
    const settlement = "A settlement proposal, which did not admit wrongdoing, had been approved by the Board and preliminarily approved by the Court."
    expect(citedIn("item_1_legal_proceedings", `${named} ${settlement}`, "material_legal_proceeding_flag")).toEqual([named, settlement])
  })
  it("reads no accrual policy and no court order to fund a receiver the company sought", () => {
    const aeroflex = "On March 24, 2009, Aeroflex Wichita, Inc. filed a petition against the Company in the District Court of Sedgwick County, Kansas."
    for (const policy of [
      "Contingencies are recorded in the consolidated financial statements when it is probable that a liability will be incurred and the amount of the loss is reasonably estimable.",
      "To the extent there is a reasonable possibility that the losses could exceed the amounts already accrued, the Company will, when applicable, adjust the accrual in the period the determination is made, or disclose that an estimate cannot be made."
    ])
      expect(citedIn("item_1_legal_proceedings", `${policy} ${aeroflex}`, "material_legal_proceeding_flag"), policy).toEqual([aeroflex])
    expect(citedIn("item_7_mdna", "The Court ordered the Company to provide the receiver a revolving line of credit not to exceed $250,000 of which the Company advanced $150,000 during 2016.", "material_legal_proceeding_flag")).toEqual([])
  })
})

describe("a supervisor's order named only as the Order, and a pointer to its text", () => {
  const order =
    "On February 4, 2011, the Board of Directors of the Bank signed the Stipulation consenting to the issuance by the OTS of the Order without admitting or denying that grounds exist for the OTS to initiate an administrative proceeding against the Bank."
  it("reads what the Order's enforcement and compliance came to, not the pointer to the Order's text", () => {
    const pointer = "The description of the Order set forth in this section is qualified in its entirety by reference to the Order, copies of which were filed as exhibits to our Form 10-Q for the quarter ended December 31, 2010."
    const moved = "On July 21, 2011, the authority to enforce the terms of the Order was transferred to the OCC."
    const inForce = "As of June 30, 2012, the Bank was in compliance with the terms of the Order and the Order will remain in effect until terminated by the OCC."
    expect(citedIn("item_2_mdna", `${order} ${pointer} ${moved} ${inForce}`, "investigation_flag")).toEqual([order, moved, inForce])
  })
})

describe("a safety incident rate", () => {
  it("is no cyber incident", () => {
    const sentence = 'Lagging indicators include the OSHA Total Recordable Incident Rate ("TRIR") and the Lost Time Incident Rate ("LTIR") based upon the number of incidents per 100 employees.'
    expect(citedIn("item_1_business", sentence, "cybersecurity_incident_flag")).toEqual([])
  })
  it("leaves an incident known by its name", () => {
    const sentence = "The Company incurred $12 million of costs in 2023 related to the October Ransomware Incident."
    expect(citedIn("item_7_mdna", sentence, "cybersecurity_incident_flag")).toEqual([sentence])
  })
})

describe("what a bank did under a stated order and what its supervisor answered", () => {
  const order = "On February 4, 2011, the Bank consented to the issuance of a Cease and Desist Order (the “Order”) by the OTS."
  it("reads the plan submitted, a term set on a schedule, and the supervisor's notice and non-objection", () => {
    for (const sentence of [
      "The Bank submitted to the OTS for review and comment a written capital plan to maintain the Bank's capital at the Minimum Levels.",
      "On a quarterly basis, the Board of Directors of the Bank must review a report detailing deviations from the capital plan.",
      "On March 16, 2012, the Bank was notified by the OCC that the OCC will allow relief from certain operating and growth restrictions.",
      "The OCC stated that it has no supervisory objection to any future extensions of construction loans."
    ])
      expect(citedIn("item_2_mdna", `${order} ${sentence}`, "investigation_flag"), sentence).toEqual([order, sentence])
  })
  it("reads none of them without a stated order", () => {
    for (const sentence of ["The Bank submitted a written capital plan to its board.", "The OCC stated that it has no supervisory objection to the merger."])
      expect(citedIn("item_2_mdna", sentence, "investigation_flag"), sentence).toEqual([])
  })
})

describe("a bank's informal agreement with its regulators, and a designation at uncounted sites", () => {
  it("reads the bank's agreement with its regulators to act, and nothing it agreed with them about a fact or may have agreed", () => {
    citesEach("item_2_mdna", "investigation_flag", [
      "On July 26, 2011, the Bank agreed with its bank regulators to take certain actions within certain timeframes, including maintaining a Tier 1 Leverage Capital ratio equal to or greater than 8%."
    ], [
      "The Bank agreed with its regulators that the loan was performing.",
      "The Bank may have agreed with its regulators to raise capital.",
      "Our customers agreed with their regulators to settle the claims."
    ])
  })
  it("reads no legal proceeding in a designation at several unnamed sites, but one at a named site", () => {
    const general =
      "The company has also been identified as a potentially responsible party (PRP) at several waste disposal sites under U.S. federal and related state environmental statutes and regulations and may have joint and several liability for any investigation and remediation costs incurred with respect to such sites."
    expect(citedIn("item_1_legal_proceedings", `Ball is subject to numerous lawsuits arising in the ordinary course of business. ${general}`, "material_legal_proceeding_flag")).toEqual([])
    const named = "The Company has been named a potentially responsible party at the Lower Passaic River Superfund site."
    expect(citedIn("item_1_legal_proceedings", named, "material_legal_proceeding_flag")).toEqual([named])
  })
})

describe("a paragraph before a suit's that tells something else", () => {
  const trial =
    "On July 2, 2014, the Company announced that the DSMB was initiating a complete review of efficacy and safety data from the REGULATE-PCI trial. As a result, the Company voluntarily suspended patient enrollment in the REGULATE-PCI trial."
  const suit =
    "On July 10, 2014, a purported securities class action lawsuit was commenced in the United States District Court for the District of New Jersey, naming as defendants us and certain of our officers."
  it("is not carried by the suit, where one that speaks of a dispute is", () => {
    expect(citedIn("item_2_mdna", [trial, suit].join("\n"), "material_legal_proceeding_flag")).toEqual([suit])
    const announced = "On July 2, 2014, the Company announced that the DSMB was initiating a complete review of the trial."
    const contends = "The Company contends that the trial data were reported accurately."
    expect(citedIn("item_2_mdna", [`${announced} ${contends}`, suit].join("\n"), "material_legal_proceeding_flag")).toEqual([announced, contends, suit])
  })
})

describe("an order's terms with the order as subject, plural or by its capitalised name", () => {
  const order = "On February 4, 2011, the Bank consented to the issuance of a Cease and Desist Order (the “Order”) by the OTS."
  it("reads them in the order's unit, and not without a stated order", () => {
    for (const sentence of [
      "In addition, the Memorandums of Understanding require us to limit asset growth to no more than 5% per year.",
      "The Regulatory Agreement, among other requirements, provides that the Company's Board of Directors will take steps to ensure that the Bank complies with the agreement.",
      "The Agreement describes commitments made by the Bank to address and strengthen banking practices relating to credit risk management."
    ]) {
      expect(citedIn("item_2_mdna", `${order} ${sentence}`, "investigation_flag"), sentence).toEqual([order, sentence])
      expect(citedIn("item_2_mdna", sentence, "investigation_flag"), sentence).toEqual([])
    }
  })
})

describe("a company's own Chapter 11 case administered", () => {
  it("is no legal proceeding: the court's grant of authority to pay pre-petition claims", () => {
    const text =
      "As a result of the filing of the Prepackaged Case on August 6, 2014, the payment of pre-petition indebtedness is subject to compromise or other treatment under a plan of reorganization. Although payment of pre-petition claims generally is not permitted, the Court granted the Company authority to pay certain pre-petition claims in designated categories."
    expect(citedIn("item_2_mdna", text, "material_legal_proceeding_flag")).toEqual([])
    const ruling = "On March 3, 2014, the Court granted the plaintiffs' motion for class certification in the securities action against the Company."
    expect(citedIn("item_2_mdna", ruling, "material_legal_proceeding_flag")).toEqual([ruling])
  })
})

describe("a leniency letter and cooperation told in two tenses", () => {
  it("reads a leniency letter entered into with an authority and cooperation that has gone on, and no leniency the company may seek", () => {
    citesEach("item_3_legal_proceedings", "investigation_flag", [
      "On January 11, 2007, the Corporation entered into a Corporate Conditional Leniency Letter (the Letter) with DOJ.",
      "The Company has cooperated, and continues to cooperate, with the SEC in its investigation of the Company's revenue recognition."
    ], ["The Company may seek leniency from the DOJ.", "Our customers have cooperated, and continue to cooperate, with the SEC."])
  })
})

describe("an authority's investigation told with the authority as agent, a subpoena to several companies, and what a plaintiff sought", () => {
  it("reads an investigation conducted by an authority of the company and the company subpoenaed among others, and no investigation of others", () => {
    citesEach("item_7_mdna", "investigation_flag", [
      "In the third quarter of fiscal year 2011, Monsanto announced an investigation being conducted by the SEC of the company's financial reporting associated with customer incentive programs."
    ], ["An investigation conducted by the SEC of the industry's practices is ongoing."])
    citesEach("item_1_legal_proceedings", "investigation_flag", [
      "The Company is one of several companies subpoenaed by the New York Attorney General regarding its unclaimed property procedures."
    ], ["Several insurers were subpoenaed by the New York Attorney General regarding unclaimed property procedures.", "If the Company is subpoenaed by the SEC, it will cooperate."])
  })
  it("reads what a named plaintiff sought beside its suit, and nothing of it alone; a reserve for all proceedings is no matter", () => {
    const suit =
      "On May 20, 2014, Mineros Norteños filed an action in the Local First Civil Court against the Company’s subsidiary, Minera Metalin, claiming that Minera Metalin breached an agreement regarding the development of the Sierra Mojada Property."
    const sought = [
      "Mineros Norteños sought payment of the Royalty, including interest at a rate of 6% per annum since August 30, 2004.",
      "It also sought payment of wages to the cooperative’s members since August 30, 2004."
    ]
    const reserves = [
      "The proceeding-related reserve is based on developments to date and historical information related to actions filed against the Company.",
      "As of September 30, 2011, the Company had established reserves for proceeding-related contingencies of $1,738,721 to cover legal actions against the Company."
    ]
    expect(citedIn("item_1_legal_proceedings", [suit, ...sought, ...reserves].join(" "), "material_legal_proceeding_flag")).toEqual([suit, ...sought])
    expect(citedIn("item_1_legal_proceedings", [...sought, ...reserves].join(" "), "material_legal_proceeding_flag")).toEqual([])
  })
})

describe("an environmental authority's step against the company over a site", () => {
  it("reads its assertion that the company or a named subsidiary is liable and its notice of contamination, and no assertion it may make", () => {
    citesEach("item_3_legal_proceedings", "investigation_flag", [
      "Additionally, in correspondence dated November 30, 2016, Region 7 of the EPA has asserted that Spire Missouri is liable under Section 107(a) of the Comprehensive Environmental Response, Compensation, and Liability Act of 1980 (CERCLA) for alleged coal gas waste.",
      "By letter dated October 10, 2006, the Kansas Department of Health and Environment (KDHE) advised the Company that environmental contamination has been identified at a former smelter site in southeast Kansas."
    ], ["The EPA may assert that the Company is liable under CERCLA for contamination at the site.", "The EPA has not advised the Company that any contamination has been identified at the site."])
  })
})

describe("a suit named in quotes, a bank's informal agreement and consent to an order, and an authority's draft complaint", () => {
  it("reads a class action named in quotes, and none that may be filed", () => {
    citesEach("item_1_legal_proceedings", "material_legal_proceeding_flag", [
      "On July 1, 2009, Bohemia Agustiana, Isela Hernandez, and Ana Munoz filed a purported “class action” against the Company in which they asserted claims for failure to pay minimum wage."
    ], ["A purported “class action” may be filed against the Company in the future."])
  })
  it("reads a bank's informal agreement with its supervisors and its consent to an order, and no informal agreement with a customer", () => {
    citesEach("item_2_mdna", "investigation_flag", [
      "Effective April 22, 2010, the Bank entered into an informal agreement with the FDIC and the Indiana Department of Financial Institutions pursuant to which the Bank has agreed to take various actions and comply with certain requirements.",
      "The Company and the Bank each signed agreements with the Office of Thrift Supervision (“OTS”), to consent to the issuance of an Order to Cease and Desist effective September 2010."
    ], ["The Bank entered into an informal agreement with a customer to extend the maturity of its loan.", "The Bank may be asked to consent to the issuance of an Order to Cease and Desist."])
  })
  it("reads an authority's draft complaint as its investigation, not as a suit", () => {
    const draft =
      "On July 28, 2020, the Company received a draft complaint from the Federal Trade Commission (FTC) alleging violations of the Company’s 2011 consent order with the FTC and the FTC Act."
    expect(citedIn("item_1_legal_proceedings", draft, "investigation_flag")).toEqual([draft])
    expect(citedIn("item_1_legal_proceedings", draft, "material_legal_proceeding_flag")).toEqual([])
  })
})

describe("what a suit alleges, listed one line each after its lead-in", () => {
  const lead = "As of December 31, 2023, we are named as defendants in class action lawsuits pending in multiple states."
  const items = ["• we improperly adjust personal injury protection claims in Florida.", "• we sell illusory underinsured motorist coverage."]
  it("cites each allegation of the list under a cited lead-in", () => {
    const text = [lead, "Lawsuits seeking class action status alleging that:", ...items].join("\n")
    expect(citedIn("item_3_legal_proceedings", text, "material_legal_proceeding_flag")).toEqual([lead, "Lawsuits seeking class action status alleging that:", ...items])
  })
  it("cites no list after a lead-in of something else, or after one the flag does not cite", () => {
    expect(citedIn("item_3_legal_proceedings", [lead, "The Company's insurance policies cover the following risks:", ...items].join("\n"), "material_legal_proceeding_flag")).toEqual([lead])
    expect(citedIn("item_3_legal_proceedings", ["Lawsuits of this kind typically allege that:", ...items].join("\n"), "material_legal_proceeding_flag")).toEqual([])
  })
})

describe("the company's own suit told over several paragraphs, and a utility's rate case", () => {
  const own = [
    "As previously reported, on July 3, 2018, we commenced a lawsuit in the Court of Chancery of the State of Delaware against the company's former director George Farley.",
    "In connection with the lawsuit, the company requested a temporary restraining order prohibiting Mr. Farley from selling his shares.",
    "On August 14, 2018, the Court of Chancery issued an order requiring the company to post a bond in the total amount of $200,446.52."
  ]
  it("reads no suit against the company in the paragraphs that go on telling its own", () => {
    expect(citedIn("item_1_legal_proceedings", own.join("\n"), "material_legal_proceeding_flag")).toEqual([])
    expect(citedIn("item_1_legal_proceedings", own.join("\n"), "investigation_flag")).toEqual([])
  })
  it("reads the counterclaim filed against the company after it", () => {
    const counter = "On September 3, 2018, Mr. Farley filed a counterclaim against the company, alleging breach of contract."
    expect(citedIn("item_1_legal_proceedings", [...own, counter].join("\n"), "material_legal_proceeding_flag")).toContain(counter)
  })
  it("reads a utility's rate settlement as its rate regulation, and a suit over its rates as a suit", () => {
    citesEach("item_2_mdna", "material_legal_proceeding_flag", [
      "On April 26, 2011, a class action lawsuit was filed against the Company in the Superior Court of New Hampshire challenging its base rates."
    ], ["Unitil Energy – Base Rates – On April 26, 2011, the New Hampshire Public Utilities Commission (NHPUC) approved a rate settlement with a permanent increase of $5.2 million in annual revenue effective July 1, 2010."])
  })
})

describe("the company named as one of a number of defendants", () => {
  it("reads it, and none it may be named in", () => {
    citesEach("item_3_legal_proceedings", "material_legal_proceeding_flag", [
      "The Company was named as one of a number of defendants in over 350 suits asserting claims for personal injury, wrongful death, property damage, pollution and economic damages."
    ], ["The Company may be named as one of a number of defendants in suits asserting claims for personal injury."])
  })
})

describe("the company one of a counted group named as defendants, and an authority's penalty assessment", () => {
  it("reads the company among eight producers named as defendants, and none it may be among", () => {
    citesEach("item_1_legal_proceedings", "material_legal_proceeding_flag", [
      "On September 9, 2010, we were one of eight containerboard producers named as defendants in a class action complaint that alleged a civil violation of Section 1 of the Sherman Act."
    ], ["We may be one of several producers named as defendants in future class action complaints."])
  })
  it("reads a penalty assessment received from an authority as its investigation, and none that may come", () => {
    citesEach("item_1_legal_proceedings", "investigation_flag", [
      "In July 2020, we received a penalty assessment of approximately $136,000 from the federal Bureau of Safety and Environmental Enforcement related to an alleged unauthorized discharge from an offshore platform."
    ], ["We may receive a penalty assessment from the federal Bureau of Safety and Environmental Enforcement."])
  })
})

describe("a state attorney general's demand: documents requested under it, and its resolution", () => {
  it("reads the documents the authority requested under its demand, and the demand resolved, and none that may come", () => {
    citesEach("item_2_mdna", "investigation_flag", [
      "Pursuant to the Investigative Demand, the MA Attorney General has requested from the Company and Ashford University documents and information for the time period January 1, 2006, to present.",
      "On May 15, 2014, the Company entered into an Assurance of Voluntary Compliance in full resolution of the Iowa Attorney General’s allegations and Civil Investigative Demand."
    ], [
      "Pursuant to the Investigative Demand, the MA Attorney General may request documents from the Company.",
      "The Company may enter into an agreement in full resolution of the Iowa Attorney General’s investigation."
    ])
  })
  it("reads an assurance of voluntary compliance with the authority as the matter settled, and none that may come", () => {
    citesEach("item_3_legal_proceedings", "material_legal_proceeding_flag", [
      "The Company entered into an Assurance of Voluntary Compliance with the Iowa Attorney General."
    ], ["The Company may enter into an Assurance of Voluntary Compliance with the Iowa Attorney General."])
  })
})

describe("an incident told by its date and consequences, its costs, a pointer to it, an authority's decision after its review", () => {
  it("reads a stated incident that required or was followed by disruption, and none that would", () => {
    citesEach("item_1a_risk_factors", "cybersecurity_incident_flag", [
      "As a result of the cybersecurity incident announced on October 28, 2023, we experienced disruptions in our ability to manufacture products.",
      "In October 2023, the cybersecurity event we suffered required us to temporarily suspend operations at certain of our facilities.",
      "Cybersecurity events, such as our October 2023 incident, have had cascading impacts across our internal networks."
    ], [
      "If the cybersecurity incident required us to suspend operations, our results would suffer.",
      "Cybersecurity events, such as an incident at a supplier, may have cascading impacts."
    ])
  })
  it("reads the costs recorded for an incident's investigation and remediation, and none that could come", () => {
    citesEach("item_7_mdna", "cybersecurity_incident_flag", [
      "In addition, we recorded $29.3 million as the estimated costs for the investigation and remediation of a cybersecurity incident."
    ], ["The costs for the investigation and remediation of a cybersecurity incident could be significant."])
  })
  it("does not cite a pointer to where the incident is told", () => {
    const stated = "For example, in October 2023, the cybersecurity event we suffered required us to temporarily suspend operations at certain of our facilities."
    const pointer = "For additional information regarding this incident, please refer to Item 7 of this Annual Report on Form 10-K."
    expect(citedIn("item_1a_risk_factors", `${stated} ${pointer}`, "cybersecurity_incident_flag")).toEqual([stated])
  })
  it("reads an authority's decision after its review of the company's products as its investigation, and none that may come", () => {
    citesEach("item_1a_risk_factors", "investigation_flag", [
      "Following the May 21, 2023 decision of its cybersecurity review of our products sold in China, the CAC determined that critical information infrastructure operators in China may not purchase Micron products."
    ], ["The CAC may decide, following a review of our products, that operators may not purchase them."])
  })
  it("reads counted suits filed over a stated event, and none filed against others", () => {
    citesEach("item_3_legal_proceedings", "material_legal_proceeding_flag", [
      "As a result of the cybersecurity incident described above, several class actions and lawsuits have been filed."
    ], ["As a result of the cybersecurity incident described above, several class actions and lawsuits have been filed against other companies in our industry."])
  })
})

describe("an incident named by its place in a safety regulator's investigation", () => {
  it("is no cyber incident, while a cyber incident named the same way still is", () => {
    citesEach("item_3_legal_proceedings", "cybersecurity_incident_flag", [
      "The Company continues to respond to the MOVEit Incident, in which an unauthorized actor accessed files on our servers."
    ], ["The NTSB and the PAPUC are investigating the West Reading incident."])
  })
})

describe("a suit brought as a notice of civil claim", () => {
  it("reads it as a suit against the company, and none that may come", () => {
    citesEach("item_3_legal_proceedings", "material_legal_proceeding_flag", [
      "On September 5, 2017, the Company’s former President and Chief Executive Officer filed a Notice of Civil Claim in the Supreme Court of British Columbia against the Company, its subsidiaries, independent directors, and current officers."
    ], ["Any shareholder may file a Notice of Civil Claim in the Supreme Court of British Columbia against the Company."])
  })
})

describe("a settlement reached with an authority without admitting liability, money agreed to settle a complaint, the company's own suit to challenge", () => {
  it("reads each as a legal proceeding, and none that may come", () => {
    citesEach("item_1_legal_proceedings", "material_legal_proceeding_flag", [
      "On September 10, 2015, without any admission of liability or responsibility, the Company and the Bank reached a settlement with the Office of the Attorney General for the State of New York.",
      "Effective August 5, 2022, we agreed to pay $100,000 to two children of a former officer of the Company to settle a complaint alleging we were obligated to purchase life insurance for said officer.",
      "On February 25, 2022, we filed an injunction to challenge the tax authority’s response issued to the Reconsideration."
    ], [
      "If we reached a settlement with the Office of the Attorney General, we could be required to pay a fine.",
      "If we filed a lawsuit to challenge the rule, we could incur significant costs."
    ])
  })
  it("reads the settlement with an attorney general as the end of an investigation too", () => {
    citesEach("item_1_legal_proceedings", "investigation_flag", [
      "On September 10, 2015, without any admission of liability or responsibility, the Company and the Bank reached a settlement with the Office of the Attorney General for the State of New York."
    ], ["We may reach a settlement with the Office of the Attorney General."])
  })
})

describe("an environmental regulator's finding, summary or notice of violations, general notice of liability and enforcement order", () => {
  it("reads each as an investigation, and none that may come", () => {
    citesEach("item_3_legal_proceedings", "investigation_flag", [
      "In January 2018, the Company received a finding of violation letter from the United States Environmental Protection Agency with respect to alleged violations of the Clean Air Act.",
      "That 2013 inspection resulted in the issuance of a Summary of Violations in 2015 setting forth a number of alleged violations relating to hazardous waste management.",
      "The Company and more than 140 other parties have received a “General Notice” of potential liability from the EPA relating to the Portland Harbor Site.",
      "On February 23, 2021, the California State Department of Toxic Substance Control issued a corrective action enforcement order with respect to our metal recycling facility."
    ], [
      "If we receive a finding of violation from the EPA, we could incur penalties.",
      "The EPA may issue an enforcement order if we fail to comply with our permits."
    ])
  })
})

describe("a matter disclosed to the authorities and their findings at a site", () => {
  it("reads each as an investigation, and none that may come", () => {
    citesEach("item_3_legal_proceedings", "investigation_flag", [
      "On March 3, 2022, the site voluntarily disclosed the matter to the applicable state and local authorities.",
      "In connection with an inspection during fiscal 2023, the local environmental authorities identified additional environmental deficiencies at the site."
    ], [
      "If we voluntarily disclosed the matter to the local authorities, we could incur penalties.",
      "The local authorities may identify additional deficiencies at our sites."
    ])
  })
})

describe("the staff's notice that it will recommend enforcement, a state securities division's complaint, an authority's suit charging the company", () => {
  it("reads each as an investigation, and none that may come", () => {
    citesEach("item_3_legal_proceedings", "investigation_flag", [
      "In March 2024, the Company was notified by the staff of the SEC's Division of Enforcement that the staff intends to recommend that the Commission bring a civil enforcement action against the Company.",
      "On May 2, 2023, the Securities Division filed an administrative complaint against the Company alleging violations of the state's securities act.",
      "On June 6, 2023, the Federal Trade Commission filed a lawsuit in the United States District Court for the District of Oregon, charging the Company with unfair practices."
    ], [
      "If the staff were to recommend that the Commission bring an enforcement action, we could incur penalties.",
      "The Securities Division may file an administrative complaint against us in the future."
    ])
  })
})

describe("proceedings in connection with an event the filing names with capitals", () => {
  it("reads a lead-in to the suits after a named incident, and none about proceedings in general", () => {
    citesEach("item_1_legal_proceedings", "material_legal_proceeding_flag", [
      "The Company is subject to a number of legal proceedings in connection with the March 3 Outage, including:",
      "The Company is a party to several legal proceedings relating to the Riverside Explosion."
    ], [
      "The Company is subject to a number of legal proceedings in the ordinary course of business, including:",
      "We may become subject to lawsuits arising from an explosion at one of our plants."
    ])
  })
})

describe("an authority that contacted the company about a matter, or revoked its registration", () => {
  it("reads each as an investigation, and none that may come", () => {
    citesEach("item_3_legal_proceedings", "investigation_flag", [
      "In 2021, a consortium of California District Attorneys contacted the Company in regard to the environmental labeling of its products.",
      "In June 2009, the SEC revoked our registration under the Exchange Act for failure to file required reports."
    ], [
      "The District Attorneys may contact the Company in regard to the labeling of its products.",
      "If we fail to file our reports, the SEC could revoke our registration under the Exchange Act."
    ])
  })
})

describe("an intruder able to access the company's accounts, and a policy for unasserted claims", () => {
  it("reads an intruder that was able to access accounts as an incident, and none that could be", () => {
    citesEach("item_2_mdna", "cybersecurity_incident_flag", [
      "The Company believes that the threat actor was able to access certain accounts in instances where usernames and passwords were reused."
    ], ["A threat actor could be able to access certain accounts if passwords were reused."])
  })
  it("reads no legal proceeding in a policy for loss contingencies and unasserted claims", () => {
    citesEach("item_7_mdna", "material_legal_proceeding_flag", [], [
      "In assessing loss contingencies related to legal proceedings that are pending against the Company or un-asserted claims that may result in such proceedings, the Company evaluates the perceived merits of any legal proceedings."
    ])
  })
})

describe("the company's voluntary self-disclosure to authorities", () => {
  it("reads it as an investigation, and none that may be made", () => {
    citesEach("item_3_legal_proceedings", "investigation_flag", [
      "In fiscal 2019, the Company provided voluntary self-disclosures to both Dutch and U.S. authorities related to sales of products linked to the Crimea region."
    ], ["The Company may provide voluntary self-disclosures to the authorities if it finds that sales violated sanctions."])
  })
})

describe("the accounting for claims in general among a matter's sentences", () => {
  it("is not carried by the matter, where the matter's own sentences are", () => {
    const suit = "On July 10, 2014, a purported securities class action lawsuit was commenced against the Company in the United States District Court for the District of New Jersey."
    const own = "The complaint seeks unspecified damages."
    for (const policy of [
      "We evaluate such claims as and when they arise.",
      "Under GAAP, loss contingency provisions are recorded when we deem it probable that we will incur a loss and we are able to formulate a reasonable estimate of that loss.",
      "The process of resolving these matters is inherently uncertain and may develop over an extended period of time."
    ]) {
      expect(citedIn("item_3_legal_proceedings", `${suit} ${own} ${policy}`, "material_legal_proceeding_flag"), policy).toEqual([suit, own])
    }
  })
})

describe("a fine an authority imposed on the company, and an investigation it undertook", () => {
  it("reads them as an investigation, and none on another party or that may come", () => {
    citesEach("item_3_legal_proceedings", "investigation_flag", [
      "In 2024, the Federal Trade Commission imposed a civil penalty of $5 million on the Company.",
      "In 2023, the Department of Justice undertook a civil investigation of the Company's shipments of research animals."
    ], [
      "In 2024, the Federal Trade Commission imposed a fine on one of our competitors.",
      "The Federal Trade Commission may impose fines on the Company if it finds violations."
    ])
  })
})

describe("a matter's hearing and its count of active suits", () => {
  it("are carried by the matter, and say nothing alone", () => {
    const suit = "In 2023, two putative class actions were filed against the Company alleging violations of the Sherman Act."
    for (const step of ["Oral argument was held on April 10, 2025.", "Fifteen lawsuits are currently active."]) {
      expect(citedIn("item_3_legal_proceedings", `${suit} ${step}`, "material_legal_proceeding_flag"), step).toEqual([suit, step])
      expect(citedIn("item_3_legal_proceedings", step, "material_legal_proceeding_flag"), step).toEqual([])
    }
  })
})

describe("a caption naming the company's officers beside it and a federal docket without its number sign", () => {
  it("is a suit against the company, and none the company brought", () => {
    const cited = legalCitedFor("ModusLink Global Solutions, Inc. (CIK 914712; accelerated filer (its own words); 10-Q for the quarter ended January 31, 2015)")
    const caption = "Irene Collier, Individually And On Behalf Of All Others Similarly Situated, vs. ModusLink Global Solutions, Inc., Joseph C. Lawler and Steven G. Crane, Case 1:12-CV-11044-DJC, filed June 12, 2012."
    expect(cited(caption)).toEqual([caption])
    expect(cited("ModusLink Global Solutions, Inc. vs. Irene Collier, Joseph C. Lawler and Steven G. Crane, Case 1:12-CV-11044-DJC, filed June 12, 2012.")).toEqual([])
  })
})

describe("a suit the company's subsidiary brought, named by its defined term", () => {
  it("is the company's own suit as claimant; a suit against the subsidiary is still cited", () => {
    const section = "item_1_legal_proceedings"
    const flag = "material_legal_proceeding_flag"
    const first = "On May 1, 2012, Acme Labs, LLC, a wholly-owned subsidiary of the Company which was merged into the Company in 2014 (“Acme”), filed suit against Beta Corp. in the United States District Court for the District of Delaware for patent infringement."
    const later = "On June 5, 2013, Acme filed suit against Gamma Inc. in the District of Massachusetts for patent infringement."
    expect(citedIn(section, `${first}\n${later}`, flag)).toEqual([])
    const against = "On March 3, 2020, John Smith filed suit against Acme Labs, LLC, a wholly-owned subsidiary of the Company (“Acme”), alleging breach of contract."
    expect(citedIn(section, against, flag)).toEqual([against])
  })
})

describe("suits over the company's merger, an authority's compliance review, an ongoing investigation and an authority weighing enforcement", () => {
  it("are stated matters; what could happen is not", () => {
    citesEach("item_1_legal_proceedings", "material_legal_proceeding_flag", [
      "Between October 7, 2022, and November 2, 2022, five complaints were filed in the United States District Court for the Southern District of New York in connection with the proposed Merger.",
      "A putative class action was filed on May 3, 2021 in the Delaware Court of Chancery challenging the proposed transaction."
    ], [
      "If lawsuits were filed in connection with the proposed merger, we could incur costs.",
      "Several lawsuits could be filed in connection with the proposed Merger."
    ])
    citesEach("item_3_legal_proceedings", "investigation_flag", [
      "On August 9, 2016, the U.S. Department of Labor (the “DOL”) notified the company that it was scheduled for a compliance review under the Fair Labor Standards Act.",
      "The DPA will resolve the ongoing investigation by the DOJ regarding allegations of securities fraud committed under a previous management team.",
      "In 2016, the Company received a letter from the Consumer Financial Protection Bureau (“CFPB”) indicating that the CFPB is considering a potential enforcement action against the Company relating to its servicing technology."
    ], [
      "In 2019, the Internal Revenue Service notified the company that it was selected for an audit of its 2017 tax return.",
      "There is no ongoing investigation by the SEC.",
      "The CFPB may consider enforcement actions against servicers that fail to comply."
    ])
  })
})

describe("a paragraph before a matter, cut off from it by one that speaks of no dispute", () => {
  it("is not carried into the matter", () => {
    const suit = "In 2022, two putative class actions were filed against the Company alleging violations of the Sherman Act."
    const text = [
      "In March 2022, we signed a new collective bargaining agreement with our pilots. This agreement was reached through a binding arbitration process, with the arbitrator’s decision being issued on September 10, 2021.",
      "We also have an agreement with our dispatchers, which was ratified by them in August 2022.",
      suit
    ].join("\n")
    expect(citedIn("item_7_mdna", text, "material_legal_proceeding_flag")).toEqual([suit])
  })
})

describe("an arbitration between the company's subsidiary and another party, what its decision says, an authority's statement of objections and its dismissal, depositions", () => {
  it("are a legal matter and its steps", () => {
    const section = "item_3_legal_proceedings"
    const flag = "material_legal_proceeding_flag"
    const arbitration = "In July 2024, a panel of three arbitrators made a decision in an arbitration between Acme Aerostructures, LLC (“AAS”), a wholly owned subsidiary of the Company, and Northwind Systems Corporation (“Northwind”) related to responsibility for environmental remediation costs."
    const decision = "The decision indicated that AAS would be liable to reimburse Northwind for remediation costs in the amount of approximately $11,500."
    expect(citedIn(section, `${arbitration} ${decision}`, flag)).toEqual([arbitration, decision])
    expect(citedIn(section, "The Company may in the future enter into an arbitration between itself and Northwind.", flag)).toEqual([])
    expect(citedIn("item_1a_risk_factors", "Our amended bylaws designate the Court of Chancery of the State of Delaware as the sole and exclusive forum for certain lawsuits between us and our stockholders, which could limit our stockholders’ ability to obtain a favorable judicial forum.", flag)).toEqual([])
    const objections = "In February 2015, the French Competition Authority issued a statement of objections alleging that several car rental companies, including the Company, violated competition law."
    const dismissed = "In February 2017, the Company was notified that the French Competition Authority dismissed the charges and cleared the Company of any wrongdoing."
    expect(citedIn(section, `${objections} ${dismissed}`, flag)).toEqual([objections, dismissed])
    const suit = "On March 31, 2017, a complaint was filed in the Superior Court of the State of Delaware against the Company alleging fraud and breach of contract."
    expect(citedIn(section, `${suit} Depositions commenced in January 2019.`, flag)).toEqual([suit, "Depositions commenced in January 2019."])
    expect(citedIn(section, "The letters demand that the Company address the off-site release and deposition of fibrous material.", flag)).toEqual([])
  })
})

describe("a compliance review a subsidiary went through, by an authority named by its acronym", () => {
  it("is an investigation; one that could come is not", () => {
    citesEach("item_1a_risk_factors", "investigation_flag", [
      "In 2019, Acme Tank Lines, Inc. underwent a compliance review by the FMCSA in which we retained our satisfactory DOT safety rating."
    ], [
      "We may undergo a compliance review by the FMCSA at any time."
    ])
  })
})

describe("the company in a court's receivership", () => {
  it("is a legal matter, and its end a step of it; never having been in one is not", () => {
    const section = "item_1a_risk_factors"
    const flag = "material_legal_proceeding_flag"
    const order = "On December 11, 2020, as a result of a receivership in the Eighth Judicial District Court in Clark County, Nevada, Case Number: A-20-816621-B, a creditor of the Company received an order appointing a receiver."
    const ended = "The receivership was terminated by the Eighth Judicial District Court on May 10, 2021."
    expect(citedIn(section, `${order} ${ended}`, flag)).toEqual([order, ended])
    citesEach(section, flag, ["We were previously in receivership.", "The Company was only recently released from receivership in Nevada."], [
      "We have never declared bankruptcy, have never been in receivership, and have never been involved in any legal action or proceedings.",
      "Since inception the Company has not been involved in any bankruptcy, receivership or similar proceedings."
    ])
  })
})

describe("an authority of the United States suing the company, a notice of assessment and what it proposed, membership of a site's responsible parties", () => {
  it("are stated matters", () => {
    citesEach("item_1_legal_proceedings", "investigation_flag", [
      "On September 25, 2019, the United States Federal Trade Commission (the “FTC”) filed a lawsuit in federal district court in Texas against the Company."
    ], [
      "The State of Texas filed a lawsuit against the Company alleging deceptive practices."
    ])
    const notice = "In 2006, Acme Drilling Limited, one of our wholly owned subsidiaries (“ADL”), received a Notice of Assessment from Mexico’s federal tax authorities in connection with the audit of ADL’s Mexico branch for 2003."
    const proposed = "The notice proposed to deny depreciation expense deductions relating to drilling rigs operating in Mexico in 2003."
    expect(citedIn("item_1_legal_proceedings", `${notice} ${proposed}`, "material_legal_proceeding_flag")).toEqual([notice, proposed])
    expect(citedIn("item_1_legal_proceedings", proposed, "material_legal_proceeding_flag")).toEqual([])
    citesEach("item_1a_risk_factors", "material_legal_proceeding_flag", [
      "We are a member of a large group of PRPs, which has agreed to fund certain ongoing remediation efforts at and nearby the Omega Site."
    ], [
      "We could be named a member of a group of PRPs at sites we once used."
    ])
  })
})

describe("a subsidiary as the subject, set off by its description as the company's", () => {
  it("is the company, as any subject of a stated subpoena; a subpoena it could receive is not", () => {
    citesEach("item_3_legal_proceedings", "investigation_flag", [
      "On June 15, 2021, EGSI, a subsidiary of the Company acquired in the Envigo acquisition, received a grand jury subpoena requested by the U.S. Attorneys Office for the Southern District of Florida for the production of documents."
    ], [
      "If Acme Labs, a subsidiary of the Company, received a grand jury subpoena, we could incur significant costs."
    ])
  })
})

describe("the company considered a PRP with other parties", () => {
  it("is a legal matter; a site where it has been designated one, told as a category, is not", () => {
    citesEach("item_3_legal_proceedings", "material_legal_proceeding_flag", [
      "We have received notices from the EPA that we and numerous other parties are considered a PRP at nine locations."
    ], [
      "In cases where we have been designated a PRP, we generally seek to mitigate these environmental liabilities through available insurance coverage."
    ])
  })
})

describe("class actions pending or consolidated over a data incident, and an authority that intervened in a suit", () => {
  it("are a legal matter and an incident, and an investigation; suits that could be brought are not", () => {
    const section = "item_3_legal_proceedings"
    for (const sentence of [
      "This is a putative class action pending in state court alleging various harms stemming from the April 2023 data incident.",
      "In the Eastern District of New York twenty putative class actions have been consolidated alleging various harms stemming from the April 2023 data incident."
    ]) {
      expect(citedIn(section, sentence, "material_legal_proceeding_flag"), sentence).toEqual([sentence])
      expect(citedIn(section, sentence, "cybersecurity_incident_flag"), sentence).toEqual([sentence])
    }
    expect(citedIn(section, "Class actions could be consolidated alleging harms from any future data incident.", "material_legal_proceeding_flag")).toEqual([])
    citesEach(section, "investigation_flag", ["On November 15, 2005, the Equal Employment Opportunity Commission (EEOC) intervened in the Serrano lawsuit."], [
      "The EEOC may intervene in the Serrano lawsuit."
    ])
  })
})

describe("an authority's inspection of the company's locations, a settlement agreed with its amount, the accrual policy beside a matter", () => {
  it("are an investigation and a legal matter; a settlement of forward sales and the policy sentence are not", () => {
    citesEach("item_1_legal_proceedings", "investigation_flag", [
      "In October 2010, the Argentine tax authorities carried out inspections at several of our locations in Argentina relating to allegations of income tax evasion."
    ], [
      "The tax authorities may carry out inspections at our locations."
    ])
    citesEach("item_3_legal_proceedings", "material_legal_proceeding_flag", [
      "In July 2014, we agreed to a $19.4 million settlement, which includes a payment of $15.0 million in penalties."
    ], [
      "In July 2014, we agreed to a $112.2 million settlement of forward sales under our ATM program."
    ])
    expect(
      citedIn(
        "item_3_legal_proceedings",
        "We are engaged in various legal proceedings which have arisen but have not been fully adjudicated. When probable and reasonably estimable, the losses have been accrued.\nIn July 2014, we agreed to a $19.4 million settlement, which includes a payment of $15.0 million in penalties.",
        "material_legal_proceeding_flag"
      )
    ).toEqual(["In July 2014, we agreed to a $19.4 million settlement, which includes a payment of $15.0 million in penalties."])
  })
})

describe("a notice of civil claim the company was the subject of, tax assessments and an audit report received from a tax authority", () => {
  it("are legal matters; a claim that may be filed and routine tax audits are not", () => {
    citesEach("item_3_legal_proceedings", "material_legal_proceeding_flag", [
      "On September 17, 2014, we learned that our company, along with a number of additional defendants, was the subject of a notice of civil claim (the \"Claim\") filed in the Supreme Court of British Columbia by Wundr Software Inc.",
      "We received assessments from the local regional tax authority in Papua, Indonesia, for additional taxes and penalties related to water rights taxes for the period from January 2011 through September 2015.",
      "More recently, in July 2011, we received a preliminary income tax audit report from the Argentine tax authorities relating to fiscal years 2006 and 2007 with an estimated claim of approximately $100 million."
    ], [
      "We could become the subject of a notice of civil claim filed by a former partner.",
      "We are subject to routine tax audits by the tax authorities in the jurisdictions in which we operate."
    ])
  })
})

describe("a plea agreement the company entered with the prosecutor, an industry's investigation that names the company's business", () => {
  it("are a legal matter and an investigation; an industry's investigation alone and a plea agreement to come are not", () => {
    citesEach("item_3_legal_proceedings", "material_legal_proceeding_flag", [
      "In September 2010, the DOJ and the Company entered into a plea agreement related to the DOJ’s investigation."
    ], [
      "The Company may enter into a plea agreement with the DOJ."
    ])
    citesEach("item_1_legal_proceedings", "investigation_flag", [
      "Government authorities in various jurisdictions are conducting antitrust investigations of the global compressor industry, including our compressor business headquartered in Brazil."
    ], [
      "Government authorities in various jurisdictions are conducting antitrust investigations of the global compressor industry."
    ])
  })
})

describe("a caption whose plaintiff is abbreviated, a breach of an agreement, a summons for an action against a subsidiary", () => {
  it("are legal matters of the company's; a breach of an agreement is no cyber incident, and the company's own action against another stays silent", () => {
    citesEach("item_1_legal_proceedings", "material_legal_proceeding_flag", [
      "In October 2020, a class action lawsuit styled Delaware County Emp. Ret. Sys. v. Cabot Oil and Gas Corp., et. al. (U.S. District Court, Middle District of Pennsylvania), was filed against the Company, Dan O. Dinges, its then Chief Executive Officer, and Scott C. Schroeder, its Chief Financial Officer, alleging that the Company made misleading statements in its periodic filings with the SEC.",
      "On January 23, 2020, the Company was served with a summons for an Adversary Action pending against International Surveillance Services Corporation (ISS), a subsidiary of the Company, in the United States District Court for the District of Puerto Rico seeking to recover allegedly fraudulent transfers."
    ], [
      "On January 23, 2020, the Company filed an Adversary Action against International Surveillance Services Corporation in the United States District Court for the District of Puerto Rico seeking to recover fraudulent transfers."
    ])
    const suit =
      "On December 26, 2018, Vitol filed a lawsuit in the 80th District Court of Harris County, Texas against Targa Channelview LLC, then a subsidiary of the Company (“Targa Channelview”), seeking recovery of $129.0 million in payments made to Targa Channelview."
    const alleges = "Vitol alleges that Targa Channelview breached the Splitter Agreement, which provided for Targa Channelview to construct a crude oil and condensate splitter."
    expect(citedIn("item_1_legal_proceedings", `${suit} ${alleges}`, "material_legal_proceeding_flag")).toEqual([suit, alleges])
    expect(citedIn("item_1_legal_proceedings", `${suit} ${alleges}`, "cybersecurity_incident_flag")).toEqual([])
  })
})

describe("complaints the company received that seek a class, an incident responded to beside a modal of another predicate", () => {
  it("are a legal matter and a carried incident; customers' complaints and a complaint that may come stay silent", () => {
    citesEach("item_3_legal_proceedings", "material_legal_proceeding_flag", [
      "The Company has received complaints seeking certification of class action lawsuits in an ERISA lawsuit, a securities lawsuit and a stockholder derivative lawsuit as follows:"
    ], [
      "We received complaints from customers seeking refunds for defective products.",
      "We may receive complaints seeking certification of class actions."
    ])
    const stated = "On June 12, 2025, the Company identified an incident involving unauthorized access to its network in the U.S."
    const after = "The Company continues to serve its policyholders as it responds to this incident and can underwrite policies, review claims, and otherwise service customers as usual."
    expect(citedIn("item_1_legal_proceedings", `${stated} ${after}`, "cybersecurity_incident_flag")).toEqual([stated, after])
    expect(citedIn("item_1_legal_proceedings", `${stated} If the Company fails to respond to this incident, it could lose customers.`, "cybersecurity_incident_flag")).toEqual([stated])
  })
})

describe("a stated suit's outcome with no subject, the company confident in its position, a legal settlement by its amount among results", () => {
  it("follow the suit in its unit, or state the settlement; a category's outcome and a settlement received stay silent", () => {
    const suit = "On November 23, 2021, Next Vision, Inc. filed a complaint against the Company in the Superior Court of California."
    const outcome = "However, the Company is not able to predict the outcome, and there is no assurance that the Company will be successful in its defense."
    const confident = "The Company remains confident in its position and no accrual for a potential loss has been made, after consultation with legal counsel."
    expect(citedIn("item_3_legal_proceedings", `${suit} ${outcome} ${confident}`, "material_legal_proceeding_flag")).toEqual([suit, outcome, confident])
    expect(citedIn("item_3_legal_proceedings", `${suit} Management cannot predict the outcome of legal claims and proceedings with certainty.`, "material_legal_proceeding_flag")).toEqual([suit])
    expect(citedIn("item_3_legal_proceedings", `${outcome} ${confident}`, "material_legal_proceeding_flag")).toEqual([])
    citesEach("item_7_mdna", "material_legal_proceeding_flag", [
      "The decrease in Fiscal 2023 was primarily due to positive currency exchange rate movements and a legal settlement of $1,600,000 in third quarter 2022 offset principally by the forgiveness of an accrued expense."
    ], [
      "Other income increased due to a legal settlement of $1,600,000 received from a former supplier."
    ])
  })
})

describe("a settlement's terms in the conditional, a caption that involves allegations brought by counted plaintiffs", () => {
  it("follow the stated suit in its unit; kinds of suits brought by kinds of parties stay silent", () => {
    const mou =
      "On September 16, 2019, the Company entered into a Memorandum of Understanding (“MOU”) with the lead plaintiff to settle class action lawsuits that were previously consolidated in the United States District Court for the Central District of California."
    const terms = [
      "Under the terms of the MOU, the Company’s insurance carriers would pay $19.75 million, which would be distributed to shareholders who purchased Company stock.",
      "The Company would not be required to contribute any cash to the settlement payments.",
      "Pursuant to the settlement, the action against the Company would be dismissed with prejudice."
    ]
    expect(citedIn("item_1_legal_proceedings", [mou, ...terms].join(" "), "material_legal_proceeding_flag")).toEqual([mou, ...terms])
    expect(citedIn("item_1_legal_proceedings", terms.join(" "), "material_legal_proceeding_flag")).toEqual([])
    const filed = "On July 30, 2013, five complaints were filed in the Superior Court of Wake County, North Carolina by 135 individual plaintiffs against the Company."
    const caption = "Alderman, et al. v. Smithfield Foods, Inc., et al., involves allegations brought by 20 plaintiffs alleged to reside in Duplin County, North Carolina against the Company and two additional defendants."
    expect(citedIn("item_3_legal_proceedings", `${filed} ${caption}`, "material_legal_proceeding_flag")).toEqual([filed, caption])
    expect(
      citedIn("item_3_legal_proceedings", `${filed} Our legal proceedings range from cases brought by a single plaintiff to class actions with millions of putative class members.`, "material_legal_proceeding_flag")
    ).toEqual([filed])
  })
})

describe("a notice from a tax authority and the amount it is assessing", () => {
  it("are legal matters; a tax authority's routine notice to come stays silent", () => {
    citesEach("item_1_legal_proceedings", "material_legal_proceeding_flag", [
      "We received an initial notice from the tax authorities in Brazil during the fourth quarter of 2012 in connection with tax credits that were generated from the purchase of certain goods.",
      "The tax authorities are currently assessing R$7.0 million, or $2.2 million (converted at the September 30, 2017 exchange rate)."
    ], [
      "We may receive notices from the tax authorities in the jurisdictions in which we operate."
    ])
  })
})

describe("the company named first among defendants along with its affiliates", () => {
  it("is a legal matter of the registrant by its name; another company named so stays silent", () => {
    const cited = legalCitedFor("CMS Energy Corporation")
    const named =
      "CMS Energy, along with CMS MST, CMS Field Services, Cantera Natural Gas, Inc., and Cantera Gas Company, have been named as defendants in five class action lawsuits arising as a result of alleged inaccurate natural gas price reporting."
    expect(cited(named)).toEqual([named])
    expect(cited("Cantera Gas Company, along with several other marketers, has been named as a defendant in five class action lawsuits arising as a result of alleged inaccurate natural gas price reporting.")).toEqual([])
  })
})

describe("derivative suits on the company's behalf against its officers, the company a nominal defendant among their parties", () => {
  it("are legal matters; the company's own suit on its behalf and derivative suits in general stay silent", () => {
    citesEach("item_1_legal_proceedings", "material_legal_proceeding_flag", [
      "In addition, in August 2024, an alleged shareholder filed a derivative lawsuit purportedly on behalf of the Company against certain of our executive officers and directors, alleging breaches of fiduciary and other duties owed to the Company.",
      "The Company, as nominal defendant, and certain of its directors, officers and former directors and officers are parties to the following four shareholder derivative suits, each of which involves substantially similar claims and allegations: (i) Wells v. Reed, et al., Case No. 2016-CH-16359 (filed Dec. 22, 2016 in the Circuit Court of Cook County, Illinois), asserting state law claims for breach of fiduciary duty."
    ], [
      "In August 2024, the Company filed a lawsuit on behalf of the Company and its subsidiaries against a former supplier, alleging breaches of contract.",
      "Shareholder derivative suits are sometimes brought against the directors of companies whose stock price has declined."
    ])
  })
})

describe("an authority's inspection of the premises as part of its investigation, the agencies the company notified of its employees' conduct", () => {
  it("are investigations, and what follows is carried; inspections in general and a routine notice stay silent", () => {
    const inspections =
      "On April 21, 2015, inspections were conducted at the premises of Clear Channel in Denmark and Sweden as part of an investigation by Danish competition authorities."
    const after = [
      "Additionally, on the same day, Clear Channel UK received a communication from the UK competition authorities, also in connection with the investigation by Danish competition authorities.",
      "Clear Channel and its affiliates are cooperating with the national competition authorities."
    ]
    expect(citedIn("item_1_legal_proceedings", [inspections, ...after].join(" "), "investigation_flag")).toEqual([inspections, ...after])
    citesEach("item_1_legal_proceedings", "investigation_flag", [
      "Gas Index Price Reporting Investigation: In 2002, the Company notified appropriate regulatory and governmental agencies that some employees at two of its subsidiaries appeared to have provided inaccurate information regarding natural gas trades to various energy industry publications."
    ], [
      "Competition authorities may conduct inspections at the premises of companies as part of an investigation.",
      "In 2023, the Company notified the appropriate regulatory agencies that its new terminal had begun operations."
    ])
  })
})

describe("a subsidiary notified that it is a potentially responsible party, claims against each other, a tax result of settling a named dispute", () => {
  it("are legal matters of the company; another party's designation and a settlement of balances stay silent", () => {
    citesEach("item_1_legal_proceedings", "material_legal_proceeding_flag", [
      "In March 2011, the Advertiser Company (Advertiser), a subsidiary that publishes the Montgomery Advertiser, was notified by the U.S. Environmental Protection Agency (EPA) that it had been identified as a potentially responsible party (PRP) for the investigation and remediation of groundwater contamination."
    ], [
      "In March 2011, Acme Corp., a neighboring landowner, was notified by the U.S. Environmental Protection Agency (EPA) that it had been identified as a potentially responsible party (PRP) for the investigation and remediation of groundwater contamination."
    ])
    const suit = "A putative class action lawsuit was filed by James West in 2010 naming us, WAPI, and FHRA as defendants."
    const mutual = "We and FHRA filed claims against each other seeking, among other things, contractual indemnification alleging that the other party caused the sulfolane contamination."
    const resolved = "Certain claims by FHRA against us were resolved by the Alaska Supreme Court in our favor."
    expect(citedIn("item_3_legal_proceedings", `${suit} ${mutual} ${resolved}`, "material_legal_proceeding_flag")).toEqual([suit, mutual, resolved])
    expect(citedIn("item_3_legal_proceedings", resolved, "material_legal_proceeding_flag")).toEqual([])
    citesEach("item_2_mdna", "material_legal_proceeding_flag", [
      "The $4.3 million increase in income tax benefit for the three months ended June 30, 2025, was primarily attributable to the net tax benefit from settling the Brazil Tax Assessments (as defined below)."
    ], [
      "The $4.3 million increase in income tax benefit for the three months ended June 30, 2025, was primarily attributable to the net tax benefit from settling intercompany balances."
    ])
  })
})

describe("whether the court will let a stated suit proceed as a class", () => {
  it("follows the suit in its unit; the same words of any such action stay silent", () => {
    const suit = "On February 2, 2011, the plaintiffs in Dawn Till v. Saks Incorporated filed a complaint, with which the Company was served on February 8, 2011."
    const proceed = "It is not possible to predict whether the court will permit this action to proceed collectively or as a class."
    expect(citedIn("item_1_legal_proceedings", `${suit} ${proceed}`, "material_legal_proceeding_flag")).toEqual([suit, proceed])
    expect(citedIn("item_1_legal_proceedings", proceed, "material_legal_proceeding_flag")).toEqual([])
  })
})

describe("a consent agreement and compliance order entered into with an authority after alleged violations", () => {
  it("is an investigation; one the company may enter into stays silent", () => {
    citesEach("item_1_legal_proceedings", "investigation_flag", [
      "The 2008 alleged violations resulted in Hecla Limited entering into a Consent Agreement and Final Order (“CAFO”) and a Compliance Order with the EPA in April 2009, which included an extended compliance timeline."
    ], [
      "The Company may enter into a consent agreement with the EPA to resolve the alleged violations."
    ])
  })
})

describe("the company first in a list of defendants, named among the companies that sent wastes to a site, and a special notice's request", () => {
  it("are the company's legal matters and investigation; other parties' orders and designations stay silent", () => {
    citesEach("item_3_legal_proceedings", "material_legal_proceeding_flag", [
      "We, Westar Industries, Protection One, its subsidiary Protection One Alarm Monitoring, Inc. (Monitoring) and certain present and former officers and directors of Protection One were defendants in a purported class action litigation in the U.S. District Court for the District of Kansas, Burke v. Protection One, Inc., et al.",
      "The EPA has identified the Company as one of many companies sending PCB wastes for disposal to the site."
    ], [
      "We, like other utilities, are defendants in lawsuits from time to time.",
      "The EPA has identified Acme as one of many companies sending PCB wastes for disposal to the site."
    ])
    const notice = "In October 2007, the Company received a Special Notice for Remedial Investigation and Feasibility Study (RI/FS) from the EPA pursuant to CERCLA."
    const requested =
      "The special notice requested that the Company, along with many other listed PRPs, enter into negotiations with the EPA for the performance of an RI/FS at an area known as the Devil’s Swamp Lake site."
    expect(citedIn("item_1_legal_proceedings", `${notice} ${requested}`, "investigation_flag")).toEqual([notice, requested])
    citesEach("item_1_legal_proceedings", "investigation_flag", [], [
      "The EPA issued a Unilateral Administrative Order to PRP’s Clean Harbors, Inc. and Baton Rouge Disposal to Conduct an RI/FS on December 3, 2009."
    ])
  })
})

describe("an incident carried into the paragraph right after the one that tells it, suits filed against some or all of a list led by the company", () => {
  it("cite the next paragraph's reference back and the suits; a paragraph after an unrelated one and a list of others stay silent", () => {
    const told = "On February 1, 2022, the Company detected and stopped a network security incident. The costs of investigating and resolving the incident thus far has been immaterial."
    const next = "The Company’s investigation and analysis of the incident are largely completed."
    // (a section long enough that each paragraph is its own unit)
    const controls = Array.from({ length: 12 }, (_, k) => `Management evaluated control area ${k + 1} of the disclosure controls during the year.`).join(" ")
    expect(citedIn("item_9a_controls", [controls, told, next].join("\n"), "cybersecurity_incident_flag")).toEqual([
      "On February 1, 2022, the Company detected and stopped a network security incident.",
      "The costs of investigating and resolving the incident thus far has been immaterial.",
      next
    ])
    expect(citedIn("item_9a_controls", [controls, told, "Revenue grew in every segment during the year.", next].join("\n"), "cybersecurity_incident_flag")).not.toContain(next)
    citesEach("item_1_legal_proceedings", "material_legal_proceeding_flag", [
      "In connection with the Acquisition, between November 24, 2010 and December 16, 2010, sixteen purported class action complaints were filed against some or all of the following: the Company, certain officers of the Company, members of the Company’s Board of Directors, TPG and LGP."
    ], [
      "In connection with the merger, between November 24, 2010 and December 16, 2010, sixteen purported class action complaints were filed against some or all of the following: Acme Corp., its officers, TPG and LGP."
    ])
  })
})

describe("a stated suit's memorandum of understanding, its dismissal stipulated, the government's refusal to intervene", () => {
  it("are steps of the suit in its unit; the same words alone stay silent", () => {
    const suit = "On February 3, 2021, a purported class action complaint was filed against the Company in the Superior Court of California."
    const steps = [
      "On January 16, 2022, the Company entered into a binding Memorandum of Understanding (“MOU”) with the other parties in the action.",
      "The U.S. Department of Justice has declined to intervene in this action.",
      "On June 6, 2023, the parties stipulated to the dismissal of the case."
    ]
    expect(citedIn("item_1_legal_proceedings", [suit, ...steps].join(" "), "material_legal_proceeding_flag")).toEqual([suit, ...steps])
    expect(citedIn("item_1_legal_proceedings", steps.join(" "), "material_legal_proceeding_flag")).toEqual([])
  })
})

describe("a complaint the Justice Department filed through a U.S. Attorney's Office against the company's pharmacies", () => {
  it("is an investigation; the Department's complaints in general stay silent", () => {
    citesEach("item_1_legal_proceedings", "investigation_flag", [
      "On April 15, 2013, the U.S. Department of Justice, through the U.S. Attorney's Office for the Eastern District of Virginia, filed a complaint in the United States District Court for the Eastern District of Virginia against the Company's two pharmacies in Virginia alleging violations of the Controlled Substances Act."
    ], [
      "The U.S. Department of Justice, through the U.S. Attorneys' Offices, files complaints against pharmacies in many states alleging violations of the Controlled Substances Act."
    ])
  })
})

describe("a company the section names by its initials, as a defendant in counted cases", () => {
  it("is the company where the section keeps naming it; a name written once is another party", () => {
    const counted = "Asbestos matters – As of June 30, 2021, J. R. Foundry was a defendant in approximately 410 active cases involving approximately 1,200 plaintiffs."
    const section = [
      "J. R. Foundry is the subject of a number of pending legal actions involving a variety of matters.",
      "J. R. Foundry accrues for estimated costs of lawsuits when a loss is probable and can be estimated.",
      counted,
      "During the six months ended June 30, 2021, J. R. Foundry paid approximately $2 million in settlements."
    ].join("\n")
    expect(citedIn("item_1_legal_proceedings", section, "material_legal_proceeding_flag")).toContain(counted)
    citesEach("item_1_legal_proceedings", "material_legal_proceeding_flag", [], [
      "As of June 30, 2021, K. L. Mills was a defendant in approximately 410 active cases involving approximately 1,200 plaintiffs."
    ])
  })
})

describe("a complaint told in the passive as filed in a court on behalf of a plan participant", () => {
  it("is a suit against the company; the company's own complaint, one that may be filed and a bankruptcy petition stay silent", () => {
    citesEach("item_1_legal_proceedings", "material_legal_proceeding_flag", [
      "On March 2, 2019, a complaint was filed in the United States District Court for the District of Oregon on behalf of a person alleged to be a participant in the company’s pension plan for hourly employees."
    ], [
      "On March 2, 2019, a complaint was filed by the Company in the United States District Court for the District of Oregon on behalf of its pension plan against a former trustee.",
      "A complaint may be filed in a state court on behalf of plan participants at any time.",
      "On March 2, 2019, a petition was filed in the United States Bankruptcy Court for the District of Delaware on behalf of the debtors."
    ])
  })
})

describe("an insurer's rehabilitation turned into liquidation by a court, where the company pays guaranty fund assessments", () => {
  it("is not the company's matter; the court's order against the company is", () => {
    citesEach("item_1_legal_proceedings", "material_legal_proceeding_flag", [
      "On April 16, 2019, the court issued an order granting the plaintiffs’ motion for summary judgment against the Company."
    ], [
      "On April 16, 2019, the court issued an order converting the rehabilitation into a liquidation proceeding under a plan submitted by the state insurance regulator."
    ])
  })
})

describe("what a stated suit's section says of future matters or of its proceedings in general", () => {
  it("is not the suit's estimate or step", () => {
    const suit = "On May 4, 2023, a putative class action complaint was filed against the Company in the Superior Court of California alleging wage and hour violations."
    for (const generic of [
      "The range of expenses for resolving any future matters would be assessed as they arise; until then, a range of potential expenses for their resolution cannot be determined.",
      "In addition, we believe the ultimate outcome of the legal proceedings: could have a material adverse effect on our results of operations in any given quarter or year."
    ]) {
      expect(citedIn("item_1_legal_proceedings", `${suit}\n${generic}`, "material_legal_proceeding_flag"), generic).toEqual([suit])
      expect(citedIn("item_1_legal_proceedings", `${generic}\n${suit}`, "material_legal_proceeding_flag"), generic).toEqual([suit])
    }
  })
})

describe("a contractual dispute with a named party, the adverb before the verb", () => {
  it("is a legal matter; a dispute named by no kind and an industry's enforcement actions stay silent", () => {
    citesEach("item_3_legal_proceedings", "material_legal_proceeding_flag", [
      "We currently are involved in a contractual dispute with Northwind Health Plan regarding fees paid to us under a former services agreement."
    ], [
      "We currently are involved in discussions with Northwind Health Plan regarding fees paid to us under a former services agreement."
    ])
    citesEach("item_3_legal_proceedings", "investigation_flag", [], [
      "Manufacturers of medical devices have been the subject of various enforcement actions relating to interactions with health care providers whereby companies are claimed to have provided inappropriate incentives."
    ])
  })
})

describe("a settlement agreement resolving all disputed issues of a complaint; an authority's proposed compliance order and what it includes", () => {
  it("are legal matters; a settlement of an agreement's terms and an order the company asks for stay silent", () => {
    citesEach("item_1_legal_proceedings", "material_legal_proceeding_flag", [
      "During the quarter, Northwind Airlines executed a confidential settlement agreement with Delta resolving all disputed issues of a complaint filed in the Georgia State Court of Fulton County."
    ], [
      "During the quarter, Northwind Airlines executed a capacity purchase agreement with Delta resolving all open issues of the fleet plan."
    ])
    const order = "On March 4, 2024, we received a proposed Administrative Compliance Order (the “ACO”) from the State Environment Department relating to alleged air permit violations at our processing plant."
    const includes = "The ACO includes a proposed civil penalty of approximately $12.5 million and requires certain capital improvements at the plant."
    expect(citedIn("item_1_legal_proceedings", `${order} ${includes}`, "material_legal_proceeding_flag")).toEqual([order, includes])
    expect(citedIn("item_1_legal_proceedings", includes, "material_legal_proceeding_flag")).toEqual([])
  })
})

describe("an authority and the company entering into a consent order, the authority named first; an environmental demand letter sent to the company", () => {
  it("are legal matters; a demand for an invoice's payment stays silent", () => {
    citesEach("item_1_legal_proceedings", "material_legal_proceeding_flag", [
      "In August 1998, the New York State Department of Environmental Conservation (“NYSDEC”) and the Company entered into a consent order whereby the Company assumed responsibility for a remedial investigation of a former plant site.",
      "On March 3, 2022, counsel for Northwind Labs, Inc. sent the Company an environmental demand letter pursuant to CERCLA related to a site that Northwind formerly owned in Acton, Massachusetts."
    ], [
      "On March 3, 2022, counsel for Northwind Labs, Inc. sent the Company a demand letter for payment of an invoice for laboratory services."
    ])
  })
})

describe("a paragraph that leads with the company's ordinary-course matters, before or after a stated suit", () => {
  it("speaks of the category: its sentences are not the suit's, nor are pointers to a note", () => {
    const lead = "The Company is subject to litigation, claims, investigations and audits arising from time to time in the ordinary course of business. Although legal proceedings are inherently unpredictable, the Company believes that it has valid defenses with respect to those matters currently pending against the Company and intends to defend itself vigorously. The outcome of these matters is not expected to have a material impact on the Company's financial position."
    const suit = "On July 14, 2021, a current hourly employee filed a class action lawsuit against the Company alleging that it failed to provide required meal breaks. The Company reached a tentative settlement agreement resolving all claims for $8.5 million. Amounts recorded for litigation contingencies are disclosed in Note 7."
    const after = "In the normal course of business, there are various claims in process, matters in litigation, and other contingencies. These include employment-related claims and claims alleging illness or injury."
    const [filed, settled] = ["On July 14, 2021, a current hourly employee filed a class action lawsuit against the Company alleging that it failed to provide required meal breaks.", "The Company reached a tentative settlement agreement resolving all claims for $8.5 million."]
    expect(citedIn("item_1_legal_proceedings", [lead, suit, after].join("\n"), "material_legal_proceeding_flag")).toEqual([filed, settled])
  })
})

describe("an action the company commenced, entitled by its caption; a charge for an inspector general's investigation; such matters of a category", () => {
  it("the company's own action is no matter against it, the charge states the investigation, and the category's defence stays silent", () => {
    citesEach("item_1_legal_proceedings", "material_legal_proceeding_flag", [], [
      "On January 2, 2008, we commenced an action in the United States District Court for the Northern District of New York entitled Northwind, Inc. v. Widget Lasers, Inc."
    ])
    citesEach("item_3_legal_proceedings", "investigation_flag", [
      "These amounts were offset by a litigation charge of $13.8 million related to the Office of the Inspector General of the U.S. Department of Health and Human Services (“OIG”) investigation."
    ], [
      "These amounts were offset by a litigation charge of $13.8 million related to general litigation matters."
    ])
    const lead = "The Company is subject to various claims and legal actions that are pending or may be asserted from time-to-time."
    const defend = "The Company intends to continue to defend itself vigorously in such matters."
    const award = "In the first quarter of 2015, the Company had a gain of $56.4 million related to a litigation accrual change resulting from the jury's damages award against it in the Medtronic litigation being overturned."
    expect(citedIn("item_3_legal_proceedings", `${lead} ${defend} ${award}`, "material_legal_proceeding_flag")).not.toContain(defend)
  })
})

describe("a note holder that sued, and a case's docket number, in a stated suit's paragraph; the cases described below and their unpredictable resolutions", () => {
  it("are the suit's steps; a lead-in to the cases described below and a category's difficulty to predict are not", () => {
    const suit = "Northwind Capital Corporation brought a lawsuit against the company on April 4, 2016."
    const steps = ["Case number: 16L353 in the 19th circuit court of Lake County, Illinois.", "The note holder sued for enforcement of two promissory notes issued to Northwind on November 18, 2010."]
    expect(citedIn("item_3_legal_proceedings", [suit, ...steps].join(" "), "material_legal_proceeding_flag")).toEqual([suit, ...steps])
    expect(citedIn("item_3_legal_proceedings", steps.join(" "), "material_legal_proceeding_flag")).toEqual([])
    const filed = "On June 4, 2012, Widget Innovations, LLC filed suit against the Company in the U.S. District Court, Eastern District of Texas."
    for (const lead of [
      "For the cases described below, management is unable to provide a meaningful estimate of the possible loss or range of possible loss because the proceedings are in various stages.",
      "However, the ultimate resolutions of these various proceedings and matters are inherently difficult to predict; as such, our operating results could be materially affected by the unfavorable resolution of one or more of these proceedings."
    ]) expect(citedIn("item_1_legal_proceedings", `${lead}\n${filed}`, "material_legal_proceeding_flag"), lead).toEqual([filed])
  })
})

describe("a dated denial of any matter before a stated suit", () => {
  it("is no step of the suit; a denial that makes an exception for the suit stays one", () => {
    const suit =
      "On April 7, 2013, three note holders filed a Notice of Commencement of Action in the Supreme Court of the State of New York against the Company, seeking repayment of their notes."
    const denial = "As of June 30, 2023, we were not a party to any material legal proceedings."
    const judgment = "On or about February 24, 2014, the three plaintiffs received judgment against the Company from the court."
    expect(citedIn("item_3_legal_proceedings", `${denial}\n${suit} ${judgment}`, "material_legal_proceeding_flag")).toEqual([suit, judgment])
    const excepted = "As of June 30, 2023, we were not a party to any material legal proceedings other than the suit described below."
    expect(citedIn("item_3_legal_proceedings", `${excepted}\n${suit} ${judgment}`, "material_legal_proceeding_flag")).toEqual([excepted, suit, judgment])
  })
})

describe("a party's demand that the company indemnify it for a litigation", () => {
  it("is a legal matter against the company, carried by the claims it leaves unresolved; a demand to pay an invoice is not", () => {
    const demand =
      "The firms who served as underwriters to the IPO, pursuant to an indemnification agreement entered into between us and those firms prior to the IPO have demanded that Vonage reimburse them for the costs and fees incurred by them in defense of the IPO litigation."
    const open = "The settlement described above does not resolve the IPO underwriters’ claims for indemnification against the Company."
    const legalOf = legalCitedFor("Vonage Holdings Corp.")
    expect(legalOf(`${demand} ${open}`)).toEqual([demand, open])
    expect(legalOf("Our supplier has demanded that Vonage pay the invoices for the equipment delivered in March.")).toEqual([])
    expect(legalOf("The underwriters have demanded that Acme Corp. reimburse them for the costs incurred by them in defense of the IPO litigation.")).toEqual([])
  })
})

describe("what a civil investigative demand requested", () => {
  it("is a step of the investigation beside it; the demand for the company's products is not", () => {
    const cid = "In July 2021, the Company received a civil investigative demand from the Attorney General for the State of Colorado under the Colorado Medicaid False Claims Act."
    const requested = "The demand requested information and documents regarding Medicaid billing, patient services and referrals in connection with the Company’s PACE program in Colorado."
    expect(citedIn("item_1_legal_proceedings", `${cid} ${requested}`, "investigation_flag")).toEqual([cid, requested])
    expect(citedIn("item_1_legal_proceedings", `${cid} The demand for our services and information products increased in 2021.`, "investigation_flag")).toEqual([cid])
  })
})

describe("what an authority confirmed of its investigation, though it denies", () => {
  it("is a step of the investigation; the company's own denial beside it is not", () => {
    const opened =
      "On September 27, 2011, a search warrant was executed at the Company's headquarters and the Company was informed that it was under a government investigation by the U.S. Attorney's Office for the District of New Hampshire."
    const confirmed = "In December 2011, the USAO confirmed that Mr. Antony Mitchell, our chief executive officer, was no longer a target of the USAO investigation."
    const denial = "In December 2011, management stated that Mr. Antony Mitchell was no longer a target of the USAO investigation."
    expect(citedIn("item_3_legal_proceedings", `${opened} ${confirmed}`, "investigation_flag")).toEqual([opened, confirmed])
    expect(citedIn("item_3_legal_proceedings", `${opened} ${denial}`, "investigation_flag")).toEqual([opened])
  })
})

describe("a subsidiary named with its legal form and defined term as a defendant", () => {
  it("is the company's own suit; another company named the same way is not", () => {
    const named =
      "Our subsidiary Covenant Transport, Inc. (“Covenant Transport”) is a defendant in a lawsuit filed on November 9, 2018, in the Superior Court of Los Angeles County, California."
    citesEach("item_1_legal_proceedings", "material_legal_proceeding_flag", [named], [
      "Our customer Covenant Transport, Inc. (“Covenant Transport”) is a defendant in a lawsuit filed on November 9, 2018, in the Superior Court of Los Angeles County, California."
    ])
  })
})

describe("a loss the company accrued for a stated matter", () => {
  it("is a step of the matter beside it; a reserve against receivables and an accrual policy are not", () => {
    const matter =
      "In the matter Lehman Brothers Holdings, Inc. in the U.S. Bankruptcy Court, Lehman has initiated an adversary proceeding against the Company seeking indemnity for loans sold to it."
    const recorded = "We have recorded a liability for an amount that we consider to be the best estimate within a range of potential losses."
    const accrued = "The likelihood that a loss has been incurred is probable and estimable, and the loss has accordingly been accrued as of March 31, 2020."
    expect(citedIn("item_3_legal_proceedings", `${matter} ${recorded} ${accrued}`, "material_legal_proceeding_flag")).toEqual([matter, recorded, accrued])
    for (const calm of [
      "At September 30, 2022, we have recorded a reserve of $3,095 against these receivables.",
      "We record a liability when it is probable that a loss has been incurred and the amount can be reasonably estimated."
    ])
      expect(citedIn("item_3_legal_proceedings", `${matter} ${calm}`, "material_legal_proceeding_flag"), calm).toEqual([matter])
  })
})

describe("whether the plaintiffs will file again, told as unknown", () => {
  it("is a step of the dismissed suit beside it; whether plaintiffs in general will sue is not", () => {
    const suit = "On December 11, 2009, a putative securities class action was filed in the United States District Court for the Eastern District of Washington against the Company."
    const unknown = "We do not know and cannot predict if plaintiffs will file an amended complaint."
    expect(citedIn("item_1_legal_proceedings", `${suit} ${unknown}`, "material_legal_proceeding_flag")).toEqual([suit, unknown])
    expect(citedIn("item_1_legal_proceedings", unknown, "material_legal_proceeding_flag")).toEqual([])
  })
})

describe("the company called by the first word of its name", () => {
  it("is the company: a suit it brings under that name is not one against it", () => {
    const legalOf = legalCitedFor("BJ’s Restaurants, Inc.")
    const against =
      "On September 12, 2011, former team member Bianca Galindo filed an action in San Diego County Superior Court against BJ’s Restaurants, Inc. and one of its managers."
    const deadline = "BJ’s deadline for filing a responsive pleading in the matter was October 19, 2011."
    const brought = "On August 26, 2011, BJ’s filed a lawsuit in the Superior Court of California for the County of Alameda against Toyama Partners, LLC, landlord of the Newark premises, for breach of contract and fraud."
    expect(legalOf(`${against}\n${deadline}\n${brought}`)).not.toContain(brought)
    expect(legalOf(`${against}\n${deadline}\n${brought}`)).toContain(against)
  })
  it("only when the section uses it alone twice, and never a word that names no company alone", () => {
    const twice = "BJ’s Restaurants, Inc. was sued. BJ’s answered. BJ’s moved to compel arbitration."
    expect(registrantHead("BJ’s Restaurants", twice)).toBe("BJ’s")
    expect(registrantHead("BJ’s Restaurants", "BJ’s Restaurants, Inc. was sued. BJ’s answered.")).toBeNull()
    expect(registrantHead("Tuesday Morning", "On Tuesday, the court ruled. On Tuesday, Tuesday Morning appealed.")).toBeNull()
    expect(registrantHead("First Horizon National", "First, the court ruled. First Tennessee appealed. First Horizon National was sued.")).toBeNull()
    expect(registrantHead("Kemper", "Kemper was sued. Kemper answered.")).toBeNull()
  })
})

describe("a suit's later steps, and an affiliate named after the company", () => {
  const suit = "In July 2012, Kathleen Mason, our former President, filed a discrimination charge against the Company with the EEOC."
  it("carries the EEOC's right-to-sue notice, the stage of discovery, the appellate argument and an estimate the company cannot make", () => {
    const rightToSue = "On March 19, 2013, the EEOC provided Ms. Mason with a Notice of Right to Sue letter."
    const discovery = "The parties have not yet engaged in any discovery or performed any analysis of potential exposure, if any exists."
    const argued = "The appellate argument was held on April 25, 2013 and the Company is awaiting a decision."
    const estimate =
      "We do not currently have enough information to make a reasonable estimate as to the likelihood or amount of a loss, or a range of reasonably possible losses as a result of this claim."
    for (const after of [rightToSue, discovery, argued, estimate]) {
      expect(citedIn("item_1_legal_proceedings", `${suit} ${after}`, "material_legal_proceeding_flag"), after).toEqual([suit, after])
      expect(citedIn("item_1_legal_proceedings", after, "material_legal_proceeding_flag"), after).toEqual([])
    }
  })
  it("not a stage the parties say they will never reach", () => {
    const never = "The parties do not expect to engage in any discovery."
    expect(citedIn("item_1_legal_proceedings", `${suit} ${never}`, "material_legal_proceeding_flag")).toEqual([suit])
  })
  it("reads a company named after the registrant as its own, with its short name in parentheses", () => {
    const legalOf = legalCitedFor("Stewart Information Services Corporation")
    const defendants =
      "Stewart Title Guaranty Company (STGC) and Stewart Title Guaranty de Mexico, S.A. de C.V. (STGM) were defendants in a lawsuit in the State District Court of Harris County, Texas."
    expect(legalOf(defendants)).toEqual([defendants])
    // not under another registrant's name, nor a person who shares the first word
    expect(legalCitedFor("Fidelity National Financial, Inc.")(defendants)).toEqual([])
    expect(legalOf("Stewart Smith (the former officer) was a defendant in a lawsuit in the State District Court of Harris County, Texas.")).toEqual([])
  })
})

describe("a bank's orders by the supervisor's own form, and a suit told by the company's failure", () => {
  it("reads the FDIC's stipulation and consent, the Federal Reserve agreement and the MOU's requirement; not an exhibit's title", () => {
    const consent =
      "On July 15, 2009, Royal Bank agreed to enter into a Stipulation and Consent to the Issuance of an Order to Cease and Desist (the \"Orders\") with each of the Federal Deposit Insurance Corporation (\"FDIC\") and the Pennsylvania Department of Banking."
    const mou = "Included in the MOU is the continued requirement of maintaining a leverage ratio equal to or greater than 8%."
    const reserve = "On March 17, 2010, the Company agreed to enter into the Federal Reserve Agreement with the Reserve Bank."
    expect(citedIn("item_1_legal_proceedings", `${consent} ${mou}`, "investigation_flag")).toEqual([consent, mou])
    expect(citedIn("item_1_legal_proceedings", reserve, "investigation_flag")).toEqual([reserve])
    expect(citedIn("item_1_legal_proceedings", mou, "investigation_flag")).toEqual([])
    expect(citedIn("item_1_legal_proceedings", "Exhibit 10.1 Stipulation and Consent to the Issuance of an Order to Cease and Desist.", "investigation_flag")).toEqual([])
    expect(citedIn("item_1_legal_proceedings", "The Bank may be asked to agree to enter into a Stipulation and Consent to the Issuance of an Order to Cease and Desist.", "investigation_flag")).toEqual([])
  })
  it("reads a complaint over the company's purported failure, filed by its former advisor, and the uncertainty of a class's certification", () => {
    const complaint =
      "On July 2, 2018, a former financial advisor to the Company filed a complaint in New York State court of a claim of breach of contract based on the Company’s purported failure to pay certain compensation claimed to be owed to the former financial advisor."
    const uncertain = "Currently, there is uncertainty with regard to whether the putative class will ultimately be certified, the dimensions of any such class, and the range of remedies that might be sought on any certified claims."
    expect(citedIn("item_1_legal_proceedings", complaint, "material_legal_proceeding_flag")).toEqual([complaint])
    expect(citedIn("item_1_legal_proceedings", "On August 22, 2011, a putative class action lawsuit was filed against the Company in the United States District Court for the Middle District of Florida. " + uncertain, "material_legal_proceeding_flag")).toHaveLength(2)
    expect(citedIn("item_1_legal_proceedings", uncertain, "material_legal_proceeding_flag")).toEqual([])
    // the company's own complaint over another's failure stays its claim
    expect(citedIn("item_1_legal_proceedings", "On July 2, 2018, the Company filed a complaint in New York State court based on the distributor’s failure to pay certain amounts owed to the Company.", "material_legal_proceeding_flag")).toEqual([])
  })
})

describe("a category told as incidental to the business, amended complaints that add claims, and an appeal's time run out", () => {
  const suit = "On December 23, 2015, a former driver filed a class action lawsuit against the Company in the Superior Court of California, County of San Bernardino."
  it("says nothing of the category's matters beside a stated suit", () => {
    const lead = "The Company is party to certain legal proceedings incidental to its business."
    const disposition =
      "The ultimate disposition of these matters, in the opinion of management, based in part on the advice of legal counsel, is not expected to have a materially adverse effect on the Company’s financial position or results of operations."
    expect(citedIn("item_1_legal_proceedings", `${lead} ${disposition} ${suit}`, "material_legal_proceeding_flag")).toEqual([suit])
  })
  it("carries what the amended complaints add and that the time to appeal has expired", () => {
    const add = "These complaints add disclosure claims, alleging that the board of directors provided materially misleading and incomplete information to stockholders in the Form S-4 Registration Statement."
    const expired = "The period for any appeal to the United States Court of Appeals for the Eighth Circuit has expired."
    for (const after of [add, expired]) {
      expect(citedIn("item_1_legal_proceedings", `${suit} ${after}`, "material_legal_proceeding_flag"), after).toEqual([suit, after])
      expect(citedIn("item_1_legal_proceedings", after, "material_legal_proceeding_flag"), after).toEqual([])
    }
    // a rule, not a matter, referred back to stays silent
    expect(citedIn("item_1_legal_proceedings", `${suit} These disclosure requirements apply to all registrants.`, "material_legal_proceeding_flag")).toEqual([suit])
  })
})

describe("an authority's order suspending trading in the company's shares", () => {
  it("is an investigation; an exchange's halt is not", () => {
    const ordered =
      "On April 21, 2015, the SEC ordered that pursuant to Section 12(k) of the Securities Exchange Act of 1934, as amended, trading in the shares of the Company’s common stock was suspended for the period from April 21, 2015 through May 4, 2015."
    const suspended = "On April 21, 2015, the SEC temporarily suspended trading in our securities."
    citesEach("item_2_mdna", "investigation_flag", [ordered, suspended], [
      "On April 20, 2015, the NASDAQ Capital Market halted trading of the Company’s common stock.",
      "If the SEC ordered that trading in the shares of the Company’s common stock be suspended, our shareholders could lose liquidity."
    ])
  })
})

describe("a ransomware incident's recovery told step by step", () => {
  it("carries the restoring begun, the systems restored in the main and the operations resumed", () => {
    const incident =
      "On October 11, 2023, the Company identified suspicious activity in its information technology network, which was the result of a ransomware incident (the \"Ransomware Incident\")."
    const began = "The Company began restoring services to its oncology, mobile, and fixed radiology units in a rolling fashion beginning on October 12, 2023."
    const restored = "As of November 10, 2023, the Company had restored the majority of its systems and resumed scheduling patient appointments at most of its locations."
    expect(citedIn("item_2_mdna", `${incident} ${began} ${restored}`, "cybersecurity_incident_flag")).toEqual([incident, began, restored])
    expect(citedIn("item_2_mdna", `${began} ${restored}`, "cybersecurity_incident_flag")).toEqual([])
  })
})

describe("a category lead after a run-in heading", () => {
  it("keeps what it says of its matters out of the suit told after it", () => {
    const lead = "Litigation—We are involved from time to time in claims, proceedings and litigation arising in the ordinary course of business."
    const accruals = "We have made accruals with respect to these matters, where appropriate, which are reflected in our condensed consolidated financial statements."
    const suit = "A putative class action, Alexia Herrera v. Zumiez Inc., was filed against us in the Eastern District Court of California in August 2016."
    expect(citedIn("item_1_legal_proceedings", `${lead} ${accruals} ${suit}`, "material_legal_proceeding_flag")).toEqual([suit])
  })
})

describe("a defendant over the past several years, an order in effect until terminated, and an industry's suits", () => {
  it("reads the company as a defendant over the years, but not the industry's carriers beside it", () => {
    const industry = "In recent years, carriers offering life insurance and annuity products have faced litigation, including class action lawsuits, alleging improper product design."
    const defendant = "As discussed below, the Company has been a defendant over the past several years in two such class action lawsuits."
    expect(citedIn("item_3_legal_proceedings", `${industry} ${defendant}`, "material_legal_proceeding_flag")).toEqual([defendant])
  })
  it("carries a bank's order that remained in effect until terminated", () => {
    const terminated =
      "Metro Bank was informed on October 19, 2012, that the Federal Deposit Insurance Corporation (FDIC) terminated the Consent Order issued by the FDIC against the Bank on April 29, 2010."
    const remained = "The Order was issued pursuant to Section 8(b) of the Federal Deposit Insurance Act and accordingly, remained in effect until terminated by the FDIC."
    expect(citedIn("item_2_mdna", `${terminated} ${remained}`, "investigation_flag")).toEqual([terminated, remained])
    expect(citedIn("item_2_mdna", remained, "investigation_flag")).toEqual([])
  })
})

describe("a note named by its letter as where the litigation is told", () => {
  it("is a pointer, not a matter", () => {
    const suit = "Since the announcement of the Merger, 12 purported class action complaints were filed by alleged stockholders of the Company against the Company and its directors."
    const pointer =
      "Note P to the Company's consolidated financial statements in Exhibit 99.3 to the Current Report on Form 8-K provides information on certain litigation in which the Company is involved under the caption \"Legal Matters.\""
    expect(citedIn("item_1_legal_proceedings", `${pointer} ${suit}`, "material_legal_proceeding_flag")).toEqual([suit])
  })
})

describe("defendants among many, a subsidiary the company defends, an indictment, an agency's order for the claimant, errors found in past periods", () => {
  it("reads subsidiaries named along with other defendants, and the company as one of a counted number of defendants", () => {
    const among =
      "Certain of our operating subsidiaries have been named, along with a number of other defendants, including a subsidiary of CenterPoint, as defendants in class action lawsuits in California."
    const counted = "We have been named as one of 27 defendants in an action filed with the Superior Court for the County of Los Angeles."
    const other =
      "CenterPoint has been named, along with a number of other defendants, including a subsidiary of Enron, as defendants in class action lawsuits in California."
    expect(citedIn("item_3_legal_proceedings", among, "material_legal_proceeding_flag")).toEqual([among])
    expect(citedIn("item_3_legal_proceedings", counted, "material_legal_proceeding_flag")).toEqual([counted])
    expect(citedIn("item_3_legal_proceedings", other, "material_legal_proceeding_flag")).toEqual([])
  })
  it("reads a party the section seldom names as the company's own where the company goes on to defend the matter", () => {
    const named =
      "AMVAC has been named as one of 27 defendants in an action entitled Sanchez v. Agro Logistic Systems, Inc. et al which was filed on April 14, 2014 with the Superior Court for the State of California."
    const defends = "The Company intends to defend the matter vigorously and believes that the claims have no merit."
    const legal = legalCitedFor("American Vanguard Corporation")
    expect(legal(`${named} ${defends}`)).toEqual([named, defends])
    expect(legal(named)).toEqual([])
    // the defence in another paragraph, or a subject that is no name, reads nothing
    expect(legal(`${named}\n${defends}`)).toEqual([])
    expect(legal(`On September 5, 2024, the plaintiff filed a notice of appeal. ${defends}`)).toEqual([])
  })
  it("reads a grand jury's indictment of the company as an investigation, not one of former executives alone", () => {
    const company = "In April 2004, a federal grand jury indicted the Company and certain of its former and current employees for alleged violations of the Commodity Exchange Act."
    const former = "In April 2004, a federal grand jury indicted two of our former executives for alleged violations of the Commodity Exchange Act."
    expect(citedIn("item_3_legal_proceedings", company, "investigation_flag")).toEqual([company])
    expect(citedIn("item_3_legal_proceedings", former, "investigation_flag")).toEqual([])
  })
  it("reads an agency's order entered for the claimant against the company, not one against another party", () => {
    const order =
      "An Administrative Order of Determination was entered on April 9, 2012, at the Department of Labor in favor of the claimant for approximately $99,426 for a promised raise in wages for services performed as a technician for the Company."
    const other = "An arbitration award was entered in March 2012 in favor of the claimant against Acme Corp., a former distributor of our products."
    expect(citedIn("item_1_legal_proceedings", order, "material_legal_proceeding_flag")).toEqual([order])
    expect(citedIn("item_1_legal_proceedings", other, "material_legal_proceeding_flag")).toEqual([])
  })
})

describe("categories of matters", () => {
  it("reads investigations by various governmental agencies as a category", () => {
    const category = "We are also subject to ongoing investigations by various governmental agencies, including investigations into possible criminal law violations."
    expect(citedIn("item_3_legal_proceedings", category, "investigation_flag")).toEqual([])
  })
  it("keeps what a lead-in of matters arising out of the normal course says of them out of the suit told after it", () => {
    const lead = "The Company is subject to certain pending and threatened legal, regulatory and governmental actions and proceedings that arise out of the normal course of business."
    const outcome =
      "Given the inherent difficulty of predicting the outcome of such matters, particularly in proceedings where claimants seek substantial or indeterminate damages, the Company is generally not able to quantify the actual loss."
    const suit = "On February 3, 2010, Trading Technologies International, Inc. filed a complaint in the U.S. District Court against the Company."
    expect(citedIn("item_3_legal_proceedings", `${lead} ${outcome}\n${suit}`, "material_legal_proceeding_flag")).toEqual([suit])
  })
})

describe("a lead-in of matters that may arise from the ordinary course, and notes not repaid", () => {
  it("keeps what a lead-in of lawsuits we may become involved in from our ordinary course says of them out of the suit told after it", () => {
    const lead = "From time to time, we may become involved in lawsuits and other claims arising from our ordinary course of business."
    const unable =
      "We are currently unable to predict the ultimate outcome of any litigation or claim, determine whether a liability has been incurred or make an estimate of the reasonably possible liability that could result from an unfavorable outcome."
    const suit = "On January 29, 2013, the plaintiffs in this matter filed a putative class action lawsuit against us alleging violations of California Civil Code Section 1747.08."
    expect(citedIn("item_1_legal_proceedings", `${lead} ${unable}\n${suit}`, "material_legal_proceeding_flag")).toEqual([suit])
  })
})

describe("a subsidiary named with its short name and trade, a verified derivative complaint, an insurance regulator's supervision, and long category lead-ins", () => {
  it("reads a subsidiary given its short name and trade as a defendant, but not another company described by a relative clause", () => {
    const subsidiary =
      "One of our subsidiaries, Fairmont Supply Company (Fairmont), which distributes industrial supplies, currently is named as a defendant in approximately 6,900 asbestos-related claims in state courts in Pennsylvania."
    const other = "Dow Chemical, which supplies our plants, is named as a defendant in approximately 6,900 asbestos-related claims."
    expect(citedIn("item_1_legal_proceedings", subsidiary, "material_legal_proceeding_flag")).toEqual([subsidiary])
    expect(citedIn("item_1_legal_proceedings", other, "material_legal_proceeding_flag")).toEqual([])
  })
  it("reads a verified shareholder derivative complaint filed on the company's behalf", () => {
    const derivative =
      "On July 28, 2022, Victor Farish filed a Verified Shareholder Derivative Complaint on behalf of the Company styled Victor Farish, derivatively on behalf of Alfi, Inc., Plaintiff, v. Paul Pereira, Defendants, and Alfi, Inc., Nominal Defendant, in the United States District Court for the Southern District of Florida."
    expect(legalCitedFor("Alfi, Inc.")(derivative)).toEqual([derivative])
  })
  it("reads an insurance regulator's order of supervision over the company's carrier, not one it may issue", () => {
    const order =
      'On January 19, 2012 the North Carolina Department of Insurance ("NCDOI") issued an Order of Supervision ("Order") providing for its immediate administrative supervision of RMIC\'s run-off operations.'
    const may = "The North Carolina Department of Insurance may issue an order of supervision if the carrier's capital falls below the minimum."
    expect(citedIn("item_7_mdna", order, "investigation_flag")).toEqual([order])
    expect(citedIn("item_7_mdna", may, "investigation_flag")).toEqual([])
  })
  it("reads a long lead-in of ordinary-course matters as a category's, but not one that leads to the matters discussed below", () => {
    const lead =
      "CONSOL Energy and its subsidiaries are subject to various lawsuits and claims with respect to such matters as personal injury, wrongful death, damage to property, exposure to hazardous substances, governmental regulations including environmental remediation, employment and contract disputes and other claims and actions arising out of the normal course of business."
    const amount = "The amount claimed against CONSOL Energy is disclosed below when an amount is expressly stated in the lawsuit or claim, which is not often the case."
    const suit = "One of our subsidiaries is currently named as a defendant in approximately 6,900 asbestos-related claims in state courts in Pennsylvania."
    expect(citedIn("item_1_legal_proceedings", `${lead} ${amount}\n${suit}`, "material_legal_proceeding_flag")).toEqual([suit])
    const below =
      "The Company is subject to the various legal proceedings and claims discussed below as well as certain other legal proceedings and claims that have not been fully resolved and that have arisen in the ordinary course of business."
    const merit = "Although we believe that the proceedings brought against us are without merit, litigation is subject to significant uncertainty."
    const four = "We are defendants in four state court actions that allege that the plaintiffs were overcharged for their share of Medicaid drug reimbursement costs."
    expect(citedIn("item_3_legal_proceedings", `${below} ${merit}\n${four}`, "material_legal_proceeding_flag")).toEqual([merit, four])
  })
})

describe("a company named among others, its own bankruptcy petition, money paid to it, and the steps of a subpoena", () => {
  it("reads a suit naming the company by its name among other defendants, not one naming another company", () => {
    const named =
      "On March 2, 2012, a lawsuit (Ridgeline et al. versus Carl Hobbs et al.) was filed in the 19th Judicial District Court, Parish of East Baton Rouge, Louisiana naming Bayou Drilling Corporation, among others, as a defendant."
    const other =
      "On March 2, 2012, a lawsuit was filed in the 19th Judicial District Court, Parish of East Baton Rouge, Louisiana naming Delta Pipe Corporation, among others, as a defendant."
    expect(legalCitedFor("Bayou Drilling Corporation")(named)).toEqual([named])
    expect(legalCitedFor("Bayou Drilling Corporation")(other)).toEqual([])
  })
  it("reads the company's own voluntary petition as a bankruptcy, not as a suit against it", () => {
    const petition = "On June 4, 2015, the Debtors filed voluntary petitions in the Bankruptcy Court seeking relief under Chapter 11."
    expect(citedIn("item_3_legal_proceedings", petition, "material_legal_proceeding_flag")).toEqual([])
    expect(flagSentencesByLine("item_3_legal_proceedings", petition, "bankruptcy_flag")).toEqual([petition])
  })
  it("does not carry the settlement money another party paid the company, but carries what the company paid", () => {
    const settled =
      "On May 2, 2019, the Company entered into a settlement agreement with Acme Optics, Inc., resolving a patent lawsuit that Acme Optics had filed against the Company."
    const toUs = "Under the terms of the settlement agreement, Acme Optics paid a license fee to Northwind in the amount of $3.0 million."
    const offset =
      "The Company determined that $1.0 million of this settlement amount was attributable to past damages, and that amount was recorded as an offset to general and administrative expenses upon receipt."
    const byUs = "Under the terms of the settlement agreement, Northwind paid a license fee to Acme Optics in the amount of $3.0 million."
    expect(legalCitedFor("Northwind Corporation")(`${settled} ${toUs} ${offset}`)).toEqual([settled])
    expect(legalCitedFor("Northwind Corporation")(`${settled} ${byUs}`)).toEqual([settled, byUs])
  })
  it("carries the company's cooperation and what it cannot predict of an authority's actions beside a stated subpoena, not alone", () => {
    const subpoena =
      "In 2015, the Company received a subpoena from the U.S. Attorney for the District of Maryland requesting information regarding its billing practices for home health services."
    const cooperating = "The Company is fully cooperating and is providing the requested information."
    const predict = "The Company cannot predict what, if any, actions may be taken by the U.S. Attorney."
    expect(citedIn("item_1_legal_proceedings", `${subpoena} ${cooperating} ${predict}`, "investigation_flag")).toEqual([subpoena, cooperating, predict])
    expect(citedIn("item_1_legal_proceedings", `${cooperating} ${predict}`, "investigation_flag")).toEqual([])
  })
})

describe("an authority's own case, the company's promise to cooperate, and the conduct of people", () => {
  it("reads a case an authority filed against the company as an investigation, not a private plaintiff's case", () => {
    const sec =
      "In March 2019, the SEC filed the case Securities and Exchange Commission v. Harbor Lending Corp., et al., 19 Civ. 2211 in federal court in the Southern District of New York."
    const private_ = "In March 2019, the plaintiffs filed the case Jones v. Harbor Lending Corp., et al., 19 Civ. 2211 in federal court in the Southern District of New York."
    expect(citedIn("item_1_legal_proceedings", sec, "investigation_flag")).toEqual([sec])
    expect(citedIn("item_1_legal_proceedings", private_, "investigation_flag")).toEqual([])
  })
  it("carries the company's promise to cooperate beside a stated investigation, not alone", () => {
    const opened =
      "On March 5, 2018, the Division of Enforcement of the SEC informed the Company that it is conducting an investigation and requested that the Company provide certain documents."
    const responding = "The Company is in the process of responding to this document request and will cooperate with the SEC in connection with its investigation."
    expect(citedIn("item_1_legal_proceedings", `${opened} ${responding}`, "investigation_flag")).toEqual([opened, responding])
    expect(citedIn("item_1_legal_proceedings", responding, "investigation_flag")).toEqual([])
  })
  it("does not carry the actions of a person as the matter's", () => {
    const letter = "In October 2011, the Company received a letter of inquiry from the Philadelphia Regional Office of the Securities and Exchange Commission."
    const conduct = "Additionally, significant information regarding the broker and the actions of the broker is required in determining whether rescission rights exist."
    const steps = "The Company responded to this inquiry and continues to provide the information requested."
    expect(citedIn("item_1_legal_proceedings", `${letter} ${conduct} ${steps}`, "investigation_flag")).toEqual([letter, steps])
  })
})

describe("a number of lawsuits as a category, the board's own investigation, and a registrant by its initials", () => {
  it("does not carry a lead-in about a number of active lawsuits to the suit told after it", () => {
    const lead =
      "The Company is involved in a number of active lawsuits, including lawsuits filed by private litigants and matters arising out of actions taken by state regulatory authorities."
    const suit = "On July 16, 2008, Dana Price filed a putative class action complaint in the Superior Court of California in San Diego against the Company and its California subsidiary."
    expect(citedIn("item_3_legal_proceedings", `${lead}\n${suit}`, "material_legal_proceeding_flag")).toEqual([suit])
  })
  it("does not carry what the board's own investigation found, but carries what the company told the SEC", () => {
    const found =
      "The Board’s investigation found instances at the subsidiary in which incorrect anti-dumping duties were applied on certain furniture imported from vendors in the PRC."
    const concluded = "On the basis of the investigation, the Board concluded that there was misconduct involved on the part of certain employees of the subsidiary."
    const sec =
      "Promptly upon becoming aware of the issues and related misconduct described above, the Company voluntarily disclosed its findings to the SEC on an informal basis and is cooperating with the Staff of the SEC."
    expect(citedIn("item_1_legal_proceedings", `${found} ${concluded} ${sec}`, "investigation_flag")).toEqual([sec])
  })
  it("reads a caption against a subsidiary named with the registrant's initials, when the filing keeps using them", () => {
    const caption = "On April 26, 2012, a lawsuit captioned Ventas Realty, Limited Partnership v. HLC Westfield, LLC, et al. was filed by Ventas in the Northern District of Illinois."
    const learned = "HLC learned of the complaint on May 1, 2012."
    const uses = "The lease concerns properties HLC operates in Ohio."
    expect(legalCitedFor("Harbor Living Communities, Inc.")(`${caption}\n${learned} ${uses}`)).toEqual([caption, learned])
    expect(legalCitedFor("Maple Senior Homes, Inc.")(`${caption}\n${learned} ${uses}`)).toEqual([])
  })
})

describe("requests the company receives from time to time, and a docket's claim activity", () => {
  it("does not carry a paragraph on requests received in the ordinary course to a subpoena told after it", () => {
    const lead =
      "From time to time, in the ordinary course of business and like others in the industry, the Company receives requests for information from government agencies in connection with their regulatory or investigational authority."
    const reviews = "The Company reviews such requests and notices and takes appropriate action."
    const subpoena =
      "On August 7, 2012, the Company’s subsidiary received a subpoena from the Office of Inspector General of the Department of Health and Human Services requesting documents focused on its contracts for services at affiliated hospitals."
    expect(citedIn("item_1_legal_proceedings", `${lead} ${reviews}\n${subpoena}`, "investigation_flag")).toEqual([subpoena])
  })
  it("carries the lead-in of a summary of claim activity beside stated asbestos suits, not alone", () => {
    const suits =
      "Some of our U.S. and U.K. subsidiaries are defendants in numerous asbestos-related lawsuits and out-of-court informal claims pending in the U.S. and the U.K."
    const summary = "A summary of our U.S. claim activity is as follows:"
    expect(citedIn("item_1_legal_proceedings", `${suits}\n${summary}`, "material_legal_proceeding_flag")).toEqual([suits, summary])
    expect(citedIn("item_1_legal_proceedings", summary, "material_legal_proceeding_flag")).toEqual([])
  })
})

describe("a category turned to a stated suit, prosecution agreements and charges, and amounts a plaintiff seeks", () => {
  it("reads a class action filed with respect to the company after an ordinary-course category turned by 'although'", () => {
    const turned =
      "The Company is not a party to any pending legal proceedings other than claims arising in the ordinary course of business, although a putative class action lawsuit has been filed with respect to the Company and two of its officers following its announcement of an SEC inquiry."
    const category = "The Company is a party to claims arising in the ordinary course of business, although management believes that none of them is material."
    citesEach("item_1_legal_proceedings", "material_legal_proceeding_flag", [turned], [category])
    // (suits about the company's products are not suits against it by those words)
    const products = "Several lawsuits have been filed with respect to the Company’s products by consumers in California."
    expect(citedIn("item_1a_risk_factors", products, "material_legal_proceeding_flag")).toEqual([])
  })
  it("does not carry a risk of litigation the company shares with other companies, nor how often such suits occur", () => {
    const suit = "On June 4, 2018, two putative class actions were filed against Norbank in the United States District Court for the District of Minnesota."
    const risk = "Norbank and other financial services companies are subject to the risk of class action litigation."
    const often = "Such tag-along derivative cases often occur when a securities class action suit is pending."
    expect(legalCitedFor("Norbank Financial Corporation")(`${suit} ${risk} ${often}`)).toEqual([suit])
  })
  it("reads a prosecution agreement told by its parties, and criminal charges against the company whatever became of them", () => {
    const ended =
      "On June 2, 2016, we were notified that the Deferred Prosecution Agreement (the “DPA”) entered into on June 1, 2013 among the United States Attorney's Office for the District of New Jersey and us was terminated effective immediately."
    const dismissed = "The criminal charges against Harbor Medical were dismissed on June 3, 2016."
    const officer = "In September 2016, the U.S. Attorney’s Office announced criminal charges against Harbor Medical’s former chief financial officer."
    expect(citedIn("item_1_legal_proceedings", ended, "investigation_flag")).toEqual([ended])
    expect(citedIn("item_1_legal_proceedings", ended, "material_legal_proceeding_flag")).toEqual([ended])
    expect(legalCitedFor("Harbor Medical Group, Inc.")(dismissed)).toEqual([dismissed])
    expect(legalCitedFor("Harbor Medical Group, Inc.")(officer)).toEqual([])
  })
  it("reads settlements that resolve what an authority investigated", () => {
    const settled =
      "On February 9, 2016, the settlement agreements entered into in 2015 to resolve matters under investigation by the Civil Division of the U.S. Department of Justice became effective."
    const private_ = "On February 9, 2016, the settlement agreements entered into in 2015 to resolve claims of our former distributors became effective."
    citesEach("item_1_legal_proceedings", "investigation_flag", [settled], [private_])
  })
  it("carries the amount a named plaintiff seeks, and not an investigation the company's own complaint began", () => {
    const suit = "On May 1, 2015, Coastal Panels, Inc. filed a complaint for breach of contract against us in the Superior Court of the State of California."
    const seeks = "Coastal Panels seeks $612,440 plus interest."
    expect(citedIn("item_1_legal_proceedings", `${suit} ${seeks}`, "material_legal_proceeding_flag")).toEqual([suit, seeks])
    const own = "On March 2, 2015, the ITC instituted an investigation based on our complaint against two competitors."
    expect(citedIn("item_1_legal_proceedings", own, "material_legal_proceeding_flag")).toEqual([])
  })
})

describe("an authority's notice of the violations it sees and of the order its staff will recommend", () => {
  it("is an investigation, a Reserve Bank named by its city included", () => {
    citesEach(
      "item_1_legal_proceedings",
      "investigation_flag",
      [
        "In March 2016, the Office of the Comptroller of the Currency notified us that it was prepared to recommend that an enforcement action be taken against us for alleged violations of the Bank Secrecy Act.",
        "On June 2, 2016, the Federal Reserve Bank of Atlanta notified us that the staff of the Board of Governors of the Federal Reserve System intended to recommend that the Board seek an administrative order against us.",
        "As previously disclosed, the Federal Reserve Bank of Kansas City notified us and a former partner bank of potential violations of the Truth in Lending Act."
      ],
      [
        "Our largest customer notified us of potential violations of the supply agreement.",
        "If the FDIC notified us that it was prepared to recommend an enforcement action, our business could suffer."
      ]
    )
  })
})

describe("another party's suit the company says it is not a party to", () => {
  it("cites nothing of that paragraph, and still cites a suit against the company told beside it", () => {
    const others = "In March 2018, the SEC sued Apex Partners in federal court. Harbor Freightways is not a party to this lawsuit. The SEC and Apex Partners have settled all claims."
    const ours = "On June 4, 2019, a putative class action was filed against the Company in the United States District Court for the District of Oregon."
    expect(legalCitedFor("Harbor Freightways, Inc.")(others)).toEqual([])
    expect(legalCitedFor("Harbor Freightways, Inc.")(`${others}\n${ours}`)).toEqual([ours])
  })
})
