import { describe, expect, it } from "vitest"
import type { SectionKey } from "../../src/domain/forms.js"
import { FLAG_NAMES, type FlagName } from "../../src/domain/names.js"
import { detectFlags, type FlagEvidence } from "../../src/metrics/index.js"
import { FLAG_CASES, SERIOUS_FLAGS } from "./flag-cases.js"
import { flagSentencesByLine, lineStartsOf } from "./flags-passages.js"

const SECTION: SectionKey = "item_9a_controls"

/** The sentences `flag` cites in `text`, read as `section`. */
const flagSentences = (section: SectionKey, text: string, flag: FlagName): Array<string> =>
  detectFlags(section, text).evidence.filter((e) => e.flag === flag).map((e) => e.sentence)

/** `flag` cites each of `fires`, read alone as `section`, as its one sentence, and is not raised by any of `silent`. */
const firesEach = (section: SectionKey, flag: FlagName, fires: ReadonlyArray<string>, silent: ReadonlyArray<string>): void => {
  for (const sentence of fires) expect(flagSentences(section, sentence, flag), sentence).toEqual([sentence])
  for (const sentence of silent) expect(detectFlags(section, sentence).flags[flag], sentence).toBe(false)
}

/** `after` is cited beside the `stated` matter (and `silent` is not), and raises nothing on its own. */
const carriedOnlyBeside = (
  section: SectionKey,
  flag: FlagName,
  stated: string,
  after: string | ReadonlyArray<string>,
  silent: string | ReadonlyArray<string> = []
): void => {
  const follow = typeof after === "string" ? [after] : after
  const quiet = typeof silent === "string" ? [silent] : silent
  expect(flagSentences(section, [stated, ...follow, ...quiet].join(" "), flag)).toEqual([stated, ...follow])
  expect(detectFlags(section, follow.join(" ")).flags[flag]).toBe(false)
}

/** Evidence invariants: offsets point at the phrase, and the phrase lies inside the sentence. */
const checkEvidence = (text: string, e: FlagEvidence): void => {
  expect(e.start).toBeGreaterThanOrEqual(0)
  expect(e.end).toBeGreaterThan(e.start)
  expect(e.end).toBeLessThanOrEqual(text.length)
  expect(text.slice(e.start, e.end)).toBe(e.phrase)
  expect(e.sentence).toContain(e.phrase)
  // the sentence is a verbatim piece of the text that covers the phrase's offsets
  const sentenceAt = text.lastIndexOf(e.sentence, e.start)
  expect(sentenceAt).toBeGreaterThanOrEqual(0)
  expect(sentenceAt).toBeLessThanOrEqual(e.start)
  expect(sentenceAt + e.sentence.length).toBeGreaterThanOrEqual(e.end)
}

describe("flag cases", () => {
  it("covers every flag, with enough cases per family", () => {
    expect(new Set(FLAG_CASES.map((c) => c.flag))).toEqual(new Set(FLAG_NAMES))
    for (const c of FLAG_CASES) {
      const min = SERIOUS_FLAGS.includes(c.flag) ? 15 : 8
      expect(c.positives.length, c.flag).toBeGreaterThanOrEqual(min)
      expect(c.negatives.length, c.flag).toBeGreaterThanOrEqual(min)
    }
  })

  for (const c of FLAG_CASES) {
    describe(c.flag, () => {
      it.each(c.positives)("fires on: %s", (sentence) => {
        const r = detectFlags(SECTION, sentence)
        expect(r.flags[c.flag]).toBe(true)
        const ev = r.evidence.filter((e) => e.flag === c.flag)
        expect(ev.length).toBeGreaterThan(0)
        for (const e of ev) {
          expect(e.section).toBe(SECTION)
          checkEvidence(sentence, e)
        }
      })
      it.each(c.negatives)("does not fire on: %s", (sentence) => {
        const r = detectFlags(SECTION, sentence)
        expect(r.flags[c.flag]).toBe(false)
        expect(r.evidence.filter((e) => e.flag === c.flag)).toEqual([])
      })
    })
  }
})

describe("a continued existence hung on financing", () => {
  const sentence =
    "Our continued existence is dependent upon our ability to successfully merge with a financially viable company, or our ability to increase revenue and obtain additional capital from borrowing and sales of our securities, as needed, to fund our operations."
  it("is a going concern in MD&A", () => {
    expect(detectFlags("item_2_mdna", sentence).flags.going_concern_flag).toBe(true)
    expect(detectFlags("item_7_mdna", "The continuation of our business is dependent upon our ability: (i) to comply with the terms of the Credit Facility and the Forbearance Agreement and (ii) to obtain additional financing.").flags.going_concern_flag).toBe(true)
  })
  it("is no going concern among the risk factors, nor without financing", () => {
    expect(detectFlags("item_1a_risk_factors", sentence).flags.going_concern_flag).toBe(false)
    expect(detectFlags("item_2_mdna", "Our continued existence is dependent upon our ability to attract and retain customers.").flags.going_concern_flag).toBe(false)
  })
})

describe("the company's own investigation beside an authority's", () => {
  const paragraph = [
    "As previously disclosed, the SEC is conducting an investigation which we believe is primarily focused on how the Company established accruals and reserves at period-ends.",
    "The Company’s Audit Committee retained independent counsel to conduct an internal investigation into matters related to the SEC investigation and that investigation is being supplemented as previously reported.",
    "The supplemental investigation regarding the assertions described in the Current Report on Form 8-K furnished to the SEC on July 28, 2021 is ongoing."
  ].join(" ")
  it("cites the authority's investigation, not the internal one", () => {
    const ev = detectFlags("item_1_legal_proceedings", paragraph).evidence.filter((e) => e.flag === "investigation_flag")
    expect(ev.map((e) => e.sentence)).toEqual([paragraph.slice(0, paragraph.indexOf(" The Company’s"))])
  })
  it("still reads an authority that acts in such a sentence", () => {
    const r = detectFlags("item_1_legal_proceedings", "The Audit Committee was informed that the SEC has opened an investigation into the Company’s revenue recognition practices.")
    expect(r.flags.investigation_flag).toBe(true)
  })
})

describe("a congressional committee's inquiry", () => {
  it("reads its letter and the report of its findings", () => {
    const text =
      "On May 12, 2010, the Company received a letter from the United States Senate Finance Committee in response to a newspaper article. On October 3, 2011, the Senate Finance Committee issued a report with its findings."
    const ev = detectFlags("item_3_legal_proceedings", text).evidence.filter((e) => e.flag === "investigation_flag")
    expect(ev.map((e) => e.phrase)).toEqual(["received a letter from the United States Senate Finance Committee", "Senate Finance Committee issued a report with its findings"])
  })
})

describe("a restatement's adjustments", () => {
  const adjustments = "The Restatement Adjustments reflect the entries to record the initial warrant liability from the Warrants and to revalue the warrant liability at the end of each period presented."
  it("are evidence beside a stated restatement", () => {
    const text = `We have restated our previously issued financial statements for the years ended December 31, 2019 and 2018. ${adjustments}`
    const ev = detectFlags("item_7_mdna", text).evidence.filter((e) => e.flag === "restatement_flag")
    expect(ev.map((e) => e.sentence)).toEqual(["We have restated our previously issued financial statements for the years ended December 31, 2019 and 2018.", adjustments])
  })
  it("raise nothing alone", () => {
    expect(detectFlags("item_7_mdna", adjustments).flags.restatement_flag).toBe(false)
  })
})

describe("the month of May is no modal", () => {
  it("reads a trigger after an agreement or a meeting named for the month", () => {
    const waiver =
      "This amendment modified the May Forbearance Agreement, under which the noteholders provided a limited waiver of certain events of default under the senior notes."
    expect(detectFlags("item_2_mdna", waiver).flags.covenant_breach_flag).toBe(true)
    const weakness = "At the May meeting of the audit committee management reported that it had identified a material weakness in the review of journal entries."
    expect(detectFlags("item_4_controls", weakness).flags.material_weakness_flag).toBe(true)
  })
  it("still reads the modal as hypothetical", () => {
    expect(detectFlags("item_2_mdna", "The noteholders may provide a limited waiver of certain events of default under the senior notes.").flags.covenant_breach_flag).toBe(false)
    expect(detectFlags("item_2_mdna", "Conditions that may raise substantial doubt about our ability to continue as a going concern are reviewed each quarter.").flags.going_concern_flag).toBe(false)
    expect(detectFlags("item_4_controls", "This may result in a material weakness being identified in a future period.").flags.material_weakness_flag).toBe(false)
  })
})

describe("detectFlags in running text", () => {
  const prose = [
    "Item 9A. Controls and Procedures.",
    "Our management, with the participation of our Chief Executive Officer, evaluated the effectiveness of our disclosure controls and procedures.",
    "If we fail to maintain effective internal control, we could lose investor confidence.",
    "In connection with the audit by Smith & Co. LLP, management identified a material weakness in our controls over inventory at our U.S. subsidiary.",
    "As a result, our Chief Executive Officer concluded that our disclosure controls and procedures were not effective as of December 31, 2024.",
    "No. 3 of the remediation steps is complete; we received a subpoena from the SEC on February 2, 2025."
  ].join(" ")

  it("returns every flag name, with evidence for exactly the true ones", () => {
    const r = detectFlags("item_9a_controls", prose)
    expect(Object.keys(r.flags).sort()).toEqual([...FLAG_NAMES].sort())
    const withEvidence = new Set(r.evidence.map((e) => e.flag))
    for (const f of FLAG_NAMES) expect(withEvidence.has(f), f).toBe(r.flags[f])
    expect(r.flags.material_weakness_flag).toBe(true)
    expect(r.flags.ineffective_controls_flag).toBe(true)
    expect(r.flags.investigation_flag).toBe(true)
    expect(r.flags.going_concern_flag).toBe(false)
    for (const e of r.evidence) checkEvidence(prose, e)
  })

  it("keeps abbreviations inside one sentence (Co., U.S., No.)", () => {
    const r = detectFlags("item_9a_controls", prose)
    const mw = r.evidence.find((e) => e.flag === "material_weakness_flag")
    expect(mw?.sentence).toBe(
      "In connection with the audit by Smith & Co. LLP, management identified a material weakness in our controls over inventory at our U.S. subsidiary."
    )
    const inv = r.evidence.find((e) => e.flag === "investigation_flag")
    expect(inv?.sentence.startsWith("No. 3 of the remediation steps")).toBe(true)
  })

  it("judges a conditional sentence separately from a factual neighbour", () => {
    const text =
      "We could be subject to investigations by regulators. On March 3, 2025, we received a subpoena from the SEC."
    const r = detectFlags("item_1a_risk_factors", text)
    expect(r.flags.investigation_flag).toBe(true)
    const ev = r.evidence.filter((e) => e.flag === "investigation_flag")
    expect(ev).toHaveLength(1)
    expect(ev[0]!.phrase).toContain("received a subpoena")
    expect(ev[0]!.sentence).toBe("On March 3, 2025, we received a subpoena from the SEC.")
    checkEvidence(text, ev[0]!)
  })

  it("returns all-false flags and no evidence for empty or blank text", () => {
    for (const t of ["", "   "]) {
      const r = detectFlags("item_1a_risk_factors", t)
      expect(Object.values(r.flags).every((v) => v === false)).toBe(true)
      expect(r.evidence).toEqual([])
    }
  })

  it("lists every sentence that raised a flag, in text order", () => {
    const s = "Management identified a material weakness in revenue controls. "
    const text = s.repeat(60)
    const ev = detectFlags("item_9a_controls", text).evidence.filter((e) => e.flag === "material_weakness_flag")
    expect(ev.length).toBe(60)
    for (let i = 1; i < ev.length; i++) expect(ev[i]!.start).toBeGreaterThan(ev[i - 1]!.start)
    for (const e of ev) checkEvidence(text, e)
  })

  it("cuts a very long sentence to a window that still holds the phrase", () => {
    const filler = "revenue and other operating items of the period ".repeat(60)
    const text = `${filler}management identified a material weakness in controls ${filler}end.`
    const ev = detectFlags("item_9a_controls", text).evidence.find((e) => e.flag === "material_weakness_flag")
    expect(ev).toBeDefined()
    expect(ev!.sentence.length).toBeLessThan(900)
    checkEvidence(text, ev!)
  })

  it("is deterministic", () => {
    expect(detectFlags("item_9a_controls", prose)).toEqual(detectFlags("item_9a_controls", prose))
  })
})

describe("list items of a controls conclusion", () => {
  const item = "• a material weakness related to the design of user access controls over certain financially relevant systems."
  it("raise the material weakness flag in the controls section", () => {
    expect(detectFlags("item_9a_controls", item).flags.material_weakness_flag).toBe(true)
    expect(detectFlags("item_4_controls", item).flags.material_weakness_flag).toBe(true)
  })
  it("do not raise it elsewhere, where such a list is a list of risks", () => {
    expect(detectFlags("item_1a_risk_factors", item).flags.material_weakness_flag).toBe(false)
    expect(detectFlags("item_7_mdna", item).flags.material_weakness_flag).toBe(false)
  })
})

describe("weaknesses listed one by one without the words", () => {
  const sentencesOf = (section: SectionKey, text: string) =>
    detectFlags(section, text).evidence.filter((e) => e.flag === "material_weakness_flag").map((e) => e.sentence)
  const items = [
    "(1) Lack of a functioning audit committee and of independent directors on our board.",
    "(2) Insufficient segregation of duties within accounting functions.",
    "(3) We did not maintain adequate written policies and procedures for revenue recognition.",
    "• Inadequate review of account reconciliations by the chief financial officer."
  ]
  const lead = "Management identified the following material weaknesses as of December 31, 2008."
  // (the plan to remedy them is evidence too since `text_metrics_v84`, as the held-out sets label a stated weakness's remediation)
  it("are the evidence beside the stated weaknesses in the controls conclusion, with the plan to remedy them", () => {
    const plan = "We plan to hire an additional accountant in 2009."
    expect(sentencesOf("item_9a_controls", [lead, ...items, plan, "The Company was incorporated in Nevada in 2005."].join(" "))).toEqual([lead, ...items, plan])
  })
  it("raise nothing alone, beside an effective conclusion, or outside the controls sections", () => {
    expect(sentencesOf("item_9a_controls", items.join(" "))).toEqual([])
    expect(sentencesOf("item_9a_controls", ["Management concluded that our internal control over financial reporting was effective.", ...items].join(" "))).toEqual([])
    expect(sentencesOf("item_7_mdna", [lead, ...items].join(" "))).toEqual([lead])
  })
})

describe("a matter's defined term carries it forward", () => {
  const ev = (text: string, flag: "material_legal_proceeding_flag" | "investigation_flag") =>
    detectFlags("item_3_legal_proceedings", text).evidence.filter((e) => e.flag === flag).map((e) => e.sentence)
  it("follows the term a settlement defines", () => {
    const text =
      "In June 2024, the Company entered into a proposed class-action settlement (the “Settlement”) to resolve claims by public water systems. The Settlement provides for payments to the class over thirteen years."
    expect(ev(text, "material_legal_proceeding_flag")).toContain("The Settlement provides for payments to the class over thirteen years.")
  })
  it("does not follow a law's or an authority's abbreviation", () => {
    const text =
      "On March 25, 2024, the Commission opened a formal investigation against the Company under the Digital Markets Act (the “DMA”). The Company believes that it complies with the DMA and has continued to engage with the Commission."
    expect(ev(text, "investigation_flag")).not.toContain("The Company believes that it complies with the DMA and has continued to engage with the Commission.")
  })
})

describe("captions and legal citations", () => {
  const legal = (section: SectionKey, text: string) =>
    detectFlags(section, text).evidence.filter((e) => e.flag === "material_legal_proceeding_flag")
  const about =
    "Acme’s preferred units began trading in August 2022. Acme’s board approved the conversion of the units. The conversion requires an amendment to Acme’s charter. "
  it("keeps a case citation in one sentence and reads a caption naming the company as its suit", () => {
    const suit =
      "On March 3, 2024, two putative stockholder class actions were filed in the Delaware Court of Chancery, captioned Smith Pension Fund v. Acme Holdings, Inc., et al., C.A. No. 2024-0101-ABC (Del. Ch.) (the “Stockholder Litigation”)."
    const text = `${about}${suit} On April 5, 2024, the court denied the motion to lift the status quo order.`
    const ev = legal("item_1a_risk_factors", text)
    expect(ev.map((e) => e.sentence)).toContain(suit)
    expect(ev.map((e) => e.sentence)).toContain("On April 5, 2024, the court denied the motion to lift the status quo order.")
    for (const e of ev) checkEvidence(text, e)
  })
  it("keeps a statute citation in one sentence", () => {
    const text =
      "Two putative stockholder class actions have been filed that assert a claim for breach of 8 Del. C. § 242 against certain directors and the Company, arising out of the creation of the units."
    const ev = legal("item_2_mdna", text)
    expect(ev.map((e) => e.sentence)).toEqual([text])
  })
  it("follows the company's submissions to the court in the case narrative", () => {
    const suit =
      "On March 3, 2024, two putative stockholder class actions were filed in the Delaware Court of Chancery, captioned Smith Pension Fund v. Acme Holdings, Inc., et al., C.A. No. 2024-0101-ABC (Del. Ch.)."
    const text = `${about}${suit} The Company provided the additional requested submissions to the court on July 26, 2024.`
    expect(legal("item_1a_risk_factors", text).map((e) => e.sentence)).toContain("The Company provided the additional requested submissions to the court on July 26, 2024.")
    const other = `${about}The Company provided the additional requested submissions to the court on July 26, 2024.`
    expect(legal("item_1a_risk_factors", other)).toEqual([])
  })
  it("does not read a caption against another party as the company's suit", () => {
    const text = `${about}On March 3, 2024, a putative class action was filed in the Delaware Court of Chancery, captioned Smith v. Widget Corp., et al., C.A. No. 2024-0101-ABC (Del. Ch.).`
    expect(legal("item_1a_risk_factors", text)).toEqual([])
  })
  it("does not read the company's own suit as a suit against it", () => {
    const text = `${about}On March 3, 2024, the Company filed a lawsuit against Widget Corp. in the District of Delaware, captioned Acme Holdings, Inc. v. Widget Corp., C.A. No. 24-101 (D. Del.), alleging patent infringement.`
    expect(legal("item_1a_risk_factors", text)).toEqual([])
  })
  describe("a caption standing as its own sentence", () => {
    const aerojet =
      "Aerojet-General Corporation (Aerojet), a subsidiary, is a defendant in asbestos cases. Aerojet believes it has defenses. Aerojet has insurance for some of them. "
    const caption = "Barbara Smith v. Aerojet-General Corporation, et al., Case No. BC 123456, Superior Court of California, Los Angeles County."
    it("reads a caption with its docket against the company (its name, a hyphenated name's head, or the Company) as its suit", () => {
      expect(legal("item_3_legal_proceedings", `${aerojet}${caption}`).map((e) => e.sentence)).toEqual([caption])
      const defined = "John Doe v. the Company, Civil Action No. 1:12-cv-00345 (D. Del.)."
      expect(legal("item_1_legal_proceedings", defined).map((e) => e.sentence)).toEqual([defined])
      const acme = `${about}Smith Pension Fund v. Acme Holdings, Inc., et al., C.A. No. 2024-0101-ABC (Del. Ch.).`
      expect(legal("item_3_legal_proceedings", acme).map((e) => e.sentence)).toContain("Smith Pension Fund v. Acme Holdings, Inc., et al., C.A. No. 2024-0101-ABC (Del. Ch.).")
    })
    it("stays silent on a caption the company brought, one against another party, and one without a docket", () => {
      const own = "Aerojet-General Corporation v. Barbara Smith, et al., Case No. BC 123456, Superior Court of California."
      expect(legal("item_3_legal_proceedings", `${aerojet}${own}`)).toEqual([])
      expect(legal("item_3_legal_proceedings", `${aerojet}Barbara Smith v. Widget Corp., et al., Case No. BC 123456, Superior Court of California.`)).toEqual([])
      expect(legal("item_3_legal_proceedings", `${aerojet}The court relied on Morrison v. Aerojet-General Corporation, 561 U.S. 247 (2010).`)).toEqual([])
    })
  })
})

describe("a defined term names its matter across the section", () => {
  const legal = (text: string) =>
    detectFlags("item_1a_risk_factors", text, [0, text.indexOf("On March"), text.indexOf("Factors")].filter((i) => i >= 0))
      .evidence.filter((e) => e.flag === "material_legal_proceeding_flag")
      .map((e) => e.sentence)
  const narrative =
    "On March 3, 2024, a putative class action was filed against the Company in the Delaware Court of Chancery (the “Unit Litigation”). On April 5, 2024, the court denied the motion to lift the status quo order. "
  it("carries the term to a statement before the definition", () => {
    const text = `We are precluded from converting the units until the resolution of the Unit Litigation. ${narrative}`
    expect(legal(text)).toContain("We are precluded from converting the units until the resolution of the Unit Litigation.")
  })
  it("does not carry it to a hedged statement, a list item or the matter's open outcome", () => {
    const text = `If the Unit Litigation is not resolved, we may not be able to convert the units. ${narrative}Factors that could affect our results include:\n● the outcome of the Unit Litigation;`
    const ev = legal(text)
    expect(ev).not.toContain("If the Unit Litigation is not resolved, we may not be able to convert the units.")
    expect(ev.some((s) => s.includes("outcome of the Unit Litigation"))).toBe(false)
  })
})

describe("a matter's narrative", () => {
  const opioid =
    "The Company is a defendant in more than 3,000 lawsuits brought by counties, cities and states alleging that it contributed to the opioid epidemic. The plaintiffs seek compensatory and punitive damages. The Company believes it has substantial defenses and will continue to defend itself vigorously. The Company is unable to estimate a range of reasonably possible loss."
  it("carries a stated suit to its follow-on sentences", () => {
    const ev = flagSentences("item_3_legal_proceedings", opioid, "material_legal_proceeding_flag")
    expect(ev).toContain("The plaintiffs seek compensatory and punitive damages.")
    expect(ev).toContain("The Company believes it has substantial defenses and will continue to defend itself vigorously.")
    expect(ev).toContain("The Company is unable to estimate a range of reasonably possible loss.")
  })
  it("carries nothing without a stated matter", () => {
    const text = opioid.replace(/^[^.]*\. /, "Companies in our industry are often sued over product safety. ")
    expect(flagSentences("item_3_legal_proceedings", text, "material_legal_proceeding_flag")).toEqual([])
  })
  it("carries an investigation stated without the company's name in a paragraph that names it", () => {
    const text =
      "In October 2023, an accident involving one of our vehicles occurred. Certain federal and state agencies, including NHTSA and the SEC, have opened investigations in connection with the incident. We are investigating these matters internally and intend to cooperate with the agencies in connection with these matters."
    expect(flagSentences("item_1a_risk_factors", text, "investigation_flag")).toContain(
      "We are investigating these matters internally and intend to cooperate with the agencies in connection with these matters."
    )
    const elsewhere = text.replace("one of our vehicles", "a competitor's vehicle").replace("We are investigating", "The competitor is investigating")
    expect(flagSentences("item_1a_risk_factors", elsewhere, "investigation_flag")).toEqual([])
  })
  it("reads the loss estimate, the appeal's outcome and the case's steps as the matter's", () => {
    const text =
      "In May 2023, a former employee filed a lawsuit against the Company alleging retaliation. The Company cannot estimate a range of potential liability, if any, at this time. The jury was unable to reach a verdict, and a retrial date has not been set. The Company cannot predict the outcome of the appeal. The current complaints allege that the Company failed to pay overtime."
    const ev = flagSentences("item_3_legal_proceedings", text, "material_legal_proceeding_flag")
    expect(ev).toContain("The Company cannot estimate a range of potential liability, if any, at this time.")
    expect(ev).toContain("The Company cannot predict the outcome of the appeal.")
    expect(ev).toContain("The current complaints allege that the Company failed to pay overtime.")
    // the same sentences after a category state no matter
    const category = text.replace(/^[^.]*\. /, "The Company is subject to various claims in the ordinary course of business. ")
    expect(flagSentences("item_3_legal_proceedings", category, "material_legal_proceeding_flag")).toEqual([])
  })
  it("does not read an estimate for all matters together, a reserve policy or a hypothetical consequence as a matter's", () => {
    const text =
      "In May 2023, a former employee filed a lawsuit against the Company alleging retaliation. We cannot estimate the aggregate possible range of loss for various reasons, including that many proceedings are at preliminary stages. The Company establishes reserves for litigation when those matters present probable and estimable losses. While we cannot predict the outcome of these proceedings, an adverse outcome in any of these proceedings could have a material adverse effect on our business. Unless otherwise stated, the Company is unable to reasonably estimate the loss or a range of possible loss for the matters described below."
    expect(flagSentences("item_3_legal_proceedings", text, "material_legal_proceeding_flag")).toEqual([
      "In May 2023, a former employee filed a lawsuit against the Company alleging retaliation."
    ])
  })
  it("carries a matter's status, its open estimate and its accrual, told with a negation or an open question", () => {
    const text =
      "In April 2022, Corvane Ltd. filed a lawsuit against the Company alleging breach of a distribution agreement. A jury returned a verdict for Corvane in May 2024. Judgment has not yet been entered in this case. No amount has been accrued for this contingency. The Company is unable at this time to determine whether the lawsuit will have a material effect on its results. We believe the lawsuit is without merit and intend to continue to defend vigorously against any further appeals by the plaintiff."
    const ev = flagSentences("item_3_legal_proceedings", text, "material_legal_proceeding_flag")
    expect(ev).toHaveLength(6)
    // the same sentences about a matter that was never stated are not evidence
    const none = text.replace("In April 2022, Corvane Ltd. filed a lawsuit against the Company alleging breach of a distribution agreement. A jury returned a verdict for Corvane in May 2024. ", "")
    expect(flagSentences("item_3_legal_proceedings", none, "material_legal_proceeding_flag")).toEqual([])
  })
  it("cites covenants waived wholesale only beside a stated breach", () => {
    const breach = "The amendment included a waiver for certain financial covenants the Company was not in compliance with as of December 31, 2019."
    const waived = "With the execution of this amendment all previous financial covenants have been waived."
    const ev = detectFlags("item_7_mdna", `${breach} ${waived}`).evidence.filter((e) => e.flag === "covenant_breach_flag").map((e) => e.sentence)
    expect(ev).toEqual([breach, waived])
    expect(detectFlags("item_7_mdna", waived).flags.covenant_breach_flag).toBe(false)
  })
  it("cites what the company's going on depends on beside a stated going-concern doubt, and alone when it hangs on new money in its own account", () => {
    const doubt = "These conditions raise substantial doubt about the Company's ability to continue as a going concern."
    const depends = "The ability of the Company to continue as a going concern is dependent upon obtaining additional financing."
    const both = detectFlags("item_7_mdna", `${doubt} ${depends}`).evidence.filter((e) => e.flag === "going_concern_flag").map((e) => e.sentence)
    expect(both).toEqual([doubt, depends])
    // hung on new money, the dependence is the doubt told in other words; hung on anything else it is carried only beside a doubt
    expect(flagSentences("item_7_mdna", depends, "going_concern_flag")).toEqual([depends])
    const onRevenue = "The ability of the Company to continue as a going concern is dependent upon achieving profitable operations."
    expect(detectFlags("item_7_mdna", onRevenue).flags.going_concern_flag).toBe(false)
    // financing wanted only "if needed" hangs the going on on nothing stated
    const ifNeeded = "The ability of the Company to continue as a going concern is dependent on improving the Company's profitability and cash flow and securing financing if needed."
    expect(detectFlags("item_7_mdna", ifNeeded).flags.going_concern_flag).toBe(false)
    expect(flagSentences("item_7_mdna", `${doubt} ${ifNeeded}`, "going_concern_flag")).toEqual([doubt, ifNeeded])
    // in the risk factors, and under a condition, it stays silent
    expect(detectFlags("item_1a_risk_factors", depends).flags.going_concern_flag).toBe(false)
    const conditional = "If we fail to reach profitability, our ability to continue as a going concern will be dependent upon obtaining additional financing."
    expect(detectFlags("item_7_mdna", conditional).flags.going_concern_flag).toBe(false)
  })
  it("cites operations hung on financing only beside a stated going-concern doubt, in the company's own account", () => {
    const doubt = "These losses raise substantial doubt about our ability to continue as a going concern."
    const contingent = "Our ability to continue our operations and meet our obligations as they come due is contingent upon securing new financing."
    const depend = "The Company's continued operations will depend on whether it is able to raise additional capital through equity offerings."
    const text = [doubt, contingent, depend].join(" ")
    const ev = detectFlags("item_7_mdna", text).evidence.filter((e) => e.flag === "going_concern_flag").map((e) => e.sentence)
    expect(ev).toEqual([doubt, contingent, depend])
    // hung on new money, operations are the doubt told in other words, also alone; hung on anything else, or on money for growth, they are carried only
    expect(flagSentences("item_7_mdna", `${contingent} ${depend}`, "going_concern_flag")).toEqual([contingent, depend])
    const healthy = "We believe our cash will fund operations for at least the next twelve months."
    const onCustomers = "Our continued operations will depend on our ability to retain customers and generate revenue."
    const forGrowth = "Our continued operations will depend on our ability to raise additional funds to fund our growth strategy."
    expect(detectFlags("item_7_mdna", `${healthy} ${onCustomers} ${forGrowth}`).flags.going_concern_flag).toBe(false)
    expect(detectFlags("item_1a_risk_factors", `${contingent} ${depend}`).flags.going_concern_flag).toBe(false)
    // the money a plan needs is the plan's, even beside the doubt
    const plan = "The Company will need to raise additional capital to complete the next clinical trial of its lead product candidate."
    expect(flagSentences("item_7_mdna", `${doubt} ${plan}`, "going_concern_flag")).toEqual([doubt])
  })
  it("carries the new money the going on needs, told in the passive or as a want of commitments, only beside a stated doubt", () => {
    const doubt = "These conditions raise substantial doubt about the Company's ability to continue as a going concern."
    const after = [
      "Additional capital will be needed by the Company to fund its operations and capital requirements beyond that point.",
      "The Company did not have any further funding commitments or arrangements for additional financing as of March 31, 2021.",
      "Management believes that in order for the Company to meet its obligations through March 31, 2018 the Company requires additional capital."
    ]
    const silent = ["Additional capital will be needed to fund the construction of the new plant."]
    carriedOnlyBeside("item_7_mdna", "going_concern_flag", doubt, after, silent)
  })
  it("reads the going on hung on new money in its other wordings, the doubt in the international standard's words and a doubt about meeting the obligations", () => {
    firesEach("item_7_mdna", "going_concern_flag", [
      "The Company's continuation as a going concern is dependent upon its ability to obtain additional financing.",
      "Our ability to continue as a going concern depends on our ability to raise capital.",
      "The ability of the Company to continue as a going concern is dependent on the Company obtaining the necessary financing to meet its obligations.",
      "Our ability to continue operating as a going concern is dependent upon obtaining additional financing.",
      "These events or conditions indicate that a material uncertainty exists that may cast significant doubt on the Company's ability to continue as a going concern.",
      "Management believes that substantial doubt of our ability to meet our obligations for the next twelve months exists."
    ], [
      "If these conditions persist, a material uncertainty may exist that could cast significant doubt on the Company's ability to continue as a going concern.",
      "There is no material uncertainty that casts significant doubt on the Company's ability to continue as a going concern.",
      "If we are unable to raise capital, there would be substantial doubt about our ability to meet our obligations."
    ])
  })
  it("reads a generic word inside a relative aside as the aside's, not the sentence's", () => {
    const sentence =
      "The Company's ability to continue operations and fund its expenditures, which have historically averaged $700 to $850 per quarter, is dependent on management's ability to secure additional financing."
    expect(flagSentences("item_2_mdna", sentence, "going_concern_flag")).toEqual([sentence])
    const generic = "Historically, the Company's ability to continue operations has been dependent on its ability to secure additional financing."
    expect(detectFlags("item_2_mdna", generic).flags.going_concern_flag).toBe(false)
  })
  it("reads an exchange's finding that the company's going on is questionable, and a possibility that raised the doubt, as the doubt", () => {
    const exchange =
      "The Exchange notified the Company that it is not in compliance with Section 1003(a)(iv), because the Company has sustained substantial losses, or its financial condition has become so impaired, that the Exchange believes that it appears questionable that the Company will be able to continue operations and/or meet its obligations as they mature."
    expect(flagSentences("item_2_mdna", exchange, "going_concern_flag")).toEqual([exchange])
    const rule = "The Exchange may delist the securities if it appears questionable that the Company will be able to continue operations."
    expect(detectFlags("item_2_mdna", rule).flags.going_concern_flag).toBe(false)
    const possibility =
      "This possibility of a change in the majority of the Board and consequent event of default under the credit facility, which would allow the Lenders to cause the debt to become immediately due and payable, raised substantial doubt about the Company’s ability to continue as a going concern."
    expect(flagSentences("item_2_mdna", possibility, "going_concern_flag")).toEqual([possibility])
    const wouldRaise = "The possibility of an event of default under the credit facility could raise substantial doubt about our ability to continue as a going concern."
    expect(detectFlags("item_2_mdna", wouldRaise).flags.going_concern_flag).toBe(false)
  })
  it("carries the company's view that a stated suit's claims will fail, not how suits of its kind or an industry's suits go", () => {
    const anchor = "The Company is a defendant in two putative class action lawsuits filed in the United States District Court for the Northern District of Illinois."
    const text = [
      anchor,
      "In recent years, companies in the life insurance and annuity business have faced litigation, including class action lawsuits, alleging improper sales practices.",
      "We believe that many of the asserted claims will be defeated by dispositive motions.",
      "We remain optimistic that class certification will be defeated in the other lawsuit.",
      "The Company believes that each of the patents at issue in these cases will be deemed invalid.",
      "Other reported lawsuits of this kind have resulted in a broad range of outcomes, with each case being dependent on its own unique set of facts and circumstances.",
      "Accordingly, both the claims asserted and the resolutions of those claims have an enormous amount of variability."
    ].join(" ")
    expect(flagSentences("item_3_legal_proceedings", text, "material_legal_proceeding_flag")).toEqual([
      anchor,
      "We believe that many of the asserted claims will be defeated by dispositive motions.",
      "We remain optimistic that class certification will be defeated in the other lawsuit.",
      "The Company believes that each of the patents at issue in these cases will be deemed invalid."
    ])
    // no reserve for the stated suit is a step of it; none for future suits states nothing
    const reserve = `${anchor} The Company has not established any reserve for any potential liability relating to this lawsuit.`
    expect(flagSentences("item_3_legal_proceedings", reserve, "material_legal_proceeding_flag")).toHaveLength(2)
    const futureReserve = `${anchor} The Company has not established any reserve for any potential liability relating to any future lawsuits.`
    expect(flagSentences("item_3_legal_proceedings", futureReserve, "material_legal_proceeding_flag")).toEqual([anchor])
    // the same beliefs about any future claims state no matter
    const future = `${anchor} We believe that any similar claims will be dismissed.`
    expect(flagSentences("item_3_legal_proceedings", future, "material_legal_proceeding_flag")).toEqual([anchor])
  })
  it("carries the company's intended appeal and a court's refusal", () => {
    const text =
      "On May 1, 2023, a jury in Harris County returned a verdict against the Company awarding damages of $12 million. We intend to appeal the judgment and believe we have strong arguments that may lead to a reversal. The court did not grant the plaintiff's request for attorneys' fees."
    expect(flagSentences("item_3_legal_proceedings", text, "material_legal_proceeding_flag")).toHaveLength(3)
    // without the verdict the same sentences state no matter of the company's
    const alone = "We intend to appeal the judgment and believe we have strong arguments that may lead to a reversal. The court did not grant the plaintiff's request for attorneys' fees."
    expect(flagSentences("item_3_legal_proceedings", alone, "material_legal_proceeding_flag")).toEqual([])
  })
  it("carries a regulator's order named in capitals into the next paragraph", () => {
    const text =
      "Effective June 1, 2011, the Bank consented to the issuance of a Consent Order by the FDIC and the state banking department.\nThe Consent Order requires the Bank to raise its capital ratios and reduce its classified assets. The Consent Order will remain in effect until it is terminated by the FDIC."
    const lineStarts = [0, text.indexOf("The Consent Order requires")]
    const ev = detectFlags("item_7_mdna", text, lineStarts).evidence.filter((e) => e.flag === "investigation_flag").map((e) => e.sentence)
    expect(ev).toHaveLength(3)
    // a capitalised agreement that is no matter ("the Merger Agreement") carries nothing
    const merger = "On May 3, 2023, a shareholder filed a lawsuit against the Company challenging the Merger Agreement.\nThe Merger Agreement provides for a termination fee of $40 million."
    const mergerLines = [0, merger.indexOf("The Merger Agreement provides")]
    expect(detectFlags("item_3_legal_proceedings", merger, mergerLines).evidence.filter((e) => e.flag === "material_legal_proceeding_flag").map((e) => e.sentence)).toEqual([
      "On May 3, 2023, a shareholder filed a lawsuit against the Company challenging the Merger Agreement."
    ])
  })
  it("carries a supervisor's memorandum of understanding and cease-and-desist order by their defined terms", () => {
    const mou =
      'On March 2, 2011, the Bank entered into a Memorandum of Understanding ("MOU") with the Federal Deposit Insurance Corporation.\nThe MOU requires the Bank to reduce its classified assets within specified time frames. The Bank believes that it is in compliance with the MOU.'
    const mouEv = detectFlags("item_7_mdna", mou, [0, mou.indexOf("The MOU requires")]).evidence.filter((e) => e.flag === "investigation_flag")
    expect(mouEv).toHaveLength(3)
    const order =
      'On May 4, 2011, the Bank entered into a Stipulation and Consent to Issuance of an Order to Cease and Desist ("Order") with the OTS.\nThe Order requires the board of directors to adopt a capital plan. Other material provisions of the Order require the Bank to:'
    const orderEv = detectFlags("item_7_mdna", order, [0, order.indexOf("The Order requires")]).evidence.filter((e) => e.flag === "investigation_flag").map((e) => e.sentence)
    // the lead-in of a further list of the order's terms is not carried
    expect(orderEv).toEqual([
      'On May 4, 2011, the Bank entered into a Stipulation and Consent to Issuance of an Order to Cease and Desist ("Order") with the OTS.',
      "The Order requires the board of directors to adopt a capital plan."
    ])
    // a memorandum of understanding that is no supervisor's carries nothing
    const plain = 'On March 2, 2011, the Company entered into a Memorandum of Understanding ("MOU") with Acme Corp. regarding a joint venture.\nThe MOU requires the parties to negotiate a definitive agreement.'
    expect(detectFlags("item_7_mdna", plain, [0, plain.indexOf("The MOU requires")]).evidence.filter((e) => e.flag === "investigation_flag")).toEqual([])
  })
  it("carries a memorandum of understanding named in lower case: its new supervisor, its terms after a relative clause, and each term of its list", () => {
    const text = [
      "Effective September 2, 2010, the Board of Directors of the Company entered into a memorandum of understanding (the “MOU”) with the Office of Thrift Supervision (the “OTS”). Effective July 21, 2011, the Federal Reserve Bank assumed supervisory authority with respect to the MOU. The MOU, which is an informal enforcement action, requires the Company to take a number of actions, including among other things:",
      "review the business plan of the Bank and provide the OTS with a written compliance report;",
      "update the capital plan on an annual basis;",
      "submit quarterly reports comparing projected operating results to actual results."
    ].join("\n")
    const ev = detectFlags("item_2_mdna", text, lineStartsOf(text)).evidence.filter((e) => e.flag === "investigation_flag")
    expect(ev).toHaveLength(6)
    // the same list under no supervisor's agreement carries nothing
    const plan = "The Board of Directors adopted a strategic plan that calls for management to take a number of actions, including among other things:\nreview the business plan of the Bank;\nupdate the capital plan on an annual basis;"
    expect(detectFlags("item_2_mdna", plan, lineStartsOf(plan)).evidence.filter((e) => e.flag === "investigation_flag")).toEqual([])
  })
  it("reads a derivative suit that names the company as nominal defendant, and carries a docket's table lead-ins", () => {
    const nominal =
      "On May 16, 2024, a shareholder filed a shareholder derivative lawsuit in the U.S. District Court for the Eastern District of Wisconsin purportedly on behalf of the Company and against current and former directors as Defendants, and the Company as Nominal Defendant."
    expect(flagSentences("item_1_legal_proceedings", nominal, "material_legal_proceeding_flag")).toHaveLength(1)
    // on the company's behalf against its officers only, the company is not the target
    const behalf =
      "On October 29, 2018, a shareholder filed a putative complaint in the United States District Court for the District of Delaware, purportedly on behalf of the Company against certain of the Company's current and former officers."
    expect(flagSentences("item_1_legal_proceedings", behalf, "material_legal_proceeding_flag")).toEqual([])
    const docket =
      "As of December 31, 2012, the Company was a defendant in cases filed in numerous state and federal courts alleging injury or death as a result of exposure to asbestos. Activity related to asbestos claims during the periods indicated was as follows:\nThe following table shows the approximate number of plaintiffs and claimants who had asbestos claims pending against the Company at the beginning of each year."
    expect(detectFlags("item_3_legal_proceedings", docket, [0, docket.indexOf("The following table")]).evidence.filter((e) => e.flag === "material_legal_proceeding_flag")).toHaveLength(3)
    // with no stated docket a table of claims is no matter
    const alone = "Activity related to warranty claims during the periods indicated was as follows:\nThe following table shows the number of claims processed in each year."
    expect(detectFlags("item_3_legal_proceedings", alone, [0, alone.indexOf("The following table")]).evidence.filter((e) => e.flag === "material_legal_proceeding_flag")).toEqual([])
  })
  it("carries the steps of a stated incident told by law enforcement notified and systems brought back online", () => {
    const text =
      "On January 23, 2021, we detected a ransomware incident impacting certain of our operational and information technology systems. We have notified law enforcement and contacted our customers to apprise them of the situation. We have been bringing our information systems back online in a controlled, phased approach."
    expect(flagSentences("item_2_mdna", text, "cybersecurity_incident_flag")).toHaveLength(3)
    // with no incident stated, the same steps state none
    const alone = "We have notified law enforcement and contacted our customers to apprise them of the situation. We have been bringing our information systems back online in a controlled, phased approach."
    expect(flagSentences("item_2_mdna", alone, "cybersecurity_incident_flag")).toEqual([])
  })
  it("carries a stated suit's status told of the case or action itself, its briefs and its settlement's installments", () => {
    const stated = "On March 3, 2021, a shareholder filed a lawsuit against the Company in the U.S. District Court for the Southern District of New York alleging securities fraud."
    const after = [
      "On October 20, 2021, the Southern District entered an order dismissing the case.",
      "The action is currently stayed.",
      "The Company's reply brief was filed on April 25, 2016.",
      "The first $25 million installment was paid at the end of 2021."
    ]
    carriedOnlyBeside("item_1_legal_proceedings", "material_legal_proceeding_flag", stated, after, "In the case of our other products, sales grew.")
  })
  it("leaves a policy, what such suits involve in general and a balance kept for a category of claims silent beside a stated suit", () => {
    const stated = "In 2020, a relator filed a qui tam action against the Company in the U.S. District Court for the District of Columbia."
    const quiet = [
      "For matters where the likelihood or extent of a loss is not probable or cannot be reasonably estimated, we have not recorded a loss reserve.",
      "Further, private parties have the right to bring qui tam lawsuits against companies that allegedly submit false claims for payments to the government.",
      "Some of these actions may involve large demands, as well as substantial defense costs.",
      "Liabilities for loss contingencies arising from claims, assessments, litigation, fines and penalties are recorded within accrued liabilities.",
      "In such an action, a private party purports to act on behalf of federal or state governments and may receive an award if its claims are successful.",
      "The Company's accrual for contingent liabilities, primarily for product liability claims, was $11,312 as of December 31, 2011.",
      "The Company also recognized an asset for recoveries from insurance carriers related to the insured claims outstanding of $4,516 as of December 31, 2011."
    ]
    expect(flagSentences("item_3_legal_proceedings", [stated, ...quiet].join(" "), "material_legal_proceeding_flag")).toEqual([stated])
  })
  it("carries the company's denial of a named party's allegations or of liability in a stated matter", () => {
    const text =
      "On January 19, 2021, Mr. Landers filed a counterclaim against the Company in the arbitration proceeding, alleging defamation. The Company denies Mr. Landers' allegations. We have denied liability, however, we cannot predict with certainty the results of these actions."
    expect(flagSentences("item_1_legal_proceedings", text, "material_legal_proceeding_flag")).toHaveLength(3)
    // a denial with no matter stated states none
    expect(flagSentences("item_1_legal_proceedings", "The Company denies Mr. Landers' allegations. We have denied liability.", "material_legal_proceeding_flag")).toEqual([])
  })
  it("leaves the company's own suit silent where no matter is stated against it, and carries it beside a counterclaim", () => {
    const lines = (text: string): Array<number> => [0, ...[...text.matchAll(/\n/g)].map((m) => (m.index ?? 0) + 1)]
    const ofLines = (text: string) =>
      detectFlags("item_1_legal_proceedings", text, lines(text))
        .evidence.filter((e) => e.flag === "material_legal_proceeding_flag")
        .map((e) => e.sentence)
    const own = [
      "As of June 30, 2019, the Company is party to the matters related to the misappropriated funds described below:",
      "On March 3, 2017, the Company filed an action against Northfield Bank and its former controller in Superior Court, alleging negligence and conversion. Northfield Bank filed a Motion to Dismiss the claims that the Company filed, and the Court granted the Motion to Dismiss. The Company appealed this decision, and the appellate court ruled in the Company's favor. As a result, the case is now proceeding in the Superior Court.",
      "On June 1, 2017, the Company filed an action against its former auditor alleging accounting malpractice. In May 2019, the Company executed a settlement agreement that settled this lawsuit. Pursuant to the settlement, in June 2019, the Company received proceeds of $2,000,000."
    ]
    expect(ofLines(own.join("\n"))).toEqual([])
    const disputed = [...own, "On April 2, 2018, Northfield Bank filed a counterclaim against the Company alleging breach of the deposit agreement."].join("\n")
    const ev = ofLines(disputed)
    expect(ev).toContain("On April 2, 2018, Northfield Bank filed a counterclaim against the Company alleging breach of the deposit agreement.")
    expect(ev).toContain("The Company appealed this decision, and the appellate court ruled in the Company's favor.")
  })
  it("does not carry an accrual policy, immaterial accruals, other actions by kind or a sometimes-unable estimate beside a stated suit", () => {
    const text =
      "A putative class action lawsuit is pending against the Company in the United States District Court for the Central District of California that alleges claims under the federal securities laws. The Company is currently unable to estimate any reasonably possible loss or range of loss that may result from this action. The Company accrues for matters when losses are probable and can be reasonably estimated. At December 31, 2022, the Company's accruals for legal matters were immaterial. Various other legal actions, claims, and proceedings are pending against the Company, including, but not limited to, matters arising out of alleged product defects and employment-related matters. Management is sometimes unable to estimate an amount or range of a reasonably possible loss in certain situations, including when the damages sought are indeterminate."
    expect(flagSentences("item_3_legal_proceedings", text, "material_legal_proceeding_flag")).toEqual([
      "A putative class action lawsuit is pending against the Company in the United States District Court for the Central District of California that alleges claims under the federal securities laws.",
      "The Company is currently unable to estimate any reasonably possible loss or range of loss that may result from this action."
    ])
  })
  it("does not carry the estimate of suits alone as a step of an investigation beside it", () => {
    const text =
      "With respect to putative class action lawsuits in the United States described below, the Company is unable to estimate a range of reasonably possible losses for the following reasons: (i) the proceedings are in early stages; and (ii) there are significant factual issues to be resolved. With respect to the civil investigative demands served by the Department of Justice which are discussed below, the Company is unable to estimate a range of reasonably possible losses for the following reasons: (i) the proceedings are in early stages; and (ii) there are significant factual and legal issues to be resolved."
    const ev = flagSentences("item_1_legal_proceedings", text, "investigation_flag")
    expect(ev).toHaveLength(1)
    expect(ev[0]).toMatch(/^With respect to the civil investigative demands/)
  })
  it("carries the company's position on a stated claim, its success in opposing it and the cases still active", () => {
    const text =
      "On April 24, 2020, a former officer filed a complaint against the Company with the American Arbitration Association asserting a breach of his employment agreement. The Company contends that there was no good reason for his resignation and that he is not entitled to severance. The Company believes that the former officer's demand is baseless and without merit. The Company was again successful in opposing the application. One case remains active before the arbitrator."
    expect(flagSentences("item_1_legal_proceedings", text, "material_legal_proceeding_flag")).toHaveLength(5)
    // with no matter stated they state none
    expect(
      flagSentences("item_1_legal_proceedings", "The Company contends that its products comply with the law. The Company believes that such claims are baseless. One case remains active.", "material_legal_proceeding_flag")
    ).toEqual([])
  })
  it("reads a suit filed over a cyber incident as the incident", () => {
    const sued = "On January 8, 2024, a customer filed a lawsuit against the Company in the U.S. District Court for the Northern District of Ohio related to the cyber-attack incident."
    expect(flagSentences("item_3_legal_proceedings", sued, "cybersecurity_incident_flag")).toEqual([sued])
    expect(flagSentences("item_3_legal_proceedings", "A putative class action was filed against the Company in May 2023 arising from the data breach.", "cybersecurity_incident_flag")).toHaveLength(1)
    // a suit that may be filed, or one over another company's breach, is no incident of the company's
    expect(flagSentences("item_3_legal_proceedings", "Customers may file lawsuits against us related to a cyber-attack.", "cybersecurity_incident_flag")).toEqual([])
    expect(flagSentences("item_3_legal_proceedings", "If a lawsuit were filed against us related to a data breach, we could incur significant costs.", "cybersecurity_incident_flag")).toEqual([])
  })
  it("carries a settlement with an authority and the cooperation with its investigation", () => {
    const text =
      "In 2021, the Company was served with a civil investigative demand by the Department of Justice relating to its billing practices. The Company has cooperated with the government's requests. In 2023, the Company reached a settlement in principle with the U.S. Attorney's Office to resolve the government's investigation."
    const ev = flagSentences("item_3_legal_proceedings", text, "investigation_flag")
    expect(ev).toHaveLength(3)
  })
})

describe("an incident's narrative", () => {
  it("follows an incident named by \"this\" into later paragraphs, not a hypothetical one", () => {
    const text =
      "On January 23, 2021, we detected a ransomware incident impacting certain of our systems.\nWe have notified law enforcement.\nWe are undertaking extensive efforts to recover from this incident quickly and securely."
    const lineStarts = [0, text.indexOf("We have"), text.indexOf("We are")]
    const ev = detectFlags("item_7_mdna", text, lineStarts).evidence.filter((e) => e.flag === "cybersecurity_incident_flag").map((e) => e.sentence)
    expect(ev).toContain("We are undertaking extensive efforts to recover from this incident quickly and securely.")
    const hypothetical = text.replace("On January 23, 2021, we detected a ransomware incident impacting", "A ransomware incident could impact")
    expect(detectFlags("item_7_mdna", hypothetical, lineStarts).evidence.filter((e) => e.flag === "cybersecurity_incident_flag")).toEqual([])
  })
  it("reads an intrusion told in the past through its paragraph", () => {
    const text =
      "In September 2017, we announced a cybersecurity incident involving consumer information. Criminals exploited a website application vulnerability to gain access to certain files. Based on our forensic investigation, the unauthorized access occurred from mid-May through July 2017. Credit card numbers for approximately 200,000 consumers were accessed."
    const ev = detectFlags("item_7_mdna", text).evidence.filter((e) => e.flag === "cybersecurity_incident_flag").map((e) => e.sentence)
    expect(ev).toHaveLength(4)
    const hypothetical = "Criminals could exploit a website application vulnerability to gain access to certain files. Credit card numbers could be accessed in such an attack."
    expect(detectFlags("item_7_mdna", hypothetical).evidence.filter((e) => e.flag === "cybersecurity_incident_flag")).toEqual([])
  })
  it("carries a defined incident through its paragraph, costs hedged with their recurrence included", () => {
    const text =
      'As previously disclosed, in August 2023 we identified a cybersecurity incident involving unauthorized access to our network (the "Incident"). The Incident resulted in the temporary disruption of certain of our operations. We have incurred, and expect to continue to incur, expenses related to the Incident.'
    const ev = detectFlags("item_1a_risk_factors", text).evidence.filter((e) => e.flag === "cybersecurity_incident_flag").map((e) => e.sentence)
    expect(ev).toContain("The Incident resulted in the temporary disruption of certain of our operations.")
    expect(ev).toContain("We have incurred, and expect to continue to incur, expenses related to the Incident.")
  })
})

describe("a follow-on refers back to the matter", () => {
  const SECTION_1A = "item_1a_risk_factors" as const
  it("does not carry a rule or a report that follows a stated matter", () => {
    const text =
      "In March 2023, the Federal Aviation Administration opened an investigation into the Company's maintenance records. These requirements are generally administered by the national aviation authorities of each country in which we operate."
    const ev = detectFlags(SECTION_1A, text).evidence.filter((e) => e.flag === "investigation_flag").map((e) => e.sentence)
    expect(ev.some((s) => s.startsWith("In March 2023"))).toBe(true)
    expect(ev.some((s) => s.startsWith("These requirements"))).toBe(false)
  })
})

describe("counted dockets in a legal-proceedings section", () => {
  it("reads pending arbitrations and cases counted against the company or its subsidiary", () => {
    const text =
      "Litigation\nAt December 31, 2008, the Company's broker-dealer subsidiary was a respondent in over 20 FINRA arbitrations that were pending.\nAs of September 30, 2021, the Company was a party to 370 pending cases involving an aggregate of 4,709 claimants."
    const ev = detectFlags("item_3_legal_proceedings", text, [0, 11, 128]).evidence.filter((e) => e.flag === "material_legal_proceeding_flag")
    expect(ev.map((e) => e.sentence.slice(0, 20))).toEqual(["At December 31, 2008", "As of September 30, "])
  })
})

describe("a stated breach or error carries what follows from it", () => {
  const sentencesOf = (text: string, flag: string) =>
    detectFlags("item_7_mdna", text).evidence.filter((e) => e.flag === flag).map((e) => e.sentence)
  it("carries a forbearance's terms and fees, the talks over it, the covenants renegotiated and the debt made current", () => {
    const breach = "The Company was not in compliance with the financial covenants of its credit agreement as of September 30, 2019."
    const after = [
      "The Company and the lenders promptly began negotiations on a forbearance agreement.",
      "The Company agreed to pay the lenders a forbearance fee of $250,000.",
      "The terms of the forbearance are that the maturity of the loan has been extended to June 30, 2020.",
      "The lenders agreed to waive the accrued default interest under the credit agreement.",
      "The Company expects to renegotiate financial covenants with its bank group.",
      "The entire outstanding balance under the term loan has been classified as current maturities of long-term debt."
    ]
    expect(sentencesOf([breach, ...after].join(" "), "covenant_breach_flag")).toEqual([breach, ...after])
    // the same sentences without a stated breach raise nothing (a waiver of default interest states a default of its own)
    expect(sentencesOf(after.filter((s) => !s.includes("default interest")).join(" "), "covenant_breach_flag")).toEqual([])
  })
  it("carries how a stated error was found", () => {
    const error = "The Company restated its previously issued financial statements for the year ended December 31, 2021."
    const after = [
      "The Company reassessed its accounting for the insurance financing agreement and determined that it should be classified as a current note payable.",
      "Upon reevaluation of the warrants issued in the February 2022 offering, it was determined that the warrants contained a reset feature.",
      "The investigation uncovered irregularities related to the issuance of certain stock option grants."
    ]
    expect(sentencesOf([error, ...after].join(" "), "restatement_flag")).toEqual([error, ...after])
    expect(sentencesOf(after.join(" "), "restatement_flag")).toEqual([])
  })
  it("carries the errors told one by one, not an ordinary negation", () => {
    const error = "The Company restated its previously issued financial statements for the year ended September 30, 2021."
    const after = [
      "The Company did not properly account for such down round provisions when the criteria for revaluation was met.",
      "In addition, management also discovered that it did not reflect the impact of amendments to the warrants.",
      "Further, management prematurely recorded the option to issue shares of Series E Preferred Stock.",
      "Management determined that the warrants did not meet the conditions for equity classification, requiring liability treatment."
    ]
    const ordinary = "We did not record any impairment of goodwill in 2021."
    expect(sentencesOf([error, ...after, ordinary].join(" "), "restatement_flag")).toEqual([error, ...after])
  })
  it("carries a waiver's terms, a forbearance's price and the lenders' remedies open now, not when hypothetical", () => {
    const breach = "The Company was not in compliance with the leverage covenant under its credit agreement."
    const after = [
      "These waivers were effective as of April 29, 2020, subject to the conditions set forth in the waivers.",
      "In addition, the waiver amended the existing borrowing interest fee schedule.",
      "In exchange for the Holder entering into the Forbearance Agreement, the Company agreed to pay to the Holder $3.1 million.",
      "As such the lenders are currently able to exercise their remedies under their loan agreements."
    ]
    const hypothetical = "If the lenders are able to exercise their remedies, we could lose substantially all of our assets."
    const fee = "The additional forbearance fees are due and payable upon the event of a forbearance default."
    expect(sentencesOf([breach, ...after, hypothetical, fee].join(" "), "covenant_breach_flag")).toEqual([breach, ...after])
  })
})

describe("an error corrected without the word restate", () => {
  const sentencesOf = (text: string) =>
    detectFlags("item_2_mdna", text).evidence.filter((e) => e.flag === "restatement_flag").map((e) => e.sentence)
  const after = [
    "Such overstatement resulted from the use of an incorrect exchange rate in each of the four quarters.",
    "The error in the diluted share count was due to the Company not properly applying the treasury stock method.",
    "This adjustment increased the accumulated deficit as of June 30, 2009 by 120,000 dollars.",
    "We recorded a reduction to retained earnings as of January 1, 2017 to reflect the change in fair value of the derivative."
  ]
  it("carries its cause and the adjustments to equity beside the stated error", () => {
    const error = "During the third quarter we discovered an error in the computation of the income tax provision for the prior year."
    expect(sentencesOf([error, ...after].join(" "))).toEqual([error, ...after])
  })
  it("carries the accounting the error replaced", () => {
    const error = "The Company identified errors in its previously issued financial statements related to the accounting for deferred commissions."
    const before = "The Company previously recorded the commissions as an expense when paid."
    expect(sentencesOf(`${error} ${before}`)).toEqual([error, before])
    expect(sentencesOf(before)).toEqual([])
  })
  it("carries the accounting that should have been used beside a correction decided on", () => {
    const decided = "In preparing this report, the Company concluded it should correct its accounting for the convertible notes issued in 2018."
    const should = "We should have recorded the conversion feature as a derivative liability as of the issue date."
    const initially = "The Company had originally classified the notes as equity but concluded that they should be accounted for as liabilities."
    expect(sentencesOf([decided, should, initially].join(" "))).toEqual([decided, should, initially])
    expect(sentencesOf(`${should} ${initially}`)).toEqual([])
  })
  it("raises nothing from the cause or an adjustment alone, nor from a standard adopted", () => {
    expect(sentencesOf(after.join(" "))).toEqual([])
    const restated = "The Company restated its previously issued financial statements for the year ended December 31, 2018."
    const adoption = "We recorded an adjustment to retained earnings as of January 1, 2019 upon adoption of ASU 2016-02."
    expect(sentencesOf(`${restated} ${adoption}`)).toEqual([restated])
  })
})

describe("a forbearance named for its date, and interest at the default rate", () => {
  const sentencesOf = (text: string) =>
    detectFlags("item_2_mdna", text).evidence.filter((e) => e.flag === "covenant_breach_flag").map((e) => e.sentence)
  it("carries the named agreement's terms, the interest owed at the default rate and what complying with it decides", () => {
    const entered = "On March 4, 2016, the Company entered into the Second Amended Forbearance Agreement with its senior lender."
    const after = [
      "The Second Amended Forbearance Agreement extended the maturity of the term loan to December 31, 2016.",
      "Interest owed to the lender for the period at the default rate was added to the principal balance.",
      "The term loan had a default interest rate of 14% at March 31, 2016.",
      "Our ability to continue operating depends on our ability to comply with the milestones of the forbearance agreement."
    ]
    expect(sentencesOf([entered, ...after].join(" "))).toEqual([entered, ...after])
  })
  it("raises nothing from the terms alone, nor from a rate payable only upon a default", () => {
    const terms = [
      "The October Forbearance Agreement reduced the interest rate on the notes to 12%.",
      "Upon an event of default, the term loan bears interest at the default rate."
    ]
    expect(sentencesOf(terms.join(" "))).toEqual([])
  })
})

describe("a stated matter's follow-ons in other words", () => {
  it("reads counted dockets told without the word litigation", () => {
    const text =
      "On December 31, 2000, there were 1,664 active cases pending, as compared with 541 on December 31, 1999. During 2000, 1,330 new actions were served against the Company and 207 actions were dismissed."
    expect(flagSentences("item_3_legal_proceedings", text, "material_legal_proceeding_flag")).toHaveLength(2)
    const others = "During 2000, 1,330 new actions were served against other manufacturers in the industry."
    expect(flagSentences("item_1a_risk_factors", others, "material_legal_proceeding_flag")).toEqual([])
  })
  it("carries a reserve not made and a status told with a negation", () => {
    const text =
      "In November 2019, a qui tam complaint against the Company was unsealed. We then became aware that the DOJ had not intervened in the qui tam action. The Company has not set aside any financial reserves relating to any of the above-referenced actions. Accordingly, no reserve has been made with respect to these matters as of September 30, 2020."
    const ev = flagSentences("item_3_legal_proceedings", text, "material_legal_proceeding_flag")
    expect(ev).toContain("We then became aware that the DOJ had not intervened in the qui tam action.")
    expect(ev).toContain("The Company has not set aside any financial reserves relating to any of the above-referenced actions.")
    expect(ev).toContain("Accordingly, no reserve has been made with respect to these matters as of September 30, 2020.")
    const none = text.replace(/^[^.]*\. /, "")
    expect(flagSentences("item_3_legal_proceedings", none, "material_legal_proceeding_flag")).toEqual([])
  })
  it("reads charges settled with an authority as its investigation, and carries them", () => {
    const text =
      "In January 2011, the Company reached settlements with the SEC and the DOJ with respect to charges asserted by the SEC and DOJ relating to the FCPA. With respect to the DOJ charges, a judgment of dismissal was issued on March 28, 2014."
    expect(flagSentences("item_3_legal_proceedings", text, "investigation_flag")).toHaveLength(2)
    const hypothetical = "If the SEC were to assert charges, the Company could seek a settlement with the SEC."
    expect(flagSentences("item_3_legal_proceedings", hypothetical, "investigation_flag")).toEqual([])
  })
  it("carries an authority's further requests and its settlement talks", () => {
    const text =
      "On December 20, 2016 the FTC issued a civil investigative demand to the Company. Since issuing the CID, the FTC has sought additional written and testimonial evidence from the Company. On March 9, 2018, the FTC notified the Company that the FTC was willing to engage in settlement discussions."
    expect(flagSentences("item_3_legal_proceedings", text, "investigation_flag")).toHaveLength(3)
  })
  it("reads a stipulated court order and a qui tam action's open outcome as the company's suit, and carries \"the cases\"", () => {
    const order =
      "On November 6, 2018, the Company and the FTC entered into a proposed Stipulation to Entry of Order for Permanent Injunction and Monetary Judgment, or the Consent Order. The Consent Order is to be lodged with the U.S. District Court for the Southern District of Florida."
    expect(flagSentences("item_3_legal_proceedings", order, "material_legal_proceeding_flag")).toHaveLength(2)
    const quiTam =
      "In November 2019, the qui tam complaint against the Company was unsealed. We cannot predict the outcome or the timing of the ultimate resolution of the investigation or qui tam action, or reasonably estimate the possible range of loss, if any, that may result from these matters."
    expect(flagSentences("item_3_legal_proceedings", quiTam, "material_legal_proceeding_flag")).toHaveLength(2)
    const docket =
      "As of February 7, 2001, 1,668 active cases were pending against the Company. The U.S. cases are pending in 38 states and the District of Columbia. Such cases are subject to many uncertainties, and their outcome is often difficult to predict."
    expect(flagSentences("item_3_legal_proceedings", docket, "material_legal_proceeding_flag")).toHaveLength(2)
    const hypothetical = "If we were to enter into a stipulation for a permanent injunction, our business could be harmed."
    expect(flagSentences("item_3_legal_proceedings", hypothetical, "material_legal_proceeding_flag")).toEqual([])
  })
  it("does not read a former officer's indictment or a category of cases as the company's matter", () => {
    const text =
      "In 2011, the Company settled an action brought by a distributor alleging breach of contract. On October 15, 2013, the Company received an informal notice from the DOJ that an indictment against the former Senior Vice President of its subsidiary had been filed. In addition, most cases seek an indeterminate amount of damages."
    expect(flagSentences("item_3_legal_proceedings", text, "material_legal_proceeding_flag")).toEqual([
      "In 2011, the Company settled an action brought by a distributor alleging breach of contract."
    ])
  })
  it("carries an incident's restored services, its costs told with a negation and a defined vulnerability", () => {
    const text =
      "We were the target of an external ransomware attack in February 2020 which resulted in a temporary suspension of our services to clients. Since then, we have fully restored our services. We did not incur costs related to this incident during fiscal year 2024."
    const ev = flagSentences("item_7_mdna", text, "cybersecurity_incident_flag")
    expect(ev).toHaveLength(3)
    expect(flagSentences("item_7_mdna", text.replace(/^[^.]*\. /, ""), "cybersecurity_incident_flag")).toEqual([])
    const moveit =
      "On May 28, 2023, we learned that our MOVEit Transfer products were attacked via a zero-day vulnerability (the “MOVEit Vulnerability”). We continue to monitor the impact of the MOVEit Vulnerability on our business."
    expect(flagSentences("item_7_mdna", moveit, "cybersecurity_incident_flag")).toHaveLength(2)
  })
})

describe("follow-ons of a default, a doubt and an error told in other words", () => {
  it("carries a default's waiver fee, later violations, what remains unpaid and the default letters only beside a stated breach", () => {
    const breach = "The Company was not in compliance with its fixed charge coverage covenant as of June 30, 2012."
    const after = [
      "The bank, in consideration of such waiver, charged a waiver fee of $25,000.",
      "The Company experienced another violation with the results of the quarter ended March 31, 2013.",
      "Accrued interest of $412,000 remains unpaid on these notes.",
      "The Default Letter alleges an event of default for the failure to make an interest payment.",
      "The Company is evaluating the facts surrounding the asserted events of default.",
      "This has caused the Company to classify the term loan as a current liability.",
      "Default penalties have been accrued on each of the notes."
    ]
    carriedOnlyBeside("item_7_mdna", "covenant_breach_flag", breach, after)
  })
  it("carries the runway, the financing the operations hang on and the plans' probability only beside a stated doubt, in the company's own account", () => {
    const doubt = "These conditions raise substantial doubt about the Company's ability to continue as a going concern."
    const after = [
      "We expect that our existing cash will not be sufficient to fund our operating requirements throughout the evaluation period.",
      "We do not have sufficient cash to repay the notes due in March 2021.",
      "Without additional funding, our ability to continue operations will be limited.",
      "Our continued operations depend on the ability of the Company to raise additional capital.",
      "Management cannot conclude that it is probable that its plans will be effectively implemented.",
      "We do not currently generate sufficient cash flows to fund our operating and debt service requirements.",
      "Management has been unable to obtain additional financing on acceptable terms.",
      "Our cash and cash equivalents are not sufficient to fund our planned operations for the next twelve months.",
      "The Company's ability to meet its obligations as they come due depends on its ability to raise additional capital."
    ]
    // plans and the financing they need stay silent
    const plans = [
      "The Company will require additional financing to fund its planned operations.",
      "However, management cannot provide any assurances that the Company will be successful in accomplishing any of its plans."
    ]
    expect(flagSentences("item_7_mdna", [doubt, ...after, ...plans].join(" "), "going_concern_flag")).toEqual([doubt, ...after])
    expect(detectFlags("item_7_mdna", after.join(" ")).flags.going_concern_flag).toBe(false)
    expect(flagSentences("item_1a_risk_factors", [doubt, ...after].join(" "), "going_concern_flag")).toEqual([doubt])
  })
  it("carries an error's correction and the wrong treatment only beside a stated error", () => {
    const error = "Management identified the following misstatements in the Company's previously issued interim financial statements."
    const after = [
      "Correction of an error in accounting for the lease modification entered into in 2023.",
      "The modification was incorrectly treated as a new lease rather than a continuation of the existing lease.",
      "Accordingly, the Company should have reclassified the notes as current liabilities at each reporting date.",
      "These instruments should have been recorded as liabilities at issuance.",
      "The errors were related to shipping revenue recognized in the second quarter.",
      "The effects of the revision on the condensed balance sheet are presented below.",
      "These revisions resulted in an increase in cost of sales of $0.4 million."
    ]
    // the amounts the errors misstated are carried in the error's paragraph, and never raise the flag alone
    const amounts = "These errors resulted in the overstatement of revenue by $1.2 million."
    expect(flagSentences("item_2_mdna", [error, ...after, amounts].join(" "), "restatement_flag")).toEqual([error, ...after, amounts])
    expect(detectFlags("item_2_mdna", [...after, amounts].join(" ")).flags.restatement_flag).toBe(false)
  })
  it("carries the condition's figures, the no-adjustments sentence and the need of new capital in a stated doubt's paragraph and the next, and nothing alone", () => {
    const loss = "The Company incurred a net loss of $3.2 million and generated negative operating cash flow of $1.5 million for the quarter."
    const deficit = "The Company has recurring net losses, which have resulted in an accumulated deficit of $251.1 million."
    const doubt = "These conditions raise substantial doubt about the Company’s ability to continue as a going concern."
    const later = "The Company had a working capital deficit of $2.0 million at the end of the quarter."
    const expected = "The Company expects to incur net losses for the foreseeable future."
    const adjustments = "The financial statements do not include any adjustments that might result from the outcome of this uncertainty."
    const need = "In order to continue as a going concern, the Company will need additional capital resources."
    const since = "The Company has not yet generated any revenues and has incurred cumulative net losses of $10.3 million."
    const far = "The Company used cash in operating activities of $0.9 million during the quarter."
    const cited = (text: string): Array<string> => flagSentencesByLine("item_2_mdna", text, "going_concern_flag")
    // the figures of the doubt's paragraph, before or after it, and of the next paragraph are its condition; expected losses, and
    // figures two paragraphs on, are not
    expect(cited([`${expected} ${loss} ${deficit} ${doubt} ${later}`, `${adjustments} ${need}`, far].join("\n"))).toEqual([loss, deficit, doubt, later, adjustments, need])
    expect(cited(`${since} ${doubt}`)).toEqual([since, doubt])
    // the figures, the adjustments and the need alone raise nothing
    expect(detectFlags("item_2_mdna", [loss, deficit, later, adjustments, need, since, far].join(" ")).flags.going_concern_flag).toBe(false)
    // in the risk factors the doubt carries its figures and the note's adjustments sentence (a factor that repeats the note), not the need
    expect(flagSentencesByLine("item_1a_risk_factors", `${loss} ${doubt} ${adjustments} ${need}`, "going_concern_flag")).toEqual([loss, doubt, adjustments])
    // capital a plan needs, or may need, stays silent beside the doubt
    const plans = [
      "The Company will need additional capital to complete its Phase 2 trial.",
      "The Company may require additional financing to fund its growth.",
      "The Company will require additional financing to fund its planned operations."
    ]
    expect(cited(`${doubt} ${plans.join(" ")}`)).toEqual([doubt])
  })
  it("hears a change found in part to be the correction of an error, after a treatment the company found wrong", () => {
    firesEach("item_2_mdna", "restatement_flag", [
      "A portion of the change was determined to be a correction of an error.",
      "During the fourth quarter of 2017, the Company determined that a portion of what had previously been reflected as a change in estimate should have been categorized as a change in accounting principle, a portion was determined to be a correction of an error and a portion remained a change in estimate."
    ], [
      "If the change should be categorized differently, a portion could be determined to be a correction of an error.",
      "The change was not determined to be a correction of an error.",
      "Management is assessing whether the change would be determined to be a correction of an error."
    ])
  })
  it("hears noncompliance at a measured date waived after it, and carries the waiver, the payments missed since and the talks beside a stated default", () => {
    const waived =
      "On November 15, 2012, we entered into a Second Amendment and Limited Waiver with certain lenders to waive through December 14, 2012 (unless such amendments and limited waivers are earlier terminated) certain events of noncompliance as of September 30, 2012."
    firesEach("item_2_mdna", "covenant_breach_flag", [waived], [
      "The lenders could waive any events of noncompliance as of December 31, 2012 that are expected to occur.",
      "In the event of a default, the lenders may waive events of noncompliance as of the measurement date."
    ])
    const stated = "At December 31, 2013 and July 31, 2014, the Company was not in compliance with certain financial covenants."
    const missed =
      "The Operating Subsidiaries did not make the regularly-scheduled payments of principal and interest that were due under the outstanding Senior Debt Facility on September 28, 2012, in an aggregate amount of $3.6 million."
    carriedOnlyBeside("item_2_mdna", "covenant_breach_flag", stated, "Bridge Bank provided a waiver of those covenants.")
    carriedOnlyBeside("item_2_mdna", "covenant_breach_flag", missed, [
      "Since the initial default the Operating Subsidiaries have not made any of the regularly-scheduled principal and interest payments.",
      "The Company continues to engage in active and continuing discussions with the lenders regarding a consensual resolution of the default."
    ])
  })
  it("hears errors found or corrected told by the statements they affected", () => {
    firesEach("item_7_mdna", "restatement_flag", [
      "During the quarter ended September 30, 2018, the Company identified and corrected immaterial errors that affected previously issued consolidated financial statements.",
      "We discovered errors which impacted prior periods in the accounting for inventory reserves."
    ], [
      "Errors that affected previously issued financial statements could require a restatement.",
      "Management has not identified any errors that affected previously issued financial statements.",
      "Our controls are designed to detect errors that affected previously issued financial statements."
    ])
  })
  it("carries a sentence that tells the errors or their correction in the paragraph of a stated error and the next one only", () => {
    const error = "In the fourth quarter, management identified errors in its previously issued financial statements related to the accounting for inventory."
    const same = "These errors resulted in the overstatement of revenue by $1.2 million."
    const next = "The correction reduced cost of sales in the first quarter by $0.3 million."
    const later = "The misstatement of the reserve was not material to any annual period."
    const text = [`${error} ${same}`, next, "Revenue grew in every segment during the year.", later].join("\n")
    // one paragraph a line: the error's own paragraph and the next are carried; two paragraphs on, nothing is
    expect(flagSentencesByLine("item_2_mdna", text, "restatement_flag")).toEqual([error, same, next])
    // a weakness behind the errors, a possible error or the staff's materiality bulletins: not carried
    const silent = [
      "The errors resulted from a material weakness in the review of inventory reserves.",
      "Any future errors could require a restatement of our financial statements.",
      "The Company evaluated the errors under Staff Accounting Bulletin No. 99, Materiality."
    ]
    for (const s of silent) expect(flagSentences("item_2_mdna", `${error} ${s}`, "restatement_flag"), s).toEqual([error])
    // statements no longer to be relied on because of the errors state a restatement themselves (since text_metrics_v75)
    const unreliable = "The Audit Committee concluded that the financial statements for those quarters should no longer be relied upon because of these errors."
    expect(flagSentences("item_2_mdna", `${error} ${unreliable}`, "restatement_flag")).toEqual([error, unreliable])
  })
  it("carries what an error relates to, what it came from and the accounting the company should have used", () => {
    const error = "During the year-end audit, an error was identified in the accounting for the inventory reserve of the acquired business."
    const after = [
      "The errors relate to the understatement of cost of sales during the nine months ended September 30, 2015.",
      "The error, which was identified on February 11, 2016, resulted from a duplication of units in the inventory count.",
      "The overstatement in the inventory reserve was caused by a manual error in the reserve calculation.",
      "The Company concluded that the related warrant liabilities should have been permanently reclassified as equity as of the date of the offering.",
      "We also should have valued the warrants as of the offering date rather than at the quarter end.",
      "The overstatement arose in, and was included in the results of, the Company’s industrial segment.",
      "The Audit Committee completed an independent investigation into the identified errors, which found that reserves had been created without support.",
      "Consequently, we should have ceased recording fair value adjustments after the offering date."
    ]
    carriedOnlyBeside("item_2_mdna", "restatement_flag", error, after)
    // the control deficiency behind an error is the controls' matter
    const cause = "The errors resulted from a material weakness in the review of complex transactions."
    expect(flagSentences("item_2_mdna", `${error} ${cause}`, "restatement_flag")).toEqual([error])
  })
  it("hears lenders that waived existing defaults, and carries what the defaults consisted of and the forbearance agreement's terms in their paragraph", () => {
    firesEach("item_2_mdna", "covenant_breach_flag", [
      "Effective January 28, 2011, the Company and its lenders amended various terms of the credit agreements, including the principal repayment schedules and waived any existing defaults."
    ], [
      "If the lenders do not waive any existing defaults, they could accelerate the loans.",
      "The lenders may in the future waive any existing defaults at their discretion."
    ])
    const stated = "On May 8, 2017, the Company entered into a forbearance agreement (the “Forbearance Agreement”) with holders of its Notes after it failed to make the principal payment due April 17, 2017."
    const after = [
      "The defaults consisted of the Company’s failure to make its principal payment on the Notes that was payable on April 17, 2017.",
      "As part of the Forbearance Agreement, the Company agreed to make monthly interest payments on the Notes."
    ]
    const text = [`${stated} ${after[0]}`, after[1], "Revenue grew in every segment.", "The Forbearance Agreement is described in a Current Report on Form 8-K filed with the SEC."].join("\n")
    expect(flagSentencesByLine("item_2_mdna", text, "covenant_breach_flag")).toEqual([stated, ...after])
    expect(detectFlags("item_2_mdna", after.join(" ")).flags.covenant_breach_flag).toBe(false)
  })
  it("reads a breach after a closed list of its causes, and carries what the breach led to and the steps to meet a forbearance only beside it", () => {
    const breach =
      "Due to operating losses the Company sustained during recent quarters, including the suspension of production from several wells and other associated factors, at March 31, 2018 the Company was not in compliance with its total debt to EBITDAX covenant."
    const after = [
      "In addition, due to this non-compliance and the Company’s anticipated non-compliance at June 30, 2018, the Company classified its bank debt as a current liability.",
      "As a result of these defaults, the notes have been presented as current liabilities.",
      "We are in discussions with our lenders and advisors to develop a plan to satisfy the requirements of the forbearance agreement."
    ]
    const silent = [
      "Events of default include, among others, a failure to pay, at any time the Company fails to maintain its leverage ratio covenant.",
      "In the event of such a default, the lenders could declare the loans due."
    ]
    carriedOnlyBeside("item_2_mdna", "covenant_breach_flag", breach, after, silent)
  })
  it("reads a lender's ratio named without 'covenant', exceeded, fallen short of or out of compliance, and not a bank's regulatory ratio", () => {
    firesEach("item_7_mdna", "covenant_breach_flag", [
      "The Partnership was out of compliance with its interest coverage ratio at December 31, 2009.",
      "We exceeded the maximum total leverage ratio permitted under the credit agreement as of June 30, 2019.",
      "The Company's fixed charge coverage ratio fell below the required minimum of 1.25 to 1.00 as of December 31, 2018."
    ], [
      "The Bank's total risk-based capital ratio fell below the minimum required by its regulators.",
      "If our leverage ratio exceeds the maximum permitted under the credit agreement, the lenders could accelerate the loans.",
      "We were in compliance with the interest coverage ratio at December 31, 2009."
    ])
  })
  it("reads an error found in named statements, restated amounts shown, plural restatements and corrected previously reported amounts as a restatement", () => {
    firesEach("item_7_mdna", "restatement_flag", [
      "The Company has determined that its financial statements for the quarter ended March 31, 2021 contained an error.",
      "These restatements resulted in a decrease in net income of $2.1 million.",
      "The restated amounts are presented below.",
      "The Company has corrected the previously reported amounts for the error."
    ], [
      "Management concluded that the financial statements could contain errors if the controls failed.",
      "The Company revised the previously reported amounts to conform to the current presentation."
    ])
  })
  it("carries a forbearance's term beside a stated default", () => {
    const breach = "The Company was not in compliance with its leverage ratio covenant as of March 31, 2017."
    const term = "The Forbearance Agreement was effective until the earlier of May 9, 2017 and the Company's receipt of new financing."
    expect(flagSentences("item_2_mdna", `${breach} ${term}`, "covenant_breach_flag")).toEqual([breach, term])
    expect(detectFlags("item_2_mdna", term).flags.covenant_breach_flag).toBe(false)
  })
  it("carries the lender's remedies left unused, the waiver's terms, talks over the debt and what is owed only beside a stated default", () => {
    const breach = "The Company was not in compliance with its fixed charge coverage covenant as of June 30, 2012."
    const after = [
      "Additionally, the bank has informed us that it has elected not to exercise its rights and remedies under the credit agreement.",
      "As of March 31, 2012, the lender has not taken any foreclosure action or communicated intent to do so.",
      "Under the terms of the note, the lender has the right to foreclose on the stock of the subsidiary which collateralizes the loan.",
      "In connection with the waiver, our loan facilities were also amended to increase the minimum fixed charge coverage ratio.",
      "On November 2, 2018, the Company entered into a First Amendment and Waiver to the Loan and Security Agreement.",
      "The amended line provided for a waiver of any existing defaults under the original line of credit.",
      "The Company also paid a $50,000 amendment fee.",
      "The amendment extended the term of the facility and deleted the leverage ratio covenant.",
      "The Company is in negotiations with all holders of notes payable to extend the maturity dates of such notes.",
      "Upon receipt of this notice, the Company entered into discussions with the bank to amend certain terms of the revolving line of credit.",
      "The credit agreement terminated on January 17, 2011 and the Company is renegotiating the terms with the lender.",
      "On March 31, 2012, there was $533,000 of unpaid interest compared to $458,000 at December 31, 2011.",
      "The Company did not possess adequate liquid assets to make this payment."
    ]
    // what a lender could do upon a default, rights of other kinds, talks with customers and amendments alone stay silent
    const silent = [
      "Upon an event of default, the lenders have the right to foreclose on the collateral.",
      "The holders have not exercised their rights to convert the notes into common stock.",
      "We are in discussions with several customers to extend the terms of our supply agreements.",
      "We have amended the credit agreement to modify the financial covenants for future periods.",
      "The notes matured in 2019 and were repaid in full."
    ]
    carriedOnlyBeside("item_2_mdna", "covenant_breach_flag", breach, after, silent)
  })
  it("carries the runway told by a quarter and resources short of the liabilities only beside a stated doubt", () => {
    const doubt = "These conditions raise substantial doubt about the Company's ability to continue as a going concern."
    const after = [
      "Management estimates that cash and cash equivalents of $14,574 will be sufficient to fund operations, debt service and interest obligations into the third quarter of 2012.",
      "The Company does not believe its resources will be sufficient to meet its operating and capital needs beyond the third quarter of 2020.",
      "We presently do not have sufficient resources to meet our outstanding liabilities during the next twelve months.",
      "Management believes that the current cash and cash equivalents will be sufficient to support their currently planned continuing operations through October 2012."
    ]
    const silent = [
      "We believe our cash will be sufficient to fund our operations into the second quarter of 2027 and beyond.",
      "We believe our cash will be sufficient to fund our operations through December 2027 and beyond.",
      "If the offering is not completed, our cash will be sufficient to fund operations only into the third quarter of 2013."
    ]
    carriedOnlyBeside("item_7_mdna", "going_concern_flag", doubt, after, silent)
    expect(flagSentences("item_1a_risk_factors", [doubt, ...after].join(" "), "going_concern_flag")).toEqual([doubt])
  })
  it("carries accounting found not to follow the standards, out-of-period misstatements and what the adjustments left alone only beside a stated error", () => {
    const error = "Management identified the following misstatements in the Company's previously issued interim financial statements."
    const after = [
      "We previously had applied a longstanding convention for the remeasurement of foreign currency balances that was not consistent with U.S. GAAP.",
      "The Company concluded that the methods used to determine the valuation of the warrants for the year ended December 31, 2019 were not in accordance with ASC 820.",
      "Based on the guidance in ASC 815, the Company concluded these instruments are required to be accounted for as derivatives.",
      "It was determined during the review of the second quarter financial statements that the warrants issued in August 2019 should be recorded as liability instruments.",
      "During the fourth quarter of 2013, the Company identified certain out of period misstatements totaling $46 million.",
      "These adjustments do not impact the amounts previously reported for the Company’s cash and cash equivalents in any of the Affected Periods.",
      "There were no effects on the Consolidated Balance Sheets or Consolidated Statements of Cash Flows for the periods below."
    ]
    const silent = [
      "Adjusted EBITDA is a non-GAAP measure and was not in accordance with GAAP.",
      "Warrants that are not indexed to our own stock may be required to be accounted for as derivative liabilities."
    ]
    carriedOnlyBeside("item_7_mdna", "restatement_flag", error, after, silent)
  })
  it("reads the going-concern finding told without the words in MD&A, and carries the cash running out only beside a stated doubt", () => {
    const finding = [
      "We have projected that we will not have sufficient cash on hand or available liquidity to repay the notes at maturity.",
      "Management has concluded that the Company will not have sufficient liquidity to fund its obligations due in the next twelve months."
    ]
    const silent = [
      "If the lenders do not extend the maturity date, we believe that we will not have sufficient cash to repay the notes.",
      "We expect that we will have sufficient cash on hand and available liquidity to repay the notes at maturity."
    ]
    expect(flagSentences("item_2_mdna", [...finding, ...silent].join(" "), "going_concern_flag")).toEqual(finding)
    expect(detectFlags("item_1a_risk_factors", finding.join(" ")).flags.going_concern_flag).toBe(false)
    const doubt = "These conditions raise substantial doubt about the Company's ability to continue as a going concern."
    const runway = "The Company estimates that, without further funding, it will deplete its cash resources within twelve months."
    const revenue = "The Company does not have sufficient revenue-producing activities to fund its expenditure requirements."
    expect(flagSentences("item_2_mdna", [doubt, runway, revenue].join(" "), "going_concern_flag")).toEqual([doubt, runway, revenue])
    expect(detectFlags("item_2_mdna", [runway, revenue].join(" ")).flags.going_concern_flag).toBe(false)
  })
  it("carries the going-concern basis and the assets hung on continued operations only beside a stated doubt", () => {
    const doubt = "These conditions raise substantial doubt about the Company's ability to continue as a going concern."
    const after = [
      "The propriety of using the going-concern basis is dependent upon, among other things, the achievement of future profitable operations.",
      "Recoverability of a major portion of the recorded asset amounts is dependent upon continued operations of the Company, which in turn is dependent upon its ability to raise additional capital.",
      "The Company will have to continue to rely on equity and debt financing."
    ]
    carriedOnlyBeside("item_2_mdna", "going_concern_flag", doubt, after)
  })
  it("carries a receiver the lender may appoint and forbearances in place only beside a stated default", () => {
    const breach = "The Company was not in compliance with its fixed charge coverage covenant as of June 30, 2012."
    const after = [
      "Under the Note Agreement the lender maintained a continuing right to terminate the Note Agreement and appoint a receiver to manage the Company’s assets.",
      "In addition, the Company had in place forbearance agreements with its convertible note holders."
    ]
    const silent = "Upon an event of default, the lender has the right to terminate the agreement and appoint a receiver."
    carriedOnlyBeside("item_2_mdna", "covenant_breach_flag", breach, after, silent)
  })
  it("carries the non-reliance conclusion discussed with the auditor only beside a stated non-reliance", () => {
    const stated = "On October 29, 2022, the Audit Committee concluded that the Company’s financial statements for the year ended December 31, 2021 should no longer be relied upon because of certain misstatements."
    const after = [
      "The Audit and Finance Committee and management also discussed this conclusion with the Company’s independent registered public accounting firm.",
      "We reached our conclusion after consultation with our Audit Committee and a joint discussion with our independent registered public accounting firm."
    ]
    carriedOnlyBeside("item_2_mdna", "non_reliance_flag", stated, after)
  })
  it("carries what a stated covenant violation could bring only beside it", () => {
    const breach = "Due to the subsidiary entering into a consent order with its regulator, the company has violated a debt covenant."
    const after = "This covenant violation could result in the note being called by the lender."
    const silent = "Any covenant violation could result in the notes being called by the lenders."
    carriedOnlyBeside("item_2_mdna", "covenant_breach_flag", breach, after, silent)
  })
  it("carries default rates accrued and what being in default brings only beside a stated default", () => {
    const breach = "Three of the Company’s convertible notes remain outstanding beyond their respective maturity dates, triggering an event of default under the note agreements."
    const after = [
      "Accordingly, the Company is accruing interest on these notes at their respective default rates.",
      "As a result of being in default on these notes, the holders could call the notes in their entirety."
    ]
    carriedOnlyBeside("item_2_mdna", "covenant_breach_flag", breach, after)
  })
  it("carries the past-due debt, the control weaknesses and a misstatement concluded only beside their stated conditions", () => {
    const breach = "Notes payable of $500,000 were in default as of September 30, 2020."
    const pastDue = "In connection with the extinguishment of the past due obligation, the Company issued the lender an option to purchase shares."
    expect(flagSentences("item_2_mdna", [breach, pastDue].join(" "), "covenant_breach_flag")).toEqual([breach, pastDue])
    expect(detectFlags("item_2_mdna", pastDue).flags.covenant_breach_flag).toBe(false)
    const weakness = "We identified a material weakness in our internal control over financial reporting."
    const controls = "As a result of control weaknesses, certain losses were not recognized on a timely basis."
    expect(flagSentences("item_7_mdna", [weakness, controls].join(" "), "material_weakness_flag")).toEqual([weakness, controls])
    expect(detectFlags("item_7_mdna", controls).flags.material_weakness_flag).toBe(false)
    const error = "Management identified errors in its historical financial statements related to stock options."
    const concluded = "After recalculating the valuations, the Company concluded that, in aggregate, it had overstated the equity-based compensation."
    const bulletin = "The Company evaluated the materiality of these errors in accordance with Staff Accounting Bulletin No. 99, Materiality."
    expect(flagSentences("item_2_mdna", [error, concluded, bulletin].join(" "), "restatement_flag")).toEqual([error, concluded])
    expect(detectFlags("item_2_mdna", concluded).flags.restatement_flag).toBe(false)
  })
  it("carries the accounting first left undone and a bank's amended regulatory report only beside a stated restatement", () => {
    const stated = "The Company restated its consolidated financial statements for the year ended December 31, 2010."
    const after = [
      "The Company had not originally classified these loans as troubled debt restructurings as of December 31, 2010.",
      "As directed by its primary federal regulator, the Bank amended the Call Report for the period ended March 31, 2011."
    ]
    const silent = "The Bank could be required to amend its Call Report if further adjustments are identified."
    carriedOnlyBeside("item_2_mdna", "restatement_flag", stated, after, silent)
  })
  it("carries errors made, corrected and weighed only beside a stated error", () => {
    const stated = "Management identified errors made in its historical financial statements related to the valuation of equity-based compensation."
    const after = [
      "The Company made errors in the application of the option valuation model.",
      "As such, the errors have been corrected within this filing.",
      "Based on a total mix of factors, the Company concluded that the errors were immaterial to the interim financial statements for the quarters ended March 31 and June 30.",
      "Specifically, the adjustments correct the calculation of historical loss data.",
      "The Company also corrected an immaterial error for an under accrual of legal fees for the quarter ended March 31.",
      "The impact of restatement on the consolidated balance sheet is summarized in the table that follows.",
      "As part of the review, we identified other project-related accounting errors.",
      "While we have determined that our revenue recognition was in error, we continue to pursue the claims."
    ]
    const silent = "If we identify accounting errors in the future, we may need to restate."
    carriedOnlyBeside("item_7_mdna", "restatement_flag", stated, after, silent)
  })
  it("carries the treatment a stated correction replaces only beside it, the word 'historically' notwithstanding", () => {
    const stated = "In the course of preparing the quarterly report, the Company determined that a correction was necessary with respect to its recording of the fair value of the warrants."
    const after = "The Company has historically reported the warrants as equity instruments, because the warrants contain a fixed exercise price."
    const silent = "The Company has historically incurred losses from operations."
    carriedOnlyBeside("item_2_mdna", "restatement_flag", stated, after, silent)
  })
  it("carries a default's cure, its waiver and the waiver entered into only beside a stated default", () => {
    const waiver = "On March 16, 2022, the Company, the lenders from time to time party thereto and the Agent entered into the Consent and Waiver to the Credit Agreement."
    const breach = "Pursuant to the Consent and Waiver, the Company acknowledged that it was in default under the Credit Agreement."
    const after = [
      "The Company cured the default.",
      "The Agent and the Required Lenders agree to waive, the Existing Default for the Specified Compliance Periods."
    ]
    const silent = "Other than as referenced in the Consent and Waiver, the Credit Agreement remains in full force and effect."
    expect(flagSentences("item_2_mdna", [waiver, breach, ...after, silent].join(" "), "covenant_breach_flag")).toEqual([waiver, breach, ...after])
    expect(detectFlags("item_2_mdna", [waiver, ...after].join(" ")).flags.covenant_breach_flag).toBe(false)
  })
  it("carries penalties accrued, a repayment the lender allows and what the stated non-compliance caused only beside a stated default", () => {
    const breach = "The Company was not in compliance with its fixed charge coverage covenant as of June 30, 2012."
    const after = [
      "Such notes continue to accrue interest and all relevant penalties have been accrued as of March 31, 2019.",
      "The Bank agreed to allow the Company to repay the Line over six months.",
      "Based upon the non-compliance mentioned above, we were notified that we will be unable to draw down on the line."
    ]
    carriedOnlyBeside("item_2_mdna", "covenant_breach_flag", breach, after)
  })
  it("reads the going-concern condition in the standard's words in the company's own account, not a conditional one", () => {
    const condition = "Cash and cash equivalents and forecasted cash flows from operations are not expected to be sufficient to meet the Company’s obligations that will mature over the next 12 months."
    expect(detectFlags("item_2_mdna", condition).flags.going_concern_flag).toBe(true)
    expect(detectFlags("going_concern_note", condition).flags.going_concern_flag).toBe(true)
    expect(detectFlags("item_1a_risk_factors", condition).flags.going_concern_flag).toBe(false)
    const conditional = "If the refinancing is not completed, our cash is not expected to be sufficient to meet our obligations that will mature over the next 12 months."
    expect(detectFlags("item_2_mdna", conditional).flags.going_concern_flag).toBe(false)
    const enough = "Cash and forecasted cash flows from operations are expected to be sufficient to meet the Company’s obligations that will mature over the next 12 months."
    expect(detectFlags("item_2_mdna", enough).flags.going_concern_flag).toBe(false)
    const stated = "Cash and cash equivalents and forecasted cash flows from operations are not sufficient to meet such obligations that will mature over the next 12 months from March 14, 2017."
    expect(flagSentences("item_2_mdna", stated, "going_concern_flag")).toEqual([stated])
    const ifNot = "If the notes are not refinanced, cash is not sufficient to meet the obligations that will mature over the next 12 months."
    expect(detectFlags("item_2_mdna", ifNot).flags.going_concern_flag).toBe(false)
  })
  it("carries a restatement's adjustments, the periods it covers, the measurement it should have used and the misconduct it corrected only beside a stated restatement", () => {
    const stated = "The Company has restated its previously reported consolidated financial statements for the years ended December 31, 2015 and 2014."
    const after = [
      "The restatement adjustments resulted in a cumulative net reduction to stockholders’ equity of $21.4 million.",
      "Except as otherwise specified, all information presented in the consolidated financial statements and the related notes include all such restatements.",
      "The Affected Periods are the years ended December 31, 2020 and 2019 and the quarters ended September 30, 2020 and June 30, 2020.",
      "Management has determined that the subordinated convertible notes and the stock warrants should have been marked to fair value as of the Closing.",
      "In addition, the denominator of the diluted net income per share calculation for the three months ended September 30, 2021 did not include the impact of dilutive securities.",
      "Such financial misconduct occurred in three principal areas."
    ]
    carriedOnlyBeside("item_7_mdna", "restatement_flag", stated, after, "Factors contributing to the ability of the individuals to engage in the misconduct were weak controls.")
  })
  it("reads a breach stated in a clause with the company as its own subject, whatever a clause before it negates", () => {
    const stated = [
      "As of June 30, 2019, we had $12.0 million outstanding under the revolving facility and no remaining availability, and we were not in compliance with the fixed charge coverage covenant.",
      "The Company made no payments on the notes during the quarter, and the Company was in default under the indenture as of September 30, 2015."
    ]
    for (const t of stated) expect(flagSentences("item_2_mdna", t, "covenant_breach_flag"), t).toEqual([t])
    const negated = [
      "We have not received any notice of default, and we are not in default under the indenture.",
      "No event of default has occurred, and the Company is not in breach of any covenant under the credit agreement."
    ]
    for (const t of negated) expect(flagSentences("item_2_mdna", t, "covenant_breach_flag"), t).toEqual([])
  })
  it("reads a suit or an inquiry stated in a clause with the company as its own subject, whatever a clause before it negates", () => {
    const stated: Array<[string, FlagName]> = [
      ["We had no prior history of such claims, and we were named as a defendant in a purported class action filed in the U.S. District Court for the District of Delaware on March 3, 2021.", "material_legal_proceeding_flag"],
      ["We did not pay the fee, and the Company was sued by the landlord in the Superior Court of California on June 2, 2020.", "material_legal_proceeding_flag"],
      ["The Company has not recorded any accrual, and it received a subpoena from the SEC's Division of Enforcement in May 2022.", "investigation_flag"]
    ]
    for (const [t, flag] of stated) expect(flagSentences("item_1_legal_proceedings", t, flag), t).toEqual([t])
    const negated = "We have not been named in any lawsuit, and we are not a party to any proceeding."
    expect(flagSentences("item_1_legal_proceedings", negated, "material_legal_proceeding_flag")).toEqual([])
  })
  it("carries the lenders' standstill, a forbearance extended and a borrowing base deficiency only beside a stated default", () => {
    const breach = "The Company was not in compliance with its fixed charge coverage covenant as of May 2, 2020."
    const after = [
      "Under the Forbearance Agreements, the respective lenders agreed not to exercise any rights and remedies until July 16, 2020.",
      "Subsequently, the Forbearance Agreements were extended with the latest extension until September 26, 2020.",
      "The decline in the borrowing base resulted in a $15.5 million borrowing base deficiency under the Senior Credit Facility."
    ]
    carriedOnlyBeside("item_2_mdna", "covenant_breach_flag", breach, after, "If an event of default occurs, the lenders have agreed not to exercise any remedies for 30 days.")
  })
  it("carries the date beyond which the company does not expect to fund its operations only beside a stated doubt", () => {
    const doubt = "These factors raise substantial doubt about the Company's ability to continue as a going concern."
    const after = [
      "Without receipt of additional capital resources and/or a substantial reduction in the Company’s cash requirements, the Company does not expect to be able to fund operations beyond November 30, 2015.",
      "The Company’s ability to continue to fund operations until November 30, 2015 assumes the Company is able to continue to delay payments.",
      "We do not believe we will be able to fund our operations beyond the third quarter of 2020."
    ]
    carriedOnlyBeside("item_2_mdna", "going_concern_flag", doubt, after, "If we complete the offering, we expect to be able to fund operations through December 2021 and beyond.")
  })
})

describe("statements told in plainer words: revisions and corrections, notes unpaid past maturity, tests not met, rulings and claims against the company", () => {
  it("hears a revision to correct, an out-of-period correction of an error, and a correction of an error recorded later", () => {
    firesEach(
      "item_2_mdna",
      "restatement_flag",
      [
        "The accompanying financial statements as of December 31, 2012 have been revised to correct the classification of certain costs.",
        "In the fourth quarter, we recorded an out-of-period adjustment to correct an error related to prior periods.",
        "The Company recorded an immaterial correction of an error in the second quarter of 2018 related to the timing of revenue recognition in 2017."
      ],
      [
        "Prior period amounts have been restated to reflect the stock split.",
        "If errors are found, the financial statements may have to be revised to correct them.",
        "The Company may record an out-of-period adjustment to correct any error identified."
      ]
    )
  })
  it("hears a note that matured and stays unpaid and a lender's test not met, not a class of loans or a test still to come", () => {
    firesEach(
      "item_2_mdna",
      "covenant_breach_flag",
      [
        "The note matured on June 30, 2015 and remains unpaid.",
        "The Bridge Notes matured in March 2019 but have not been repaid.",
        "The Company did not meet the minimum EBITDA requirement for the quarter ended June 30, 2012."
      ],
      [
        "The short-term debt classification is based upon loans due within twelve months, in addition to loans that have matured and remain unpaid.",
        "If the Company does not meet the minimum EBITDA requirement, the lender may accelerate the loan.",
        "The note matured on June 30, 2015 and was repaid in full."
      ]
    )
  })
  it("hears a ruling for the plaintiffs on a claim against the company and what they seek from it, not what plaintiffs generally seek", () => {
    firesEach(
      "item_3_legal_proceedings",
      "material_legal_proceeding_flag",
      [
        "The court granted summary judgment in favor of the plaintiffs on the breach of contract claim against the Company.",
        "Plaintiffs seek unspecified damages from the Company for alleged violations of the Fair Labor Standards Act."
      ],
      [
        "In such cases, plaintiffs generally seek damages from the company.",
        "The court granted summary judgment in favor of the Company on all claims.",
        "If the court were to grant summary judgment in favor of the plaintiffs on the claims against the Company, we could incur losses."
      ]
    )
  })
})

describe("a restatement re-stated, errors found after the statements were issued, defaults another event set off, a bank's consent to an order, a bankruptcy case closed", () => {
  it("hears the hyphenated re-stated, an error found in the accounting after filing, amounts recorded wrongly before, and quarters revised", () => {
    firesEach(
      "item_7_mdna",
      "restatement_flag",
      [
        "The Company's financial statements for 2003 were re-stated to correct the accounting for leases.",
        "Subsequent to the filing of the Original Form 10-K, the Company identified an error related to the accounting of losses ceded under the Quota Share Reinsurance Agreement with DARAG.",
        "Subsequent to the issuance of the Trust's Form 10-Q for the quarterly periods ended March 31, 2012, the Trust identified presentation errors in the condensed consolidated statements of cash flows.",
        "These rental property expenses were previously inappropriately recorded as a part of discontinued operations.",
        "The Company has revised its previously reported quarterly financial data for the first three quarters of 2019."
      ],
      [
        "Under the re-stated and amended credit agreement, the interest rate was reduced.",
        "If we identify an error related to the accounting of our leases, we may need to restate our financial statements.",
        "These costs were previously recorded as a part of discontinued operations.",
        "We have revised the quarterly information presented below to reflect the new segment structure.",
        "We have revised our guidance for fiscal 2014."
      ]
    )
  })
  it("hears defaults a bankruptcy filing triggered, not one it would trigger", () => {
    firesEach(
      "item_2_mdna",
      "covenant_breach_flag",
      ["Accordingly, although commencement of the Chapter 11 Case triggered defaults on substantially all of the Company's debt obligations, creditors are stayed from taking any actions as a result of such defaults."],
      ["A filing under Chapter 11 would trigger an event of default under the Credit Agreement."]
    )
  })
  it("hears the company and its bank consenting to an order's terms, not another party's consent", () => {
    const order = "On April 12, 2010, the Company and the Bank each consented to the terms of Cease and Desist Orders issued by the OTS."
    expect(flagSentences("item_2_mdna", order, "investigation_flag")).toEqual([order])
    expect(detectFlags("item_2_mdna", "On April 12, 2010, the former chief executive consented to the terms of a cease and desist order issued by the SEC.").flags.investigation_flag).toBe(false)
  })
  it("reads a bankruptcy whose case was closed years before as history", () => {
    const history =
      "On September 12, 2004, the Company and its domestic subsidiaries filed voluntary petitions for relief under Chapter 11 of the Bankruptcy Code. On September 27, 2005, the Company emerged from the 2004 Bankruptcy. The bankruptcy case was closed in June 2011."
    expect(detectFlags("item_1_legal_proceedings", history).flags.bankruptcy_flag).toBe(false)
    const open = "On September 12, 2004, the Company and its domestic subsidiaries filed voluntary petitions for relief under Chapter 11 of the Bankruptcy Code."
    expect(detectFlags("item_1_legal_proceedings", open).flags.bankruptcy_flag).toBe(true)
  })
})

describe("an authority's steps in other words: a grand jury, a citation, a notice alleging violations, a report of examination, leniency", () => {
  it("hears each as an investigation of the company, not a possibility, another company's citation or a clean report", () => {
    firesEach(
      "item_3_legal_proceedings",
      "investigation_flag",
      [
        "The Company is the subject of a grand jury investigation.",
        "A federal grand jury is investigating the Company.",
        "OSHA cited the Company for safety violations at its plant.",
        "The Company received notice from the Pennsylvania Department of Environmental Protection alleging violations of its air permit.",
        "In June 2012, the Bank received a report of examination from the FDIC which found that the Bank's Bank Secrecy Act compliance program was deficient.",
        "The Company was granted conditional amnesty by the Antitrust Division of the Department of Justice."
      ],
      [
        "If OSHA cites the Company for violations, it could face penalties.",
        "OSHA cited several of our competitors for safety violations.",
        "The Company has applied for amnesty, which may not be granted.",
        "The report of examination from the FDIC found no deficiencies in the Bank's compliance program."
      ]
    )
  })
})

describe("statements found after fresh41 and fresh42: statements revised to correct, a decision to restate, non-reliance reported, a borrowing base deficiency, a supervisor's prohibition and agreement, complaints served and filed by relators", () => {
  it("hears the accounting statements, not estimates revised, a decision not to restate or a clean review", () => {
    firesEach(
      "item_2_mdna",
      "restatement_flag",
      [
        "The Company has revised its fiscal year 2009, 2010 and 2011 consolidated financial statements to correct its calculation of the number of shares used in calculating its basic and diluted earnings (loss) per share.",
        "The Company has concluded it should restate its previously issued financial statements to classify all common stock subject to possible redemption in temporary equity.",
        "The Company has restated its earnings per share calculation.",
        "Subsequent to the issuance of its Quarterly Report on Form 10-Q for the period ended October 31, 2019, the Company discovered an error due to missing a change in accounting related to other comprehensive income (loss)."
      ],
      [
        "The Company has concluded it should not restate its previously issued financial statements.",
        "If the Company should restate its previously issued financial statements, its stock price could decline.",
        "Subsequent to the issuance of the financial statements, the Company did not discover any errors.",
        "The Company has revised its estimates of the useful lives of its equipment to correct for changes in usage.",
        "The Company has restated its earnings per share to reflect the stock split."
      ]
    )
    firesEach(
      "item_7_mdna",
      "non_reliance_flag",
      ["On October 8, 2020 the Company filed Form 8-K to report that there were material errors within its Quarterly Reports on Form 10-Q for the periods ended September 27, 2019 and December 31, 2019, that such quarterly reports were not to be relied upon."],
      ["Past results are not to be relied upon as an indication of future performance."]
    )
  })
  it("hears a borrowing base deficiency incurred, not one a redetermination would cause", () => {
    firesEach(
      "item_2_mdna",
      "covenant_breach_flag",
      ["As of June 8, 2012, we had $148.6 million drawn under the Credit Agreement, which resulted in a borrowing base deficiency of $33.6 million."],
      ["If the borrowing base is redetermined below our outstanding borrowings, we would have a borrowing base deficiency."]
    )
  })
  it("hears a supervisor's prohibition and an agreement named as between it and the company", () => {
    firesEach(
      "item_2_mdna",
      "investigation_flag",
      [
        "The Federal Reserve Bank of Richmond has prohibited the Company from paying interest due on the trust preferred securities since February 2011.",
        "The memorandum of understanding between the Federal Reserve Bank of Richmond (the “Federal Reserve”) and the Company (the “Company MOU”) requires the Company to obtain approval of the Federal Reserve Bank prior to paying interest on the junior subordinated debentures."
      ],
      ["Regulators may prohibit the Company from paying dividends."]
    )
  })
  it("hears a complaint served on the company and a relators' qui tam complaint", () => {
    firesEach(
      "item_3_legal_proceedings",
      "material_legal_proceeding_flag",
      [
        "On October 12, 2023, the Company was served a legal complaint filed in the Superior Court of California from Stronghold for breach of contract.",
        "The Company subsequently learned that the allegations underlying this inquiry were made as part of a civil complaint filed by relators, Daniel Barbir and Dr. Alon Vainer, pursuant to the qui tam provisions of the federal False Claims Act."
      ],
      ["A complaint filed by relators could expose the Company to treble damages."]
    )
  })
})

describe("a going-concern doubt's runway that ends only at a date", () => {
  it("cites the runway beside a stated doubt, and nothing without one", () => {
    const doubt = "There is substantial doubt about our ability to continue as a going concern."
    const runway = "We currently have cash sufficient to fund our operations only through December 2019."
    expect(flagSentences("item_2_mdna", `${doubt} ${runway}`, "going_concern_flag")).toEqual([doubt, runway])
    expect(detectFlags("item_2_mdna", runway).flags.going_concern_flag).toBe(false)
    expect(flagSentences("item_2_mdna", `${doubt} If we raise additional capital, we will have cash sufficient to fund our operations only through December 2019.`, "going_concern_flag")).toEqual([doubt])
  })
})

describe("an investigation told by the company's notice of an audit, an accrual for its resolution, and Wells notices", () => {
  it("hears each, not an audit that may come, the company's own auditors, or an accrual that may be made", () => {
    firesEach(
      "item_3_legal_proceedings",
      "investigation_flag",
      [
        "During 2011, we were notified by the Department of Labor that it was conducting an audit of our employee benefit plan.",
        "The Company has accrued $5 million for the expected resolution of the DOJ investigation.",
        "The Company and its CEO received Wells notices from the SEC staff in January 2014."
      ],
      [
        "If the DOJ conducts an audit, we may be notified by the DOJ that it is conducting an audit of our plans.",
        "We were notified by our auditors that they were conducting an audit of our internal controls.",
        "The Company may accrue amounts for the resolution of the DOJ investigation if a loss becomes probable."
      ]
    )
  })
})

describe("an employee's charge against the company before an agency", () => {
  it("hears the charge filed, not one that may be filed or one the company filed", () => {
    firesEach(
      "item_3_legal_proceedings",
      "material_legal_proceeding_flag",
      [
        "In March 2012, a former employee filed a charge of discrimination against the Company with the EEOC.",
        "Two employees filed charges against the Company with the National Labor Relations Board in 2014."
      ],
      ["Employees may file charges of discrimination against the Company with the EEOC.", "The Company filed charges against the union with the NLRB."]
    )
  })
})

describe("found after fresh43 and fresh44: a doubt without 'substantial', the company's own wrong accounting, the government's intervention in a qui tam suit", () => {
  it("hears the doubt, not its denial", () => {
    firesEach("item_2_mdna", "going_concern_flag", ["These issues raise doubt about whether the Company will continue as a going concern."], ["These issues do not raise doubt about whether the Company will continue as a going concern."])
  })
  it("hears the accounting the company got wrong, not what it may get wrong or denies", () => {
    firesEach(
      "item_2_mdna",
      "restatement_flag",
      [
        "The Company has determined that in accordance with ASC 606 the Company incorrectly accounted for the cost of its promotion allowances as selling expenses, as these allowances are not a distinct good or service.",
        "In finalizing its annual 2014 results, the Company determined that it inadvertently included shares of common stock from its Debt Conversion in its retroactive adjustment to weighted average shares outstanding."
      ],
      ["If the Company incorrectly accounted for these transactions, it may need to restate.", "The Company has not incorrectly recorded any transactions."]
    )
  })
  it("hears the government's decision to intervene and its complaint in intervention, not a declined or possible intervention", () => {
    firesEach(
      "item_3_legal_proceedings",
      "investigation_flag",
      [
        "The qui tam complaint filed against the Company under the federal False Claims Act in April 2007 was unsealed due to the U.S. Department of Justice's decision to intervene.",
        "On March 24, 2014, the U.S. Department of Justice (DOJ) filed under seal a complaint against the Company in partial intervention under the qui tam provisions of the civil False Claims Act (FCA)."
      ],
      ["The Department of Justice declined to intervene in the case.", "The DOJ may decide to intervene in the action."]
    )
  })
})

describe("older filings' words: option grants dated wrongly, a default named as a cause", () => {
  it("hears the option-grant review's finding, not a plan's terms", () => {
    firesEach(
      "item_7_mdna",
      "restatement_flag",
      [
        "The Special Committee concluded that the actual measurement dates for certain stock option grants differed from the recorded grant dates.",
        "As a result of the review, we determined that we used incorrect measurement dates for certain stock option grants."
      ],
      ["The plan permits the committee to use different measurement dates for awards."]
    )
  })
  it("hears the company's own default named as a cause, not one that may come", () => {
    firesEach(
      "item_7_mdna",
      "covenant_breach_flag",
      ["Due to our default under the Indenture, the trustee has the right to declare all amounts outstanding immediately due and payable."],
      ["In the event of our default under the Indenture, the trustee could declare all amounts due."]
    )
  })
})

describe("found after fresh45 and fresh46: an action filed against the company, defendants named in a list, revisions recorded, a covenant breach constituted, a doubt told as uncertainty", () => {
  it("hears the suits, not the company's own or one that could come", () => {
    firesEach(
      "item_1_legal_proceedings",
      "material_legal_proceeding_flag",
      [
        "In November 2006, IMRA America, Inc. filed an action against the Company alleging that certain products it produces infringe one U.S. patent.",
        "On March 6, 2025 and April 8, 2025, the Company, our Chief Executive Officer, and our Chief Financial Officer (collectively, “Defendants”) were named as defendants in separate purported securities class action complaints filed in the United States District Court for the Eastern District of New York."
      ],
      ["The Company filed an action against Acme Corp. alleging patent infringement.", "Shareholders could file an action against the Company."]
    )
  })
  it("hears revisions recorded, out-of-period adjustments identified and an over-accrual corrected, not revisions of estimates", () => {
    firesEach(
      "item_2_mdna",
      "restatement_flag",
      [
        "As a result, we recorded an immaterial revision to portions of our 2021 Annual Report and are recording immaterial revisions to prior interim periods in this Quarterly Report.",
        "During the year ended October 31, 2014 the company identified and recorded various out of period income tax adjustments.",
        "During the three months ended March 31, 2022, the Company identified and corrected an $87 million over-accrual in its accrued contract costs balance."
      ],
      ["Any revision to prior periods could require us to amend our filings.", "We recorded revisions to our estimates of contract costs in 2021."]
    )
  })
  it("hears a breach of covenant an event constituted, and the doubt told as uncertainty", () => {
    firesEach(
      "item_2_mdna",
      "covenant_breach_flag",
      ["In addition, the failure to timely file the Form 10-K constituted a breach of the Company's covenant under the SPA to make all required filings on a timely basis."],
      ["A failure to timely file would constitute a breach of the Company's covenant under the SPA."]
    )
    firesEach(
      "item_2_mdna",
      "going_concern_flag",
      ["These matters create uncertainty relating to its ability to continue as a going concern."],
      ["These matters do not create uncertainty relating to its ability to continue as a going concern."]
    )
  })
})

describe("found after fresh47 and fresh48: defaults that occurred, an immediate event of default", () => {
  it("hears each, not one that could occur or would be constituted", () => {
    firesEach(
      "item_2_mdna",
      "covenant_breach_flag",
      [
        "We have classified all our long-term debt as current due to events of default that occurred prior to June 30, 2020.",
        "The commencement of a voluntary proceeding in bankruptcy constituted an immediate event of default under the 2014 Revolving Credit Facility."
      ],
      ["An event of default could occur if we fail to pay interest.", "The filing would constitute an immediate event of default under the credit facility."]
    )
  })
})

describe("written before fresh49 and fresh50: a restatement told plainly, a step the company failed to take, a covenant test it could not meet, an authority's finding in a letter, a doubt told as the going concern's state", () => {
  it("hears the company's own statements restated and its accounting done wrong, not restatements for a split, a segment, an acquisition or a standard", () => {
    firesEach(
      "item_7_mdna",
      "restatement_flag",
      [
        "The Company has restated its June 30, 2020 financial statements.",
        "We have corrected herein our condensed consolidated financial statements for the quarter ended June 30, 2018.",
        "Subsequent to the issuance of the Company's financial statements for the year ended December 31, 2012, management discovered that the Company had failed to record stock compensation expense for options granted to consultants.",
        "The Company did not properly capitalize interest on its construction in progress in 2010 and 2011.",
        "The Company's previously issued financial statements for fiscal 2016 contained an error in the classification of cash flows from the sale of receivables."
      ],
      [
        "We have restated our prior period financial statements to reflect the change in our reportable segments.",
        "The Company has restated its financial statements for the two-for-one stock split.",
        "We have restated our consolidated financial statements for all periods presented for the retrospective adoption of ASU 2016-09.",
        "The Company has restated its historical financial statements to include the results of Beta Corp., an entity under common control.",
        "We have restated our December 31, 2019 balance sheet to present the assets of the Chicago plant as held for sale.",
        "If the Company has restated its financial statements, it would disclose the effects.",
        "We determined that a supplier had failed to record our returns.",
        "If the Company did not properly capitalize interest, its assets would be understated."
      ]
    )
  })
  it("hears payments not made and a coverage ratio the company could not meet, not a payment no one owes yet or a test it may fail", () => {
    firesEach(
      "item_7_mdna",
      "covenant_breach_flag",
      [
        "The Company has not made the required monthly payments on the equipment loan since August 2012.",
        "We were unable to satisfy the debt service coverage ratio required by our loan agreement at June 30, 2010."
      ],
      [
        "The Company has not made any payments on the loan because none are yet due.",
        "If we are unable to satisfy the debt service coverage ratio required by our loan agreement, the lender could accelerate the loan."
      ]
    )
  })
  it("hears an authority's finding told in a letter the company received, not a letter that found nothing", () => {
    firesEach(
      "item_3_legal_proceedings",
      "investigation_flag",
      ["In 2009 the Company received a letter from the Department of Labor stating that it had found violations of the Fair Labor Standards Act at two of its plants."],
      ["In 2009 the Company received a letter from the Department of Labor stating that it had found no violations at its plants."]
    )
  })
  it("hears past amounts found wrong, accounting not in accordance with GAAP and balances restated to correct errors, not what could be wrong", () => {
    firesEach(
      "item_7_mdna",
      "restatement_flag",
      [
        "In the course of preparing our 2003 annual financial statements, we discovered that revenue on certain multiple-element arrangements had been recognized prematurely in 2001 and 2002.",
        "Management determined that the deferred tax valuation allowance recorded at December 31, 2011 was overstated due to a computational error.",
        "Our audit committee concluded that the accounting for the sale-leaseback transaction in 2005 was not in accordance with generally accepted accounting principles.",
        "These errors have been corrected in the accompanying financial statements by restating the balances as of December 31, 2008.",
        "As a result of the review, the Company recorded adjustments to correct errors in the recognition of rental income in prior years."
      ],
      [
        "We determined that the inventory had not been overstated.",
        "Errors in estimates could result in an overstatement of our reserves.",
        "We concluded that the accounting for the transaction was in accordance with generally accepted accounting principles.",
        "Typographical errors have been corrected in the accompanying table."
      ]
    )
    // (since text_metrics_v54 what the errors overstated is heard on its own too)
    const premature = [
      "In the course of preparing our 2004 annual financial statements, we discovered that revenue on certain contracts had been recognized prematurely.",
      "The accounting errors resulted in an overstatement of net income of $3.1 million for the nine months ended September 30, 2004."
    ]
    expect(flagSentences("item_7_mdna", premature.join(" "), "restatement_flag")).toEqual(premature)
  })
  it("hears a covenant's limit passed or its floor not reached, not one the company may pass or stayed within", () => {
    firesEach(
      "item_7_mdna",
      "covenant_breach_flag",
      [
        "Because we exceeded the maximum leverage ratio at December 31, 2008, all borrowings under the facility have been classified as current.",
        "Our tangible net worth at December 31, 2013 was below the amount required by the loan agreement."
      ],
      ["If we exceeded the maximum leverage ratio, the lenders could accelerate the loans.", "Our leverage ratio did not exceed the maximum permitted by the credit agreement."]
    )
  })
  it("hears a subpoena told by its verb, a search, a grand jury's target and an order agreed to, not what may come or what others received", () => {
    firesEach(
      "item_3_legal_proceedings",
      "investigation_flag",
      [
        "The New York State Attorney General's office subpoenaed documents relating to our sales of extended warranties.",
        "The Company's German subsidiary was searched by the Federal Cartel Office in connection with an investigation of price fixing in the paper industry.",
        "The Company has been advised that it is a target of a federal grand jury investigation in the Southern District of New York."
      ],
      [
        "We could be subpoenaed by the SEC in connection with such matters.",
        "Several of our competitors were searched by the European Commission in 2012.",
        "We are not a target of any grand jury investigation.",
        "The Department of Justice subpoenaed documents from several of our competitors."
      ]
    )
    firesEach(
      "item_7_mdna",
      "investigation_flag",
      ["The Bank agreed with the FDIC to the issuance of a cease and desist order relating to its Bank Secrecy Act compliance program."],
      ["The Bank has not agreed to the issuance of a consent order."]
    )
  })
  it("hears thieves who stole data from the company's systems, not from others' or in a condition", () => {
    firesEach(
      "item_1a_risk_factors",
      "cybersecurity_incident_flag",
      ["In November 2013, criminals stole payment card data from the point-of-sale systems in our stores."],
      ["Criminals have stolen payment card data from the systems of many retailers.", "If criminals stole payment card data from our systems, we could incur significant costs."]
    )
  })
  it("hears a doubt stated in its own clause after a negated one, not a doubt under a condition", () => {
    firesEach(
      "item_7_mdna",
      "going_concern_flag",
      ["We do not have sufficient cash to fund our operations beyond March 2011 and there is substantial doubt about our ability to continue as a going concern."],
      ["If we do not raise capital and there is substantial doubt about our ability to continue as a going concern, our stock price could fall.", "We do not believe that there is substantial doubt about our ability to continue as a going concern."]
    )
  })
  it("hears the going concern's state told as in doubt, not one that would be or no longer is", () => {
    firesEach(
      "item_7_mdna",
      "going_concern_flag",
      ["The Company's continuation as a going concern is in doubt.", "Our ability to continue as a going concern is questionable."],
      ["Without the financing, our ability to continue as a going concern would be in doubt.", "The Company's continuation as a going concern is no longer in doubt."]
    )
  })
})

describe("found after fresh49 and fresh50: a default under an agreement its holders enforce, a waiver of a measured quarter's test, a credit agreement's condition failed, the going-concern test in the standard's words, an order consented to, a penalty notified, a complaint served by name", () => {
  it("hears each default and waiver, not one that may be given or asked for", () => {
    firesEach(
      "item_2_mdna",
      "covenant_breach_flag",
      [
        "The Company subsequently, defaulted under the terms of the agreement and the debenture holders are seeking their rights as secured creditors.",
        "The Seventh Amendment, (A) waives the minimum Adjusted EBITDA threshold and any related Default or Event of Default for the fiscal quarter ending September 30, 2022, and (B) amends the maximum leverage ratio.",
        "As previously disclosed, we failed to satisfy the Pension Fund Condition (as defined in the Credit Agreement) by March 10, 2011 and therefore triggered a Milestone Failure."
      ],
      [
        "The lenders may waive the minimum EBITDA threshold for the fiscal quarter ending September 30, 2022.",
        "We requested that the lenders waive any related defaults for the fiscal quarter ending June 30, 2020.",
        "If we fail to satisfy the Liquidity Condition (as defined in the Credit Agreement), the lenders could accelerate the loans.",
        "If the Company defaulted under the terms of its loan agreement, the lenders could accelerate the debt."
      ]
    )
  })
  it("hears the going-concern test failed in the standard's words and a default caused by the going-concern disclosure, not a test that may fail", () => {
    firesEach(
      "item_2_mdna",
      "going_concern_flag",
      [
        "The Company does not have adequate liquidity to fund its operations for at least twelve months from the issuance of these financial statements without raising additional capital.",
        "The lender informed the Company that the term loan was in default due to the Company's going concern disclosure in its consolidated financial statements."
      ],
      ["If we do not have adequate liquidity to fund our operations for at least twelve months from the issuance of these financial statements, we will disclose it."]
    )
  })
  it("carries an earlier treatment told as an interpretation only beside a stated restatement", () => {
    carriedOnlyBeside(
      "item_2_mdna",
      "restatement_flag",
      "In connection with the preparation of the Company's financial statements as of September 30, 2021, management determined it should restate its previously reported financial statements.",
      [
        "Previously, the Company did not consider redeemable shares classified as temporary equity as part of net tangible assets.",
        "Effective with these condensed financial statements, the Company revised this interpretation to include temporary equity in net tangible assets."
      ],
      "The Company may revise this interpretation if the staff issues further guidance."
    )
  })
  it("hears an order consented to in a settlement, a penalty an authority notified, an authority's investigation that was under way, a complaint served by its plaintiff's name", () => {
    firesEach(
      "item_1_legal_proceedings",
      "investigation_flag",
      [
        "The final agreement with the SEC provides for, among other things, (i) the Company's consent to a cease and desist order, without admitting or denying the findings therein.",
        "In May 2018, the EPA notified the Company of a maximum civil payment of up to $14.1 million, based on the amount of oil allegedly discharged.",
        "In November 2010, we received notification that the United Kingdom Office of Fair Trading (\"OFT\") was conducting an investigation to determine whether we had engaged in practices foreclosing the supply of diagnostic testing."
      ],
      ["The EPA could notify us of a civil penalty of up to $37,500 per day for each violation.", "Any consent to a cease and desist order could harm our reputation."]
    )
    firesEach(
      "item_1_legal_proceedings",
      "material_legal_proceeding_flag",
      ["Although the Company did not receive service of process with respect to the Original Complaint, the Company was served with Mr. Harman's Amended Complaint on May 17, 2013."],
      ["We have not been served with any complaint in this matter."]
    )
  })
})

describe("written before fresh51 and fresh52: option grants dated otherwise than recorded, a loan not repaid when due, payments not made, a doubt concluded after an evaluation, an insider's theft of customer data", () => {
  it("hears each, not what is not yet due, what may be concluded or what an employee could do", () => {
    firesEach(
      "item_7_mdna",
      "restatement_flag",
      ["In August 2006, following a review of our historical stock option granting practices, we concluded that the measurement dates used for financial accounting purposes for certain stock option grants differed from the recorded grant dates."],
      ["The measurement date of each grant is the date the award is approved by the compensation committee."]
    )
    firesEach(
      "item_7_mdna",
      "covenant_breach_flag",
      [
        "As of the date of this report, we have not repaid the loan from our former chief executive officer, which was due on December 31, 2009.",
        "The lender has agreed to defer the principal payments that were due in the third and fourth quarters of 2020, which we did not make."
      ],
      ["We have not repaid the loan from our chief executive officer, which is not due until 2027.", "Management evaluated whether the notes were in default and concluded that no default had occurred."]
    )
    firesEach(
      "item_7_mdna",
      "going_concern_flag",
      ["Management has evaluated whether there is substantial doubt about the Company's ability to continue as a going concern and has concluded that substantial doubt exists."],
      ["If management evaluates whether there is substantial doubt and concludes that substantial doubt exists, it must disclose it."]
    )
    firesEach(
      "item_1a_risk_factors",
      "cybersecurity_incident_flag",
      ["In 2019, a former employee misappropriated our customer records and sold them to a competitor."],
      ["Employees could misappropriate customer data, which could harm our reputation.", "If an employee misappropriated customer records, we could face liability."]
    )
  })
  it("hears a bank under its supervisor's written agreement and one found in troubled condition, not one that may become so or no longer is", () => {
    firesEach(
      "item_7_mdna",
      "investigation_flag",
      [
        "The Company is subject to a written agreement with the Federal Reserve Bank of Atlanta that requires prior approval before paying dividends.",
        "Following its examination, the OCC designated the Bank as being in troubled condition."
      ],
      [
        "The Bank could become subject to a written agreement with the Federal Reserve if its condition deteriorates.",
        "The Bank is no longer subject to the consent order with the FDIC, which was terminated in 2014.",
        "The OCC has not designated the Bank as being in troubled condition.",
        "The Company is subject to a written agreement with its landlord that requires approval before subleasing."
      ]
    )
  })
})

describe("found after fresh51 and fresh52: the company's own suit's defendants named later, a pointer, the company named in a complaint among others, a bank's dividends barred without its supervisor's leave, an amendment that kept the company in compliance, an amount overcapitalized", () => {
  it("reads the narrative of the company's own suit as its own, where a later paragraph names the suit's defendants", () => {
    const text = [
      "As previously disclosed, we filed a lawsuit in November 2008 in the United States District Court for the Northern District of California against Primarion, Inc. and Infineon Technologies AG (collectively, the \"Defendants\") for infringement of several of our patents.",
      "",
      "A trial related to our patents commenced on May 9, 2011 against Defendants.",
      "",
      "On May 24, 2011, Defendants' remaining claims of invalidity were submitted to the jury, and the jury returned its verdict determining that the asserted claims of our patent were valid."
    ].join("\n")
    expect(detectFlags("item_1_legal_proceedings", text).flags.material_legal_proceeding_flag).toBe(false)
    // a suit against the company told beside it is still heard
    const against = `${text}\n\nIn June 2011, a former distributor filed a lawsuit against the Company alleging breach of contract.`
    expect(detectFlags("item_1_legal_proceedings", against).flags.material_legal_proceeding_flag).toBe(true)
  })
  it("hears each, not a pointer, an approval any bank needs, or an amendment that would allow compliance", () => {
    firesEach(
      "item_1_legal_proceedings",
      "material_legal_proceeding_flag",
      ["On June 29, 2011, the Company, its Board of Directors, TDC and a subsidiary of TDC were named in a putative stockholder class action complaint filed in the Circuit Court of the Fourth Judicial Circuit."],
      ["If the Company, its directors or its officers were named in a complaint, we would incur defense costs."]
    )
    firesEach(
      "item_7_mdna",
      "investigation_flag",
      ["The Bank is restricted from making dividend payments to the Company without prior supervisory non-objection from the Office of the Comptroller of the Currency."],
      ["A national bank may not pay dividends in excess of its retained net profits without the approval of the OCC."]
    )
    firesEach(
      "item_2_mdna",
      "covenant_breach_flag",
      ["The Sixth ACF Amendment and the Fourth Medley Amendment allowed the Company to maintain compliance with the covenants of the ABL Agreement and the Term Loan Agreement as of June 30, 2016."],
      ["The amendment would allow the Company to maintain compliance with the covenants if EBITDA declines."]
    )
    firesEach(
      "item_2_mdna",
      "restatement_flag",
      ["Upon further review, it was determined the Company overcapitalized labor and overhead costs in SCB's work-in-process inventory."],
      ["Management determined that the Company had not overcapitalized any costs."]
    )
    firesEach("item_2_mdna", "going_concern_flag", [], ["Please refer to the Going Concern Uncertainty section in Note 2 - Basis of Presentation for additional discussion."])
  })
})

describe("written before fresh53 and fresh54: a doubt about meeting obligations told in risks described, an In re caption, derivative suits against the board, arbitration follow-ons, a lender's remedies not yet used, debt previously in default, errors that overstated amounts, an authority auditing the company", () => {
  it("hears each statement, not its silent twin", () => {
    firesEach(
      "item_2_mdna",
      "going_concern_flag",
      ["These expectations and other liquidity risks described in this report raise substantial doubt about whether we will be able to meet our obligations as they become due within one year after the date of this report."],
      ["The risks described in this report could raise substantial doubt about our ability to continue as a going concern."]
    )
    firesEach(
      "item_3_legal_proceedings",
      "material_legal_proceeding_flag",
      [
        "In re Northland Pharmaceuticals, Inc. Securities Litigation, No. 1:19-cv-04412 (S.D.N.Y.).",
        "The consolidated action is captioned In re Harbor Freight Systems Securities Litigation and is pending in the United States District Court for the District of Colorado.",
        "A putative derivative action was filed in the Delaware Court of Chancery against the members of its Board of Directors."
      ],
      [
        "On April 24, 2023, the Bankruptcy Court entered an order approving joint administration under the caption In re Northland Pharmaceuticals, Inc., Case No. 23-13359.",
        "A lawsuit was filed in the Superior Court of California against the members of a trade association."
      ]
    )
    firesEach(
      "item_7_mdna",
      "investigation_flag",
      ["The Department of Labor is currently auditing the Company's compliance with wage and hour laws at two of its facilities."],
      ["The Department of Labor is currently auditing employers in our industry for compliance with wage and hour laws."]
    )
    firesEach(
      "item_7_mdna",
      "covenant_breach_flag",
      ["The Loan Modification Agreement modified all outstanding Loan Agreements and related Promissory Notes between the Company and BOCO that were previously in default and extended their maturity dates."],
      ["The Loan Modification Agreement modified all outstanding Loan Agreements and related Promissory Notes between the Company and BOCO and extended their maturity dates."]
    )
    firesEach(
      "item_7_mdna",
      "restatement_flag",
      ["During the fourth quarter, we identified accounting errors in our European segment related to the recognition of certain rebates in prior periods."],
      ["Errors in our billing systems could result in an overstatement of revenue."]
    )
    firesEach(
      "item_7_mdna",
      "restatement_flag",
      ["The billing errors resulted in a cumulative overstatement of revenue of $5.8 million for the period from 2007 to 2011."],
      ["Billing errors could result in a cumulative overstatement of revenue."]
    )
  })
  it("carries an arbitration's steps and outcome, a suit's remedy and unknown damages, and a lender's unused remedies, in the paragraph that states the matter", () => {
    const cited = (section: Parameters<typeof detectFlags>[0], flag: string, text: string): Array<string> =>
      detectFlags(section, text).evidence.filter((e) => e.flag === flag).map((e) => e.sentence)
    const arbitration = [
      "In June 2019, Meridian Supply initiated arbitration against Coastal Air Services under the distribution agreement.",
      "Coastal Air Services expects the panel to issue its award in the first quarter of 2023.",
      "Coastal Air Services cannot reasonably estimate the outcome of the arbitration."
    ]
    expect(cited("item_3_legal_proceedings", "material_legal_proceeding_flag", arbitration.join(" "))).toEqual(arbitration)
    const suit = [
      "Two former employees filed suit against the Company's subsidiary, Coastal Air Services, Inc., alleging unpaid overtime.",
      "It is unclear at this time what the plaintiffs' damages will be, if any.",
      "The remedy sought is rescission of their separation agreements."
    ]
    expect(cited("item_3_legal_proceedings", "material_legal_proceeding_flag", suit.join(" "))).toEqual(suit)
    const loan = [
      "On March 1, 2012, we failed to make the interest payment due under the Credit Agreement with Nedbank, which constituted an event of default.",
      "The full amount of the outstanding principal and accrued interest is included in current liabilities.",
      "As of the date of this report, Nedbank has not exercised its rights under the Credit Agreement to accelerate the loan or commence foreclosure."
    ]
    expect(cited("item_2_mdna", "covenant_breach_flag", loan.join(" "))).toEqual(loan)
    // without a stated default, the lender's unused rights and the debt shown as current raise nothing
    expect(cited("item_2_mdna", "covenant_breach_flag", [loan[1], "The lender has not exercised any of its rights under the agreement."].join(" "))).toEqual([])
    // without a stated matter, an expected award or an unknown outcome raises nothing
    expect(cited("item_3_legal_proceedings", "material_legal_proceeding_flag", arbitration.slice(1).join(" "))).toEqual([])
  })
})

describe("found after fresh53 and fresh54: a supervisor's order agreed to by its defined name, a bank deemed undercapitalized, an authority's notice of penalties, notice of an arbitration another party filed, an error judged material, a ratio requirement of a line of credit, repayments not made as scheduled, a default a holder triggered, suits against a class of others, a pointer to the annual report", () => {
  it("hears each statement, not its silent twin", () => {
    firesEach(
      "item_2_mdna",
      "investigation_flag",
      [
        "Although the Bank neither admitted nor denied any unsafe or unsound banking practices or violations of law or regulation, it agreed to the Consent Order, which requires the Bank or its Board of Directors to undertake a number of actions.",
        "As a result, the Bank was deemed to be \u201cundercapitalized\u201d as of such date pursuant to the regulatory framework for prompt corrective action.",
        "In March 2012, the Bank submitted a capital restoration plan to the FDIC.",
        "We received in October 2012 a notice from the EPA concerning stipulated penalties, totaling approximately $120,000."
      ],
      [
        "If the Bank were to become undercapitalized, it would be required to submit a capital restoration plan.",
        "A bank that is undercapitalized is required to submit a capital restoration plan.",
        "Since June 30, 2009 the Bank's capital ratios have been below the levels of a well capitalized bank.",
        "We received a notice from the EPA regarding the availability of grants for pollution control."
      ]
    )
    firesEach(
      "item_2_mdna",
      "material_legal_proceeding_flag",
      ["On April 16, 2014, we received a notice from China International Economic and Trade Arbitration Commission regarding an arbitration pleading filed by RZB for the defaulted short-term loan."],
      ["We may receive notices regarding arbitration claims filed by customers."]
    )
    firesEach(
      "item_2_mdna",
      "restatement_flag",
      ["Management assessed the materiality of this error in accordance with SAB 99 and determined that the error was material to the three months ended March 31, 2013 financial statements."],
      ["Management determined that the error was not material to the financial statements for any prior period."]
    )
    firesEach(
      "item_7_mdna",
      "covenant_breach_flag",
      [
        "The Company was not in compliance with the FCCR requirement of the RLOC for the three-month period ending March 31, 2018.",
        "During the years ended December 31, 2020 and 2019, the Company did not make repayment on certain notes payables issued by Shanghai Pudong Development Bank as scheduled.",
        "Per the terms of the agreement, Asher Enterprises triggered the default as the Company was not in compliance with its filing requirements under the note."
      ],
      [
        "The Company was in compliance with the FCCR requirement of the RLOC at March 31, 2018.",
        "A failure to file our periodic reports would trigger a default under the notes.",
        "The noteholders may declare an event of default if we fail to pay interest."
      ]
    )
  })
  it("reads suits against a class of other companies, and a pointer to the annual report, as nothing of the company's own", () => {
    const text = [
      "In December 2011, a putative class action was filed against the Company in the U.S. District Court for the Central District of California alleging violations of RESPA.",
      "Since December 2006, class action litigation has been brought against a number of large lenders alleging that their captive mortgage reinsurance arrangements violated RESPA.",
      "A description of these lawsuits is discussed in the Fiscal 2018 10-K and should be read in conjunction with the update below."
    ]
    const cited = detectFlags("item_1_legal_proceedings", text.join(" ")).evidence.filter((e) => e.flag === "material_legal_proceeding_flag").map((e) => e.sentence)
    expect(cited).toContain(text[0])
    expect(cited).not.toContain(text[1])
    expect(cited).not.toContain(text[2])
  })
})

describe("found after fresh55 and fresh56: a supervisory agreement's terms with the agreement as subject, dividends deferred at a supervisor's request, a misapplication of guidance and a derivative not bifurcated, an error determined material, a runway that will only be sufficient, certain waivers obtained, restatement adjustments listed by amount, negotiations with a lender to resolve the matter", () => {
  it("hears each statement, not its silent twin", () => {
    firesEach(
      "item_2_mdna",
      "investigation_flag",
      ["At the request of the Federal Reserve Bank of Kansas City, the Company notified the United States Department of the Treasury of its intention to defer the quarterly dividend payments on the Preferred Shares."],
      ["At the request of our largest customer, we deferred shipments until the second quarter.", "The Company may defer dividend payments on the Preferred Shares for up to twenty quarters without default."]
    )
    firesEach(
      "item_2_mdna",
      "restatement_flag",
      [
        "During the course of preparing the quarterly report on Form 10-Q for the six months ended June 30, 2023, the Company identified a misstatement in its misapplication of accounting guidance related to the Company's Convertible Promissory Notes.",
        "The Company did determine this error was material to the Form 10-Q for the three months ended March 31, 2023.",
        "The Company failed to bifurcate the convertible debt agreement issued on October 19, 2010 according to the guidance provided by ASC 815-15-25."
      ],
      [
        "The Company evaluated whether the conversion feature must be bifurcated and concluded that bifurcation was not required.",
        "If we fail to bifurcate an embedded derivative, our financial statements could be misstated."
      ]
    )
    firesEach(
      "item_7_mdna",
      "covenant_breach_flag",
      ["During 2016 and 2017, Terra Operating LLC obtained certain waivers in regards to extending financial statement reporting due dates and maintaining compliance with its financial covenants under the Revolver."],
      ["The Company may seek certain waivers of its financial covenants under the Revolver if its results decline."]
    )
  })
  it("carries a supervisory agreement's terms, a runway, restatement adjustments and negotiations to resolve a default beside the matter stated", () => {
    carriedOnlyBeside(
      "item_7_mdna",
      "investigation_flag",
      "In April 2010, the Bank entered into a supervisory agreement with the Office of Thrift Supervision.",
      [
        "The supervisory agreement prohibits the Bank from making non-residential real estate loans or commercial loans without the prior approval of the OTS.",
        "Finally, the agreement prohibits the Bank from taking brokered deposits without prior regulatory approval.",
        "The supervisory agreement will remain in effect until modified, suspended or terminated by the regulator."
      ],
      "The license agreement requires the Company to pay royalties of 5% of net sales."
    )
    carriedOnlyBeside(
      "item_7_mdna",
      "going_concern_flag",
      "Since cash and cash equivalents are insufficient to fund the Company's operations for the ensuing twelve months, there is substantial doubt about the Company's ability to continue as a going concern.",
      "The Company believes that its cash and cash equivalents of approximately $7.1 million as of December 31, 2017 will only be sufficient to fund its operations through the first quarter of 2018."
    )
    carriedOnlyBeside(
      "item_7_mdna",
      "restatement_flag",
      "As discussed in Note 2, we restated our consolidated financial statements for the years ended December 25, 2021 and December 26, 2020.",
      "A $1.9 million understatement and a $9.0 million overstatement of the Provision for income taxes for the years ended December 25, 2021 and December 26, 2020, respectively."
    )
    carriedOnlyBeside(
      "item_7_mdna",
      "covenant_breach_flag",
      "As of December 31, 2022, the Company was not in compliance with the debt service coverage ratio covenants of its loans with Protective Life.",
      "The Company is currently engaged in active negotiations with the lender for these loans as well as the additional Protective Life loans relating to six communities to resolve this matter."
    )
  })
})

describe("also after fresh55 and fresh56: a doubt raised by a factor named after a negated clause, a Chapter 11 filing with its defined terms between its words", () => {
  it("hears each statement, not its silent twin", () => {
    firesEach(
      "item_2_mdna",
      "going_concern_flag",
      ["The Company's forecasted future cash flows indicate that the Company will not have sufficient cash to repay the Short-Term Note obligation, a factor which raises substantial doubt about the ability of the Company to continue as a going concern for a reasonable period of time."],
      ["If the Company does not have sufficient cash to repay the note, a factor which would raise substantial doubt about its ability to continue as a going concern, it may seek other financing."]
    )
    firesEach(
      "item_7_mdna",
      "bankruptcy_flag",
      ["On February 25, 2016 (the \u201cPetition Date\u201d), Acme Holdings Inc. and certain of its wholly-owned direct and indirect subsidiaries (collectively, the \u201cDebtors\u201d) filed voluntary petitions for reorganization (the \u201cBankruptcy Filing\u201d) under Chapter 11 of the United States Bankruptcy Code."],
      ["On February 25, 2016, one of our customers, Acme Holdings Inc., and certain of its subsidiaries (collectively, the \u201cDebtors\u201d) filed voluntary petitions for reorganization (the \u201cBankruptcy Filing\u201d) under Chapter 11 of the United States Bankruptcy Code."]
    )
  })
})

describe("found after fresh57 and fresh58: an authority as a caption's plaintiff, board resolutions a supervisor asked for, notice that a claim had been filed, complaints naming the company as defendant, a subsidiary in apposition as defendant, a waiver from a named lender, payments delayed, the company's own arbitration and allegations, a default-judgment notice that is no authority's", () => {
  it("hears each statement, not its silent twin", () => {
    firesEach(
      "item_2_mdna",
      "investigation_flag",
      [
        "On September 8, 2020, a suit captioned Bureau of Consumer Financial Protection v. Encore Capital Group, Inc. et al. was filed in the United States District Court for the Southern District of California.",
        "On July 22, 2011, as a result of a periodic examination of the Banks by the Federal Deposit Insurance Corporation, the Boards of Directors of the Banks adopted resolutions at the request of the FDIC."
      ],
      [
        "On December 14, 2009, the Company received a Notice of Intent to Take Default Judgment from Stradley, Ronon, Stevens & Young, LLP for the unpaid balance of $93,526.",
        "On September 8, 2020, a suit captioned Smith v. Encore Capital Group, Inc. et al. was filed by a former employee."
      ]
    )
    firesEach(
      "item_1_legal_proceedings",
      "material_legal_proceeding_flag",
      [
        "On October 5, 2010, the company received notice that a claim for judgment had been filed in Mecklenburg County by a shareholder for a note in default.",
        "During the second quarter of 2009, three legal complaints in which the company was the named defendant were dismissed or settled with no material expense incurred.",
        "ASDA Stores Ltd. (\"Asda\"), a wholly-owned subsidiary of the Company, is a defendant in over 30,000 equal value claims that are proceeding before an Employment Tribunal in Manchester."
      ],
      [
        "Acme Ltd., a wholly-owned subsidiary of one of our customers, is a defendant in several claims before the Employment Tribunal.",
        "We believe that our claims and defenses in matters in which we are a defendant are substantial, but litigation is inherently unpredictable.",
        "While these efforts were unsuccessful, the Company ultimately filed a Demand for Arbitration with the American Arbitration Association against its licensee."
      ]
    )
    firesEach(
      "item_2_mdna",
      "covenant_breach_flag",
      ["The Company delayed scheduled payments on the convertible notes for the months of June, July and August 2012."],
      ["We may delay scheduled payments on the convertible notes if our cash flow declines."]
    )
    carriedOnlyBeside(
      "item_2_mdna",
      "covenant_breach_flag",
      "At March 31, 2016, we were not in compliance with the debt service coverage ratio covenant of our loan agreement with Mutual of Omaha.",
      "We received a waiver from Mutual of Omaha with respect to this breach for this quarter only."
    )
  })
})

describe("found after fresh59 and fresh60: adequate controls the company did not have, a consent decree entered, principal past due under notes, a lender's waiver not given and covenants renegotiated, a forbearance's cost, a restatement pointer", () => {
  it("hears each statement, not its silent twin", () => {
    firesEach(
      "item_4_controls",
      "material_weakness_flag",
      ["As previously disclosed in our 2014 Annual Report on Form 10-K, we did not have adequate controls designed and in place to ensure that we correctly implemented changes made to one of our methodologies."],
      ["We believe we have adequate controls designed and in place to ensure that changes to our methodologies are implemented correctly."]
    )
    firesEach(
      "item_3_legal_proceedings",
      "material_legal_proceeding_flag",
      ["In June 2007, we entered a consent decree to resolve the enforcement action."],
      ["We have not entered any consent decree in connection with the inquiry."]
    )
    firesEach(
      "item_2_mdna",
      "covenant_breach_flag",
      ["As of September 30, 2012, the Company had $3,134,415 in principal that was outstanding and past due under the terms of the Senior Secured Convertible Notes."],
      ["As of September 30, 2012, none of the principal of the notes was past due."]
    )
    firesEach("item_7_mdna", "restatement_flag", [], ["For restatement information on these interim periods, see Note 10, Quarterly Financial Data (Unaudited and Restated)."])
  })
  it("carries a lender's waiver not given, covenants under negotiation and a forbearance's cost beside a stated breach", () => {
    carriedOnlyBeside(
      "item_2_mdna",
      "covenant_breach_flag",
      "As of June 30, 2011, the Company was not in compliance with the minimum EBITDA covenant of its Loan Agreement.",
      [
        "As of the date of the filing of this report on Form 10Q, the lender has not waived this event of noncompliance and the Company and the lender have not agreed to new terms.",
        "Currently, the Company and its lender are in process of negotiating new covenants with a goal of gaining compliance for the third quarter."
      ]
    )
    carriedOnlyBeside(
      "item_2_mdna",
      "covenant_breach_flag",
      "The Company did not repay the Senior Secured Convertible Notes when they became due in March 2009, and the notes are in default.",
      [
        "In consideration for their forbearance effective April 16, 2012, Platinum Advisors will be paid $125,000 which was added to the principal balance of the note.",
        "This forbearance was considered and accounted for as a modification of debt and a loss of $125,000 for the three months ending June 30, 2012."
      ]
    )
  })
})

describe("found after fresh61 and fresh62: statements restated for issues a reaudit found, restatements concluded necessary, a coverage ratio that fell short, a default condition alleviated by agreements", () => {
  it("hears each statement, not its silent twin", () => {
    firesEach(
      "item_2_mdna",
      "restatement_flag",
      [
        "The financial statements for the three and nine month periods ended September 30, 2010 were restated to reflect issues identified during a reaudit of the financial statements for that year.",
        "Management and the board of directors concluded these restatements were necessary to reflect the changes described below."
      ],
      ["The prior period financial statements were restated to reflect the retrospective adoption of ASU 2016-02.", "Management concluded that no restatement was necessary."]
    )
    firesEach(
      "item_7_mdna",
      "covenant_breach_flag",
      [
        "The required fixed charge coverage ratio for the trailing twelve month periods ended March 31, 2013 onwards fell short of the required ratio.",
        "A default condition arising from the non-delivery of the gold on March 31, 2019, was alleviated by agreements with the three note holders."
      ],
      ["If our fixed charge coverage ratio fell short of the required ratio, the lender could accelerate the loan.", "A default condition could be alleviated by agreements with the note holders."]
    )
  })
})

describe("found after fresh63 and fresh64: a restatement the company announced it would make, an auditor the board decided not to engage", () => {
  it("hears each statement, not its silent twin", () => {
    firesEach(
      "item_2_mdna",
      "restatement_flag",
      ["On March 21, 2013, the Company announced that it would restate previously issued quarterly and audited annual financial statements to correct accounting improprieties."],
      ["The Company announced that it would restate its financial statements if the review identified errors."]
    )
    firesEach(
      "item_7_mdna",
      "auditor_change_flag",
      ["On April 25, 2002, the Company's Board of Directors upon recommendation of its Audit Committee, decided not to engage Arthur Andersen LLP (\"Andersen\") as the principal public accountants for the Company."],
      ["The Board decided not to engage a second firm as consultants for the review."]
    )
  })
})

describe("statements amended, a restatement as subject, a firm retained to replace the auditor", () => {
  it("hears previously issued statements amended, and nothing a company may amend", () => {
    firesEach("item_2_mdna", "restatement_flag", [
      "Accordingly, on September 11, 2024, we filed Amendment 1 to our Annual Report on Form 10-K, amending our consolidated balance sheets as of December 31, 2023 and 2022.",
      "We amended our consolidated statements of operations for the nine months ended September 30, 2023."
    ], [
      "We may amend our consolidated statements of operations to present the segment separately.",
      "The Company will amend its financial statements if the review finds an error.",
      "The Board amended its charter in 2023."
    ])
  })
  it("hears what a stated restatement relates to, and no restatement for a new standard", () => {
    firesEach("item_2_mdna", "restatement_flag", ["The restatement primarily relates to the accounting for the valuation of embedded derivative liabilities."], [
      "A restatement could relate to the accounting for the valuation of embedded derivative liabilities.",
      "Any restatement would result from the valuation of our derivative liabilities."
    ])
  })
  it("hears a firm retained to replace the auditor, and no replacement planned or of another adviser", () => {
    firesEach("item_2_mdna", "auditor_change_flag", [
      "Subsequent to the issuance of our Annual Report on Form 10-K for the year ended December 31, 2023, and our subsequent retention of BPM LLP to replace BF Borgers CPA PC as our independent registered public accounting firm, management became aware of various adjustments."
    ], [
      "The Audit Committee intends to retain Smith LLP to replace Jones LLP as our independent registered public accounting firm.",
      "We retained Smith LLP to replace Jones LLP as our tax advisor."
    ])
  })
})

describe("a restatement's narrative, a covenant met but one, a forbearance by its terms", () => {
  it("carries the earlier treatment, the one it should have had and the step not taken beside a stated restatement, and nothing alone", () => {
    const stated = "The Company has restated its previously issued financial statements for the year ended December 31, 2020."
    const after = [
      "Since issuance, the Company's Warrants were accounted for as equity within the Company's previously reported financial statements.",
      "Based on its review, the Trust determined that the Preferred Shares should be treated as Equity.",
      "During each of the first three quarters of 2022, the Company failed to record a deferred tax asset in the jurisdiction where the intellectual property was sold.",
      "The Company determined that it had omitted certain deferred retirees from the participant population."
    ]
    carriedOnlyBeside("item_2_mdna", "restatement_flag", stated, after, "The Company may be required to restate the amounts if the review finds an error.")
    // two paragraphs on, the same sentences are not the restatement's
    expect(flagSentencesByLine("item_2_mdna", [stated, "Revenue grew in the quarter.", after[0]!].join("\n"), "restatement_flag")).toEqual([stated])
  })
  it("hears covenants met with an exception, an obligation to comply waived and remedies forborne for defaults, and no expectation or creditor's forbearance", () => {
    firesEach("item_2_mdna", "covenant_breach_flag", [
      "As of June 30, 2012, the Company was in compliance with its debt covenants with the exception of the Fixed Charge Coverage Ratio (FCCR) covenant.",
      "The Amendments temporarily waive certain of our obligations under our Credit Facilities, including the obligation to comply with the debt leverage and interest coverage covenants contained therein as of September 30, 2012.",
      "Pursuant to the forbearance, Cerberus agreed that it would not exercise its rights or remedies under the Cerberus Credit Facility solely with respect to these events of default through July 7, 2017."
    ], [
      "We expect to be in compliance with our covenants, with the exception of the leverage ratio.",
      "The lenders may waive our obligation to comply with the covenants.",
      "We agreed not to exercise our remedies with respect to defaults of our borrowers."
    ])
  })
})

describe("a covenant violated by a long list or as a ratio, statements amended to correct", () => {
  it("hears covenants in violation however many their names, and a lender's ratio in violation", () => {
    firesEach("item_2_mdna", "covenant_breach_flag", [
      "At September 30, 2012, the Company was in violation of the fixed charge and the total debt to EBITDA covenants of its term loans and credit lines.",
      "Accordingly, the Company was in violation of the fixed charge coverage ratio."
    ], [
      "If the Company were in violation of the fixed charge coverage ratio, the lender could accelerate the loans.",
      "The Company has never been in violation of the fixed charge coverage ratio."
    ])
  })
  it("hears statements amended to correct what they recorded, and carries an earlier measurement not made beside a stated restatement", () => {
    firesEach("item_2_mdna", "restatement_flag", [
      "In addition, the Company's condensed consolidated financial statements at December 31, 2010 were amended on July 23, 2012 in order to correct the recording of provisions."
    ], ["The financial statements may be amended to correct any errors.", "The credit agreement was amended to correct a typographical error."])
    carriedOnlyBeside(
      "item_2_mdna",
      "restatement_flag",
      "The Company has restated its previously issued financial statements for the quarter ended September 30, 2011.",
      "Previously, the Company did not measure the changes in fair value of the liability at each reporting date."
    )
  })
})

describe("an error found while preparing a later report, and a treatment that should properly have been made", () => {
  it("hears the error found while preparing a report, and no error not found", () => {
    firesEach("item_2_mdna", "restatement_flag", [
      "During the preparation of its Quarterly Report on Form 10-Q for the six months ended June 30, 2013, the Company discovered an error in the recording of a deferred tax asset."
    ], ["During the preparation of its Quarterly Report, the Company did not find any error.", "The Company discovered an error in a draft of its press release."])
  })
  it("carries a treatment that should properly have been made beside a stated restatement", () => {
    carriedOnlyBeside(
      "item_2_mdna",
      "restatement_flag",
      "The Company has restated its previously issued financial statements for the quarter ended March 31, 2013.",
      "The entire charge should have properly been made to Additional Paid in Capital, with no Deferred Tax Asset being recognized at issuance."
    )
  })
})

describe("the figures a doubt is drawn from, a doubt after losses the company anticipates, and controls called deficient", () => {
  const doubt = "Consequently, there is substantial doubt about the Company's ability to continue as a going concern."
  const cited = (text: string): Array<string> => flagSentencesByLine("item_7_mdna", text, "going_concern_flag")
  it("carries the condition's figures in the paragraph right before the doubt's, not two paragraphs before, nor a listing standard", () => {
    const deficit = "At December 31, 2015 and 2014, respectively, the Company had working capital deficit of approximately $(56,000) and $(34,000), respectively."
    const aside = "It is the belief of management that it will provide sufficient working capital."
    const standard =
      "Section 1003(a)(ii), because the Company has stockholders equity of less than $4,000,000 and losses from continuing operations and/or net losses in three out of its four most recent fiscal years."
    expect(cited([deficit, `${aside} ${doubt}`].join("\n"))).toEqual([deficit, doubt])
    expect(cited([deficit, aside, doubt].join("\n"))).toEqual([doubt])
    expect(cited([standard, doubt].join("\n"))).toEqual([doubt])
    expect(detectFlags("item_7_mdna", deficit).flags.going_concern_flag).toBe(false)
  })
  it("hears a doubt raised after losses the company anticipates, and no doubt its future losses only may raise", () => {
    firesEach("item_7_mdna", "going_concern_flag", [
      "The Company anticipates future losses in the development of its business raising substantial doubt about the Company's ability to continue as a going concern."
    ], [
      "Future losses may raise substantial doubt about our ability to continue as a going concern.",
      "If we incur future losses, there is substantial doubt about our ability to continue as a going concern."
    ])
  })
  it("hears internal controls called deficient in the controls section, and not controls that might be", () => {
    firesEach("item_9a_controls", "material_weakness_flag", [
      "Because we have only one executive operating officer, the Company's internal controls are deficient for the following reasons, (1) there are no entity level controls."
    ], ["If our internal controls are deficient, investors could lose confidence in our reports.", "We do not believe that our internal controls are deficient."])
    expect(detectFlags("item_1a_risk_factors", "The Company's internal controls are deficient.").flags.material_weakness_flag).toBe(false)
  })
})

describe("a conclusion of non-reliance disclosed, with its second modal", () => {
  it("hears the conclusion that statements should no longer be relied upon and should be restated, as both flags, and no conclusion that might be reached", () => {
    const conclusion =
      "The Company filed a Current Report on Form 8-K with the SEC on November 8, 2012 disclosing its conclusion that certain of its previously issued annual audited and unaudited financial statements, in each case filed prior to November 8, 2012, should no longer be relied upon and should be restated."
    firesEach("item_2_mdna", "non_reliance_flag", [conclusion], ["If we reach the conclusion that our financial statements should no longer be relied upon, our stock price could fall."])
    firesEach("item_2_mdna", "restatement_flag", [conclusion], ["If we reach the conclusion that our financial statements should be restated, our stock price could fall."])
  })
})

describe("a doubt that continues to exist, a conclusion after a condition, and a stated restatement's list of misstatements", () => {
  it("hears a doubt that continues to exist beside prices historically low, and carries the liquidity it lacks to pay its debt", () => {
    const doubt =
      "Although crude oil and natural gas prices have improved somewhat in recent weeks, product prices continue to be historically low, our financial condition continues to be distressed, and substantial doubt continues to exist that we will be able to continue as a going concern."
    carriedOnlyBeside(
      "item_2_mdna",
      "going_concern_flag",
      doubt,
      "We do not have sufficient liquidity to pay our unpaid and near-term principal maturities and interest payments without raising additional capital."
    )
    firesEach("item_2_mdna", "going_concern_flag", [], ["Substantial doubt may continue to exist that we will be able to continue as a going concern."])
  })
  it("reads the conclusion management reached after a condition, and no conclusion inside a condition; carries the singular no-adjustment sentence", () => {
    const spac =
      "In connection with the Company’s assessment of going concern considerations if the Company is unable to complete a Business Combination by January 12, 2023 management has determined that the mandatory liquidation and subsequent dissolution raises substantial doubt about the Company’s ability to continue as a going concern."
    firesEach("item_2_mdna", "going_concern_flag", [spac], ["If management has determined that substantial doubt exists, the Company would disclose it."])
    carriedOnlyBeside("item_2_mdna", "going_concern_flag", spac, "The financial statements do not include any adjustment that might be necessary if the Company is unable to continue as a going concern.")
  })
  it("carries every item of the list a stated restatement's paragraph opens, and none of a list no restatement opens", () => {
    const stated =
      "The Company identified certain errors related to recognition of accretion of the Company’s Series B convertible preferred stock to its redemption value during the three months ended July 31, 2023, which resulted in the following misstatements in the financial statements as of and for the three months ended July 31, 2023:"
    const items = [
      "Understatement of the carrying value of the Preferred Stock on the condensed consolidated balance sheet as of July 31, 2023.",
      "Omission of accretion of the discount on the Preferred Stock to its redemption value on the condensed consolidated statements of stockholders’ equity.",
      "Omission of certain required disclosures related to the Preferred Stock accretion in the footnotes to the financial statements.",
      "Understatement of the repurchase amount of treasury stock on the condensed consolidated statements of stockholders’ equity."
    ]
    const cited = (text: string): Array<string> => flagSentencesByLine("item_2_mdna", text, "restatement_flag")
    expect(cited([stated, ...items].join("\n"))).toEqual([stated, ...items])
    // a paragraph of more than one sentence ends the list
    const after = "Revenue grew in the quarter. The misstatements above had no effect on cash flows or on the omission of any payment."
    expect(cited([stated, ...items, after, items[1]!].join("\n"))).toEqual([stated, ...items])
    expect(cited(["The following table shows the items of the balance sheet:", ...items].join("\n"))).toEqual([])
  })
})

describe("statements amended to correct the accounting, and restatements named as such", () => {
  it("hears statements the company has amended and the restatements it names, and no amendment of another document or one that may be made", () => {
    firesEach("item_2_mdna", "restatement_flag", [
      "Subsequent to issuance, Management has subsequently determined to correct the accounting procedures and has amended the September 30, 2011 financial statements.",
      "As such, these restatements reflect the correction in accounting and to properly record the related derivative liability."
    ], ["The Company has amended the credit agreement to extend its maturity.", "We may have amended the financial statements of the subsidiary.", "These restatements will reflect the correction in accounting."])
  })
})

describe("a restatement told with the company as its subject, and what it left unchanged; a forbearance's consideration", () => {
  it("hears whatever the company says it has restated, and no restatement for a split or one it may make", () => {
    firesEach("item_7_mdna", "restatement_flag", [
      "Since we did not use the two class method to calculate basic earnings per share in our originally filed financial statements, we have restated basic earnings per share using the two class method."
    ], ["The Company has restated share and per share amounts for the two-for-one stock split.", "We may have restated basic earnings per share using the two class method."])
  })
  it("cites what the restatement left unchanged beside it, potential common shares being securities and no possibility", () => {
    carriedOnlyBeside(
      "item_7_mdna",
      "restatement_flag",
      "We have restated basic earnings per share using the two class method.",
      "Our denominator for the potential common shares outstanding remains unchanged as a result of the restatement.",
      "Our denominator for the potential common shares outstanding may change as a result of the restatement."
    )
  })
  it("cites the consideration given for a lender's forbearance beside a stated default", () => {
    carriedOnlyBeside(
      "item_7_mdna",
      "covenant_breach_flag",
      "The Borrower is in default of the Debt Service Coverage covenant of the Loan Agreement.",
      "As consideration for the Bank's forbearance, the Borrower agrees to pay fees as specified in the Change in Terms document."
    )
  })
})

describe("an auditor dismissed by a name with periods, the officers an evaluation names, adjustments a doubt rules out, a correction of a filed report", () => {
  it("hears an accounting firm dismissed and engaged by names that hold abbreviations, and what comes with the change beside it", () => {
    const change =
      'Effective March 7, 2006, we dismissed Stonefield Josephson, Inc., ("Stonefield") from serving as our independent accountants and engaged Sherb & Co., LLP ("Sherb") as our new independent accountants.'
    firesEach("item_7_mdna", "auditor_change_flag", [change], ["We may dismiss Stonefield Josephson, Inc. from serving as our independent accountants."])
    carriedOnlyBeside("item_7_mdna", "auditor_change_flag", change, "There were no disagreements, adverse opinions or disclaimer of opinion by Stonefield at the time of the change.")
  })
  it("hears a conclusion of ineffective controls reached by management with its officers named, and no list of examples", () => {
    firesEach("item_9a_controls", "ineffective_controls_flag", [
      "Our management, including our Chief Executive Officer and Chief Financial Officer, concluded that our disclosure controls and procedures were not effective as of December 31, 2019.",
      "Management of the Company, including the Chief Executive Officer and Chief Financial Officer, conducted an evaluation of the effectiveness of the Company's internal control over financial reporting as of June 30, 2019 and determined that controls are ineffective."
    ], ["Material weaknesses, including those related to revenue, could cause our controls to be ineffective.", "Management, including the Chief Executive Officer, determined that controls are effective."])
  })
  it("cites, beside a stated doubt, the adjustments the statements leave out wherever the section says so", () => {
    const doubt = "As a result of these conditions, management has concluded that there is substantial doubt about the Company’s ability to continue as a going concern."
    const text = [doubt, "The Company expects to seek additional funding in the form of equity financings or debt.", "The preparation of these condensed consolidated financial statements does not include any adjustments that may result from the outcome of this uncertainty."].join("\n")
    expect(flagSentencesByLine("item_2_mdna", text, "going_concern_flag")).toEqual([doubt, "The preparation of these condensed consolidated financial statements does not include any adjustments that may result from the outcome of this uncertainty."])
    expect(detectFlags("item_2_mdna", "The preparation of these condensed consolidated financial statements does not include any adjustments that may result from the outcome of this uncertainty.").flags.going_concern_flag).toBe(false)
  })
  it("hears an adjustment recorded to correct a filed report, the month of May no modal, and the accounting it should have had beside it", () => {
    const corrected = "In the three month period ended March 31, 2012, the Company recorded an adjustment to correct its deferred tax expense as reported in its Form 10-Q filed on May 10, 2012 for the three months ended March 31, 2012."
    firesEach("item_2_mdna", "restatement_flag", [corrected], ["The Company may record an adjustment to correct its deferred tax expense as reported in its Form 10-Q."])
    carriedOnlyBeside("item_2_mdna", "restatement_flag", corrected, "The Company should have released $4.6 million of the valuation allowance in 2010 when the related deferred tax asset was reduced.")
  })
})

describe("statements unreliable for an error, an amendment that restates, restated comparable periods, notes past-due", () => {
  it("hears each, and none that may come", () => {
    firesEach("item_2_mdna", "restatement_flag", [
      "The Company determined that its previously issued condensed consolidated financial statements as of and for the three and nine months ended September 30, 2018 should no longer be relied upon due to an error in the financial statements that was identified by management.",
      "As a result, the Company is filing this Amendment No. 1 on Form 10-K/A to amend and restate the Company’s original Annual Report on Form 10-K for the year ended December 31, 2018.",
      "This Form 10-Q contains our unaudited consolidated financial statements as of and for the three and nine months ended September 30, 2019 as well as restatements of the comparable periods."
    ], [
      "Investors should no longer rely on the report if errors are found.",
      "The Company may file an amendment to amend and restate its original Annual Report on Form 10-K.",
      "Any future restatements of the comparable periods could harm our stock price."
    ])
    firesEach("item_2_mdna", "covenant_breach_flag", [
      "At both June 30, 2015 and December 31, 2014, these 2010 Profit Sharing Notes are past-due and are reflected as current liabilities at each balance sheet date."
    ], ["If these notes become past-due, the holders may demand repayment."])
  })
  it("cites the wrong accounting named as a noun beside a stated restatement", () => {
    carriedOnlyBeside(
      "item_2_mdna",
      "restatement_flag",
      "The Company has restated its condensed consolidated financial statements for the three and nine months ended September 30, 2018.",
      "There was erroneous recognition of $5,937,226 of revenue from certain MoviePass subscriptions that were in a suspended state."
    )
  })
})

describe("a blank-check company's shares found to belong in temporary equity, and its per-share figures revised", () => {
  it("hears both, shares subject to possible redemption being securities and no possibility, and none that may come", () => {
    firesEach("item_2_mdna", "restatement_flag", [
      "Therefore, management concluded that all of the Public Shares should be classified as temporary equity in its entirety.",
      "In connection with the change in presentation for the Class A common stock subject to possible redemption, the Company has revised its earnings per share calculation to allocate income and losses shares pro rata between the two classes of shares."
    ], [
      "If management concluded that the Public Shares should be classified as temporary equity, the Company would restate its statements.",
      "The Company has revised its earnings per share amounts for the two-for-one stock split."
    ])
  })
})

describe("the going-concern test told as met, the capital needed before a doubt, the default it is drawn from", () => {
  const doubt = "As such, there is substantial doubt about the entity’s ability to continue as a going concern."
  const cited = (text: string): Array<string> => flagSentencesByLine("item_2_mdna", text, "going_concern_flag")
  it("hears the standard's test told as met, and neither its definition nor the evaluation", () => {
    firesEach("item_2_mdna", "going_concern_flag", [
      "It appears these principal conditions or events, considered in the aggregate, indicate it is probable that the Company will be unable to meet its obligations as they become due within one year after the date the financial statements are issued."
    ], [
      "Substantial doubt about an entity’s ability to continue as a going concern exists when conditions and events, considered in the aggregate, indicate that it is probable that the entity will be unable to meet its obligations as they become due within one year after the date that the financial statements are issued.",
      "Management evaluates whether there are conditions or events, considered in the aggregate, that indicate it is probable that the Company will be unable to meet its obligations as they become due within one year."
    ])
  })
  it("carries the capital the company will need in the paragraph right before the doubt's, not two paragraphs before", () => {
    const need = "The Company will need additional capital in the near future."
    const aside = "Revenue grew in every segment during the quarter."
    expect(cited([need, doubt].join("\n"))).toEqual([need, doubt])
    expect(cited([need, aside, doubt].join("\n"))).toEqual([doubt])
  })
  it("carries a default in the doubt's paragraph and the next, not two paragraphs on, and the capital its continuing expenditures require anywhere beside it", () => {
    const inDefault = "The Company is in default on a $3,048,781 convertible debenture due March 27, 2022 subject to penalties, damages and interest of approximately $1,100,000."
    carriedOnlyBeside("item_2_mdna", "going_concern_flag", doubt, inDefault, "If the Company does not pay the debenture, it would be in default on the debenture.")
    expect(cited([doubt, inDefault].join("\n"))).toEqual([doubt, inDefault])
    expect(cited([doubt, "Revenue grew in every segment during the quarter.", inDefault].join("\n"))).toEqual([doubt])
    carriedOnlyBeside(
      "item_2_mdna",
      "going_concern_flag",
      doubt,
      "Substantial additional capital resources will be required to fund continuing expenditures related to our research, development, manufacturing and business development activities."
    )
  })
})

describe("a runway short of twelve months from the filing, weaknesses in the standard's other words, non-routine transactions", () => {
  it("hears capital resources that will not sustain operations through the next twelve months, and none that would not", () => {
    firesEach("item_2_mdna", "going_concern_flag", [
      "Management believes that the Company does not have sufficient capital resources to sustain operations through at least the next twelve months from the date of this filing."
    ], ["If the Company does not raise capital, it would not have sufficient capital resources to sustain operations through the next twelve months from the date of this filing."])
  })
  it("hears controls not sufficiently designed, controls short of precision, controls that did not identify, and no controls not yet designed", () => {
    firesEach("item_9a_controls", "material_weakness_flag", [
      "The Company did not sufficiently design and implement controls related to revenue recognition and associated processes, including in-transit and delivered equipment and liquidated damages.",
      "Specifically, we did not implement and design controls at an appropriate level of precision to (i) properly recognize certain third party costs on the balance sheet.",
      "Specifically, we did not maintain effective controls to properly identify and assess the accounting treatment of modifications to arrangements that were accounted for under ASC 606."
    ], [
      "We have not designed controls for our new subsidiary yet.",
      "The Company did not implement controls related to the new system until the third quarter."
    ])
  })
  it("hears a weakness told by when it was found, one assessed as not remediated or to be considered remediated later, and none found", () => {
    firesEach("item_9a_controls", "material_weakness_flag", [
      "As previously disclosed, management identified during the preparation of our unaudited consolidated financial statements for the three and nine months ended March 31, 2023 a material weakness in our internal control over financial reporting relating to the year-end close.",
      "We assessed the material weakness as not fully remediated due to the timing of control implementation.",
      "We will consider the material weakness remediated after the applicable controls operate for a sufficient period of time, and management has concluded, through testing, that the controls are operating effectively.",
      "We are committed to implementing measures designed to help ensure that control deficiencies contributing to the material weakness are remediated as soon as possible."
    ], ["During our evaluation we identified in our review no material weakness.", "We assessed the material weakness as fully remediated."])
  })
  it("reads non-routine transactions as no routine wording, and routine ones still as routine", () => {
    firesEach("item_9a_controls", "material_weakness_flag", [
      "We did not maintain effective controls over the accounting of complex and non-routine transactions."
    ], ["We did not maintain effective controls over the accounting of complex and routine transactions."])
  })
})

describe("a weakness named by its finding, its existence or a list's lead-in, a conclusion not entirely effective, a doubt after the basis of presentation", () => {
  it("hears each way of naming a weakness that exists, and none that was not found or may be", () => {
    firesEach("item_9a_controls", "material_weakness_flag", [
      "Based upon this evaluation, our CEO concluded that our disclosure controls and procedures were not effective because of the identification of a material weakness in our internal control over financial reporting.",
      "Due to the existence of these material weaknesses, our management concluded that our internal control over financial reporting was not effective.",
      "Based on this material weakness, management concluded that at September 30, 2023, internal control over financial reporting was not effective.",
      "Following identification of the material weakness and prior to filing this Annual Report on Form 10-K, we completed substantive procedures.",
      "Except for the material weakness identified during the quarter, there have been no other changes in our internal control.",
      "This material weakness did not result in any identified material misstatements to the financial statements.",
      "Management reported the following material weaknesses:",
      "The weakness will not be considered remediated, however, until the applicable controls operate for a sufficient period of time.",
      "The material weaknesses cannot be considered remediated until the applicable controls operate for a sufficient period of time.",
      "Management concluded that the Company has not properly designed or maintained effective controls over the review of non-routine revenue transactions."
    ], [
      "We did not identify a material weakness during the quarter.",
      "If we identify a material weakness, we will disclose it promptly.",
      "Management has not reported any material weaknesses.",
      "Management has not designed controls for the new subsidiary yet."
    ])
  })
  it("carries the weaknesses listed after a lead-in that names them, and none without it", () => {
    const lead = "Such conclusion was reached based on the following material weaknesses noted by management:"
    const items = [
      "a) We have a lack of segregation of duties due to the small size of the Company.",
      "b) The Company did not maintain reasonable control over records underlying transactions necessary to permit preparation of the financial statements.",
      "d) Lack of a formal CFO position who can devote significant attention to financial reporting resulted in multiple audit adjustments."
    ]
    expect(flagSentencesByLine("item_9a_controls", [lead, ...items].join("\n"), "material_weakness_flag")).toEqual([lead, ...items])
    expect(detectFlags("item_9a_controls", items.join("\n")).flags.material_weakness_flag).toBe(false)
  })
  it("hears controls concluded not entirely effective after an aside, and none that would not be", () => {
    firesEach("item_1a_risk_factors", "ineffective_controls_flag", [
      "Based on that assessment, management concluded that, during the period covered by this report, such internal controls and procedures were not entirely effective as of June 30, 2023."
    ], ["If such internal controls and procedures were not entirely effective, we could fail to report our results accurately."])
  })
  it("hears a doubt stated after the basis the statements were prepared on, and not the basis alone", () => {
    firesEach("item_1a_risk_factors", "going_concern_flag", [
      "Although our financial statements have been prepared under the assumption that we would continue our operations as a going concern, there is substantial doubt about our ability to continue as a going concern."
    ], ["Our financial statements have been prepared under the assumption that we would continue our operations as a going concern."])
  })
  it("carries beside a doubt the going on wholly dependent on capital, resources short of the next twelve months and cash not generated", () => {
    carriedOnlyBeside("item_7_mdna", "going_concern_flag", "There is substantial doubt about our ability to continue as a going concern.", [
      "Our ability to continue as a going concern is wholly dependent upon obtaining sufficient capital to fund our operations.",
      "Management believes that available resources as of July 31, 2023, will not be sufficient to fund the Company’s operations, debt service and corporate expenses over the next 12 months.",
      "As described elsewhere herein, we are not generating sufficient cash from operations to pay for our corporate and ongoing operating expenses."
    ])
  })
  it("reads the company's possessive written without its apostrophe as with it, and no plural", () => {
    firesEach("item_7_mdna", "going_concern_flag", [
      "The Companys ability to continue as a going concern is dependent on the Companys ability to generate revenues and raise capital."
    ], ["The companies' ability to continue as going concerns is dependent on their ability to raise capital."])
  })
})

describe("a weakness by the standard's measure, one identified as such, a conclusion caused by a lack of staff, numbered items, notes defaulted", () => {
  it("hears a weakness concluded after the standard's measure and a deficiency identified as one, and none that would be", () => {
    firesEach("item_9a_controls", "material_weakness_flag", [
      "As this deficiency created a reasonable possibility that a material misstatement would not be prevented or detected in a timely basis, management concluded that the control deficiency represented a material weakness.",
      "The lack of an effective control environment has been identified as a material weakness contributing to the inadequacy of the Company’s disclosure controls and procedures."
    ], [
      "If a deficiency creates a reasonable possibility that a material misstatement would not be prevented, management would conclude that the deficiency represented a material weakness.",
      "A material weakness is a deficiency such that there is a reasonable possibility that a material misstatement of the annual financial statements will not be prevented or detected on a timely basis."
    ])
  })
  it("hears a conclusion not effective for a lack of segregation of duties, and no lack that may come", () => {
    firesEach("item_9a_controls", "material_weakness_flag", [
      "Based on our evaluation, management concluded that our internal control over financial reporting was not effective as of December 31, 2017 due to a lack of segregation of duties and adequate personnel."
    ], ["Our internal control over financial reporting may not be effective in the future due to a lack of segregation of duties."])
  })
  it("carries the numbered items a stated weakness lists without their subject, and none alone", () => {
    const stated = "The lack of an effective control environment has been identified as a material weakness."
    const items = ["(1) did not effectively train personnel on compliance with the company’s Code of Ethics.", "(2) did not create or implement a written fraud prevention policy."]
    expect(flagSentencesByLine("item_9a_controls", [stated, "Specifically, the Company:", ...items].join("\n"), "material_weakness_flag")).toEqual([stated, ...items])
    expect(detectFlags("item_9a_controls", items.join("\n")).flags.material_weakness_flag).toBe(false)
  })
  it("hears the ineffectiveness of the controls put down to weaknesses, and none that could be", () => {
    firesEach("item_9a_controls", "material_weakness_flag", [
      "The ineffectiveness of our disclosure controls and procedures was due to material weaknesses, which we identified, in our internal control over financial reporting.",
      "The ineffectiveness of our internal control over financial reporting was due to the following material weaknesses:"
    ], ["Ineffectiveness could result from material weaknesses, which we may identify."])
  })
  it("hears counted notes the company defaulted on, and none it would", () => {
    firesEach("item_7_mdna", "covenant_breach_flag", [
      "As of September 30, 2022, we had defaulted on 6 of these convertible notes payable with aggregate outstanding principal amount of $1,047,821."
    ], ["If we defaulted on 6 of these convertible notes, the holders could accelerate them."])
  })
})

describe("a weakness spoken of in spite of it, met by the standard's measure, worked around; controls deemed ineffective; the rest of an auditor change", () => {
  const weakness = "We identified a material weakness in our internal control over financial reporting related to information technology general controls."
  it("hears a weakness presupposed or listed above, or one the deficiencies made by the standard's measure, and none that may be", () => {
    firesEach("item_9a_controls", "material_weakness_flag", [
      "Notwithstanding our material weakness, we have concluded that the financial statements included in this Annual Report fairly present in all material respects our financial condition.",
      "Despite the existence of these material weaknesses, the Company believes the financial information presented herein is materially correct.",
      "Management believes that the material weaknesses set forth in items (2) and (3) above did not have an effect on our financial results.",
      "However, the deficiencies created a reasonable possibility that material misstatements to the consolidated financial statements would not be prevented or detected on a timely basis."
    ], [
      "Notwithstanding any material weakness that may be identified in the future, management expects the financial statements to be fairly presented.",
      "A deficiency that creates a reasonable possibility that a material misstatement will not be prevented or detected is a material weakness."
    ])
  })
  it("carries the work done because of a stated weakness, its remediation's end and a control lacking, and none alone", () => {
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", weakness, [
      "Management has analyzed the material weaknesses and performed additional analysis and procedures in preparing our consolidated financial statements.",
      "We anticipate that the remediation will be completed during fiscal year 2024.",
      "The Company has no formal control process related to the identification and approval of related party transactions."
    ], "We completed our annual inventory count in October.")
  })
  it("carries a stated weakness's remediation steps listed in lower case after the plan's lead-in, and no item in capitals or alone", () => {
    const steps = [
      "implementing improved IT policies, procedures and control activities for key systems which impact our financial reporting;",
      "examination of our current controls and identifying the root cause(s) for the deficiencies;"
    ]
    expect(flagSentencesByLine("item_9a_controls", [weakness, "Our remediation plan includes:", ...steps, "Investments were made in new systems."].join("\n"), "material_weakness_flag")).toEqual([weakness, ...steps])
    expect(detectFlags("item_9a_controls", ["Our plan includes:", ...steps].join("\n")).flags.material_weakness_flag).toBe(false)
  })
  it("hears the auditor's adverse opinion on the controls and controls deemed ineffective, and none that could be", () => {
    firesEach("item_9a_controls", "ineffective_controls_flag", [
      "Ernst & Young LLP, which audited our consolidated financial statements, has issued an adverse report on the effectiveness of our internal control over financial reporting as of September 30, 2023.",
      "As a result, the Companys related process-level IT dependent manual and automated controls that rely upon the affected ITGCs were also deemed ineffective."
    ], [
      "An adverse opinion on our internal control over financial reporting could harm the price of our stock.",
      "If our controls were deemed ineffective, investors could lose confidence in our reporting."
    ])
  })
  it("hears a covenant breach told as past and carries what was done in response to it, and none alone", () => {
    firesEach("item_1a_risk_factors", "covenant_breach_flag", [
      "Further, we were previously not in compliance with certain covenants regarding financial ratios and tests contained in our credit agreement."
    ], ["If we were not in compliance with the covenants in our credit agreement, the lenders could accelerate the loans."])
    carriedOnlyBeside(
      "item_7_mdna",
      "covenant_breach_flag",
      "We were not in compliance with the fixed charge coverage ratio covenant under our credit agreement as of October 31, 2021, which constituted an event of default.",
      "In response to this event of default, we entered into the Fourth Amendment, Joinder, Limited Waiver and Limited Consent to Credit Agreement on December 1, 2021."
    )
  })
  it("carries the new firm's engagement, the former firm's reports and letter and no consultation beside a stated change, and none alone", () => {
    carriedOnlyBeside("item_7_mdna", "auditor_change_flag", "On April 26, 2023, the Board dismissed Smith CPA LLP as the Company’s independent registered public accounting firm.", [
      "Effective as of April 27, 2023, the Board of Directors approved the engagement of Qi CPA LLC (Qi) to serve as the Company’s independent registered public accounting firm for the fiscal year ended June 30, 2023.",
      "The reports of the Former Auditor on the Company’s consolidated financial statements did not contain an adverse opinion or a disclaimer of opinion.",
      "The Former Auditor furnished a letter addressed to the U.S. Securities and Exchange Commission stating it agrees with the above statements.",
      "During the two fiscal years, neither the Company nor anyone acting on its behalf has consulted with Qi with respect to the application of accounting principles."
    ])
    firesEach("item_7_mdna", "auditor_change_flag", ["The decision to dismiss the Former Auditor was approved by the Board of Directors of the Company."], [
      "A decision to dismiss the auditor would be approved by the Board of Directors."
    ])
  })
  it("hears an entry recorded in error and the effects of a restatement on the statements first issued, and neither without an error", () => {
    firesEach("item_7_mdna", "restatement_flag", [
      "The Company believes that this accrued expense was recorded in error.",
      "Effects on the previously issued year 2021 balance sheet referencing the restatement of liability and equity are as follows:"
    ], ["Effects on the previously issued year 2021 balance sheet of the new lease standard are as follows:", "If any expense was recorded in error, it would be corrected."])
  })
})

describe("beside a stated doubt: the going on hung on financing, the adjustments not made, plans to end the doubt, cash short of notes", () => {
  const doubt = "These conditions raise substantial doubt about our ability to continue as a going concern."
  it("carries them beside the doubt, and none alone", () => {
    carriedOnlyBeside("item_7_mdna", "going_concern_flag", doubt, [
      "We have not attained profitable operations and are dependent upon obtaining financing to pursue exploration activities.",
      "Additional financing is necessary for the Company to continue as a going concern.",
      "Our ability to continue our operations as a going concern, realize the carrying value of our assets, and discharge our liabilities in the normal course of business is dependent upon our ability to raise capital.",
      "Our continuation as a going concern is therefore dependent upon future events, including our ability to close the proposed merger.",
      "Managements plans to alleviate substantial doubt include (a) completion of the Merger and (b) negotiating favorable repayment terms.",
      "The financial statements do not include any adjustment that might result from the outcome of this uncertainty.",
      "Our financial statements have been prepared assuming that we will continue as a going concern and, accordingly, do not include adjustments relating to the recoverability and realization of assets.",
      "The Company has outstanding loans and convertible notes payable aggregating $3.0 million at August 31, 2023 and doesnt have sufficient cash on hand to satisfy such obligations.",
      "The Company has no revenue since January 1, 2020, and has incurred losses to date of approximately $(10,880,173).",
      "We generated no operating revenues for the fiscal years ended September 30, 2023 and 2022, and at September 30, 2023 we had a stockholders deficit of $801,494."
    ], "A successful transition to profitable operations is dependent upon obtaining sufficient financing.")
  })
})

describe("a weakness told by what it related to, what led to it or its name; its causes and remediation items in capitals; a runway short of a fiscal year", () => {
  const weakness = "Management concluded that our internal control over financial reporting was not effective due to a material weakness."
  it("hears a weakness related to its cause, deficiencies that led to it, matters identified as weaknesses and duties not segregated, and none that could be", () => {
    firesEach("item_9a_controls", "material_weakness_flag", [
      "The material weakness related primarily to the implementation of a new Enterprise Resource Planning (ERP) system.",
      "We are in the process of identifying and implementing remedial measures to address the control deficiencies that led to the material weakness.",
      "Management identified segregation of duties & maintenance of current accounting records as material weaknesses in internal control over financial reporting.",
      "We were unable to maintain any segregation of duties within our financial operations due to our reliance on limited personnel."
    ], [
      "If the material weakness related to our ERP system is not remediated, we could misstate our results.",
      "Deficiencies could be identified as material weaknesses in the future.",
      "Management determined that it did not have a material weakness."
    ])
  })
  it("carries what the weaknesses are put down to, a lack told with there is, and remediation items in capitals closed by a semicolon, and none alone", () => {
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", weakness, [
      "These weaknesses are due to our inadequate staffing during the period covered by this report.",
      "There is a lack of formal documentation of internal control policies and procedures.",
      "As a result, there is a lack of independent oversight of the management team.",
      "Management has retained an outside, independent financial consultant to prepare our financial reports in order to mitigate this weakness."
    ], "We completed our annual inventory count in October.")
    firesEach("item_9a_controls", "material_weakness_flag", ["Management has identified a lack of sufficient personnel in the accounting function."], [
      "Management may identify a lack of sufficient personnel in the future."
    ])
    const item = "Enhancing risk assessment and control identification procedures for system implementations;"
    const lead = "These remediation actions are ongoing and include or are expected to include:"
    expect(flagSentencesByLine("item_9a_controls", [weakness, lead, item, "Enhancing the customer experience remains our priority."].join("\n"), "material_weakness_flag")).toEqual([weakness, lead, item])
    expect(detectFlags("item_9a_controls", [lead, item].join("\n")).flags.material_weakness_flag).toBe(false)
  })
  it("hears controls resting on weak ones found ineffective because they could have been impacted, and none that could be ineffective", () => {
    firesEach("item_9a_controls", "ineffective_controls_flag", [
      "As a result, process level automated controls that are dependent on the affected IT environment were ineffective because they could have been adversely impacted."
    ], ["Controls that depend on the affected IT environment could be ineffective."])
  })
  it("carries a stated doubt's figures in the risk factors too, and none alone", () => {
    carriedOnlyBeside("item_1a_risk_factors", "going_concern_flag", "Our auditors have expressed substantial doubt about our ability to continue as a going concern.", [
      "As of July 31, 2022, we had an accumulated deficit of $28.5 million."
    ])
  })
  it("carries the going on hung on shareholders' support, its continuation dependent, a runway short of a fiscal year, and none alone", () => {
    carriedOnlyBeside("item_7_mdna", "going_concern_flag", "These conditions raise substantial doubt about our ability to continue as a going concern.", [
      "We have not attained profitable operations and are dependent upon the continued financial support from our shareholders.",
      "The continuation of the Company as a going concern is dependent upon these operations successfully generating cash flow.",
      "The Company believes its cash and forecasted cash flow from operations will not be sufficient to continue operations through fiscal 2022 without continued external investment."
    ])
  })
  it("hears the decision to change accountants approved, and carries the decision to engage the new firm beside a stated change", () => {
    firesEach("item_7_mdna", "auditor_change_flag", [
      "Because we have no standing audit committee, our full Board of Directors participated in and approved the decision to change independent accountants."
    ], ["The Board of Directors may approve a decision to change independent accountants."])
    carriedOnlyBeside("item_7_mdna", "auditor_change_flag", "On March 1, 2022, the Board dismissed Smith CPA LLP as our independent registered public accounting firm.", [
      "This decision to engage Gries and Associates, LLC was approved by our full Board of Directors."
    ])
  })
})

describe("a shell filer's standard words for its weaknesses and oversight, weaknesses identified above, a remediation not achieved, a restatement's consequences", () => {
  const weakness = "We identified material weaknesses in our internal control over financial reporting."
  it("hears them in the controls item, and none that could be", () => {
    firesEach("item_9a_controls", "material_weakness_flag", [
      "This was due to deficiencies that existed in the design or operation of our internal control over financial reporting that adversely affected our internal controls.",
      "However, management believes that the lack of a functioning audit committee and the lack of a majority of outside directors on our board results in ineffective oversight in the establishment and monitoring of required internal controls and procedures.",
      "However, we are currently reviewing our disclosure controls and procedures related to these material weaknesses.",
      "During the period covered by this annual report on Form 10-K, we have not been able to remediate the material weaknesses identified above."
    ], ["A lack of a functioning audit committee could result in ineffective oversight."])
    firesEach("item_9a_controls", "ineffective_controls_flag", [
      "However, management believes that the lack of a functioning audit committee results in ineffective oversight in the establishment and monitoring of required internal controls and procedures."
    ], ["A lack of a functioning audit committee could result in ineffective oversight."])
  })
  it("carries the weaknesses identified above and their remediation beside a stated weakness, and none alone", () => {
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", weakness, [
      "Management believes the weaknesses identified above have not had any material effect on our financial statements.",
      "To remediate such weaknesses, we plan to implement the following changes as our capital resources allow."
    ])
    const items = ["(ii) adopt sufficient written policies and procedures for accounting and financial reporting; and"]
    expect(flagSentencesByLine("item_9a_controls", [weakness, ...items].join("\n"), "material_weakness_flag")).toEqual([weakness, ...items])
  })
  it("hears what followed a restatement, and none that would", () => {
    firesEach("item_9a_controls", "restatement_flag", [
      "In connection with the restatement, the Company has identified a material weakness in internal control over financial reporting related to its investment in the warrant."
    ], ["If any restatement were required, we could lose investor confidence."])
  })
  it("carries a runway short of the next twelve months beside a stated doubt, and none alone", () => {
    carriedOnlyBeside("item_7_mdna", "going_concern_flag", "These conditions raise substantial doubt about our ability to continue as a going concern.", [
      "The Company does not believe its current cash balance will be sufficient to allow the Company to fund its planned operating activities for the next twelve months."
    ])
  })
})

describe("a small filer's own account of its weaknesses and their remedy, conclusions with emphasis, deficiencies beside weaknesses, a doubt's standard note", () => {
  const weakness = "Management identified material weaknesses in our internal control over financial reporting."
  it("carries the lack of segregated duties, the outside preparer, the missing policy and the remedy beside a stated weakness, and none alone", () => {
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", weakness, [
      "Our management consists of only one person, so limitations on segregation of duties exist.",
      "The Company uses a third-party independent contractor for the preparation of its financial statements.",
      "The third party consultant is not involved in the day-to-day operations of the Company.",
      "Because of our limited resources, there are limited controls over cash disbursements.",
      "We also do not have a formal policy to review significant accounting transactions.",
      "We intend to hire a part-time controller when funds allow.",
      "We expect that these initiatives will be fully implemented by the end of fiscal 2025.",
      "Management believes these weaknesses did not have a material effect on our financial results."
    ])
  })
  it("hears a shell filer's weakness with its words slipped, and not the standard's definition of a weakness", () => {
    firesEach("item_9a_controls", "material_weakness_flag", [
      "This was due to the deficiencies existed in the design or operation of our internal controls over financial reporting that adversely affected our internal controls."
    ], [
      "A material weakness in internal control over financial reporting is a control deficiency, or combination of control deficiencies, that results in more than a remote likelihood that a material misstatement will not be prevented or detected."
    ])
  })
  it("hears a conclusion not effective with its emphasis or scope between, and the oversight a missing committee results in", () => {
    firesEach("item_9a_controls", "ineffective_controls_flag", [
      "Our Principal Executive Officer has concluded that our disclosure controls and procedures are, in fact, not effective.",
      "Management concluded that during the year, internal controls and procedures overall were not effective.",
      "The lack of a functioning audit committee, resulting in ineffective oversight in the establishment and monitoring of internal controls, remains."
    ], [
      "Our Principal Executive Officer has concluded that our disclosure controls and procedures are, in fact, effective.",
      "The lack of a functioning audit committee could result in ineffective oversight."
    ])
  })
  it("hears significant deficiencies named beside weaknesses as what a conclusion rests on, and none that may come", () => {
    firesEach("item_9a_controls", "significant_deficiency_flag", [
      "Management concluded that our internal control over financial reporting was not effective because it identified the following material weakness and significant deficiencies:",
      "Our disclosure controls and procedures were not effective as of June 30, 2024, due to the material weaknesses and significant deficiencies described below."
    ], ["Significant deficiencies may be identified in the future."])
  })
  it("hears a change of auditors approved, and none not approved", () => {
    firesEach("item_7_mdna", "auditor_change_flag", [
      "On March 1, 2024, our board of directors approved a change in auditors from Smith & Co. CPAs to Jones LLP."
    ], ["Our board of directors has not approved any change in auditors."])
  })
  it("hears a claim made against the company by a named claimant, and none that may be made", () => {
    firesEach("item_3_legal_proceedings", "material_legal_proceeding_flag", [
      "A claim was made against the Company by John Smith, a former employee, related to unpaid commissions."
    ], ["A claim may be made against the Company by customers from time to time."])
  })
  it("carries a going-concern note's standard account of the condition and of what the company lives on beside a stated doubt, and none alone", () => {
    carriedOnlyBeside("item_7_mdna", "going_concern_flag", "These factors raise substantial doubt about the Company's ability to continue as a going concern.", [
      "The Company has not established a source of revenue sufficient to cover its operating costs.",
      "The Company has yet to achieve profitable operations.",
      "However, the Company's cash position may not be sufficient to support its daily operations.",
      "The Company will be dependent, for the foreseeable future, on loans from its majority shareholder.",
      "Our only source of cash is the sale of our shares.",
      "We must raise cash to implement our business plan and stay in business.",
      "For the next twelve months we will have a cash need of approximately $80,000."
    ])
  })
})

describe("weaknesses believed or subject to, failures listed, the remedy of a lack, a going-concern note's other words, a note fallen into default", () => {
  const weakness = "We identified material weaknesses in our internal control over financial reporting."
  it("hears weaknesses management believes the deficiencies to be, and controls subject to weaknesses, and none that may be", () => {
    firesEach("item_9a_controls", "material_weakness_flag", [
      "We note the following deficiencies that management believes to be material weaknesses:",
      "Management concluded that our internal control over financial reporting was not effective and was subject to material weaknesses.",
      "We continue to work to eliminate these material weaknesses through improved supervision."
    ], ["Our internal control over financial reporting may in the future be subject to material weaknesses."])
  })
  it("carries listed failures, the weaknesses' causes and effect, and the remedy of a lack beside a stated weakness, and none alone", () => {
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", weakness, [
      "Failing to have an independent audit committee to oversee financial reporting.",
      "The Company believes that the material weaknesses are due to its limited resources.",
      "Our sole officer believes that the material weaknesses did not have an effect on our financial results.",
      "The Company is evaluating the appointment of an independent director to rectify these weaknesses.",
      "In addition, we plan to appoint an outside director to our board.",
      "Management believes that the appointment of outside directors will remedy the lack of a functioning audit committee."
    ])
  })
  it("hears a doubt stated of the company's ability by its name, and carries the note's other words beside a stated doubt, and none alone", () => {
    firesEach("item_7_mdna", "going_concern_flag", [
      "In view of these conditions, the ability of the Company to continue as a going concern is in substantial doubt."
    ], ["The ability of the Company to continue as a going concern depends on its operations."])
    carriedOnlyBeside("item_7_mdna", "going_concern_flag", "These factors raise substantial doubt about the Company's ability to continue as a going concern.", [
      "The Company has not yet established an ongoing source of revenues sufficient to cover its operating costs.",
      "Management anticipates that the Company will be dependent, for the near future, on additional investment capital to fund operating expenses.",
      "The Company used $412,000 of cash in operating activities for the year ended June 30, 2024."
    ])
  })
  it("hears a note of the company's fallen into default, and none that could", () => {
    firesEach("item_7_mdna", "covenant_breach_flag", [
      "Because the Company did not file a registration statement by the required date, the Note No. 2 fell into default."
    ], ["If we fail to make the payment, the note could fall into default.", "One of our borrowers' loans fell into default during the year."])
  })
})

describe("a debt agreement's requirement said to have been waived", () => {
  it("hears it, and none that could be waived or waived in advance for quarters to come", () => {
    firesEach("item_2_mdna", "covenant_breach_flag", [
      "The Company's existing loan facilities include a requirement that the Company maintain minimum liquidity, which have been waived by the lenders."
    ], [
      "Our credit agreement includes a requirement that we maintain minimum liquidity, which could be waived by the lenders.",
      "Our credit agreement's leverage covenant, which has been waived for the quarters ending June 30 and September 30, 2020 in light of the pandemic, remains in effect."
    ])
  })
})

describe("a small filer's weaknesses deemed or known by a list's lead-in, its governance lacks, controls not sufficient, a doubt in a relative clause of all", () => {
  const weakness = "Management identified material weaknesses in our internal control over financial reporting."
  it("hears the weaknesses a lead-in deems or knows, and none that may be", () => {
    firesEach("item_9a_controls", "material_weakness_flag", [
      "Each of the following is deemed a material weakness in our internal control over financial reporting:",
      "We are aware of the following material weaknesses in internal control that could adversely affect our reporting:"
    ], ["Any of the following could be deemed a material weakness in the future."])
  })
  it("carries the governance and staff a stated weakness lacks, listed or told, and its remediation, and none alone", () => {
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", weakness, [
      "Currently, the board of directors acts in the capacity of the audit committee.",
      "Our audit committee is not comprised solely of independent directors.",
      "Our Board of Directors does not consist of a majority of independent directors.",
      "The Company lacks adequate financial reporting capabilities.",
      "Due to our size, we have insufficient accounting staff resources to review entries on a timely basis.",
      "Due to our size, segregation of all conflicting duties has not always been possible.",
      "We have identified certain weaknesses in our financial close.",
      "In view of the discovery of such weaknesses, management has begun a review.",
      "The Company intends to address this deficiency in internal controls as soon as possible.",
      "However, we plan to take steps to improve the design of our internal control.",
      "The remediation efforts set out herein will be implemented in fiscal 2025."
    ])
    const items = ["lack of a code of ethics;", "lack of a whistleblower policy;", "No independent directors."]
    expect(flagSentencesByLine("item_9a_controls", [weakness, ...items].join("\n"), "material_weakness_flag")).toEqual([weakness, ...items])
  })
  it("hears controls concluded not sufficient or not effective after weaknesses, and a listed ineffective control, and none that may be", () => {
    firesEach("item_9a_controls", "ineffective_controls_flag", [
      "Management concluded that our internal control over financial reporting was not sufficient as of May 31, 2024.",
      "We believe that internal controls over financial reporting as set forth above show some weaknesses and are not effective.",
      "Ineffective controls over financial reporting."
    ], ["Our disclosure controls may not be sufficient to detect all errors."])
  })
  it("hears a doubt in a relative clause of all the conditions before it, and carries the note's other words beside a doubt", () => {
    firesEach("item_7_mdna", "going_concern_flag", [
      "The Company has not yet achieved profitable operations, has no working capital, and expects to incur further losses, all of which raise substantial doubt about its ability to continue as a going concern."
    ], ["If the Company expects to incur further losses, any of which could raise substantial doubt about its ability to continue, it would say so."])
    carriedOnlyBeside("item_7_mdna", "going_concern_flag", "These factors raise substantial doubt about the Company's ability to continue as a going concern.", [
      "The Company has not completed its efforts to establish a stabilized source of revenues sufficient to cover operating costs.",
      "We anticipate that we will have to raise additional capital to fund operations over the next 12 months.",
      "These financial statements do not give effect to adjustments that would be necessary should the Company be unable to continue as a going concern."
    ])
  })
})

describe("a doubt with a modal of its own, a conclusion after 'concluded that,', weaknesses that caused or contributed, a default alleged or causal", () => {
  it("hears a doubt whose object carries its own modal, and none that may come", () => {
    firesEach("item_7_mdna", "going_concern_flag", [
      "Due to these factors, there is substantial doubt the Company may be able to continue as a going concern."
    ], ["If losses continue, there may be substantial doubt about the Company's ability to continue as a going concern."])
  })
  it("hears controls concluded not effective after 'concluded that,' and weaknesses 'resulting from', and none that may be", () => {
    const sentence = "Based on the evaluation, our President concluded that, our disclosure controls and procedures over financial reporting as of June 30, 2024, were not effective due to material weaknesses resulting from our limited staff."
    firesEach("item_9a_controls", "ineffective_controls_flag", [sentence], ["Management concluded that, our disclosure controls and procedures may not be effective in the future."])
    firesEach("item_9a_controls", "material_weakness_flag", [sentence, "Specifically, the Company did not maintain effective controls and procedures to support the identification of impairments."], [])
  })
  it("carries weaknesses that caused or contributed, a committee not established and a remedy of control weaknesses beside a stated weakness, and none alone", () => {
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", "We identified material weaknesses in our internal control over financial reporting.", [
      "These weaknesses contributed to the restatement of our financial statements for fiscal 2023.",
      "This weakness causes us to not fully identify accounting issues.",
      "In addition, the Company has not established an audit committee.",
      "Management is taking corrective action to remedy the internal control weaknesses."
    ])
  })
  it("carries beside a stated doubt a source of revenue yet to be established and the adjustments a note leaves out, and none alone", () => {
    carriedOnlyBeside("item_7_mdna", "going_concern_flag", "These factors raise substantial doubt about the Company's ability to continue as a going concern.", [
      "The Company has yet to establish an ongoing source of revenue to finance its operating expenses.",
      "As such, they do not include adjustments relating to the recoverability of recorded asset amounts."
    ])
  })
  it("hears the company's default alleged by its lender or stated as a cause, and none of another's or that could be", () => {
    firesEach("item_3_legal_proceedings", "covenant_breach_flag", [
      "On January 5, 2021, a lender sent a demand letter to the Company regarding the Company's alleged default under its promissory note."
    ], ["A borrower's alleged default under its loan was resolved."])
    firesEach("item_7_mdna", "covenant_breach_flag", [
      "Interest expense decreased during the year due to a default on a loan payable in the prior year."
    ], ["Interest expense could increase due to a default on a loan payable."])
  })
})

describe("beside a stated doubt, the sum to raise for the next twelve months and the funds required to keep operating", () => {
  it("carries them beside the doubt, and none alone", () => {
    carriedOnlyBeside("item_7_mdna", "going_concern_flag", "These factors raise substantial doubt about the Company's ability to continue as a going concern.", [
      "We estimate that we will need to raise at least $300,000 in order to meet our working capital needs for the next 12 months.",
      "We require additional funds to maintain our existing operations."
    ])
  })
})

describe("controls that contain weaknesses, a weakness named by what it relates to, concerns about continuing, a decision to restate reported", () => {
  it("hears controls that contain material weaknesses and a named weakness by what it relates to or its nature, and none that may be", () => {
    firesEach("item_9a_controls", "material_weakness_flag", [
      "Management has determined that our internal controls contain material weaknesses due to the absence of segregation of duties.",
      "The material weakness relates to the following:",
      "This material weakness also relates to a lack of personnel with expertise in preparing financial statements in accordance with U.S. GAAP.",
      "Due to the nature of this material weakness in our internal control over financial reporting, there is more than a remote likelihood that misstatements could not be prevented or detected."
    ], [
      "Our internal controls may contain material weaknesses that we have not yet identified.",
      "A material weakness relates to a deficiency, or a combination of deficiencies, in internal control over financial reporting."
    ])
  })
  it("hears controls concluded not effective after a long clause, and none that may be", () => {
    firesEach("item_9a_controls", "ineffective_controls_flag", [
      "Our chief executive officer concluded that, due to our limited internal audit function and the absence of any accounting staff, our disclosure controls were not effective as of July 31, 2023."
    ], ["Our chief executive officer concluded that, due to our limited internal audit function and the absence of any accounting staff, our disclosure controls may not be effective in future periods."])
  })
  it("carries beside a stated weakness duties not separated, remediation plans for a deficiency named above, a listed weakness's heading and mitigating the weaknesses, and none alone", () => {
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", "We identified material weaknesses in our internal control over financial reporting.", [
      "Our management is composed of one person, resulting in limitations on separation of duties.",
      "Management is currently evaluating remediation plans for the above control deficiency.",
      "Accounting and Finance Personnel Weaknesses - Our current accounting staff is relatively small.",
      "Management continues to evaluate avenues for mitigating our internal controls weaknesses."
    ])
  })
  it("hears concerns or questions about continuing as a going concern and an auditors' going concern footnote, and none that may come", () => {
    firesEach("item_7_mdna", "going_concern_flag", [
      "These factors raise concerns about our ability to continue as a going concern, as discussed in the footnotes to our financial statements.",
      "We require additional financing, which raises questions about our ability to continue as a going concern.",
      "The financial statements included herein also include a going concern footnote from our auditors."
    ], ["If our losses continue, they could raise concerns about our ability to continue as a going concern."])
  })
  it("carries beside a stated doubt what continuing takes, and nothing alone", () => {
    carriedOnlyBeside("item_7_mdna", "going_concern_flag", "These factors raise substantial doubt about the Company's ability to continue as a going concern.", [
      "In order to continue as a going concern, the Company will need, among other things, additional capital resources."
    ])
  })
  it("hears a decision to restate or revise reported, and none that is a possibility", () => {
    firesEach("item_7_mdna", "restatement_flag", [
      "On February 11, 2020, management determined that our previously issued financial statements for 2018 should no longer be relied upon due to misstatements and we would restate such financial statements.",
      "Management determined that our consolidated financial statements for the year ended December 31, 2017 would be revised to correct these misstatements."
    ], ["Management has not determined whether the financial statements would be revised to correct these misstatements, and if so we could restate them."])
  })
})

describe("errors found in statements already issued, debt that became immediately due, a default reported to the lenders, a shell's plan beside its doubt", () => {
  it("hears misstatements identified in previously issued statements, past a closed aside's negation, and none that may be found", () => {
    firesEach("item_7_mdna", "restatement_flag", [
      "During the preparation of our Quarterly Report on Form 10-Q for the third quarter of 2014 (which was not filed), misstatements were identified in our previously issued consolidated financial statements."
    ], ["If misstatements were identified in our previously issued consolidated financial statements, we could be required to restate them."])
  })
  it("hears debt that became immediately due and a technical default reported to the lenders, and none that would", () => {
    firesEach("item_2_mdna", "covenant_breach_flag", [
      "As a result of the Chapter 11 filing, the Company's senior notes and secured debt under the revolving credit facility became immediately due and payable.",
      "Subsequent to June 30, 2020, the Company reported a technical default to its lenders after it became aware of a proceeding against a subsidiary."
    ], ["Upon an event of default, the notes could become immediately due and payable."])
  })
  it("carries a shell's plan and dependence beside a stated doubt, and none alone", () => {
    carriedOnlyBeside("item_7_mdna", "going_concern_flag", "These factors raise substantial doubt about the Company's ability to continue as a going concern.", [
      "Our company intends to fund operations through equity financing arrangements, which may be insufficient to fund our capital expenditures.",
      "The ability of our company to emerge from the development stage is dependent upon, among other things, obtaining additional financing.",
      "The continuing operations of the Company are dependent upon its ability to continue to raise adequate financing.",
      "We must raise cash to stay in business.",
      "Management intends to finance operating costs over the next twelve months with existing cash on hand and loans from directors."
    ])
  })
})

describe("a doubt in a clause of its own after a modal one, the doubt named as raised, current weaknesses, a conclusion due solely to a weakness, a remediation plan implemented", () => {
  it("hears a doubt stated after 'and' past another clause's modal, and none under a condition", () => {
    firesEach("item_1a_risk_factors", "going_concern_flag", [
      "We have a history of net losses and we may not be able to return to profitability in the future and there is substantial doubt about our ability to continue as a going concern.",
      "These actions are intended to mitigate the substantial doubt raised by the Company's historical operating results."
    ], ["If we cannot raise additional funds and there is substantial doubt about our ability to continue as a going concern, our stock price could fall."])
  })
  it("hears current material weaknesses identified and a conclusion due solely to a material weakness, and none that may be", () => {
    firesEach("item_9a_controls", "material_weakness_flag", [
      "We have identified current material weaknesses considering the nature and extent of our current operations.",
      "Our principal executive officer concluded that due solely to a material weakness in our internal controls over financial reporting related to a complex financial instrument, our disclosure controls and procedures were not effective."
    ], ["We may identify current material weaknesses in the future.", "Our principal executive officer concluded that our disclosure controls and procedures were effective, and a material weakness in our internal controls could arise in the future."])
  })
  it("carries beside a stated weakness a remediation plan the company implemented, and none alone", () => {
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", "We identified a material weakness in our internal control over financial reporting.", [
      "Subsequent to September 2022, the Company implemented a remediation plan which will include enhanced employee training."
    ])
  })
})

describe("beside a stated doubt, the figures of the condition but not the statement of cash flows explained line by line", () => {
  it("carries the cash used and the loss, and not the explanation of a change in cash", () => {
    carriedOnlyBeside(
      "item_7_mdna",
      "going_concern_flag",
      "These factors raise substantial doubt about the Company's ability to continue as a going concern.",
      ["During the year the Company used $1,929 of cash in its operating activities and incurred a net loss of $61,099."],
      [
        "For the year ended March 31, 2021, net cash used in operating activities was $635, related to our net loss of $28,720, increased by an increase in prepaid expenses of $2,500.",
        "Cash flows used in operating activities for the fiscal year consisted of a decrease in customer deposits of $2.2 million and a decrease of accounts payable of $1.1 million.",
        "The decrease was the result of the $503,000 cash provided by financing activities offset by $675,000 cash used in operating activities.",
        "This amount was primarily related to a (i) net loss of $3,147,901; (ii) share based compensation of $905,962; and (iii) shares issued for services of $458,250."
      ]
    )
  })
})

describe("covenants named in many words, a weakness referred to by its ordinal", () => {
  it("hears covenants not complied with named in up to twelve words, and none that may not be", () => {
    firesEach("item_7_mdna", "covenant_breach_flag", [
      "At September 30, 2023, we were not in compliance with the Debt to EBITDA and Fixed Charge Coverage Ratio financial covenants under our Loan Agreement."
    ], ["If results decline, we may not be in compliance with the Debt to EBITDA and Fixed Charge Coverage Ratio financial covenants under our Loan Agreement."])
  })
  it("hears a weakness referred to by its ordinal, and not the standard's definition", () => {
    firesEach("item_9a_controls", "material_weakness_flag", [
      "Relating to the second material weakness, we are in the process of implementing a plan to enhance our internal controls over financial reporting."
    ], ["A material weakness is a deficiency, or a combination of deficiencies, in internal control over financial reporting."])
  })
})

describe("a doubt as to whether the company can continue, weaknesses found by a review, existing or not yet remediated, a small filer's listed lacks", () => {
  it("hears a doubt that exists as to whether the company can continue, and none that may come", () => {
    firesEach("item_7_mdna", "going_concern_flag", [
      "Our auditors report on our April 30, 2022 financial statements expresses an opinion that substantial doubt exists as to whether we can continue as an ongoing business."
    ], ["If our losses continue, substantial doubt may exist as to whether we can continue as an ongoing business."])
  })
  it("carries beside a stated doubt that no adjustments were made for it, and nothing alone", () => {
    carriedOnlyBeside("item_7_mdna", "going_concern_flag", "These factors raise substantial doubt about the Company's ability to continue as a going concern.", [
      "No adjustments to the consolidated financial statements have been made as a result of this concern."
    ])
  })
  it("hears weaknesses found by a review, existing in areas, or not yet remediated, and none that may be", () => {
    firesEach("item_1a_risk_factors", "material_weakness_flag", [
      "Such a review resulted in identification of material weaknesses in our internal controls.",
      "Our management concluded that our internal control over financial reporting was not effective, and that material weaknesses existed in the following areas as of June 30, 2022:",
      "While we have not yet remediated these material weaknesses, we will continue our remediation efforts during fiscal 2023."
    ], ["A future review could result in identification of material weaknesses in our internal controls."])
  })
  it("carries beside a stated weakness a small filer's listed lacks, and none alone", () => {
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", "We identified material weaknesses in our internal control over financial reporting.", [
      "The Company does not have an independent board of directors or an audit committee.",
      "The Company does not have written documentation of our internal control policies and procedures.",
      "All of the Company's financial reporting is carried out by a financial consultant."
    ])
  })
})

describe("a shell's governance and resources beside a stated weakness, its stage and needs beside a stated doubt", () => {
  it("carries them beside the stated condition, and none alone", () => {
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", "We identified material weaknesses in our internal control over financial reporting.", [
      "Our Board of Directors acts primarily by written consent without meetings which results in several of our corporate governance functions not being performed concurrent with the underlying transactions.",
      "We do not have adequate accounting resources - The Company has only one employee.",
      "Further there are no IT controls in place to prevent changes to, or misstatement in, financial reporting."
    ])
    carriedOnlyBeside("item_7_mdna", "going_concern_flag", "These factors raise substantial doubt about our ability to continue as a going concern.", [
      "We are a development stage corporation with limited operations and no revenues from our business operations.",
      "We do not anticipate that we will generate significant revenues until we have raised the funds necessary to conduct a marketing program.",
      "Based upon current operating levels, we will be required to obtain additional capital in order to sustain our operations through July 31, 2023."
    ])
  })
})

describe("controls named with their definition in parentheses, their ineffectiveness put down to causes, a lack whose result could lead further", () => {
  it("hears the conclusion past the definition and the stray comma, and none that is effective or could be", () => {
    firesEach("item_9a_controls", "ineffective_controls_flag", [
      "Our principal executive and financial officer has concluded that our disclosure, controls and procedures (as defined in Securities Exchange Act of 1934 (Exchange Act) Rule 13a-15(e)) as of July 31, 2023, were not effective, based on the evaluation of these controls and procedures.",
      "Based on that assessment, our CEO and CFO have concluded that our disclosure controls and procedures (as defined in Rules 13a-15(e) or 15d-15(e) under the Exchange Act) were not effective due to a material weakness.",
      "The ineffectiveness of the Company's internal control over financial reporting was due to the following material weaknesses:",
      "The ineffectiveness of our disclosure controls and procedures was due to material weaknesses, which we identified, in our report on internal control over financial reporting."
    ], [
      "Based on that evaluation, our CEO concluded that our disclosure controls and procedures (as defined in Rules 13a-15(e) and 15d-15(e) under the Exchange Act (the Exchange Act)) were effective.",
      "Any future ineffectiveness of our internal control over financial reporting could be due to the loss of key personnel.",
      "If our disclosure controls and procedures (as defined in Rule 13a-15(e)) were not effective, investors could lose confidence in our reports."
    ])
  })
  it("hears the shell filer's lack whose oversight can lead further, and none that could be", () => {
    const lack =
      "However, management believes that the lack of a functioning audit committee and lack of a majority of outside directors on the Company's board of directors, resulting in ineffective oversight in the establishment and monitoring of required internal controls and procedures can result in the Company's determination to its financial statements for the future years."
    firesEach("item_9a_controls", "material_weakness_flag", [lack], ["A lack of a functioning audit committee could result in ineffective oversight, which can result in errors."])
    firesEach("item_9a_controls", "ineffective_controls_flag", [lack], ["A lack of a functioning audit committee could result in ineffective oversight, which can result in errors."])
  })
})

describe("a doubt drawn from a past told as fact, and beside a stated doubt what continuing takes and the risk factors' adjustments", () => {
  it("hears the doubt a past fact raises, and none a habit raises", () => {
    firesEach("item_1a_risk_factors", "going_concern_flag", [
      "The fact that we have generated operating losses in the past raises doubt about our ability to continue as a going concern."
    ], ["In the past, such losses have raised doubt about the ability of companies like ours to continue as a going concern."])
  })
  it("carries them beside a stated doubt, and none alone", () => {
    const doubt = "These factors raise substantial doubt about our ability to continue as a going concern."
    carriedOnlyBeside("item_7_mdna", "going_concern_flag", doubt, [
      "In order to continue as a going concern, the Company plans to receive funds through the selling of equity securities to existing and new shareholders.",
      "The obtainment of additional financing, the successful development of the Company's contemplated plan of operations, and its transition, ultimately, to the attainment of profitable operations are necessary for the Company to continue operations."
    ])
    carriedOnlyBeside("item_1a_risk_factors", "going_concern_flag", doubt, [
      "Our financial statements do not include any adjustments that may result from the outcome of this uncertainty."
    ])
  })
})

describe("a weakness not believed remediated, one named by a list item's heading, and remediation still under way", () => {
  it("hears them, and none remediated or that could be", () => {
    firesEach("item_9a_controls", "material_weakness_flag", [
      "Although we increased the training provided to accounting personnel to partially address the foregoing material weaknesses, we do not believe such weaknesses have been remediated.",
      "· Material Weakness - Inadequate segregation of duties."
    ], [
      "We believe the material weaknesses have been remediated as of December 31, 2022.",
      "No material weakness - our controls were found effective."
    ])
  })
  it("carries remediation under way beside a stated weakness, and nothing alone", () => {
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", "We identified material weaknesses in our internal control over financial reporting.", [
      "These remediation efforts are ongoing and include preparation of written documentation of our internal control policies and procedures.",
      "The Company has made significant progress in improving its internal control over financial reporting but remediation efforts are ongoing."
    ])
  })
})

describe("a shell filer's deficiencies told as existing or as material, their excuse, and its plan to find a merger", () => {
  it("hears the deficiencies in the controls item, and none that could exist", () => {
    firesEach("item_9a_controls", "material_weakness_flag", [
      "Deficiencies existed in the design or operation of our internal control over financial reporting that adversely affect our internal controls and that may be considered material weaknesses.",
      "Management has concluded that our internal control over financial reporting had the following material deficiencies:"
    ], [
      "Deficiencies could exist in the design or operation of our internal control over financial reporting.",
      "Management has concluded that our internal control over financial reporting had no material deficiencies."
    ])
  })
  it("carries the excuse beside a stated weakness and the plan beside a stated doubt, and nothing alone", () => {
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", "We identified material weaknesses in our internal control over financial reporting.", [
      "The weaknesses and the related risks are not uncommon in a company of our size because of the limitations in the size and number of our staff."
    ])
    carriedOnlyBeside("item_7_mdna", "going_concern_flag", "These factors raise substantial doubt about our ability to continue as a going concern.", [
      "Going forward, we will be devoting our efforts to locating merger candidates."
    ])
  })
})

describe("controls maintained that were not effective, a weakness an assessment did identify, the weaknesses management noted, a board without outside directors and a management in few hands", () => {
  it("hears them in the controls item, and none that could be", () => {
    firesEach("item_9a_controls", "ineffective_controls_flag", [
      "Our Chief Executive Officer and Chief Financial Officer have concluded that as of the Evaluation Date we did not maintain disclosure controls and procedures that were effective in providing reasonable assurances.",
      "● Lack of a majority of outside directors on our board of directors, resulting in ineffective oversight in the establishment and monitoring of required internal controls and procedures;"
    ], [
      "If we did not maintain disclosure controls and procedures that were effective, investors could lose confidence in our reports.",
      "A lack of a majority of outside directors could result in ineffective oversight."
    ])
    firesEach("item_9a_controls", "material_weakness_flag", [
      "Since the assessment of the effectiveness of our internal control over financial reporting did identify a material weakness, management considers its internal control over financial reporting to be ineffective.",
      "Material weaknesses noted by our management include:",
      "● Lack of a majority of outside directors on our board of directors, resulting in ineffective oversight in the establishment and monitoring of required internal controls and procedures;"
    ], [
      "The assessment of the effectiveness of our internal control over financial reporting did not identify a material weakness.",
      "Any material weaknesses noted by our management in the future could harm investor confidence."
    ])
  })
  it("carries a management in few hands beside a stated weakness, and nothing alone", () => {
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", "We identified material weaknesses in our internal control over financial reporting.", [
      "● Management dominated by a single individual/small group without adequate compensating controls."
    ])
  })
})

describe("a restatement announced as pending, and what a company must do to go on as a going concern", () => {
  it("hears them, and none that could come", () => {
    firesEach("item_2_mdna", "restatement_flag", [
      "On June 11, 2012, we announced the pending restatement of the Company's financial statements for the periods ending on or before April 30, 2012."
    ], ["We have not announced any restatement of the Company's financial statements."])
    firesEach("item_2_mdna", "going_concern_flag", [
      "In order to continue as a going concern, the Company must obtain additional external financing; amend its senior secured facility agreement; and restructure its convertible notes."
    ], ["In order to continue as a going concern, the Company must obtain additional financing if its sales decline."])
  })
})

describe("listed failures with the company as their subject, and controls not run long enough to conclude a weakness remediated", () => {
  it("carries the listed failures beside a stated weakness, and nothing alone", () => {
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", "We identified material weaknesses in our internal control over financial reporting.", [
      "● The Company failed to design and maintain effective controls over the timely preparation and review of account reconciliations.",
      "● The Company failed to fully evaluate ASU2016-13 and the quantitative impacts of the adoption of that standard.",
      "● The Company's control environment failed to demonstrate a commitment to attract, develop, and retain competent individuals."
    ])
  })
  it("hears the weakness not yet concluded remediated, and none concluded remediated", () => {
    firesEach("item_9a_controls", "material_weakness_flag", [
      "Management is working on new controls; however, the controls have not been designed and/or operated for a sufficient amount of time to conclude that the material weaknesses have been remediated."
    ], ["The controls have operated for a sufficient amount of time, and the material weaknesses have been remediated."])
  })
})

describe("a caution that presupposes the weaknesses, a listed lack of accounting personnel, and ineffective period-end controls listed after a semicolon", () => {
  it("carries the caution and the lack beside a stated weakness, and nothing alone", () => {
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", "We identified material weaknesses in our internal control over financial reporting.", [
      "There are no assurances that the material weaknesses and significant deficiencies in our disclosure controls and procedures will not result in errors in our financial statements.",
      "● Due to our limited resources, we do not have enough accounting personnel with extensive experience in maintaining books and records."
    ])
  })
  it("hears the listed ineffective period-end controls, and none that could be", () => {
    firesEach("item_9a_controls", "ineffective_controls_flag", [
      "● Insufficient written policies and procedures for accounting and financial reporting; and ● Ineffective controls over period end financial disclosure and reporting processes."
    ], ["Ineffective controls over period end financial disclosure could lead to errors, which we seek to avoid."])
  })
})

describe("the shell filers' standard words for what a stated weakness takes and leaves", () => {
  it("carries them beside a stated weakness, and nothing alone", () => {
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", "We identified a material weakness in our internal control over financial reporting.", [
      "Since the recited remedial actions will require that we hire or engage additional personnel, this material weakness may not be overcome in the near term due to our limited financial resources.",
      "Until such remedial actions can be realized, we will continue to rely on the advice of outside professionals and consultants.",
      "We will also seek to expand our current board of directors to include additional individuals willing to perform directorial functions.",
      "To the extent reasonably possible, given our limited resources, our goal is, upon consummation of a merger with a private operating company, to separate the responsibilities of principal executive officer and principal financial officer.",
      "We may not be able to fully remediate the material weakness until we commence operations at which time, we would expect to hire more staff.",
      "Our corporate governance responsibilities are performed by the Board of Directors, none of whom are independent under applicable standards.",
      "We expect to be materially dependent upon third parties to provide us with accounting consulting services for the foreseeable future which we believe mitigates the impact of the material weaknesses discussed above."
    ])
  })
})

describe("the shells' standard words on money beside a stated doubt", () => {
  it("carries them beside a stated doubt, and nothing alone", () => {
    carriedOnlyBeside("item_7_mdna", "going_concern_flag", "These factors raise substantial doubt about our ability to continue as a going concern.", [
      "Since our officer and director may be unwilling or unable to loan or advance us additional capital, we believe that we will have to cease operations if we do not raise additional capital.",
      "The Company's ability to raise additional capital through the future issuances of common stock is unknown."
    ])
  })
})

describe("a change of auditors told in Item 304's words, and listed lacks of a small filer", () => {
  it("reads the firm's resignation by its role, and carries the standard statements beside a change only", () => {
    firesEach("item_7_mdna", "auditor_change_flag", [
      "On July 25, 2022, Smith & Jones LLP resigned its positions as the independent registered public accounting firm of the Company."
    ], [
      "Our independent registered public accounting firm may resign at any time."
    ])
    carriedOnlyBeside("item_7_mdna", "auditor_change_flag", "On April 5, 2022, the Board of Directors of the Company approved the dismissal of Smith & Jones LLP as the Company's independent registered public accounting firm.", [
      "Smith & Jones' audit reports on the Company's financial statements for the fiscal year ended September 30, 2021 did not contain any adverse opinion or a disclaimer of opinion.",
      "During the fiscal year ended September 30, 2021, there were (i) no disagreements between the Company and Smith & Jones on any matter of accounting principles or practices.",
      "During the same period, there were the following reportable events (as such term is defined in Item 304 of Regulation S-K).",
      "The Board of Directors also approved Brown LLP to act as the Company's independent registered public accounting firm for the fiscal year ending September 30, 2022.",
      "On April 6, 2022, the Company engaged Brown LLP as the Company's independent registered public accounting firm for the fiscal year ending September 30, 2022.",
      "The Company has not had any disagreement with Smith & Jones on any matter of accounting principles."
    ])
  })
  it("cites a prior auditor's report that held the doubt", () => {
    firesEach("item_7_mdna", "going_concern_flag", [
      "The audit reports on the consolidated financial statements of the Company for the fiscal year ended September 30, 2021 contained an uncertainty about the Company's ability to continue as a going concern."
    ], [
      "The audit reports on the consolidated financial statements of the Company did not contain any uncertainty about its financial position."
    ])
  })
  it("reads the lacks of a listed weakness and the controls' conclusion by their abbreviation", () => {
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", "Management identified material weaknesses in our internal control over financial reporting.", [
      "We do not have an Audit Committee.",
      "We currently lack sufficient accounting personnel with the appropriate level of knowledge of U.S. GAAP."
    ])
    firesEach("item_9a_controls", "ineffective_controls_flag", [
      "Based on this assessment, management believes that, as of September 30, 2022, our ICFR reporting is not effective based on those criteria.",
      "Management concluded the Company did not maintain effective ICFR as of September 30, 2022."
    ], [
      "Management concluded that our ICFR reporting is effective."
    ])
  })
})

describe("a missed payment told as the company's failure, with what it triggered", () => {
  it("is a covenant breach; what a failure could bring is not", () => {
    firesEach("item_7_mdna", "covenant_breach_flag", [
      "Such reclassification occurred as a result of the Companys failure to make a required payment such failure triggering the conversion feature."
    ], [
      "Our failure to make a required payment could trigger a default under our notes.",
      "Any failure to make required payments would result in an event of default."
    ])
  })
})

describe("an auditor appointed in another's place, Item 304's statements in an 8-K's words, a weakness described as controls not designed and the work that presupposes it", () => {
  it("reads them as the flags' evidence, the carried ones beside a stated condition only", () => {
    carriedOnlyBeside("item_7_mdna", "auditor_change_flag", "The Board of Directors announces that it has appointed Brown LLP (Brown) as the Companys independent auditor for the fiscal year ending June 30, 2022, replacing Smith & Jones LLP (SJ).", [
      "This action effectively terminates the Company's engagement of SJ for the fiscal year ending June 30, 2022.",
      "For the years ended June 30, 2021 and 2022, there were no \"reportable events\" as that term is described in Item 304(a)(1)(v) of Regulation S-K for those years.",
      "The Company has requested that SJ furnish a letter addressed to the Commission stating whether they agree with the statements above.",
      "Through April 1, 2022, neither the Company nor anyone acting on the Company's behalf consulted Brown with respect to the application of accounting principles."
    ])
    firesEach("item_7_mdna", "auditor_change_flag", [], ["The Board of Directors expects to appoint Brown LLP as the Companys independent auditor for the next fiscal year, replacing Smith & Jones LLP."])
    firesEach("item_9a_controls", "material_weakness_flag", ["The material weakness identified by the Company is as follows:"], [])
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", "The Company identified a material weakness in its internal control over financial reporting.", [
      "Management did not design and implement controls to assess the reliability of certain internally generated information.",
      "Management will continue to execute the remediation steps outlined above until the material weakness is remediated.",
      "We are working to have the material weakness remediated as soon as possible."
    ])
    firesEach("item_9a_controls", "ineffective_controls_flag", [
      "As a result of the material weakness described above, such report includes an adverse audit report on the effectiveness of internal control over financial reporting as of September 24, 2023."
    ], [
      "Such report includes an unqualified audit report on the effectiveness of internal control over financial reporting."
    ])
  })
})

describe("a restatement that errors required, a weakness in one component of the control framework, an auditor's word that it will not stand again", () => {
  it("reads them as the flags' evidence; what controls are for and a firm's possible leaving stay silent", () => {
    firesEach("item_9a_controls", "restatement_flag", [
      "Our CEO and CFO concluded that our disclosure controls and procedures were not effective, which resulted in reporting errors requiring a restatement of our financial statements for the years ended December 31, 2020 and 2019."
    ], [
      "An error requiring a restatement could harm our reputation."
    ])
    firesEach("item_9a_controls", "material_weakness_flag", [
      "We concluded that we did not design and implement effective monitoring activities related to the evaluation of our internal control over financial reporting.",
      "We concluded that we did not have effective control activities in the following areas."
    ], [
      "We believe we maintain an effective control environment.",
      "If we do not maintain effective control activities, we may not detect errors."
    ])
    carriedOnlyBeside(
      "item_9a_controls",
      "restatement_flag",
      "The errors resulted in a restatement of our previously issued financial statements for 2019 and 2020.",
      "The errors related to the recognition of revenue and inventory.",
      "Management also evaluated the adequacy of personnel to ensure that material accounting errors were detected."
    )
    firesEach("item_7_mdna", "auditor_change_flag", [
      "During the year ended August 31, 2022, our principal accountants indicated that they have declined to stand for re-election after the completion of the current audit."
    ], [
      "Our principal accountants indicated that they may decline to stand for re-election."
    ])
    carriedOnlyBeside("item_7_mdna", "auditor_change_flag", "Our independent auditor declined to stand for re-election as our independent registered public accounting firm.", [
      "During the past two years there have been no adverse opinions, disclaimer of opinion or qualification or modification as to uncertainty, audit scope or accounting principles."
    ])
  })
})

describe("a weakness management considered one, after a leading clause of cause", () => {
  it("reads the weakness and the conclusion; the cause's own negation and 'any' are not the conclusion's", () => {
    const sentence =
      "However, based on the fact that we do not have any full-time accounting personnel who have U.S. GAAP experience, our management has considered this as a material weakness and determined that as of June 30, 2023, the internal control over financial reporting was not effective."
    firesEach("item_9a_controls", "material_weakness_flag", [sentence], ["Our management has not considered any of these deficiencies to be a material weakness."])
    firesEach("item_9a_controls", "ineffective_controls_flag", [sentence], [
      "If we do not have any full-time accounting personnel who have U.S. GAAP experience, our management could determine that the internal control over financial reporting was not effective."
    ])
  })
})

describe("a weakness's lacks told after 'In addition,', controls that did not operate effectively, a listed control not established", () => {
  it("are carried beside a stated weakness in the controls item only", () => {
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", "We identified four material weaknesses in our internal control over financial reporting.", [
      "In addition, there was a lack of sufficient documented financial closing procedure and a lack of risk assessment.",
      "Specifically, our control did not operate effectively to ensure the appropriate and timely analysis of unusual transactions.",
      "● We have not established an internal control department and had a lack of adequate policies and procedures in internal audit function."
    ])
  })
})

describe("a firm replaced as the company's independent public accountants, a weakness list led by 'Our material weaknesses relate to the following'", () => {
  it("reads the change and the lead-in; a replacement still planned stays silent", () => {
    firesEach("item_7_mdna", "auditor_change_flag", [
      "On March 30, 2022, the Board replaced Centurion ZD CPA & Co. (CZD) as its independent public accountants with J&S Associate (J&S) as the independent public accountants, effective immediately."
    ], [
      "The Board may consider whether to replace its independent public accountants next year."
    ])
    firesEach("item_9a_controls", "material_weakness_flag", ["Our material weaknesses relate to the following:"], [])
  })
})

describe("plans that would end a doubt but are not probable, controls 'therefore not as effective', what a significant deficiency was", () => {
  it("reads each; the doubt alleviated, controls found effective and a deficiency remediated stay silent", () => {
    firesEach("item_7_mdna", "going_concern_flag", [
      "While we believe our plans to raise additional funds will alleviate the conditions that raise substantial doubt about our ability to continue as a going concern, these plans are not entirely within our control and cannot be assessed as being probable of occurring."
    ], [
      "We believe our plans to raise additional funds have alleviated the conditions that raised substantial doubt about our ability to continue as a going concern."
    ])
    firesEach("item_9a_controls", "ineffective_controls_flag", [
      "Based on that evaluation, our Chief Executive Officer and Chief Financial Officer have concluded that there were significant deficiency in our internal controls over Financial reporting as of June 30, 2022 and they were therefore not as effective as they could be to ensure that information required to be disclosed by us is recorded, processed, summarized and reported within the time periods specified."
    ], [
      "Based on that evaluation, our Chief Executive Officer and Chief Financial Officer have concluded that there were no significant deficiencies in our internal controls over financial reporting and they were therefore effective."
    ])
    firesEach("item_9a_controls", "significant_deficiency_flag", [
      "The significant deficiency in our controls and procedure were lack of formal documents such as invoices and lack of evidence for proper approval and review of disbursements."
    ], [
      "The significant deficiency in our controls and procedures was remediated in the fourth quarter."
    ])
  })
})

describe("the risk a stated lack of segregated duties carries, after a leading clause of concession", () => {
  it("is carried beside a stated weakness; the lack as a possibility stays silent", () => {
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", "Management identified a material weakness due to the lack of segregation of duties.", [
      "Although management will periodically re-evaluate this situation, at this point it considers that the risk associated with such lack of segregation of duties and the potential benefits of adding employees to segregate such duties are not cost justified."
    ], [
      "Management considers the risk of a lack of segregation of duties in the future."
    ])
  })
})

describe("a paragraph whose last sentence lost its period", () => {
  it("ends a clause there: the doubt stated on the next line is not the condition the line before it tells", () => {
    const text =
      "These consolidated financial statements do not include any adjustments that might be necessary should the Company be unable to continue as a going concern\nThese conditions raise substantial doubt about the Companys ability to continue as a going concern."
    expect(flagSentences("item_7_mdna", text, "going_concern_flag")).toEqual([text])
    expect(
      detectFlags("item_7_mdna", text.replace("These conditions raise", "If these conditions persist, they could raise")).flags.going_concern_flag
    ).toBe(false)
  })
})

describe("no assurance that the plans described above will succeed", () => {
  it("is carried in a stated doubt's paragraph only; plans of a business stay silent", () => {
    carriedOnlyBeside("item_7_mdna", "going_concern_flag", "These conditions raise substantial doubt about the Companys ability to continue as a going concern.", [
      "There can be no assurance that the Company will be successful in its plans described above or in attracting equity or alternative financing on acceptable terms, or if at all."
    ], [
      "There can be no assurance that the Company will be successful in its plans to open new stores."
    ])
  })
})

describe("what a weakness's remedy hangs on", () => {
  it("is carried beside a stated weakness in the controls item only", () => {
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", "We have identified material weaknesses in our internal control over financial reporting.", [
      "The remediation efforts set out in (i) are largely dependent upon our company securing additional financing to cover the costs of implementing the changes required."
    ])
  })
})

describe("beside a stated doubt, a change in the figures explained and what an accumulated deficit is", () => {
  it("are not carried; the figures themselves are", () => {
    carriedOnlyBeside("item_7_mdna", "going_concern_flag", "These conditions raise substantial doubt about our ability to continue as a going concern.", [
      "Our net loss for the year ended June 30, 2023 and 2022 was $777,341 and $4,924,936, respectively."
    ], [
      "The decrease in net loss was mainly due to the decreased cost of goods sold and operating expenses.",
      "An accumulated deficit reflects a negative balance of retained earnings and an accumulation of historical losses over time.",
      "This accumulated deficit is not debt, and there is no obligation or liability associated with it."
    ])
  })
})

describe("the rest of an auditor change's disclosure: the engagement approved, no consultation, the letter to the SEC", () => {
  it("is carried beside a stated change only", () => {
    const stated =
      "On April 4, 2023, Assurance Dimensions, Inc. informed the Company of their formal resignation as the Company's independent registered public accounting firm."
    carriedOnlyBeside("item_7_mdna", "auditor_change_flag", stated, [
      "The Companys Board of Directors approved the engagement with RBSM on April, 27, 2022.",
      "The Company provided the Auditor a copy of this Report and requested the Auditor to furnish the Company with a letter addressed to the SEC, stating whether it agrees with the above statements.",
      "During the two most recent fiscal years and through the Engagement Date, the Company did not consult with RBSM regarding either:"
    ])
    carriedOnlyBeside("item_7_mdna", "auditor_change_flag", stated, [
      "A copy of the Auditors letter dated May 8, 2023, confirming its agreement with the disclosures in this Item 4.01 is attached as Exhibit 16.1 to our current report on Form 8-K."
    ])
  })
})

describe("a doubt after what would end it, a deficiency's caution, a remedy the company continues", () => {
  it("reads the doubt, and carries the caution and the remedy beside their stated condition; a default under a condition stays silent", () => {
    firesEach("item_7_mdna", "going_concern_flag", [
      "However, unless the Company is able to facilitate an acquisition of or merger with an operating business or is able to obtain significant outside financing, there is substantial doubt about its ability to continue as a going concern."
    ], [
      "Unless the Company is able to obtain significant outside financing, there could be substantial doubt about its ability to continue as a going concern."
    ])
    carriedOnlyBeside("item_9a_controls", "significant_deficiency_flag", "Management identified the following material weakness and significant deficiencies in its assessment of the effectiveness of internal control over financial reporting.", [
      "Until such time as we have a chief financial officer with the requisite expertise in U.S. GAAP, there are no assurances that the material weaknesses and significant deficiencies in our disclosure controls and procedures will not result in errors in our financial statements."
    ])
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", "The two material weaknesses that have been identified relate to our lack of segregated duties.", [
      "Specifically, we plan to continue to establish written policies and procedures for accounting, information technology, and financial reporting and record keeping."
    ])
  })
})

describe("controls concluded not effective in design and operation, and weaknesses listed as what the company lacks of", () => {
  it("read the conclusion and its weaknesses; effective controls and a list with no stated weakness stay silent", () => {
    const conclusion =
      "Based on such evaluation, our Chief Executive Officer and Chief Financial Officer have concluded that as of such date, our disclosure controls and procedures were not, in design and operation, effective as of June 30, 2022 at a reasonable assurance level due to the material weaknesses in internal control over financial reporting described below:"
    firesEach("item_9a_controls", "ineffective_controls_flag", [conclusion], [
      "Based on such evaluation, our Chief Executive Officer and Chief Financial Officer have concluded that as of such date, our disclosure controls and procedures were, in design and operation, effective as of June 30, 2022 at a reasonable assurance level."
    ])
    const items = [
      "we lack of a functional internal audit department or personnel that monitors the consistencies of the preventive internal control procedures;",
      "we lack of proper procedures developed and implemented for IT risk assessment and vulnerability management;",
      "we lack of proper procedures developed and implemented for third party IT service vendor risk assessment and management."
    ]
    expect(flagSentencesByLine("item_9a_controls", [conclusion, ...items].join("\n"), "material_weakness_flag")).toEqual([conclusion, ...items])
    expect(flagSentencesByLine("item_9a_controls", ["Our internal audit plan for the year covers the following areas:", ...items].join("\n"), "material_weakness_flag")).toEqual([])
  })
})

describe("a loan made current by its default, a blank-check company's liquidation deadline, what an internal review recorded", () => {
  it("state the default, and carry the deadline and the review's charges beside a stated doubt or revision", () => {
    firesEach("item_7_mdna", "covenant_breach_flag", [
      "The decrease in long-term liabilities was due to the entire balance of the PPP loan payable becoming a current liability due to loan default during fiscal 2022."
    ], [
      "The note becomes a current liability upon a payment default."
    ])
    carriedOnlyBeside("item_7_mdna", "going_concern_flag", "These conditions raise substantial doubt about the Company's ability to continue as a going concern.", [
      "The liquidation deadline for the Company is also within the next twelve months if an initial Business Combination is not consummated.",
      "Furthermore, if we are not able to consummate a Business Combination by March 9, 2023, it will trigger our automatic winding up, liquidation and dissolution."
    ])
    firesEach("item_7_mdna", "restatement_flag", [
      "The Company is revising its previously issued financial statements to update for accounting adjustments due to the internal review at its Aerospace Systems segment."
    ], [
      "The Company is revising its previously issued financial statements to reflect the change in its reportable segments."
    ])
    carriedOnlyBeside("item_7_mdna", "restatement_flag", "The Company is revising its previously issued financial statements to correct accounting errors identified in an internal review.", [
      "As a result of the internal review, the Company identified and recorded aggregate pre-tax charges of $60 million for 2013 and $25 million for 2012.",
      "The adjustments related to the internal review only affected the Logistics Solutions and Platform Systems sectors of the Aerospace Systems segment.",
      "The cumulative aggregate adjustments attributable to the Logistics Solutions sector are approximately $82 million."
    ])
  })
})

describe("a remediation plan in response to the weaknesses, and the remedy told as people hired or controls to be put in place", () => {
  it("read the plan, and carry the remedy beside a stated weakness; a new officer and a plan for a new standard stay silent", () => {
    firesEach("item_9a_controls", "material_weakness_flag", ["Management has developed a remediation plan in response to the material weaknesses identified."], [
      "Management has developed a plan in response to the new revenue recognition standard."
    ])
    carriedOnlyBeside(
      "item_9a_controls",
      "material_weakness_flag",
      "Our CEO and CFO concluded that we have a material weakness in internal control over financial reporting due to deficiencies in the design and operation of internal controls.",
      [
        "During Fiscal 2022, management hired additional experienced accounting personnel and continued to leverage external accounting resources to strengthen the financial close.",
        "We engaged an outside CPA with U.S. GAAP knowledge and experience to supplement our current internal accounting personnel.",
        "Using a risk-based approach, management will implement additional monitoring controls through increased oversight and training.",
        "We will look to increase our personnel resources and technical accounting expertise within the accounting function."
      ],
      ["In addition, we hired a new highly qualified CFO in August 2022 with extensive public-company experience."]
    )
  })
})

describe("controls determined not designed and operating effectively", () => {
  it("are ineffective controls; controls designed and operating effectively stay silent", () => {
    firesEach("item_9a_controls", "ineffective_controls_flag", [
      "In particular, we determined that our controls were not designed and operating effectively to ensure new tax regulatory requirements were identified and implemented on a timely basis."
    ], [
      "In particular, we determined that our controls were designed and operating effectively to ensure new tax regulatory requirements were identified and implemented on a timely basis."
    ])
  })
})

describe("a weakness described or held despite, the caution that it may not be remedied, a want of experience, no commitments for financing", () => {
  it("state or carry the weakness and the doubt; the same words of controls or cash without a stated condition stay silent", () => {
    firesEach("item_9a_controls", "material_weakness_flag", [
      "The following is a description of the material weakness identified.",
      "Despite the existence of material weaknesses, the Company believes the financial information presented herein is materially correct."
    ], [
      "The following is a description of the controls we maintain.",
      "Despite the existence of these controls, the Company continues to review its procedures."
    ])
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", "Management identified a material weakness in our internal control over financial reporting related to the lack of segregation of duties.", [
      "However, we cannot assure you that we will remediate our material weaknesses in a timely manner.",
      "We have limited experience in the areas of financial reporting and disclosure controls and procedures."
    ])
    carriedOnlyBeside("item_7_mdna", "going_concern_flag", "These conditions raise substantial doubt about our ability to continue as a going concern.", [
      "We have no firm commitments for equity or debt financing and any financing that may be obtained will be on a best efforts basis.",
      "We do not have any commitments or arrangements from any person to provide us with any additional capital."
    ])
  })
})

describe("acquisitions that do not remedy substantial doubts", () => {
  it("state the doubt; a remedy hoped for does not", () => {
    firesEach("item_7_mdna", "going_concern_flag", [
      "Due to its limited revenues, the Acquisitions do not remedy substantial doubts about our ability as a going concern."
    ], [
      "We believe the Acquisitions will remedy the liquidity needs of our operations over the next year."
    ])
  })
})

describe("the funding without which the company cannot remain a viable entity", () => {
  it("is carried beside a stated doubt only", () => {
    const doubt = "The Company's losses cause substantial doubt about the Company's ability to continue as a going concern."
    const funding = "The Company is maintaining an on-going effort to locate sources of additional funding, without which the Company will not be able to remain a viable entity."
    expect(flagSentences("item_7_mdna", `${doubt} ${funding}`, "going_concern_flag")).toEqual([doubt, funding])
    expect(detectFlags("item_7_mdna", funding).flags.going_concern_flag).toBe(false)
  })
})

describe("an amended report filed to reflect a restatement, and a doubt held that the company will carry on", () => {
  it("state the restatement and the doubt; an amendment for other reasons and a doubt that may be expressed stay silent", () => {
    firesEach("item_2_mdna", "restatement_flag", [
      "This Amendment No. 1 on Form 10-Q/A to our Quarterly Report on Form 10-Q for the quarterly period ended June 30, 2004, initially filed with the SEC on July 16, 2004 (the Original Filing), is being filed to reflect the restatement of our consolidated balance sheets at June 30, 2004 and December 31, 2003."
    ], [
      "This Amendment No. 1 on Form 10-Q/A to our Quarterly Report on Form 10-Q for the quarterly period ended June 30, 2004 is being filed to include the exhibits omitted from the Original Filing."
    ])
    firesEach("item_1a_risk_factors", "going_concern_flag", [
      "Our auditor stated in its report on our audited financial statements that it has substantial doubt that we will be able to continue as a going concern without further financing."
    ], [
      "If we cannot raise funds, our auditor may express substantial doubt that we will be able to continue as a going concern."
    ])
  })
})

describe("the weaknesses a stated conclusion lists one to a line, in the risk factors", () => {
  it("are read as its list; the same lines under a lead-in that states no weakness, or as a paragraph of their own, stay silent", () => {
    const lead =
      "Our management has concluded that our internal controls and procedures were not effective due to the following material weaknesses:"
    const items = [
      "lack of appropriate segregation of duties;",
      "lack of control procedures that include multiple levels of supervision and review; and"
    ]
    expect(flagSentencesByLine("item_1a_risk_factors", [lead, ...items].join("\n"), "material_weakness_flag")).toEqual([lead, ...items])
    expect(flagSentencesByLine("item_1a_risk_factors", ["Our board reviews the following areas each year:", ...items].join("\n"), "material_weakness_flag")).toEqual([])
    const paragraph = `${lead}\nWe have limited staff and a lack of appropriate segregation of duties. Our board meets monthly.`
    expect(flagSentencesByLine("item_1a_risk_factors", paragraph, "material_weakness_flag")).toEqual([lead])
  })
})

describe("a shell filer's listed lack of a functioning audit committee, told without an article", () => {
  it("states the weakness and the controls not effective; the same lack that could result in ineffective oversight does not", () => {
    const lack =
      "Lack of functioning audit committee, resulting in ineffective oversight in the establishment and monitoring of required internal controls and procedures;"
    firesEach("item_9a_controls", "ineffective_controls_flag", [lack], [
      "Lack of functioning audit committee could result in ineffective oversight in the establishment and monitoring of required internal controls and procedures;"
    ])
    firesEach("item_9a_controls", "material_weakness_flag", [lack, "Lack of majority of outside directors on our board of directors, resulting in ineffective oversight of internal controls;"], [])
  })
})

describe("beside a stated doubt, the cash used to fund operations, the financing the company means to raise to meet its needs, and no assurance of obtaining it", () => {
  it("are carried in the doubt's paragraph or the one before; on their own they raise nothing", () => {
    const figures = [
      "For the thirty-nine weeks ended October 31, 2015, the Company has generated a net loss of $12.7 million, resulting in a shareholders’ deficit of $29.2 million as of October 31, 2015.",
      "Additionally, for the thirty-nine weeks ended October 31, 2015, the Company has used $12.9 million in cash to fund its operations."
    ]
    const plan = [
      "In order to meet its cash and liquidity needs, the Company intends to raise additional financing and/or renegotiate its various debt obligations.",
      "There is no assurance that the Company will be successful in obtaining additional financing and/or be able to renegotiate its existing debt obligations on terms which are satisfactory to the Company, or at all."
    ]
    const doubt = "This condition raises substantial doubt about the Company’s ability to continue as a going concern."
    const text = `${figures.join(" ")}\n${[...plan, doubt].join(" ")}`
    expect(flagSentencesByLine("item_2_mdna", text, "going_concern_flag")).toEqual([...figures, ...plan, doubt])
    expect(detectFlags("item_2_mdna", `${figures.join(" ")}\n${plan.join(" ")}`).flags.going_concern_flag).toBe(false)
  })
})

describe("beside a stated error, the remedy concluded on and the income it affected; beside a stated weakness, officers and directors acting as the audit committee", () => {
  it("are carried in the paragraph of the stated condition; on their own they raise nothing", () => {
    const error =
      "During the preparation of the 2013 Form 10-K, we determined that in periods prior to December 31, 2013, we incorrectly accounted for the recognition of interest income on our municipal bonds purchased at a premium."
    carriedOnlyBeside("item_2_mdna", "restatement_flag", error, [
      "As a result, we determined the municipal bonds purchased at a premium should be re-amortized to maturity.",
      "This affected income reported on the loans acquired in FDIC assisted transactions since December 2009."
    ], "As a result, we determined the bonds should be held to maturity.")
    const weakness = "Management identified the following material weaknesses as of August 31, 2022."
    carriedOnlyBeside("item_9a_controls", "material_weakness_flag", weakness, [
      "Currently, our Chief Executive Officer and directors act in the capacity of the audit committee, and do not include a member that is considered to be independent of management."
    ])
  })
})

describe("errors identified in previously released financial information", () => {
  it("are a restatement's error; errors in a draft not yet released are not", () => {
    firesEach("item_7_mdna", "restatement_flag", [
      "Prior to the issuance of the 2013 financial statements, the Company identified certain errors in the Company’s previously released financial information for the years ended December 31, 2009 through 2012."
    ], [
      "Prior to the issuance of the 2013 financial statements, the Company identified certain errors in a draft of its financial information, which were corrected before release."
    ])
  })
})

describe("a default on a payment of the company's debt", () => {
  it("is a covenant breach, however the payment is qualified; a default that could happen, or another party's, is not", () => {
    firesEach("item_2_mdna", "covenant_breach_flag", ["On December 28, 2019, the Company defaulted on the initial interest payment on the loan and the interest rate increased to the default rate of 15%."], [
      "If the Company defaulted on the initial interest payment on the loan, the interest rate would increase to the default rate of 15%.",
      "On December 28, 2019, our customer defaulted on the initial interest payment on its loan from a bank."
    ])
  })
})

describe("various corrections the sentence says were recorded", () => {
  it("are a restatement's corrections; various corrections told as a kind are not", () => {
    firesEach("item_7_mdna", "restatement_flag", ["As a result of the identification of the issues, various accounting corrections to the previously reported financial information were recorded."], [
      "Various corrections to previously reported financial information, such as reclassifications, are common in our industry."
    ])
  })
})

describe("events of default an agreement resulted in, directly or indirectly; beside a stated default, the default's existence and a holder's notice to collect", () => {
  it("are a covenant breach and its follow-ons; the same words with no stated default, or of a possible default, are not", () => {
    firesEach("item_7_mdna", "covenant_breach_flag", [
      "Because of cross-default provisions in our other debt agreements, the agreement also resulted, directly or indirectly, in events of default under the Credit Agreement."
    ], ["Because of cross-default provisions in our other debt agreements, the agreement could result, directly or indirectly, in events of default under the Credit Agreement."])
    carriedOnlyBeside("item_7_mdna", "covenant_breach_flag", "The HCIC seller carry back debt and the GrowCo notes are in technical default.", [
      "The existence of an event of default has prohibited us access to borrowings or other extensions of credit under our Revolving Credit Facility.",
      "GrowCo has received notification of an entity holding $2,115,000 of this debt of its intent to collect the amount of the note, plus back due interest and attorney fees."
    ], "The existence of an event of default would permit the lenders to accelerate the loans.")
  })
})

describe("losses incurred in a predicate coordinated after a negated one", () => {
  it("are the figures beside a stated doubt; losses the company has not incurred are not", () => {
    const doubt = "These factors raise substantial doubt about the Company’s ability to continue as a going concern."
    const figures =
      "The Company has not generated significant revenues and has incurred net losses (including significant non-cash expenses) of approximately $12,924,000 and $10,727,000 during the years ended December 31, 2017 and 2016, respectively."
    expect(flagSentences("item_7_mdna", `${figures} ${doubt}`, "going_concern_flag")).toEqual([figures, doubt])
    expect(flagSentences("item_7_mdna", `The Company has not incurred net losses during the years ended December 31, 2017 and 2016. ${doubt}`, "going_concern_flag")).toEqual([doubt])
  })
})

describe("a doubt the company concluded on after a lead-in of causes, a doubt other liquidity risks raise, and beside a doubt the company's own bankruptcy filing", () => {
  it("are a going-concern doubt and its condition; a doubt that could be raised or concluded, or a filing that might come, are not", () => {
    firesEach("item_7_mdna", "going_concern_flag", [
      "As a result of this, as well as the continued uncertainty around future coal fundamentals, the Company has concluded there exists substantial doubt regarding its ability to continue as a going concern.",
      "The Company’s continuing operating losses, negative cash flow projections and other liquidity risks raise substantial doubt about its ability to continue as a going concern."
    ], [
      "As a result of this, as well as the continued uncertainty around future coal fundamentals, the Company may conclude that there exists substantial doubt regarding its ability to continue as a going concern.",
      "Other liquidity risks could raise substantial doubt about its ability to continue as a going concern."
    ])
    carriedOnlyBeside(
      "item_7_mdna",
      "going_concern_flag",
      "These factors, among others, raise substantial doubt about our ability to continue as a going concern.",
      "On July 15, 2019, we filed for bankruptcy under Chapter 11 with the United States Bankruptcy Court for the District of Delaware.",
      "If we filed for bankruptcy, our equity would likely be cancelled."
    )
  })
})

describe("a lender's suit over the company's alleged failure to repay its note, and the default notice the lender says it sent the company", () => {
  it("are a covenant breach; another party's failure to repay, or a notice sent to another borrower, are not", () => {
    firesEach("item_1_legal_proceedings", "covenant_breach_flag", [
      "On February 12, 2013, Geronimo filed a lawsuit against the Company, alleging breach of contract by the Company, due to the Company’s alleged failure to repay a $250,000 Secured Note.",
      "Geronimo also alleged that it sent the Company a default notice relating to the Geronimo Note on February 9, 2012."
    ], [
      "Our customer sued its supplier over the supplier's alleged failure to repay a $250,000 deposit.",
      "The bank sent the borrower a default notice relating to the loan on February 9, 2012."
    ])
  })
})

describe("a default constituted together with the debt's acceleration", () => {
  it("is a covenant breach, told with its other effect", () => {
    firesEach("item_7_mdna", "covenant_breach_flag", [
      "The commencement of the Chapter 11 Cases constituted a default or otherwise triggered repayment obligations under the Company’s Oaktree Credit Facility, 2011 Credit Facility, 2010 Amended Credit Facility and Senior Notes."
    ], [
      "The commencement of the Chapter 11 Cases would constitute a default or otherwise trigger repayment obligations under the Company’s Credit Facility.",
      "The Company’s payment constituted a repayment or otherwise triggered release obligations under the Company’s Credit Facility."
    ])
  })
})

describe("interest the company decided not to pay, by its amount", () => {
  it("is a covenant breach, and the grace period that ran on it is carried beside it", () => {
    const decided =
      "On September 2, 2014, the Company announced that it had decided not to pay approximately $33.5 million in interest due on September 2, 2014 on its 12% First Priority Notes due March 2018."
    firesEach("item_7_mdna", "covenant_breach_flag", [decided], [
      "The Company may decide not to pay approximately $33.5 million in interest due on September 2, 2014 on its 12% First Priority Notes due March 2018.",
      "On September 2, 2014, the Company decided not to pay approximately $3.5 million in dividends due on its preferred stock."
    ])
    carriedOnlyBeside(
      "item_7_mdna",
      "covenant_breach_flag",
      decided,
      "Under the term of the indentures for the First Priority Notes, there was a 30-day grace period during which the Company could elect to make the interest payment and cure any potential event of default for non-payment."
    )
  })
})

describe("payment terms the company itself treats as in default", () => {
  it("is a covenant breach even after a clause of what it has not performed", () => {
    firesEach("item_7_mdna", "covenant_breach_flag", [
      "However, the Company has not performed its obligations in the Settlement Agreement as of December 31, 2018, and considered the payment terms as default and continued to accrue its interest after September 19, 2018."
    ], [
      "The Company would consider the payment terms as default if it did not make the payment by February 28, 2019.",
      "However, the Company has not performed its obligations in the Settlement Agreement as of December 31, 2018, and did not consider the payment terms as default."
    ])
  })
})

describe("a restructuring support agreement the debtors entered into, and a waiver granted for the covenant", () => {
  it("raises bankruptcy for the debtors' agreement, not for one a company may enter into", () => {
    firesEach("item_7_mdna", "bankruptcy_flag", [
      "On January 15, 2013, the Debtors entered into a restructuring support agreement with holders of more than 70% in aggregate principal amount of the Notes."
    ], [
      "The Company may enter into a restructuring support agreement with holders of its Notes.",
      "On January 15, 2013, the Company entered into a support agreement with holders of its Notes."
    ])
  })
  it("carries the waiver granted for this covenant beside the breach", () => {
    carriedOnlyBeside(
      "item_3_legal_proceedings",
      "covenant_breach_flag",
      "As of December 31, 2016, the Company was not in compliance with one of its covenants in the agreement with Exelon.",
      "However, since the Company and Exelon are currently in the process of amending the Base Confirmation, Exelon has granted a waiver to the Company for this covenant through December 31, 2016."
    )
  })
})

describe("a going-concern doubt the stated conditions indicate, hedged", () => {
  it("is a going-concern doubt; what the factors may indicate is not", () => {
    firesEach("item_2_mdna", "going_concern_flag", [
      "These factors indicate that there may be doubt regarding the ability to continue as a going concern for the next twelve months."
    ], [
      "These factors may indicate that there may be doubt regarding the ability to continue as a going concern.",
      "If losses continue, these factors could indicate that there may be doubt regarding the ability to continue as a going concern."
    ])
  })
})

describe("errors that affected past periods, notes not repaid, a company before its revenue, and a blank-check company's shares in temporary equity", () => {
  it("reads errors identified that affected past periods as a restatement, not errors that may be found", () => {
    const found =
      "Also, as disclosed in the Company’s Annual Report on Form 10-K, the Company identified certain prior period errors which affected the interim and annual periods in the years ended December 31, 2010 through 2012."
    const may = "We may identify errors that affected prior periods, which could require us to restate our financial statements."
    expect(flagSentencesByLine("item_2_mdna", found, "restatement_flag")).toEqual([found])
    expect(flagSentencesByLine("item_2_mdna", may, "restatement_flag")).toEqual([])
  })
  it("reads notes that had a term and were not repaid, and the default date of notes, but not notes that may not be repaid early", () => {
    const term = "Each convertible promissory note issued in the subscription agreements had a term of one year and was not repaid."
    const date = "The Company’s Board of Directors has determined that the default date for each convertible promissory note was April 30, 2008."
    const early = "Each note had a term of one year and may not be repaid before its maturity."
    const future = "If the notes are not repaid, the default date for each note will be the maturity date."
    expect(flagSentencesByLine("item_2_mdna", term, "covenant_breach_flag")).toEqual([term])
    expect(flagSentencesByLine("item_2_mdna", date, "covenant_breach_flag")).toEqual([date])
    expect(flagSentencesByLine("item_2_mdna", early, "covenant_breach_flag")).toEqual([])
    expect(flagSentencesByLine("item_2_mdna", future, "covenant_breach_flag")).toEqual([])
  })
  it("carries a company not yet in revenue-producing operations beside a stated doubt, not alone", () => {
    const revenue = "The Company has not yet commenced revenue-producing operations and has significant expenditure requirements to continue to advance its research."
    const doubt = "These factors raise substantial doubt about the Company's ability to continue as a going concern."
    expect(flagSentencesByLine("item_7_mdna", `${revenue} ${doubt}`, "going_concern_flag")).toEqual([revenue, doubt])
    expect(flagSentencesByLine("item_7_mdna", revenue, "going_concern_flag")).toEqual([])
  })
  it("carries the finding and the adjustment it made beside a stated restatement, not alone", () => {
    const finding =
      "Pursuant to this re-evaluation, the Company’s management determined that all Class A common stock subject to redemption include provisions that require classification of the Public Shares as temporary equity."
    const adjustment = "This resulted in (1) an adjustment to the initial carrying value of the Class A common stock subject to possible redemption with the offset recorded to additional paid-in capital."
    const restated = "As a result, the Company restated its previously issued financial statements as of February 26, 2021."
    expect(flagSentencesByLine("item_2_mdna", `${finding} ${adjustment} ${restated}`, "restatement_flag")).toEqual([finding, adjustment, restated])
    expect(flagSentencesByLine("item_2_mdna", `${finding} ${adjustment}`, "restatement_flag")).toEqual([])
  })
})

describe("a going concern in quotation marks that depends on new working capital", () => {
  it("reads the dependence told as fact, alone or beside the doubt, but not financing wanted only if needed", () => {
    const depends = "The Company’s ability to continue operating as a “going concern” is dependent on its ability to raise sufficient additional working capital."
    const doubt = "As such, these factors raise substantial doubt as to the company's ability to continue as a going concern."
    const ifNeeded = "The Company’s ability to continue operating as a “going concern” is dependent on improving its cash flow and raising sufficient additional working capital if needed."
    expect(flagSentencesByLine("item_2_mdna", `${depends} ${doubt}`, "going_concern_flag")).toEqual([depends, doubt])
    expect(flagSentencesByLine("item_2_mdna", depends, "going_concern_flag")).toEqual([depends])
    expect(flagSentencesByLine("item_2_mdna", ifNeeded, "going_concern_flag")).toEqual([])
  })
})

describe("an accounting issue found and its adjustments, a default told after a payment not made, and a bankruptcy ended before", () => {
  it("reads an accounting issue the company identified and carries the adjustments' effects beside it, not alone", () => {
    const issue = "In March 2016, we identified an accounting issue related to our revenue recognition for certain of our rate-regulated pipeline programs."
    const years = "The adjustments impacted each year since 2004."
    const retained = "The cumulative decrease to January 1, 2014 retained earnings as a result of the adjustment was $31 million."
    const income = "This adjustment resulted in a decrease to net income of $9 million and $7 million for the years ended December 31, 2015 and 2014, respectively."
    const other = "Additionally, we recorded other adjustments that we identified for prior periods that were included for completeness."
    expect(flagSentencesByLine("item_7_mdna", `${issue}\n${years} ${retained} ${income}\n${other}`, "restatement_flag")).toEqual([issue, years, retained, income, other])
    expect(flagSentencesByLine("item_7_mdna", `${years} ${retained} ${income}\n${other}`, "restatement_flag")).toEqual([])
    const may = "If we identify an accounting issue related to our revenue recognition, we may need to restate our results."
    expect(flagSentencesByLine("item_7_mdna", may, "restatement_flag")).toEqual([])
  })
  it("reads a note in default after a repayment not made, not a note said not to be in default", () => {
    const unpaid = "The Company did not repay the note on June 1, 2014 and this note is currently in default."
    const denied = "The Company has not missed any payment and the note is not in default."
    expect(flagSentencesByLine("item_2_mdna", unpaid, "covenant_breach_flag")).toEqual([unpaid])
    expect(flagSentencesByLine("item_2_mdna", denied, "covenant_breach_flag")).toEqual([])
  })
  it("does not carry debt made current by its own schedule beside a covenant breach, but carries debt made current by it", () => {
    const breach = "As of June 30, 2011, we failed to achieve compliance with all of our financial covenants under our Senior Credit Facility."
    const schedule = "The term loan requires quarterly principal reductions of $2.5 million, and therefore $10 million of our total obligation is classified as a current liability."
    const current = "Accordingly, all borrowings under the Senior Credit Facility are classified as a current liability."
    expect(flagSentencesByLine("item_2_mdna", `${breach} ${schedule}`, "covenant_breach_flag")).toEqual([breach])
    expect(flagSentencesByLine("item_2_mdna", `${breach} ${current}`, "covenant_breach_flag")).toEqual([breach, current])
  })
  it("reads a case the debtors operated in until their emergence before the petition's year as ended, not one they still operate in", () => {
    const petition = "On March 18, 2009, the Debtors filed voluntary petitions in the Bankruptcy Court seeking relief under Chapter 11."
    const emerged =
      "The Debtors continued to operate their business as debtors in possession under the jurisdiction of the Bankruptcy Court until their emergence from Chapter 11 on November 10, 2010."
    const still = "The Debtors continue to operate their business as debtors in possession under the jurisdiction of the Bankruptcy Court."
    expect(flagSentencesByLine("item_3_legal_proceedings", `${petition} ${emerged}`, "bankruptcy_flag")).toEqual([])
    expect(flagSentencesByLine("item_3_legal_proceedings", `${petition} ${still}`, "bankruptcy_flag")).toContain(petition)
  })
})

describe("what a stated event of default was", () => {
  it("carries what the event of default pertained to beside it, not alone", () => {
    const occurred = "On January 1, 2016, an event of default occurred on the March 2013 convertible notes totaling $512,400."
    const pertained = "The event of default pertained to the Company failing to make a required interest payment on December 31, 2015."
    expect(flagSentencesByLine("item_7_mdna", `${occurred} ${pertained}`, "covenant_breach_flag")).toEqual([occurred, pertained])
    expect(flagSentencesByLine("item_7_mdna", pertained, "covenant_breach_flag")).toEqual([])
  })
})

describe("a notice of default under an agreement that is no debt", () => {
  it("raises no covenant breach for an option, licence or lease default, and still does for a lender's notice", () => {
    const cited = (text: string): Array<string> => flagSentencesByLine("item_7_mdna", text, "covenant_breach_flag")
    const option =
      "On April 2, 2015, the Company received a Notice of Default letter from Sierra Minerals claiming that the Company did not meet the $250,000 exploration expenditure requirement under the Option and Mining Claim Purchase Agreement."
    const licence = "In May 2016, the Company received a notice of default from its licensor under the License Agreement for unpaid royalties."
    const lender = "On April 2, 2015, the Company received a notice of default from its lender under the Loan Agreement for failure to make the March interest payment."
    const notes = "In May 2016, the Company received a notice of default from the holders of its convertible notes under the Securities Purchase Agreement."
    for (const sentence of [option, licence]) expect(cited(sentence), sentence).toEqual([])
    for (const sentence of [lender, notes]) expect(cited(sentence), sentence).toEqual([sentence])
  })
})

describe("the holders' waiver of their right to declare a default", () => {
  it("is a covenant breach, not when only a condition", () => {
    const cited = (text: string): Array<string> => flagSentencesByLine("item_7_mdna", text, "covenant_breach_flag")
    const waived = "On May 2, 2017, the holders of the convertible notes agreed to waive any rights that they may have to declare a default under the notes."
    const maybe = "If the holders do not agree to waive their right to declare a default, the notes could become due."
    expect(cited(waived)).toEqual([waived])
    expect(cited(maybe)).toEqual([])
  })
})

describe("a note's repayment terms not complied with, and the talks and balance beside a stated default", () => {
  it("states the default, and carries the talks with the holders and the unpaid balance with interest only beside one", () => {
    const cited = (text: string): Array<string> => flagSentencesByLine("item_7_mdna", text, "covenant_breach_flag")
    const matured = "The promissory note matured on June 30, 2014."
    const balance = "The unpaid balance, including accrued interest, was $41,210 at March 31, 2015."
    const notCompliant = "The Company is not compliant with the repayment terms of the note."
    const talks = "We are currently in discussions with the note holders to further extend the maturity date."
    const outstanding = "The unpaid balance on the term loan was $2,150,000 at March 31, 2015."
    expect(cited(`${matured} ${balance} ${notCompliant} ${talks}`)).toEqual([balance, notCompliant, talks])
    expect(cited(`${matured} ${balance} ${talks} ${outstanding}`)).toEqual([])
    expect(cited(`If the Company is not compliant with the repayment terms of the note, the holder may accelerate it.`)).toEqual([])
  })
})

describe("defaults told as cured, and an authority's request that the company provide documents", () => {
  it("states a lease's past defaults cured, and not a cure that would follow a default, nor a tenant's", () => {
    const cited = (text: string): Array<string> => flagSentencesByLine("item_1_legal_proceedings", text, "covenant_breach_flag")
    const cured = "The subsidiary assumed the station leases, as modified by mutual agreement of the parties, and all monetary defaults under each lease were cured at closing."
    expect(cited(`In 2013 the subsidiary filed its plan. ${cured}`)).toEqual([cured])
    expect(cited("Any monetary defaults under the lease would be cured at closing if the sale is completed.")).toEqual([])
    expect(cited("Defaults of our tenants under their leases were cured during the quarter.")).toEqual([])
    expect(cited("The lease gives us thirty days to cure any default.")).toEqual([])
  })

  it("hears the SEC staff's request that the company voluntarily provide documents and information, not a request to its customers", () => {
    const cited = (text: string): Array<string> => flagSentencesByLine("item_1_legal_proceedings", text, "investigation_flag")
    const request = "In October 2018, the Staff of the SEC requested that the Company voluntarily provide documents and information relating to certain revenue recognition, collections and related matters."
    expect(cited(request)).toEqual([request])
    expect(cited("We requested that our customers provide documents and information relating to their orders.")).toEqual([])
  })
})

describe("suits named by their captions after \"namely\", and the company told as in litigation or in a dispute over amounts", () => {
  it("hears class actions filed and then captioned against the registrant, not captions the company brought", () => {
    const cited = (text: string): Array<string> =>
      detectFlags("item_1_legal_proceedings", text, lineStartsOf(text), "Immunomedics, Inc.").evidence.filter((e) => e.flag === "material_legal_proceeding_flag").map((e) => e.sentence)
    const filed = "Two purported class action cases were filed in the United States District Court for the District of New Jersey; namely, Fergus v. Immunomedics, Inc., et al., filed June 9, 2016; and Becker v. Immunomedics, Inc., et al., filed June 10, 2016."
    expect(cited(filed)).toEqual([filed])
    expect(cited("Two patent cases were filed in the United States District Court for the District of Delaware; namely, Immunomedics, Inc. v. Acme Biologics, Inc., filed June 9, 2016.")).toEqual([])
  })

  it("states the company in litigation with a party, named or counted, or in a dispute over amounts claimed, not one it might have", () => {
    const cited = (text: string): Array<string> => flagSentencesByLine("item_1_legal_proceedings", text, "material_legal_proceeding_flag")
    const litigation = "The Company is in litigation with Acme Corp. over the supply agreement."
    const dispute = "The Company is in dispute with its warehouse landlord regarding lease payments and other amounts claimed by the landlord."
    expect(cited(litigation)).toEqual([litigation])
    expect(cited(dispute)).toEqual([dispute])
    const unnamed = "The Company is in litigation with two past dealers, one in California and one in Arkansas."
    expect(cited(unnamed)).toEqual([unnamed])
    expect(cited("The Company is in litigation with various parties from time to time.")).toEqual([])
    expect(cited("The Company could be in litigation with Acme Corp. over the supply agreement if talks fail.")).toEqual([])
    expect(cited("The Company is in discussions with its warehouse landlord regarding an extension of the lease.")).toEqual([])
  })
})
