/**
 * Wire shapes of the diff stage, shared by the HTTP API, the CLI, the MCP tools and the
 * library. All numbers are finite and rounded to 4 decimals.
 */
import { Schema } from "effect"
import { Count, Finite, Ratio, Score100 } from "../domain/numbers.js"
import { TOPIC_NAMES } from "./topics.js"

const Unit = Ratio

export const TopicName = Schema.Literal(...TOPIC_NAMES).annotations({
  identifier: "DisclosureTopic",
  description: "A disclosure topic of the fixed diff-stage vocabulary"
})

/** A number that changed between a prior sentence and its aligned current sentence. */
export const NumericChange = Schema.Struct({
  prior: Schema.String.annotations({ description: "The value as written in the prior sentence, e.g. \"$1.2 billion\"" }),
  current: Schema.String.annotations({ description: "The value as written in the current sentence" }),
  context: Schema.String.annotations({ description: "The current sentence (at most 300 characters)" })
}).annotations({ identifier: "NumericChange" })
export type NumericChange = typeof NumericChange.Type

/** Sentence counts of the alignment. */
export const SentenceCounts = Schema.Struct({
  added: Count.annotations({ description: "Current sentences with no prior counterpart" }),
  removed: Count.annotations({ description: "Prior sentences with no current counterpart" }),
  modified: Count.annotations({ description: "Aligned pairs whose wording or figures differ" }),
  unchanged: Count.annotations({ description: "Current sentences identical to a prior sentence (ignoring case and punctuation)" })
}).annotations({ identifier: "SentenceCounts" })
export type SentenceCounts = typeof SentenceCounts.Type

export const DiffDetails = Schema.Struct({
  added_samples: Schema.Array(Schema.String).annotations({
    description: "Up to 5 added sentences, the longest, in document order"
  }),
  removed_samples: Schema.Array(Schema.String).annotations({
    description: "Up to 5 removed sentences, the longest, in document order"
  }),
  numeric_changes: Schema.Array(NumericChange).annotations({
    description: "Up to 10 changed figures in aligned sentence pairs, in current document order"
  }),
  counts: SentenceCounts,
  summary: Schema.String.annotations({ description: "One-line summary of the change" })
}).annotations({ identifier: "DiffDetails" })
export type DiffDetails = typeof DiffDetails.Type

export const SectionDiff = Schema.Struct({
  disclosure_change_score: Schema.NullOr(Score100).annotations({
    description: "v1 change score 0..100: text dissimilarity, growth and topic shifts; null when a side has no words"
  }),
  disclosure_change_score_v2: Schema.NullOr(Score100).annotations({
    description: "Sentence-aligned change score 0..100: length-weighted share of added, removed and modified content"
  }),
  diff_confidence: Unit.annotations({ description: "0..1; lower for short texts and extreme length ratios" }),
  lexical_similarity: Schema.NullOr(Unit).annotations({
    description: "TF-IDF cosine over content-word unigrams and bigrams, fitted on the pair"
  }),
  shingle_similarity: Schema.NullOr(Unit).annotations({ description: "Jaccard overlap of 4-word shingle sets" }),
  length_change: Schema.NullOr(Finite).annotations({
    description: "(current words − prior words) / prior words, as a ratio"
  }),
  current_word_count: Count,
  prior_word_count: Count,
  new_topics: Schema.Array(TopicName),
  intensified_topics: Schema.Array(TopicName),
  removed_topics: Schema.Array(TopicName),
  diff_details: DiffDetails
}).annotations({
  identifier: "SectionDiff",
  description: "How much one section changed against the same section of the prior filing"
})
export type SectionDiff = typeof SectionDiff.Type
