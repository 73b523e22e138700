/**
 * Slots matched once per sentence instead of inside every rule that names them (compile.ts).
 *
 * The authorities are named by about seventy rules; copied into each, their list was most of the
 * rules' pattern source, compiled again for every rule. Instead, before the rules that name an
 * authority run on a sentence, one pattern (`AUTHORITY_FINDER`) finds every mention of an
 * authority in it, and the sentence gets a masked copy of the same length in which each mention
 * is a run of placeholder characters: its first character tells the kind of mention, the others
 * continue it. Those rules read the masked copy, where the slot is written as the run (the
 * entries of `MASKED_SLOTS` replace the vocabulary's) and where a run reads as the letters it
 * stands for (`\w` and `\b` in the rule's own text count placeholders as word characters, so
 * "an SEC subpoena" and "grand jury" still read as words); every index, hence every piece of
 * evidence and every sentence offset, is that of the sentence itself. `npx vite-node
 * bench/flags-masked.ts` checks every such rule against the rule written out on both corpora.
 *
 * The placeholders are private-use characters: no rule's own wording matches them (they are
 * neither letters, digits, spaces nor punctuation a rule names), and a sentence that holds one
 * has it replaced by another private-use character before masking, which every rule reads alike.
 */

/** The first character of a run: the kind of mention. */
export const NAME = "\uE000"
/** "Department of" and its first word; the capitalised words that may follow stay text, read by the slot. */
export const DEPARTMENT = "\uE001"
/** An abbreviation ("SEC", "DOJ"). */
export const ACRONYM = "\uE002"
/** What continues a run: of a mention made of words of two or more word characters (which the words after a department's name read on through)… */
export const WORDS = "\uE004"
/** … or of any other. */
export const OTHER = "\uE003"
/** What a character of the text that is itself a placeholder becomes before masking. */
export const OTHER_PRIVATE_USE = "\uE0FF"
/** Every placeholder character (a sentence holding none needs no replacement). */
export const PLACEHOLDER_RE = /[\uE000-\uE004]/g

/** A whole run that begins with `start`. */
const run = (start: string): string => `${start}[${OTHER}${WORDS}]*(?![${OTHER}${WORDS}])`

/** The capitalised words after a department's name (the vocabulary's AUTHORITY_DEPARTMENT_TAIL), joined by "and" or not, read on through a mention made of words ("Department of Health and Human Services Office of Inspector General"). */
const DEPARTMENT_TAIL = `(?: (?:and )?(?:[A-Z][\\w]+|[${NAME}${DEPARTMENT}${ACRONYM}]${WORDS}*(?![${OTHER}${WORDS}])))*`

/** A mention as the slot reads it, in the order of the vocabulary's alternatives. */
const MENTION = `(?:the )?(?:${run(NAME)}|${run(DEPARTMENT)}${DEPARTMENT_TAIL})|${run(ACRONYM)}`

/**
 * The mentions found once per sentence: a name (with the country or level before it) or an
 * abbreviation, without the "the" before a name, which the slot reads; a department only up to
 * its first word (group `dept`). Regional regulators and the government as a party stay in the
 * rules (the slot below), as text.
 */
export const AUTHORITY_FINDER = "(?<name>{AUTHORITY_NAME})|{AUTHORITY_ACRONYM}"
/** The slot's alternatives that stay text in the masked copy. */
export const TEXTUAL_ALTERNATIVES = "{AUTHORITY_REGIONAL}|{AUTHORITY_GOVERNMENT}"
/** The finder's department: its head only. */
export const FINDER_ENTRIES: Readonly<Record<string, string>> = { AUTHORITY_DEPARTMENT: "(?<dept>{AUTHORITY_DEPARTMENT_HEAD})" }

/** The slot as the rules that name it read the masked copy: the vocabulary's alternatives in their order, a found mention as its run. */
export const MASKED_SLOTS: Readonly<Record<string, string>> = {
  AUTHORITY: `(?:${MENTION}|${TEXTUAL_ALTERNATIVES})`
}

/**
 * The cyber incidents (`{CYBER}`, named by about twenty-five rules of the cybersecurity family) are a
 * second slot with a copy of its own: every mention the vocabulary's pattern finds, left to right, is a
 * run of `CYBER_START` and `CYBER_REST` (a mention begins and ends with a letter, so the run reads as a
 * word). A rule that names it reads that copy; a rule that names both slots is written out.
 */
export const CYBER_START = "\uE005"
export const CYBER_REST = "\uE006"
/** The cyber placeholders (a sentence holding one has it replaced by another private-use character first). */
export const CYBER_PLACEHOLDER_RE = /[\uE005\uE006]/g
/** The cyber slot as its rules read their copy: one whole run. */
export const CYBER_MASKED_SLOTS: Readonly<Record<string, string>> = { CYBER: `(?:${CYBER_START}${CYBER_REST}*(?!${CYBER_REST}))` }
/** Word characters with the cyber placeholders. */
export const CYBER_WORDLIKE_CHARS = "\\w\uE005\uE006"
const CYBER_WORDLIKE = `[${CYBER_WORDLIKE_CHARS}]`
/** A word boundary in a rule that reads the cyber copy. */
export const CYBER_WORD_BOUNDARY = `(?:(?<=${CYBER_WORDLIKE})(?!${CYBER_WORDLIKE})|(?<!${CYBER_WORDLIKE})(?=${CYBER_WORDLIKE}))`

/** Word characters with the placeholders, which a rule that reads the masked copy reads as letters (a mention begins and ends with one). */
export const WORDLIKE_CHARS = "\\w\uE000-\uE004"
const WORDLIKE = `[${WORDLIKE_CHARS}]`

/** A word boundary in a rule that reads the masked copy: where the sentence has one, with a run read as the letters it stands for. */
export const MASKED_WORD_BOUNDARY = `(?:(?<=${WORDLIKE})(?!${WORDLIKE})|(?<!${WORDLIKE})(?=${WORDLIKE}))`
