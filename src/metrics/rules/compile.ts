/**
 * The rules' one pattern compiler. A rule is written as a phrase template: regular-expression
 * source in which a literal space stands for `\s+` and `{NAME}` for a vocabulary entry
 * (vocabulary/*.ts), e.g. `received (?:a |an )?{INV}\b[^;]{0,30}?\bfrom (?:the )?(?:{AUTHORITY})`.
 * Templates are case-insensitive (spelled out by `caseless`, so V8 compiles them without the
 * `i` flag) unless compiled with `caseSensitive`, for rules where a capital letter matters
 * (a party's name).
 *
 * A vocabulary entry is prepared and case-folded once, however many rules name it (the
 * authorities are named by 73 rules): a template's source is its own text, folded, with the
 * entries' folded text spliced in, the same source as folding the whole expanded template.
 */
import { caselessJoined, foldCase } from "../caseless.js"
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

/** How a kind of rule prepares its text before folding (the same for a template's own text and the entries it names). */
interface Kind {
  readonly prepare: (text: string) => string
  /** Each entry prepared and expanded (`source`) and folded (`folded`, null when it cannot be). */
  readonly entries: Map<string, { readonly source: string; readonly folded: string | null }>
}

const EVENT: Kind = { prepare: (t) => t.replace(/\bthe company\b/g, "(?:the company|the firm)").replace(/ /g, "\\s+"), entries: new Map() }
const TRIGGER: Kind = { prepare: (t) => t.replace(/ /g, "\\s+"), entries: new Map() }

/** A template prepared and folded part by part: its own text and, for each slot, the entry's memoised fold. */
const compose = (kind: Kind, template: string): { source: string; folded: string | null } => {
  let source = ""
  let folded: string | null = ""
  let last = 0
  SLOT_RE.lastIndex = 0
  const parts: Array<string> = []
  for (let m = SLOT_RE.exec(template); m !== null; m = SLOT_RE.exec(template)) {
    const name = m[1] as string
    if (VOCABULARY[name] === undefined) continue
    parts.push(template.slice(last, m.index), name)
    last = m.index + m[0].length
  }
  parts.push(template.slice(last))
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 0) {
      const text = kind.prepare(parts[i] as string)
      source += text
      const f: string | null = folded === null ? null : foldCase(text)
      folded = folded === null || f === null ? null : folded + f
    } else {
      const e = entry(kind, parts[i] as string)
      source += e.source
      folded = folded === null || e.folded === null ? null : folded + e.folded
    }
  }
  return { source, folded }
}

const entry = (kind: Kind, name: string): { readonly source: string; readonly folded: string | null } => {
  let e = kind.entries.get(name)
  if (e === undefined) {
    e = compose(kind, VOCABULARY[name] as string)
    kind.entries.set(name, e)
  }
  return e
}

/** An event rule: case-insensitive; a literal space means `\s+`, and "the company" also reads "the Firm" (the name banks and brokers give themselves). */
export const eventRule = (template: string, flags = ""): RegExp => {
  const c = compose(EVENT, template)
  return caselessJoined(c.source, c.folded, flags)
}

/** A case-sensitive rule, where a name's capital letter matters ("Lodsys alleged …", not "competitors allege …"); a literal space means `\s+`. */
export const caseSensitive = (template: string, flags = ""): RegExp => new RegExp(expand(template).replace(/ /g, "\\s+"), flags)

/** An accounting-flag trigger: case-insensitive and global; a literal space means `\s+`. */
export const trigger = (template: string): RegExp => {
  const c = compose(TRIGGER, template)
  return caselessJoined(c.source, c.folded, "g")
}

/** Same, non-global, for sentence tests. */
export const sentenceTest = (template: string): RegExp => {
  const c = compose(TRIGGER, template)
  return caselessJoined(c.source, c.folded)
}

/** A rule compiled as written (case-sensitive, a space is one space), with its `{NAME}` slots filled. */
export const literal = (template: string, flags = ""): RegExp => new RegExp(expand(template), flags)
