/**
 * How each anomaly of `npm run extract:scale` reads in the document itself: one note per
 * (document, section), written by reading the filing. A new anomaly has no note and is
 * listed as unclassified until someone reads it.
 */
export const CLASS_LABELS = {
  true_pointer: "the section only points to another place in the filing (a note, another item) — by_reference is right",
  incorporated_from_exhibit: "the item is incorporated from a document not in the filing (annual report exhibit, proxy statement, prior 10-K)",
  no_change: "the filer states there is no material change since the annual report — not_applicable (or by_reference with its pointer) is right",
  not_applicable_by_filer: "the filer answers None / Not applicable",
  omitted_by_filer: "the item is not in the document at all (a 10-Q may omit an item that does not apply); filing warning given",
  short_disclosure: "a short section that is the filer's whole answer (true content)",
  index_page_start: "the cross-reference index maps the item to a page with no heading of its title; the section starts at the top of that page",
  extractor_fixed: "an extractor miss found here and fixed (the table shows the fixed result)",
  extractor_miss: "an extractor miss that remains"
} as const
export type AnomalyClass = keyof typeof CLASS_LABELS

export const NOTES: Readonly<Record<string, { readonly cls: AnomalyClass; readonly note: string }>> = {}
