/** Sections some rules are limited to or read differently. */

/** The controls conclusions (10-K Item 9A, 10-Q Part I Item 4). */
export const CONTROLS_SECTIONS: ReadonlySet<string> = new Set(["item_9a_controls", "item_4_controls"])

export const LEGAL_SECTIONS: ReadonlySet<string> = new Set(["item_3_legal_proceedings", "item_1_legal_proceedings"])
