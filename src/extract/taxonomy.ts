/**
 * Item layouts per form: the order of items (ranks), the expected title of each item,
 * and which items map to section keys.
 */
import type { FormType, SectionKey } from "../domain/forms.js"
import { EIGHT_K_ITEMS, eightKSectionKey } from "../domain/forms.js"

export interface ItemSpec {
  /** Item id as printed, upper-case: "1A", "7", "2.02". */
  readonly id: string
  /** 0 when the form has no parts that matter (10-K, 8-K); 1 or 2 for 10-Q parts. */
  readonly part: number
  /** Position of the item in the form's order. */
  readonly rank: number
  /** Matches the start of the normalised title (lower case, straight quotes). */
  readonly title: RegExp
  readonly key: SectionKey | null
}

export interface PartSpec {
  readonly part: number
  readonly rank: number
}

export interface FormLayout {
  readonly items: ReadonlyArray<ItemSpec>
  readonly parts: ReadonlyArray<PartSpec>
  /** 8-K item numbers look like 2.02. */
  readonly dotted: boolean
}

const RESERVED = /^(?:\(?\s*\[?\s*(?:removed and )?reserved|not applicable|none)/

const tenK: ReadonlyArray<ItemSpec> = [
  { id: "1", part: 0, rank: 10, title: /^(?:description of )?business\b/, key: "item_1_business" },
  { id: "1A", part: 0, rank: 11, title: /^risk factors/, key: "item_1a_risk_factors" },
  { id: "1B", part: 0, rank: 12, title: /^unresolved (?:sec )?staff comments/, key: null },
  { id: "1C", part: 0, rank: 13, title: /^cyber ?security/, key: "item_1c_cybersecurity" },
  { id: "2", part: 0, rank: 20, title: /^(?:description of )?propert(?:y|ies)/, key: null },
  { id: "3", part: 0, rank: 30, title: /^legal proceedings/, key: "item_3_legal_proceedings" },
  { id: "4", part: 0, rank: 40, title: new RegExp(`^(?:mine safety|submission of matters|${RESERVED.source.slice(1)})`), key: null },
  { id: "4A", part: 0, rank: 41, title: /^executive officers/, key: null },
  { id: "5", part: 0, rank: 50, title: /^market for/, key: null },
  { id: "6", part: 0, rank: 60, title: new RegExp(`^(?:selected (?:consolidated )?financial|${RESERVED.source.slice(1)})`), key: null },
  { id: "7", part: 0, rank: 70, title: /^management'?s'? discussion/, key: "item_7_mdna" },
  { id: "7A", part: 0, rank: 71, title: /^quantitative and qualitative/, key: "item_7a_market_risk" },
  { id: "8", part: 0, rank: 80, title: /^(?:consolidated )?financial statements/, key: null },
  { id: "9", part: 0, rank: 90, title: /^changes in and disagreements/, key: null },
  { id: "9A", part: 0, rank: 91, title: /^(?:\(t\)\s*)?controls and procedures/, key: "item_9a_controls" },
  { id: "9B", part: 0, rank: 92, title: /^other information/, key: null },
  { id: "9C", part: 0, rank: 93, title: /^disclosure regarding foreign/, key: null },
  { id: "10", part: 0, rank: 100, title: /^directors/, key: null },
  { id: "11", part: 0, rank: 110, title: /^executive compensation/, key: null },
  { id: "12", part: 0, rank: 120, title: /^security ownership/, key: null },
  { id: "13", part: 0, rank: 130, title: /^certain relationships/, key: null },
  { id: "14", part: 0, rank: 140, title: /^principal account/, key: null },
  { id: "15", part: 0, rank: 150, title: /^(?:exhibits?|financial statement schedules)/, key: null },
  { id: "16", part: 0, rank: 160, title: /^(?:form 10-k summary|summary)/, key: null }
]

const tenQ: ReadonlyArray<ItemSpec> = [
  { id: "1", part: 1, rank: 110, title: /^(?:(?:condensed|consolidated|interim|unaudited)\s+)*financial (?:statements|information)/, key: null },
  { id: "2", part: 1, rank: 120, title: /^management'?s'? discussion/, key: "item_2_mdna" },
  { id: "3", part: 1, rank: 130, title: /^quantitative and qualitative/, key: "item_3_market_risk" },
  { id: "4", part: 1, rank: 140, title: /^controls and procedures/, key: "item_4_controls" },
  { id: "1", part: 2, rank: 210, title: /^legal proceedings/, key: "item_1_legal_proceedings" },
  { id: "1A", part: 2, rank: 211, title: /^risk factors/, key: "item_1a_risk_factors" },
  { id: "2", part: 2, rank: 220, title: /^(?:unregistered sales|changes in securities|issuer purchases|purchases of equity)/, key: null },
  { id: "3", part: 2, rank: 230, title: /^defaults/, key: null },
  { id: "4", part: 2, rank: 240, title: new RegExp(`^(?:mine safety|submission of matters|${RESERVED.source.slice(1)})`), key: null },
  { id: "5", part: 2, rank: 250, title: /^other information/, key: null },
  { id: "6", part: 2, rank: 260, title: /^exhibits/, key: null }
]

const EIGHT_K_TITLES: Readonly<Record<string, RegExp>> = {
  "1.01": /^(?:entry into (?:a )?material|material definitive)/,
  "1.02": /^termination of a material/,
  "1.03": /^bankruptcy/,
  "1.04": /^mine safety/,
  "1.05": /^material cybersecurity/,
  "2.01": /^completion of acquisition/,
  "2.02": /^results of operations?/,
  "2.03": /^creation of a direct financial/,
  "2.04": /^triggering events/,
  "2.05": /^costs associated with exit/,
  "2.06": /^material impairments/,
  "3.01": /^notice of delisting/,
  "3.02": /^unregistered sales/,
  "3.03": /^material modifications? to (?:the )?rights/,
  "4.01": /^changes? in (?:the )?registrant'?s certifying/,
  "4.02": /^non-?reliance/,
  "5.01": /^changes? in control/,
  "5.02": /^departure of (?:directors|certain officers)/,
  "5.03": /^amendments? to (?:the )?articles/,
  "5.04": /^temporary suspension/,
  "5.05": /^amendments? to (?:the )?registrant'?s code/,
  "5.06": /^change in shell/,
  "5.07": /^submission of matters/,
  "5.08": /^shareholder director/,
  "7.01": /^regulation fd/,
  "8.01": /^other events/,
  "9.01": /^(?:financial statements|exhibits)/
}

const eightK: ReadonlyArray<ItemSpec> = EIGHT_K_ITEMS.map((id) => {
  const [a, b] = id.split(".")
  return {
    id,
    part: 0,
    rank: Number(a) * 100 + Number(b),
    title: EIGHT_K_TITLES[id] ?? /^(?!)/,
    key: eightKSectionKey(id)
  }
})

export const LAYOUTS: { readonly [F in FormType]: FormLayout } = {
  "10-K": {
    items: tenK,
    parts: [
      { part: 1, rank: 5 },
      { part: 2, rank: 45 },
      { part: 3, rank: 95 },
      { part: 4, rank: 145 }
    ],
    dotted: false
  },
  "10-Q": {
    items: tenQ,
    parts: [
      { part: 1, rank: 100 },
      { part: 2, rank: 200 }
    ],
    dotted: false
  },
  "8-K": { items: eightK, parts: [], dotted: true }
}
