/**
 * Filing-style sentences for the filing events beside the twelve flags (a bankruptcy filing, an
 * exchange's deficiency or delisting notice): factual statements that must raise the flag, and
 * hypothetical, negated, generic or other parties' wording that must not.
 */
import type { FlagCases } from "./flag-cases.js"

export const FILING_EVENT_CASES: ReadonlyArray<FlagCases> = [
  {
    flag: "bankruptcy_flag",
    positives: [
      "On April 1, 2020, the Debtors commenced the Chapter 11 Cases as described in the Basis of Presentation footnote above.",
      "The filing of the Bankruptcy Petitions constituted an event of default under the Credit Agreement.",
      "The commencement of the Chapter 11 Cases accelerated our obligations under the term loan, and any principal amount is immediately due and payable.",
      "On May 5, 2024, the Company and certain of its subsidiaries filed voluntary petitions for relief under chapter 11 of title 11 of the United States Code in the United States Bankruptcy Court for the District of New Jersey.",
      "On January 14, 2019, we filed a voluntary petition for relief under Chapter 11 of the U.S. Bankruptcy Code.",
      "The Company, together with its wholly owned domestic subsidiaries, commenced voluntary cases under chapter 11 of the Bankruptcy Code on June 28, 2020.",
      "In February 2016, the Company filed for Chapter 11 bankruptcy protection.",
      "The Debtors filed voluntary petitions for reorganization under Chapter 11 of the United States Bankruptcy Code on October 15, 2022.",
      "We are operating our business as debtors-in-possession under the jurisdiction of the Bankruptcy Court.",
      "Since the Petition Date, the Company has been operating its business as a debtor in possession.",
      "On March 3, 2009, the Partnership filed a voluntary petition under Chapter 7 of the Bankruptcy Code.",
      "The registrant filed for bankruptcy on April 2, 2001.",
      "Subsequent to June 30, 2021, the Company announced that Northwind Holdings plc and certain of its subsidiaries voluntarily initiated the Chapter 11 Cases under the Bankruptcy Code in the Bankruptcy Court.",
      "On March 2, 2016, Contoso Energy Corp. (the “Company”) and certain of its subsidiaries filed voluntary petitions for relief under Chapter 11 of the Bankruptcy Code.",
      "The Company and certain of its subsidiaries voluntarily commenced the chapter 11 cases under the Bankruptcy Code on February 9, 2020.",
      "The Company Parties continue to operate their business and manage their properties as “debtors-in-possession” under the jurisdiction of the Bankruptcy Court.",
      "Although the Company is no longer a debtor-in-possession, the Company was a debtor-in-possession through the year ending December 31, 2020.",
      "Commencement of the Chapter 11 Cases automatically stayed certain proceedings and actions against the Debtors.",
      "Its ability to continue as a going concern is contingent upon the Bankruptcy Court’s approval of the Company’s Chapter 11 plan.",
      "On April 14, 2020 (the Petition Date), Northwind and its subsidiaries (collectively, the Company Parties or the Debtors and, as they may be reorganized pursuant to the Plan, the Reorganized Company Parties or the Reorganized Debtors) commenced cases under chapter 11 of title 11 of the United States Code.",
      "Contoso Holdings Inc. and certain of its direct and indirect subsidiaries (collectively, the “Debtors”) filed voluntary petitions for relief under Chapter 11 of the Bankruptcy Code on June 1, 2021.",
      "On June 1, 2023, the Company and certain of its subsidiaries (collectively, the Debtors) filed voluntary petitions in the U.S. Bankruptcy Court for the Southern District of Texas (the U.S. Bankruptcy Court) seeking relief under chapter 11 of title 11 of the U.S. Code (the U.S. Bankruptcy Code).",
      "On March 4, 2019, we filed a voluntary petition in the United States Bankruptcy Court for the District of Delaware seeking relief under Chapter 11 of the Bankruptcy Code."
    ],
    negatives: [
      "The filing of the bankruptcy petitions by one of our largest customers reduced our sales.",
      "The filing of the Chapter 11 Cases could result in an event of default under our credit agreement.",
      "If we are unable to obtain additional financing, we may be forced to seek relief under Chapter 11 of the Bankruptcy Code.",
      "We could be required to file a voluntary petition for relief under the Bankruptcy Code.",
      "One of our largest customers filed a voluntary petition for relief under Chapter 11 in the third quarter.",
      "Several of our tenants have filed for bankruptcy protection, and others may do so.",
      "We have not filed for bankruptcy protection and do not intend to do so.",
      "The indenture provides that the filing of a voluntary petition under the Bankruptcy Code by the Company constitutes an event of default.",
      "Fabrikam Retail and its subsidiaries (collectively, the “Fabrikam Debtors”), one of our largest customers, filed voluntary petitions for relief under Chapter 11 in March 2023.",
      "Our largest tenant, Northwind Stores and certain of its subsidiaries (collectively, the “Debtors”), filed voluntary petitions for relief under Chapter 11 of the Bankruptcy Code.",
      "If Contoso and its subsidiaries (collectively, the “Debtors”) filed voluntary petitions under chapter 11 of the Bankruptcy Code, our guarantee could be called.",
      "One of our customers filed a voluntary petition in the United States Bankruptcy Court for the District of Delaware seeking relief under Chapter 11.",
      "If we filed a voluntary petition in the United States Bankruptcy Court seeking relief under Chapter 11, our lenders could foreclose.",
      "A bankruptcy filing by any of our suppliers could disrupt our operations.",
      "Our board of directors is considering alternatives, which may include a filing under Chapter 11 of the Bankruptcy Code.",
      "In May 2020, we announced that our largest customer, Fabrikam Stores Inc. and certain of its subsidiaries, filed voluntary petitions under Chapter 11 of the Bankruptcy Code.",
      "The Company disclosed that its tenant Adventure Works LLC and certain of its affiliates commenced cases under Chapter 11 in Delaware.",
      "Tailspin Inc. and certain of its subsidiaries, lessees of two of our facilities, filed voluntary petitions under Chapter 11 of the Bankruptcy Code.",
      "If we were to file for bankruptcy, our Chapter 11 filing could cause customers to cancel orders.",
      "Sales declined because of lower sales to a customer that declared bankruptcy.",
      "The Company is not a debtor in possession and has not emerged from any proceeding.",
      // an emergence alone may be years old: it is evidence only beside a stated filing
      "Since we emerged from bankruptcy in 2010, we have reduced our debt by half.",
      "The Debtors emerged from bankruptcy on February 9, 2021.",
      "Our largest customer and its affiliates (the Debtors) commenced the Chapter 11 Cases in May 2020, and we filed a proof of claim."
    ]
  },
  {
    flag: "delisting_notice_flag",
    positives: [
      "On February 15, 2013, the Company was notified by the Nasdaq Stock Market that it is not in compliance with the continued listing requirements for the Nasdaq Capital Market because its shares had closed below $1.00 per share.",
      "On March 1, 2023, we received a letter from the Listing Qualifications Department of The Nasdaq Stock Market notifying us that the closing bid price of our common stock had been below $1.00 for 30 consecutive business days.",
      "On August 16, 2022, the Company received a deficiency letter from the Listing Qualifications Department of the Nasdaq Stock Market notifying the Company that it was not in compliance with the minimum stockholders’ equity requirement.",
      "On November 22, 2019, the Company received a notice from the NYSE American stating that the Company is not in compliance with certain continued listing standards.",
      "The Nasdaq staff notified the Company that it no longer complied with Listing Rule 5605 because of the vacancy on its audit committee.",
      "We are not in compliance with Nasdaq Listing Rule 5250(c)(1) because we did not timely file our Quarterly Report on Form 10-Q.",
      "In May 2020, the New York Stock Exchange notified us that we had fallen below the continued listing criteria.",
      "On July 2, 2015, our common stock was delisted from the NASDAQ Capital Market.",
      "The Company remains not in compliance with the Nasdaq minimum bid price requirement.",
      "The Company received a written notice from the Toronto Stock Exchange that it did not meet the exchange's continued listing requirements.",
      "On January 18, 2023 and as a result of the Chapter 11 Cases, the New York Stock Exchange (the “NYSE” or the “Exchange”) commenced proceedings to delist the Company’s common stock from the NYSE.",
      "On May 3, 2016, the Nasdaq Hearings Panel determined to delist our common stock and suspended trading effective May 5, 2016."
    ],
    negatives: [
      "On June 3, 2021, the Company was notified by Nasdaq that it had regained compliance with the minimum bid price requirement and the matter is closed.",
      "If the Company is notified by Nasdaq that it is not in compliance with the listing rules, its shares could be delisted.",
      "If we fail to regain compliance with the minimum bid price requirement, our common stock could be delisted from Nasdaq.",
      "Our common stock may be delisted from the NYSE if we do not meet its continued listing standards.",
      "We are currently in compliance with all applicable Nasdaq listing requirements.",
      "We have not received any notice from Nasdaq regarding non-compliance with its listing rules.",
      "Our common stock is listed on the Nasdaq Global Select Market under the symbol ABCD.",
      "A delisting of our common stock could negatively affect the liquidity and price of our shares.",
      "Nasdaq may notify companies that fall below its listing standards and give them a period to regain compliance.",
      "The Company must maintain a minimum bid price of $1.00 per share to remain listed on the Nasdaq Capital Market.",
      "If we fail to regain compliance, the NYSE could commence proceedings to delist our common stock.",
      "The NYSE may commence proceedings to delist our common stock if our average market capitalization remains below the standard."
    ]
  }
]
