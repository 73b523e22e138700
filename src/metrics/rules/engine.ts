/**
 * The rules' engine: one loop over every flag of a section. The accounting and financing flags
 * are trigger rules (families/*.ts, each one FlagRule: a gate, its triggers, a suppression),
 * read here with the trigger guards (guards.ts); the event families (investigation, legal
 * proceedings, cybersecurity incidents) are anchor and follow-on rules read by the event engine
 * (events-engine.ts). docs/metrics-methodology.md ("Flags with evidence") states the rules;
 * flags.ts keeps them in its module comment.
 */
import type { SectionKey } from "../../domain/forms.js"
import type { FlagName } from "../../domain/names.js"
import { FLAG_NAMES } from "../../domain/names.js"
import { detached } from "../../domain/strings.js"
import { sentenceIndexAt, splitSentences, type Span } from "../text.js"
import { detectEvents } from "./events-engine.js"
import { ACCOUNTING_RULES } from "./families/index.js"
import {
  afterLast,
  ownSubjectNegationWindow,
  ADDITIONAL_AFTER_RE, DOUBT_OBJECT_AFTER_RE,
  CAUSAL_LEAD_RE,
  CLOSED_ASIDE_RE,
  CONCLUDED_LEAD_RE,
  CONCLUSION_AFTER_RE,
  CONDITION_OPENING_RE,
  COORDINATED_CLAUSE_RE,
  DONE_AFTER_RE,
  FACT_THAT_RE,
  FACTUAL_VERB_RE,
  GENERIC_PRE_RE,
  GENERIC_SENTENCE_RE,
  HYPOTHETICAL_PRE_RE,
  LIST_CLOSED_RE,
  NEGATION_EXEMPT_RE,
  PAST_FINDING_RE,
  POSSIBILITY_SUBJECT_RE,
  PAREN_CLOSED_RE,
  PAREN_OPEN_RE,
  POST_CUT_RE,
  POST_DENIAL_RE,
  POST_MODAL_RE,
  PREPARED_ASSUMING_RE,
  RELATIVE_ASIDE_RE,
  RELATIVE_TRIGGER_RE,
  STATED_RISKS_RE,
  TRIGGER_CLAUSE_BOUNDARY_RE,
  TRIGGER_NEGATION_RE,
  VARIOUS_COUNTED_RE
} from "./guards.js"
import { ACCOUNTING_NOTE_FLAGS, ACCOUNTING_NOTE_SECTIONS } from "./scopes.js"
import { sentencesAndBlocks, type Sentence } from "./sentences.js"
import { EVENT_FAMILIES, type EventFamily, type FlagEvidence, type FlagResult, type FlagRule, type Trigger } from "./types.js"

const MAX_SENTENCE_CHARS = 1000
/** A past treatment found wrong: "should have been categorized", "should not have been recorded" (read as fact, not as a modal). */
const COUNTERFACTUAL_RE = /\bshould (?:not )?have been [a-z]+ed\b/gi
/** The standard's measure of a weakness, stated as met ("As this deficiency created a reasonable possibility that a material misstatement would not be prevented or detected …, management concluded that the control deficiency represented a material weakness"), is neither a modal nor a negation. */
/** The risk a stated lack carries, the lack referred back to ("… it considers that the risk associated with such lack of segregation of duties and the potential benefits of adding employees … are not cost justified"): no possibility of the lack. */
const STATED_LACK_RISK_RE = /\brisks? (?:associated with|arising from|posed by|of) (?:such|this|these|that|those|our|its|the company['’]s) (?=lack|absence|weakness|deficienc|limited|insufficient|inadequate)/gi
/** A leading clause of what would end the condition, right before it ("However, unless the Company is able to … obtain significant outside financing, there is substantial doubt …"): the condition stands. */
const UNLESS_LEAD_RE = /^\s*(?:however,\s*)?unless\b[^;]{0,240},\s*$/i
/** A decision told in reported speech, "the Company concluded on January 2, 2016, that it would not make the required interest payment": a fact, not a possibility. */
const DECIDED_NOT_TO_RE = /\b(?:concluded|decided|determined|announced|resolved)(?: on [A-Z][a-z]+ \d{1,2}, \d{4},?)? that (?:it|we|they|the company) would not (?=(?:make|pay|repay|remit)\b)/gi
const REASONABLE_POSSIBILITY_RE = /\breasonable possibility that a material misstatement\b[^.;]{0,160}?\b(?:would|will|could) not be (?:prevented|detected)(?: or (?:prevented|detected))?/gi
const SENTENCE_WINDOW = 400

const RULES: ReadonlyArray<FlagRule> = ACCOUNTING_RULES

/* ---- the trigger engine ------------------------------------------------------------------ */

const lastClauseStart = (text: string, from: number, to: number): number => from + afterLast(TRIGGER_CLAUSE_BOUNDARY_RE, text.slice(from, to))

const postWindow = (text: string, from: number, sentenceEnd: number): string => {
  const raw = text.slice(from, Math.min(sentenceEnd, from + 200))
  const cut = POST_CUT_RE.exec(raw)
  const clipped = cut === null ? raw : raw.slice(0, cut.index)
  const words = clipped.split(/\s+/).filter((w) => w.length > 0)
  return words.slice(0, 12).join(" ")
}

/** A clause joined by "and" that a doubt opens, up to the trigger: the words of "there is" before it, if any. */
const DOUBT_CLAUSE_LEAD_RE = /\s+and\s+((?:there\s+(?:is|was|exists|existed|remains)\s+)?)$/i
const DOUBT_START_RE = /^(?:there\s+(?:is|was|exists|existed|remains)\s+)?(?:substantial|significant|considerable)\s+doubt\b/i

/** The words before a trigger from the start of its own clause: after a coordinated clause with a subject of its own, if there is one. */
const ownClause = (pre: string): string => pre.slice(afterLast(COORDINATED_CLAUSE_RE, pre))

/** Whether a trigger match at [start, end) inside `span` survives the guards (its sections are checked by the caller). */
const survives = (
  rule: FlagRule,
  trigger: Trigger,
  text: string,
  span: Span,
  sentence: string,
  start: number,
  end: number
): boolean => {
  if (trigger.context !== undefined && !trigger.context.test(sentence)) return false
  if (trigger.unless !== undefined && trigger.unless.test(sentence)) return false
  const clauseStart = lastClauseStart(text, span.start, start)
  const pre = ownClause(text.slice(clauseStart, start))
  // a trigger that opens a relative clause (", which raises substantial doubt") states a fact of its own, unless the main clause is a condition
  const relative = RELATIVE_TRIGGER_RE.test(pre) && !CONDITION_OPENING_RE.test(pre)
  // a modal inside a relative clause set off by commas ("…, which would allow the lenders to …, raised substantial doubt") governs that clause only
  const subject = PAST_FINDING_RE.test(text.slice(start, end)) ? pre.replace(POSSIBILITY_SUBJECT_RE, " ") : pre
  // (an earlier treatment the company found wrong, "… should have been categorized as a change in accounting principle, …", is no modal)
  // a doubt stated in a clause of its own after "and" ("We do not have sufficient cash to fund our operations and there is substantial doubt …",
  // "… we may not be able to return to profitability in the future and there is substantial doubt …"): a negation or a modal before it is the
  // other clause's (a condition still reaches across)
  const doubtLead = DOUBT_CLAUSE_LEAD_RE.exec(pre)
  const doubtClause = doubtLead !== null && DOUBT_START_RE.test(doubtLead[1] + text.slice(start, Math.min(span.end, start + 60)))
  // (what led to the company's own conclusion is not its modality, unless the sentence opens with a condition)
  const concluded = CONDITION_OPENING_RE.test(subject) ? subject : subject.replace(CONCLUDED_LEAD_RE, " ")
  const modalWindow = doubtClause && !CONDITION_OPENING_RE.test(pre) ? "" : concluded
  // (a leading clause of cause is its own: "However, based on the fact that we do not have any full-time accounting personnel …, our management has
  // … determined that … the internal control over financial reporting was not effective")
  if (!relative && HYPOTHETICAL_PRE_RE.test(modalWindow.replace(CAUSAL_LEAD_RE, " ").replace(RELATIVE_ASIDE_RE, ",").replace(PREPARED_ASSUMING_RE, " ").replace(STATED_RISKS_RE, " ").replace(COUNTERFACTUAL_RE, " ").replace(REASONABLE_POSSIBILITY_RE, " ").replace(STATED_LACK_RISK_RE, " ").replace(UNLESS_LEAD_RE, " ").replace(DECIDED_NOT_TO_RE, " "))) return false
  const negated = doubtClause ? "" : ownSubjectNegationWindow(pre, text.slice(start, start + 40))
  if (!relative && TRIGGER_NEGATION_RE.test(negated.replace(DECIDED_NOT_TO_RE, " ").replace(CLOSED_ASIDE_RE, " ").replace(CAUSAL_LEAD_RE, " ").replace(NEGATION_EXEMPT_RE, " ").replace(REASONABLE_POSSIBILITY_RE, " "))) return false
  const generic = GENERIC_PRE_RE.exec(pre)
  // a list of causes closed before a new subject ("Due to several factors, including our history of losses, its auditors have included …") describes nothing
  // … and one inside a closed parenthesis ("(including a $0.5 million “tail fee”) …") governs the parenthesis only
  // … and "various" that counts the matched things the sentence says were recorded ("various accounting corrections to the previously reported
  // financial information were recorded") is no example of a kind
  if (
    generic !== null &&
    !FACTUAL_VERB_RE.test(pre.slice(0, generic.index)) &&
    !(VARIOUS_COUNTED_RE.test(pre.slice(generic.index)) && DONE_AFTER_RE.test(text.slice(end, span.end))) &&
    !LIST_CLOSED_RE.test(pre.slice(generic.index + generic[0].length)) &&
    !(PAREN_OPEN_RE.test(pre.slice(0, generic.index)) && PAREN_CLOSED_RE.test(pre.slice(generic.index)))
  )
    return false
  const post = postWindow(text, end, span.end)
  // "We have identified material weaknesses … and may identify additional …": the fact, then its possible recurrence
  // … and "… should no longer be relied upon and should be restated": one conclusion with two modals
  const after = text.slice(end, Math.min(span.end, end + 160))
  if (trigger.whole !== true && POST_MODAL_RE.test(post) && !ADDITIONAL_AFTER_RE.test(after) && !CONCLUSION_AFTER_RE.test(after) && !DOUBT_OBJECT_AFTER_RE.test(after)) return false
  if (POST_DENIAL_RE.test(text.slice(end, Math.min(span.end, end + 120)))) return false
  // (a relative aside set off by commas, ", which have historically averaged $700 to $850 per quarter,", describes a noun, not the sentence)
  // (… and a past told as the fact the trigger draws on, "The fact that we have generated operating losses in the past raises doubt …", is no habit)
  // (… and a leading clause of cause or concession is its own: "Although management will periodically re-evaluate this situation, …")
  if (GENERIC_SENTENCE_RE.test(sentence.replace(CAUSAL_LEAD_RE, " ").replace(RELATIVE_ASIDE_RE, ",").replace(FACT_THAT_RE, " "))) return false
  if (rule.suppress !== undefined && rule.suppress(sentence)) return false
  return true
}

const evidenceSentence = (text: string, span: Span, start: number, end: number): string => {
  if (span.end - span.start <= MAX_SENTENCE_CHARS) return text.slice(span.start, span.end)
  let from = Math.max(span.start, start - SENTENCE_WINDOW)
  let to = Math.min(span.end, end + SENTENCE_WINDOW)
  // widen to word boundaries so no word is cut in half
  while (from > span.start && !/\s/.test(text.charAt(from - 1))) from--
  while (to < span.end && !/\s/.test(text.charAt(to))) to++
  return text.slice(from, to).trim()
}

const emptyFlags = (): Record<FlagName, boolean> => {
  const out = {} as Record<FlagName, boolean>
  for (const f of FLAG_NAMES) out[f] = false
  return out
}

/** Detects the 14 flags in one section's text, with evidence (see the rules above). */
export const detectFlags = (
  section: SectionKey,
  text: string,
  lineStarts: ReadonlyArray<number> | null = null,
  registrant: string | null = null
): FlagResult => detectFlagsWithSentences(section, text, null, lineStarts, registrant)

const EVENT_FLAG: Record<EventFamily, FlagName> = {
  investigation: "investigation_flag",
  material_legal_proceeding: "material_legal_proceeding_flag",
  cybersecurity_incident: "cybersecurity_incident_flag"
}

/**
 * Same as detectFlags, reusing sentence spans already computed for `text`. `lineStarts`
 * (offsets where the document's visible lines begin) separate glued sub-headings from the
 * sentences after them and delimit paragraphs; without them a section is one block.
 */
export const detectFlagsWithSentences = (
  section: SectionKey,
  text: string,
  sentences: ReadonlyArray<Span> | null,
  lineStarts: ReadonlyArray<number> | null = null,
  registrant: string | null = null
): FlagResult => {
  const flags = emptyFlags()
  const evidence: Array<FlagEvidence> = []
  if (text.trim().length === 0) return { flags, evidence }
  const raw = sentences ?? splitSentences(text)
  // sentence spans without a sub-heading glued in front
  const blocked = sentencesAndBlocks(section, text, raw, lineStarts).filter((s) => !s.heading)
  const spans: ReadonlyArray<Span> = blocked.map((s) => ({ start: s.start, end: s.end }))
  // an accounting note is read for the accounting events only (scopes.ts)
  const accountingNote = ACCOUNTING_NOTE_SECTIONS.has(section)
  let lists: ReadonlyArray<number> | null = null
  for (const rule of RULES) {
    if (accountingNote && !ACCOUNTING_NOTE_FLAGS.has(rule.flag)) continue
    const gate = rule.gate
    gate.lastIndex = 0
    let g = gate.exec(text)
    if (g === null) continue
    const hits: Array<{ start: number; end: number; span: Span; block: number; trigger: Trigger; listOnly: boolean }> = []
    // only sentences holding a gate word can hold a trigger: match inside those sentences
    let lastSentence = -1
    for (; g !== null; g = gate.exec(text)) {
      const si = sentenceIndexAt(spans, g.index)
      if (si < 0 || si === lastSentence) continue
      lastSentence = si
      const span = spans[si]!
      gate.lastIndex = span.end
      const sentence = text.slice(span.start, span.end)
      // one piece of evidence per sentence: the first trigger that states the condition, else the first carried one
      let carriedHit: (typeof hits)[number] | null = null
      let statingHit: (typeof hits)[number] | null = null
      triggers: for (const trigger of rule.triggers) {
        // outside its sections a trigger reads nothing, but a carried one of a rule that reads lists anywhere may read a list item
        const outside = trigger.sections !== undefined && !trigger.sections.has(section)
        if (outside && (rule.listsAnywhere === undefined || trigger.carried === undefined)) continue
        // a carried hit kept only as a list item gives way to one kept beside the statement
        if (trigger.carried !== undefined && carriedHit !== null && (outside || !carriedHit.listOnly)) continue
        const re = trigger.re
        re.lastIndex = 0
        for (let m = re.exec(sentence); m !== null; m = re.exec(sentence)) {
          if (m[0].length === 0) {
            re.lastIndex++
            continue
          }
          const start = span.start + m.index
          const end = start + m[0].length
          if (survives(rule, trigger, text, span, sentence, start, end)) {
            const hit = { start, end, span, block: blocked[si]!.block, trigger, listOnly: outside }
            if (trigger.carried === undefined) {
              statingHit = hit
              break triggers
            }
            carriedHit = hit
            break
          }
        }
      }
      const hit = statingHit ?? carriedHit
      if (hit !== null) hits.push(hit)
    }
    // a condition the section states has ended (a case the company emerged from) is no evidence
    const ended = hits.length === 0 || rule.ended === undefined ? null : rule.ended(text)
    const unended = ended === null ? hits : hits.filter((h) => !ended(text.slice(h.span.start, h.span.end)))
    // carried triggers are evidence only beside a trigger that states the condition itself (in its paragraph or the next, for a paragraph's
    // follow-on; or the one before, for what the statement concludes from)
    const stating = unended.filter((h) => h.trigger.carried === undefined)
    if (stating.length === 0) continue
    const stated = new Set(stating.map((h) => h.block))
    const listed = (block: number): boolean => {
      lists ??= listsOf(text, blocked)
      const head = lists[block] ?? -1
      return head >= 0 && stated.has(head)
    }
    // (a hit read outside its trigger's sections is kept only as an item of a stated list)
    const beside = (h: (typeof unended)[number]): boolean =>
      h.listOnly
        ? listed(h.block)
        : h.trigger.carried === undefined ||
          h.trigger.carried === true ||
          stated.has(h.block) ||
          stated.has(h.block - 1) ||
          (h.trigger.carried === "around" && stated.has(h.block + 1)) ||
          listed(h.block)
    const kept = unended.filter(beside)
    flags[rule.flag] = true
    for (const h of kept) evidence.push(evidenceOf(rule.flag, section, text, h.span, h.start, h.end))
  }
  const events = accountingNote ? [] : detectEvents(section, text, raw, lineStarts, registrant)
  for (const family of EVENT_FAMILIES) {
    const flag = EVENT_FLAG[family]
    for (const h of events) {
      if (h.family !== family) continue
      flags[flag] = true
      evidence.push(evidenceOf(flag, section, text, h.sentence, h.phrase.start, h.phrase.end))
    }
  }
  return { flags, evidence }
}

/**
 * The list each paragraph belongs to: for a paragraph of one sentence that follows a paragraph ending in a colon (or another item of its
 * list), the index of that paragraph; otherwise -1. A stated condition's list ("… which resulted in the following misstatements …:",
 * then one line per misstatement) is its paragraph, however many items it has.
 */
const listsOf = (text: string, sentences: ReadonlyArray<Sentence>): Array<number> => {
  const count: Array<number> = []
  const last: Array<Sentence> = []
  for (const s of sentences) {
    count[s.block] = (count[s.block] ?? 0) + 1
    last[s.block] = s
  }
  const out: Array<number> = []
  let head = -1
  for (let b = 0; b < count.length; b++) {
    const end = last[b]
    if (end === undefined) continue
    out[b] = head >= 0 && count[b] === 1 ? head : -1
    if (out[b] === -1) head = -1
    if (/:\s*$/.test(text.slice(end.start, end.end))) head = b
  }
  return out
}

// Evidence outlives the section text (results are kept): its strings are copies, not views into the text.
const evidenceOf = (flag: FlagName, section: SectionKey, text: string, span: Span, start: number, end: number): FlagEvidence => ({
  flag,
  section,
  phrase: detached(text.slice(start, end)),
  sentence: detached(evidenceSentence(text, span, start, end)),
  start,
  end
})

/** The flags evaluated, in FLAG_NAMES order (every flag has a rule). */
export const FLAG_RULE_NAMES: ReadonlyArray<FlagName> = FLAG_NAMES.filter(
  (f) => RULES.some((r) => r.flag === f) || Object.values(EVENT_FLAG).includes(f)
)

