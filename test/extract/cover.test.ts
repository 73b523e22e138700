/**
 * Inline-XBRL cover facts, on whole documents and on their first 128 KiB.
 */
import { describe, expect, it } from "vitest"
import { parsePrintedDate } from "../../src/extract/cover.js"
import { readCoverFacts } from "../../src/extract/index.js"
import { hasData, withData } from "../support/data.js"
import { loadTruthFiles, readCorpusFile } from "./corpus.js"

const PREFIX_BYTES = 128 * 1024

withData("edgar", "edgar-truth").describe("cover facts of the truth-file filings", () => {
  for (const truth of hasData("edgar", "edgar-truth") ? loadTruthFiles() : []) {
    it(`${truth.name}: fiscal year and period from the document and from its prefix`, () => {
      const bytes = readCorpusFile(truth.path)
      const doc = bytes.toString("utf8")
      const full = readCoverFacts(doc)
      const prefix = readCoverFacts(bytes.subarray(0, PREFIX_BYTES).toString("utf8"))
      if (!/<ix:nonnumeric/i.test(doc)) {
        // Not inline XBRL: nothing to read.
        expect(Object.values(full).every((v) => v === null)).toBe(true)
        return
      }
      expect(full.fiscal_year_focus).toBe(truth.fiscal_year)
      expect(full.fiscal_period_focus).toBe(truth.quarter ?? "FY")
      expect(full.document_type).toBe(truth.form)
      expect(full.period_end_date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(full.cik).toMatch(/^\d{10}$/)
      expect(prefix.fiscal_year_focus).toBe(truth.fiscal_year)
      expect(prefix.fiscal_period_focus).toBe(truth.quarter ?? "FY")
      // What the prefix holds agrees with the whole document.
      for (const [k, v] of Object.entries(prefix)) if (v !== null) expect(full[k as keyof typeof full]).toBe(v)
    })
  }
})

describe("cover facts, hand-made", () => {
  const fact = (name: string, value: string, attrs = ""): string =>
    `<ix:nonNumeric contextRef="c-1" name="dei:${name}"${attrs}>${value}</ix:nonNumeric>`

  it("reads nested and formatted facts, the first occurrence of each", () => {
    const doc = `<?xml version="1.0"?><html><body><div style="display:none"><ix:header><ix:hidden>${fact("DocumentFiscalYearFocus", "2024")}${fact("DocumentFiscalPeriodFocus", "q2")}${fact("EntityCentralIndexKey", "0000012345")}</ix:hidden></ix:header></div>
      <p>${fact("DocumentType", "<span>10-Q</span>")} for the period ended ${fact("DocumentPeriodEndDate", `${fact("CurrentFiscalYearEndDate", "June&#160;29")}, 2024`)}</p>
      <p>${fact("EntityRegistrantName", "Acme &amp; Sons, Inc.")} ${fact("TradingSymbol", "ACME")} ${fact("TradingSymbol", "ACME.B")}</p></body></html>`
    expect(readCoverFacts(doc)).toEqual({
      fiscal_year_focus: 2024,
      fiscal_period_focus: "Q2",
      document_type: "10-Q",
      period_end_date: "2024-06-29",
      registrant_name: "Acme & Sons, Inc.",
      cik: "0000012345",
      trading_symbol: "ACME"
    })
  })

  it("returns nulls for what is absent or cut off", () => {
    const doc = `<html>${fact("DocumentFiscalYearFocus", "2023")}<p>${fact("DocumentType", "10-K")}</p>`
    const cut = doc.slice(0, doc.indexOf("10-K</ix") + 2)
    expect(readCoverFacts(cut)).toEqual({
      fiscal_year_focus: 2023,
      fiscal_period_focus: null,
      document_type: null,
      period_end_date: null,
      registrant_name: null,
      cik: null,
      trading_symbol: null
    })
    expect(Object.values(readCoverFacts("")).every((v) => v === null)).toBe(true)
    expect(readCoverFacts(fact("DocumentFiscalYearFocus", "FY24")).fiscal_year_focus).toBeNull()
  })

  it("reads printed dates", () => {
    expect(parsePrintedDate("September 27, 2025")).toBe("2025-09-27")
    expect(parsePrintedDate("Sept. 3, 2025")).toBe("2025-09-03")
    expect(parsePrintedDate("27 September 2025")).toBe("2025-09-27")
    expect(parsePrintedDate("2025-01-31")).toBe("2025-01-31")
    expect(parsePrintedDate("01/31/2025")).toBe("2025-01-31")
    expect(parsePrintedDate("Smarch 40, 2025")).toBeNull()
    expect(parsePrintedDate("the end of the year")).toBeNull()
  })
})
