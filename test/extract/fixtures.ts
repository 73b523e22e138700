/**
 * Small hand-made filings for unit tests.
 */

/** A sentence-rich paragraph of about `words` words about `topic`. */
export const filler = (topic: string, words = 60): string => {
  const sentence = `The ${topic} discussion describes conditions that affect our operations and results in several ways.`
  const per = sentence.split(" ").length
  return Array.from({ length: Math.max(1, Math.ceil(words / per)) }, () => sentence).join(" ")
}

export const html = (body: string): string =>
  `<html><head><title>Annual report</title><style>p { margin: 0 }</style><script>var itemOne = "Item 1A. Risk Factors";</script></head><body>${body}</body></html>`

export const p = (text: string): string => `<p>${text}</p>`

/** A table-of-contents table: one row per [item, title, page]. */
export const toc = (rows: ReadonlyArray<readonly [string, string, number]>): string =>
  `<p>TABLE OF CONTENTS</p><table>${rows
    .map(([item, title, page]) => `<tr><td>${item}</td><td>${title}</td><td>${page}</td></tr>`)
    .join("")}</table>`

export const TEN_K_ITEMS: ReadonlyArray<readonly [string, string]> = [
  ["Item 1.", "Business"],
  ["Item 1A.", "Risk Factors"],
  ["Item 1B.", "Unresolved Staff Comments"],
  ["Item 1C.", "Cybersecurity"],
  ["Item 2.", "Properties"],
  ["Item 3.", "Legal Proceedings"],
  ["Item 4.", "Mine Safety Disclosures"],
  ["Item 5.", "Market for Registrant's Common Equity, Related Stockholder Matters and Issuer Purchases of Equity Securities"],
  ["Item 6.", "[Reserved]"],
  ["Item 7.", "Management's Discussion and Analysis of Financial Condition and Results of Operations"],
  ["Item 7A.", "Quantitative and Qualitative Disclosures About Market Risk"],
  ["Item 8.", "Financial Statements and Supplementary Data"],
  ["Item 9.", "Changes in and Disagreements with Accountants on Accounting and Financial Disclosure"],
  ["Item 9A.", "Controls and Procedures"],
  ["Item 9B.", "Other Information"],
  ["Item 15.", "Exhibit and Financial Statement Schedules"]
]

const PART_BEFORE: Readonly<Record<string, string>> = { "Item 1.": "PART I", "Item 5.": "PART II", "Item 15.": "PART IV" }

/**
 * A 10-K: cover, table of contents, then every item with a first and a last sentence that
 * name the item (`Section 1A starts here.` / `Section 1A ends here.`) around filler text.
 * `bodies` replaces an item's body HTML; `heading` renders a heading.
 */
export const tenK = (options: {
  readonly bodies?: Readonly<Record<string, string>>
  readonly heading?: (item: string, title: string) => string
  readonly omit?: ReadonlyArray<string>
  readonly withToc?: boolean
} = {}): string => {
  const heading = options.heading ?? ((item: string, title: string) => p(`${item} ${title}`))
  const items = TEN_K_ITEMS.filter(([item]) => !(options.omit ?? []).includes(item))
  const parts: Array<string> = [
    p("UNITED STATES SECURITIES AND EXCHANGE COMMISSION"),
    p("FORM 10-K"),
    p("Acme Widgets, Inc."),
    options.withToc === false ? "" : toc(items.map(([item, title], i) => [item, title, 3 + i * 4] as const))
  ]
  for (const [item, title] of items) {
    const before = PART_BEFORE[item]
    if (before !== undefined) parts.push(p(before))
    parts.push(heading(item, title))
    const id = item.replace(/^Item\s*/, "").replace(/\.$/, "")
    parts.push(options.bodies?.[item] ?? `${p(`Section ${id} starts here.`)}${p(filler(title, 220))}${p(`Section ${id} ends here.`)}`)
  }
  parts.push(p("SIGNATURES"), p("Pursuant to the requirements of the Securities Exchange Act of 1934, the registrant has signed."))
  return html(parts.join("\n"))
}
