/**
 * Hand-written section texts for the diff tests (invented company, invented figures).
 */

/** A risk-factor style section: 16 sentences, about 330 words, one per line or run together. */
export const BASE_SENTENCES: ReadonlyArray<string> = [
  "The Company designs, manufactures and sells industrial sensors to customers in the U.S. and in more than forty other countries.",
  "Demand for the Company's products depends on capital spending by manufacturers, which can decline sharply during an economic downturn.",
  "Net sales were $2.1 billion in the last fiscal year, and the ten largest customers accounted for 38% of net sales.",
  "The loss of any large customer, or a significant reduction in its orders, could materially adversely affect the Company's results of operations.",
  "The Company relies on a limited number of suppliers for certain semiconductors, and some of these components are available from a single supplier.",
  "A disruption at a supplier's facility could delay shipments and increase costs for an extended period.",
  "The Company's facilities in Ohio and Texas are subject to environmental laws that govern the handling and disposal of hazardous materials.",
  "Compliance with these laws requires ongoing expenditures, and a failure to comply could result in fines or the suspension of operations.",
  "The Company competes with larger firms that have greater financial, technical and marketing resources.",
  "Competitors may introduce products with better performance or lower prices, which could reduce the Company's market share and margins.",
  "The Company's success depends on its ability to attract and retain skilled engineers, and competition for such employees is intense.",
  "The Company holds patents on several key technologies, but it cannot be certain that these patents will not be challenged or circumvented.",
  "Changes in foreign currency exchange rates affect the reported value of sales made outside the United States.",
  "The Company had $450 million of borrowings outstanding under its revolving credit agreement at the end of the fiscal year.",
  "The credit agreement contains financial covenants, including a maximum leverage ratio, and a breach of these covenants could accelerate repayment.",
  "The market price of the Company's common stock has been volatile and may continue to fluctuate significantly."
]

export const BASE_TEXT = BASE_SENTENCES.join("\n")

/** Sentences that can be added to the base text, none overlapping it. */
export const EXTRA_SENTENCES: ReadonlyArray<string> = [
  "During the year, the Company opened a new assembly plant in Monterrey, Mexico, which began shipping products in the fourth quarter.",
  "Warranty claims increased after a design defect was found in one family of pressure sensors, and the Company recorded a charge to cover expected repairs.",
  "The Company is implementing a new enterprise resource planning system, and problems with the transition could disrupt order processing and financial reporting.",
  "Several customers have asked for longer payment terms, which could increase working capital needs and the risk of uncollectible receivables.",
  "Energy prices at the Company's plants rose during the year and may continue to rise, which would reduce gross margins if the increases cannot be passed on.",
  "A labor agreement covering hourly employees at the Ohio facility expires next year, and a strike or work stoppage could interrupt production.",
  "Product liability claims could arise if sensors fail in safety-critical applications, and insurance may not cover all resulting losses."
]

/** An unrelated section on another subject, about the same length as the base text. */
export const REWRITTEN_TEXT = [
  "Our board of directors appointed a new chief executive officer in March after a search that lasted nine months.",
  "Management believes that the transition of leadership will not disrupt relationships with distributors or dealers.",
  "The hotel segment operates forty-two properties in coastal resort markets that depend heavily on seasonal tourism.",
  "Occupancy was lower than planned because of hurricanes that closed two beach properties for most of the summer.",
  "Room rates are set daily through online travel agencies whose commissions continue to climb.",
  "We renovated the flagship property in Key West and reopened its restaurant with a new chef and menu.",
  "Food and beverage revenue benefited from weddings, conferences and other group events booked well in advance.",
  "Property taxes in Florida increased after reassessments, and insurance premiums for wind damage nearly doubled.",
  "We expect to sell three older motels in Georgia whose guests mostly travel by car along the interstate.",
  "Guest satisfaction surveys rank housekeeping, breakfast quality and parking as the most frequent complaints.",
  "Seasonal staff are recruited each spring from universities and hospitality schools throughout the Southeast.",
  "A loyalty program launched last autumn now has about ninety thousand members who receive discounted stays.",
  "Timeshare owners at the Naples resort voted to approve a special assessment for roof replacement.",
  "Marketing spending shifted from print brochures toward social media campaigns aimed at younger travelers.",
  "Water and sewer charges at island properties are billed by small municipal utilities with limited capacity.",
  "The golf course at the Savannah property will close for a year while the greens are rebuilt."
].join("\n")

/** Roughly `n` words of neutral prose, built from the base sentences. */
export const proseOfWords = (n: number): string => {
  const out: Array<string> = []
  let words = 0
  let i = 0
  while (words < n) {
    const s = BASE_SENTENCES[i % BASE_SENTENCES.length] as string
    out.push(s)
    words += s.split(/\s+/).length
    i++
  }
  return out.join("\n")
}
