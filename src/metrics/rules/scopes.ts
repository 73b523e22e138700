/** Sections some rules are limited to or read differently. */

/** The controls conclusions (10-K Item 9A, 10-Q Part I Item 4). */
export const CONTROLS_SECTIONS: ReadonlySet<string> = new Set(["item_9a_controls", "item_4_controls"])

/** Legal-proceedings sections: the items, and the note an item points to (read as the item is). */
export const LEGAL_SECTIONS: ReadonlySet<string> = new Set(["item_3_legal_proceedings", "item_1_legal_proceedings", "legal_proceedings_note"])

/**
 * The notes of the financial statements read by their headings (FORMS ACCOUNTING_NOTE_KEYS) and
 * the only flags read in them: the accounting events a note states (a concluded going-concern
 * doubt, a restatement or revision, non-reliance, a covenant default or waiver, a bankruptcy
 * filing). Controls,
 * legal, investigation, cybersecurity, guidance and auditor-change rules were written for the
 * items and do not read these notes.
 */
export const ACCOUNTING_NOTE_FLAGS: ReadonlySet<string> = new Set(["going_concern_flag", "restatement_flag", "non_reliance_flag", "covenant_breach_flag", "bankruptcy_flag"])
export const ACCOUNTING_NOTE_SECTIONS: ReadonlySet<string> = new Set(["going_concern_note", "basis_of_presentation_note", "restatement_note", "debt_note"])
