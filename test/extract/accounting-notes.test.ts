/**
 * The accounting notes found by their headings (src/extract/notes.ts `findAccountingNotes`):
 * going concern or liquidity, basis of presentation or organization, restatement or revision,
 * debt. Each is a section of its own from its heading to the next note, never required and
 * with no scoring role. Hand-made notes for the rules, then real filings of the manifest corpus
 * (what is asserted of those was read in the documents).
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { REQUIRED_SECTIONS, EXPECTED_SECTIONS } from "../../src/domain/forms.js"
import { type ExtractedSection, type Extraction, extractSections } from "../../src/extract/index.js"
import { withData } from "../support/data.js"
import { filler, p, tenK } from "./fixtures.js"
import { manifestCorpusDir } from "./scale-corpus.js"

const note = (ex: Extraction, key: string): ExtractedSection | undefined => ex.sections.find((s) => s.section_name === key)
const doc = (item8: string): Extraction => extractSections(tenK({ bodies: { "Item 8.": item8 } }), "10-K")

describe("accounting notes by their headings (hand-made 10-K)", () => {
  const GC = "The Company has incurred recurring losses. These factors raise substantial doubt about the Company’s ability to continue as a going concern."
  const item8 = [
    p("Note 1. Organization and Basis of Presentation"),
    p(filler("organization", 80)),
    p("Note 2. Liquidity and Going Concern"),
    p(`${filler("liquidity", 60)} ${GC}`),
    p("Note 3. Long-Term Debt"),
    p(filler("credit agreement", 80)),
    p("Note 4. Income Taxes"),
    p(filler("income tax", 120))
  ].join("\n")

  it("takes each kind's note from its heading to the next note", () => {
    const ex = doc(item8)
    const gc = note(ex, "going_concern_note")!
    expect(gc.extraction_method).toBe("note_heading")
    expect(gc.cleaned_text.endsWith(GC)).toBe(true)
    expect(gc.cleaned_text).not.toContain("credit agreement")
    expect(note(ex, "basis_of_presentation_note")?.cleaned_text).not.toContain("liquidity")
    expect(note(ex, "debt_note")?.cleaned_text).not.toContain("income tax")
    expect(note(ex, "restatement_note")).toBeUndefined()
    expect(ex.extraction_warnings).toEqual([])
  })

  it("is never required or expected", () => {
    for (const form of ["10-K", "10-Q"] as const) {
      for (const k of ["going_concern_note", "basis_of_presentation_note", "restatement_note", "debt_note"]) {
        expect(REQUIRED_SECTIONS[form] as ReadonlyArray<string>).not.toContain(k)
        expect(EXPECTED_SECTIONS[form] as ReadonlyArray<string>).not.toContain(k)
      }
    }
  })

  it("refuses a heading with no numbered neighbour and titles naming the word for something else", () => {
    const ex = doc([p("Note 4. Going Concern"), p(filler("liquidity", 80)), p("Summary"), p(filler("summary", 60))].join("\n"))
    expect(note(ex, "going_concern_note")).toBeUndefined()
    const ex2 = doc([p("Note 4. Investments in Debt Securities"), p(filler("security", 80)), p("Note 5. Leases"), p(filler("lease", 80))].join("\n"))
    expect(note(ex2, "debt_note")).toBeUndefined()
  })
})

const manifest = (rel: string): string => path.join(manifestCorpusDir, rel)

withData("corpus").describe("accounting notes of real filings of the manifest corpus", () => {
  it("Mullen Automotive FY2023 Q3 10-Q: the going-concern, basis, debt and restatement notes", () => {
    const ex = extractSections(readFileSync(manifest("10-Q/MULN-10-Q-FY2023-Q3.htm")), "10-Q")
    const gc = note(ex, "going_concern_note")!
    expect(gc.heading).toBe("NOTE 2 – LIQUIDITY, CAPITAL RESOURCES, AND GOING CONCERN CONSIDERATION")
    expect(gc.cleaned_text).toContain("These factors, considered in the aggregate, raise substantial doubt as to the Company’s ability to continue as a going concern.")
    expect(gc.cleaned_text).not.toContain("SUMMARY OF SIGNIFICANT ACCOUNTING POLICIES")
    expect(note(ex, "basis_of_presentation_note")?.heading).toBe("NOTE 1. DESCRIPTION OF BUSINESS AND BASIS OF PRESENTATION")
    expect(note(ex, "debt_note")?.heading).toBe("NOTE 7 – DEBT")
    expect(note(ex, "restatement_note")?.heading).toBe("NOTE 21 - RESTATEMENT")
    expect(ex.sections.filter((s) => s.extraction_method === "note_heading").every((s) => s.warnings.length === 0 && s.status === "body")).toBe(true)
  })

  it("Johnson Controls FY2023 Q3 10-Q: the revision of the cash-flow statement is in Note 1, Basis of Presentation", () => {
    const ex = extractSections(readFileSync(manifest("10-Q/JCI-10-Q-FY2023-Q3.htm")), "10-Q")
    const basis = note(ex, "basis_of_presentation_note")!
    expect(basis.heading).toBe("1.Basis of Presentation")
    expect(basis.cleaned_text).toContain("The Company revised the amounts previously reported as net proceeds from borrowings")
    expect(basis.cleaned_text).not.toContain("New Accounting Standards")
    expect(note(ex, "debt_note")?.heading).toBe("10. Debt and Financing Arrangements")
    expect(note(ex, "going_concern_note")).toBeUndefined()
  })
})
