/**
 * A fast subset of the extraction-at-scale run (npm run extract:scale): filings that
 * organise the report around their own structure with a cross-reference index (GE,
 * Intel, McDonald's), one that incorporates most items from its annual-report exhibit
 * (Wells Fargo), a pointer-only Item 3 with a sentence of context (Thermo Fisher) and a
 * 10-Q that leaves out Part II Item 1A (ExxonMobil). What is asserted was read in the
 * documents themselves.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { expect, it } from "vitest"
import type { FormType } from "../../src/domain/forms.js"
import { type ExtractedSection, type Extraction, extractSections } from "../../src/extract/index.js"
import { withData } from "../support/data.js"
import { manifestCorpusDir } from "./scale-corpus.js"

/** Every test here reads documents of the manifest corpus. */
const needsCorpus = withData("corpus")

const cache = new Map<string, Extraction>()
const extract = (rel: string, form: FormType): Extraction => {
  let ex = cache.get(rel)
  if (ex === undefined) {
    ex = extractSections(readFileSync(path.join(manifestCorpusDir, rel)), form)
    cache.set(rel, ex)
  }
  return ex
}
const section = (ex: Extraction, key: string): ExtractedSection => {
  const s = ex.sections.find((x) => x.section_name === key)
  if (s === undefined) throw new Error(`${key} not found; found ${ex.sections.map((x) => x.section_name).join(", ")}`)
  return s
}

needsCorpus.describe("GE FY2023 10-K: items through the cross-reference index", () => {
  const ex = (): Extraction => extract("10-K/GE-10-K-FY2023.htm", "10-K")
  it("finds Items 1A, 7 and 9A in GE's own sections", () => {
    expect(ex().extraction_warnings).not.toContain("missing_required_section")
    const risk = section(ex(), "item_1a_risk_factors")
    expect(risk.extraction_method).toBe("cross_reference_index")
    expect(risk.cleaned_text.startsWith("The following discussion of the material factors")).toBe(true)
    // Risk factors end where "LEGAL PROCEEDINGS." (Item 3, same page 36) begins.
    expect(risk.cleaned_text).not.toContain("Refer to Legal Matters and Environmental")
    expect(risk.word_count).toBeGreaterThan(5000)
    expect(section(ex(), "item_7_mdna").word_count).toBeGreaterThan(10000)
    expect(section(ex(), "item_9a_controls").cleaned_text).toMatch(/internal control over financial reporting/i)
  })
  it("Item 3 is a pointer to Note 24", () => {
    const legal = section(ex(), "item_3_legal_proceedings")
    expect(legal.status).toBe("by_reference")
    expect(legal.cleaned_text).toContain("Note 24")
  })
})

needsCorpus.describe("Intel FY2023 10-K: index rows are not the items", () => {
  const ex = (): Extraction => extract("10-K/INTC-10-K-FY2023.htm", "10-K")
  it("maps Items 1A, 3, 7 and 9A to Intel's sections by page", () => {
    for (const s of ex().sections) expect(s.cleaned_text).not.toMatch(/^Pages? \d/)
    expect(section(ex(), "item_1a_risk_factors").cleaned_text.startsWith("The following summarizes the material factors")).toBe(true)
    expect(section(ex(), "item_3_legal_proceedings").cleaned_text.startsWith("We are regularly party to various ongoing claims")).toBe(true)
    expect(section(ex(), "item_7_mdna").word_count).toBeGreaterThan(5000)
    expect(section(ex(), "item_9a_controls").cleaned_text).toContain("Evaluation of Disclosure Controls and Procedures")
  })
})

needsCorpus.describe("McDonald's FY2023 10-K: start pages only", () => {
  const ex = (): Extraction => extract("10-K/MCD-10-K-FY2023.htm", "10-K")
  it("each item runs to the next item's section", () => {
    expect(ex().extraction_warnings).not.toContain("missing_required_section")
    expect(section(ex(), "item_3_legal_proceedings").cleaned_text.startsWith("The Company has pending a number of claims and lawsuits")).toBe(true)
    const risk = section(ex(), "item_1a_risk_factors")
    expect(risk.word_count).toBeGreaterThan(3000)
    expect(risk.cleaned_text).not.toContain("The Company has pending a number of claims")
    expect(section(ex(), "item_1c_cybersecurity").status).toBe("body")
    expect(section(ex(), "item_9a_controls").cleaned_text).toMatch(/disclosure controls/i)
  })
})

needsCorpus.describe("Wells Fargo FY2024 10-K: items in the annual report exhibit", () => {
  it("Items 1A, 1C, 3, 7, 7A and 9A point to the 2024 Annual Report to Shareholders", () => {
    const ex = extract("10-K/WFC-10-K-FY2024.htm", "10-K")
    for (const key of ["item_1a_risk_factors", "item_1c_cybersecurity", "item_3_legal_proceedings", "item_7_mdna", "item_7a_market_risk", "item_9a_controls"]) {
      const s = section(ex, key)
      expect(s.status, key).toBe("by_reference")
      expect(s.cleaned_text, key).toContain("2024 Annual Report to Shareholders")
    }
    expect(section(ex, "item_1_business").status).toBe("body")
    expect(ex.extraction_warnings).not.toContain("extraction_suspect")
  })
})

needsCorpus.describe("a pointer Item 3 that opens with a sentence of context", () => {
  it("Thermo Fisher FY2023: 'There are various lawsuits … See Note 12 …' is by_reference", () => {
    const legal = section(extract("10-K/TMO-10-K-FY2023.htm", "10-K"), "item_3_legal_proceedings")
    expect(legal.cleaned_text.startsWith("There are various lawsuits and claims")).toBe(true)
    expect(legal.status).toBe("by_reference")
  })
})

needsCorpus.describe("10-Qs", () => {
  it("ExxonMobil FY2023 Q2 has no Part II Item 1A: omitted_section, not missing_required_section", () => {
    const ex = extract("10-Q/XOM-10-Q-FY2023-Q2.htm", "10-Q")
    expect(ex.sections.map((s) => s.section_name)).not.toContain("item_1a_risk_factors")
    expect(ex.omitted_sections).toEqual(["item_1a_risk_factors"])
    expect(ex.extraction_warnings).toContain("omitted_section")
    expect(ex.required_sections_present).toBe(true)
  })
  it("GE FY2023 Q2: MD&A through the index; Item 1A marked by the index as incorporated from the 10-K", () => {
    const ex = extract("10-Q/GE-10-Q-FY2023-Q2.htm", "10-Q")
    expect(section(ex, "item_2_mdna").word_count).toBeGreaterThan(5000)
    expect(section(ex, "item_1a_risk_factors").status).toBe("by_reference")
    expect(section(ex, "item_1_legal_proceedings").cleaned_text.startsWith("The following information supplements and amends")).toBe(true)
  })
})

needsCorpus.describe("an item printed out of order", () => {
  it("American Express FY2023 Q3: MD&A comes before Item 1 and ends at 'ITEM 1. FINANCIAL STATEMENTS'", () => {
    const mdna = section(extract("10-Q/AXP-10-Q-FY2023-Q3.htm", "10-Q"), "item_2_mdna")
    expect(mdna.cleaned_text).not.toContain("NOTES TO CONSOLIDATED FINANCIAL STATEMENTS")
    expect(mdna.warnings).not.toContain("open_ended_boundary")
  })
})

needsCorpus.describe("sections titled without item numbers", () => {
  it("Colgate FY2023 Q2: MD&A under its own title, up to 'Quantitative and Qualitative Disclosures about Market Risk'", () => {
    const ex = extract("10-Q/CL-10-Q-FY2023-Q2.htm", "10-Q")
    expect(ex.required_sections_present).toBe(true)
    const mdna = section(ex, "item_2_mdna")
    expect(mdna.cleaned_text).toContain("Executive Overview")
    expect(mdna.cleaned_text).not.toContain("Evaluation of Disclosure Controls and Procedures")
    expect(mdna.word_count).toBeGreaterThan(5000)
  })
})
