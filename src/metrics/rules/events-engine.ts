/**
 * The event engine: anchors and follow-ons of the event families (rules/families/investigation.ts,
 * legal-proceedings.ts, cybersecurity-incident.ts), read sentence by sentence inside blocks with
 * the event guards (guards.ts). events.ts states the rules it applies.
 */
import type { SectionKey } from "../../domain/forms.js"
import type { Span } from "../text.js"
import { maskCyber, maskedCopyOf, type MaskedCopy, maskSlots } from "./compile.js"
import { anyOf } from "./topics.js"
import { adversariesIn, affiliateRe, bankSubsidiary, claimantRe, companyAlias, defendedAfter, escapeRe, namesRegistrant, paidToUsRe, recurringName, registrantHead, registrantInitials, registrantShortName, selfRe, subsidiaryTerms } from "./company.js"
import { CYBER_WORD_RE } from "./families/cybersecurity-incident.js"
import { EVENT_RULES } from "./families/index.js"
import { ADMITTED_AFTER_RE, CYBER_PAST_RE, DECISION_RE, DECISION_SAYS_RE, DEFINED_TERM_RE, ESTIMATE_SUBJECT_RE, FOLLOW_ON_CATEGORY_RE, FOLLOW_ON_RES, FOOTNOTE_RE, IN_FORCE_RE, INTENDS_TO_RE, MATTER_NOUN_RE, NAMED_MATTER_TERM_RE, NARRATIVE_RE, NARRATIVE_SKIP_RE, NOT_MATTER_SUBJECT_RE, OUTCOME_RE, OUTCOME_SUBJECTS_RE, OUTSIDE_UNIT_SKIP_RE, REPORTING_RE, THIS_EVENT_IN_UNIT_RE, THIS_INCIDENT_RE, UNABLE_LEAD_RE } from "./follow-ons.js"
import { OWN_INQUIRY_RE, OWN_INVESTIGATION_RE, ADVERSATIVE_INSIDE_RE, againstTarget, alleged, AMOUNT_RE, AUTHORITY_RE, BANKRUPTCY_RE, categorical, CLAIMANT_RE, claimantOrRoutine, clauseEnd, clauseStart, CONDITION_LEAD_RE, CONDITIONAL_RE, CYBER_ADMISSION_RE, CYBER_ADMITTED_CLAUSE_RE, cyberSpecific, DATE_RE, DEFINITE_MATTER_RE, DEFINITION_PRE_RE, DENIAL_AFTER_RE, EXPERIENCED_RE, HABITUAL_RE, HEDGED_RE, INITIATOR_RE, IRREALIS_RE, irrealisBefore, isSpecific, MODAL_AFTER_RE, MODAL_INSIDE_RE, NAMED_ADVERSARY_RE, NAMED_AFTER_RE, NAMED_EVENT_RE, NAMED_MATTER_RE, NAMED_NEG_HEAD_RE, NEG_HEAD_RE, NEGATION_OK_RE, NEGATION_RE, NOT_MATERIAL_RE, OTHER_PARTY_RE, OTHER_VICTIM_SUBJECT_RE, OTHER_VICTIMS_RE, OTHERS_AFTER_RE, OTHERS_RE, OTHERS_SUBJECT_RE, othersCaption, OUR_DATA_AFTER_RE, OWED_TO_US_RE, PARTY_RE, PAST_AFTER_RE, POINTER_RE, SPACER_ADVERB_RE, SPACER_ADVERB_TEST_RE, SUBJECT_RE, SUBJECT_TO_OK_RE, SUBJECT_TO_RE, SUPPLIER_RE, WILL_DEFEND_RE } from "./guards.js"
import { LEGAL_SECTIONS } from "./scopes.js"
import { type Sentence, sentencesAndBlocks } from "./sentences.js"
import { EVENT_FAMILIES, type EventFamily, type EventHit, type Exclusion } from "./types.js"

/** Whether an exclusion applies to a sentence: it matches `when` and not `unless`. */
const excludes = (x: Exclusion | undefined, sentence: string): boolean => x !== undefined && x.when.test(sentence) && !(x.unless?.test(sentence) ?? false)

/** A modal that opens a later coordinated predicate or a relative clause, to the clause's end: not the modality of what comes before it. */
const LATER_MODAL_RE = /,? (?:and|but) (?:(?:it|they|this|these|we|the company) )?(?:may|might|could|will|would|can)\b[^;]*$|, (?:which|that|who) (?:may|might|could|will|would|can)\b[^,;]*/gi

/** A passive relative clause with a modal that qualifies a noun after the matched step ("services that could not be performed"), in a sentence that is not habitual. */
const RELATIVE_MODAL_RE = / (?:that|which) (?:may|might|could|would|can) (?:not )?be \w+\b[^,;]*/g
const HABITUAL_WORDS_RE = /\b(?:often|generally|in general|typically|usually|frequently)\b/i

/** A step that disputes allegations or claims, and the content clause that follows it ("… the allegations that there was ever …"). */
const REPORTED_CONTENT_LEAD_RE = /\b(?:disagree(?:s|d)? with|den(?:y|ies|ied)|dispute(?:s|d)?) the (?:allegations|claims|assertions|contentions)$/i
const REPORTED_CONTENT_RE = /^\s*that\b[^;]*$/
/** What a complaint or an authority alleges ("The complaint alleges, among other things, that the Company … would be renewed …"): its content, not the step's modality. */
const ALLEGES_THAT_RE = /^(\s*(?:also |further |generally )?(?:alleg|assert|claim|contend|charg)\w*(?:,? (?:among other things|inter alia|in part|in substance),?)? that\b)[^;]*$/i

/** A count of pending suits, claims or cases given after "including" ("… including approximately 2,228 pending product liability lawsuits"). */
const COUNTED_PENDING_RE = /\b(?:including|includes?|included|of which|among them|among which) (?:approximately |about |over |more than |some |nearly )?\d[\d,]* pending (?:[\w-]+ ){0,3}?(?:lawsuits|suits|cases|actions|claims)\b/i

/** A suit, claim or authority's step aimed at the company. */
const AGAINST_US_RE = /\b(?:against|sued|named|served) (?:us|the company|the registrant)\b(?!['’]s)|\bcounterclaims?\b|\b(?:we|the company) (?:was|were|is|are|has been|have been) (?:sued|named|served)\b/i

/** The company as the claimant or the payee: its own suit, or money another party paid or owes it ("Oplink paid a license fee to Finisar"). */
const claimantSide = (ctx: Context, sentence: string): boolean => ctx.claimant.test(sentence) || ctx.paidToUs.test(sentence) || OWED_TO_US_RE.test(sentence)

/** A lead-in to matters told after it ("… is party to the matters related to … described below:"). */
const LEAD_IN_RE = /:\s*$|\b(?:described|set forth|discussed|summari[sz]ed) below\b/i

/** Follow-on vocabulary of legal proceedings (a step of a case narrative). */
const LEGAL_STEP_RE = EVENT_RULES.material_legal_proceeding.steps

interface Context {
  readonly section: SectionKey
  readonly text: string
  readonly self: RegExp
  /** The company as the claimant: "Abbott filed … against DexCom", "Abbott seeks …". */
  readonly claimant: RegExp
  /** Another party paying the company ("Oplink paid a license fee to Finisar"). */
  readonly paidToUs: RegExp
  /** Names that sue or are awarded damages in the section (never the company). */
  readonly adversaries: ReadonlySet<string>
  /** Blocks with a sentence about cyber attacks or incidents. */
  readonly cyberBlocks: ReadonlySet<number>
  /** A company named after the registrant ("Stewart Title Guaranty Company"): its own affiliate, when the registrant is known. */
  readonly affiliate: RegExp | null
}

/** A word the section names at least twice outside the sentence, once capitalised: the name of what a matter is about. */
const namedInSection = (text: string, word: string | undefined, s: Sentence): boolean => {
  if (word === undefined || word.length < 4) return false
  const re = new RegExp(`\\b${escapeRe(word)}\\b`, "gi")
  const outside = [...(text.slice(0, s.start).match(re) ?? []), ...(text.slice(s.end).match(re) ?? [])]
  return outside.length >= 2 && outside.some((w) => /^[A-Z]/.test(w))
}

/** A matter of an industry or a group that names the company's own business among those it concerns (neither a category nor another's target). */
const INCLUDING_OWN_BUSINESS_RE = /,? including (?:(?:our|the company['’]s) (?:[\w-]+ ){0,3}?(?:business|subsidiary|unit|division|operations)|us|the company(?!['’]s))\b/i

/** A category or the ordinary course turned, in the same sentence, to what stands apart from it ("…, although", "…, except that"). */
const CATEGORY_TURN_RE = /^[^;]*?\b(?:ordinary|normal|usual) course\b[^;]*?,\s*(?:although|except that|except for|however,?)\s+(?=\S)/i

/** The anchor of a sentence: its first event pattern that survives the guards; `weak` when the company is not named. */
const anchorIn = (
  family: EventFamily,
  ctx: Context,
  s: Sentence,
  sentence: string,
  masked: (copy: MaskedCopy) => string
): { start: number; end: number; weak: boolean } | null => {
  const text = ctx.text
  if (s.heading) return null
  // off-topic wording is read only by the patterns for a cyber paragraph ("Such events have caused …")
  const rules = EVENT_RULES[family]
  const reading = rules.reading
  const incident = reading.kind === "incident"
  const onTopic = anyOf(rules.topic)(sentence)
  if (!onTopic && !(incident && ctx.cyberBlocks.has(s.block))) return null
  if (POINTER_RE.test(sentence)) return null
  // a category turned to a stated matter is read from the turn on ("… other than claims and lawsuits arising in the ordinary
  // course of business, although a putative class action lawsuit has been filed with respect to the Company …")
  const cut = incident ? 0 : (CATEGORY_TURN_RE.exec(sentence)?.[0].length ?? 0)
  const whole = sentence
  sentence = sentence.slice(cut)
  // a count of pending suits named inside a category ("various legal proceedings, …, including approximately 2,228 pending product liability lawsuits") is a docket
  const docket = !incident && COUNTED_PENDING_RE.test(sentence)
  // (an industry's matter that names the company's own business is not a category: "… antitrust investigations of the global compressor industry,
  // including our compressor business headquartered in Brazil")
  if (!incident && !docket && categorical(sentence) && !DATE_RE.test(sentence) && !AUTHORITY_RE.test(sentence) && !alleged(sentence) && !NAMED_ADVERSARY_RE.test(sentence) && !NAMED_EVENT_RE.test(sentence) && !INCLUDING_OWN_BUSINESS_RE.test(sentence)) return null
  // "in the past" is a category unless it states a past fact hedged with its recurrence ("we have in the past been, and may in the future be, sued …")
  if (!incident && !docket && /\b(?:from time to time|(?<!non-)ordinary course|normal course|normal conduct of|normal to (?:its|our) business|over the years|occasionally|regularly|routinely|typically(?! (?:alleging|seeking|claiming|asserting)\b)|in the past(?! been,? (?:and|or) (?:may|could|might)\b)(?! (?:year|quarter|fiscal year|twelve months|\d+|two|three|four|five|several|few)\b))\b/i.test(sentence)) return null
  if (claimantOrRoutine(sentence) || otherParty(sentence, ctx) || claimantSide(ctx, sentence)) return null
  // sentences that state no matter of the family (families/*.ts: a settlement of securities, a product's approval, the company's own inquiry)
  if ((reading.exclusions ?? []).some((x) => excludes(x, sentence))) return null
  let specificMemo: boolean | null = incident ? true : null
  const specific = (): boolean => (specificMemo ??= isSpecific(sentence))
  let weakHit: { start: number; end: number; weak: boolean } | null = null
  for (const p of rules.anchors) {
    if (p.gate !== undefined && !p.gate.test(sentence)) continue
    if (!onTopic && p.cyberBlock !== true) continue
    const re = p.re
    // a rule that names an authority or a cyber incident reads the sentence's masked copy (same offsets; compile.ts); what it matched is read in the sentence
    const copy = maskedCopyOf(re)
    const subject = copy === undefined ? whole : masked(copy)
    re.lastIndex = 0
    for (let m = re.exec(subject); m !== null; m = re.exec(subject)) {
      if (m[0].length === 0) {
        re.lastIndex++
        continue
      }
      if (m.index < cut) continue
      const m0 = subject === whole ? m[0] : whole.slice(m.index, m.index + m[0].length)
      const start = s.start + m.index
      const end = start + m0.length
      const cStart = clauseStart(text, s.start, start)
      const cEnd = clauseEnd(text, end, s.end)
      const pre = text.slice(cStart, start)
      if (p.specific !== false && !specific()) continue
      if (p.nextUpper === true && !/^[A-Z]/.test(text.slice(end, end + 1))) continue
      if (p.notDefinition === true && DEFINITION_PRE_RE.test(pre)) continue
      if (p.unless !== undefined && p.unless.test(sentence)) continue
      // (the match's own first word, a sentence's capitalised head noun, names nothing: "Costs related to litigation …")
      if (p.namedCost === true && !AMOUNT_RE.test(text.slice(cStart, cEnd)) && !NAMED_MATTER_RE.test(m0.replace(/^\S+\s*/, "")) && !DEFINITE_MATTER_RE.test(m0) && !NAMED_AFTER_RE.test(text.slice(end, Math.min(cEnd, end + 100)))) continue
      if (p.notExample === true && /\b(?:such as|including|like|for example|e\.g\.)\s*$/i.test(pre)) continue
      if (!p.admits && irrealisBefore(text, s, start)) continue
      // a match that runs on across "but"/"although" joins two clauses: the second is not the first's fact
      if (ADVERSATIVE_INSIDE_RE.test(m0)) continue
      // a negation among the match's first words, where its subject and auxiliaries stand ("We have not received any subpoena")
      if (NEG_HEAD_RE.test(m0) || NAMED_NEG_HEAD_RE.test(m0)) continue
      // a condition opens the clause, before the match or as its first word ("If we were the victim of a cyberattack, …",
      // "Should we be sued …"): even an admission pattern states nothing then, unless the match is a relative clause
      // that states the past on its own ("If we … experience a security incident, which has occurred in the past, …")
      if (p.relative !== true && !/\b(?:which|that) (?:has|have)\b/i.test(m0) && (CONDITION_LEAD_RE.test(text.slice(cStart, start).replace(HEDGED_RE, " ")) || CONDITION_LEAD_RE.test(m0.slice(0, 7)))) continue
      if (p.admits && p.relative !== true && (NEGATION_RE.test(pre.replace(NEGATION_OK_RE, " ")) || /\b(?:whether|determin\w*)\b/i.test(pre))) continue
      if (!p.admits && MODAL_AFTER_RE.test(text.slice(end, cEnd))) continue
      if (!p.admits && MODAL_INSIDE_RE.test(m0)) continue
      if (p.pastAfter === true && !PAST_AFTER_RE.test(text.slice(end, cEnd))) continue
      // a denial about what the match names ("such identified security events have not had a material impact")
      // (an incident the company experienced is an event even when called immaterial: "we experienced a ransomware attack …,
      // which did not have a material impact …")
      if ((DENIAL_AFTER_RE.test(text.slice(end, cEnd)) && !(incident && EXPERIENCED_RE.test(m0))) || /\b(?:such|these|those|the|any)\s*$/i.test(pre) && /^(?:detected|discovered|identified|observed)\b/i.test(m0)) continue
      if (p.matter === true && !(AUTHORITY_RE.test(sentence) || DATE_RE.test(sentence) || NAMED_EVENT_RE.test(sentence) || SUBJECT_RE.test(text.slice(end, Math.min(cEnd, end + 100))) || INITIATOR_RE.test(text.slice(end, Math.min(cEnd, end + 100))))) continue
      if (!incident && (OTHERS_RE.test(pre.slice(-80)) || OTHERS_AFTER_RE.test(text.slice(end, end + 60)))) continue
      // other companies as the clause's subject: "Many companies have received subpoenas from the SEC …"
      if (!incident && OTHERS_SUBJECT_RE.test(pre + m0)) continue
      if (SUBJECT_TO_RE.test(m0) && !/\bthe subject\b/i.test(m0) && !SUBJECT_TO_OK_RE.test(text.slice(cStart, cEnd))) continue
      if (incident && !p.admits && HABITUAL_RE.test(sentence)) continue
      if (incident && (OTHER_VICTIMS_RE.test(text.slice(end, cEnd)) || OTHER_VICTIM_SUBJECT_RE.test(sentence))) continue
      // a past incident admitted in general terms ("We have experienced, and may in the future experience, … cybersecurity
      // incidents.", "Such incidents have occurred in the past …") names no incident, date, system, actor or consequence: nothing
      // (an admission anchor, or any match in a clause that admits past incidents: "the cyber incidents … that we have experienced to date")
      if (incident && (p.admits === true || CYBER_ADMISSION_RE.test(m0) || CYBER_ADMITTED_CLAUSE_RE.test(text.slice(cStart, cEnd))) && !cyberSpecific(sentence)) continue
      if (incident && reading.mention !== undefined) {
        const before = text.slice(cStart, start + m0.search(reading.mention))
        if (SUPPLIER_RE.test(before) && !/\b(?:we|us|the company)\b|\b(?:our|we) and\b|^\s*our\b[^;]{0,120}?\(?(?:and|as well as) (?:those|that) of\b/i.test(before) && !OUR_DATA_AFTER_RE.test(text.slice(start, s.end))) continue
        // a trend ("an increase in ransomware attacks in our supply chain") is not an incident
        if (/\b(?:increase|rise|growth|increases|trend) (?:in|of)\s*$/i.test(text.slice(cStart, start + m0.search(reading.mention)).replace(/\s*(?:the )?(?:number|frequency) of\s*$/i, " of").trimEnd() + " ") || /^[^;]{0,40}?\bin (?:our|the) supply chain\b/i.test(text.slice(end, cEnd))) continue
      }
      if (p.selfSubject === true) {
        const subj = m.groups?.["subj"]
        // (a company named after the registrant is its own: "Stewart Title Guaranty Company (STGC) … were defendants in a lawsuit")
        if (subj === undefined || OTHERS_RE.test(subj) || RELATIVE_SUBJECT_RE.test(subj) || !(ctx.self.test(subj) || ctx.affiliate?.test(subj) === true || (recurringName(text, subj, s) || defendedAfter(text, subj, s)) && (p.caption === true || !ctx.adversaries.has(subj.split(/\s+/)[0] ?? "")))) continue
      }
      if (p.namedObject === true && !namedInSection(text, m.groups?.["obj"], s)) continue
      if (reading.otherTarget?.test(sentence) === true && !INCLUDING_OWN_BUSINESS_RE.test(sentence)) continue
      if (p.ownCaption === true && othersCaption(ctx, sentence)) continue
      if (reading.againstTheCompany === true && !againstTarget(m0 + text.slice(end, Math.min(cEnd, end + 80)))) continue
      if (p.cyberBlock === true && !(ctx.section === "item_1c_cybersecurity" || ctx.cyberBlocks.has(s.block))) continue
      // a subject checked above to be the company (or the subsidiary the section keeps naming) names it
      const named = LEGAL_SECTIONS.has(ctx.section) || p.selfSubject === true || ctx.self.test(sentence) || /\b[A-Z][\w]+['’]s (?:code|systems|network)/.test(sentence)
      const hit = { start, end: Math.min(end, start + 160), weak: !named && p.selfImplied !== true }
      // unnamed, and another named organisation acts: its own matter ("X, LLC filed a petition under Chapter 11")
      if (hit.weak && (PARTY_RE.test(pre) || BANKRUPTCY_RE.test(sentence))) continue
      // a weak match gives way to a later pattern that implies the company
      if (!hit.weak) return hit
      weakHit ??= hit
    }
  }
  return weakHit
}

/** A relative clause read as the subject ("Dow Chemical, which supplies our plants, is named …"): its own noun, not the company. */
const RELATIVE_SUBJECT_RE = /^(?:which|who|whom|whose|that)\b/i

/** Another named party found, held, fined or ordered (OTHER_PARTY_RE), unless the name is the one the section uses for the company ("Acme was ordered to pay …"). */
const otherParty = (sentence: string, ctx: Context): boolean => {
  const party = OTHER_PARTY_RE.exec(sentence)?.groups?.party
  return party !== undefined && !ctx.self.test(party)
}

/** A table of a stated docket's claims ("The following table shows the approximate number of plaintiffs and claimants who had asbestos claims pending …"). */
const DOCKET_TABLE_RE = /^the following table (?:shows|sets forth|summarizes|presents) (?:the )?(?:approximate )?(?:number|activity) of (?:[\w-]+ ){0,4}?(?:claims|cases|lawsuits|actions|plaintiffs|claimants)\b/i

const followOnIn = (
  family: EventFamily,
  ctx: Context,
  s: Sentence,
  sentence: string
): { start: number; end: number } | null => {
  const text = ctx.text
  if (s.heading) return null
  // (other companies as the sentence's subject: "Pharmaceutical companies have been the target of government lawsuits and investigations …")
  if (POINTER_RE.test(sentence) || FOLLOW_ON_CATEGORY_RE.test(sentence) || OTHERS_SUBJECT_RE.test(sentence) || claimantSide(ctx, sentence) || CLAIMANT_RE.test(sentence) || (/^the following\b/i.test(sentence) && !DOCKET_TABLE_RE.test(sentence))) return null
  // it refers back to something other than the matter ("These requirements are generally administered by …", "These reports include …")
  if (NOT_MATTER_SUBJECT_RE.test(sentence) || OTHERS_AGAINST_RE.test(sentence)) return null
  const { steps: stepRe, reading } = EVENT_RULES[family]
  if (!stepRe.test(sentence)) return null
  if (excludes(reading.followOnExclusion, sentence)) return null
  // an incident carried forward is told in the past ("such incidents have remained undetected"), not described ("these threats originate …")
  if (reading.kind === "incident" && !CYBER_PAST_RE.test(sentence)) return null
  for (const g of FOLLOW_ON_RES) {
    g.lastIndex = 0
    for (let m = g.exec(sentence); m !== null; m = g.exec(sentence)) {
      if (m[0].length === 0) {
        g.lastIndex++
        continue
      }
      // "The following proceedings …" introduces matters; "the possible attack surfaces" is no matter at all ("a range of reasonably possible
      // losses" is the matter's estimate)
      if (/^the following\b/i.test(m[0]) || /\b(?:(?<!\breasonably )possible|potential|any|future)\b/i.test(m[0])) continue
      const start = s.start + m.index
      const end = start + m[0].length
      // realis up to the match, and no modal governing it right after
      // "The Company is unable at this time to estimate the ultimate outcome or determine if the lawsuit will …": what it cannot tell is about the matter
      const unable = UNABLE_LEAD_RE.test(sentence) && !/\b(?:below|unless otherwise)\b/i.test(sentence)
      // an incident's consequence in an independent clause after a semicolon is read on its own ("It is unclear whether any such information was
      // exported; however, we notified …")
      const semicolon = reading.kind === "incident" ? text.lastIndexOf(";", start) : -1
      const from = semicolon >= s.start ? semicolon + 1 : s.start
      const reported = text.slice(from, start).replace(HEDGED_RE, " ")
      // an authority's reported words are its step, whatever they deny ("the USAO confirmed that Mr. Mitchell … was no longer a target of the
      // USAO investigation"): only what comes before its verb of saying is read for a negation or a modal
      const said = authoritySaid(reported)
      const before = said === null ? reported : reported.slice(0, said.index)
      // (the words an allowed negation uses, "did not incur any meaningful costs related to …", mark nothing as irrealis either)
      const allowed = before.replace(NEGATION_OK_RE, " ")
      if ((!unable && IRREALIS_RE.test(allowed)) || NEGATION_RE.test(allowed.replace(UNABLE_LEAD_RE, " "))) continue
      // a court's or authority's reported words ("the Court noted that a jury is more likely to accept … if …") are its step, whatever they say
      const admitted =
        unable || ADMITTED_AFTER_RE.test(text.slice(end, end + 60)) || (REPORTING_RE.test(m[0]) && /^\s+that\b/.test(text.slice(end, end + 8))) || (DECISION_RE.test(m[0]) && DECISION_SAYS_RE.test(text.slice(end, end + 40))) || WILL_DEFEND_RE.test(sentence) || INTENDS_TO_RE.test(before)
      // a modal in a later coordinated predicate or a relative clause ("… began on July 13, continued on August 23, and may be extended …",
      // "…, which could take years") does not make the step before it hypothetical
      // (after the match, a relative clause needs no comma: "… recognized revenue adjustments for services that could not be performed")
      // what the allegations say ("disagrees with the allegations that … would not be subject to …") is theirs, not the step's modality
      const after = REPORTED_CONTENT_LEAD_RE.test(m[0]) ? text.slice(end, clauseEnd(text, end, s.end)).replace(REPORTED_CONTENT_RE, " ") : text.slice(end, clauseEnd(text, end, s.end)).replace(ALLEGES_THAT_RE, "$1")
      if (!admitted && CONDITIONAL_RE.test(`${text.slice(from, end)}${HABITUAL_WORDS_RE.test(sentence) ? after : after.replace(RELATIVE_MODAL_RE, " ")}`.replace(HEDGED_RE, " ").replace(LATER_MODAL_RE, " "))) continue
      // (a colon that stands between a subject and its modal verb ends no clause: "the ultimate outcome of the legal proceedings: could have …")
      if (!admitted && (MODAL_AFTER_RE.test(after) || /^\s*:\s*(?:could|may|might|would|can)\b/i.test(text.slice(end, end + 20)))) continue
      // a denial about the matter ("the incident did not have a material impact") is not the matter's fact
      if (DENIAL_AFTER_RE.test(text.slice(end, clauseEnd(text, end, s.end))) || NOT_MATERIAL_RE.test(sentence)) continue
      return { start, end }
    }
  }
  return null
}

const thisIncidentIn = (family: EventFamily, ctx: Context, s: Sentence, inUnit = false): { start: number; end: number } | null => {
  if (EVENT_RULES[family].reading.kind !== "incident" || s.heading) return null
  const sentence = ctx.text.slice(s.start, s.end)
  // a pointer to where the incident is told is not the incident ("For additional information regarding this incident, please refer to …")
  if (POINTER_RE.test(sentence)) return null
  const m = THIS_INCIDENT_RE.exec(sentence) ?? (inUnit ? THIS_EVENT_IN_UNIT_RE.exec(sentence) : null)
  if (m === null) return null
  const start = s.start + m.index
  const end = start + m[0].length
  // (a modal that opens a later coordinated predicate is that predicate's: "… as it responds to this incident and can underwrite policies …")
  if (irrealisBefore(ctx.text, s, start) || MODAL_AFTER_RE.test(ctx.text.slice(end, clauseEnd(ctx.text, end, s.end)).replace(LATER_MODAL_RE, " "))) return null
  if (DENIAL_AFTER_RE.test(ctx.text.slice(end, clauseEnd(ctx.text, end, s.end))) || NOT_MATERIAL_RE.test(sentence)) return null
  return { start, end }
}

/** A category of matters the company is subject to or party to from time to time, in the ordinary course or incidental to its business: a paragraph's lead-in that states no matter (after a run-in heading, "Litigation—We are involved from time to time in claims …"; "From time to time, in the ordinary course of business …, the Company receives requests for information from government agencies"); not one that leads to the matters "discussed below". */
const CATEGORY_LEAD_RE = /^(?![^.;]*\b(?:discussed|described|set forth|listed|detailed) below\b)(?:\W*(?:[\w,'’ —–-]{0,60}?\b)?(?:is|are|has been|have been|may be|becomes?|become) (?:also )?(?:subject to|(?:a )?part(?:y|ies) to|involved(?: from time to time)? in|named in)\b[^.;]{0,300}?\b(?:from time[ -]to[ -]time|(?:in|out of|from) (?:the|our|its) (?:ordinary|normal) course|incidental to (?:its|our|the company['’]s) business)\b|\W*(?:from time[ -]to[ -]time|in the (?:ordinary|normal) course of (?:its |our |the company['’]s )?business),? (?:there (?:are|is|have been)|(?:we|the company|it) (?:are|is|has|have|may be|may become|becomes?|become))\b|\W*(?:from time[ -]to[ -]time|in the (?:ordinary|normal) course)\b[^.;]{0,120}?\b(?:we|the company|it) (?:receives?|may receive)\b)/i

/** Matters referred back to as a group ("those matters currently pending against the Company"). */
const CATEGORY_BACK_RE = /\b(?:these|those|such) (?:[\w-]+ ){0,2}?(?:matters|claims|proceedings|actions|lawsuits|suits|cases|litigation)\b/i

/** The outcome of matters named only as a category (plural nouns with no determiner). */
const CATEGORY_OUTCOME_RE = /\b(?:outcomes?|results?|resolution) of (?:[\w-]+ ){0,2}?(?:claims|proceedings|lawsuits|suits|litigation|matters|actions|cases|disputes)\b/i

const estimateIn = (family: EventFamily, ctx: Context, s: Sentence, sentence: string): { start: number; end: number } | null => {
  const reading = EVENT_RULES[family].reading
  if (reading.kind === "incident" || s.heading) return null
  if (POINTER_RE.test(sentence) || FOLLOW_ON_CATEGORY_RE.test(sentence) || claimantSide(ctx, sentence) || /\b(?:with respect to(?! (?:the|these|this) claims (?:asserted|made|brought) against (?:us|the company)\b)|for those|where a loss|in (?:which|those) (?:cases|matters)|aggregate|various reasons|(?:many|most) (?:of (?:the|these) )?(?:proceedings|matters|cases)|unless otherwise (?:stated|noted|indicated)|for the (?:matters|cases|proceedings|actions) described below|(?:for|in) (?:some|certain|other|many) (?:matters|cases|instances)|(?:any|all) (?:such )?future (?:matters|claims|proceedings|cases|lawsuits|litigation))\b/i.test(sentence) || /^\W*(?:if|when|where|to the extent|in the event)\b/i.test(sentence)) return null
  const m = reading.estimate !== undefined ? reading.estimate.exec(sentence) : null
  // under a matter's own sub-heading in a legal-proceedings section the estimate needs no subject ("At this time, the Company
  // cannot estimate the possible loss, if any.")
  if (m !== null && (ESTIMATE_SUBJECT_RE.test(sentence) || LEGAL_SECTIONS.has(ctx.section))) return { start: s.start + m.index, end: s.start + m.index + m[0].length }
  const o = OUTCOME_RE.exec(sentence)
  if (o === null || NOT_MATERIAL_RE.test(sentence) || /\b(?:not|no)\b[^;]{0,40}?\bmaterial/i.test(sentence)) return null
  // "While we cannot predict the outcome of these proceedings …, an adverse outcome in any of these proceedings could have a
  // material adverse effect": uncertainty followed by a hypothetical consequence
  if (/predict|foresee|determine|outcome|resolution/i.test(o[0]) && /\b(?:could|may|might|would)\b[^;]{0,40}?\b(?:have|result in|adversely|materially|harm)\b/i.test(sentence.slice(o.index + o[0].length))) return null
  // a category in the clause that speaks of the outcome ("meritorious defenses to any such claims")
  const oStart = s.start + o.index
  let clause = ctx.text.slice(clauseStart(ctx.text, s.start, oStart), clauseEnd(ctx.text, oStart + o[0].length, s.end))
  // a concession opening the sentence ends at its comma ("Although we believe we have a strong defense for these claims, these or
  // similar future claims could …")
  if (/^\s*(?:although|though|while)\b/i.test(sentence)) {
    const comma = clause.indexOf(",", oStart + o[0].length - clauseStart(ctx.text, s.start, oStart))
    if (comma >= 0) clause = clause.slice(0, comma)
  }
  // ("the other lawsuit" is one of the stated ones)
  if (/\b(?:any|(?<!\bthe\s)other|similar|future|various)\s+(?:such\s+|of\s+(?:these|the|those|such)\s+)?(?:[\w-]+\s+)?(?:cases?|proceedings?|matters?|actions?|lawsuits?|claims|litigation|suits?|investigations?)\b/i.test(clause)) return null
  // a subject that names this family's matter: "these investigations" follow an investigation, "these cases" a lawsuit
  const subjects = sentence.match(OUTCOME_SUBJECTS_RE) ?? []
  const o2 = reading.outcomeSubject
  // (in a legal-proceedings section, an outcome not foreseen with no subject is the stated matter's, as an estimate is: "However, the Company is
  // not able to predict the outcome, and there is no assurance that the Company will be successful in its defense."; not the outcome of a
  // category: "Management cannot predict the outcome of legal claims and proceedings with certainty.")
  const bare = subjects.length === 0 && LEGAL_SECTIONS.has(ctx.section) && o2 !== undefined && !o2.named && /\b(?:predict|foresee|determine|estimate|assess)/i.test(o[0]) && !CATEGORY_OUTCOME_RE.test(sentence)
  if (o2 === undefined || (!bare && !subjects.some((subj) => o2.re.test(subj) === o2.named))) return null
  return { start: s.start + o.index, end: s.start + o.index + o[0].length }
}

/**
 * In a legal-proceedings section, under a sub-heading or paragraph that already states a matter
 * of the family, a factual sentence is a step of that matter's narrative ("In September 2023,
 * the CNIPA invalidated every claim of the asserted patent."): dated or told in the past, with
 * no category or pointer wording, and no hypothetical or negated wording in its clause up to
 * the first date or past verb (what the step found may be negative).
 */
const narrativeStepIn = (
  family: EventFamily,
  ctx: Context,
  s: Sentence,
  sentence: string
): { start: number; end: number } | null => {
  if (EVENT_RULES[family].reading.narrative !== true || !LEGAL_SECTIONS.has(ctx.section) || s.heading) return null
  if (POINTER_RE.test(sentence) || FOLLOW_ON_CATEGORY_RE.test(sentence) || claimantSide(ctx, sentence) || claimantOrRoutine(sentence)) return null
  if (excludes(EVENT_RULES[family].reading.followOnExclusion, sentence)) return null
  const step = NARRATIVE_RE.exec(sentence) ?? BROUGHT_STEP_RE.exec(sentence)
  if (step === null || !LEGAL_STEP_RE.test(sentence) || NARRATIVE_SKIP_RE.test(sentence) || NOT_MATERIAL_RE.test(sentence)) return null
  // suits against a class of other companies ("class action litigation has been brought against a number of large lenders alleging …")
  if (OTHERS_AGAINST_RE.test(sentence)) return null
  // the step's own clause up to its verb or date decides; what the step found may be negative ("issued a decision finding no infringement")
  const lead = sentence.slice(0, step.index).replace(HEDGED_RE, " ")
  // "accrued for pending and future claims": the amount is stated for the pending claims
  const tail = sentence.slice(step.index).replace(HEDGED_RE, " ").replace(/\b(?:pending|existing|asserted) and future\b/gi, (m) => m.replace(/ and future$/i, " ".repeat(11)))
  if (IRREALIS_RE.test(lead) || CONDITIONAL_RE.test(lead) || NEGATION_RE.test(lead.replace(NEGATION_OK_RE, " ")) || /^\s*(?:if|unless|whether)\b/i.test(tail)) return null
  if (IRREALIS_RE.test(tail.slice(0, 40)) || CONDITIONAL_RE.test(tail.slice(0, 40))) return null
  // a date that opens a denial of any matter ("As of June 30, 2023, we were not a party to any material legal proceedings.") is no step
  if (NO_PROCEEDINGS_RE.test(tail)) return null
  return { start: s.start, end: Math.min(s.end, s.start + 80) }
}

/** A verb of saying before what was said ("… confirmed that …", "… informed the Company that …"). */
const SAYING_RE = /\b(?:confirmed|stated|indicated|(?:informed|notified|advised) (?:us|the [Cc]ompany|the [Rr]egistrant)) that\b/
/** An authority's verb of saying before what it said ("the USAO confirmed that …"), built on first use. */
let authoritySays: RegExp | null = null
const authoritySaid = (reported: string): RegExpExecArray | null =>
  SAYING_RE.test(reported) ? (authoritySays ??= new RegExp(`(?:${AUTHORITY_RE.source})[^;]{0,30}?${SAYING_RE.source}`)).exec(reported) : null

/** A denial that the company is party to any matter, with no exception ("we were not a party to any material legal proceedings"). */
const NO_PROCEEDINGS_RE = /\bnot (?:currently |presently |now )?(?:a )?(?:party to|involved in|engaged in|subject to) any\b(?![^;]{0,200}?\b(?:except|other than|besides|apart from|aside from|save for)\b)/i

/**
 * A suit told as brought by a named or counted party, or against the company: a step of its narrative though undated ("Alderman, et al. v.
 * Smithfield Foods, Inc., et al., involves allegations brought by 20 plaintiffs …"; not "cases brought by a single plaintiff" or "proceedings
 * brought by U.S. federal or state environmental agencies", which name kinds).
 */
const BROUGHT_STEP_RE = /\bbrought (?:by (?:\d[\d,]*|[A-Z][a-z][\w&'’-]*)\b|against (?:us|the [Cc]ompany)\b)/

/** Suits told as brought against a class of other companies, the company not among them by name. */
const OTHERS_AGAINST_RE = /\bagainst (?:a number of|several|many|various|numerous) (?:[\w-]+ ){0,2}?(?:lenders|banks|insurers|companies|manufacturers|competitors|retailers|financial institutions|servicers|issuers|underwriters)\b(?![^;]{0,60}?\b(?:including|such as) (?:us|the company|[A-Z]))/i

/** In the unit of a stated matter, a term it sets the company ("The Bank shall maintain a Tier 1 leverage capital ratio of at least 9%."). */
const termIn = (family: EventFamily, ctx: Context, s: Sentence, sentence: string): { start: number; end: number } | null => {
  const res = EVENT_RULES[family].reading.terms
  if (res === undefined || s.heading) return null
  if (POINTER_RE.test(sentence) || FOLLOW_ON_CATEGORY_RE.test(sentence) || claimantSide(ctx, sentence)) return null
  const m = res.map((re) => re.exec(sentence)).find((x) => x !== null)
  if (m === undefined || m === null) return null
  return { start: s.start + m.index, end: s.start + m.index + m[0].length }
}

/** The defendants of the company's own suit, as it defines them: "(collectively, the “Defendants”)". */
const OWN_SUIT_PARTIES_RE = /\((?:collectively,?\s*)?(?:the\s+)?["“](Defendants?|Respondents?|Counterclaim[- ]Defendants?)["”]\)/g

/** A defined term that is an authority's abbreviation and the matter it brought: "SEC Complaint", "FTC Action". */
const AUTHORITY_MATTER_TERM_RE = /^[A-Z]{2,6} (?:Complaint|Action|Lawsuit|Suit|Investigation|Inquiry|Litigation|Proceedings?)s?$/

const definedTerms = (sentence: string): Array<string> => {
  const out: Array<string> = []
  DEFINED_TERM_RE.lastIndex = 0
  for (let m = DEFINED_TERM_RE.exec(sentence); m !== null; m = DEFINED_TERM_RE.exec(sentence)) {
    const term = (m[1] ?? m[2] ?? "").trim()
    // the term names a matter ("Settlement", "Shareholder Litigation", "Statutory Notice of Deficiency (SNOD)", an authority's own "SEC Complaint"),
    // not an authority ("(FDA)"), a law ("(the “DMA”)") or a party
    const named = `${sentence.slice(Math.max(0, m.index - 50), m.index)} ${term}`.split(/\s+/).slice(-7).join(" ")
    if (term.length > 1 && (!AUTHORITY_RE.test(term) || AUTHORITY_MATTER_TERM_RE.test(term)) && MATTER_NOUN_RE.test(named)) out.push(term)
  }
  // a matter named in capitals without a definition: "consented to the issuance of a Consent Order by the FDIC" → "The Consent Order …"
  NAMED_MATTER_TERM_RE.lastIndex = 0
  for (let m = NAMED_MATTER_TERM_RE.exec(sentence); m !== null; m = NAMED_MATTER_TERM_RE.exec(sentence)) {
    const term = (m[1] ?? "").replace(/\s+/g, " ")
    if (!AUTHORITY_RE.test(term) && !out.includes(term)) out.push(term)
  }
  return out
}

const OTHER_TERMS_LEAD_RE = /^\W*other (?:[\w-]+ )?(?:provisions|requirements|terms|conditions)\b|^\W*(?:among other things,? )?(?:the|this|that|its) (?:[\w-]+ ){0,2}?(?:provides|provided|requires|required|includes|included|sets forth|set forth|states|stated)(?:,? among other things,?)?(?: that| the following)?\s*:\s*$/i

/** A later sentence of the unit that speaks of the matter by its defined term ("The Settlement gives …", "… proposed in the SNOD …"). */
const definedTermIn = (
  family: EventFamily,
  ctx: Context,
  s: Sentence,
  sentence: string,
  terms: ReadonlyArray<string>
): { start: number; end: number } | null => {
  if (terms.length === 0 || s.heading) return null
  const text = ctx.text
  // a run-in heading that is only the term ("Shareholder Litigation.") states nothing
  if (sentence.trim().split(/\s+/).length < 4) return null
  // the lead-in of a further list of terms ("Other material provisions of the Order require the Bank to:") speaks of the terms, not the matter
  if (OTHER_TERMS_LEAD_RE.test(sentence)) return null
  if (POINTER_RE.test(sentence) || FOLLOW_ON_CATEGORY_RE.test(sentence) || claimantSide(ctx, sentence)) return null
  if (excludes(EVENT_RULES[family].reading.followOnExclusion, sentence)) return null
  if (!anyOf(EVENT_RULES[family].topic)(sentence) && !EVENT_RULES[family].steps.test(sentence) && !new RegExp(`\\b(?:${terms.map(escapeRe).join("|")})\\b`).test(sentence)) return null
  const re = new RegExp(`(?:^|\\b(?:[Tt]he|[Tt]his|[Tt]hat|[Tt]hese|[Ss]uch|[Ii]ts|[Oo]ur) )(?:${terms.map(escapeRe).join("|")})\\b`, "g")
  const m = re.exec(sentence)
  if (m === null) return null
  const start = s.start + m.index
  const end = start + m[0].length
  const before = text.slice(s.start, start).replace(HEDGED_RE, " ")
  if (IRREALIS_RE.test(before) || NEGATION_RE.test(before.replace(NEGATION_OK_RE, " "))) return null
  const clause = text.slice(s.start, clauseEnd(text, end, s.end)).replace(HEDGED_RE, " ")
  // "The Consent Order will remain in effect until …" states the order in force, not a possibility
  if (CONDITIONAL_RE.test(clause) || MODAL_AFTER_RE.test(text.slice(end, clauseEnd(text, end, s.end)).replace(IN_FORCE_RE, " "))) return null
  if (DENIAL_AFTER_RE.test(text.slice(end, clauseEnd(text, end, s.end)))) return null
  return { start, end }
}

/** A sub-heading group up to this many sentences carries one matter (e.g. “European Commission Fines”). */
const MAX_GROUP_SENTENCES = 12

/** Words of a dispute or a proceeding a family's topic may not name ("Claims activity …", "The Company contends …", "has been litigating …", "a respondent in over 20 FINRA arbitrations"). */
const DISPUTE_WORD_RE =
  /\b(?:claims?|claimants?|litigat\w*|contend\w*|disputes?|disputed|alleg\w*|arbitrat\w*|respondents?|defendants?|plaintiffs?|cases?|lawsuits?|suits?|sued|proceedings?|complaints?|courts?|settle\w*|judg(?:e?ment)s?|verdicts?)\b/i

/** A suit or claim another party brought ("a verified shareholder class action lawsuit was filed by …", "filed a petition"). */
const OTHERS_SUIT_RE =
  /\b(?:class action|lawsuit|complaint|suit|action|petition|counter-?claim|arbitration|claim)s?\b[^.;]{0,80}?\b(?:was|were|has been|have been|had been) (?:filed|brought|commenced|instituted|initiated|asserted)\b|\b(?:filed|brought|commenced|instituted|initiated|asserted) (?:a|an|two|three|several) (?:[\w-]+ ){0,4}?(?:class actions?|lawsuits?|complaints?|suits?|actions?|petitions?|counter-?claims?|arbitrations?|claims?)\b/i

/** A lead-in to a matter's allegations listed after it: "… alleging that:", "The complaint alleges, among other things, that:". */
const ALLEGATIONS_LEAD_RE = /\b(?:alleg|assert|contend|claim)\w*(?:,? (?:among other things|inter alia|in part|in substance),?)?(?: that)?\s*:\s*$/i

/** A line of a list: the one sentence of its paragraph, opening with a bullet, an enumerator or a lower-case word ("• we improperly adjust …", "(ii) failed to …"). */
const BULLET = "[\\u2022\\u25cf\\u25aa\\u25e6\\u00b7*\\u2013\\u2014-]"
const LIST_ITEM_RE = new RegExp(`^\\s*(?:${BULLET}|\\(?(?:[a-z]|[ivx]{1,4}|\\d{1,2})[).]\\s|[a-z])`)
/** The bullets and spaces that open a list's line, left out of its cited phrase. */
const BULLETS_LEAD_RE = new RegExp(`^(?:\\s|${BULLET})*`)
const listItem = (paragraph: ReadonlyArray<number>, i: number, sentence: string): boolean =>
  paragraph[i - 1] !== paragraph[i] && paragraph[i + 1] !== paragraph[i] && LIST_ITEM_RE.test(sentence)

/**
 * Event flags of one section (see the module comment). `registrant`: the filer's name (the cover's), when known: the section's
 * own mentions of it name the company ("Three civil actions have been filed … against Atmos Energy"), before any name the
 * section's possessives suggest.
 */
export const detectEvents = (
  section: SectionKey,
  text: string,
  spans: ReadonlyArray<Span>,
  lineStarts: ReadonlyArray<number> | null,
  registrant: string | null = null
): ReadonlyArray<EventHit> => {
  const sentences = sentencesAndBlocks(section, text, spans, lineStarts)
  const adversaries = adversariesIn(text)
  const own = registrantShortName(registrant)
  const named = own !== null && namesRegistrant(own, text)
  const alias = named ? own : ((own === null ? null : registrantInitials(own, text)) ?? companyAlias(text, adversaries))
  // the section's own short name for the company, the first word of its name ("BJ’s" for "BJ’s Restaurants"): it names the company too
  const head = named ? registrantHead(own, text) : null
  const ctx: Context = {
    section,
    text,
    self: selfRe(head ?? alias, bankSubsidiary(text), named),
    claimant: claimantRe(alias, bankSubsidiary(text), head === null ? subsidiaryTerms(text) : [...subsidiaryTerms(text), head]),
    paidToUs: paidToUsRe(alias),
    adversaries,
    cyberBlocks: new Set(sentences.filter((s) => CYBER_WORD_RE.test(text.slice(s.start, s.end))).map((s) => s.block)),
    affiliate: own === null ? null : affiliateRe(own)
  }
  // a matter is carried through its paragraph, or through its sub-heading when that is short
  const groupSize = new Map<number, number>()
  for (const s of sentences) groupSize.set(s.group, (groupSize.get(s.group) ?? 0) + 1)
  // a table's footnotes ("(d) These adjustments were excluded because …") are separate notes, each its own unit
  const footnoteBlocks = new Set<number>()
  sentences.forEach((s, i) => {
    if ((i === 0 || sentences[i - 1]?.block !== s.block) && FOOTNOTE_RE.test(text.slice(s.start, s.start + 6))) footnoteBlocks.add(s.block)
  })
  const unitOf = (s: Sentence): string =>
    !footnoteBlocks.has(s.block) && (groupSize.get(s.group) ?? 0) <= MAX_GROUP_SENTENCES ? `g${s.group}` : `b${s.block}`
  // a paragraph that speaks of the company elsewhere makes its unnamed matters the company's, and carries them on
  // ("We … Cruise …. Federal and state agencies … have opened investigations … in connection with the incident.")
  const selfBlocks = new Set<number>()
  for (const s of sentences) if (!s.heading && ctx.self.test(text.slice(s.start, s.end))) selfBlocks.add(s.block)
  // a paragraph that opens with the company's own suit as claimant ("On February 18, 2010, the Company filed an action against …")
  // tells that suit: a matter stated before it is not carried into it
  // (a paragraph: the sentences from one that opens a line, in the same block)
  const paragraph: Array<number> = []
  sentences.forEach((s, i) => {
    const prev = sentences[i - 1]
    paragraph.push(prev === undefined ? 0 : prev.block !== s.block || text.slice(prev.end, s.start).includes("\n") ? (paragraph[i - 1] ?? 0) + 1 : (paragraph[i - 1] ?? 0))
  })
  const claimantParagraphs = new Set<number>()
  const suitsOfOwn = new Set<EventFamily>()
  // (a matter it states against the company there is its own: "… filed a counterclaim against the Company")
  // the parties the company's own suit names as defendants ("we filed a lawsuit … against Primarion, Inc., Infineon … (collectively, the
  // "Defendants")"): a later paragraph that speaks of them ("A trial … commenced … against Defendants", "Defendants' remaining claims of
  // invalidity …") tells the same suit
  const ownSuitParties = new Set<string>()
  sentences.forEach((s, i) => {
    if (s.heading) return
    const sentence = text.slice(s.start, s.end)
    if (i > 0 && paragraph[i - 1] === paragraph[i]) {
      if (!ctx.claimant.test(sentence) && !CLAIMANT_RE.test(sentence)) return
    } else if (ctx.claimant.test(sentence) || CLAIMANT_RE.test(sentence)) claimantParagraphs.add(paragraph[i] ?? -1)
    else return
    OWN_SUIT_PARTIES_RE.lastIndex = 0
    for (let m = OWN_SUIT_PARTIES_RE.exec(sentence); m !== null; m = OWN_SUIT_PARTIES_RE.exec(sentence)) ownSuitParties.add(m[1] ?? "")
  })
  if (ownSuitParties.size > 0) {
    const parties = new RegExp(`\\b(?:${[...ownSuitParties].map(escapeRe).join("|")})\\b`)
    sentences.forEach((s, i) => {
      if (!s.heading && parties.test(text.slice(s.start, s.end)) && !AGAINST_US_RE.test(text.slice(s.start, s.end))) claimantParagraphs.add(paragraph[i] ?? -1)
    })
  }
  // the paragraphs that go on telling the company's own suit ("In connection with the lawsuit, the company requested a temporary restraining
  // order …", "On July 26, 2018, the Court entered a scheduling order …"): after one that opens with it, each paragraph that states no suit or
  // claim against the company (nor one brought by another party), up to the next sub-heading
  if (claimantParagraphs.size > 0) {
    const others = new Set<number>()
    const headings = new Set<number>()
    sentences.forEach((s, i) => {
      const sentence = text.slice(s.start, s.end)
      if (s.heading) headings.add(paragraph[i] ?? -1)
      else if (AGAINST_US_RE.test(sentence) || (OTHERS_SUIT_RE.test(sentence) && !ctx.claimant.test(sentence) && !CLAIMANT_RE.test(sentence))) others.add(paragraph[i] ?? -1)
    })
    const last = paragraph[paragraph.length - 1] ?? -1
    let continuing = false
    for (let p = 0; p <= last; p++) {
      if (headings.has(p) || others.has(p)) continuing = false
      else if (claimantParagraphs.has(p)) continuing = true
      else if (continuing) claimantParagraphs.add(p)
    }
  }
  // the patterns read past time adverbs between a subject, its auxiliary and its verb ("were recently sued", "is presently
  // engaged in litigation"): blanked with spaces, so every offset still points into the text
  const readable = sentences.map((s) => {
    const written = text.slice(s.start, s.end)
    return SPACER_ADVERB_TEST_RE.test(written) ? written.replace(SPACER_ADVERB_RE, (m) => " ".repeat(m.length)) : written
  })
  // each sentence's copies with the authorities or the cyber incidents masked, made when a rule that names one first reads it
  const maskedReadable: Array<string | undefined> = []
  const cyberReadable: Array<string | undefined> = []
  const hits: Array<EventHit> = []
  // the paragraphs that are only sub-headings
  const headingOnly = new Set<number>(paragraph)
  // the paragraphs whose first sentence speaks of a category of matters ("The Company is subject to litigation, claims, investigations and audits
  // arising from time to time in the ordinary course of business."): what they go on to say of "these matters" is said of the category
  const categoryLeads = new Set<number>()
  sentences.forEach((s, i) => {
    if (s.heading) return
    const p = paragraph[i] ?? 0
    if (headingOnly.has(p) && CATEGORY_LEAD_RE.test(readable[i] ?? "")) categoryLeads.add(p)
    headingOnly.delete(p)
  })
  // a paragraph that tells another party's suit and then says the company "is not a party to this lawsuit" tells no suit of the company's:
  // its legal hits are dropped, but for a sentence that states a suit against the company ("In November 2017, the CFPB sued TFI …
  // Elevate is not a party to this lawsuit. The CFPB and TFI have settled all claims …")
  const ownFirst = own?.split(/\s+/)[0] ?? null
  const notParty = new Set<number>()
  sentences.forEach((s, i) => {
    const sentence = text.slice(s.start, s.end)
    if (NOT_PARTY_TO_THIS_RE.test(sentence) && (/^\W*(?:we|the company)\b/i.test(sentence) || ctx.self.test(sentence.slice(0, 60)) || (ownFirst !== null && sentence.startsWith(`${ownFirst} `)))) notParty.add(paragraph[i] ?? -1)
  })
  // each family's anchors first: a follow-on yields to another family only where that family states a matter
  const anchorsOf = new Map<EventFamily, { anchored: Map<string, number>; own: Map<number, { start: number; end: number; weak: boolean }>; terms: Map<string, Array<string>> }>()
  for (const family of EVENT_FAMILIES) {
    // each unit that states the family's matter, with the first paragraph that states it
    const anchored = new Map<string, number>()
    const own = new Map<number, { start: number; end: number; weak: boolean }>()
    const terms = new Map<string, Array<string>>()
    anchorsOf.set(family, { anchored, own, terms })
    const found = new Map<number, { start: number; end: number; weak: boolean }>()
    sentences.forEach((s, i) => {
      const a = anchorIn(family, ctx, s, readable[i] ?? "", (copy) =>
        copy === "authority" ? (maskedReadable[i] ??= maskSlots(readable[i] ?? "")) : (cyberReadable[i] ??= maskCyber(readable[i] ?? ""))
      )
      // (in a category's paragraph, "those matters currently pending against the Company" are the category's)
      if (a !== null && !(categoryLeads.has(paragraph[i] ?? -1) && CATEGORY_BACK_RE.test(text.slice(a.start, a.end))) && !(family === "material_legal_proceeding" && notParty.has(paragraph[i] ?? -1) && !AGAINST_US_RE.test(readable[i] ?? ""))) found.set(i, a)
    })
    // where the section states no matter against the company beyond a lead-in ("… is party to the matters described below:"), a paragraph
    // that tells the company's own suit states none either: its steps ("The Company appealed this decision") are the claimant's
    const claimantOnly =
      EVENT_RULES[family].reading.kind === "matter" &&
      claimantParagraphs.size > 0 &&
      ![...found.keys()].some((k) => !claimantParagraphs.has(paragraph[k] ?? -1) && !LEAD_IN_RE.test(readable[k] ?? ""))
    for (const [i, a] of found) {
      const s = sentences[i]!
      if (claimantOnly && !AGAINST_US_RE.test(readable[i] ?? "")) {
        if (claimantParagraphs.has(paragraph[i] ?? -1) || LEAD_IN_RE.test(readable[i] ?? "")) continue
      }
      own.set(i, a)
      if (a.weak && !selfBlocks.has(s.block)) continue
      if (!anchored.has(unitOf(s))) anchored.set(unitOf(s), paragraph[i] ?? 0)
      const defined = definedTerms(text.slice(s.start, s.end))
      if (defined.length > 0) terms.set(unitOf(s), [...(terms.get(unitOf(s)) ?? []), ...defined])
    }
    if (claimantOnly) suitsOfOwn.add(family)
  }
  for (const family of EVENT_FAMILIES) {
    const { anchored, own, terms } = anchorsOf.get(family)!
    // the paragraphs of a unit before the first that states the matter, none of whose sentences speaks of such matters or of a dispute, tell
    // something else (a clinical trial's suspension before the securities suits it drew)
    const topical = new Set<number>()
    readable.forEach((r, i) => {
      if (anyOf(EVENT_RULES[family].topic)(r) || DISPUTE_WORD_RE.test(r)) topical.add(paragraph[i] ?? 0)
    })
    // (nor one cut off from the matter by such a paragraph: a labour agreement reached by arbitration, two paragraphs on the union, then the merger suits)
    // (a sub-heading between them, "Agustiana, et al. v. Overhill Farms.", cuts nothing off)
    const unrelatedBefore = (s: Sentence, p: number): boolean => {
      const first = anchored.get(unitOf(s)) ?? 0
      for (let q = p; q < first; q++) if ((!topical.has(q) && !headingOnly.has(q)) || categoryLeads.has(q)) return true
      return false
    }
    const sectionTerms = [...new Set([...terms.values()].flat())]
    // the first sentence that states the family's matter, for "this incident" in later paragraphs
    let firstAnchor = -1
    for (const [k, a] of own) if ((!a.weak || selfBlocks.has(sentences[k]!.block)) && (firstAnchor < 0 || k < firstAnchor)) firstAnchor = k
    // each paragraph's first sentence that states the family's matter
    const ownFirstIn = new Map<number, number>()
    for (const k of own.keys()) {
      const p = paragraph[k] ?? -1
      if (!ownFirstIn.has(p) || k < ownFirstIn.get(p)!) ownFirstIn.set(p, k)
    }
    // "the investigation" refers back to the last investigation its paragraph spoke of: the company's own, where that one is its own
    const ownAntecedent = (fam: EventFamily, i: number, phrase: string): boolean => {
      if (fam !== "investigation" || !/^(?:the|this|that) (?:investigation|inquiry|review)$/i.test(phrase)) return false
      for (let k = i - 1; k >= 0 && sentences[k]?.block === sentences[i]?.block; k--) {
        const earlier = text.slice(sentences[k]!.start, sentences[k]!.end)
        if (!/investigat|inquir|review/i.test(earlier)) continue
        return !own.has(k) && (OWN_INVESTIGATION_RE.test(earlier) || OWN_INQUIRY_RE.test(earlier) || /\b(?:our|its|the company['’]s) (?:internal |own |independent )(?:investigation|inquiry|review)\b/i.test(earlier))
      }
      return false
    }
    // "this event" refers back to an incident stated just before it or earlier in its paragraph
    const eventReferent = (i: number): boolean => {
      if (own.has(i - 1)) return true
      for (let k = i - 1; k >= 0 && sentences[k]?.block === sentences[i]?.block; k--) if (own.has(k)) return true
      return false
    }
    // the sentences this family cites, for a list of a matter's terms carried line by line after its lead-in
    const hitBefore = new Set<number>()
    // the paragraph right before this sentence's cites the matter, and this paragraph's earlier sentences are all cited
    const runsOnFrom = (i: number): boolean => {
      const block = sentences[i]!.block
      let k = i - 1
      for (; k >= 0 && sentences[k]!.block === block; k--) if (!hitBefore.has(k)) return false
      for (; k >= 0 && sentences[k]!.block === block - 1; k--) if (hitBefore.has(k)) return true
      return false
    }
    // a cited lead-in to what a matter alleges, one line per allegation ("Lawsuits … alleging that:", then "• we improperly adjust …"), while
    // its list runs
    let allegations = false
    sentences.forEach((s, i) => {
      const sentence = text.slice(s.start, s.end)
      const a = own.get(i)
      if (a !== undefined && (!a.weak || anchored.has(unitOf(s)) || selfBlocks.has(s.block))) {
        hits.push({ family, sentence: { start: s.start, end: s.end }, phrase: a, kind: "anchor" })
        hitBefore.add(i)
        allegations = EVENT_RULES[family].reading.kind === "matter" && ALLEGATIONS_LEAD_RE.test(sentence)
        return
      }
      if (allegations && !s.heading && hitBefore.has(i - 1) && listItem(paragraph, i, sentence)) {
        const lead = BULLETS_LEAD_RE.exec(sentence)?.[0].length ?? 0
        hits.push({ family, sentence: { start: s.start, end: s.end }, phrase: { start: s.start + lead, end: s.end }, kind: "follow_on" })
        hitBefore.add(i)
        return
      }
      allegations = false
      // a matter's defined term names that one matter wherever the section uses it, before or after its definition
      // (in a paragraph that tells the company's own suit, only a matter the paragraph itself states is carried)
      // (a category lead-in's paragraph after the matter speaks of the category too: "In the normal course of business, there are various claims in
      // process, … These include employment-related claims …", unless it states a matter of its own)
      // (and in such a paragraph that states one, what comes before it of "such matters" is still the category's)
      const ownFirst = ownFirstIn.get(paragraph[i] ?? -1)
      const inUnit =
        anchored.has(unitOf(s)) &&
        !unrelatedBefore(s, paragraph[i] ?? 0) &&
        (!categoryLeads.has(paragraph[i] ?? -1) || (ownFirst !== undefined && (ownFirst < i || !CATEGORY_BACK_RE.test(readable[i] ?? "")))) &&
        (!suitsOfOwn.has(family) || !claimantParagraphs.has(paragraph[i] ?? -1) || ownFirst !== undefined)
      // an incident told in one paragraph is carried into the paragraphs that go on right after it, each of whose sentences refers back to it in
      // turn ("On February 1, 2022, the Company detected and stopped a network security incident. …", then "The Company's investigation and
      // analysis of the incident are largely completed.")
      const nextParagraph = !inUnit && EVENT_RULES[family].reading.kind === "incident" && runsOnFrom(i)
      const found = inUnit || nextParagraph ? followOnIn(family, ctx, s, sentence) : null
      const step = found !== null && ownAntecedent(family, i, text.slice(found.start, found.end)) ? null : found
      // the defined term of one of this family's own matters names that matter whatever else the sentence speaks of ("Under the DPA, the Company paid a penalty …")
      const term = step === null && (inUnit || !OUTSIDE_UNIT_SKIP_RE.test(sentence)) ? definedTermIn(family, ctx, s, sentence, sectionTerms) : null
      const f =
        step ??
        term ??
        (inUnit
          ? (narrativeStepIn(family, ctx, s, sentence) ?? estimateIn(family, ctx, s, sentence) ?? termIn(family, ctx, s, sentence) ?? thisIncidentIn(family, ctx, s, eventReferent(i)))
          : ((hitBefore.has(i - 1) && sentences[i - 1]?.block !== s.block ? termIn(family, ctx, s, sentence) : null) ??
            (eventReferent(i)
              ? thisIncidentIn(family, ctx, s, true)
              : !OUTSIDE_UNIT_SKIP_RE.test(sentence) && firstAnchor >= 0 && firstAnchor < i
                ? thisIncidentIn(family, ctx, s)
                : null)))
      if (f === null) return
      // A sentence that carries another family's topic but not this one's follows that family; between the two kinds of matter, only where the
      // other states one in the unit (a demand letter that asks the board to investigate stays the demand's)
      const matters = EVENT_RULES[family].reading.kind === "matter"
      // (a step that names one of this family's own matters by its defined term stays this family's: "The SEC Complaint alleges …")
      const ownTerm = term !== null || (step !== null && sectionTerms.length > 0 && definedTermIn(family, ctx, s, sentence, sectionTerms) !== null)
      const otherTopic =
        !ownTerm &&
        EVENT_FAMILIES.some(
          (o) => o !== family && (!matters || EVENT_RULES[o].reading.kind !== "matter" || anchorsOf.get(o)?.anchored.has(unitOf(s)) === true) && anyOf(EVENT_RULES[o].topic)(sentence)
        ) &&
        !anyOf(EVENT_RULES[family].topic)(sentence)
      if (otherTopic) return
      hits.push({ family, sentence: { start: s.start, end: s.end }, phrase: f, kind: "follow_on" })
      hitBefore.add(i)
      allegations = EVENT_RULES[family].reading.kind === "matter" && ALLEGATIONS_LEAD_RE.test(sentence)
    })
  }
  if (notParty.size === 0) return hits
  const paragraphAt = new Map(sentences.map((s, i) => [s.start, paragraph[i] ?? -1]))
  return hits.filter(
    (h) => h.family !== "material_legal_proceeding" || !notParty.has(paragraphAt.get(h.sentence.start) ?? -1) || AGAINST_US_RE.test(text.slice(h.sentence.start, h.sentence.end))
  )
}

/** The company not a party to the suit just told ("Elevate is not a party to this lawsuit."). */
const NOT_PARTY_TO_THIS_RE = /\b(?:is|are|was|were) not (?:a )?part(?:y|ies) to (?:this|that|such|these|those|the (?:above|foregoing)) (?:lawsuits?|actions?|suits?|cases?|litigation|proceedings?|matters?|complaints?)\b/i
