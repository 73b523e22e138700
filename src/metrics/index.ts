/**
 * Metrics stage (`text_metrics_v2`): per-section tone ratios, boilerplate, readability,
 * specificity, MD&A densities, and flags with evidence. Pure functions; the only inputs
 * from files are passed in as contents (lexicon CSV, baseline JSON).
 */
export { METRICS_ENGINE_VERSION } from "../domain/versions.js"
export {
  analyzeSection,
  computeSectionMetrics,
  countTone,
  isMdnaSection,
  MIN_WORDS,
  type MetricsContext,
  type SectionAnalysis,
  type SectionMetricValues,
  toneRatios,
  type ToneCounts,
  type ToneRatios
} from "./compute.js"
export { detectFlags, type FlagEvidence, type FlagResult } from "./flags.js"
export {
  builtinLexicon,
  CATEGORY_BIT,
  LEXICON_CATEGORIES,
  LM_COLUMNS,
  makeLexicon,
  parseLexiconCsv,
  parseWordList,
  type Lexicon,
  type LexiconCategory,
  type LexiconWords
} from "./lexicon.js"
export {
  BoilerplateBaselineFile,
  baselineForFirm,
  buildBoilerplateBaseline,
  firmId,
  EMPTY_BASELINE,
  parseBoilerplateBaseline,
  serializeBoilerplateBaseline,
  type BaselineDoc,
  type BaselineOptions,
  type BoilerplateBaseline
} from "./boilerplate.js"
export { DENSITY_TERMS } from "./densities.js"
export { FlagEvidenceSchema, SectionMetricValuesSchema } from "./schema.js"
export { scanWords, splitSentences, tokenize, type Span } from "./text.js"
