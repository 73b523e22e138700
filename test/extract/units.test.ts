/**
 * Hand-made filings for the tricky cases of section finding.
 */
import { createHash } from "node:crypto"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { SectionsOutput } from "../../src/domain/sections.js"
import { PARSER_VERSION } from "../../src/domain/versions.js"
import { extractSections, toSectionsOutput, type Extraction } from "../../src/extract/index.js"
import { filler, html, p, tenK, toc } from "./fixtures.js"

const section = (ex: Extraction, key: string) => {
  const s = ex.sections.find((x) => x.section_name === key)
  if (s === undefined) throw new Error(`${key} not found; found ${ex.sections.map((x) => x.section_name).join(", ")}`)
  return s
}

/** The body of a section built by `tenK`: starts and ends with its own marker sentences. */
const expectItemBody = (ex: Extraction, key: string, id: string): void => {
  const text = section(ex, key).cleaned_text
  expect(text.startsWith(`Section ${id} starts here.`), `${key} starts: ${text.slice(0, 80)}`).toBe(true)
  expect(text.endsWith(`Section ${id} ends here.`), `${key} ends: ${text.slice(-80)}`).toBe(true)
}

const ALL_10K: ReadonlyArray<readonly [string, string]> = [
  ["item_1_business", "1"],
  ["item_1a_risk_factors", "1A"],
  ["item_1c_cybersecurity", "1C"],
  ["item_3_legal_proceedings", "3"],
  ["item_7_mdna", "7"],
  ["item_7a_market_risk", "7A"],
  ["item_9a_controls", "9A"]
]

describe("10-K section finding", () => {
  it("finds every section after the table of contents", () => {
    const ex = extractSections(tenK(), "10-K")
    for (const [key, id] of ALL_10K) expectItemBody(ex, key, id)
    expect(ex.extraction_warnings).toEqual([])
    expect(ex.required_sections_present).toBe(true)
    expect(ex.visible_text).not.toContain("Item 1A. Risk Factors\"")
  })

  it("keeps Item 7 and 7A, and 9A and 9B, apart", () => {
    const ex = extractSections(tenK(), "10-K")
    expect(section(ex, "item_7_mdna").cleaned_text).not.toContain("Section 7A")
    expect(section(ex, "item_7a_market_risk").cleaned_text).not.toContain("Section 8")
    expect(section(ex, "item_9a_controls").cleaned_text).not.toContain("Section 9B")
  })

  it("ignores cross-references in the text, inline or at the start of a line", () => {
    const body = `${p("Section 1A starts here.")}${p(`${filler("risk", 40)} For more, see Item 7, Management's Discussion and Analysis.`)}${p("Item 7 of this report describes our liquidity in more detail.")}${p("Item 1A, “Risk Factors,” of our prior report is superseded.")}${p("Section 1A ends here.")}`
    const ex = extractSections(tenK({ bodies: { "Item 1A.": body } }), "10-K")
    expectItemBody(ex, "item_1a_risk_factors", "1A")
    expectItemBody(ex, "item_7_mdna", "7")
  })

  it("joins headings split across elements (number and title in separate cells)", () => {
    const ex = extractSections(tenK({ heading: (item, title) => `<table><tr><td>${item}</td></tr><tr><td>${title}</td></tr></table>` }), "10-K")
    for (const [key, id] of ALL_10K) expectItemBody(ex, key, id)
  })

  it("reads headings in capitals with no space between number and title", () => {
    const ex = extractSections(
      tenK({ heading: (item, title) => `<div><span>${item.toUpperCase()}</span><span style="padding-left:12pt">${title.toUpperCase()}</span></div>` }),
      "10-K"
    )
    expect(ex.visible_text).toContain("ITEM 1A.RISK FACTORS")
    for (const [key, id] of ALL_10K) expectItemBody(ex, key, id)
  })

  it("reads headings that end with a colon", () => {
    const ex = extractSections(tenK({ heading: (item, title) => p(`${item} ${title}:`) }), "10-K")
    for (const [key, id] of ALL_10K) expectItemBody(ex, key, id)
  })

  it("drops running page footers, page numbers and repeated part/item headers", () => {
    const page = (n: number, text: string): string =>
      `${p(text)}${p(`Acme Widgets, Inc. | 2024 Form 10-K | ${n}`)}<hr/>${p("PART I")}${p("Item 1A. Risk Factors (continued)")}`
    const pages = [10, 11, 12, 13, 14, 15, 16].map((n) => page(n, filler("risk", 250))).join("")
    const body = `${p("Section 1A starts here.")}${pages}${p("Section 1A ends here.")}`
    const numbered = (n: number): string => `${p(filler("controls", 250))}${p(String(n))}`
    const nineA = `${p("Section 9A starts here.")}${[40, 41, 42, 43].map(numbered).join("")}${p("Section 9A ends here.")}`
    const ex = extractSections(tenK({ bodies: { "Item 1A.": body, "Item 9A.": nineA } }), "10-K")
    expectItemBody(ex, "item_1a_risk_factors", "1A")
    const risk = section(ex, "item_1a_risk_factors").cleaned_text
    expect(risk).not.toContain("Form 10-K |")
    expect(risk).not.toContain("(continued)")
    expect(risk).not.toContain("PART I")
    const controls = section(ex, "item_9a_controls").cleaned_text
    for (const n of [40, 41, 42, 43]) {
      expect(controls).not.toMatch(new RegExp(`(^| )${n}( |$)`))
      expect(ex.visible_text.split("\n")).not.toContain(String(n))
    }
    expectItemBody(ex, "item_9a_controls", "9A")
  })

  it("marks None / Not applicable bodies as not_applicable", () => {
    const ex = extractSections(tenK({ bodies: { "Item 3.": p("None."), "Item 1C.": p("Not applicable.") } }), "10-K")
    expect(section(ex, "item_3_legal_proceedings").status).toBe("not_applicable")
    expect(section(ex, "item_1c_cybersecurity").status).toBe("not_applicable")
    expect(section(ex, "item_3_legal_proceedings").cleaned_text).toBe("None.")
  })

  it("marks pointer-only bodies as by_reference, and pointers with text of their own as body", () => {
    const pointer = p("See Note 12, “Commitments and Contingencies,” in Item 8 of Part II of this Form 10-K.")
    const mixed = `${pointer}${p("In March, a supplier filed a lawsuit against us in Delaware seeking damages of $4 million for breach of contract.")}`
    const mdna = p("Refer to pages 6 through 42 of the Annual Report to Stockholders, which are incorporated herein by reference.")
    const ex = extractSections(tenK({ bodies: { "Item 3.": pointer, "Item 7.": mdna, "Item 1C.": mixed } }), "10-K")
    expect(section(ex, "item_3_legal_proceedings").status).toBe("by_reference")
    expect(section(ex, "item_7_mdna").status).toBe("by_reference")
    expect(section(ex, "item_1c_cybersecurity").status).toBe("body")
    // A pointer-only MD&A still counts as present.
    expect(ex.required_sections_present).toBe(true)
  })

  it("reads a heading that runs into its text", () => {
    const ex = extractSections(tenK({ heading: (item, title) => (item === "Item 3." ? "" : p(`${item} ${title}`)), bodies: { "Item 3.": p("Item 3. Legal Proceedings. None.") } }), "10-K")
    const legal = section(ex, "item_3_legal_proceedings")
    expect(legal.cleaned_text).toBe("None.")
    expect(legal.status).toBe("not_applicable")
    expect(legal.warnings).toContain("inline_heading")
  })

  it("gives a combined 'Items 1 and 2' heading to Item 1", () => {
    const ex = extractSections(
      tenK({
        omit: ["Item 2."],
        heading: (item, title) => (item === "Item 1." ? p("Items 1 and 2. Business and Properties") : p(`${item} ${title}`))
      }),
      "10-K"
    )
    expectItemBody(ex, "item_1_business", "1")
    expect(section(ex, "item_1_business").warnings).toContain("combined_heading")
  })

  it("does not invent Item 1C in a filing that has none", () => {
    const ex = extractSections(tenK({ omit: ["Item 1C."] }), "10-K")
    expect(ex.sections.map((s) => s.section_name)).not.toContain("item_1c_cybersecurity")
    expectItemBody(ex, "item_1a_risk_factors", "1A")
  })

  it("never reads hidden elements (display:none, inline-XBRL header)", () => {
    const hidden = `<div style="display:none"><ix:header><ix:hidden>Item 1A. Risk Factors hidden copy</ix:hidden></ix:header></div><span style="DISPLAY: None">secret words</span>`
    const doc = `<?xml version="1.0" encoding="utf-8"?>\n${tenK().replace("<body>", `<body>${hidden}`)}`
    const ex = extractSections(doc, "10-K")
    expect(ex.visible_text).not.toContain("hidden copy")
    expect(ex.visible_text).not.toContain("secret words")
    expect(ex.visible_text).not.toContain("itemOne")
    expect(ex.visible_text).not.toContain("margin")
    expectItemBody(ex, "item_1a_risk_factors", "1A")
  })

  it("reports a missing required section, and short or suspect ones", () => {
    const ex = extractSections(tenK({ omit: ["Item 7."], bodies: { "Item 1A.": p("We face risks.") } }), "10-K")
    expect(ex.required_sections_present).toBe(false)
    expect(ex.extraction_warnings).toEqual(["missing_required_section", "short_section", "extraction_suspect"])
    const risk = section(ex, "item_1a_risk_factors")
    expect(risk.warnings).toContain("short_section")
    expect(risk.warnings).toContain("extraction_suspect")
    expect(risk.extraction_confidence).toBeLessThanOrEqual(0.4)
  })
})

describe("visible text", () => {
  it("puts blocks on lines, separates cells by a space, decodes entities", () => {
    const ex = extractSections(html(`<div>A&amp;B&nbsp;&nbsp;corp</div><table><tr><td>x</td><td>y&#8217;s</td></tr></table><p>one<br/>two</p>`), "8-K")
    expect(ex.visible_text).toBe("A&B corp\nx y’s\none\ntwo")
  })
})

describe("10-Q parts", () => {
  const tenQ = (): string =>
    html(
      [
        toc([
          ["Item 1.", "Financial Statements", 3],
          ["Item 2.", "Management's Discussion and Analysis of Financial Condition and Results of Operations", 20],
          ["Item 3.", "Quantitative and Qualitative Disclosures About Market Risk", 30],
          ["Item 4.", "Controls and Procedures", 31],
          ["Item 1.", "Legal Proceedings", 32],
          ["Item 1A.", "Risk Factors", 32],
          ["Item 2.", "Unregistered Sales of Equity Securities and Use of Proceeds", 40],
          ["Item 6.", "Exhibits", 41]
        ]),
        p("PART I — FINANCIAL INFORMATION"),
        p("Item 1. Financial Statements"),
        p(filler("balance sheet", 100)),
        p("Item 2. Management's Discussion and Analysis of Financial Condition and Results of Operations"),
        p("Section I-2 starts here."),
        p(filler("quarter", 300)),
        p("Section I-2 ends here."),
        p("Item 3. Quantitative and Qualitative Disclosures About Market Risk"),
        p("There have been no material changes to our market risk during the quarter. For a discussion, refer to Part II, Item 7A of our 2024 Form 10-K."),
        p("Item 4. Controls and Procedures"),
        p("Section I-4 starts here."),
        p(filler("controls", 80)),
        p("Section I-4 ends here."),
        p("PART II — OTHER INFORMATION"),
        p("Item 1. Legal Proceedings"),
        p("See Note 9 of the Notes to Condensed Consolidated Financial Statements."),
        p("Item 1A. Risk Factors"),
        p("Section II-1A starts here."),
        p(filler("new risk", 120)),
        p("Section II-1A ends here."),
        p("Item 2. Unregistered Sales of Equity Securities and Use of Proceeds"),
        p("Section II-2 is about share repurchases."),
        p("Item 6. Exhibits"),
        p("31.1 Certification"),
        p("SIGNATURES")
      ].join("")
    )

  it("tells Part I items from Part II items and ends Part I Item 4 at PART II", () => {
    const ex = extractSections(tenQ(), "10-Q")
    const mdna = section(ex, "item_2_mdna").cleaned_text
    expect(mdna.startsWith("Section I-2 starts here.")).toBe(true)
    expect(mdna.endsWith("Section I-2 ends here.")).toBe(true)
    expect(section(ex, "item_3_market_risk").status).toBe("by_reference")
    const controls = section(ex, "item_4_controls").cleaned_text
    expect(controls.startsWith("Section I-4 starts here.")).toBe(true)
    expect(controls.endsWith("Section I-4 ends here.")).toBe(true)
    expect(section(ex, "item_1_legal_proceedings").status).toBe("by_reference")
    const risk = section(ex, "item_1a_risk_factors").cleaned_text
    expect(risk.startsWith("Section II-1A starts here.")).toBe(true)
    expect(risk.endsWith("Section II-1A ends here.")).toBe(true)
    expect(ex.extraction_warnings).toEqual([])
  })
})

describe("8-K items", () => {
  it("finds each item, shares text between stacked headings, skips a short contents list", () => {
    const doc = html(
      [
        p("FORM 8-K"),
        p("Item 1.01 Entry into a Material Definitive Agreement"),
        p("Item 2.03 Creation of a Direct Financial Obligation"),
        p("Signature"),
        p("Item 1.01 Entry into a Material Definitive Agreement;"),
        p("Item 2.03 Creation of a Direct Financial Obligation or an Obligation under an Off-Balance Sheet Arrangement of a Registrant."),
        p("On March 1, 2024, the Company entered into a credit agreement with a group of banks."),
        p("Item 9.01. Financial Statements and Exhibits."),
        p("(d) Exhibits 10.1 Credit Agreement"),
        p("2"),
        p("SIGNATURES"),
        p("Pursuant to the requirements of the Securities Exchange Act of 1934, the registrant has signed.")
      ].join("")
    )
    const ex = extractSections(doc, "8-K")
    expect(ex.sections.map((s) => s.section_name)).toEqual(["item_1_01", "item_2_03", "item_9_01"])
    expect(section(ex, "item_1_01").cleaned_text).toBe("On March 1, 2024, the Company entered into a credit agreement with a group of banks.")
    expect(section(ex, "item_1_01").warnings).toContain("combined_heading")
    expect(section(ex, "item_2_03").cleaned_text).toBe(section(ex, "item_1_01").cleaned_text)
    expect(section(ex, "item_9_01").cleaned_text).toBe("(d) Exhibits 10.1 Credit Agreement")
    expect(ex.extraction_warnings).not.toContain("missing_required_section")
  })
})

describe("filing-level short_section", () => {
  const eightK = (texts: ReadonlyArray<string>): string =>
    html(texts.map((t, i) => `${p(`Item ${["2.02", "7.01", "9.01"][i] ?? "8.01"} Heading`)}${p(t)}`).join("") + p("SIGNATURES"))

  it("8-K: only when every item with text is short", () => {
    expect(extractSections(eightK(["On May 1, 2024, we issued a press release.", "(d) Exhibits 99.1 Press release"]), "8-K").extraction_warnings).toEqual(["short_section"])
    expect(extractSections(eightK([filler("results", 120), "(d) Exhibits 99.1 Press release"]), "8-K").extraction_warnings).toEqual([])
  })

  it("10-K: a short section that scoring reads raises it; another short section does not", () => {
    const shortCyber = extractSections(tenK({ bodies: { "Item 1C.": p("We have a cybersecurity program run by our security team.") } }), "10-K")
    expect(shortCyber.sections.find((s) => s.section_name === "item_1c_cybersecurity")?.warnings).toContain("short_section")
    expect(shortCyber.extraction_warnings).toEqual([])
    const shortLegal = extractSections(tenK({ bodies: { "Item 3.": p("A customer sued us in Delaware over a late delivery last year.") } }), "10-K")
    expect(shortLegal.extraction_warnings).toEqual(["short_section"])
  })
})

describe("complete-submission .txt files", () => {
  const wrap = (docs: ReadonlyArray<readonly [string, string]>): string =>
    `<SEC-DOCUMENT>0000000000-24-000001.txt : 20240101\n<SEC-HEADER>ACCESSION NUMBER: 0000000000-24-000001\nCONFORMED SUBMISSION TYPE: 10-K\n</SEC-HEADER>\n${docs
      .map(([type, text]) => `<DOCUMENT>\n<TYPE>${type}\n<SEQUENCE>1\n<FILENAME>doc.htm\n<TEXT>\n${text}\n</TEXT>\n</DOCUMENT>\n`)
      .join("")}</SEC-DOCUMENT>\n`

  it("takes the document whose type is the form out of its wrapper (HTML)", () => {
    const exhibit = html(p("Item 1A. Risk Factors") + p("Exhibit text that is not the filing."))
    const ex = extractSections(wrap([["EX-99.1", exhibit], ["10-K", `<XBRL>\n${tenK()}\n</XBRL>`]]), "10-K")
    expect(ex.source.wrapped).toBe(true)
    expectItemBody(ex, "item_1a_risk_factors", "1A")
    expect(ex.visible_text).not.toContain("Exhibit text")
    expect(ex.visible_text).not.toContain("ACCESSION NUMBER")
  })

  it("reads a plain-text primary document", () => {
    const text = [
      "<PAGE>",
      "                    PART I",
      "ITEM 1A.  RISK FACTORS",
      "Section 1A starts here.",
      `    ${filler("risk", 60)}`,
      "Section 1A ends here.",
      "                                  12",
      "<PAGE>",
      "ITEM 7.   MANAGEMENT'S DISCUSSION AND ANALYSIS OF FINANCIAL CONDITION AND RESULTS OF OPERATIONS",
      "Section 7 starts here.",
      filler("liquidity", 60),
      "Section 7 ends here.",
      "ITEM 8.   FINANCIAL STATEMENTS AND SUPPLEMENTARY DATA",
      "<TABLE>",
      "<S>        <C>",
      "Revenue    100",
      "</TABLE>"
    ].join("\n")
    const ex = extractSections(wrap([["10-K", text], ["EX-27", "financial data schedule"]]), "10-K")
    expect(ex.source.format).toBe("text")
    expectItemBody(ex, "item_1a_risk_factors", "1A")
    expectItemBody(ex, "item_7_mdna", "7")
    expect(ex.visible_text).not.toContain("<PAGE>")
  })
})

describe("output contract", () => {
  const ex = extractSections(tenK(), "10-K")

  it("offsets point into the visible text and the hash is the sha256 of the text", () => {
    for (const s of ex.sections) {
      expect(ex.visible_text.slice(s.start_offset, s.end_offset).replace(/\s+/g, " ").trim()).toBe(s.cleaned_text)
      expect(s.text_hash).toBe(createHash("sha256").update(s.cleaned_text, "utf8").digest("hex"))
      expect(s.char_count).toBe(s.cleaned_text.length)
      expect(s.word_count).toBe(s.cleaned_text.split(" ").filter((w) => w.length > 0).length)
      expect(s.extraction_confidence).toBeGreaterThanOrEqual(0)
      expect(s.extraction_confidence).toBeLessThanOrEqual(1)
    }
    expect(ex.visible_text_length).toBe(ex.visible_text.length)
  })

  it("matches the SectionsOutput schema, with text only when asked", () => {
    const withText = Schema.decodeUnknownSync(SectionsOutput)(toSectionsOutput(ex, { includeText: true }))
    const without = Schema.decodeUnknownSync(SectionsOutput)(toSectionsOutput(ex, { includeText: false }))
    expect(withText.sections.every((s) => typeof s.cleaned_text === "string")).toBe(true)
    expect(without.sections.every((s) => !("cleaned_text" in s))).toBe(true)
    expect(without.versions.parser_version).toBe(PARSER_VERSION)
    expect(without.sections.map((s) => s.section_name)).toEqual(ex.sections.map((s) => s.section_name))
  })

  it("is deterministic: same bytes in, same JSON out (string or bytes)", () => {
    const doc = tenK()
    const a = JSON.stringify(toSectionsOutput(extractSections(doc, "10-K"), { includeText: true }))
    const b = JSON.stringify(toSectionsOutput(extractSections(new TextEncoder().encode(doc), "10-K"), { includeText: true }))
    expect(a).toBe(b)
  })
})
