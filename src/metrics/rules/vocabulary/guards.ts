/**
 * Vocabulary of the guards (guards.ts): the words that make a phrase hypothetical or negated,
 * shared by the accounting triggers and the event rules, and the words only the event rules
 * read as hypothetical.
 */
export const GUARD_VOCABULARY: Readonly<Record<string, string>> = {
  /**
   * Possibility, condition and doubt: hypothetical for every rule ("may" and "future" are written by each kind, which read them differently).
   * The earnings-per-share terms "potential common shares" and "potentially dilutive", and a blank-check company's "shares subject to
   * possible redemption", name securities, not a possibility.
   */
  HYPOTHETICAL:
    "might|could|would|should|can|cannot|can['’]t|couldn['’]t|wouldn['’]t|shall|if|whether|unless|in the event|were to|to the extent|even if|in case|assuming|potential(?! (?:common|dilutive) (?:shares|stock|securities))|potentially(?! dilutive)|(?<!subject to )possible(?! redemption)|possibly|possibility|likelihood|risk(?![\\s-]based\\b)|risks|threat|threats|any|no assurance",
  /** Future, purpose, exposure and obligation: hypothetical for the event rules only (on the accounting triggers they drop true evidence: "Management will continue to implement measures to remediate the material weaknesses"). */
  PROSPECTIVE:
    "will|likely|future|expect|expects|anticipate|anticipates|seek to|intended to|designed to|in order to|ability to|exposed to|exposure to|susceptible|vulnerable|subject to the risk|prone to|required to|requires? us to|obligations? to|obligated to",
  /** Negation, for every rule (each kind has its own exemptions: "did not maintain effective", "the court did not grant"). */
  NEGATION: "\\b(?:no|not|never|none|neither|nor|without|absence)\\b|n['’]t\\b",
  /** Where a clause ends, for every rule: a semicolon, colon or bullet, a spaced or unspaced dash, an adversative after a comma ("…, but", "…, except"), " but ". */
  CLAUSE_BOUNDARY: "[;:•▪●■◦]|\\s[—–]\\s|—|,\\s*(?:but|however|although|though|whereas|while|except|with the (?:sole )?exceptions? of)\\b|\\sbut\\s",
  /** Where a clause ends for the event rules too: "…, and although", " although ", "…, there can be no …". */
  EVENT_CLAUSE_BOUNDARY: ",\\s*(?:and although|and while)\\b|\\s(?:although|though|whereas)\\s|,\\s+(?:and )?(?:there can be no|there is no)\\b"
}
