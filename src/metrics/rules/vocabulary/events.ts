/**
 * Vocabulary of the event families (investigations, legal proceedings, cybersecurity incidents):
 * regular-expression source that the rules name as `{NAME}` in their phrase templates.
 */
export const EVENT_VOCABULARY: Readonly<Record<string, string>> = {
  /**
   * Authorities and courts: what makes an investigation or a proceeding specific. The rules
   * match it as one slot (slots.ts: its mentions are found once per sentence); the parts below
   * are its alternatives, in order.
   */
  AUTHORITY: "(?:(?:the )?{AUTHORITY_NAME})|{AUTHORITY_ACRONYM}|{AUTHORITY_REGIONAL}|{AUTHORITY_GOVERNMENT}",
  /** An authority's or a court's name, with a country or level before it. */
  AUTHORITY_NAME: "(?:U\\.S\\. |United States |European |EU |UK |U\\.K\\. |Federal |State |French |German |Irish |Indian |Japanese |Korean |Chinese |Dutch |Italian |Spanish |Brazilian |Canadian |Australian |Indian )?(?:Federal Trade Commission|Federal Deposit Insurance Corporation|Securities and Exchange Commission|Consumer Financial Protection Bureau|Bureau of Consumer Financial Protection|{AUTHORITY_DEPARTMENT}|Justice Department|Commission|Commissioner|Competition (?:Authority|Commission|Bureau)|Cartel Office|Office of Fair Trading|Gaming Control Board|Data Protection (?:Commission|Commissioner|Authority)|Attorneys? General|District Attorneys?|U\\.S\\. Attorney|Attorney['’]s Office|Internal Revenue Service|Tax Court|Supreme Court|Court of Appeals|Court of Justice|General Court|(?:District|Circuit|Superior|High|Federal|Chancery|State) Court|Court|Tribunal|Regulator|Authority|Authorities|Agency|Bureau|Ombudsman|Ministry|Prosecutor|[Gg]rand [Jj]ury|Administration|Safety Board|Inspector General|Commissioner['’]s Office|Office of (?:the )?(?:Comptroller of the Currency|Inspector General|Foreign Assets Control|Attorney General|Special Counsel|Thrift Supervision)|Federal Reserve(?: Board| Banks? of (?:New York|Chicago|Atlanta|Boston|Cleveland|Dallas|Kansas City|Minneapolis|Philadelphia|Richmond|San Francisco|St\\. Louis))?|Board of Governors of the Federal Reserve System|Comptroller of the Currency|Division of Enforcement|Securities Division|Division of Securities)",
  /** A government department: "Department of" and its name, as many capitalised words as follow. */
  AUTHORITY_DEPARTMENT: "{AUTHORITY_DEPARTMENT_HEAD}{AUTHORITY_DEPARTMENT_TAIL}",
  AUTHORITY_DEPARTMENT_HEAD: "Department of [A-Z][\\w]+",
  AUTHORITY_DEPARTMENT_TAIL: "(?: (?:and )?[A-Z][\\w]+)*",
  /** An authority's abbreviation. */
  AUTHORITY_ACRONYM: "\\b(?:FTC|SEC|DOJ|EC|CMA|IRS|FCA|CFPB|CFTC|FINRA|OCC|OTS|FDA|EPA|NHTSA|FAA|CPSC|OSHA|DG [A-Z]\\w*|KFTC|JFTC|SAMR|CNIL|ICO|DPC|BaFin|CNMV|AMF|ASIC|ACCC|OFAC|BIS|DDTC|FinCEN|NYDFS|DFS|PCAOB|FERC|FCC|FDIC|DEA|CMS|HHS|HHS-OIG|OIG|NRC|PHMSA|FRA|NTSB|TSA|CBP|ITC|MHRA|EMA|ANVISA|CADE|COFECE|CCI|NDRC|CAC|ACM|AGCM|PSR|ESMA|PRA|OFSI|SFO|DMV|CARB|NLRB|EEOC|DOL|USDA|DOE|DOT|DOD|DCAA|DCMA|GAO|DOC|USAO|FMCSA|MSHA|OFCCP|EBSA|FHFA|HUD|CNMC)\\b",
  /** Regulators of a place ("authorities in several European countries"). */
  AUTHORITY_REGIONAL: "\\b(?:regulators?|authorities|authority|agencies|prosecutors|attorneys general|district attorneys) (?:in|of|from) (?:the |certain |several |various |two |three |multiple )?[A-Z][\\w.]*",
  /** A matter the government brought. */
  AUTHORITY_GOVERNMENT: "\\b(?:initiated|brought|opened|conducted|commenced) by (?:the )?(?:U\\.S\\.|United States|[Ff]ederal) [Gg]overnment\\b",
  /**
   * A prosecution agreement told by what was entered into, the parties after it ("the Deferred Prosecution Agreement (the “DPA”) entered
   * into on May 5, 2009 among the United States Attorney's Office …, the Florida Attorney General's Office and us").
   */
  PROSECUTION_AGREEMENT_ENTERED: "\\b(?:the|its|our) (?:deferred|non)[\\s-]?prosecution agreement\\b(?:\\s*\\([^)]{0,40}\\))?,? (?:entered into|signed|executed)\\b[^;]{0,200}?\\b(?:among|between|with|by)\\b",
  /** The company told of violations of a law ("the Federal Reserve Bank of Chicago notified us and a former bank partner of potential violations of the Federal Trade Commission Act"). */
  NOTIFIED_OF_VIOLATIONS: "\\b(?:notified|informed|advised) (?:the company|us)(?: and [^;]{0,60}?)? of (?:potential|possible|alleged|apparent|asserted) violations? of (?:the )?(?:[\\w.'’-]+ ){0,6}?(?:Act|Code|Laws?|Rules?|Regulations?|Statutes?)\\b",
  /** Month names. */
  MONTHS: "(?:January|February|March|April|May|June|July|August|September|October|November|December)",
  /** The modal "may", not the month ("May 2024", "May and June", "mid-May"). */
  MAY: "(?<!(?:early|late|mid)[ -])may(?! \\d)(?! (?:and|or|through|to|-) {MONTHS})",
  /** A clause subject that may name the company; checked against the section's company names when `selfSubject` is set. */
  SUBJ: "(?<subj>we|the company|it|(?:one|two|certain|several) of (?:our|the company['’]s|its) (?:[\\w-]+ ){0,2}?subsidiaries(?:,? [A-Z][\\w&.-]*(?:,? [A-Z][\\w&.-]*){0,3},)?|our (?:[\\w-]+ ){0,2}?subsidiar(?:y|ies)(?:,? [A-Z][\\w&.-]*(?:,? [A-Z][\\w&.-]*){0,3},| [A-Z][\\w&-]*(?: [A-Z][\\w&-]*){0,2},? (?:LLC|L\\.?P\\.|Inc\\.?|Corp\\.?|Ltd\\.?|N\\.A\\.|plc)(?![\\w.])(?: \\((?:the )?[“\"][A-Z][^”\"()]{0,40}[”\"]\\))?)?|[A-Z0-9][\\w&.-]*(?: [A-Z][\\w&.-]*){0,3}(?:,? (?:a|an|our|its) (?!former\\b)(?:[\\w-]+ ){0,2}?subsidiary of (?:the company|us)\\b[^,;()]{0,60},)?)",
  /** Words that qualify a suit ("putative securities class action"). */
  ADJ: "(?:(?:putative|purported|securities|shareholder|stockholder|derivative|antitrust|civil|criminal|federal|state|consolidated|amended|patent|consumer|class action|collective(?:/class)? action|class(?:/| and )collective action|collective|qui tam|private|multiple|several|two|three|four|five|various|numerous|additional|separate|related|similar|new|a number of|certain|other) )*",
  /** Suits, claims and proceedings, named in quotes too ("a purported “class action” against the Company"). */
  SUIT: "[“\"]?(?:class actions?|lawsuits?|complaints?|(?:cross|counter)-?claims?|suits?|actions?|petitions?|claims?|cases?|litigation|arbitrations?|proceedings?|demands? for arbitration|notices? of arbitration|notices? of civil claim|statements? of claim|summons(?: with notice)?)[”\"]?",
  /** Investigations, inquiries and the demands and letters of an authority. */
  INV: "(?:investigations?|notices? of (?:potential |alleged |probable )?violations?|warning letters?|(?:establishment )?inspection reports?|Form 483s?|inquir(?:y|ies)|probes?|requests? for information|information requests?|civil investigative demands?|subpoenas?|wells notices?|enforcement actions?|reviews?|preliminary evaluations?|engineering analys[ie]s|recall quer(?:y|ies)|statements? of objections|administrative proceedings?|penalty assessments?|notices? of (?:proposed )?(?:civil )?penalt(?:y|ies))",
  /** Cyber incidents, attacks and intrusions. */
  CYBER: "(?:(?:cyber[\\s-]?security|cyber|information security|security|data security|ransomware|malware|network|data privacy|privacy|phishing|hacking|third[\\s-]party cyber)(?:-related)?[\\s-]?(?:incidents?|attacks?|breach(?:es)?|intrusions?|events?|compromises?)|cyber[\\s-]?attacks?|cyber[\\s-]?incidents?|cyber[\\s-]?disruptions?|data incidents?|(?:unauthori[sz]ed|computer) intrusions?|data breach(?:es)?|breach(?:es)? of (?:our|its|the company['’]s) (?:[\\w-]+ ){0,2}(?:security|systems|networks|measures)|breaches of our [\\w ]{0,30}security measures|ransomware|business e-?mail compromises?|unauthori[sz]ed access to (?:our|its|the company['’]s)|unauthori[sz]ed access to (?:certain |some )?(?:of )?(?:our |its )?(?:customer|employee|personal|consumer|patient|member|client|user)s?['’]? (?:data|information|records)|intrusions? into (?:our|its)|malware|computer viruses|(?:malicious|unauthori[sz]ed|suspicious|anomalous) (?:activity|actors?) (?:on|in) (?:our|its)|(?:unauthori[sz]ed (?:third[\\s-]part(?:y|ies)|part(?:y|ies)|actors?|individuals?|users?|persons?)|threat actors?|hackers?|attackers?) (?:had |has |have )?(?:gained|obtained|accessed|exfiltrated|acquired|stole|encrypted))"
}
