/** The candidate scripts' trigger net (candidates.ts for manifest documents, passage-candidates.ts for passage sets). */
/** Broad trigger net per family (candidate finding only; the label is read, not derived). */
export const NET: Record<string, RegExp> = {
  investigation:
    /\b(?:investigat\w*|inquir\w*|subpoena\w*|civil investigative demand|requests? for information|information requests?|probe\w*|enforcement|consent (?:decree|order)|wells notice|attorneys? general|district attorney|prosecutor\w*|SEC|DOJ|FTC|Department of Justice|Securities and Exchange Commission|Federal Trade Commission|Commission|regulators?|authorit(?:y|ies)|agenc(?:y|ies)|examination|audit\w*|review)\b/i,
  material_legal_proceeding:
    /\b(?:lawsuits?|suits?|sued|litigation|class actions?|complaints?|plaintiffs?|defendants?|court|verdicts?|jury|judg(?:e)?ments?|settle\w*|consent decree|fines?|fined|penalt\w*|antitrust|arbitration|proceedings?|legal actions?|claims?|damages|injunction|appeal\w*|allege\w*|tribunal)\b/i,
  cybersecurity_incident:
    /\b(?:cyber\w*|breach\w*|ransomware|unauthori[sz]ed|attacks?|incidents?|hack\w*|malware|intrusions?|phishing|denial[- ]of[- ]service|virus\w*|threat actors?|compromis\w*|exfiltrat\w*)\b/i,
  material_weakness: /\bmaterial weakness\w*/i,
  ineffective_controls: /\b(?:not effective|ineffective|were effective|was effective|are effective|is effective|effectiveness)\b/i,
  significant_deficiency: /\bsignificant deficienc\w*/i,
  restatement: /\brestat\w*|\brevis(?:ed|ion) (?:of )?(?:prior|previously)/i,
  non_reliance: /\bno longer be relied|\bnon-?reliance|should not be relied/i,
  going_concern: /\bgoing concern|\bsubstantial doubt/i,
  covenant_breach: /\bcovenant\w*|\bwaiver\w*|\bdefault\w*|\bacceleration|\bforbearance/i,
  guidance_withdrawal: /\bguidance|\boutlook\b|\bwithdr[ae]w\w*/i,
  auditor_change: /\b(?:dismiss\w*|engag\w*|resign\w*|chang\w*) [^.]{0,60}\b(?:auditor|accounting firm|accountants?)\b/i
}
