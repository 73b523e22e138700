/**
 * Following a legal-proceedings item's pointer to a note of the same filing
 * (src/extract/notes.ts): the note becomes `legal_proceedings_note`, both records carry the
 * pointer, and a pointer that cannot be followed safely is recorded with its reason. Hand-made
 * filings for each rule, then real ones from the EDGAR mirror (RISK_CORPUS_DIR) and the
 * manifest corpus (RISK_MANIFEST_CORPUS_DIR); what is asserted of those was read in the
 * documents themselves.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import type { FormType } from "../../src/domain/forms.js"
import { SectionsOutput } from "../../src/domain/sections.js"
import { type ExtractedSection, type Extraction, extractSections, toSectionsOutput } from "../../src/extract/index.js"
import { withData } from "../support/data.js"
import { corpusDir } from "./corpus.js"
import { filler, p, tenK } from "./fixtures.js"
import { manifestCorpusDir } from "./scale-corpus.js"

const section = (ex: Extraction, key: string): ExtractedSection => {
  const s = ex.sections.find((x) => x.section_name === key)
  if (s === undefined) throw new Error(`${key} not found; found ${ex.sections.map((x) => x.section_name).join(", ")}`)
  return s
}
const note = (ex: Extraction): ExtractedSection | undefined => ex.sections.find((s) => s.section_name === "legal_proceedings_note")

/** Item 8 with notes: each [heading, body]. */
const notes = (list: ReadonlyArray<readonly [string, string]>): string =>
  [p("Consolidated Balance Sheets"), p(filler("balance sheet", 80)), ...list.flatMap(([h, body]) => [p(h), p(body)])].join("\n")

const POINTER = p("See Note 9, Commitments and Contingencies, to the consolidated financial statements in Item 8 of this Annual Report on Form 10-K.")
const LEGAL = "On March 3, 2024, Acme Holdings filed a lawsuit against the Company in the U.S. District Court for the District of Delaware alleging infringement of three patents."
const NOTE_9 = `${filler("purchase obligation", 80)} Legal Proceedings. ${LEGAL} The Company intends to defend itself vigorously.`

describe("a pointer to a note of the same filing (hand-made 10-K)", () => {
  const doc = (item8: string, item3 = POINTER): Extraction =>
    extractSections(tenK({ bodies: { "Item 3.": item3, "Item 8.": item8 } }), "10-K")
  const three = notes([
    ["Note 8. Leases", filler("lease", 120)],
    ["Note 9. Commitments and Contingencies", NOTE_9],
    ["Note 10. Income Taxes", filler("income tax", 120)]
  ])

  it("takes the note from its heading to the next note, and records the pointer on both records", () => {
    const ex = doc(three)
    const item = section(ex, "item_3_legal_proceedings")
    expect(item.status).toBe("by_reference")
    const n = note(ex)!
    expect(n.status).toBe("body")
    expect(n.extraction_method).toBe("note_pointer")
    expect(n.warnings).toEqual([])
    expect(n.extraction_confidence).toBe(0.85) // the pointer names the title too
    expect(n.cleaned_text.startsWith("The purchase obligation discussion")).toBe(true)
    expect(n.cleaned_text.endsWith("The Company intends to defend itself vigorously.")).toBe(true)
    expect(n.cleaned_text).not.toContain("income tax")
    const pointer = item.note_pointer!
    expect(n.note_pointer).toEqual(pointer)
    expect(pointer).toMatchObject({ item: "item_3_legal_proceedings", note: "9", section: "legal_proceedings_note", title: "Commitments and Contingencies" })
    expect(pointer.reason).toMatch(/ends at the next note \(Note 10\. Income Taxes\)/)
    // offsets into the visible text, like a section's
    expect(ex.visible_text.slice(pointer.pointer_start, pointer.pointer_end)).toBe(pointer.pointer)
    expect(ex.visible_text.slice(pointer.heading_start!).startsWith("Note 9. Commitments and Contingencies\n")).toBe(true)
    expect(ex.visible_text.slice(n.start_offset, n.end_offset).replace(/\n/g, " ")).toBe(n.cleaned_text)
    // the note is a section of the form, not an item: no filing warning, no required or expected role
    expect(ex.extraction_warnings).toEqual([])
    const out = Schema.decodeUnknownSync(SectionsOutput)(toSectionsOutput(ex, { includeText: false }))
    expect(out.sections.find((s) => s.section_name === "legal_proceedings_note")?.note_pointer?.note).toBe("9")
  })

  it("is deterministic", () => {
    expect(JSON.stringify(toSectionsOutput(doc(three), { includeText: true }))).toBe(JSON.stringify(toSectionsOutput(doc(three), { includeText: true })))
  })

  it("skips a contents list of the notes (a page number follows each title)", () => {
    const contents = [p("Notes to Consolidated Financial Statements"), p("Note 8. Leases"), p("61"), p("Note 9. Commitments and Contingencies"), p("64"), p("Note 10. Income Taxes"), p("65")].join("\n")
    const n = note(doc(contents + three))!
    expect(n.cleaned_text.startsWith("The purchase obligation discussion")).toBe(true)
  })

  it("refuses two headings of the note that the pointer does not tell apart, and says why", () => {
    const twice = notes([
      ["Note 8. Leases", filler("lease", 120)],
      ["Note 9. Commitments and Contingencies", NOTE_9],
      ["Note 10. Income Taxes", filler("income tax", 120)],
      ["Note 9. Commitments and Contingencies", filler("guarantee", 120)],
      ["Note 10. Income Taxes", filler("deferred tax", 120)]
    ])
    const ex = doc(twice)
    expect(note(ex)).toBeUndefined()
    const pointer = section(ex, "item_3_legal_proceedings").note_pointer!
    expect(pointer.section).toBeNull()
    expect(pointer.heading).toBeNull()
    expect(pointer.reason).toMatch(/^2 headings of Note 9 found/)
  })

  it("does not follow a note of another document, nor a heading with no numbered neighbour", () => {
    const other = doc(three, p("Refer to Note 9, “Commitments & Contingencies,” of the Company’s 2023 Annual Report to Stockholders, which is incorporated herein by reference."))
    expect(note(other)).toBeUndefined()
    expect(section(other, "item_3_legal_proceedings").note_pointer!.reason).toBe("names a note of another document")
    const alone = doc(notes([["Note 9. Commitments and Contingencies", NOTE_9]]))
    expect(note(alone)).toBeUndefined()
    expect(section(alone, "item_3_legal_proceedings").note_pointer!.reason).toMatch(/has no note heading numbered beside it/)
  })

  it("leaves an Item 3 with a body of its own alone", () => {
    const own = doc(three, p(`${LEGAL} For other matters, see Note 9, Commitments and Contingencies. ${filler("litigation", 80)}`))
    expect(section(own, "item_3_legal_proceedings").status).toBe("body")
    expect(section(own, "item_3_legal_proceedings").note_pointer).toBeUndefined()
    expect(note(own)).toBeUndefined()
  })
})

const cache = new Map<string, Extraction>()
const extract = (file: string, form: FormType): Extraction => {
  let ex = cache.get(file)
  if (ex === undefined) {
    ex = extractSections(readFileSync(file), form)
    cache.set(file, ex)
  }
  return ex
}
const mirror = (rel: string): string => path.join(corpusDir, rel)
const manifest = (rel: string): string => path.join(manifestCorpusDir, rel)

withData("edgar").describe("real filings of the EDGAR mirror", () => {
  it("Amazon FY2023 10-K: Item 3 points to Note 7, which holds the FTC lawsuit", () => {
    const ex = extract(mirror("Archives/edgar/data/1018724/000101872424000008/amzn-20231231.htm"), "10-K")
    const item = section(ex, "item_3_legal_proceedings")
    expect(item.status).toBe("by_reference")
    const n = note(ex)!
    expect(n.note_pointer).toMatchObject({ item: "item_3_legal_proceedings", note: "7", heading: "Note 7 — COMMITMENTS AND CONTINGENCIES" })
    expect(n.cleaned_text.startsWith("Commitments The following summarizes our principal contractual commitments")).toBe(true)
    expect(n.cleaned_text).toContain("The Federal Trade Commission and a number of state Attorneys General filed a similar lawsuit in September 2023")
    expect(n.cleaned_text.endsWith("See also “Note 9 — Income Taxes.”")).toBe(true)
    expect(n.cleaned_text).not.toContain("STOCKHOLDERS’ EQUITY")
    // the note lies in Item 8, after Item 7A and before Item 9A
    expect(n.start_offset).toBeGreaterThan(section(ex, "item_7a_market_risk").end_offset)
    expect(n.end_offset).toBeLessThan(section(ex, "item_9a_controls").start_offset)
  })

  it("NVIDIA FY2026 Q2 10-Q: Part II Item 1 points to Note 11 of Part I", () => {
    const ex = extract(mirror("Archives/edgar/data/1045810/000104581025000209/nvda-20250727.htm"), "10-Q")
    const n = note(ex)!
    expect(section(ex, "item_1_legal_proceedings").note_pointer?.section).toBe("legal_proceedings_note")
    expect(n.note_pointer?.heading).toBe("Note 11 - Commitments and Contingencies")
    expect(n.cleaned_text).toContain("In Re NVIDIA Corporation Securities Litigation")
    expect(n.start_offset).toBeLessThan(section(ex, "item_2_mdna").start_offset)
  })

  it("IBM FY2023 10-K: Item 3 points to note R of the annual report to stockholders (exhibit 13): not followed", () => {
    const ex = extract(mirror("Archives/edgar/data/51143/000005114324000012/ibm-20231231.htm"), "10-K")
    expect(note(ex)).toBeUndefined()
    expect(section(ex, "item_3_legal_proceedings").note_pointer).toMatchObject({ note: "R", section: null, reason: "names a note of another document" })
  })
})

withData("corpus").describe("real filings of the manifest corpus", () => {
  it("General Dynamics FY2023 10-K: a lettered note (“Note M”) runs to note N", () => {
    const n = note(extract(manifest("10-K/GD-10-K-FY2023.htm"), "10-K"))!
    expect(n.note_pointer?.heading).toBe("M. COMMITMENTS AND CONTINGENCIES")
    expect(n.cleaned_text.startsWith("Litigation In 2015, Electric Boat Corporation")).toBe(true)
    expect(n.cleaned_text).not.toContain("SHAREHOLDERS’ EQUITY")
  })

  it("Pfizer FY2023 Q2 10-Q: “Note 12A” is part A (Legal Proceedings) of Note 12, to part B", () => {
    const n = note(extract(manifest("10-Q/PFE-10-Q-FY2023-Q2.htm"), "10-Q"))!
    expect(n.note_pointer).toMatchObject({ note: "12A", heading: "Note 12. Contingencies and Certain Commitments" })
    expect(n.cleaned_text.startsWith("A. Legal Proceedings")).toBe(true)
    expect(n.cleaned_text).not.toContain("Guarantees and Indemnifications")
    expect(n.word_count).toBeGreaterThan(5000)
  })

  it("Comcast FY2023 Q2 10-Q: the contents entry of Note 9 at the front is not the note", () => {
    const ex = extract(manifest("10-Q/CMCSA-10-Q-FY2023-Q2.htm"), "10-Q")
    const n = note(ex)!
    expect(n.cleaned_text).toMatch(/^Contingencies We are subject to legal proceedings/)
    expect(n.start_offset).toBeGreaterThan(30000)
  })

  it("Oracle FY2024 Q1 10-Q: names Notes 8 and 11, takes 11 (legal), whose heading has no numbered neighbour: not followed, and says why", () => {
    const ex = extract(manifest("10-Q/ORCL-10-Q-FY2024-Q1.htm"), "10-Q")
    expect(note(ex)).toBeUndefined()
    const pointer = section(ex, "item_1_legal_proceedings").note_pointer!
    expect(pointer).toMatchObject({ note: "11", section: null, heading: null })
    expect(pointer.reason).toContain("“11. LEGAL PROCEEDINGS” has no note heading numbered beside it")
  })
})
