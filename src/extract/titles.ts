/**
 * Section titles that filers who organise the report around their own structure use for
 * the sections a "Form 10-K (10-Q) cross-reference index" maps an item to, besides the
 * item's usual title (taxonomy.ts). Matched against the start of a normalised heading
 * (lower case, straight quotes).
 */
import type { FormType } from "../domain/forms.js"

type TitleTable = Readonly<Record<string, RegExp>>

/** 10-K: item id -> other titles of its section. */
const TEN_K: TitleTable = {
  "1": /^(?:about (?!this report)|business (?:summary|overview)|(?:introduction to|fundamentals of) our business|our business$)/,
  "1A": /^risk factors$/,
  "1C": /^cyber ?security(?: risk management| governance)?$/,
  "3": /^(?:legal (?:proceedings|matters)|litigation)$/,
  "7": /^(?:management'?s'? discussion and analysis|md&a$)/,
  "7A": /^(?:market risk|(?:financial )?risk management)$/,
  "9A": /^(?:controls and procedures|management'?s (?:annual )?report on internal control)/
}

/** 10-Q: "part.item" -> other titles of its section. */
const TEN_Q: TitleTable = {
  "1.2": /^(?:management'?s'? discussion and analysis|md&a$)/,
  "1.3": /^(?:market risk|(?:financial )?risk management)$/,
  "1.4": /^controls and procedures/,
  "2.1": /^(?:legal (?:proceedings|matters)|litigation)$/,
  "2.1A": /^risk factors$/
}

/** Other titles of an item's section, or null. */
export const otherTitles = (form: FormType, part: number, id: string): RegExp | null =>
  form === "10-K" ? (TEN_K[id] ?? null) : form === "10-Q" ? (TEN_Q[`${part}.${id}`] ?? null) : null
