/**
 * The registrant's name reaches the red flags: a filing's legal proceedings that name the company only by its own name (a case
 * caption, "… v. Northwind Freight, Inc.") are the company's when the cover's inline XBRL gives that name (or, without one, EDGAR's
 * list of filers does), and another party's when neither does.
 */
import { it } from "@effect/vitest"
import { Effect } from "effect"
import { describe, expect } from "vitest"
import { analyze } from "../../src/pipeline/analysis/analyze.js"
import { AnalysisResources, AnalysisResourcesLive } from "../../src/pipeline/analysis/resources.js"

const filler = (topic: string): string =>
  Array.from({ length: 12 }, (_, i) => `<p>Our ${topic} discussion continues in paragraph ${i + 1}, describing operations, customers, markets, suppliers and employees in ordinary terms for the fiscal year.</p>`).join("")

const tenK = (registrant: string | null): string => `<html><body>
<p>UNITED STATES SECURITIES AND EXCHANGE COMMISSION</p><p>FORM 10-K</p>
<p>${registrant === null ? "NORTHWIND FREIGHT, INC." : `<ix:nonNumeric contextRef="c-1" name="dei:EntityRegistrantName">${registrant}</ix:nonNumeric>`}</p>
<p>PART I</p>
<p>Item 1. Business</p>${filler("business")}
<p>Item 1A. Risk Factors</p>${filler("risk")}
<p>Item 1B. Unresolved Staff Comments</p><p>None.</p>
<p>Item 2. Properties</p>${filler("property")}
<p>Item 3. Legal Proceedings</p>
<p>Alan Roe v. Northwind Freight, Inc., No. 1:23-cv-00001, was unsealed by the U.S. District Court for the District of Oregon on May 2, 2024. The complaint alleges violations of the federal False Claims Act in connection with freight billing.</p>
<p>Item 4. Mine Safety Disclosures</p><p>Not applicable.</p>
<p>PART II</p>
<p>Item 5. Market for Registrant's Common Equity</p>${filler("market")}
<p>Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations</p>${filler("results")}
<p>Item 7A. Quantitative and Qualitative Disclosures About Market Risk</p>${filler("market risk")}
<p>Item 8. Financial Statements and Supplementary Data</p>${filler("statements")}
<p>Item 9A. Controls and Procedures</p><p>Our disclosure controls and procedures were effective as of December 31, 2024.</p>
</body></html>`

const legalFlag = (registrant: string | null, edgarName: string | null = null) =>
  Effect.gen(function* () {
    const resources = yield* AnalysisResources
    const analysis = yield* analyze({ form: "10-K", current: { bytes: tenK(registrant) }, prior: null, registrant: edgarName }, resources)
    expect(analysis.texts.get("item_3_legal_proceedings")).toContain("Alan Roe v. Northwind Freight")
    return analysis.flagResults.get("item_3_legal_proceedings")?.flags.material_legal_proceeding_flag ?? null
  }).pipe(Effect.provide(AnalysisResourcesLive()))

describe("the registrant's name and the red flags", () => {
  it.effect("reads a caption that names the company by the cover's name as its own proceeding, and not without the name", () =>
    Effect.gen(function* () {
      expect(yield* legalFlag("Northwind Freight, Inc.")).toBe(true)
      expect(yield* legalFlag(null)).toBe(false)
    })
  )
  it.effect("reads the name EDGAR lists for the filer, in its capitals, when the cover gives none", () =>
    Effect.gen(function* () {
      expect(yield* legalFlag(null, "NORTHWIND FREIGHT INC")).toBe(true)
    })
  )
})
