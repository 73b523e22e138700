/**
 * Cybersecurity incidents: an attack, breach or intrusion the company experienced, stated in the
 * past (an incident need not be named, and counts even when called immaterial, but a general
 * admission of past incidents names no incident and raises nothing). The anchors are tried in
 * order; events-engine.ts reads each match with the event guards.
 */
import { eventRule as R, eventRuleExpanded as RX, literal } from "../compile.js"
import type { EventFamilyRules } from "../types.js"

/** A sentence about cyber attacks or incidents: its paragraph is a cyber paragraph, where bare "incidents" are read (the sentence itself, not its masked copy). */
export const CYBER_WORD_RE = RX(`\\bcyber|{CYBER}`)

/**
 * The company's response to an incident its unit states, and what the incident did, told as fact with the company, its systems or its
 * advisers as subject: "We immediately activated our incident response and business continuity plans …", "The services of cyber-security
 * experts and outside advisors were retained …", "We are actively engaged in restoring the affected systems …", "… our internal communications,
 * customer call centers and internet sites have been affected.", "we are incurring certain cyber-security-related expenses, including costs to
 * remediate the incident", "our parent … had experienced a network outage that affected internal servers". Modal, conditional or negated
 * wording matches none of them (the subject and its auxiliary stand right before the verb).
 */
const RESPONSE_TERMS: ReadonlyArray<RegExp> = [
  /\b(?:we|the company|it) (?:have |has |had )?(?:immediately |promptly |quickly |also )?(?:activated|initiated|implemented|invoked|launched) (?:our|its|the company['’]s) (?:[\w-]+ ){0,2}?(?:incident response|business continuity|disaster recovery|cyber ?security response)(?: and (?:[\w-]+ ){0,2}?(?:incident response|business continuity|disaster recovery))? (?:plans?|protocols?|procedures|processes)\b/i,
  /\b(?:(?:the )?services of )?(?:leading |third-party |outside |external |independent )?(?:cyber-?security|forensic|incident response) (?:experts|firms?|specialists|advis[eo]rs|consultants)\b[^;]{0,60}? (?:were|was|have been|has been|had been) (?:retained|engaged)\b|\b(?:we|the company|it) (?:have |has |had )?(?:immediately |promptly |also )?(?:retained|engaged) (?:a |an |the )?(?:[\w-]+ ){0,3}?(?:cyber-?security|forensic|incident response) (?:experts?|firms?|specialists|advis[eo]rs|consultants)\b/i,
  /\b(?:we|the company) (?:are|is|were|was|have been|has been) (?:actively |now |currently )?(?:engaged in |working on |working to )?(?:restoring|restore|recovering|recover|rebuilding) (?:the |our |its |certain )?(?:affected|impacted|encrypted|compromised|disrupted) (?:[\w-]+ )?(?:systems|networks|servers|operations|applications|data)\b/i,
  /\b(?:our|its) (?:[\w-]+ ){0,3}?(?:communications|call centers|systems|networks|websites|internet sites|servers|operations)\b[^;.]{0,80}? (?:have been|has been|were|was) (?:affected|impacted|disrupted|unavailable)\b(?! by (?!(?:the|this) (?:[\w-]+ ){0,2}?(?:incident|attack|breach|intrusion|outage)))/i,
  /\b(?:we|the company) (?:are|is|were|was|have been|has been) incurring (?:certain |additional |significant )?(?:[\w-]+ ){0,3}?(?:expenses|costs)\b[^;]{0,80}?\bto (?:remediate|respond to|recover from|investigate) (?:the|this) (?:incident|attack|breach|intrusion)\b/i,
  // the money an incident took, got back: "Working with the Transfer Agent, the Company has recovered approximately $9.2 million in cash."
  /\b(?:we|the company|it) (?:have |has |had )?(?:since |subsequently |also |ultimately |successfully )?(?:recovered|recouped|retrieved|clawed back) (?:approximately |about |substantially all of |all of |a portion of |part of |most of )?(?:the )?(?:[$€£]\s?\d[\d,.]*(?: (?:million|billion|thousand))? (?:in |of )?(?:the )?)?(?:cash|funds|money|amounts? (?:paid|transferred|wired|stolen|diverted)|payments?|proceeds|wire transfers?)\b/i,
  /\b(?:we|it|the company|our parent|our (?:parent|affiliate)['’]s? [^;]{0,40}?) (?:had |has |have )?(?:experienced|suffered) (?:a |an )?(?:[\w-]+ ){0,2}?(?:network|systems?|IT|server|technology) (?:outage|disruption|interruption)s? (?:that|which) (?:affected|impacted|disrupted)\b/i,
  // the systems brought back, the containment, the ransom refused, the people told and the data reviewed: "We are systematically bringing our
  // information systems back online in a controlled, phased approach.", "Our previously disabled subsidiary network is now back up and running
  // securely.", "we promptly deployed containment measures, including disconnecting our systems from the internet", "we did not pay the ransom
  // that was being sought", "The Company has been and continues to notify individuals impacted by this issue …", "The Company has been
  // conducting a review of potentially impacted individuals and data.", "Middlefield Bank has placed additional security measures in place"
  /\b(?:we|the company|it) (?:are|is|were|was|have been|has been) (?:systematically |gradually |actively |now |steadily )?bringing (?:the |our |its |certain )?(?:[\w'’-]+ ){0,3}?(?:systems|networks?|servers|operations|applications) back online\b|\b(?:were|was) able to bring (?:the |our |its )?(?:[\w'’-]+ ){0,3}?(?:systems|networks?|servers|operations|applications) (?:back )?online\b|\b(?:systems|networks?|servers|operations) (?:is|are) (?:now )?back up and running\b/i,
  /\b(?:we|the company|it) (?:promptly |immediately |quickly )?(?:deployed|implemented|took|initiated) (?:[\w-]+ )?containment measures\b|\b(?:we|the company|it) (?:did not|has not|have not|declined to|refused to) pay (?:the|any|a) ransom\b|\b(?:has been and continues to|is|are|has begun|have begun|began|has been) (?:in the process of )?notify(?:ing)? (?:the )?(?:individuals|customers|persons|employees|patients|members|account ?holders) (?:who (?:were|may have been) )?(?:impacted|affected)\b|\b(?:conducting|conducted|completed) (?:a |an |its |the )?review of (?:the )?(?:potentially )?(?:impacted|affected) (?:individuals|data|files|systems|accounts)\b|\b(?:has|have) (?:since )?(?:placed|put|implemented|deployed) (?:additional|enhanced|new|further) security (?:measures|controls)(?: in place)?\b/i
]

export const cybersecurityIncident: EventFamilyRules = {
  family: "cybersecurity_incident",
  reading: { kind: "incident", mention: literal("{CYBER}", "i"), terms: RESPONSE_TERMS },
  topic: R(
    "\\b(?:(?:failed|failure|fail) to (?:adequately |properly |reasonably )?(?:safeguard|protect|secure) (?:[\\w'’-]+ ){0,3}?(?:information|data)|zero-day|(?:was|were|been) (?:attacked|compromised|hacked|breached)|irregular activity|threat actors?|intruders?|(?:criminal|malicious|bad) actors?|(?:criminals?|thieves|fraudsters)\\b[^;]{0,40}?\\b(?:stole|obtained|accessed|exfiltrated|copied)|(?:employees?|contractors?|insiders?)\\b[^;]{0,20}?\\b(?:misappropriated|stole|exfiltrated)|unauthori[sz]ed (?:third|part|actor|individual|user)\\w*|(?:suspicious|malicious|anomalous|unauthori[sz]ed|unusual|irregular) (?:network )?activity|exfiltrat\\w*|vulnerabilit(?:y|ies) (?:was|were|had been|has been) exploited|cyber\\w*|breach\\w*(?! of (?:fiduciary|contract|warranty|covenant|the dma|its|their|such))(?!(?: of)? (?:the |its |their |our |such |a |an |this |that |any )?(?:[\\w'’-]+ ){0,3}?(?:agreements?|contracts?|warrant(?:y|ies)|covenants?|leases?|dut(?:y|ies)|obligations?|representations?|promises?|guarant(?:ee|y))\\b)|ransomware|unauthori[sz]ed access|e-?mail compromise|spoofing|impersonat\\w+|posing as|masquerading as|pretending to be|attacks?|incidents?|hack\\w*|malware|intrusions?|phishing|denial[- ]of[- ]service|virus\\w*)\\b"
  ),
  steps: R("\\b(?:attacks?|incidents?|fraud|intrusions?|breach(?:es)?|vulnerabilit(?:y|ies)|access tokens|remediat\\w+|affected users|notif\\w+|restored|(?:began|begun|started|continued|continues) (?:restoring|to restore|recovering|to recover)|law enforcement|back online|recovery of|restoration of|obtained|accessed|exfiltrated|stolen|acquired|impacted)\\b"),
  anchors: [
    // the company as the victim of an e-mail or impersonation fraud: "the Company determined that it was the victim of a criminal fraud known to
    // law enforcement authorities as business e-mail compromise fraud …"
    { gate: /victim/i, re: R(`\\b(?:we|the company|it|(?:one of )?(?:our|its|the company['’]s) (?:[\\w-]+ )?subsidiar(?:y|ies)) (?:had |has |have )?(?:recently )?(?:was|were|been) (?:the )?victims? of (?:a |an )?(?:[\\w-]+ ){0,3}?(?:fraud|scheme|attack|intrusion)\\b[^;]{0,100}?\\b(?:business e-?mail compromise|e-?mail compromise|phishing|spoofing|impersonat\\w+|cyber\\w*|ransomware|hack\\w*)`, "g"), specific: false },
    // an impersonator who took the company's money or shares by e-mail, a business e-mail compromise told by what it did: "the Company became aware
    // that an unknown third-party, impersonating a Company employee over e-mail through domain spoofing, fraudulently induced the Company's transfer
    // agent to issue … shares", "a criminal posing as one of our vendors diverted a payment of $2.1 million" (the impersonator acted, in the past)
    { gate: /impersonat|posing as|pretending to be|masquerading as/i, re: R(`\\b(?:third[\\s-]part(?:y|ies)|persons?|individuals?|actors?|part(?:y|ies)|criminals?|fraudsters?|perpetrators?|hackers?|attackers?|impostors?|imposters?)\\b,? (?:impersonating|posing as|pretending to be|masquerading as) (?:a |an |one of |the |certain of )?(?:(?:our|the company['’]s|its|[\\w&.-]+) )?(?:[\\w-]+ ){0,2}?(?:employees?|executives?|officers?|vendors?|suppliers?|ceo|cfo|personnel|management|directors?)\\b[^;]{0,120}?\\b(?:fraudulently )?(?:induced|caused|convinced|deceived|tricked|diverted|redirected|obtained|misappropriated|stole)\\b`, "g"), specific: false },
    // what an incident cost: "$42 million of costs related to the cybersecurity incident", "costs associated with the remediation of the December 2023 cybersecurity incident"
    { gate: /cost|expense|charge|loss|recover/i, re: R(`\\b(?:costs?|expenses?|charges?|losses|(?:insurance )?recoveries)\\b[^;]{0,40}?\\b(?:related to|relating to|associated with|in connection with|resulting from|arising from|attributable to|from|for) (?:(?:the (?:remediation|resolution|investigation)(?: and (?:remediation|resolution|investigation))? of )?(?:the|this|that)|the (?:remediation|resolution|investigation)(?: and (?:remediation|resolution|investigation))? of (?:a|an)) (?:(?:{MONTHS} )?(?:19|20)\\d\\d )?(?:[\\w-]+ ){0,2}?{CYBER}`, "g"), selfImplied: true },
    // a suit filed over a stated incident: "a customer filed lawsuit against the Bank … related to the cyber-attack incident"
    {
      gate: /filed|consolidated|pending/i, re: R(`\\b(?:filed (?:a |an )?(?:[\\w-]+ ){0,3}?(?:lawsuits?|suits?|class actions?|complaints?)|(?:lawsuits?|suits?|class actions?|complaints?) (?:was|were|has been|have been) (?:filed|consolidated)|(?:class action|lawsuit|suit|action) (?:currently )?pending in)\\b[^;]{0,160}?\\b(?:related to|relating to|arising (?:from|out of)|in connection with|regarding|concerning|stemming from) (?:the|this|that) (?:(?:{MONTHS} )?(?:19|20)\\d\\d )?(?:[\\w-]+ ){0,2}?{CYBER}`, "g")
    },
    {
      gate: /experienc|suffer|detect|discover|identif|determined|learned|aware|target|victim|subject|affected|impacted/i, re: R(`\\b(?:we|our [\\w ]{0,30}?(?:systems|networks?|team)|our (?:[\\w-]+ )?(?:subsidiary|subsidiaries|business|businesses|unit|division)(?: [A-Z][\\w-]*(?: [A-Z][\\w-]*){0,3})?|the company|it|some of our [\\w ]{0,30}?|both we and our [\\w ]{0,30}?)\\b(?:,? (?:and|or) [^,;]{0,100}?,?)? (?:(?:have|has|had) )?(?:(?:in the past|previously|also|recently) )?(?:experienced|suffered|detected|discovered|identified|determined that|learned that|became aware (?:of|that)|(?:were|was) (?:the )?(?:subject|victim)s? of|been (?:the )?(?:subject|victim)s? of|(?:were|was|been) (?:the )?target of(?= (?:a|an|the|this|that) )|been affected by|been impacted by)(?:,? and (?:may|might|could|will likely|are likely to|is likely to|expects? to)(?: in the future)?(?: continue to)? (?:experience|suffer|be affected by|be subject to)(?: in the future)?,?| in the past)? (?:[^;]{0,80}?)\\b{CYBER}`, "g"),
      admits: true
    },
    // bare attacks / breaches the company has experienced, on its systems or data
    {
      gate: /experienc|suffer/i, re: R(`\\b(?:we|the company|it)\\b(?:,? (?:and|or) [^,;]{0,100}?,?)? (?:have|has|had) (?:(?:in the past|previously|also|recently) )?(?:experienced|suffered)(?:,? and (?:may|might|could|will likely|are likely to|is likely to|expects? to)(?: in the future)?(?: continue to)? (?:experience|suffer)(?: in the future)?,?)? (?:[^;]{0,40}?)\\b(?:attacks|breaches|intrusions|incidents)\\b[^;]{0,80}?\\b(?:systems|networks|databases|data|information technology|IT)\\b`, "g"),
      admits: true
    },
    { gate: /detect|discover|identif|observ|aware|learned|determined|confirmed|revealed|uncovered/i, re: R(`\\b(?:detected|discovered|identified|observed|became aware (?:of|that)|learned (?:of|that)|determined that|confirmed that|revealed|uncovered)\\b(?! (?:no|any|nothing)\\b)[^;]{0,160}?\\b(?:{CYBER}|zero-day vulnerabilit(?:y|ies)|unauthori[sz]ed (?:activity|access|intrusion)|(?:suspicious|malicious|anomalous) activity)`, "g") },
    // an intruder got in: "a threat actor gained unauthorized access to certain of our systems", "the threat actor was able to access certain accounts"
    { gate: /gained|obtained|accessed|exfiltrated|stole|deployed|able to/i, re: R(`\\b(?:threat actors?|attackers?|hackers?|intruders?|cyber ?criminals?|criminals?|(?:third[\\s-]party )?(?:criminal|malicious|bad) actors?|unauthori[sz]ed (?:third )?part(?:y|ies)|(?:an|the) unauthori[sz]ed (?:actor|individual|user|party|third party))\\b[^;]{0,40}?\\b(?:(?:gained|obtained|(?:was|were) able to (?:gain|obtain)) (?:unauthori[sz]ed )?access to|accessed|(?:was|were) able to access|exfiltrated (?:data|information) from|stole (?:data|information) from|deployed (?:ransomware|malware) (?:in|on|into|across)) (?:(?:certain of |some of |portions of |parts of |one of )?(?:our|the company['’]s|its|[A-Z][\\w&.-]*(?: [A-Z][\\w&.-]*){0,3}['’]s|(?:an? |the )(?:employee|executive|officer|user)['’]s) |(?:a (?:limited |small )?number of |certain )(?:(?:our|its) )?)(?:[\\w-]+ ){0,3}?(?:systems?|networks?|data|environments?|accounts?|servers?|databases?|infrastructure|information)\\b(?! of (?:one of |certain of |some of )?(?:our )?(?:competitors|peers|customers|suppliers|vendors|other companies))`, "g") },
    // an insider who took the company's customers' data: "In 2019, a former employee misappropriated customer records and sold them to a competitor"
    { gate: /misappropriated|stole|exfiltrated|downloaded|copied/i, re: R(`\\b(?:a |an |one of (?:our|its) |the )?(?:former |current |departing |rogue )?(?:employees?|contractors?|insiders?)\\b[^;]{0,20}?\\b(?:misappropriated|stole|exfiltrated|downloaded|copied) (?:[\\w-]+ ){0,2}?(?:customer|patient|client|employee|personal|payment card|cardholder|account|consumer|member)s?['’]? (?:data|records|information|files|lists)\\b`, "g") },
    // thieves who stole data from the company's systems, named by where the systems are: "In November 2013, criminals stole payment card data
    // from the point-of-sale systems in our stores"
    { gate: /stole/i, re: R(`\\b(?:criminals?|thieves|hackers?|attackers?|intruders?|cyber ?criminals?|threat actors?)\\b[^;]{0,40}?\\bstole (?:[\\w-]+ ){0,3}?(?:data|information|records|credentials|numbers)\\b[^;]{0,40}?\\bfrom (?:(?:the |certain |some )?(?:[\\w-]+ ){0,3}?(?:systems?|networks?|servers?|terminals?|databases?) (?:in|of|at|used in) )?(?:our|the company['’]s|its)\\b`, "g") },
    // an intruder went after the company's people or systems: "an unauthorized actor targeted the personal cell phone number of an RxSight employee"
    { gate: /targeted/i, re: R(`\\b(?:threat actors?|attackers?|hackers?|intruders?|cyber ?criminals?|(?:third[\\s-]party )?(?:criminal|malicious|bad) actors?|(?:an|the) unauthori[sz]ed (?:actor|individual|user|party|third party))\\b[^;]{0,20}?\\btargeted (?:(?:certain of |some of |one of )?(?:our|the company['’]s|its) (?:[\\w-]+ ){0,3}?(?:employees|executives|officers|systems|networks|accounts|servers)|(?:the |an? )?(?:[\\w-]+ ){0,4}?of (?:an? [\\w&.-]+ (?:employee|executive|officer)|(?:one of )?our (?:[\\w-]+ )?(?:employees|executives|officers)))\\b`, "g") },
    // an intruder exploited a flaw in the company's software: "a threat actor exploited a vulnerability in our file transfer software"
    { gate: /exploited/i, re: R(`\\b(?:threat actors?|attackers?|hackers?|intruders?|cyber ?criminals?|criminals?|unauthori[sz]ed (?:third )?part(?:y|ies)|an unauthori[sz]ed (?:actor|individual|user)|ransomware groups?)\\b[^;]{0,40}?\\bexploited (?:a |an |the )?(?:[\\w-]+ ){0,2}?vulnerabilit(?:y|ies) in (?:our|the company['’]s|its)\\b`, "g") },
    // a flaw that let an intruder in: "a vulnerability in … software used by one of our vendors, which resulted in unauthorized access to certain customer data"
    { gate: /vulnerabilit/i, re: R(`\\bvulnerabilit(?:y|ies)\\b[^;]{0,120}?\\b(?:which|that) (?:resulted in|led to|allowed|enabled)\\b[^;]{0,30}?\\bunauthori[sz]ed access\\b`, "g") },
    { gate: /occurred|detected|discovered|identified|took place|affected|impacted/i, re: R(`\\b(?:a|an|the) {CYBER} (?:occurred|was detected|was discovered|was identified|took place|affected|impacted)\\b`, "g"), admits: true },
    // an attack on a part of the company that did harm: "a cyberattack on one of our subsidiaries disrupted its operations"; a flaw exploited
    // against it: "the MOVEit vulnerability was exploited to access files containing personal information of certain of our customers"
    { gate: /disrupted|encrypted|compromised|affected|impacted|caused|resulted in|shut down|interrupted/i, re: R(`\\b(?:a|an|the) (?:(?:{MONTHS} )?(?:19|20)\\d\\d )?{CYBER} (?:on|at|against|targeting) (?:one of |certain of |some of )?(?:our|the company['’]s) (?:[\\w-]+ ){0,2}?(?:subsidiar(?:y|ies)|systems?|networks?|facilit(?:y|ies)|operations|plants?|businesses)\\b[^;]{0,40}?\\b(?:disrupted|encrypted|compromised|affected|impacted|caused|resulted in|shut down|interrupted)\\b`, "g") },
    { gate: /exploited/i, re: R(`\\bvulnerabilit(?:y|ies)\\b[^;]{0,30}?\\b(?:was|were|had been|has been) exploited\\b[^;]{0,100}?\\b(?:our|the company['’]s)\\b`, "g") },
    // an attack that did something to the company's systems: "In January 2024, a ransomware attack encrypted portions of our corporate network"
    { gate: /encrypted|disrupted|compromised|hit|targeted|exposed|shut down|interrupted|took down/i, re: R(`\\b(?:a|an|the) (?:(?:{MONTHS} )?(?:19|20)\\d\\d )?{CYBER} (?:encrypted|disrupted|compromised|hit|targeted|exposed|shut down|interrupted|took down)\\b (?:(?:certain |some |portions |parts )?(?:of )?)?(?:our|the company['’]s)\\b(?! (?:suppliers?|vendors?|customers?|partners?|competitors?|service providers?)\\b)`, "g") },
    // incidents … which have happened / occurred in the past
    { gate: /happened|occurred/i, re: R(`\\b{CYBER}[^;]{0,60}?(?:, )?(?:which|that) (?:has|have) (?:happened|occurred)(?: in the past)?\\b`, "g"), admits: true },
    { gate: /happened|occurred/i, re: R(`\\b(?:have|has) (?:happened|occurred) (?:on our systems )?in the past\\b`, "g"), admits: true },
    { gate: /happened|occurred/i, re: R(`\\b{CYBER}[^;]{0,40}? (?:have|has) (?:from time to time |at times |previously |in the past |also )?(?:occurred|happened)\\b`, "g"), admits: true },
    { gate: /occurred on our systems/i, re: R(`\\b(?:have|has) occurred on our systems\\b`, "g"), admits: true },
    { gate: / (?:and|or) (?:could|may|might)/i, re: R(`\\b(?:{CYBER}|cyber[\\s-]?threats)[^;]{0,140}?\\b(?:have|has)(?: (?:in the past|previously))?,? (?:and|or) (?:could|may|might)\\b`, "g"), admits: true },
    // incidents that have resulted in harm ("security breaches … have in certain cases resulted in …")
    { gate: /resulted|caused|remained/i, re: R(`\\b{CYBER}[^;]{0,60}?\\b(?:have|has) (?:in (?:certain|some) (?:cases|instances) |in the past |previously |also )?(?:resulted|caused|remained undetected|remained)\\b`, "g") },
    // an incident announced, disclosed, discovered, that exploited …
    { gate: /announced|disclosed|reported|discovered/i, re: R(`\\b(?:announced|disclosed|reported|discovered)(?: our)?(?: discovery of)? (?:a |an |the )?(?:[\\w-]+ ){0,3}?{CYBER}`, "g"), admits: true },
    { gate: /exploited|affected|impacted|compromised|resulted|occurred|targeted|involved/i, re: R(`\\b{CYBER} (?:that|which) (?:exploited|affected|impacted|compromised|resulted|occurred|targeted|involved)\\b`, "g"), admits: true },
    // the (named) incident as a definite subject: "the events surrounding this cyber-attack"
    { re: R(`\\b(?:this|that|the|these|our|its) (?:\\d{4} |third[\\s-]party |recent |prominent |previously (?:disclosed|reported) )?{CYBER}\\b(?! (?:risk|program|requirements|laws|standards|policies|threats|landscape|response|management|insurance|team|plans?|process|processes|procedures|governance|strategy|awareness|training|controls?))`, "g"), pastAfter: true },
    { unless: /\b(?:well|spill|oil|blowout|explosion|fire|wildfire|derailment|accident|crash|collision|leak|rig|Horizon|Macondo|hurricane|storm|OSHA|recordable|lost[- ]time|lost workday|injur(?:y|ies)|NTSB|National Transportation Safety Board|PHMSA|pipeline|natural gas)\b/i, re: /\b(?:the|this|that) (?:[A-Z][\w-]*\s+){1,3}(?:[Cc]yber[\s-]?[Aa]ttack|[Cc]yber(?:security)? [Ii]ncident|[Ii]ncident|[Bb]reach|[Rr]ansomware [Aa]ttack)\b(?!\s+(?:[Rr]ates?|[Ff]requency|[Ss]everity|[Rr]esponse|[Mm]anagement|[Tt]eam|[Pp]rogram|[Pp]lan|[Cc]enter|[Pp]olic(?:y|ies)|[Pp]rocess|[Pp]rocedures?|[Rr]eporting|[Nn]otification))/g, selfImplied: true, notExample: true },
    { gate: /\b(?:19|20)\d\d\b/, re: R(`\\b(?:a|an|the|our|its) (?:(?:{MONTHS} )?(?:19|20)\\d\\d) {CYBER}`, "g"), notExample: true },
    // named incidents: "the MOVEit incident", "incidents such as MOVEit"
    { gate: /including|such as/i, re: R(`\\b{CYBER},? (?:including|such as) (?:the )?`, "g"), nextUpper: true },
    // the company's systems were breached: "our … subsidiary’s network was breached in connection with a … ransomware attack"
    // (the company by any of its names: "the Partnership’s network was compromised by malware")
    {
      gate: /breached|compromised|hacked|infiltrated|encrypted|without authori/i, re: R(`\\b{SUBJ}['’]s (?:[\\w'’-]+ ){0,4}?(?:systems?|networks?|servers?|databases?|accounts?|environments?|infrastructure|websites?)\\b (?:was|were|had been|has been|have been) (?:breached|compromised|hacked|infiltrated|encrypted|accessed without authori[sz]ation)\\b`, "g"),
      selfSubject: true
    },
    // the company, by any of its names, hit by a stated incident: "In fiscal 2019, the Partnership experienced a ransomware attack that encrypted …",
    // "the Bank was the target of a cyberattack that caused an outage of …"
    {
      gate: /experienc|suffer|detect|discover|identif|aware|target|victim|subject|hit by|affected by|impacted by/i, re: R(`\\b{SUBJ} (?:(?:have|has|had) )?(?:also |recently |previously )?(?:experienced|suffered|detected|discovered|identified|became aware of|(?:was|were|had been|has been) (?:the (?:target|victim|subject) of|subject to|hit by|affected by|impacted by|targeted by)) (?:a|an) (?:[\\w-]+ ){0,2}?{CYBER}`, "g"),
      selfSubject: true
    },
    // the company's systems hit by a stated incident: "our information technology systems were affected by a ransomware attack", "the Bank’s network was
    // disrupted by a cyberattack"
    {
      gate: /affected|impacted|disrupted|encrypted|compromised|shut down|taken offline/i, re: R(`\\b(?:our|its|the company['’]s) (?:[\\w'’-]+ ){0,4}?(?:systems?|networks?|servers?|operations|websites?|infrastructure|environments?)\\b (?:was|were|had been|has been|have been) (?:affected|impacted|disrupted|encrypted|compromised|shut down|taken offline) by (?:a|an|the) (?:[\\w-]+ ){0,2}?{CYBER}`, "g")
    },
    {
      gate: /affected|impacted|disrupted|encrypted|compromised|shut down|taken offline/i, re: R(`\\b{SUBJ}['’]s (?:[\\w'’-]+ ){0,4}?(?:systems?|networks?|servers?|operations|websites?|infrastructure|environments?)\\b (?:was|were|had been|has been|have been) (?:affected|impacted|disrupted|encrypted|compromised|shut down|taken offline) by (?:a|an|the) (?:[\\w-]+ ){0,2}?{CYBER}`, "g"),
      selfSubject: true
    },
    // an incident found on the company's systems, told in the passive: "malware was discovered on our point-of-sale terminals at 40 stores"
    { gate: /detected|discovered|identified|found/i, re: R(`\\b{CYBER} (?:was|were|had been|has been|have been) (?:detected|discovered|identified|found) (?:on|in|within) (?:certain of |some of |several of )?(?:our|its|the company['’]s)\\b`, "g") },
    { gate: /detected|discovered|identified|found/i, re: R(`\\b{CYBER} (?:was|were|had been|has been|have been) (?:detected|discovered|identified|found) (?:on|in|within) (?:certain of |some of |several of )?{SUBJ}['’]s`, "g"), selfSubject: true },
    // a lure that let an intruder in: "an employee responded to a phishing email, which allowed an attacker to access our accounting system"
    { gate: /allowed|enabled|permitted/i, re: R(`\\b(?:allowed|enabled|permitted)\\b[^;]{0,20}?\\b(?:an? |the )?(?:attackers?|hackers?|threat actors?|intruders?|cyber ?criminals?|criminals?|unauthori[sz]ed (?:third )?part(?:y|ies)|unauthori[sz]ed (?:actors?|individuals?|users?)) to (?:access|gain access to|obtain access to|enter|exfiltrate|steal|encrypt)\\b`, "g") },
    // the company's data or systems reached by an intruder, told in the passive: "our email system was accessed by an unauthorized third party",
    // "Social Security numbers of certain of our customers were obtained by criminal actors"
    { gate: /accessed|obtained|acquired|exfiltrated|stolen|encrypted|compromised|downloaded|copied/i, re: R(`\\b(?:(?:our|its|the company['’]s) (?:[\\w'’-]+ ){0,4}?(?:data|information|records|files|systems?|networks?|servers?|accounts?|databases?|credentials)|(?:data|information|records|numbers|files|credentials) (?:of|belonging to|for) (?:certain of |some of |(?:approximately |about )?[\\d,]+ of )?(?:our|its|the company['’]s) (?:[\\w-]+ ){0,2}?(?:customers|employees|clients|members|patients|users|accounts))\\b (?:was|were|had been|has been|have been) (?:also )?(?:accessed|obtained|acquired|exfiltrated|stolen|encrypted|compromised|downloaded|copied) by (?:the |an? |certain |unknown )?(?:unauthori[sz]ed (?:third )?part(?:y|ies)|unauthori[sz]ed (?:actors?|individuals?|users?)|(?:criminal|malicious|threat|bad) actors?|hackers?|attackers?|intruders?|cyber ?criminals?)\\b`, "g") },
    { gate: /accessed|obtained|acquired|exfiltrated|stolen|encrypted|compromised|downloaded|copied/i, re: R(`\\b{SUBJ}['’]s (?:[\\w'’-]+ ){0,4}?(?:data|information|records|files|systems?|networks?|servers?|accounts?|databases?|credentials)\\b (?:was|were|had been|has been|have been) (?:also )?(?:accessed|obtained|acquired|exfiltrated|stolen|encrypted|compromised|downloaded|copied) by (?:the |an? |certain |unknown )?(?:unauthori[sz]ed (?:third )?part(?:y|ies)|unauthori[sz]ed (?:actors?|individuals?|users?)|(?:criminal|malicious|threat|bad) actors?|hackers?|attackers?|intruders?|cyber ?criminals?)\\b`, "g"), selfSubject: true },
    { gate: /accessed|obtained|acquired|exfiltrated|stolen|encrypted|compromised|downloaded|copied/i, re: R(`\\b(?:data|information|records|numbers|files|credentials) (?:of|belonging to|for) (?:certain of |some of |(?:approximately |about )?[\\d,]+ of )?{SUBJ}['’]s (?:[\\w-]+ ){0,2}?(?:customers|employees|clients|members|patients|users|accounts)\\b (?:was|were|had been|has been|have been) (?:also )?(?:accessed|obtained|acquired|exfiltrated|stolen|encrypted|compromised|downloaded|copied) by (?:the |an? |certain |unknown )?(?:unauthori[sz]ed (?:third )?part(?:y|ies)|unauthori[sz]ed (?:actors?|individuals?|users?)|(?:criminal|malicious|threat|bad) actors?|hackers?|attackers?|intruders?|cyber ?criminals?)\\b`, "g"), selfSubject: true },
    // an intruder's way in: "the intruder used a vendor’s user name and password to enter the perimeter of the Company’s network"
    { gate: /used/i, re: R(`\\b(?:intruders?|attackers?|hackers?|threat actors?|(?:criminal|malicious) actors?|cyber ?criminals?|unauthori[sz]ed (?:third )?part(?:y|ies))\\b[^;]{0,20}?\\bused\\b[^;]{0,80}?\\bto (?:enter|access|gain access to|breach|penetrate|log into|infiltrate) (?:the perimeter of )?(?:our|its|the company['’]s)\\b`, "g") },
    { gate: /used/i, re: R(`\\b(?:intruders?|attackers?|hackers?|threat actors?|(?:criminal|malicious) actors?|cyber ?criminals?|unauthori[sz]ed (?:third )?part(?:y|ies))\\b[^;]{0,20}?\\bused\\b[^;]{0,80}?\\bto (?:enter|access|gain access to|breach|penetrate|log into|infiltrate) (?:the perimeter of )?{SUBJ}['’]s`, "g"), selfSubject: true },
    // a dated incident given as the example of what a policy covers: "… to cover the costs resulting from cyber-attacks, such as the event that occurred in April 2023"
    { gate: /occurred|took place|happened/i, re: R(`\\bsuch as (?:the|this|that) (?:[\\w-]+ )?(?:incident|event|attack|breach)s? (?:that|which) (?:occurred|took place|happened) (?:in|on|during) (?:{MONTHS} )?(?:\\d{1,2}, )?(?:19|20)\\d\\d\\b`, "g"), cyberBlock: true },
    // … or named by its date: "Cybersecurity events, such as our October 2023 incident, have had … cascading impacts"
    { gate: /such as/i, re: R(`\\bsuch as (?:our|the|this|that) (?:{MONTHS} )?(?:19|20)\\d\\d (?:[\\w-]+ )?(?:incident|event|attack|breach)\\b`, "g"), cyberBlock: true },
    // a ransom the company paid: "In fiscal 2019, the Partnership paid a ransom of $450,000 in connection with a ransomware attack on its systems"
    { gate: /ransom/i, re: R(`\\b{SUBJ} (?:has |have |had )?(?:also )?paid (?:a |the )?(?:[$€£]\\s?\\d[\\d,.]*(?: (?:million|thousand))? )?ransom(?: payments?| demands?)?\\b`, "g"), selfSubject: true },
    // unusual activity the company, by any of its names, found on its own systems: "the Registrant identified unusual activity on the Registrant’s network"
    { gate: /detect|discover|identif|observ/i, re: R(`\\b{SUBJ} (?:detected|discovered|identified|observed) (?:irregular|unusual|suspicious|unauthori[sz]ed|anomalous|malicious) (?:activity|access)\\b[^;]{0,60}?\\b(?:on|in|within|to) (?:certain )?(?:portions of |parts of |areas of )?(?:our|its|the (?:company|partnership|registrant|bank|corporation)['’]s|\\k<subj>['’]s)`, "g"), selfSubject: true },
    {
      gate: /breached|compromised|hacked|infiltrated|encrypted|without authori/i, re: R(`\\b(?:our|its|the company['’]s) (?:[\\w'’-]+ ){0,4}?(?:systems?|networks?|servers?|databases?|accounts?|environments?|infrastructure)\\b (?:was|were|had been|has been|have been) (?:breached|compromised|hacked|infiltrated|encrypted|accessed without authori[sz]ation)\\b`, "g")
    },
    {
      gate: /been,? and/i, re: R(`\\b(?:systems?|networks?|we|the company)\\b[^;]{0,40}?\\b(?:have|has) been,? and (?:in the future )?(?:may|could|might)(?: continue to)?(?: in the future)? be,? (?:[\\w-]+,? (?:or |and )?){0,4}?(?:compromised|breached|disrupted|damaged|impacted|affected)(?: by)?\\b[^;]{0,160}?\\b(?:{CYBER}|cyber[\\w-]*)`, "g"),
      admits: true
    },
    // "… have experienced other security incidents", "the cybersecurity incidents we have experienced to date"
    { gate: /experienc|suffer/i, re: R(`\\b(?:we|the company)\\b(?:(?!vendors|suppliers|providers|partners|third)[^;,.]){0,80}?\\b(?:have|has) (?:also )?(?:experienced|suffered) (?:other |several |a number of |multiple |certain |some )?(?:[\\w-]+ ){0,2}?{CYBER}`, "g") },
    { gate: /experienc|suffer/i, re: R(`\\b{CYBER} (?:that |which )?(?:we|the company) (?:have|has) (?:previously )?(?:experienced|suffered|detected)\\b`, "g"), admits: true, relative: true },
    // hedged past targets and impacts: "We have previously been, and may in the future become, the target of cyber-attacks …",
    // "Our business has in the past and could in the future be negatively affected by … security incidents"
    { gate: /been,? (?:and|or)/i, re: R(`\\b(?:have|has) (?:previously |in the past )?been,? (?:and|or) (?:may|could|might)(?: in the future)?(?: continue to)? (?:become|be),? (?:the )?(?:target|subject|victim)s? of (?:[^;]{0,40}?)\\b{CYBER}`, "g"), admits: true },
    { gate: /in the past/i, re: R(`\\b(?:have|has) in the past,? (?:and|or) (?:may|could|might|will)(?: likely)?(?: in the future)?(?: continue to)? (?:be (?:(?:negatively|adversely|materially) )?(?:affected|impacted|disrupted|harmed) by|experience|suffer)\\b[^;]{0,140}?\\b(?:{CYBER}|cybersecurity (?:threats and )?incidents)`, "g"), admits: true },
    { gate: /incident/i, re: R(`\\b(?:an?|the) (?:[\\w-]+ )?incident (?:that|which) (?:affected|impacted|compromised|hit) (?:us|our|the company)\\b`, "g"), admits: true, cyberBlock: true },
    // a past incident hedged with its recurrence: "… which has in the past and may in the future become compromised through a cyber attack"
    { gate: /in the past/i, re: R(`\\b(?:has|have)(?: been)?,? in the past,? (?:and|or) (?:may|could|might)(?: in the future)?,? (?:be(?:come)?|been) (?:compromised|breached|accessed|attacked|disrupted)\\b`, "g"), admits: true },
    // the company's systems experienced attacks: "Our systems and those of third parties … have experienced and may continue to experience directed attacks"
    {
      gate: /experienc|suffer/i, re: R(`\\bour (?:[\\w-]+ ){0,3}(?:systems|networks?)\\b(?:,? (?:and|or) [^,;]{0,100}?,?)? (?:have|has) (?:(?:in the past|previously|also|recently) )?(?:experienced|suffered)(?:,? and (?:may|might|could|will likely|are likely to)(?: in the future)?(?: continue to)? (?:experience|suffer)(?: in the future)?,?)? (?:[\\w-]+ ){0,3}?(?:attacks|breaches|intrusions|incidents|compromises)\\b`, "g"),
      admits: true,
      cyberBlock: true
    },
    // data exposed before: "we have experienced unauthorized releases of certain digital content assets", "data leakages … have occurred"
    {
      gate: /unauthori[sz]ed|leak/i, re: R(`\\b(?:we|the company)\\b[^;,]{0,40}? (?:have|has) (?:(?:in the past|previously|also|at times|from time to time) )?(?:experienced|suffered|had)(?:,? and (?:may|might|could)(?: in the future)?(?: continue to)? (?:experience|suffer)(?: in the future)?,?)? (?:[\\w-]+ ){0,3}?(?:unauthori[sz]ed (?:releases?|disclosures?|access)|data leak(?:age)?s?|leaks? of)\\b`, "g"),
      admits: true
    },
    { gate: /leak|unauthori[sz]ed/i, re: R(`\\b(?:data leak(?:age)?s?|unauthori[sz]ed (?:releases?|disclosures?) of (?:[\\w-]+ ){0,4}?(?:data|information|content))\\b[^;]{0,120}?\\b(?:have|has) (?:in the past |previously |also |at times )?(?:occurred|happened)\\b`, "g"), admits: true, cyberBlock: true },
    // past successful attacks: "nation-state actors … have in the past successfully attacked our IT environment"
    { gate: /successfully/i, re: R(`\\b(?:have|has) (?:in the past |previously |also )?successfully (?:attacked|breached|compromised|penetrated|infiltrated|accessed) (?:our|the company['’]s|its)\\b`, "g"), admits: true },
    // interruptions the company experienced, among whose causes are cyber attacks
    {
      gate: /experienc|suffer/i, re: R(`\\b(?:we|the company)\\b (?:have|has) (?:(?:in the past|previously|also|at times) )?(?:experienced|suffered)(?:,? and (?:may|might|could)(?: in the future)?(?: continue to)? (?:experience|suffer)(?: in the future)?,?)? (?:[\\w-]+,? ){0,3}?(?:interruptions|outages|disruptions|service (?:interruptions|outages|disruptions))\\b[^;]{0,220}?\\b(?:due to|caused by|as a result of|resulting from|including)\\b[^;]{0,160}?\\b(?:{CYBER}|cyber[\\s-]?attacks?)`, "g"),
      admits: true
    },
    // an admission that protection failed before: "we have not always been able to do so", "such controls have not always detected …"
    { gate: /not always/i, re: R(`\\b(?:we|it|the company|(?:such|these|our) (?:[\\w-]+ )?(?:controls|measures|safeguards|systems|defen[cs]es))\\b (?:have|has) not always (?:been (?:able|successful|effective)|succeeded|detected|prevented|protected|stopped)\\b`, "g"), admits: true, cyberBlock: true },
    // in a paragraph about cyber risk, "incidents has caused, and may … cause, …"
    { gate: /incidents?|events|attacks|breaches/i, re: R(`\\b(?:incidents?|(?:such|these|those) (?:events|incidents|attacks|breaches)) (?:(?:has|have) (?:in the past |previously )?(?:caused|resulted in|led to|disrupted|affected|impacted)|(?:has|have) been (?:disruptive|costly))\\b`, "g"), admits: true, cyberBlock: true },
    // notice of an incident given: "We notified affected customers and regulators of the data breach in the third quarter."
    { gate: /notified|informed/i, re: R(`\\b(?:we|the company) (?:have |has |had )?(?:notified|informed) [^;]{0,80}?\\bof (?:the|this|that|our) (?:(?:{MONTHS} )?(?:19|20)\\d\\d |recent |previously (?:disclosed|reported) )?{CYBER}`, "g") },
    // costs of an incident: "$20 million of expenses related to the cybersecurity incident discovered in June"
    { gate: /cost|expense|charge|loss|accru/i, re: R(`\\b(?:charges?|costs?|expenses?|losses|accruals?)\\b[^;]{0,60}?\\b(?:related to|relating to|associated with|in connection with|resulting from|arising from|due to|from|for|to (?:investigate|remediate|respond to|recover from|contain)(?: and (?:remediate|respond to|recover from|contain))?) (?:the|this|that|a|an|our) (?:(?:{MONTHS} )?(?:19|20)\\d\\d |previously (?:disclosed|reported) |recent )?{CYBER}`, "g"), namedCost: true, notDefinition: true },
    // what a stated incident reached: "the data impacted in the cyber incident", "customers affected by the data breach"
    { gate: /impacted|affected|accessed|compromised|exposed|involved/i, re: R(`\\b(?:data|information|records|systems?|networks?|customers|individuals|patients|employees|members|accounts|files|operations)\\b (?:that (?:was|were) |(?:potentially |possibly )?)?(?:impacted|affected|accessed|compromised|exposed|involved) (?:in|by|during|as a result of) (?:the|this|that) (?:(?:{MONTHS} )?(?:19|20)\\d\\d |recent |previously (?:disclosed|reported) )?{CYBER}`, "g"), admits: true },
    // remediation of the attack
    { gate: /remediated|contained|responded|took steps|worked to/i, re: R(`\\b(?:remediated|contained|responded to|took steps to (?:remediate|contain)|worked to (?:remediate|contain)) (?:the|this) (?:attack|incident|breach|intrusion)\\b`, "g"), admits: true },
    // suits over data the company failed to protect: "named as a defendant in putative class action lawsuits alleging … that the Company failed to safeguard customer credit card information"
    { gate: /safeguard|protect|secure/i, re: R(`\\b(?:lawsuits?|class actions?|claims|complaints?|suits?|actions)\\b[^;]{0,100}?\\balleg\\w*\\b[^;]{0,60}?\\b(?:that )?(?:we|the company|it) (?:had )?(?:failed|did not) (?:adequately |properly |reasonably )?(?:to )?(?:safeguard|protect|secure) (?:[\\w'’-]+ ){0,3}?(?:information|data)\\b`, "g") },
    // "Lawson became aware that its computer network was the subject of a cyber incident"
    { gate: /subject|target|victim/i, re: R(`\\b(?:its|our|the company['’]s) (?:[\\w-]+ ){0,3}?(?:network|systems?|environment|servers?|infrastructure)\\b (?:was|were|had been|has been|have been) the (?:subject|target|victim) of (?:a|an) (?:[\\w-]+ ){0,2}?{CYBER}`, "g") },
    // "We have in the past experienced, and may in the future face, hackers … gaining unauthorized access to … our systems"
    { gate: /experienced/i, re: R(`\\b(?:we|the company) (?:have|has) (?:in the past |previously )?experienced,? (?:and|or) (?:may|could|might|will)(?: in the future)?(?: continue to)? (?:experience|face|suffer),? [^;]{0,80}?\\b(?:gaining unauthori[sz]ed access|unauthori[sz]ed access|breach\\w*|intrusions?|{CYBER})`, "g"), admits: true },
    // "through unauthorized access to certain of its U.S. systems, third-party criminal actors obtained, for some of the Company's customers, personal information …"
    { gate: /obtained|acquired|stole|exfiltrated|copied|downloaded/i, re: R(`\\b(?:(?:third[\\s-]party )?(?:criminal|malicious|bad|threat) actors?|attackers?|hackers?|intruders?|cyber ?criminals?|(?:an|the) unauthori[sz]ed (?:actor|individual|user|party|third party))\\b[^;]{0,20}?\\b(?:obtained|acquired|stole|exfiltrated|copied|downloaded)\\b[^;]{0,80}?\\b(?:personal |customer |employee |patient |sensitive )?(?:information|data|records)\\b`, "g"), cyberBlock: true },
    // suits that followed an incident: "a customer filed lawsuit against The Middlefield Banking Company … related to the cyber-attack incident"
    { gate: /related|relating|arising|connection|stemming|following/i, re: R(`\\b(?:lawsuits?|class actions?|suits?|claims|complaints?|litigation)\\b[^;]{0,120}?\\b(?:related to|relating to|arising (?:from|out of)|in connection with|stemming from|following) (?:the|this) (?:[\\w-]+ ){0,2}?{CYBER}`, "g") },
    // intruders used a flaw: "Criminals exploited a U.S. website application vulnerability to gain access to certain files."
    { gate: /exploited/i, re: R(`\\b(?:criminals|attackers|hackers|intruders|threat actors?|cyber ?criminals|an unauthori[sz]ed (?:actor|party|third party))\\b[^;]{0,20}?\\bexploited (?:a |an |the )?(?:[\\w.-]+ ){0,4}?vulnerabilit(?:y|ies)\\b`, "g"), cyberBlock: true },
    // data taken in the incident: "credit card numbers for approximately 209,000 … consumers … were accessed."
    { gate: /accessed|exfiltrated|stolen|acquired/i, re: R(`\\b(?:information|data|records|numbers|files|documents|credentials)\\b[^;]{0,140}?\\b(?:were|was|had been|have been) (?:also )?(?:accessed|exfiltrated|stolen|acquired|obtained)\\b(?! (?:only |solely )?(?:by|through) (?:authori[sz]ed|employees))`, "g"), cyberBlock: true },
    { gate: /unauthori[sz]ed access/i, re: R(`\\bthe unauthori[sz]ed access (?:occurred|began|lasted|took place|continued)\\b`, "g"), cyberBlock: true },
    // the company's products or systems were attacked: "we learned that our MOVEit Transfer … and MOVEit Cloud … products were attacked via a zero-day vulnerability"
    { gate: /attacked|compromised|breached|hacked|infiltrated|encrypted/i, re: R(`\\b(?:our|(?:the company|it)['’]s)\\b[^;]{0,160}?\\b(?:products?|systems?|networks?|servers?|platforms?|environment|services?|applications?|software|instances?),? (?:were|was|had been|have been|has been) (?:attacked|compromised|breached|hacked|infiltrated|encrypted)\\b`, "g") },
    // irregular activity detected on the company's network: "Following the detection of irregular activity on certain portions of our corporate network, we engaged …"
    { gate: /detect|discover|identif|observ/i, re: R(`\\b(?:(?:following|after|upon) (?:the |our )?(?:detection|discovery|identification) of|(?:we|the company|it) (?:detected|discovered|identified|observed)|(?:was|were) (?:detected|discovered|identified|observed)) (?:irregular|unusual|suspicious|unauthori[sz]ed|anomalous|malicious) (?:activity|access)\\b[^;]{0,60}?\\b(?:on|in|within|to) (?:certain )?(?:portions of |parts of |areas of )?(?:our|the company['’]s|its)\\b`, "g") },
    { gate: /activity/i, re: R(`\\b(?:irregular|unusual|suspicious|unauthori[sz]ed|anomalous|malicious) (?:activity|access) (?:was|were) (?:detected|discovered|identified|observed) (?:on|in|within) (?:certain )?(?:portions of |parts of )?(?:our|the company['’]s|its)\\b`, "g") },
    // an incident's costs named as such: "We incurred $1.5 million and $4.2 million of cyber incident costs …"
    { gate: /incurred/i, re: R(`\\bincurred\\b[^;]{0,80}?\\b(?:cyber(?:security)?[\\s-]?(?:incident|attack)|(?:security|ransomware|cyber) incident) (?:related )?(?:costs|expenses)\\b`, "g") },
    // the discovery of a breach announced: "the Company publicly announced the discovery of a criminal breach of its payment systems environment"
    { gate: /discovery|detection/i, re: R(`\\b(?:announced|disclosed|reported|confirmed) (?:the )?(?:discovery|detection) of (?:a |an )?(?:[\\w-]+ ){0,3}?(?:breach|intrusion|attack|cyber-?attack|compromise)\\b`, "g") },
    // an incident known by its defined name: "the Processing System Intrusion", "the Data Breach"
    { gate: /Intrusion|Breach|Incident|Cyber/, unless: /\bnot (?:expected to be|considered|deemed) material\b|\bdid not have a material\b/i, re: /\b[Tt]he (?:[A-Z][\w-]* ){0,3}(?:Intrusion|Data Breach|Security Breach|Cyber ?[Ii]ncident|Cybersecurity Incident|Cyber-?[Aa]ttack|Cyberattack|Ransomware (?:Attack|Incident)|Security Incident|Data Security Incident)\b(?! (?:Response|Management|Plan|Team|Policy|Notification|Program))/g }
  ]
}
