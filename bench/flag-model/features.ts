/**
 * Sparse features of one sentence for the event-flag sentence model: general words and cues
 * only (no company names, no sentence ids). Pure and deterministic.
 *
 * - `w:` lower-cased word unigrams and `b:` bigrams, with years, other numbers, amounts and
 *   month names folded into `<year>`, `<num>`, `<amt>`, `<month>`;
 * - `sec:` the section kind (legal, risk, mdna, cyber, controls);
 * - `cue:` general cues: modal / conditional / negation / category wording, self-reference,
 *   past or perfect verb, a month-date, an amount, a court or authority word, a "v." caption,
 *   a defined term in quotes, a pointer ("see Note 12");
 * - `ctx:` paragraph context from the rule detector: the sentence itself, another sentence
 *   of its block, its neighbours, or its section is evidence of the family by the rules.
 */
import type { SectionKey } from "../../src/domain/forms.js"
import type { EventFamily } from "../../src/metrics/events.js"

export type SectionKind = "legal" | "risk" | "mdna" | "cyber" | "controls" | "other"

export const sectionKind = (section: SectionKey | string): SectionKind =>
  section === "item_3_legal_proceedings" || section === "item_1_legal_proceedings"
    ? "legal"
    : section === "item_1a_risk_factors"
      ? "risk"
      : section === "item_7_mdna" || section === "item_2_mdna"
        ? "mdna"
        : section === "item_1c_cybersecurity"
          ? "cyber"
          : section === "item_9a_controls" || section === "item_4_controls"
            ? "controls"
            : "other"

/** What the rule detector says around the sentence, for one family. */
export interface RuleContext {
  /** The sentence itself is evidence of the family. */
  readonly self: boolean
  /** Another sentence of the same block is evidence of the family. */
  readonly block: boolean
  /** The previous or the next sentence is evidence of the family. */
  readonly neighbour: boolean
  /** Some sentence of the section is evidence of the family. */
  readonly section: boolean
  /** The sentence is evidence of another event family. */
  readonly otherFamily: boolean
  /** How many distinctive words (rare in the corpus and in the filing) it shares with the filing's evidence of the family. */
  readonly sharedTerms: number
}

const MONTH_WORDS: ReadonlySet<string> = new Set([
  "january", "february", "march", "april", "june", "july", "august", "september", "october", "november", "december"
])

const TOKEN_RE = /[$€£¥]\s?\d[\d,.]*(?:\s?(?:million|billion|thousand))?|\d[\d,.]*%?|[a-z]+(?:['’][a-z]+)?|v\./gi

/** Word tokens with numbers, years, amounts and months folded. */
export const tokens = (sentence: string): Array<string> => {
  const out: Array<string> = []
  TOKEN_RE.lastIndex = 0
  for (let m = TOKEN_RE.exec(sentence); m !== null; m = TOKEN_RE.exec(sentence)) {
    const raw = m[0]
    if (/^[$€£¥]/.test(raw)) out.push("<amt>")
    else if (/^\d/.test(raw)) out.push(/^(?:19|20)\d\d$/.test(raw) ? "<year>" : raw.endsWith("%") ? "<pct>" : "<num>")
    else if (raw.toLowerCase() === "v.") out.push("<v>")
    else {
      const w = raw.toLowerCase().replace(/’/g, "'")
      // "May" capitalised mid-sentence before a number is the month, not the modal
      if (w === "may" && raw === "May" && /^\s+\d/.test(sentence.slice(m.index + 3, m.index + 6))) out.push("<month>")
      else out.push(MONTH_WORDS.has(w) ? "<month>" : w)
    }
  }
  return out
}

const R = (s: string): RegExp => new RegExp(s.replace(/ /g, "\\s+"), "i")

const CUES: ReadonlyArray<readonly [string, RegExp]> = [
  ["modal", R("\\b(?:may(?! \\d)|might|could|would|should|can|cannot|will|shall)\\b")],
  ["conditional", R("\\b(?:if|unless|whether|in the event|to the extent|potential(?:ly)?|possible|any)\\b")],
  ["negation", R("\\b(?:no|not|never|none|neither|nor|without)\\b|n['’]t\\b")],
  ["category", R("\\b(?:from time to time|ordinary course|normal course|various|numerous|regularly|routinely|periodically|such as|types of|other (?:legal )?(?:proceedings|matters|claims|lawsuits))\\b")],
  ["self", R("\\b(?:we|us|our|the company|the registrant|the corporation)\\b")],
  ["past", R("\\b(?:was|were|had|has been|have been|became|filed|received|entered|agreed|ruled|granted|denied|dismissed|issued|settled|paid|recorded|recognized|announced|commenced|initiated|alleged|alleges|occurred|experienced)\\b")],
  ["perfect", R("\\b(?:has|have) (?:been |also )?\\w+ed\\b")],
  ["month_date", R("\\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \\d{1,2}, (?:19|20)\\d\\d\\b")],
  ["year", /\b(?:19|20)\d\d\b/],
  ["amount", /[$€£¥]\s?\d|\b\d[\d,.]*\s?(?:million|billion)\b/i],
  ["authority", R("\\b(?:court|tribunal|commission|department of|attorneys? general|district attorney|prosecutor|regulators?|agency|authority|authorities|SEC|DOJ|FTC|EPA|IRS|NHTSA|FDA|judge|jury|grand jury)\\b")],
  ["caption", /\bv\.\s/],
  ["defined_term", /[“"(](?:the )?[“"]?[A-Z][\w-]*(?: [A-Z][\w-]*)*[”"]/],
  ["pointer", R("\\b(?:see|refer to|is (?:described|discussed|included|incorporated)|are (?:described|discussed|included|incorporated))\\b")],
  ["plaintiff", R("\\b(?:plaintiffs?|defendants?|putative class|class action|complaint|lawsuits?|suits?)\\b")],
  ["cyber", R("\\b(?:cyber\\w*|ransomware|breach\\w*|unauthori[sz]ed access|threat actors?|malware|intrusion)\\b")],
  ["investig", R("\\b(?:investigat\\w*|inquir\\w*|subpoena\\w*|civil investigative demand|requests? for information)\\b")]
]

/** Feature names of one sentence for one family (sorted, distinct). */
export const sentenceFeatures = (section: SectionKey | string, sentence: string, context: RuleContext | null, bigrams = true): Array<string> => {
  const out = new Set<string>()
  const kind = sectionKind(section)
  out.add(`sec:${kind}`)
  const toks = tokens(sentence)
  for (let i = 0; i < toks.length; i++) {
    out.add(`w:${toks[i]}`)
    if (bigrams && i > 0) out.add(`b:${toks[i - 1]}_${toks[i]}`)
  }
  for (const [name, re] of CUES) if (re.test(sentence)) out.add(`cue:${name}`)
  if (toks.length > 60) out.add("cue:long")
  if (toks.length < 12) out.add("cue:short")
  if (context !== null) {
    if (context.self) out.add("ctx:self")
    if (context.block) out.add("ctx:block")
    if (context.neighbour) out.add("ctx:neighbour")
    if (context.section) out.add("ctx:section")
    if (context.otherFamily) out.add("ctx:other_family")
    if (context.sharedTerms >= 1) out.add("ctx:shared_term")
    if (context.sharedTerms >= 2) out.add("ctx:shared_terms2")
    if (context.sharedTerms >= 1) out.add(`ctx:shared_term_${kind}`)
  }
  return [...out].sort()
}

export const FAMILY_ORDER: ReadonlyArray<EventFamily> = ["investigation", "material_legal_proceeding", "cybersecurity_incident"]
