/**
 * Vocabulary of the accounting and financing flags: regular-expression source that their
 * triggers name as `{NAME}` in their phrase templates.
 */
export const ACCOUNTING_VOCABULARY: Readonly<Record<string, string>> = {
  /** An apostrophe, straight or curly. */
  AP: "['’]",
  /** Whose auditor: the company's. */
  OWNER: "(?:our|its|the company{AP}s|the registrant{AP}s|their|the)",
  /** A material weakness. */
  MW: "material weakness(?:es)?",
  /** A significant deficiency, or a reportable condition (its name before 2004). */
  SD: "(?:significant deficienc(?:y|ies)|reportable conditions?)",
  /** Disclosure controls and internal control over financial reporting. */
  CONTROLS: "(?:disclosure controls(?: and procedures)?|ICFR|DC&P|internal controls? over financial reporting|internal controls?(?: and procedures)?|controls and procedures)",
  /** A determiner or a small number. */
  DET: "(?:a|an|the|this|these|such|our|its|two|three|four|several|certain)",
  /** What guidance is called ("previously issued full-year financial"). */
  GUIDANCE_ADJ: "(?:(?:its|our|the|their) )?(?:(?:previously (?:issued|announced|provided|disclosed|communicated)|prior|full[\\s-]year|annual|fiscal(?: year)?|\\d{4}|financial|quarterly|earnings|revenue|sales|operating|outlook and|and) )*"
}
