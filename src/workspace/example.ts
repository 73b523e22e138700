/**
 * A fixed, hand-written example result for the scorecard widget when it is asked without a
 * filing (the workspace's validation request, or `demo=1`). It describes a made-up company
 * and is always rendered under an "example data" label: none of its numbers is a real score.
 */
import { METRICS_ENGINE_VERSION, PARSER_VERSION, SOFTWARE_VERSION } from "../domain/versions.js"
import type { FullResult } from "../pipeline/analysis/result.js"
import { SCORING_CONSTANTS_VERSION } from "../scoring/constants.js"

const hash = (digit: string): string => digit.repeat(64)

export const EXAMPLE_TICKER = "EXAMPLE"

export const EXAMPLE_RESULT: FullResult = {
  filing: {
    ticker: EXAMPLE_TICKER,
    cik: null,
    company_name: "Example Manufacturing Co. (example data)",
    accession_number: null,
    form_type: "10-K",
    fiscal_year: 2024,
    quarter: null,
    period_end: "2024-12-31",
    filing_date: null,
    primary_document: null,
    source_url: null,
    prior_accession_number: null
  },
  sections: [
    {
      section_name: "item_1a_risk_factors",
      status: "body",
      word_count: 9800,
      char_count: 61_000,
      start_offset: 21_000,
      end_offset: 82_000,
      extraction_confidence: 0.95,
      extraction_method: "item_heading_sequence",
      warnings: [],
      text_hash: hash("a")
    },
    {
      section_name: "item_7_mdna",
      status: "body",
      word_count: 7400,
      char_count: 46_000,
      start_offset: 90_000,
      end_offset: 136_000,
      extraction_confidence: 0.93,
      extraction_method: "item_heading_sequence",
      warnings: [],
      text_hash: hash("b")
    },
    {
      section_name: "item_9a_controls",
      status: "body",
      word_count: 900,
      char_count: 5600,
      start_offset: 190_000,
      end_offset: 195_600,
      extraction_confidence: 0.9,
      extraction_method: "item_heading_sequence",
      warnings: [],
      text_hash: hash("c")
    }
  ],
  metrics: {
    form_type: "10-K",
    section_metrics: {
      item_1a_risk_factors: {
        negative_word_ratio: 0.031,
        uncertainty_word_ratio: 0.024,
        litigious_word_ratio: 0.012,
        constraining_word_ratio: 0.009,
        boilerplate_word_ratio: 0.18,
        readability_score: 61
      },
      item_7_mdna: {
        negative_word_ratio: 0.019,
        uncertainty_word_ratio: 0.016,
        uncertainty_term_density: 6.2,
        demand_softness_density: 2.4,
        margin_pressure_density: 1.9,
        liquidity_constraint_density: 3.1
      },
      item_9a_controls: { negative_word_ratio: 0.028, uncertainty_word_ratio: 0.008 }
    },
    section_diffs: { item_1a_risk_factors: 31.5, item_7_mdna: 44.2 },
    section_flags: {
      item_1a_risk_factors: { covenant_breach_flag: true },
      item_7_mdna: { covenant_breach_flag: true },
      item_9a_controls: { material_weakness_flag: true, ineffective_controls_flag: true }
    },
    section_flag_counts: {
      item_1a_risk_factors: { covenant_breach_flag: 1 },
      item_7_mdna: { covenant_breach_flag: 2 },
      item_9a_controls: { material_weakness_flag: 2, ineffective_controls_flag: 1 }
    },
    language_deltas: {
      item_1a_risk_factors: {
        negative_language_delta: 0.42,
        uncertainty_language_delta: 0.18,
        legal_language_delta: -0.05,
        constraining_language_delta: 0.11
      },
      item_7_mdna: {
        negative_language_delta: 0.61,
        uncertainty_language_delta: 0.35,
        legal_language_delta: 0.02,
        constraining_language_delta: 0.27
      }
    },
    extraction_confidences: { item_1a_risk_factors: 0.95, item_7_mdna: 0.93, item_9a_controls: 0.9 },
    diff_confidences: { item_1a_risk_factors: 0.9, item_7_mdna: 0.88 },
    extraction_warnings: [],
    required_sections_present: true,
    has_prior: true,
    fiscal_year: 2024,
    sector: null,
    section_diffs_v2: { item_1a_risk_factors: 28.4, item_7_mdna: 47.9 },
    diff_details: {}
  },
  active_flags: [
    {
      section: "item_9a_controls",
      flag: "material_weakness_flag",
      label: "Material weakness in internal control",
      evidence: [
        {
          section: "item_9a_controls",
          phrase: "material weakness",
          sentence:
            "Management identified a material weakness in internal control over financial reporting related to inventory costing at one plant.",
          start: 412,
          end: 429
        }
      ],
      evidence_count: 1
    },
    {
      section: "item_9a_controls",
      flag: "ineffective_controls_flag",
      label: "Controls and procedures not effective",
      evidence: [
        {
          section: "item_9a_controls",
          phrase: "were not effective",
          sentence: "Our disclosure controls and procedures were not effective as of December 31, 2024.",
          start: 210,
          end: 228
        }
      ],
      evidence_count: 1
    },
    {
      section: "item_7_mdna",
      flag: "covenant_breach_flag",
      label: "Debt covenant breach or waiver",
      evidence: [
        {
          section: "item_7_mdna",
          phrase: "waiver",
          sentence: "In the fourth quarter we obtained a waiver from our lenders of the leverage covenant under the revolving credit facility.",
          start: 30_112,
          end: 30_118
        }
      ],
      evidence_count: 1
    }
  ],
  changes: {
    section_diffs: { item_1a_risk_factors: 31.5, item_7_mdna: 44.2 },
    section_diffs_v2: { item_1a_risk_factors: 28.4, item_7_mdna: 47.9 },
    language_deltas: {
      item_1a_risk_factors: {
        negative_language_delta: 0.42,
        uncertainty_language_delta: 0.18,
        legal_language_delta: -0.05,
        constraining_language_delta: 0.11
      },
      item_7_mdna: {
        negative_language_delta: 0.61,
        uncertainty_language_delta: 0.35,
        legal_language_delta: 0.02,
        constraining_language_delta: 0.27
      }
    },
    change_score: { value: 39.1, missing_reason: null },
    sections: [
      {
        section: "item_7_mdna",
        summary: "38 sentences added, 21 removed, 14 modified; liquidity and financing discussion expanded",
        added_samples: ["We expect to remain dependent on our revolving credit facility to fund working capital through 2025."],
        removed_samples: ["We believe cash from operations will be sufficient to fund our needs for the foreseeable future."]
      },
      {
        section: "item_1a_risk_factors",
        summary: "24 sentences added, 9 removed, 11 modified; new risk factor on supplier concentration",
        added_samples: ["A single supplier provides most of the castings used in our largest product line."],
        removed_samples: []
      }
    ]
  },
  scores: {
    overall_disclosure_risk_score: 44.1,
    score_coverage_ratio: 1,
    confidence_score: 0.86,
    confidence_details: { base: 1, parts: {}, penalties: { example_data: 0.14 }, total_penalty: 0.14 },
    missing_components: [],
    components: {
      risk_factor_intensity_score: 52.1,
      disclosure_change_score: 39.1,
      mdna_uncertainty_score: 47.5,
      legal_regulatory_risk_score: 28.3,
      liquidity_stress_score: 61.4,
      boilerplate_risk_score: 35.9,
      internal_controls_risk_score: 78,
      event_severity_score: 40,
      tone_negativity_score: 44.6,
      specificity_quality_score: 57.2,
      cybersecurity_incident_risk_score: 0,
      event_materiality_score: null
    },
    aggregates: {},
    provenance: []
  },
  versions: {
    parser_version: PARSER_VERSION,
    metrics_engine_version: METRICS_ENGINE_VERSION,
    dictionary_version: "example",
    scoring_model_version: "deterministic_scoring_v2",
    scoring_constants_version: SCORING_CONSTANTS_VERSION,
    software_version: SOFTWARE_VERSION
  }
}
