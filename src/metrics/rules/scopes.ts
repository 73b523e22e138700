/** Sections some rules are limited to or read differently. */

/** The controls conclusions (10-K Item 9A, 10-Q Part I Item 4). */
export const CONTROLS_SECTIONS: ReadonlySet<string> = new Set(["item_9a_controls", "item_4_controls"])

/** Legal-proceedings sections: the items, and the note an item points to (read as the item is). */
export const LEGAL_SECTIONS: ReadonlySet<string> = new Set(["item_3_legal_proceedings", "item_1_legal_proceedings", "legal_proceedings_note"])
