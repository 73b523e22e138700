/**
 * Vocabulary of the accounting and financing flags: regular-expression source that their
 * triggers name as `{NAME}` in their phrase templates.
 */
export const ACCOUNTING_VOCABULARY: Readonly<Record<string, string>> = {
  /** An apostrophe, straight or curly. */
  AP: "['’]",
  /** The company's possessive, also as text extractions that drop apostrophes print it ("the Companys ability"). */
  COMPANYS: "the company(?:{AP}s|s)",
  /** Whose auditor: the company's. */
  OWNER: "(?:our|its|{COMPANYS}|the registrant{AP}s|their|the)",
  /** The company named with a possessive: its defined term or its name ("the Partnership’s", "our subsidiary’s", "Acme Holdings, Inc.’s"). */
  NAMED_OWN: "(?:the (?:company|registrant|partnership|corporation|borrower|issuer|trust|fund|bank|debtors?|operating partnership){AP}s?|our (?:[\\w-]+ ){0,2}?subsidiar(?:y|ies){AP}s?|(?!{NOT_A_NAME})(?:[\\w&-]+ ){0,2}?(?!{NOT_A_NAME})[\\w&-]+(?:,? (?:inc|llc|ltd|corp|co|l\\.?p|plc)\\.?)?{AP}s)",
  /** Words that begin no name of the company: a determiner or a standard's "entity" ("an entity’s ability to continue as a going concern"). */
  NOT_A_NAME: "(?:an?|any|each|every|such|another|one|its|their|our|his|her|entity|reporting)\\b",
  /** The company's own, as a possessive before what it owns ("our", "its", "the Fund’s", "Acme Holdings, Inc.’s"). */
  OWN_POSS: "(?:our|its|{COMPANYS}|the registrant{AP}s|{NAMED_OWN}|the (?!{NOT_A_NAME})[\\w&.-]+{AP}s|(?!{NOT_A_NAME})[\\w&.]+{AP}s)",
  /** What a doubt or an uncertainty is about. */
  ABOUT: "(?:about|as to|regarding|concerning|on|of|with respect to|in respect of|over)",
  /**
   * The company as a subject: "we", its defined term ("the Partnership", "the Borrower", "the Issuer", "the Bank"), a subsidiary, or its
   * name ("Acme Holdings, Inc.", "Acme"; a single word of any case here: the rule's own guards keep other parties out).
   */
  SELF: "(?:{SELF_TERM}|it|(?!(?:not|no|never|nor|and|or|but|which|that|who|to|also|then|if|any|each)\\b)[\\w&-]+)",
  /** The company by a term or a formal name only ("the Partnership", "our subsidiary", "Acme Holdings, Inc."): for rules with no guard against other parties. */
  SELF_TERM: "(?:{SELF_DEFINED}|[\\w&-]+,? (?:inc|llc|ltd|corp|co|l\\.?p|plc)\\.?)",
  /** The company by a term only: "we", "the Company", "the Partnership", "the Borrower", "our subsidiary". */
  SELF_DEFINED: "(?:we|the company|the registrant|the partnership|the corporation|the borrower|the issuer|the trust|the fund|the bank|the debtors?|the operating partnership|(?:one|certain|two|several|some) of (?:our|{COMPANYS}) (?:[\\w-]+ ){0,2}?subsidiaries|our (?:[\\w-]+ ){0,2}?subsidiar(?:y|ies))",
  /** A material weakness. */
  MW: "material weakness(?:es)?",
  /**
   * A shell filer's standard words for the oversight its board lacks, stated as a result (not one that could follow): "the lack of a
   * functioning audit committee and lack of a majority of outside directors … results in ineffective oversight", "Lack of a majority of
   * outside directors on our board of directors, resulting in ineffective oversight …" (a weakness, and the controls not effective).
   */
  OVERSIGHT_LACKING: "lack of (?:a )?(?:functioning audit committee|majority of (?:outside|independent) directors)\\b[^.;]{0,160}?(?<!\\b(?:could|may|might|would|will|can) (?:\\w+ )?)\\b(?:results?|resulting) in ineffective oversight",
  /** A significant deficiency, or a reportable condition (its name before 2004). */
  SD: "(?:significant deficienc(?:y|ies)|reportable conditions?)",
  /**
   * Disclosure controls and internal control over financial reporting, with the definition a filer puts after them in parentheses, itself
   * holding one ("(as defined in Securities Exchange Act of 1934 (Exchange Act) Rule 13a-15(e))"), and the stray comma of some filers'
   * standard text ("our disclosure, controls and procedures").
   */
  CONTROLS: "(?:(?:disclosure,? controls(?:,? and procedures)?|ICFR(?: reporting)?|DC&P|internal controls? over financial reporting|internal controls?(?: and procedures)?|controls and procedures)(?: \\((?:[^()]|\\([^()]{0,60}\\)){1,240}\\))?)",
  /** A determiner or a small number. */
  DET: "(?:a|an|the|this|these|such|our|its|two|three|four|several|certain)",
  /** What guidance is called ("previously issued full-year financial"). */
  GUIDANCE_ADJ: "(?:(?:its|our|the|their) )?(?:(?:previously (?:issued|announced|provided|disclosed|communicated)|prior|full[\\s-]year|annual|fiscal(?: year)?|\\d{4}|financial|quarterly|earnings|revenue|sales|operating|outlook and|and) )*"
}
