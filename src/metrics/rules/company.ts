/**
 * Who the company is in a section: "we", "the Company", the name it uses for itself ("Tesla's
 * practices"), its bank; who its adversaries are (parties that sue it or are awarded damages),
 * and when it is the claimant. The event guards use these to keep only the company's own matters.
 */
import { foldCase } from "../caseless.js"
import { eventRule as R } from "./compile.js"
import type { Sentence } from "./sentences.js"

const SELF_RE = R(`\\b(?:we|us|our|ourselves|the company|the registrant|the corporation|the partnership)\\b`)

/** Words that look like a company name before "’s" but are not one. */
const NOT_NAMES: ReadonlySet<string> = new Set([
  "Company", "Registrant", "Corporation", "Court", "Commission", "Board", "Government", "State", "Department", "District",
  "Authority", "Agency", "Committee", "Directors", "Union", "Justice", "Nation", "China", "America", "Europe", "India",
  "Ireland", "Japan", "Korea", "Plaintiff", "Plaintiffs", "Defendant", "Defendants", "Council", "Office", "Bureau", "Circuit",
  "Today", "Year", "Management", "Parliament", "Congress", "Administration", "President", "World", "Country"
])

const ADVERSARY_RE =
  /\b([A-Z][A-Za-z0-9]{1,})(?:[\w ]{0,30}?,? (?:Inc|LLC|Ltd|Corp|Corporation)\.?)?(?: \([^)]{1,20}\))? (?:filed|brought|commenced|initiated|asserted)\b[^;.]{0,120}?\bagainst (?:us|the company|the registrant|the corporation)\b|\b(?:awarded|awarding) ([A-Z][A-Za-z0-9]{1,})\b|\([“"]([A-Z][A-Za-z0-9]{1,})[”"]\)(?:,? [^;.()]{0,40}?,)? (?:has |had )?(?:filed|brought|commenced|initiated|instituted|asserted) (?:a |an )?(?:[\w-]+ ){0,3}?(?:suit|lawsuit|action|complaint|arbitration|claims?|counterclaims?|proceedings?)\b[^;.]{0,120}?\bagainst\b/g

const POSSESSIVE_NAME_RE = /\b([A-Z][A-Za-z]{2,}|\d[A-Z][A-Za-z]*)['’]s\b/g

/**
 * The name a section uses for the company besides "we" and "the Company" (“Tesla’s
 * practices”, “against Target”): the capitalised word most often written with a
 * possessive, when it occurs at least twice.
 */
export const adversariesIn = (text: string): ReadonlySet<string> => {
  const out = new Set<string>()
  ADVERSARY_RE.lastIndex = 0
  for (let m = ADVERSARY_RE.exec(text); m !== null; m = ADVERSARY_RE.exec(text)) out.add(m[1] ?? m[2] ?? m[3] ?? "")
  return out
}

export const companyAlias = (text: string, adversaries: ReadonlySet<string> = adversariesIn(text)): string | null => {
  const counts = new Map<string, number>()
  POSSESSIVE_NAME_RE.lastIndex = 0
  for (let m = POSSESSIVE_NAME_RE.exec(text); m !== null; m = POSSESSIVE_NAME_RE.exec(text)) {
    const w = m[1] ?? ""
    if (NOT_NAMES.has(w)) continue
    counts.set(w, (counts.get(w) ?? 0) + 1)
  }
  // a party that sues, claims or is awarded is the company's adversary, not the company ("VLSI filed …", "awarding VLSI …")
  for (const name of adversaries) counts.delete(name)
  let best: string | null = null
  let n = 1
  for (const [w, c] of [...counts.entries()].sort((x, y) => (x[0] < y[0] ? -1 : 1))) if (c > n) [best, n] = [w, c]
  return best
}

/**
 * The company as the claimant, by any of its names: "we", "the Company", "the Registrant", "the Partnership", its own name, its bank (not
 * suits it sees "being brought against" others: "GE has observed an increase in the number of lawsuits being brought against Bank BPH").
 */
export const claimantRe = (alias: string | null, bank = false, subsidiaries: ReadonlyArray<string> = []): RegExp => {
  const names = `we|the company|the registrant|the partnership${bank ? "|the bank" : ""}${subsidiaries.map((t) => `|${escapeRe(t)}`).join("")}`
  const name = alias === null ? `(?:${names})` : `(?:${names}|${escapeRe(alias)})`
  return new RegExp(
    // a subsidiary introduced as the claimant: "Keurig, Incorporated, formerly a wholly-owned subsidiary of the Company … (“Keurig”), filed suit against Sturm"
    `^(?:[^;]{0,60}?,\\s*)?[A-Z][\\w&.-]*(?:,? [A-Z][\\w&.-]*){0,4},? (?:(?:formerly|then|now|currently|previously) )?(?:a|an|our|its) (?:[\\w-]+ ){0,2}?subsidiar(?:y|ies) of (?:the company|us)\\b[^;()]{0,160}?\\([^()]{1,60}\\),? (?:has |had )?(?:also )?(?:filed|brought|commenced|initiated|sued)\\b[^;]{0,100}?\\bagainst\\s+(?!us\\b|the company\\b|it\\b|its\\b|our\\b|certain\\b|each other\\b|one another\\b|${name}\\b)[A-Z]|` +
    `^(?!.*\\bdefend\\w*(?: (?:itself|ourselves|themselves|vigorously))? against\\b)(?:[^;]{0,60}?,\\s*)?${name}(?:['’]s)?\\b(?!\\s+(?:are|is|was|were|have been|has been|remains?)\\s+(?:also\\s+|currently\\s+|now\\s+|still\\s+)*(?:subject|a party|party|named|a defendant|defendants?|involved|defending|served)\\b)[^;]{0,100}?\\b(?<!\\b(?:being|been|be|was|were|is|are) )(?:filed|brought|commenced|initiated|sued|trial|suit|lawsuit|action|complaint)\\b[^;]{0,100}?\\bagainst\\s+(?!us\\b|the company\\b|it\\b|its\\b|our\\b|certain\\b|each other\\b|one another\\b|${name}\\b)[A-Z]|^(?:[^;]{0,60}?,\\s*)?${name}\\s+(?:seeks|sought|is seeking|sued\\s+[A-Z])|^(?:[^;]{0,60}?,\\s*)?${name}(?: and [A-Z][\\w&.-]*(?: [A-Z][\\w&.-]*){0,2})? (?:have |has |had )?(?:also )?(?:sued|countersued)\\s+(?!us\\b|the company\\b|it\\b|${name}\\b)[A-Z]`,
    "i"
  )
}

/**
 * Money another party paid the company under a matter ("Under the terms of the settlement agreement, Oplink paid a license fee to Finisar in
 * the amount of $4.0 million", "the total amount of money paid to the Company by the settling Third-Party Defendants"): the company as the
 * claimant, not a payment against it.
 */
export const paidToUsRe = (alias: string | null): RegExp => {
  const name = alias === null ? "(?:we|us|the company|the registrant)" : `(?:we|us|the company|the registrant|${escapeRe(alias)})`
  // (a payment named only by what it was, "a dispute … regarding fees paid to us", is what the other side may claim back; one paid "by" a party is not)
  return new RegExp(
    `(?<!\\b${name}(?: (?:has|have|had|also))? )(?<!\\b(?:fees?|amounts?|sums?|monies|money|royalties|payments?|was|were|been|be|being|is|are) )\\bpaid (?:a |an |the )?(?:[\\w$.,'’-]+ ){0,5}?to ${name}(?!['’]s)\\b|\\bpaid to ${name} by (?:the |its |our )?(?:[\\w'’-]+ ){0,3}?(?:defendants?|part(?:y|ies)|insurers?|carriers?|licensees?)\\b`,
    "i"
  )
}

/**
 * The names a section defines for the company's own subsidiaries: "Keurig, Incorporated, formerly a wholly-owned subsidiary of the Company
 * … (“Keurig”)", "our subsidiary, Acme Labs, LLC (“Acme”)". A suit such a subsidiary brings is the company's own as claimant.
 */
const SUBSIDIARY_TERM_RE =
  /\bsubsidiar(?:y|ies) of (?:[Tt]he [Cc]ompany|us|ours|[Tt]he [Rr]egistrant)\b[^;()“”"]{0,120}?\((?:the\s+)?["“]([A-Z][\w&.-]*(?: [A-Z][\w&.-]*){0,2})["”]\)|\((?:the\s+)?["“]([A-Z][\w&.-]*(?: [A-Z][\w&.-]*){0,2})["”]\),? (?:a|an|our|its) (?:[\w-]+ ){0,2}?subsidiary of (?:[Tt]he [Cc]ompany|us)\b|\b(?:[Oo]ur|[Ii]ts|[Tt]he [Cc]ompany['’]s) (?:[\w-]+ ){0,2}?subsidiary,? [A-Z][\w&.-]*(?:,? [A-Z][\w&.-]*){0,3}?(?:,? (?:Inc|LLC|Ltd|Corp|L\.P)\.?)? \((?:the\s+)?["“]([A-Z][\w&.-]*(?: [A-Z][\w&.-]*){0,2})["”]\)/g

export const subsidiaryTerms = (text: string): Array<string> => {
  const out: Array<string> = []
  SUBSIDIARY_TERM_RE.lastIndex = 0
  for (let m = SUBSIDIARY_TERM_RE.exec(text); m !== null; m = SUBSIDIARY_TERM_RE.exec(text)) {
    const term = m[1] ?? m[2] ?? m[3] ?? ""
    if (!NOT_NAMES.has(term) && !out.includes(term)) out.push(term)
  }
  return out
}

/** A caption's defendant the section keeps naming elsewhere ("AMC … v. AMC Entertainment Holdings, Inc." in a section about AMC's units). */
export const recurringName = (text: string, subj: string, s: Sentence): boolean => {
  const words = subj.split(/\s+/)
  // "Union Carbide": a first word that alone is no name is counted with the next one
  // "U. S. Steel": a name that opens with initials is counted whole
  const initials = /^(?:[A-Z]\. ?)+/.test(words[0] ?? "") && words.length > 1
  const first = initials ? subj : NOT_NAMES.has(words[0] ?? "") && words.length > 1 ? `${words[0]} ${words[1]}` : (words[0] ?? "")
  if (first.length < 2 || NOT_NAMES.has(first) || !/^[A-Z0-9]/.test(first)) return false
  if (timesOutside(text, first, s) >= 3) return true
  // a name written with its legal form ("L&W Supply Corporation is one of many defendants …") that the section names twice more
  if (LEGAL_FORM_END_RE.test(subj) && timesOutside(text, first, s) >= 2) return true
  // "Aerojet-General Corporation", which the section calls "Aerojet"
  const head = /^([A-Z][a-z]{3,})-[A-Z]/.exec(first)?.[1]
  return head !== undefined && !NOT_NAMES.has(head) && timesOutside(text, head, s) >= 3
}

/**
 * Whether the subject is a name (capitalised, not a common word) and the rest of the sentence's paragraph has the company defend the matter
 * just told ("AMVAC has been named as one of 27 defendants in an action … The Company intends to defend the matter vigorously"): the party
 * named is then the company's own, however seldom the section names it.
 */
export const defendedAfter = (text: string, subj: string, s: Sentence): boolean => {
  const first = subj.split(/\s+/)[0] ?? ""
  if (!/^[A-Z0-9]/.test(first) || NOT_NAMES.has(first) || DETERMINER_RE.test(first)) return false
  const end = text.indexOf("\n", s.end)
  return DEFENDS_MATTER_RE.test(text.slice(s.end, end === -1 ? text.length : end))
}

const LEGAL_FORM_END_RE = /\s(?:Corporation|Corp\.?|Inc\.?|Incorporated|LLC|L\.L\.C\.|Company|Co\.)$/

const DETERMINER_RE = /^(?:the|this|that|these|those|such|each|any|all|its|our|their|an?)$/i

const DEFENDS_MATTER_RE =
  /\b(?:the company|we)\b[^.;]{0,40}?\b(?:intends?|will|plans?) (?:to )?(?:continue to )?(?:vigorously |aggressively )?defend (?:(?:itself|ourselves) (?:in|against) )?(?:the|this|these|such) (?:matters?|actions?|lawsuits?|suits?|cases?|claims?|litigation|proceedings?)\b/i

const timesOutside = (text: string, word: string, s: Sentence): number => {
  const re = new RegExp(`\\b${escapeRe(word)}${/\w$/.test(word) ? "\\b" : "(?!\\w)"}`, "g")
  return (text.slice(0, s.start).match(re)?.length ?? 0) + (text.slice(s.end).match(re)?.length ?? 0)
}

export const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** "the Bank", written so at least twice and not as "the Bank of …": a bank holding company's name for its bank, which the filing speaks for. */
const BANK_RE = /\b[Tt]he Bank\b(?! of\b)/g

export const bankSubsidiary = (text: string): boolean => {
  BANK_RE.lastIndex = 0
  return BANK_RE.exec(text) !== null && BANK_RE.exec(text) !== null
}

/**
 * The company's names in a section: "we", "the Company", the name it uses for itself, and its bank when it speaks of one. A name
 * learned from the section is read in any case; the registrant's own name (`registrantShortName`) only as it is written, so that a
 * registrant named by a common word ("Target") is not read in "the target of an investigation".
 */
export const selfRe = (alias: string | null, bank: boolean, exact = false): RegExp =>
  alias === null && !bank
    ? SELF_RE
    : new RegExp(`${SELF_RE.source}${alias === null ? "" : `|\\b${exact ? nameSource(alias) : (foldCase(escapeRe(alias)) ?? escapeRe(alias))}\\b`}${bank ? "|\\b[Tt]he Bank\\b" : ""}`, SELF_RE.flags)

/**
 * A registrant's name as a pattern: its apostrophes of either kind, or none, also before a word's last "s" (EDGAR prints "PAPA JOHNS"
 * for "Papa John’s"), its spaces any run of spaces.
 */
const nameSource = (name: string): string =>
  escapeRe(name)
    .replace(/['’]/g, "")
    .replace(/(?<=[A-Za-z])s\b/g, "['’]?s")
    .replace(/ +/g, "\\s+")

/** First words of company names that name no company alone ("First", "American", "Tuesday"). */
const GENERIC_HEADS: ReadonlySet<string> = new Set([
  "First", "American", "General", "United", "National", "International", "Global", "Southern", "Northern", "Western", "Eastern", "Central",
  "Pacific", "Atlantic", "Capital", "Community", "Federal", "Great", "New", "Old", "Royal", "Standard", "Universal", "Public", "Security",
  "Energy", "Financial", "Home", "Bank", "Citizens", "Peoples", "Union", "Mutual", "Premier", "Allied", "Advanced", "Applied", "Integrated",
  "Consolidated", "Continental", "Commercial", "Diversified", "Southwest", "Northwest", "Midwest", "Northeast", "Southeast", "Texas",
  "California", "Florida", "Delaware", "Nevada", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "The"
])

/**
 * The first word of the registrant's name when the section also calls the company by it alone ("BJ’s" in a section that names "BJ’s
 * Restaurants, Inc.", "Stewart" beside "Stewart Information Services"): twice or more, not followed by the rest of the name, and not a word
 * that names no company alone. Null otherwise.
 */
export const registrantHead = (name: string, text: string): string | null => {
  const head = nameHead(name)
  if (head === null) return null
  const alone = new RegExp(`\\b${nameSource(head)}\\b(?!\\s+${nameSource(name.split(/\s+/).slice(1).join(" "))})`, "g")
  return (text.match(alone)?.length ?? 0) >= 2 ? head : null
}

/** The first word of a name of two words or more, when it can name a company alone (not "First", "The", a weekday …); null otherwise. */
const nameHead = (name: string): string | null => {
  const words = name.split(/\s+/)
  const head = words[0] ?? ""
  return words.length < 2 || head.length < 3 || !/^[A-Z]/.test(head) || NOT_NAMES.has(head) || GENERIC_HEADS.has(head) ? null : head
}

/**
 * An affiliate named after the registrant: a company whose name opens with the first word of the registrant's and ends with a legal
 * form ("Stewart Title Guaranty Company" beside "Stewart Information Services"; never a person, "Stewart Smith", nor a name whose first
 * word names no company alone). Null when the registrant's first word is such a word.
 */
export const affiliateRe = (name: string): RegExp | null => {
  const head = nameHead(name)
  if (head === null) return null
  return new RegExp(`^${nameSource(head)}(?: [A-Z][\\w&.-]*){1,3} (?:Company|Corporation|Incorporated|Inc\\.?|Corp\\.?|LLC|L\\.L\\.C\\.|Ltd\\.?|Limited|L\\.?P\\.|N\\.A\\.|plc)$`)
}

/** Whether `text` names the registrant by the name `registrantShortName` gave, as it is written. */
/**
 * The initials a filing uses for its registrant when it writes neither its name nor a defined term for it in the part read ("ALC learned …",
 * "… against ALC" for Assisted Living Concepts): the first letters of its name's capitalised words, two to six of them, written as a word at
 * least twice. Null otherwise.
 */
export const registrantInitials = (name: string, text: string): string | null => {
  const words = name.split(/\s+/).filter((w) => /^[A-Z]/.test(w))
  if (words.length < 2 || words.length > 6) return null
  const initials = words.map((w) => w.charAt(0)).join("")
  return (text.match(new RegExp(`\\b${initials}\\b`, "g"))?.length ?? 0) >= 2 ? initials : null
}

export const namesRegistrant = (name: string, text: string): boolean => new RegExp(`\\b${nameSource(name)}\\b`).test(text)

/** What a registrant's name ends with that a filing leaves out when it names itself ("Intuitive Surgical, Inc." → "Intuitive Surgical"). */
const LEGAL_FORMS = "inc|incorporated|corp|corporation|co|company|companies|ltd|limited|llc|lp|plc|holdings?|group|trust"
const NAME_SUFFIX_RE = new RegExp(`(?:,?\\s+(?:${LEGAL_FORMS}|l\\.l\\.c|l\\.p|n\\.v|s\\.a|ag|se|international|bancorp)\\.?|\\s*[&,]|\\s+and|\\s*\\/[a-z]{2}\\/?)\\s*$`, "i")

/** A name that is only a legal form ("Inc.", "Holdings"). */
const LEGAL_FORM_RE = new RegExp(`^(?:${LEGAL_FORMS})\\.?$`, "i")

/**
 * The name a filing uses for its registrant, read from the registrant's full name (the cover's `EntityRegistrantName`, or the
 * company a passage is of): "The Bear Stearns Companies Inc." → "Bear Stearns", "Papa John's International, Inc." → "Papa John's",
 * "Deere & Company" → "Deere", "3M Company" → "3M"; a name printed in capitals ("OMNICARE INC") in the case a filing writes it ("Omnicare"). Null for a
 * name with no letter, or a word that is no name ("Company").
 */
export const registrantShortName = (registrant: string | null | undefined): string | null => {
  if (registrant === null || registrant === undefined) return null
  // parentheses removed innermost first, so that one nested in another goes with it ("Acme, Inc. (Nasdaq: ACME (formerly ACMF))")
  let name = registrant
  for (let before = ""; before !== name; ) {
    before = name
    name = name.replace(/\([^()]*\)/g, " ")
  }
  name = name.replace(/\s+/g, " ").trim().replace(/^the\s+/i, "")
  for (let before = ""; before !== name; ) {
    before = name
    name = name.replace(NAME_SUFFIX_RE, "").trim()
  }
  if (name === name.toUpperCase()) name = name.replace(/[A-Z][A-Z'’]*/g, (w) => (w.length <= 3 ? w : w.charAt(0) + w.slice(1).toLowerCase()))
  return name.length >= 2 && /[A-Za-z]/.test(name) && !NOT_NAMES.has(name) && !LEGAL_FORM_RE.test(name) ? name : null
}
