/**
 * The rules' one pattern compiler. A rule is written as a phrase template: regular-expression
 * source in which a literal space stands for `\s+` and `{NAME}` for a vocabulary entry
 * (vocabulary/*.ts), e.g. `received (?:a |an )?{INV}\b[^;]{0,30}?\bfrom (?:the )?(?:{AUTHORITY})`.
 * Templates are case-insensitive (spelled out by `caseless`, so V8 compiles them without the
 * `i` flag) unless compiled with `caseSensitive`, for rules where a capital letter matters
 * (a party's name).
 */
import { caseless } from "../caseless.js"
import { VOCABULARY } from "./vocabulary/index.js"

const SLOT_RE = /\{([A-Z][A-Z_]*)\}/g

/** A template with its `{NAME}` slots filled from the vocabulary (recursively: an entry may name others). */
export const expand = (template: string): string =>
  template.includes("{")
    ? template.replace(SLOT_RE, (whole, name: string) => {
        const entry = VOCABULARY[name]
        return entry === undefined ? whole : expand(entry)
      })
    : template

/** An event rule: case-insensitive; a literal space means `\s+`, and "the company" also reads "the Firm" (the name banks and brokers give themselves). */
export const eventRule = (template: string, flags = ""): RegExp =>
  caseless(expand(template).replace(/\bthe company\b/g, "(?:the company|the firm)").replace(/ /g, "\\s+"), flags)

/** A case-sensitive rule, where a name's capital letter matters ("Lodsys alleged …", not "competitors allege …"); a literal space means `\s+`. */
export const caseSensitive = (template: string, flags = ""): RegExp => new RegExp(expand(template).replace(/ /g, "\\s+"), flags)

/** An accounting-flag trigger: case-insensitive and global; a literal space means `\s+`. */
export const trigger = (template: string): RegExp => caseless(expand(template).replace(/ /g, "\\s+"), "g")

/** Same, non-global, for sentence tests. */
export const sentenceTest = (template: string): RegExp => caseless(expand(template).replace(/ /g, "\\s+"))

/** A rule compiled as written (case-sensitive, a space is one space), with its `{NAME}` slots filled. */
export const literal = (template: string, flags = ""): RegExp => new RegExp(expand(template), flags)
