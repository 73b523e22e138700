/**
 * Forms and their section taxonomy. Section keys are stable API identifiers.
 */
import { Schema } from "effect"

export const FORM_TYPES = ["10-K", "10-Q", "8-K"] as const
/** The forms a company history covers (periodic reports). */
export const HISTORY_FORMS = ["10-K", "10-Q"] as const
export const FormType = Schema.Literal(...FORM_TYPES).annotations({
  identifier: "FormType",
  description: "SEC form type: 10-K, 10-Q or 8-K"
})
export type FormType = typeof FormType.Type

export const SECTION_KEYS_10K = [
  "item_1_business",
  "item_1a_risk_factors",
  "item_1c_cybersecurity",
  "item_3_legal_proceedings",
  "item_7_mdna",
  "item_7a_market_risk",
  "item_9a_controls",
  "legal_proceedings_note",
  "going_concern_note",
  "basis_of_presentation_note",
  "restatement_note",
  "debt_note"
] as const

export const SECTION_KEYS_10Q = [
  "item_2_mdna",
  "item_3_market_risk",
  "item_4_controls",
  "item_1_legal_proceedings",
  "item_1a_risk_factors",
  "legal_proceedings_note",
  "going_concern_note",
  "basis_of_presentation_note",
  "restatement_note",
  "debt_note"
] as const

/**
 * Sections read from a note of the financial statements that an item points to: when the
 * item is `by_reference` to a note of the same document ("See Note 19, Commitments and
 * Contingencies"), the extractor takes that note, from its heading to the next note, as a
 * section of its own (src/extract/notes.ts). Only the legal-proceedings items have one: no
 * filing of the corpora points Item 1A, 7 or 9A to a note of its own.
 */
export const NOTE_POINTERS: { readonly [F in FormType]: ReadonlyArray<{ readonly item: SectionKey; readonly note: SectionKey }> } = {
  "10-K": [{ item: "item_3_legal_proceedings", note: "legal_proceedings_note" }],
  "10-Q": [{ item: "item_1_legal_proceedings", note: "legal_proceedings_note" }],
  "8-K": []
}
/**
 * Sections read from the notes of the financial statements by their headings, no item pointing
 * to them (src/extract/notes.ts `findAccountingNotes`): the note whose title names going concern
 * or liquidity, the basis of presentation or organization, a restatement, revision or correction
 * of financial statements, and debt, borrowings or a credit facility. Small filers state a
 * concluded going-concern doubt, a restatement or a covenant default there and nowhere else.
 * They are read for the accounting flags only (src/metrics/rules/scopes.ts), are never
 * required or expected, and have no scoring role of their own.
 */
export const ACCOUNTING_NOTE_KEYS = ["going_concern_note", "basis_of_presentation_note", "restatement_note", "debt_note"] as const
const NOTE_KEYS: ReadonlySet<string> = new Set(["legal_proceedings_note", ...ACCOUNTING_NOTE_KEYS])
/** A section read from a note of the financial statements (an item's pointer, or an accounting note's heading). */
export const isNoteSection = (key: string): boolean => NOTE_KEYS.has(key)

/** Every 8-K item number in the current (post-2004) numbering. */
export const EIGHT_K_ITEMS = [
  "1.01", "1.02", "1.03", "1.04", "1.05",
  "2.01", "2.02", "2.03", "2.04", "2.05", "2.06",
  "3.01", "3.02", "3.03",
  "4.01", "4.02",
  "5.01", "5.02", "5.03", "5.04", "5.05", "5.06", "5.07", "5.08",
  "6.01", "6.02", "6.03", "6.04", "6.05", "6.06", "6.10",
  "7.01",
  "8.01",
  "9.01"
] as const
export type EightKItem = (typeof EIGHT_K_ITEMS)[number]

type Underscored<S extends string> = S extends `${infer A}.${infer B}` ? `item_${A}_${B}` : never
export type SectionKey8K = Underscored<EightKItem>
export const eightKSectionKey = (item: EightKItem): SectionKey8K =>
  `item_${item.replace(".", "_")}` as SectionKey8K
export const SECTION_KEYS_8K: ReadonlyArray<SectionKey8K> = EIGHT_K_ITEMS.map(eightKSectionKey)

export type SectionKey10K = (typeof SECTION_KEYS_10K)[number]
export type SectionKey10Q = (typeof SECTION_KEYS_10Q)[number]
export type SectionKey = SectionKey10K | SectionKey10Q | SectionKey8K

export const SECTION_KEYS: { readonly [F in FormType]: ReadonlyArray<SectionKey> } = {
  "10-K": SECTION_KEYS_10K,
  "10-Q": SECTION_KEYS_10Q,
  "8-K": SECTION_KEYS_8K
}

/** Sections whose absence makes `required_sections_present` false. */
export const REQUIRED_SECTIONS: { readonly [F in FormType]: ReadonlyArray<SectionKey> } = {
  "10-K": ["item_1a_risk_factors", "item_7_mdna"],
  "10-Q": ["item_2_mdna"],
  "8-K": []
}

/**
 * Sections an analyst expects of every filing of the form. Besides the required ones, a
 * missing one gives the filing-level warning `omitted_section` (a 10-Q may leave out an
 * item that does not apply or whose answer is negative).
 */
export const EXPECTED_SECTIONS: { readonly [F in FormType]: ReadonlyArray<SectionKey> } = {
  "10-K": ["item_1a_risk_factors", "item_7_mdna", "item_9a_controls"],
  "10-Q": ["item_2_mdna", "item_1_legal_proceedings", "item_1a_risk_factors"],
  "8-K": []
}

const ALL_KEYS: ReadonlySet<string> = new Set<string>([...SECTION_KEYS_10K, ...SECTION_KEYS_10Q, ...SECTION_KEYS_8K])
export const isSectionKey = (key: string): key is SectionKey => ALL_KEYS.has(key)
export const isSectionKeyOf = (form: FormType, key: string): key is SectionKey =>
  (SECTION_KEYS[form] as ReadonlyArray<string>).includes(key)
export const is8KSection = (key: string): key is SectionKey8K => /^item_\d_\d\d$/.test(key) && ALL_KEYS.has(key)

/** Human titles, used in outputs and descriptors. */
export const SECTION_TITLES: Readonly<Record<string, string>> = {
  item_1_business: "Item 1. Business",
  item_1a_risk_factors: "Item 1A. Risk Factors",
  item_1c_cybersecurity: "Item 1C. Cybersecurity",
  item_3_legal_proceedings: "Item 3. Legal Proceedings",
  item_7_mdna: "Item 7. Management's Discussion and Analysis",
  item_7a_market_risk: "Item 7A. Quantitative and Qualitative Disclosures About Market Risk",
  item_9a_controls: "Item 9A. Controls and Procedures",
  item_2_mdna: "Part I, Item 2. Management's Discussion and Analysis",
  item_3_market_risk: "Part I, Item 3. Quantitative and Qualitative Disclosures About Market Risk",
  item_4_controls: "Part I, Item 4. Controls and Procedures",
  item_1_legal_proceedings: "Part II, Item 1. Legal Proceedings",
  legal_proceedings_note: "Legal proceedings note (read through the item's pointer)",
  going_concern_note: "Going concern or liquidity note",
  basis_of_presentation_note: "Basis of presentation or organization note",
  restatement_note: "Restatement, revision or correction note",
  debt_note: "Debt note",
  ...Object.fromEntries(EIGHT_K_ITEMS.map((i) => [eightKSectionKey(i), `Item ${i}`]))
}

/** The roles scoring reads, resolved per form ("1A", "MD&A", "controls", "legal proceedings"). */
export interface SectionRoles {
  readonly riskFactors: SectionKey | null
  readonly mdna: SectionKey | null
  readonly controls: SectionKey | null
  readonly legalProceedings: SectionKey | null
}

export const SECTION_ROLES: { readonly [F in FormType]: SectionRoles } = {
  "10-K": {
    riskFactors: "item_1a_risk_factors",
    mdna: "item_7_mdna",
    controls: "item_9a_controls",
    legalProceedings: "item_3_legal_proceedings"
  },
  "10-Q": {
    riskFactors: "item_1a_risk_factors",
    mdna: "item_2_mdna",
    controls: "item_4_controls",
    legalProceedings: "item_1_legal_proceedings"
  },
  "8-K": { riskFactors: null, mdna: null, controls: null, legalProceedings: null }
}
