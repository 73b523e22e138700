/**
 * The rules' one pattern compiler. A rule is written as a phrase template: regular-expression
 * source in which a literal space stands for `\s+` and `{NAME}` for a vocabulary entry
 * (vocabulary/*.ts), e.g. `received (?:a |an )?{INV}\b[^;]{0,30}?\bfrom (?:the )?(?:{AUTHORITY})`.
 * Templates are case-insensitive (spelled out by `caseless`, so V8 compiles them without the
 * `i` flag) unless compiled with `caseSensitive`, for rules where a capital letter matters
 * (a party's name).
 *
 * A vocabulary entry is prepared and case-folded once, however many rules name it: a template's
 * source is its own text, folded, with the entries' folded text spliced in, the same source as
 * folding the whole expanded template.
 *
 * The authorities (named by about seventy rules) are a slot matched once per sentence: a rule that
 * names `{AUTHORITY}` is compiled with the slot written as a run of placeholders, and reads a
 * masked copy of the sentence (`maskSlots`) in which every mention of an authority is such a run
 * (vocabulary/slots.ts). The cyber incidents (`{CYBER}`) are a second such slot, with a copy of
 * their own (`maskCyber`).
 */
import { caselessJoined, caselessJoinedInto, foldCase } from "../caseless.js"
import { requirementsOf } from "./needs.js"
import { READ_NEEDS } from "./needs-table.js"
import { VOCABULARY } from "./vocabulary/index.js"
import { ACRONYM, AUTHORITY_FINDER, CYBER_MASKED_SLOTS, CYBER_PLACEHOLDER_RE, CYBER_REST, CYBER_START, CYBER_WORD_BOUNDARY, CYBER_WORDLIKE_CHARS, DEPARTMENT, FINDER_ENTRIES, MASKED_SLOTS, MASKED_WORD_BOUNDARY, NAME, OTHER, OTHER_PRIVATE_USE, PLACEHOLDER_RE, WORDLIKE_CHARS, WORDS } from "./vocabulary/slots.js"

const SLOT_RE = /\{([A-Z][A-Z_]*)\}/g

/**
 * Rules are built on first use: a filing runs a fraction of them (of about 300 event anchors, a
 * 10-K pair runs about 135), and expanding, folding and parsing every template when the modules
 * load was most of the rules' load. A rule is a regex made with an empty pattern and its flags,
 * whose first `source`, `flags`, `ignoreCase`, `split`, `matchAll` or `exec` (what `test`,
 * `match`, `replace` and `search` call) gives it its own pattern in place
 * (`RegExp.prototype.compile`, `lastIndex` kept) and removes these own properties again: from then
 * on it is an ordinary regex, the same one the template always compiled to. Until then an `exec`
 * on a text that lacks what every match contains (needs.ts: a word of each of its needs) fails as the rule would,
 * without building it: most rules a filing runs never match, and compiling a pattern is most of
 * the cost of its first run.
 */
interface Pending {
  /** Gives the regex its pattern and flags. */
  readonly build: (re: RegExp) => void
  /** The template as `requirementsOf` reads what every match contains from it: each slot written as a single wildcard character, the rest as prepared for the pattern. */
  readonly read: () => string
  /** Lists of words every match contains one word of each of (null: none known), once read. */
  needs?: ReadonlyArray<ReadonlyArray<string>> | null
}

const builds = new WeakMap<RegExp, Pending>()
/** Every rule made to be built on first use, in the order made. */
const made: Array<Pending> = []

/** The templates of the rules made so far, as what every match contains is read from them (needs-ahead.ts). */
export const madeReads = (): ReadonlyArray<string> => made.map((p) => p.read())

/** What every match of a rule still to be built contains: a word of each list (read ahead by the build, or now). */
const needsOfPending = (p: Pending): ReadonlyArray<ReadonlyArray<string>> | null => {
  if (p.needs === undefined) {
    const read = p.read()
    const ahead = READ_NEEDS.get(read)
    const needs = ahead === undefined ? requirementsOf(read) : ahead
    p.needs = needs === null ? null : needs.map(internedList)
  }
  return p.needs
}

/** One array per distinct list of needed words, so that what a text holds of a list is read once per text (`holdsOne`), however many rules need it. */
const lists = new Map<string, ReadonlyArray<string>>()
const internedList = (words: ReadonlyArray<string>): ReadonlyArray<string> => {
  const key = words.join("\u0000")
  let list = lists.get(key)
  if (list === undefined) {
    list = words
    lists.set(key, list)
  }
  return list
}

/** Builds `re` if it is still to be built. */
const build = (re: RegExp): void => {
  const pending = builds.get(re)
  if (pending === undefined) return
  builds.delete(re)
  // removed in the reverse order of their definition (V8 then gives the regex back its ordinary shape)
  for (let i = LAZY_KEYS.length - 1; i >= 0; i--) Reflect.deleteProperty(re, LAZY_KEYS[i] as PropertyKey)
  const lastIndex = re.lastIndex
  pending.build(re)
  re.lastIndex = lastIndex
}

/** The last text read in lower case (the rules run one after another on the same sentence). */
let lowerOf = ""
let lowered = ""

/** Whether `text` may hold a match of the rule still to be built: it holds a word of each of the lists every match contains one word of. */
const mayMatch = (pending: Pending, text: string): boolean => {
  const needs = needsOfPending(pending)
  if (needs === null) return true
  if (text !== lowerOf) {
    lowerOf = text
    lowered = text.toLowerCase()
    held.clear()
  }
  for (const need of needs) {
    let holds = held.get(need)
    if (holds === undefined) {
      holds = holdsOne(lowered, need)
      held.set(need, holds)
    }
    if (!holds) return false
  }
  return true
}

/** Whether the last text read holds a word of each list read of it so far. */
const held = new Map<ReadonlyArray<string>, boolean>()

const holdsOne = (text: string, words: ReadonlyArray<string>): boolean => {
  for (const w of words) if (text.includes(w)) return true
  return false
}

/** What every match of `re` contains (a word of each list), read as its first `exec` reads it: undefined once `re` is built (or for a regex not built on first use). */
export const pendingNeeds = (re: RegExp): ReadonlyArray<ReadonlyArray<string>> | null | undefined => {
  const pending = builds.get(re)
  return pending === undefined ? undefined : needsOfPending(pending)
}

const LAZY: PropertyDescriptorMap = {
  exec: {
    configurable: true,
    writable: true,
    value(this: RegExp, text: string): RegExpExecArray | null {
      const pending = builds.get(this)
      if (pending !== undefined && typeof text === "string" && !mayMatch(pending, text)) {
        // what a failed match does
        if (this.global || this.sticky) this.lastIndex = 0
        return null
      }
      build(this)
      return this.exec(text)
    }
  },
  source: {
    configurable: true,
    get(this: RegExp): string {
      build(this)
      return this.source
    }
  },
  flags: {
    configurable: true,
    get(this: RegExp): string {
      build(this)
      return this.flags
    }
  },
  ignoreCase: {
    configurable: true,
    get(this: RegExp): boolean {
      build(this)
      return this.ignoreCase
    }
  },
  [Symbol.split]: {
    configurable: true,
    writable: true,
    value(this: RegExp, text: string, limit?: number): Array<string> {
      build(this)
      return this[Symbol.split](text, limit)
    }
  },
  [Symbol.matchAll]: {
    configurable: true,
    writable: true,
    value(this: RegExp, text: string): IterableIterator<RegExpMatchArray> {
      build(this)
      return this[Symbol.matchAll](text)
    }
  }
}
/** The own properties of a regex still to be built, in the order `Object.defineProperties` defines them. */
const LAZY_KEYS: ReadonlyArray<PropertyKey> = Reflect.ownKeys(LAZY)

/** A regex with `flags` (without the `i` that `build` may add) that `build` gives its pattern on first use. */
const lazy = (flags: string, read: () => string, build: (re: RegExp) => void): RegExp => {
  const re = new RegExp("(?:)", flags)
  Object.defineProperties(re, LAZY)
  const pending: Pending = { build, read }
  builds.set(re, pending)
  made.push(pending)
  return re
}

/** How an entry's text stands in a template: as one part, as alternatives at its top level, or otherwise (a quantifier first, an open group, a trailing escape). */
const shapes = new Map<string, "part" | "alternatives" | "other">()

const shapeOfText = (text: string): "part" | "alternatives" | "other" => {
  if (/^[*+?{]/.test(text) || /(?:^|[^\\])(?:\\\\)*\\$/.test(text)) return "other"
  let depth = 0
  let inClass = false
  let alternatives = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === "\\") i++
    else if (inClass) inClass = c !== "]"
    else if (c === "[") inClass = true
    else if (c === "(") depth++
    else if (c === ")") {
      if (--depth < 0) return "other"
    } else if (c === "|" && depth === 0) alternatives = true
  }
  return depth !== 0 || inClass ? "other" : alternatives ? "alternatives" : "part"
}

/** The shape of the entry `name` in any kind of rule (the vocabulary's and the masked slots' own texts). */
const shapeOf = (name: string): "part" | "alternatives" | "other" => {
  let shape = shapes.get(name)
  if (shape === undefined) {
    const texts = [VOCABULARY[name], MASKED_SLOTS[name], CYBER_MASKED_SLOTS[name]].flatMap((t) => (t === undefined ? [] : [expand(t)]))
    const each = texts.map(shapeOfText)
    shape = each.includes("other") ? "other" : each.includes("alternatives") ? "alternatives" : "part"
    shapes.set(name, shape)
  }
  return shape
}

/**
 * A template with its slots as what requires nothing of a match: a class that matches any one
 * character (which keeps a word boundary beside it where the entry's own text would have one), or
 * for an entry of alternatives, alternatives of its own (the text before and after the slot are
 * then alternatives too). A template with an entry of another shape is read as requiring nothing.
 */
const slotless = (template: string): string => {
  let other = false
  const out = template.replace(/\{([A-Z][A-Z_]*)\}/g, (_, name: string) => {
    const shape = shapeOf(name)
    if (shape === "other") other = true
    return shape === "alternatives" ? "[^]|[^]|[^]" : "[^]"
  })
  return other ? "" : out
}

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
  /** Entries written otherwise for this kind (the masked slots); the others are the base kind's. */
  readonly own?: Readonly<Record<string, string>>
  readonly base?: Kind
}

/**
 * A template's spaces as the pattern reads them: a space is `\s+`, and an optional space (" ?",
 * as in "cyber ?criminals" or "plea of) ?guilty") is `\s*`, not a lazy `\s+?` that still needs one.
 */
const spaces = (t: string): string => t.replace(/ \?/g, "\\s*").replace(/ /g, "\\s+")

/** "restated" as older filings also write it, "re-stated" (and "re-statement", "re-state"). */
const restatWords = (t: string): string => t.replace(/restat/g, "re-?stat")

const prepareEvent = (t: string): string => spaces(restatWords(t.replace(/\bthe company\b/g, "(?:the company|the firm)")))
const EVENT: Kind = { prepare: prepareEvent, entries: new Map() }
/**
 * A template's own text as it reads the masked copy: a run stands for letters, so word characters
 * (`\w`, in a class or not) include the placeholders, and a word boundary (`\b`) is one with
 * placeholders read as letters.
 */
const maskedReading = (t: string, boundary: string, wordlike: string): string => {
  if (!t.includes("\\b") && !t.includes("\\w")) return t
  let out = ""
  let inClass = false
  for (let i = 0; i < t.length; i++) {
    const c = t[i] as string
    if (c === "\\") {
      const next = t[i + 1] ?? ""
      out += next === "b" && !inClass ? boundary : next === "w" ? (inClass ? wordlike : `[${wordlike}]`) : c + next
      i++
      continue
    }
    if (c === "[") inClass = true
    else if (c === "]") inClass = false
    out += c
  }
  return out
}
/** Event rules that name a masked slot: the slot as its runs of placeholders (their own text read by `maskedReading`). */
const EVENT_MASKED: Kind = { prepare: prepareEvent, entries: new Map(), own: MASKED_SLOTS, base: EVENT }
/** Event rules that name the cyber slot: the slot as its run. */
const EVENT_CYBER: Kind = { prepare: prepareEvent, entries: new Map(), own: CYBER_MASKED_SLOTS, base: EVENT }
/** The pattern that finds the mentions: the authorities' names with a department's head only. */
const FINDER: Kind = { prepare: prepareEvent, entries: new Map(), own: FINDER_ENTRIES }
const TRIGGER: Kind = { prepare: (t) => spaces(restatWords(t)), entries: new Map() }

/** The entry `name` as `kind` writes it, or undefined when the vocabulary has no such entry. */
const templateOf = (kind: Kind, name: string): string | undefined => kind.own?.[name] ?? VOCABULARY[name]

/** A template prepared and folded part by part: its own text and, for each slot, the entry's memoised fold. */
const compose = (kind: Kind, template: string): { source: string; folded: string | null } => {
  let source = ""
  let folded: string | null = ""
  let last = 0
  SLOT_RE.lastIndex = 0
  const parts: Array<string> = []
  for (let m = SLOT_RE.exec(template); m !== null; m = SLOT_RE.exec(template)) {
    const name = m[1] as string
    if (templateOf(kind, name) === undefined) continue
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
  if (kind.base !== undefined && kind.own?.[name] === undefined) return entry(kind.base, name)
  let e = kind.entries.get(name)
  if (e === undefined) {
    e = compose(kind, templateOf(kind, name) as string)
    kind.entries.set(name, e)
  }
  return e
}

/** The copies of a sentence that rules read instead of the sentence: the authorities masked, the cyber incidents masked. */
export type MaskedCopy = "authority" | "cyber"

/** The event rules that read a masked copy of a sentence: the template each was compiled from, and which copy. */
const masked = new WeakMap<RegExp, { readonly template: string; readonly copy: MaskedCopy }>()

/**
 * An event rule: case-insensitive; a literal space means `\s+`, and "the company" also reads "the
 * Firm" (the name banks and brokers give themselves). A rule that names an authority reads the
 * masked copy of a sentence (`readsMasked`, `maskSlots`); one that names a cyber incident, its
 * cyber copy (`maskCyber`); one that names both is written out.
 */
export const eventRule = (template: string, flags = ""): RegExp => {
  const authority = namesMaskedSlot(template)
  const cyber = template.includes("{CYBER}") && !slotInAlternation(template, "{CYBER}")
  if (authority === cyber || (authority && template.includes("{CYBER}"))) return eventRuleExpanded(template, flags)
  const re = lazy(
    flags,
    () => prepareEvent(slotless(template)),
    (re) => {
      const c = authority
        ? compose(EVENT_MASKED, maskedReading(template, MASKED_WORD_BOUNDARY, WORDLIKE_CHARS))
        : compose(EVENT_CYBER, maskedReading(template, CYBER_WORD_BOUNDARY, CYBER_WORDLIKE_CHARS))
      caselessJoinedInto(re, c.source, c.folded, flags)
    }
  )
  masked.set(re, { template, copy: authority ? "authority" : "cyber" })
  return re
}

/** An event rule with every slot filled from the vocabulary, masked slots too: what `eventRule` matches, read in the sentence itself. */
export const eventRuleExpanded = (template: string, flags = ""): RegExp =>
  lazy(
    flags,
    () => prepareEvent(slotless(template)),
    (re) => {
      const c = compose(EVENT, template)
      caselessJoinedInto(re, c.source, c.folded, flags)
    }
  )

/**
 * Whether a slot stands as one of the alternatives of a group (or of the whole template): "(?:{CYBER}|cyber[\\w-]*)".
 * The rule's own alternatives there may read words of a mention ("gaining unauthorized access" against the
 * mention "unauthorized access to our"), which the masked copy no longer holds: such a rule is written out.
 */
const slotInAlternation = (template: string, slot: string): boolean => {
  // for each open group (and the template itself): whether it has a "|" of its own, and whether it holds the slot directly
  const stack: Array<{ alternation: boolean; slot: boolean }> = [{ alternation: false, slot: false }]
  let inClass = false
  for (let i = 0; i < template.length; i++) {
    const c = template[i] as string
    if (c === "\\") {
      i++
      continue
    }
    if (inClass) {
      if (c === "]") inClass = false
      continue
    }
    const top = stack[stack.length - 1] as { alternation: boolean; slot: boolean }
    if (c === "[") inClass = true
    else if (c === "(") stack.push({ alternation: false, slot: false })
    else if (c === ")") {
      stack.pop()
      if (top.alternation && top.slot) return true
    } else if (c === "|") top.alternation = true
    else if (template.startsWith(slot, i)) top.slot = true
  }
  return stack.some((g) => g.alternation && g.slot)
}

const namesMaskedSlot = (template: string): boolean => {
  for (const name in MASKED_SLOTS) if (template.includes(`{${name}}`)) return true
  return false
}

/** Whether `re` reads a masked copy of a sentence (`maskSlots`, `maskCyber`) rather than the sentence. */
export const readsMasked = (re: RegExp): boolean => masked.has(re)

/** Which masked copy `re` reads, if any. */
export const maskedCopyOf = (re: RegExp): MaskedCopy | undefined => masked.get(re)?.copy

/** The template a rule that reads a masked copy was compiled from. */
export const maskedTemplate = (re: RegExp): string | undefined => masked.get(re)?.template

/** The copy of `sentence` that `re` reads (the sentence itself for a rule that reads no masked copy). */
export const subjectOf = (re: RegExp, sentence: string): string => {
  const copy = maskedCopyOf(re)
  return copy === undefined ? sentence : copy === "authority" ? maskSlots(sentence) : maskCyber(sentence)
}

/** The mentions, left to right (global), and the same ending at the end of a word (sticky). */
let finders: { readonly all: RegExp; readonly whole: RegExp } | null = null

const findersOf = (): NonNullable<typeof finders> => {
  if (finders === null) {
    const c = compose(FINDER, AUTHORITY_FINDER)
    finders = {
      all: caselessJoined(c.source, c.folded, "g"),
      whole: caselessJoined(`(?:${c.source})(?!\\w)`, c.folded === null ? null : `(?:${c.folded})(?!\\w)`, "y")
    }
  }
  return finders
}

/** A mention made of words of two or more word characters (read on through by a department's name). */
const WORDS_RE = /^[a-zA-Z]\w+(?:\s+[a-zA-Z]\w+)*$/
/** What lies between a mention and an abbreviation in parentheses that defines it ("Environmental Protection Agency (EPA)"). */
const DEFINITION_GAP_RE = /^\s+\($/
const isWordCode = (c: number): boolean => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f

/**
 * The sentence with every mention of an authority replaced by a run of placeholders of its length
 * (vocabulary/slots.ts), found left to right as the slot's own pattern finds them: what the rules
 * that name the slot read. A mention whose first reading ends inside a word ("Commission" in
 * "Commissioner’s Office") is read to the end of a word when another of its alternatives does so
 * (the reading a rule with a word boundary after the slot backtracks to), and kept otherwise
 * ("commissions", "regulators in …": the rules read "Regulator" there first, and only a rule that
 * could match nothing else there would read the regional regulator instead). An abbreviation in parentheses right after a mention (its definition) stays text, as the rules read
 * it there. Any placeholder character the sentence already holds becomes another private-use
 * character first.
 */
export const maskSlots = (sentence: string): string => {
  const text = sentence.replace(PLACEHOLDER_RE, OTHER_PRIVATE_USE)
  const f = findersOf()
  const re = f.all
  re.lastIndex = 0
  let out = ""
  let last = 0
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    let length = m[0].length
    if (length === 0) {
      re.lastIndex++
      continue
    }
    let start = m.groups?.["dept"] !== undefined ? DEPARTMENT : m.groups?.["name"] !== undefined ? NAME : ACRONYM
    if (isWordCode(text.charCodeAt(m.index + length))) {
      f.whole.lastIndex = m.index
      const whole = f.whole.exec(text)
      if (whole !== null) {
        length = whole[0].length
        start = whole.groups?.["dept"] !== undefined ? DEPARTMENT : whole.groups?.["name"] !== undefined ? NAME : ACRONYM
        re.lastIndex = m.index + length
      }
    }
    const end = m.index + length
    if (start === ACRONYM && last > 0 && text.charCodeAt(end) === 0x29 && DEFINITION_GAP_RE.test(text.slice(last, m.index))) continue
    out += text.slice(last, m.index) + start + (WORDS_RE.test(text.slice(m.index, end)) ? WORDS : OTHER).repeat(length - 1)
    last = end
  }
  return last === 0 ? text : out + text.slice(last)
}

/** The mentions of a cyber incident, left to right (the vocabulary's entry as the rules write it). */
let cyberFinder: RegExp | null = null

/**
 * The sentence with every mention of a cyber incident (the `{CYBER}` entry's matches, left to right)
 * replaced by a run of its length (vocabulary/slots.ts): what the rules that name the slot read. Any
 * cyber placeholder the sentence already holds becomes another private-use character first.
 */
export const maskCyber = (sentence: string): string => {
  const text = sentence.replace(CYBER_PLACEHOLDER_RE, OTHER_PRIVATE_USE)
  if (cyberFinder === null) {
    const e = entry(EVENT, "CYBER")
    cyberFinder = caselessJoined(e.source, e.folded, "g")
  }
  const re = cyberFinder
  re.lastIndex = 0
  let out = ""
  let last = 0
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    out += text.slice(last, m.index) + CYBER_START + CYBER_REST.repeat(m[0].length - 1)
    last = m.index + m[0].length
  }
  return last === 0 ? text : out + text.slice(last)
}

/** A case-sensitive rule, where a name's capital letter matters ("Lodsys alleged …", not "competitors allege …"); a literal space means `\s+`. */
export const caseSensitive = (template: string, flags = ""): RegExp =>
  lazy(
    flags,
    () => spaces(slotless(template)),
    (re) => re.compile(spaces(expand(template)), flags)
  )

/** An accounting-flag trigger: case-insensitive and global; a literal space means `\s+`. */
export const trigger = (template: string): RegExp => triggerRule(template, "g")

/** A trigger rule with `flags`. */
const triggerRule = (template: string, flags: string): RegExp =>
  lazy(
    flags,
    () => TRIGGER.prepare(slotless(template)),
    (re) => {
      const c = compose(TRIGGER, template)
      caselessJoinedInto(re, c.source, c.folded, flags)
    }
  )

/** Same, non-global, for sentence tests. */
export const sentenceTest = (template: string): RegExp => triggerRule(template, "")

/** A rule compiled as written (case-sensitive, a space is one space), with its `{NAME}` slots filled. */
export const literal = (template: string, flags = ""): RegExp =>
  lazy(
    flags,
    () => slotless(template),
    (re) => re.compile(expand(template), flags)
  )
