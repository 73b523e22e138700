/**
 * Readings of the (filing, flag) pairs only an accounting note raises (bench/accounting-note-flags.ts),
 * each read in its note by the labelling guide of flags-truth (../shared/flags-truth/README.md):
 * `true` when a cited sentence states the company's own event as a fact.
 */
export interface PairReading {
  readonly doc: string
  readonly flag: string
  readonly true: boolean
  readonly why: string
}

export const PAIR_READINGS: ReadonlyArray<PairReading> = [
  {
    doc: "MULN-10-Q-FY2023-Q3",
    flag: "going_concern_flag",
    true: true,
    why: "Note 2, Liquidity, Capital Resources, and Going Concern Consideration: management concludes the factors “raise substantial doubt” (a concluded doubt, not the ASC 205-40 policy)"
  },
  {
    doc: "MULN-10-Q-FY2023-Q3",
    flag: "covenant_breach_flag",
    true: true,
    why: "Note 7, Debt: the investors “waived the default” on the company's notes in a settlement agreement of January 13, 2023 (a waiver of the company's own default)"
  },
  {
    doc: "MULN-10-Q-FY2023-Q3",
    flag: "restatement_flag",
    true: true,
    why: "Note 21, Restatement: the impacts of the error corrections on the financial statements of the three and nine months ended June 30, 2022 (a restatement of prior periods)"
  },
  {
    doc: "JCI-10-Q-FY2023-Q3",
    flag: "restatement_flag",
    true: true,
    why: "Note 1, Basis of Presentation, “Prior Period Revision – Statement of Cash Flows”: amounts previously reported that were incorrectly presented are revised (an immaterial error corrected, stated as fact)"
  }
]
