/**
 * Guards: the wording that keeps a matched phrase from stating a fact (hypothetical, negated,
 * generic, someone else's, a category). docs/metrics-methodology.md ("Flags with evidence")
 * describes each.
 *
 * Two sets are in use. The accounting and financing flags' triggers are read by the guards of
 * the trigger engine (engine.ts): their clause boundaries, a hypothetical or negated pre-window,
 * a generic cue, a modal or denial after the phrase. The event families' anchors and follow-ons
 * are read by the event guards (events-engine.ts and below), whose lists are longer (future and
 * exposure wording, "will", …) and whose clause boundary does not split at a hyphen. Where the
 * two lists differ, each was measured against its own flags' labels; they are kept apart here,
 * side by side, rather than merged unmeasured.
 */
import { eventRule as R, sentenceTest as T, trigger as P } from "./compile.js"

/* ---- the trigger engine's guards (accounting and financing flags) ---------------------- */

export const TRIGGER_CLAUSE_BOUNDARY_RE =
  /[;:•▪●■◦]|\s[—–-]\s|—|,\s*(?:but|however|although|though|whereas|while|except)\b|\sbut\s/g

export const HYPOTHETICAL_PRE_RE = T(
  "\\b(?:may(?! \\d)|might|could|would|should|can|cannot|can't|couldn't|wouldn't|shall|if|whether|unless|in the event|were to|to the extent|even if|in case|assuming|potential|potentially|possible|possibly|possibility|likelihood|risk|risks|threat|threats|any|future(?! (?:revenues?|operations|cash flows?|operating results|results of operations|profitability|earnings|sales)\\b)|no assurance)\\b"
)

export const NEGATION_EXEMPT_RE = P(
  "\\b(?:did|does|do|has|have|had) not (?:maintain|maintained)\\b|\\b(?:did|has|have|had) not (?:make|made|pay|paid|repay|repaid) (?:[\\w'’$.,-]+ ){0,6}?(?:payments?|installments?|interest|principal|dividends)\\b|\\bnot (?:effective|in compliance|(?:yet )?(?:been )?(?:fully )?(?:remediated|alleviated|completed|cured))\\b|\\bno longer\\b|\\bnot only\\b|\\bwithout (?:additional|further|sufficient|adequate|new|obtaining|raising|securing|such|this|the) (?:[\\w-]+ ){0,2}?(?:financing|funding|capital|funds|liquidity|cash|revenues?|waivers?|amendments?)\\b|\\bnos?\\. ?(?=\\d)"
)
export const TRIGGER_NEGATION_RE = /\b(?:no|not|never|none|neither|nor|without|absence)\b|n[’']t\b/i

export const GENERIC_PRE_RE = T(
  "\\b(?:such as|including|for example|for instance|e\\.g\\.|types? of|kinds? of|forms? of|like|various(?! times\\b))\\b"
)
export const FACTUAL_VERB_RE = T(
  "\\b(?:identified|received|concluded|determined|detected|discovered|experienced|disclosed|announced|filed|dismissed|restated|withdrew)\\b"
)

export const POST_CUT_RE = /[,;:()•]|\s[—–-]\s|—|\b(?:that|which|who|whom|where)\b/i
export const POST_MODAL_RE = /\b(?:may(?!\s+\d)|might|could|would|should|can|cannot)\b/i
export const POST_DENIAL_RE = T(
  "^\\W*(?:[\\w'’-]+ ){0,4}?(?:(?:do|does|did|has|have|had|is|are|was|were) not (?:exist|existed|occur|occurred|been identified|been raised|raise|apply)|no longer exists?|(?:has|have|had) (?:since )?been (?:fully )?(?:remediated|alleviated|resolved|eliminated))\\b"
)

export const GENERIC_SENTENCE_RE = T(
  "\\b(?:from time to time|in the ordinary course|none of which|in the past|historically|periodically|routine|routinely|like other companies|like many other companies|as is common)\\b"
)

const REMEDIATED_RE = T(
  "\\b(?:was|were|is|are|(?:has|have|had)(?: since)? been) (?:now )?(?:fully |successfully |substantially )?remediated\\b|\\b(?:completed|concluded|finalized) (?:the |our |its )?remediation\\b|\\bremediation (?:[\\w-]+ ){0,6}?(?:was|is|has been) (?:complete|completed)\\b"
)
/**
 * A weakness stated as remediated, not one whose remediation is only a purpose or a condition ("measures designed to
 * ensure that control deficiencies … are remediated", "will not be considered remediated until …").
 */
export const remediated = (sentence: string): boolean => {
  const re = new RegExp(REMEDIATED_RE.source, "gi")
  for (let m = re.exec(sentence); m !== null; m = re.exec(sentence)) {
    if (!REMEDIATION_PURPOSE_RE.test(sentence.slice(Math.max(0, m.index - 120), m.index))) return true
  }
  return false
}
const REMEDIATION_PURPOSE_RE = T("\\b(?:ensure|ensuring|until|unless|designed to|intended to|in order to|so that|not be considered|will|would|could|may)\\b")

/** A coordinated clause that only adds the possibility of more of the same ("… and may identify additional material weaknesses"). */
export const ADDITIONAL_AFTER_RE = /^[^;.]{0,120}?,? and (?:we )?(?:may|could|might) (?:in the future )?(?:identify|discover|find|experience|have) (?:additional|other|further|new|more)\b/i

export const RELATIVE_ASIDE_RE = /,\s*(?:which|who)\b[^,;]*,/gi
export const LIST_CLOSED_RE = /^[^,;]*\w[^,;]*,\s*(?:its|our|their|the|we|management|these|this|there|it|he|she|they)\b/i

/* ---- the event guards (investigations, legal proceedings, cybersecurity incidents) ------- */

/** A product's approval process: an agency's review of an application is no inquiry into the company ("In the CRL, the FDA requested additional information …"). */
export const APPROVAL_RE = R("\\b(?:CRL|complete response letters?|rolling review|priority review|standard review|accelerated review|(?:new drug|biologics license|marketing authori[sz]ation|premarket|pre-market|supplemental) applications?|NDA|BLA|sNDA|sBLA|PDUFA|approvals?|accepted for review|advisory committee|clinical hold)\\b")
/** The company as a creditor in another party's bankruptcy: the court's steps there are not the company's matter. */
export const CREDITOR_RE = R("\\b(?:proofs? of claim|chapter 11|bankruptcy|creditors?|debtors?)\\b")
/** Insurers' claims and their reserves are business, not the company's legal matters. */
export const INSURANCE_CLAIMS_RE = R("\\bclaim adjustment|\\bloss reserves\\b|\\bpolicyholders?\\b|\\breinsurance\\b|\\binsureds?\\b")
/** A list of what could affect future results ("These factors include: impact of opioid litigation settlements, …") is no cost incurred. */
export const COST_SKIP_RE = R(`${INSURANCE_CLAIMS_RE.source}|\\brecover(?:y|ies) of\\b|\\bfactors? (?:include|that could|which could)\\b`)
