/**
 * The diff stage: per-section change scores against the prior filing, and language deltas.
 * Pure functions; see docs/diff-methodology.md for every formula.
 */
export { diffSection, diffConfidence } from "./diff.js"
export { languageDeltas, DELTA_SOURCES, type SectionRatios } from "./deltas.js"
export { DiffDetails, NumericChange, SectionDiff, SentenceCounts, TopicName } from "./schema.js"
export { TOPIC_NAMES } from "./topics.js"
