/**
 * Evidence sentences of `legal_proceedings_note` read by hand (bench/note-flags.ts), each
 * judged by the labelling guide of flags-truth (../shared/flags-truth/README.md): `true`
 * (states a specific event of the company as a fact), `hypothetical`, `negated`,
 * `generic_or_other`.
 */
export interface Reading {
  readonly doc: string
  readonly flag: string
  /** The sentence's first words (matched against the evidence still cited). */
  readonly starts: string
  readonly sentence: string
  readonly label: "true" | "hypothetical" | "negated" | "generic_or_other"
  readonly why: string
}

/** Every 117th evidence sentence of the notes, from the 58th (20 of 2,350, in the report's order), read in its paragraph. */
export const READINGS: ReadonlyArray<Reading> = [
  { doc: "AMZN-10-K-2023-12-31", flag: "material_legal_proceeding_flag", starts: "In May 2023, Dialect, LLC filed a complaint agai", sentence: "In May 2023, Dialect, LLC filed a complaint against Amazon.com, Inc. and Amazon Web Services, Inc. in the United States District Court for the Eastern District for Virginia.", label: "true", why: "a complaint filed against Amazon and AWS (Dialect v. Amazon)" },
  { doc: "GOOGL-10-Q-2023-06-30", flag: "investigation_flag", starts: "On November 30, 2010, the EC's Directorate Gener", sentence: "On November 30, 2010, the EC's Directorate General for Competition opened an investigation into various antitrust-related complaints against us.", label: "true", why: "the EC opened an investigation into complaints against Google" },
  { doc: "NVDA-10-Q-2025-07-27", flag: "material_legal_proceeding_flag", starts: "NVIDIA filed a petition for a writ of certiorari", sentence: "NVIDIA filed a petition for a writ of certiorari on March 4, 2024.", label: "true", why: "a step of the securities class action against NVIDIA (its petition for certiorari)" },
  { doc: "TSLA-10-Q-2025-06-30", flag: "material_legal_proceeding_flag", starts: "Also on February 10, 2025, a single shareholder ", sentence: "Also on February 10, 2025, a single shareholder appealed the approval of the settlement.", label: "generic_or_other", why: "the director-compensation derivative settlement, of which Tesla is the beneficiary; a shareholder's appeal of its approval (the guide: Tesla's receipt of a director derivative settlement)" },
  { doc: "BMY-10-K-FY2023", flag: "material_legal_proceeding_flag", starts: "GenRx-Apotex appealed.", sentence: "GenRx-Apotex appealed.", label: "generic_or_other", why: "borderline: GenRx-Apotex appealed in a patent case BMS and Sanofi brought (the company as claimant); BMS later faces Apotex's damages claim, told further on" },
  { doc: "BMY-10-K-FY2023", flag: "material_legal_proceeding_flag", starts: "On January 24, 2024, the Court granted Defendant", sentence: "On January 24, 2024, the Court granted Defendants’ motion to dismiss as to BMS and Celgene, removing them from the case.", label: "true", why: "the court dismissed a case in which BMS and Celgene were defendants: a ruling that follows a suit against the company" },
  { doc: "GE-10-K-FY2023", flag: "material_legal_proceeding_flag", starts: "Additionally, like many other industrial compani", sentence: "Additionally, like many other industrial companies, we and our subsidiaries are defendants in various lawsuits related to alleged exposure by workers and others to asbestos or other hazardous materials.", label: "true", why: "borderline: 'various lawsuits', but the subject is named (asbestos and hazardous-material exposure) and GE is a defendant" },
  { doc: "SJM-10-K-FY2024", flag: "investigation_flag", starts: "The FDA delivered its Establishment Inspection R", sentence: "The FDA delivered its Establishment Inspection Report concluding the June 2022 inspection in March 2024.", label: "true", why: "borderline: the FDA's inspection report after its 2022 inspection of Smucker's plant (the Jif recall), an authority's inquiry of the company" },
  { doc: "V-10-K-FY2024", flag: "material_legal_proceeding_flag", starts: "The district court clarified that this case is n", sentence: "The district court clarified that this case is not part of MDL 1720, and on August 28, 2020, granted plaintiffs’ motion for class certification.", label: "true", why: "class certification granted in a suit against Visa" },
  { doc: "AMC-10-Q-FY2023-Q2", flag: "material_legal_proceeding_flag", starts: "On June 6, 2022, the parties signed a stipulatio", sentence: "On June 6, 2022, the parties signed a stipulation of settlement to resolve the Lao Action for $17.4 million (the “Settlement Amount”).", label: "generic_or_other", why: "the Lao Action is a derivative suit against AMC's directors and its former parent; the settlement is paid to the company (the guide: settlements the company receives)" },
  { doc: "BMY-10-Q-FY2023-Q2", flag: "material_legal_proceeding_flag", starts: "BMS and Otsuka are co-defendants in product liab", sentence: "BMS and Otsuka are co-defendants in product liability litigation related to Abilify*.", label: "true", why: "BMS and Otsuka are defendants in product-liability litigation about Abilify" },
  { doc: "CL-10-Q-FY2023-Q2", flag: "material_legal_proceeding_flag", starts: "The Company’s Greek subsidiary and the Greek com", sentence: "The Company’s Greek subsidiary and the Greek competition authority appealed the decision to the Greek Supreme Court.", label: "true", why: "appeal of the Greek competition authority's decision against Colgate's Greek subsidiary" },
  { doc: "KHC-10-Q-FY2023-Q2", flag: "material_legal_proceeding_flag", starts: "The plaintiffs chose not to file a further amend", sentence: "The plaintiffs chose not to file a further amended complaint, and the court subsequently entered an order on June 5, 2023, dismissing the action with prejudice as to the plaintiffs.", label: "true", why: "a step of the securities class action against Kraft Heinz (dismissed with prejudice)" },
  { doc: "MMM-10-Q-FY2023-Q2", flag: "material_legal_proceeding_flag", starts: "EGLE appealed the decision in December 2022, and", sentence: "EGLE appealed the decision in December 2022, and the court scheduled oral argument in the case for July 2023.", label: "generic_or_other", why: "3M is the claimant: 3M sued EGLE to invalidate Michigan's drinking-water rule, EGLE appealed" },
  { doc: "MMM-10-Q-FY2023-Q2", flag: "material_legal_proceeding_flag", starts: "DuPont, Chemours, and the metal platers have als", sentence: "DuPont, Chemours, and the metal platers have also been named as defendants.", label: "true", why: "other defendants named in a PFAS suit in which 3M is a defendant: a step of the matter" },
  { doc: "MMM-10-Q-FY2023-Q2", flag: "material_legal_proceeding_flag", starts: "In June 2023, the MDL court lifted the stay as t", sentence: "In June 2023, the MDL court lifted the stay as to the Aearo Entities but the MDL stay pending resolution of the Eleventh Circuit’s acceptance of the appeal of the successor liability decision remains in place.", label: "true", why: "a step of the Combat Arms earplug litigation against 3M's Aearo subsidiaries" },
  { doc: "MRK-10-Q-FY2023-Q2", flag: "material_legal_proceeding_flag", starts: "In January 2023, the Company received a Paragrap", sentence: "In January 2023, the Company received a Paragraph IV Certification Letter under the Hatch-Waxman Act notifying the Company that Zydus filed a NDA seeking approval of sitagliptin/metformin HCl tablets and certifying that no valid or enforceable claim of any of the patents listed in FDA’s Orange Book for Janumet will be infringed by the proposed Zydus product.", label: "generic_or_other", why: "a Paragraph IV notice: Merck is the patent holder and claimant (it sued Zydus over the earlier product)" },
  { doc: "PFE-10-Q-FY2023-Q2", flag: "material_legal_proceeding_flag", starts: "Also, counterclaims, as well as various independ", sentence: "Also, counterclaims, as well as various independent actions, have been filed alleging that our assertions of, or attempts to enforce, patent rights with respect to certain products constitute unfair competition and/or violations of antitrust laws.", label: "true", why: "borderline: counterclaims and independent actions filed against Pfizer alleging its patent enforcement is anticompetitive (a subject named)" },
  { doc: "RIOT-10-Q-FY2023-Q2", flag: "material_legal_proceeding_flag", starts: "On December 24, 2020, Lead Plaintiff filed anoth", sentence: "On December 24, 2020, Lead Plaintiff filed another amended complaint.", label: "true", why: "a step of the securities class action against Riot" },
  { doc: "V-10-Q-FY2023-Q3", flag: "material_legal_proceeding_flag", starts: "On July 14, 2023, Block, Inc. filed a lawsuit ag", sentence: "On July 14, 2023, Block, Inc. filed a lawsuit against Visa Inc., Visa U.S.A., Visa International, Mastercard Incorporated, and Mastercard International Incorporated in the U.S. District Court for the Eastern District of New York, generally pursuing claims on allegations similar to those raised in MDL 1720.", label: "true", why: "Block filed a lawsuit against Visa" }
]

/**
 * The (filing, flag) pairs that only the note raises, each read for a `true` sentence of the
 * company's own matter among the note's evidence (the guide's filing-level question).
 */
export const PAIR_READINGS: ReadonlyArray<{ readonly doc: string; readonly flag: string; readonly true: boolean; readonly why: string }> = [
  { doc: "AMZN-10-K-2023-12-31", flag: "material_legal_proceeding_flag", true: true, why: "patent suits against Amazon (Eolas, Broadband iTV …); the FTC's antitrust lawsuit of September 2023" },
  { doc: "AMZN-10-K-2024-12-31", flag: "material_legal_proceeding_flag", true: true, why: "patent suits against Amazon (Rensselaer, Kove …); the FTC lawsuit" },
  { doc: "AMZN-10-Q-2023-06-30", flag: "material_legal_proceeding_flag", true: true, why: "Kove IO's patent complaint against AWS" },
  { doc: "GOOGL-10-Q-2023-06-30", flag: "investigation_flag", true: true, why: "EC, ACCC and CMA investigations opened into Google's practices" },
  { doc: "GOOGL-10-Q-2023-09-30", flag: "investigation_flag", true: true, why: "EC, ACCC and CMA investigations opened into Google's practices" },
  { doc: "NVDA-10-Q-2025-07-27", flag: "material_legal_proceeding_flag", true: true, why: "the securities class action In Re NVIDIA Corporation Securities Litigation" },
  { doc: "TSLA-10-K-2024-12-31", flag: "material_legal_proceeding_flag", true: true, why: "proposed class actions filed against Tesla over its driver-assistance systems; the JPMorgan warrant lawsuit" },
  { doc: "TSLA-10-Q-2025-06-30", flag: "material_legal_proceeding_flag", true: true, why: "the same class actions and lawsuits against Tesla" },
  { doc: "CSCO-10-K-FY2024", flag: "investigation_flag", true: true, why: "Brazilian authorities investigated Cisco's Brazilian subsidiary (import taxes)" },
  { doc: "CSCO-10-K-FY2024", flag: "material_legal_proceeding_flag", true: true, why: "the Brazilian tax authorities' asserted claims of $1.3 billion against the subsidiary; patent suits" },
  { doc: "GD-10-K-FY2023", flag: "investigation_flag", true: true, why: "Electric Boat received a DOJ civil investigative demand (False Claims Act)" },
  { doc: "GD-10-K-FY2023", flag: "material_legal_proceeding_flag", true: true, why: "Electric Boat is a defendant in the qui tam lawsuit" },
  { doc: "KHC-10-K-FY2023", flag: "investigation_flag", true: true, why: "Kraft Heinz settled the SEC investigation (2021)" },
  { doc: "CSCO-10-Q-FY2023-Q3", flag: "investigation_flag", true: true, why: "the Brazilian authorities' investigation" },
  { doc: "DIS-10-Q-FY2023-Q3", flag: "material_legal_proceeding_flag", true: true, why: "the securities class action filed against Disney on May 12, 2023" },
  { doc: "GD-10-Q-FY2023-Q2", flag: "investigation_flag", true: true, why: "the DOJ civil investigative demand to Electric Boat" },
  { doc: "GD-10-Q-FY2023-Q2", flag: "material_legal_proceeding_flag", true: true, why: "the qui tam lawsuit against Electric Boat" },
  { doc: "HON-10-Q-FY2023-Q2", flag: "investigation_flag", true: true, why: "the DOJ, SEC and Brazilian investigations Honeywell resolved in December 2022" },
  { doc: "KHC-10-Q-FY2023-Q2", flag: "material_legal_proceeding_flag", true: true, why: "the consolidated securities class action against Kraft Heinz and its settlement" },
  { doc: "MULN-10-Q-FY2023-Q3", flag: "material_legal_proceeding_flag", true: true, why: "Drawbridge's complaint against Mullen seeking over $100 million" },
  { doc: "PFE-10-Q-FY2023-Q2", flag: "investigation_flag", true: true, why: "the DOJ Antitrust Division's investigation of Greenstone; state attorneys general's requests" },
  { doc: "PFE-10-Q-FY2023-Q2", flag: "material_legal_proceeding_flag", true: true, why: "product-liability and antitrust actions against Pfizer (Effexor, Chantix …)" },
  { doc: "RTX-10-Q-FY2023-Q2", flag: "investigation_flag", true: true, why: "SEC subpoenas and the DOJ's criminal investigation of Raytheon Company" },
  { doc: "RTX-10-Q-FY2023-Q2", flag: "material_legal_proceeding_flag", true: true, why: "the DCMA's $1.73 billion claim against Pratt & Whitney and its appeal; the no-poach class actions" },
  { doc: "UPS-10-Q-FY2023-Q2", flag: "investigation_flag", true: true, why: "Spain's CNMC investigation and Statement of Objections" },
  { doc: "UPS-10-Q-FY2023-Q2", flag: "material_legal_proceeding_flag", true: true, why: "Hughes v. UPS, a certified class action" },
  { doc: "V-10-Q-FY2023-Q3", flag: "investigation_flag", true: true, why: "the DOJ Antitrust Division's civil investigative demands; the EC's preliminary investigation" },
  { doc: "WBA-10-Q-FY2023-Q3", flag: "investigation_flag", true: true, why: "DOJ and state subpoenas and civil investigative demands about opioids" },
  { doc: "TSLA-10-Q-2025-06-30", flag: "investigation_flag", true: true, why: "the EEOC's civil complaint against Tesla for race harassment and retaliation (an authority's suit)" },
  { doc: "NFLX-10-K-FY2024", flag: "material_legal_proceeding_flag", true: true, why: "borderline: Netflix's defences to its matters with the Brazilian tax authorities over non-income tax assessments (contested assessments, the tax-dispute convention)" },
  { doc: "NFLX-10-Q-FY2025-Q2", flag: "material_legal_proceeding_flag", true: true, why: "borderline: the same Brazilian non-income tax assessments Netflix contests" },
  { doc: "TSLA-10-K-2024-12-31", flag: "cybersecurity_incident_flag", true: true, why: "the putative class action on behalf of the individuals impacted by Tesla's 2023 data incident (its former employees' leak of personal data)" },
  { doc: "TSLA-10-Q-2025-06-30", flag: "cybersecurity_incident_flag", true: true, why: "the same class action over the 2023 data incident" }
]
