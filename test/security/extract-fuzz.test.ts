/**
 * The section parser on hostile documents, property-based (fast-check): random bytes,
 * random Unicode, HTML token soup (unclosed and stray tags, broken entities, comments,
 * script/style, hidden blocks, item headings in odd places), unclosed 100,000-deep nesting
 * and a 50 MB document of unclosed markup. Every case either is refused as not text
 * (`InvalidRequest`) or gives a consistent result (offsets inside the visible text, keys of
 * the form, no duplicates), within a time bound; nothing else is ever thrown.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { InvalidRequest } from "../../src/domain/errors.js"
import { extractSections, type Extraction } from "../../src/extract/index.js"

const FORMS = ["10-K", "10-Q", "8-K"] as const

/** Runs the parser; checks the result's invariants; returns the elapsed time. */
const check = (input: string | Uint8Array, form: (typeof FORMS)[number]): number => {
  const t0 = performance.now()
  let result: Extraction
  try {
    result = extractSections(input, form)
  } catch (e) {
    if (e instanceof InvalidRequest) return performance.now() - t0
    throw e
  }
  const ms = performance.now() - t0
  const names = result.sections.map((s) => s.section_name)
  expect(new Set(names).size).toBe(names.length)
  for (const s of result.sections) {
    expect(s.start_offset).toBeGreaterThanOrEqual(0)
    expect(s.end_offset).toBeGreaterThanOrEqual(s.start_offset)
    expect(typeof s.cleaned_text).toBe("string")
    expect(s.end_offset).toBeLessThanOrEqual(result.visible_text_length)
  }
  expect(result.required_sections_present).toBe(!result.extraction_warnings.includes("missing_required_section"))
  return ms
}

const TOKENS = [
  "<div>", "</div>", "<p>", "</p>", "<span>", "</span>", "<table>", "<tr>", "<td>", "</td>", "</tr>", "</table>", "<br>", "<br/>",
  "<b>", "</b>", "<i>", "<font size=2>", "</font>", "<html>", "</html>", "<body>", "<head>", "<title>", "</title>",
  "<script>", "</script>", "<style>", "</style>", '<div style="display:none">', '<span style="display: none ;">',
  "<!--", "-->", "<![CDATA[", "]]>", "<!DOCTYPE html>", "<?xml version=\"1.0\"?>", "<ix:nonNumeric name=\"dei:DocumentFiscalYearFocus\">",
  "</ix:nonNumeric>", "<", ">", "</", "<<", ">>", '"', "'", "=", "&amp;", "&nbsp;", "&#160;", "&#x110000;", "&#0;", "&#xD800;",
  "&bogus;", "&", "&#", "\u0000", "\uFFFD", "\u202E", "\r\n", "\n", "\t",
  "Item 1A. Risk Factors", "ITEM 1A.RISK FACTORS", "Item 7. Management's Discussion and Analysis", "Item 7A.", "Item 9A. Controls and Procedures",
  "Item 2.02 Results of Operations", "Item 8.01 Other Events", "PART I", "PART II", "Table of Contents", "Items 1 and 2.",
  "risk ", "uncertain ", "material weakness ", "going concern ", "litigation "
]

const soup = fc.array(fc.oneof(fc.constantFrom(...TOKENS), fc.string({ maxLength: 20 }), fc.string({ unit: "binary", maxLength: 10 })), { maxLength: 400 }).map((t) => t.join(""))

const CASE_MS = 5_000

describe("extractSections on hostile input (property-based)", () => {
  it("random bytes: refused as not text, or a consistent result", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 8192 }), fc.constantFrom(...FORMS), (bytes, form) => {
        expect(check(bytes, form)).toBeLessThan(CASE_MS)
      }),
      { numRuns: 150 }
    )
  })

  it("random Unicode text (as a string and as UTF-8 bytes): a consistent result", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 2000 }), fc.constantFrom(...FORMS), (text, form) => {
        expect(check(text, form)).toBeLessThan(CASE_MS)
        expect(check(new TextEncoder().encode(text), form)).toBeLessThan(CASE_MS)
      }),
      { numRuns: 100 }
    )
  })

  it("HTML token soup (unclosed tags, broken entities, comments, hidden blocks, stray headings): a consistent result", () => {
    fc.assert(
      fc.property(soup, fc.constantFrom(...FORMS), (doc, form) => {
        expect(check(doc, form)).toBeLessThan(CASE_MS)
      }),
      { numRuns: 200 }
    )
  })

  it("100,000-deep unclosed nesting of mixed elements, and soup repeated inside it: bounded time", () => {
    const openers = ["<div>", "<span>", "<table><tr><td>", "<font>", "<b>"]
    const deep = Array.from({ length: 100_000 }, (_, i) => openers[i % openers.length]).join("")
    expect(check(`${deep}<p>Item 1A. Risk Factors</p><p>${"risk ".repeat(300)}</p>`, "10-K")).toBeLessThan(15_000)
    fc.assert(
      fc.property(soup, (doc) => {
        expect(check(`${deep}${doc}`, "10-K")).toBeLessThan(15_000)
      }),
      { numRuns: 3 }
    )
  }, 120_000)

  it("a 50 MB document of unclosed markup and headings: a result in bounded time", () => {
    const unit = `<div><p>Item 1A. Risk Factors<span>${"risk uncertain litigation ".repeat(20)}<font>&amp;&#160;&bogus;<td>`
    const doc = unit.repeat(Math.ceil((50 * 1024 * 1024) / unit.length))
    expect(doc.length).toBeGreaterThan(50 * 1024 * 1024)
    expect(check(doc, "10-K")).toBeLessThan(90_000)
  }, 180_000)

  it("a heading as the last line gives an empty section at the end of the visible text, not past it", () => {
    const result = extractSections("<p>Item 8.01 Other Events</p>", "8-K")
    for (const s of result.sections) expect(s.end_offset).toBeLessThanOrEqual(result.visible_text_length)
  })
})
