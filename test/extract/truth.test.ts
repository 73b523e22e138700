/**
 * Every hand-checked truth file: each section is found with the right status, and its
 * text begins and ends where the truth file says (SPEC §5 comparison rule).
 */
import { describe, expect, it } from "vitest"
import { extractSections, type Extraction } from "../../src/extract/index.js"
import { hasData, withData } from "../support/data.js"
import { endsLike, loadTruthFiles, readCorpusFile, startsLike } from "./corpus.js"

const truthFiles = hasData("edgar", "edgar-truth") ? loadTruthFiles() : []

withData("edgar", "edgar-truth").describe("truth files", () => {
  it("the truth folder holds truth files", () => {
    expect(truthFiles.length).toBeGreaterThan(0)
  })
})

for (const truth of truthFiles) {
  describe(truth.name, () => {
    let cached: Extraction | undefined
    const extraction = (): Extraction => {
      cached ??= extractSections(readCorpusFile(truth.path), truth.form)
      return cached
    }

    for (const [key, expected] of Object.entries(truth.sections)) {
      if (!expected.present) {
        it(`${key}: absent, not invented`, () => {
          expect(extraction().sections.map((s) => s.section_name)).not.toContain(key)
        })
        continue
      }
      it(`${key}: ${expected.status ?? "?"}, boundaries match`, () => {
        const found = extraction().sections.find((s) => s.section_name === key)
        expect(found, `${key} not found`).toBeDefined()
        if (found === undefined) return
        expect(found.status).toBe(expected.status)
        const text = found.cleaned_text
        expect(startsLike(text, expected.start_words ?? ""), `starts with: ${expected.start_words}\ngot: ${text.slice(0, 300)}`).toBe(true)
        expect(endsLike(text, expected.end_words ?? ""), `ends with: ${expected.end_words}\ngot: ${text.slice(-300)}`).toBe(true)
      })
    }

    it("every section present in the truth file is found; filing warnings agree", () => {
      const ex = extraction()
      const present = new Set(ex.sections.map((s) => s.section_name))
      const presentInTruth = Object.entries(truth.sections).filter(([, s]) => s.present).map(([k]) => k)
      for (const k of presentInTruth) expect(present.has(k)).toBe(true)
      expect(ex.required_sections_present).toBe(!ex.extraction_warnings.includes("missing_required_section"))
    })
  })
}
