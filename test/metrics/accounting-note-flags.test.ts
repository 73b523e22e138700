/**
 * The accounting notes found by their headings (going_concern_note, basis_of_presentation_note,
 * restatement_note, debt_note) are read for the accounting flags only (rules/scopes.ts
 * ACCOUNTING_NOTE_FLAGS): a concluded going-concern doubt, a restatement or revision of error, a
 * covenant default or waiver raise their flag; the policy sentences every note carries (the
 * ASC 205-40 evaluation, the adoption of a standard, compliance with covenants) raise nothing,
 * and the other families (material weakness, legal, investigation, cyber) are not read there.
 * Scoring sees a note through its flags only.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { decodeMetricsDocument, type MetricsDocument } from "../../src/domain/metrics-document.js"
import { FLAG_NAMES } from "../../src/domain/names.js"
import { extractSections } from "../../src/extract/index.js"
import { builtinLexicon, detectFlags, EMPTY_BASELINE } from "../../src/metrics/index.js"
import { analyzeExtractions } from "../../src/pipeline/analysis/analyze.js"
import { CalibrationLive } from "../../src/pipeline/analysis/calibration.js"
import { Calibration } from "../../src/scoring/calibration.js"
import { scoreV1, scoreV2 } from "../../src/scoring/scoring-model.js"
import { countsTowardIntensity } from "../../src/scoring/v3.js"
import { filler, p, tenK } from "../extract/fixtures.js"
import { manifestCorpusDir } from "../extract/scale-corpus.js"
import { withData } from "../support/data.js"

type NoteKey = "going_concern_note" | "basis_of_presentation_note" | "restatement_note" | "debt_note"
const raised = (section: NoteKey, text: string): Array<string> => FLAG_NAMES.filter((f) => detectFlags(section, text).flags[f])

const CONCLUDED = "These factors, considered in the aggregate, raise substantial doubt as to the Company’s ability to continue as a going concern."

describe("accounting notes: a concluded event against the policy sentence", () => {
  it("a concluded going-concern doubt raises going_concern_flag; the ASC 205-40 policy does not", () => {
    expect(raised("going_concern_note", CONCLUDED)).toEqual(["going_concern_flag"])
    for (const policy of [
      "The Company evaluates whether there are conditions or events, considered in the aggregate, that raise substantial doubt about the Company’s ability to continue as a going concern within one year after the date that the financial statements are issued.",
      "In accordance with ASU 2014-15, Presentation of Financial Statements—Going Concern (Subtopic 205-40), management evaluates whether there are conditions or events that raise substantial doubt about the entity’s ability to continue as a going concern.",
      "The accompanying financial statements have been prepared assuming that the Company will continue as a going concern, which contemplates the realization of assets and the satisfaction of liabilities in the normal course of business.",
      "Management believes that its existing cash will be sufficient to fund operations for at least twelve months, and therefore there is no substantial doubt about the Company’s ability to continue as a going concern.",
      "Management has concluded that substantial doubt about the Company’s ability to continue as a going concern has been alleviated by management’s plans."
    ]) {
      expect(raised("going_concern_note", policy), policy).toEqual([])
      expect(raised("basis_of_presentation_note", policy), policy).toEqual([])
    }
  })

  it("a correction of an error raises restatement_flag; a revision for a new standard or a reclassification does not", () => {
    expect(raised("restatement_note", "The Company restated its previously issued consolidated financial statements for the year ended December 31, 2022 to correct an error in the accounting for warrants.")).toEqual(["restatement_flag"])
    expect(
      raised(
        "basis_of_presentation_note",
        "The Company revised the amounts previously reported as net proceeds from borrowings for certain short-term debt transactions that were incorrectly presented on a net basis within the financing activities section of the consolidated statements of cash flows."
      )
    ).toEqual(["restatement_flag"])
    expect(raised("basis_of_presentation_note", "The Company revised its prior period consolidated financial statements to reflect the adoption of ASU 2016-02, Leases.")).toEqual([])
    expect(raised("basis_of_presentation_note", "Certain prior period amounts have been reclassified to conform to the current period presentation.")).toEqual([])
  })

  it("a covenant default or waiver raises covenant_breach_flag; compliance and the terms of default do not", () => {
    expect(
      raised("debt_note", "As of September 30, 2023, the Company was not in compliance with the minimum liquidity covenant under the Loan Agreement and on November 3, 2023 obtained a waiver from the lender.")
    ).toEqual(["covenant_breach_flag"])
    for (const policy of [
      "As of December 31, 2023, the Company was in compliance with all covenants under the Credit Agreement.",
      "The Credit Agreement contains customary events of default, including failure to pay principal or interest, upon which the lenders may accelerate the amounts outstanding.",
      "The Company is required to maintain a maximum leverage ratio and a minimum interest coverage ratio under the credit agreement, and a breach of these covenants could result in an event of default."
    ]) expect(raised("debt_note", policy), policy).toEqual([])
  })

  it("reads no family but the accounting events: material weakness, legal and investigation sentences raise nothing in a note", () => {
    const text =
      "The Company has identified a material weakness in its internal control over financial reporting. On March 3, 2024, Acme Holdings filed a lawsuit against the Company in the U.S. District Court for the District of Delaware alleging infringement of three patents. In January 2024, the Company received a subpoena from the SEC."
    for (const k of ["going_concern_note", "basis_of_presentation_note", "restatement_note", "debt_note"] as const) expect(raised(k, text)).toEqual([])
    expect(countsTowardIntensity("going_concern_flag", "going_concern_note")).toBe(false)
  })
})

describe("a going-concern doubt told only in a note", () => {
  const filing = (): string =>
    tenK({
      bodies: {
        "Item 8.": [
          p("Note 1. Organization"),
          p(filler("organization", 80)),
          p("Note 2. Going Concern"),
          p(`${filler("liquidity", 60)} ${CONCLUDED}`),
          p("Note 3. Income Taxes"),
          p(filler("income tax", 120))
        ].join("\n")
      }
    })

  it("the metrics document carries the note's flag but no confidence of it; v1 and v2 see it through its flags only", async () => {
    const ex = extractSections(filing(), "10-K")
    const analysis = analyzeExtractions({ form: "10-K", current: { bytes: filing() }, prior: null }, ex, null, "no prior filing", {
      lexicon: builtinLexicon(),
      baseline: EMPTY_BASELINE
    })
    const active = analysis.activeFlags.filter((f) => f.flag === "going_concern_flag")
    expect(active.map((f) => f.section)).toEqual(["going_concern_note"])
    const m = analysis.metrics
    expect(m.extraction_confidences).not.toHaveProperty("going_concern_note")
    expect(m.extraction_confidences).not.toHaveProperty("basis_of_presentation_note")
    const doc = Either.getOrThrow(decodeMetricsDocument(m))
    const flagsOnly: MetricsDocument = {
      ...doc,
      section_metrics: Object.fromEntries(Object.entries(doc.section_metrics).filter(([k]) => !k.endsWith("_note")))
    }
    const calibration = await Effect.runPromise(Effect.provide(Calibration, CalibrationLive))
    expect(scoreV1(doc)).toEqual(scoreV1(flagsOnly))
    expect(scoreV2(doc, calibration)).toEqual(scoreV2(flagsOnly, calibration))
  })
})

withData("corpus").describe("real notes of the manifest corpus", () => {
  it("Mullen Automotive FY2023 Q3 10-Q: the going-concern note raises going_concern_flag with its concluded doubt", () => {
    const ex = extractSections(readFileSync(path.join(manifestCorpusDir, "10-Q/MULN-10-Q-FY2023-Q3.htm")), "10-Q")
    const n = ex.sections.find((s) => s.section_name === "going_concern_note")!
    const result = detectFlags("going_concern_note", n.cleaned_text, n.line_starts)
    expect(result.flags.going_concern_flag).toBe(true)
    expect(result.evidence.filter((e) => e.flag === "going_concern_flag").map((e) => e.sentence)).toContain(CONCLUDED)
    expect(FLAG_NAMES.filter((f) => result.flags[f])).toEqual(["going_concern_flag"])
  })
})
