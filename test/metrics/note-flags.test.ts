/**
 * A legal matter stated only in the note a legal-proceedings item points to
 * (`legal_proceedings_note`, src/extract/notes.ts) raises its flag, with evidence in the note,
 * read as Item 3 is read; scoring sees the note through its flags only (v1 and v2 read the
 * items' own metrics, diffs and confidences).
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { decodeMetricsDocument, type MetricsDocument } from "../../src/domain/metrics-document.js"
import { type ExtractedSection, type Extraction, extractSections } from "../../src/extract/index.js"
import { builtinLexicon, detectFlags, EMPTY_BASELINE } from "../../src/metrics/index.js"
import { analyzeExtractions } from "../../src/pipeline/analysis/analyze.js"
import { Calibration } from "../../src/scoring/calibration.js"
import { CalibrationLive } from "../../src/pipeline/analysis/calibration.js"
import { scoreV1, scoreV2 } from "../../src/scoring/scoring-model.js"
import { corpusDir } from "../extract/corpus.js"
import { filler, p, tenK } from "../extract/fixtures.js"
import { withData } from "../support/data.js"

const LEGAL = "On March 3, 2024, Acme Holdings filed a lawsuit against the Company in the U.S. District Court for the District of Delaware alleging infringement of three patents."
const FOLLOW_ON = "In May 2024, the court denied the Company’s motion to dismiss."

/** A 10-K whose Item 3 points to Note 9, where the only lawsuit is told. */
const filing = (): string =>
  tenK({
    bodies: {
      "Item 3.": p("See Note 9, Commitments and Contingencies, to the consolidated financial statements in Item 8 of this Annual Report on Form 10-K."),
      "Item 8.": [
        p("Note 8. Leases"),
        p(filler("lease", 120)),
        p("Note 9. Commitments and Contingencies"),
        p("Purchase Obligations"),
        p(filler("purchase obligation", 80)),
        p("Patent Litigation"),
        p(`${LEGAL} ${FOLLOW_ON}`),
        p("Note 10. Income Taxes"),
        p(filler("income tax", 120))
      ].join("\n")
    }
  })

const note = (ex: Extraction): ExtractedSection => {
  const s = ex.sections.find((x) => x.section_name === "legal_proceedings_note")
  if (s === undefined) throw new Error(`no note; sections ${ex.sections.map((x) => x.section_name).join(", ")}`)
  return s
}

describe("a lawsuit told only in the note Item 3 points to", () => {
  const ex = extractSections(filing(), "10-K")

  it("raises material_legal_proceeding_flag with the note's sentences as evidence, read as Item 3 is read", () => {
    const n = note(ex)
    const result = detectFlags("legal_proceedings_note", n.cleaned_text, n.line_starts)
    expect(result.flags.material_legal_proceeding_flag).toBe(true)
    const sentences = result.evidence.filter((e) => e.flag === "material_legal_proceeding_flag").map((e) => e.sentence)
    expect(sentences).toContain(LEGAL)
    // a ruling that follows the lawsuit is a step of its narrative in a legal-proceedings section
    expect(sentences).toContain(FOLLOW_ON)
    for (const e of result.evidence) {
      expect(e.section).toBe("legal_proceedings_note")
      expect(e.sentence).toContain(n.cleaned_text.slice(e.start, e.end))
    }
    // no item section states it
    for (const s of ex.sections) {
      if (s.section_name === "legal_proceedings_note" || s.status !== "body") continue
      expect(detectFlags(s.section_name as "item_7_mdna", s.cleaned_text, s.line_starts).flags.material_legal_proceeding_flag, s.section_name).toBe(false)
    }
  })

  it("the metrics document carries the note's flags, metrics and counts, but no confidence of it; v1 and v2 see it through its flags only", async () => {
    const analysis = analyzeExtractions({ form: "10-K", current: { bytes: filing() }, prior: null }, ex, null, "no prior filing", {
      lexicon: builtinLexicon(),
      baseline: EMPTY_BASELINE
    })
    const active = analysis.activeFlags.filter((f) => f.flag === "material_legal_proceeding_flag")
    expect(active.map((f) => f.section)).toEqual(["legal_proceedings_note"])
    expect(active[0]!.evidence.map((e) => e.sentence)).toContain(LEGAL)
    const m = analysis.metrics
    expect(m.section_flags.legal_proceedings_note?.material_legal_proceeding_flag).toBe(true)
    expect(m.section_flag_counts?.legal_proceedings_note?.material_legal_proceeding_flag).toBeGreaterThanOrEqual(2)
    expect(m.section_metrics.legal_proceedings_note?.litigious_word_ratio).toBeGreaterThan(0)
    expect(m.extraction_confidences).not.toHaveProperty("legal_proceedings_note")
    expect(m.extraction_confidences).toHaveProperty("item_3_legal_proceedings")

    const decoded = decodeMetricsDocument(m)
    expect(Either.isRight(decoded)).toBe(true)
    const doc = Either.getOrThrow(decoded)
    // the same document with the note's metrics gone and only its flags kept scores the same
    const flagsOnly: MetricsDocument = {
      ...doc,
      section_metrics: Object.fromEntries(Object.entries(doc.section_metrics).filter(([k]) => k !== "legal_proceedings_note"))
    }
    const calibration = await Effect.runPromise(Effect.provide(Calibration, CalibrationLive))
    expect(scoreV1(doc)).toEqual(scoreV1(flagsOnly))
    expect(scoreV2(doc, calibration)).toEqual(scoreV2(flagsOnly, calibration))
    // and the flag counts as any section's: the legal component has it as a serious-flag row of the note
    const legal = scoreV2(doc, calibration).provenance.find((x) => x.score_name === "legal_regulatory_risk_score")!
    expect(legal.inputs["material_legal_proceeding_flag"]).toMatchObject({ section: "legal_proceedings_note", reason: "serious_flag" })
  })
})

withData("edgar").describe("Amazon FY2023 10-K (EDGAR mirror)", () => {
  it("the FTC lawsuit of Note 7 raises material_legal_proceeding_flag, which no item raises", () => {
    const ex = extractSections(readFileSync(path.join(corpusDir, "Archives/edgar/data/1018724/000101872424000008/amzn-20231231.htm")), "10-K")
    const n = note(ex)
    const result = detectFlags("legal_proceedings_note", n.cleaned_text, n.line_starts)
    expect(result.flags.material_legal_proceeding_flag).toBe(true)
    expect(result.evidence.map((e) => e.sentence)).toContain(
      "The Federal Trade Commission and a number of state Attorneys General filed a similar lawsuit in September 2023 in the W.D. Wash. alleging violations of federal antitrust and state antitrust and consumer protection laws."
    )
    for (const s of ex.sections) {
      if (s.section_name === "legal_proceedings_note" || s.status !== "body") continue
      expect(detectFlags(s.section_name as "item_7_mdna", s.cleaned_text, s.line_starts).flags.material_legal_proceeding_flag, s.section_name).toBe(false)
    }
  })
})
