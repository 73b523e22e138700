/**
 * The bankruptcy flag's triggers (see ../engine.ts for how a trigger is read and guarded): the
 * company (or it with its subsidiaries, or the debtors it names) filed for relief under the
 * Bankruptcy Code, or operates as a debtor in possession. Another party's bankruptcy (a customer,
 * a tenant, a supplier) is not the company's; a bankruptcy the company may have to seek is
 * hypothetical and stays silent.
 */
import { trigger as P, sentenceTest as T } from "../compile.js"
import { CONDITION_OPENING_RE } from "../guards.js"
import type { FlagRule } from "../types.js"

/**
 * Who files: the company (by a term: "we", "the Partnership", "our subsidiary"), alone or with its subsidiaries or affiliates, or the
 * debtors. A formal name ("National CineMedia, LLC filed a petition …") is as often another party's as the company's, and stays out.
 */
const filer = (self: string): string =>
  `(?:${self}|the (?:company|debtor|filing) (?:parties|entities)|${self}(?:,? together with|,? along with| and) (?:(?:certain|all|some|each|most|substantially all|one|two|three|several|\\w+) of )?(?:its|our) (?:[\\w-]+ ){0,3}?(?:subsidiaries|affiliates)),?`
const FILER = filer("{SELF_DEFINED}")

/** Petitions or cases filed: "filed voluntary petitions", "commenced voluntary cases (the “Chapter 11 Cases”)". */
const PETITIONS = "(?:each )?(?:voluntarily )?(?:filed|commenced|initiated) (?:a |the )?(?:voluntary )?(?:chapter (?:7|11) )?(?:petitions?|cases?|proceedings?)(?: \\([^)]{0,60}\\))?"

/** The law they were filed under: "under chapter 11", "pursuant to the Bankruptcy Code". */
const UNDER_THE_CODE = "(?:under|pursuant to) (?:chapter (?:7|11)|the (?:u\\.s\\. |united states )?bankruptcy code)\\b"

/** Another party as the filer named in an announcement: a customer, a tenant, a supplier. */
const OTHER_PARTY_RE = T("\\b(?:customers?|tenants?|lessees?|suppliers?|vendors?|borrowers?|franchisees?|licensees?|distributors?|operators?|counterpart(?:y|ies)|partners?|competitors?|guarantors?|obligors?|lessors?|landlords?|joint ventures?)\\b")

/**
 * A case the company has come out of: it emerged from Chapter 11 or bankruptcy, its plan of reorganization became effective, or
 * it reports since or upon its emergence ("On January 22, 2010, we emerged from bankruptcy", "the Plan became effective and the
 * Company emerged", "fresh-start accounting … upon emergence"), or it operated in possession until its emergence ("The Debtors continued to
 * operate their business as debtors in possession … until their emergence from Chapter 11 on November 10, 2010"), or its case was closed ("The bankruptcy case was closed in June
 * 2011"). A case still open, or an emergence still to come, is not one.
 */
const EMERGED_RE =
  /\b(?<!\bnot (?:yet )?)(?:emerged|emerges) from (?:chapter (?:7|11)|bankruptcy|(?:the|its|our|their) (?:(?:19|20)\d{2} )?(?:chapter 11 |bankruptcy )?(?:cases?|proceedings?|reorganization|bankruptcy))\b|\b(?:bankruptcy|chapter (?:7|11)) cases? (?:was|were|has been|have been|had been) (?:formally |finally )?closed\b|\b(?:upon|since|following|after) (?:its |our |their |the company['’]s |the debtors['’] )?(?:chapter 11 |bankruptcy )?emergence\b|\bplan(?: of reorganization)?(?: \([^)]{0,40}\))? (?:became|become|has become|had become|was declared) effective\b|\bdebtors?[\s-]+in[\s-]+possession\b[^.;]{0,120}?\buntil (?:their|its|our|the company['’]s|the debtors['’]) emergence from (?:chapter 11|bankruptcy)\b/gi
/** The case still open: the debtors operate in possession now, the case is pending, an emergence still to come. */
const STILL_IN_CASE_RE =
  /\b(?:continues?|continued) to operate\b[^.;]{0,80}?\bdebtors?[\s-]+in[\s-]+possession\b(?![^.;]{0,120}?\buntil (?:their|its|our|the company['’]s|the debtors['’]) emergence\b)|\b(?:is|are|will be|remain|remains) (?:currently |still )?(?:operating|operate)\b[^.;]{0,80}?\bdebtors?[\s-]+in[\s-]+possession\b|\bwill operate\b[^.;]{0,80}?\bdebtors?[\s-]+in[\s-]+possession\b|\b(?:(?:is|are|remains?) (?:currently |still )?(?:a |the )?debtors?[\s-]+in[\s-]+possession)\b|\b(?:will|expects? to|intends? to|plans? to|seeks? to|in order to|ability to|able to|unable to) (?:successfully )?emerge\b|\b(?:has|have) not (?:yet )?emerged\b|\bduring the pendency\b|\bpending (?:chapter 11|bankruptcy) (?:cases?|proceedings?)\b|\b(?:chapter 11|bankruptcy) (?:cases?|proceedings?) (?:is|are|remains?) pending\b/i
const YEAR_RE = /\b(?:19|20)\d{2}\b/g
const latestYear = (s: string): number => Math.max(0, ...Array.from(s.matchAll(YEAR_RE), (m) => Number(m[0])))

/**
 * The section states the company emerged from its case and nothing states a case still open: a sentence on a filing (or on the
 * case) is then history, unless its year is later than the emergence's (a new petition after the case ended still raises).
 */
const emergedCase = (text: string): ((sentence: string) => boolean) | null => {
  if (STILL_IN_CASE_RE.test(text)) return null
  let emergedIn = -1
  for (const m of text.matchAll(EMERGED_RE)) {
    const from = Math.max(text.lastIndexOf(".", m.index) + 1, 0)
    const dot = text.indexOf(".", m.index + m[0].length)
    const sentence = text.slice(from, dot < 0 ? text.length : dot)
    if (/\b(?:if|when|once|could|would|may|might|expects?|will|anticipates?|upon the effective date)\b/i.test(sentence.slice(0, m.index - from))) continue
    emergedIn = Math.max(emergedIn, latestYear(sentence))
  }
  if (emergedIn < 0) return null
  return (sentence) => emergedIn === 0 || latestYear(sentence) <= emergedIn
}

export const bankruptcy: FlagRule = {
  flag: "bankruptcy_flag",
  gate: /chapter\s+(?:7|11)|bankruptcy|debtors?[\s-]+in[\s-]+possession|voluntary\s+petition|restructuring\s+support\s+agreement/gi,
  triggers: [
    // "On May 5, 2024, the Company and certain of its subsidiaries filed voluntary petitions for relief under chapter 11 of title 11 of the United States Code"
    { re: P(`\\b${FILER}(?: \\([^)]{0,80}\\),?)? ${PETITIONS}(?: (?:in|with) the (?:u\\.s\\. |united states )?bankruptcy court(?: for the [\\w ,.]{1,60}?)?(?: \\([^)]{0,60}\\))?,?)? (?:seeking relief |for relief |for reorganization )?(?:\\([^)]{0,60}\\) )?${UNDER_THE_CODE}`) },
    // the company's own announcement of its parent's or its own filing, the filer named with its subsidiaries: "the Company announced that
    // Acme plc and certain of its subsidiaries voluntarily initiated the Chapter 11 Cases"; the filer named as the company: "Acme Corp. (the
    // “Company”) and certain of its subsidiaries filed voluntary petitions …" (a customer's or a tenant's filing stays silent)
    { re: P(`\\b(?:we|the company|the registrant) (?:announced|disclosed|reported) that (?:[\\w.,&'’-]+ ){1,6}?and (?:certain|all|some|substantially all|several|each) of (?:its|their) (?:[\\w-]+ ){0,3}?(?:subsidiaries|affiliates),? (?:voluntarily )?(?:filed|commenced|initiated) (?:the |a )?(?:voluntary )?(?:chapter (?:7|11) )?(?:petitions?|cases?|proceedings?)\\b`), unless: OTHER_PARTY_RE },
    { re: P(`\\b(?:[\\w.,&'’-]+ ){1,6}?\\((?:together with its subsidiaries, )?(?:the |collectively, the )?["“]?(?:company|registrant)["”]?\\)(?: and (?:certain|all|some|substantially all|several|each) of (?:its|their) (?:[\\w-]+ ){0,3}?(?:subsidiaries|affiliates))?,? (?:voluntarily )?(?:filed|commenced|initiated) (?:the |a )?(?:voluntary )?(?:chapter (?:7|11) )?(?:petitions?|cases?|proceedings?)(?: \\([^)]{0,60}\\))? (?:for relief |for reorganization )?(?:under|pursuant to|in)\\b`) },
    // the filing told by its defined term, with the company or the debtors as filer: "On April 1, 2020, the Debtors commenced the Chapter 11 Cases"
    { re: P(`\\b${FILER}(?: \\([^)]{0,80}\\),?)? (?:each )?(?:voluntarily )?(?:filed|commenced|initiated) the chapter (?:7|11) (?:cases|petitions|proceedings)\\b`), unless: OTHER_PARTY_RE },
    // the filer named with its subsidiaries and given the debtors' defined term in a parenthesis of any length: "Acme Corp. and its
    // subsidiaries (collectively, the Company Parties or the Debtors and, as they may be reorganized …) commenced cases under chapter 11"
    { re: P(`\\b(?:[\\w.,&'’-]+ ){1,6}?and (?:(?:certain|all|some|substantially all|several|each) of )?(?:its|their) (?:[\\w-]+ ){0,4}?(?:subsidiaries|affiliates),? \\((?:[^()]|\\([^()]{0,40}\\)){0,300}?\\bdebtors\\b[^()]{0,200}\\),? ${PETITIONS} (?:for relief |for reorganization )?(?:\\([^)]{0,60}\\) )?${UNDER_THE_CODE}`), unless: T(`${OTHER_PARTY_RE.source}|${CONDITION_OPENING_RE.source}`) },
    // an involuntary petition filed against the company: "an involuntary petition under Chapter 7 of the Bankruptcy Code was filed against the
    // Company", "certain creditors filed an involuntary petition against us" (against a customer or a tenant stays silent)
    { re: P(`\\binvoluntary (?:chapter (?:7|11) )?(?:bankruptcy )?petitions?\\b[^.;]{0,120}?\\b(?:was|were|has been|have been|had been) filed against (?:us|{SELF_TERM})\\b|\\bfiled (?:an )?involuntary (?:chapter (?:7|11) )?(?:bankruptcy )?petitions? (?:[^.;]{0,80}? )?against (?:us|{SELF_TERM})\\b`), unless: T(`${OTHER_PARTY_RE.source}|\\b(?:if|could|would|may(?!\\s+\\d)|might|in the event)\\b`) },
    // "we filed for Chapter 11 bankruptcy protection", "the Company filed for bankruptcy"
    { re: P(`\\b${FILER}(?: \\([^)]{0,80}\\),?)? (?:filed|petitioned) for (?:chapter (?:7|11) )?(?:bankruptcy|reorganization|relief under chapter (?:7|11))(?: protection)?\\b`) },
    // the same told as protection sought: "the Company filed for protection under Chapter 11 …", "we filed for Chapter 11 protection", "the
    // Partnership sought protection from its creditors under Chapter 11"
    { re: P(`\\b${FILER}(?: \\([^)]{0,80}\\),?)? (?:filed|petitioned|sought|applied) (?:for )?(?:(?:chapter (?:7|11) |bankruptcy )protection\\b|protection (?:from (?:its|our|their) creditors )?${UNDER_THE_CODE})`) },
    // the restructuring its debtors agreed with their creditors, for a plan under the Code: "On January 15, 2013, the Debtors entered into a
    // restructuring support agreement with holders of more than 70% in aggregate principal amount of the Notes …" (the company's own agreement
    // is no filing until it names the debtors)
    { re: P("\\bthe debtors (?:have |has |had )?(?:entered into|executed|signed) (?:a |an |the )?restructuring support agreement\\b"), unless: T("\\b(?:if|in the event|could|would|may(?!\\s+\\d)|might|expects?|intends?)\\b") },
    // "the Company has been operating its business as a debtor-in-possession"
    { re: P(`\\b${FILER} (?:are|is|continue to operate|continues to operate|have been operating|has been operating|operate|operates|operated|are operating|is operating) (?:our|its|their) (?:businesses|business|properties)(?: and (?:manage|managing) (?:our|its|their) properties)? as ["“]?(?:a )?debtors?[\\s-]+in[\\s-]+possession\\b`) },
    // a filing told by its outcome or its status: "The Debtors emerged from bankruptcy on February 9, 2021", "the Company was a
    // debtor-in-possession through the year", "the Bankruptcy Court’s approval of the Company’s Chapter 11 plan", "the filing of the Chapter 11 Cases"
    { re: P(`\\b${FILER} (?:was|were|is|are|has been|have been|had been|remains?|remained) (?:a |the )?debtors?[\\s-]+in[\\s-]+possession\\b`) },
    // an emergence alone may be years old ("since we emerged from bankruptcy in 2010"): evidence only beside a stated filing
    { re: P(`\\b${FILER} (?:has |have |had )?(?:emerged|emerges|emerge) from (?:chapter (?:7|11)|bankruptcy)\\b|\\b(?:our|its|{COMPANYS}|the registrant{AP}s|the debtors{AP}?) (?:chapter 11 |bankruptcy )?emergence\\b`), carried: true },
    { re: P(`\\b(?:our|its|{COMPANYS}|the registrant{AP}s|the debtors{AP}?) (?:chapter 11|bankruptcy) (?:cases?|proceedings?|filings?|plan(?: of reorganization)?)\\b|\\b(?:the )?(?:filing|commencement) of the chapter 11 cases\\b`), unless: T("\\b(?:if|in the event|could|would|may|might|potential|possible|any)\\b") },
    // the filing told by its defined petitions or cases, whatever else the sentence says of amounts: "The filing of the Bankruptcy Petitions
    // constituted an event of default under the 2022 Credit Agreement", "as a result of the commencement of the Chapter 11 Cases, any principal amount … is due"
    { re: P("\\bthe (?:filing|commencement) of the (?:chapter 11|bankruptcy) (?:cases|petitions|proceedings)\\b"), unless: T(`${OTHER_PARTY_RE.source}|\\b(?:if|in the event|could|would|may(?!\\s+\\d)|might|potential|possible)\\b`) },
    // after a stated filing, what it set in motion: "the Chapter 11 Cases", "the Bankruptcy Court approved …", "the Company emerged from Chapter 11"
    { re: P("\\bthe (?:chapter 11|bankruptcy) (?:cases?|proceedings?|filings?)\\b"), carried: true },
    { re: P("\\bthe bankruptcy court (?:approved|entered|confirmed|granted|authorized)\\b"), carried: true }
  ],
  ended: emergedCase
}
