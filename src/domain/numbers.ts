/**
 * Numeric wire types, annotated once so that every JSON Schema made from them (the OpenAPI
 * document, MCP tool schemas) says what a value is — "a number from 0 to 100" — rather than
 * the name of a filter ("between(0, 100)").
 */
import { Schema } from "effect"

/** A whole number. */
export const Integer = Schema.Number.pipe(Schema.int({ title: "integer", description: "a whole number" }))

/** A whole number, 0 or more (counts, offsets). */
export const Count = Integer.pipe(Schema.nonNegative({ title: "count", description: "a whole number, 0 or more" }))

/** A finite number. */
export const Finite = Schema.Number.pipe(Schema.finite({ title: "number", description: "a finite number" }))

/** A finite number from 0 to 1. */
export const Ratio = Schema.Number.pipe(Schema.finite(), Schema.between(0, 1, { title: "ratio", description: "a number from 0 to 1" }))

/** A finite number from 0 to 100 (scores, ranks). */
export const Score100 = Schema.Number.pipe(Schema.finite(), Schema.between(0, 100, { title: "score", description: "a number from 0 to 100" }))

/** A finite number from -100 to 100 (changes between filings). */
export const Delta100 = Schema.Number.pipe(
  Schema.finite(),
  Schema.between(-100, 100, { title: "change", description: "a number from -100 to 100" })
)
