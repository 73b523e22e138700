/**
 * The accounting and distress flags as matrices of the ways filers state the same fact: who
 * states it (subjects), how (predicate forms in several tenses, active and passive, verb,
 * adjective and noun), of what (objects) and when (adverbials). The sentences are generated
 * deterministically from the matrix, so a rule is checked against the kind of fact rather than
 * against one filing's wording. Each matrix has its negative twin: the same fact as a
 * possibility, negated, as a generic description, as another party's matter.
 */
import type { SectionKey } from "../../src/domain/forms.js"
import type { FlagName } from "../../src/domain/names.js"

export interface VariantMatrix {
  readonly name: string
  /** A sentence read before each statement (the stated fact a follow-on is told beside); the statement itself must be evidence. */
  readonly lead?: string
  readonly flag: FlagName
  readonly section: SectionKey
  readonly positives: ReadonlyArray<string>
  readonly negatives: ReadonlyArray<string>
}

/** A subject with the forms its verbs and pronouns take. */
interface Subject {
  readonly s: string
  readonly plural: boolean
  /** Possessive ("our", "the Company’s"). */
  readonly poss: string
  /** As an object ("us", "the Company"). */
  readonly obj: string
}

const SUBJECTS: ReadonlyArray<Subject> = [
  { s: "we", plural: true, poss: "our", obj: "us" },
  { s: "the Company", plural: false, poss: "the Company’s", obj: "the Company" },
  { s: "the Partnership", plural: false, poss: "the Partnership’s", obj: "the Partnership" },
  { s: "our subsidiary", plural: false, poss: "our subsidiary’s", obj: "our subsidiary" },
  { s: "Acme Holdings, Inc.", plural: false, poss: "Acme Holdings, Inc.’s", obj: "Acme Holdings, Inc." },
  { s: "Acme", plural: false, poss: "Acme’s", obj: "Acme" },
  { s: "the Borrower", plural: false, poss: "the Borrower’s", obj: "the Borrower" },
  { s: "the Issuer", plural: false, poss: "the Issuer’s", obj: "the Issuer" },
  { s: "the Bank", plural: false, poss: "the Bank’s", obj: "the Bank" }
]

/** Its own pronoun after the subject ("its", "our"). */
const own = (x: Subject): string => (x.plural ? "our" : "its")

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)
const sentence = (s: string): string => cap(s.replace(/\s+/g, " ").replace(/ ,/g, ",").trim()) + "."

/** Verb forms by number. */
type Form = (x: Subject) => string
const be = (past: boolean): Form => (x) => (past ? (x.plural ? "were" : "was") : x.plural ? "are" : "is")
const have: Form = (x) => (x.plural ? "have" : "has")
const v = (sing: string, plur: string): Form => (x) => (x.plural ? plur : sing)

/**
 * Rotate through a product without taking all of it: each (a, b) pair once, the other
 * dimensions chosen by position so that every value of each occurs.
 */
const rotate = <A, B>(as: ReadonlyArray<A>, bs: ReadonlyArray<B>, f: (a: A, b: B, k: number) => string): Array<string> => {
  const out: Array<string> = []
  let k = 0
  for (const a of as) for (const b of bs) out.push(f(a, b, k++))
  return out
}
const pick = <T>(xs: ReadonlyArray<T>, k: number): T => xs[k % xs.length] as T

// ---------------------------------------------------------------- covenant breach

/** The breach told with a verb, an adjective or a noun, in several tenses. */
const BREACH_PREDICATES: ReadonlyArray<Form> = [
  (x) => `${be(true)(x)} not in compliance with`,
  (x) => `${be(false)(x)} not in compliance with`,
  (x) => `${have(x)} not been in compliance with`,
  (x) => `${be(true)(x)} out of compliance with`,
  (x) => `${v("remains", "remain")(x)} out of compliance with`,
  (x) => `${v("continues", "continue")(x)} to be out of compliance with`,
  () => "did not comply with",
  () => "failed to comply with",
  (x) => `${have(x)} failed to comply with`,
  (x) => `${be(true)(x)} in breach of`,
  (x) => `${be(false)(x)} in violation of`,
  () => "breached",
  (x) => `${have(x)} violated`,
  () => "did not meet",
  () => "failed to satisfy",
  (x) => `${be(true)(x)} unable to comply with`,
  (x) => `${be(true)(x)} non-compliant with`,
  (x) => `${be(true)(x)} in default of`
]

/** What was breached: covenants by name, under the debt by kind. */
const COVENANT_OBJECTS: ReadonlyArray<Form> = [
  (x) => `the financial covenants under ${own(x)} Credit Agreement`,
  (x) => `the minimum fixed charge coverage ratio covenant in ${own(x)} revolving credit facility`,
  () => "certain covenants of the Notes",
  () => "the maximum leverage ratio covenant under the indenture",
  (x) => `a covenant in ${own(x)} loan agreement with First Regional Bank`,
  (x) => `certain of the financial covenants contained in ${own(x)} debt agreements`,
  () => "the minimum EBITDA covenant",
  () => "the tangible net worth covenant of the Term Loan"
]

const DATES: ReadonlyArray<string> = ["as of December 31, 2023", "at quarter end", "during the third quarter of 2022", "on two occasions during 2021", "at June 30, 2019"]

const covenantVerbs = rotate(BREACH_PREDICATES, COVENANT_OBJECTS, (p, o, k) => {
  const x = pick(SUBJECTS, k)
  const d = pick(DATES, k * 3 + 1)
  return k % 3 === 0 ? sentence(`${d}, ${x.s} ${p(x)} ${o(x)}`) : sentence(`${x.s} ${p(x)} ${o(x)} ${d}`)
})

/** The breach told as a noun, the company's own. */
const BREACH_NOUNS: ReadonlyArray<string> = ["non-compliance with", "noncompliance with", "failure to comply with", "breach of", "violation of"]
const covenantNouns = rotate(BREACH_NOUNS, COVENANT_OBJECTS, (n, o, k) => {
  const x = pick(SUBJECTS, k)
  const d = pick(DATES, k)
  const tail = pick(
    [
      `constituted an event of default under the agreement`,
      `was waived by the lenders`,
      `resulted in the classification of the debt as a current liability`,
      `has not been cured`
    ],
    k
  )
  return sentence(`${x.poss} ${n} ${o(x)} ${d} ${tail}`)
})

/** The debt in default: the company's own, by kind. */
const DEBTS: ReadonlyArray<Form> = [
  (x) => `${own(x)} Credit Agreement`,
  () => "the Notes",
  (x) => `${own(x)} revolving credit facility`,
  () => "the indenture governing the 8.5% Senior Notes",
  (x) => `${own(x)} loan agreement with First Regional Bank`,
  (x) => `certain of ${own(x)} debt agreements`,
  (x) => `${own(x)} term loan`,
  () => "the Convertible Debentures"
]
const DEFAULT_PREDICATES: ReadonlyArray<Form> = [
  (x) => `${be(true)(x)} in default under`,
  (x) => `${be(false)(x)} in default under`,
  (x) => `${v("remains", "remain")(x)} in default under`,
  (x) => `${have(x)} been in default under`,
  () => "defaulted under",
  (x) => `${have(x)} defaulted on`,
  (x) => `${be(true)(x)} in breach of`,
  () => "violated the terms of",
  (x) => `${be(true)(x)} not in compliance with the terms of`,
  (x) => `${be(false)(x)} in payment default under`
]
const covenantDefaults = rotate(DEFAULT_PREDICATES, DEBTS, (p, o, k) => {
  const x = pick(SUBJECTS, k + 1)
  return sentence(`${x.s} ${p(x)} ${o(x)} ${pick(DATES, k)}`)
})

/** The lenders' side: notices, waivers, forbearance, acceleration. */
const LENDERS: ReadonlyArray<string> = ["the lenders", "the Bank", "First Regional Bank", "the Agent", "the holders of the Notes", "the Trustee"]
const lenderActs: ReadonlyArray<(x: Subject, l: string) => string> = [
  (x, l) => `${x.s} received a notice of default from ${l} under ${own(x)} Credit Agreement`,
  (x, l) => `${l} delivered a notice of default to ${x.obj} under the indenture`,
  (x, l) => `${l} notified ${x.obj} that an event of default had occurred under the loan agreement`,
  (x, l) => `${x.s} obtained a waiver from ${l} of ${own(x)} non-compliance with the leverage ratio covenant`,
  (x, l) => `${l} waived ${x.poss} non-compliance with the fixed charge coverage ratio covenant as of March 31, 2020`,
  (x, l) => `${l} granted ${x.obj} a waiver of the covenant violations`,
  (x, l) => `${x.s} entered into a forbearance agreement with ${l} under which ${l} agreed to forbear from exercising their remedies`,
  (_x, l) => `${l} agreed to forbear from exercising remedies with respect to the existing events of default`,
  (x, l) => `${l} accelerated the maturity of ${x.poss} indebtedness under the Credit Agreement`,
  (x, l) => `${l} declared all amounts outstanding under ${own(x)} loan agreement immediately due and payable`,
  (x, l) => `${x.s} ${be(false)(x)} operating under a forbearance agreement with ${l}`
]
const covenantLenders = rotate(lenderActs, [0, 1, 2], (f, i, k) => sentence(f(pick(SUBJECTS, k), pick(LENDERS, k + i))))

/** Payments not made, debt past due or past its maturity, cross-defaults. */
const covenantPayments = rotate(
  [
    (x: Subject) => `${x.s} did not make the interest payment due on March 15, 2024 on ${own(x)} 8.5% Senior Notes`,
    (x: Subject) => `${x.s} failed to pay the principal of ${own(x)} promissory notes at maturity`,
    (x: Subject) => `${x.s} missed the scheduled interest payment on ${own(x)} term loan`,
    (x: Subject) => `${x.s} ${have(x)} not paid the quarterly interest due on the debentures since June 2020`,
    (x: Subject) => `${x.s} did not repay the bridge loan when it matured on June 30, 2023`,
    (x: Subject) => `${x.poss} notes payable of $1.2 million ${x.plural ? "are" : "are"} past due`,
    (x: Subject) => `${x.poss} note payable to First Regional Bank matured on June 30, 2023 and has not been repaid`,
    (x: Subject) => `the promissory notes issued by ${x.obj} are past maturity and remain unpaid`,
    (x: Subject) => `the payment default on ${x.poss} subordinated notes triggered a cross-default under ${own(x)} revolving credit facility`,
    (x: Subject) => `${x.s} ${be(true)(x)} delinquent in ${own(x)} payments to the lender`
  ],
  [0, 1],
  (f, _i, k) => sentence(f(pick(SUBJECTS, k)))
)

/** The same facts, told as possibility, negated, generic or another party's. */
const covenantNegatives: Array<string> = [
  ...rotate(COVENANT_OBJECTS, [0, 1, 2, 3, 4, 5], (o, i, k) => {
    const x = pick(SUBJECTS, k)
    const frames = [
      `if ${x.s} ${x.plural ? "fail" : "fails"} to comply with ${o(x)}, the lenders could accelerate the debt`,
      `${x.s} ${be(true)(x)} in compliance with ${o(x)} ${pick(DATES, k)}`,
      `any failure to comply with ${o(x)} would result in an event of default`,
      `${x.s} may not be able to comply with ${o(x)} in future periods`,
      `${x.s} ${v("expects", "expect")(x)} to remain in compliance with ${o(x)}`,
      `a breach of ${o(x)} could result in an event of default`
    ]
    return sentence(pick(frames, i))
  }),
  ...rotate(DEBTS, [0, 1, 2], (o, i, k) => {
    const x = pick(SUBJECTS, k + 2)
    const frames = [
      `no event of default has occurred under ${o(x)}`,
      `${o(x)} contains covenants that require ${x.obj} to maintain a minimum fixed charge coverage ratio`,
      `events of default under ${o(x)} include the failure to pay interest when due`
    ]
    return sentence(pick(frames, i))
  }),
  "Certain of the Bank’s borrowers were in default under their loan agreements as of December 31, 2023.",
  "A borrower defaulted on its loan with the Bank during the quarter.",
  "One of our tenants was in breach of its lease and failed to pay rent.",
  "The Company’s customer, Acme Retail, defaulted on its obligations to the Company.",
  "We were in compliance with all of the covenants under the Credit Agreement as of December 31, 2023.",
  "The Company has not been in default under any of its debt agreements.",
  "The indenture requires the Issuer to maintain a leverage ratio of not more than 3.0 to 1.0.",
  "Upon the occurrence of an event of default, the lenders may declare all amounts outstanding immediately due and payable.",
  "We have not defaulted on any of our debt obligations.",
  "The Partnership has never defaulted under its credit agreement.",
  "None of our subsidiaries was in breach of its loan agreement.",
  "The borrower was in default under its loan agreement with the Bank and the Bank declared the loan due and payable.",
  "The Bank’s non-compliance with the consent order was resolved.",
  "A borrower’s failure to comply with the covenants of its loan agreement with the Bank may result in a loss.",
  "Our failure to comply with the covenants in our Credit Agreement would result in an event of default.",
  "Any breach of the covenants in the indenture could result in the acceleration of the Notes.",
  "If the lenders declared all amounts outstanding immediately due and payable, we would not have sufficient funds to repay them.",
  "The lenders may declare all amounts outstanding immediately due and payable if an event of default occurs."
]

// ---------------------------------------------------------------- going concern

const POSS_OF: ReadonlyArray<string> = ["our", "the Company’s", "its", "Acme’s", "the Partnership’s", "the Fund’s"]
const GC_CONDITIONS: ReadonlyArray<string> = [
  "these factors",
  "our recurring losses from operations and net capital deficiency",
  "the Company’s history of losses and limited cash",
  "these conditions",
  "these circumstances, considered in the aggregate,",
  "the uncertainty regarding our ability to refinance the Notes"
]
const GC_PREPS: ReadonlyArray<string> = ["about", "as to", "regarding", "concerning", "with respect to"]
const goingConcernRaise = rotate(GC_CONDITIONS, GC_PREPS, (c, p, k) => {
  const verb = pick(["raise", "raised", "give rise to", "have raised", "create", "cast"], k)
  const doubt = pick(["substantial doubt", "substantial doubt", "significant doubt", "substantial doubt"], k)
  const sing = /history|uncertainty/.test(c)
  const vb = sing ? verb.replace(/^raise$/, "raises").replace(/^give/, "gives").replace(/^have/, "has").replace(/^create$/, "creates").replace(/^cast$/, "casts") : verb
  return sentence(`${c} ${vb} ${doubt} ${p} ${pick(POSS_OF, k)} ability to continue as a going concern`)
})

const goingConcernThere = rotate(
  [
    (p: string, _x: Subject) => `there is substantial doubt about ${p} ability to continue as a going concern`,
    (p: string, _x: Subject) => `substantial doubt exists about ${p} ability to continue as a going concern`,
    (p: string, _x: Subject) => `management has concluded that there is substantial doubt regarding ${p} ability to continue as a going concern`,
    (p: string, x: Subject) => `${x.s} ${have(x)} concluded that substantial doubt exists as to ${p} ability to continue as a going concern`,
    (p: string, _x: Subject) => `management determined that substantial doubt about ${p} ability to continue as a going concern exists`,
    (p: string, _x: Subject) => `${p} ability to continue as a going concern is in substantial doubt`,
    (p: string, x: Subject) => `${p} ability to continue as a going concern is dependent upon ${x.poss} ability to obtain additional financing`,
    (p: string, _x: Subject) => `${p} ability to continue as a going concern is dependent on raising additional capital`,
    (p: string, _x: Subject) => `management’s plans do not alleviate the substantial doubt about ${p} ability to continue as a going concern`,
    (p: string, _x: Subject) => `substantial doubt about ${p} ability to continue as a going concern has not been alleviated`,
    (p: string, x: Subject) => `${x.s} ${have(x)} determined that there is substantial doubt about ${p} ability to continue as a going concern within one year after the date the financial statements are issued`,
    (p: string, x: Subject) => `${x.s} ${v("does", "do")(x)} not have sufficient cash to fund operations for the next twelve months, which raises substantial doubt about ${p} ability to continue as a going concern`
  ],
  [0, 1],
  (f, _i, k) => {
    const x = pick(SUBJECTS, k)
    return sentence(f(x.poss, x))
  }
)

const AUDITORS: ReadonlyArray<string> = [
  "our independent registered public accounting firm",
  "the Company’s auditors",
  "Smith & Jones LLP, our independent auditors,",
  "our auditor",
  "the independent registered public accounting firm"
]
const goingConcernAuditor = rotate(
  [
    (a: string, p: string) => `the report of ${a.replace(/,$/, "")} on ${p} financial statements includes an explanatory paragraph regarding substantial doubt about ${p} ability to continue as a going concern`,
    (a: string, p: string) => `${a} included an explanatory paragraph in its report on ${p} consolidated financial statements for the year ended December 31, 2023 stating that there is substantial doubt about ${p} ability to continue as a going concern`,
    (a: string, p: string) => `${a} ${/auditors\b/.test(a) ? "have" : "has"} expressed substantial doubt about ${p} ability to continue as a going concern`,
    (a: string, p: string) => `${a} issued a going concern opinion on ${p} 2023 financial statements`,
    (a: string, _p: string) => `the audit report of ${a.replace(/,$/, "")} contains a going concern qualification`,
    (a: string, p: string) => `${a}’s report on ${p} financial statements contains an explanatory paragraph as to ${p} ability to continue as a going concern`.replace(/,’s/, "’s")
  ],
  [0, 1],
  (f, _i, k) => sentence(f(pick(AUDITORS, k), pick(POSS_OF, k + 1)))
)

const goingConcernNegatives: Array<string> = [
  ...rotate(POSS_OF, [0, 1, 2, 3, 4, 5, 6], (p, i) => {
    const frames = [
      `if we are unable to raise additional capital, there could be substantial doubt about ${p} ability to continue as a going concern`,
      `management evaluates whether there are conditions or events that raise substantial doubt about ${p} ability to continue as a going concern`,
      `management believes that ${p} existing cash is sufficient and that there is no substantial doubt about ${p} ability to continue as a going concern`,
      `the substantial doubt about ${p} ability to continue as a going concern has been alleviated by management’s plans`,
      `failure to obtain financing may raise substantial doubt about ${p} ability to continue as a going concern`,
      `the financial statements have been prepared assuming that ${p === "our" ? "we" : "the entity"} will continue as a going concern`,
      `our auditors may include a going concern explanatory paragraph in their report in future periods`
    ]
    return sentence(pick(frames, i))
  }),
  "Our customers’ financial difficulties could raise substantial doubt about their ability to pay us.",
  "One of our suppliers disclosed substantial doubt about its ability to continue as a going concern.",
  "The financial statements do not include any adjustments that might result from the outcome of this uncertainty.",
  "Substantial doubt about an entity’s ability to continue as a going concern exists when conditions and events indicate that it is probable that the entity will be unable to meet its obligations.",
  "Substantial doubt about the entity’s ability to continue as a going concern exists when relevant conditions are present."
]

// ---------------------------------------------------------------- material weakness

const MW_SUBJECTS: ReadonlyArray<string> = ["we", "management", "the Company", "our management", "Acme", "the Partnership"]
const MW_AREAS: ReadonlyArray<string> = [
  "related to the accounting for income taxes",
  "relating to the review of revenue contracts",
  "in the design of information technology general controls",
  "over the financial close and reporting process",
  "associated with the lack of segregation of duties",
  "with respect to the accounting for complex financial instruments"
]
const MW_IN = "internal control over financial reporting"
const mwOwn = (s: string): string => (s === "we" ? "our" : "its")
const mwHas = (s: string): string => (s === "we" ? "we have" : `${s.replace(/^(?:our )?management$/, "the Company")} has`)
const MW_PREDICATES: ReadonlyArray<(s: string, a: string) => string> = [
  (s, a) => `${s} identified a material weakness in ${mwOwn(s)} ${MW_IN} ${a}`,
  (s, a) => `${s} ${s === "we" ? "have" : "has"} identified material weaknesses in ${mwOwn(s)} ${MW_IN} ${a}`,
  (s, a) => `${s} concluded that a material weakness existed in ${mwOwn(s)} ${MW_IN} ${a}`,
  (s, a) => `${s} determined that there was a material weakness in ${mwOwn(s)} ${MW_IN} ${a}`,
  (s, a) => `${mwHas(s)} a material weakness in ${s === "we" ? "our" : "its"} ${MW_IN} ${a}`,
  (_s, a) => `there is a material weakness in our ${MW_IN} ${a}`,
  (_s, a) => `a material weakness exists in our ${MW_IN} ${a}`,
  (s, a) => `${s} discovered a material weakness ${a}`,
  (_s, a) => `our ${MW_IN} had a material weakness ${a}`,
  (_s, a) => `the material weakness ${a} that we previously identified has not been remediated`,
  (_s, a) => `a material weakness was identified in our ${MW_IN} ${a}`,
  (_s, a) => `this deficiency ${a} constitutes a material weakness`
]
const materialWeakness = rotate(MW_PREDICATES, MW_AREAS, (p, a, k) => sentence(`${k % 4 === 1 ? "As of December 31, 2023, " : ""}${p(pick(MW_SUBJECTS, k), a)}`))
const materialWeaknessNegatives: Array<string> = [
  "Management did not identify any material weaknesses in our internal control over financial reporting.",
  "No material weaknesses were identified during the evaluation.",
  "If we identify a material weakness in our internal control over financial reporting, investors could lose confidence.",
  "A material weakness is a deficiency, or a combination of deficiencies, in internal control over financial reporting such that there is a reasonable possibility that a material misstatement will not be prevented.",
  "We may identify material weaknesses in the future.",
  "The material weakness previously reported has been remediated as of December 31, 2023.",
  "Any failure to remediate a material weakness could cause us to fail to meet our reporting obligations.",
  "We do not have a material weakness in our internal control over financial reporting.",
  "There is no material weakness in our internal control over financial reporting.",
  "The Company did not have any material weaknesses as of December 31, 2023.",
  "A company that has a material weakness may not be able to produce reliable financial statements.",
  "If there is a material weakness in our internal control over financial reporting, we may be unable to report our results timely.",
  "We cannot assure you that we will not have material weaknesses in the future.",
  "Our internal control over financial reporting had no material weaknesses as of December 31, 2023."
]

// ---------------------------------------------------------------- ineffective controls

const IC_OBJECTS: ReadonlyArray<string> = [
  "our disclosure controls and procedures",
  "the Company’s disclosure controls and procedures",
  "our internal control over financial reporting",
  "the Company’s internal control over financial reporting",
  "its disclosure controls and procedures",
  "Acme’s internal controls over financial reporting"
]
const IC_FRAMES: ReadonlyArray<(o: string) => string> = [
  (o) => `${o} were not effective as of December 31, 2023`,
  (o) => `as of the end of the period covered by this report, ${o} were not effective`,
  (o) => `our Chief Executive Officer and Chief Financial Officer concluded that ${o} were not effective`,
  (o) => `management concluded that, as of December 31, 2023, ${o} were ineffective`,
  (o) => `based on this evaluation, management concluded that, due to the material weakness described below, ${o} were not effective`,
  (o) => `management has determined that ${o} are not effective`,
  (o) => `our principal executive officer and principal financial officer concluded that ${o} were not effective at the reasonable assurance level`,
  (o) => `${o} were not effective to provide reasonable assurance that information required to be disclosed is recorded, processed, summarized and reported within the time periods specified`,
  (o) => `management concluded that ${o} was not effective as of June 30, 2024`,
  (o) => `${o} ${/procedures|controls over/.test(o) ? "continue" : "continues"} to be not effective`,
  (o) => `based on that evaluation, our management concluded that ${o} were not effective as of the end of the period`,
  (o) => `management has concluded that ${o} did not operate effectively`
]
const ineffectiveControls = rotate(IC_FRAMES, [0, 1], (f, i, k) => sentence(f(pick(IC_OBJECTS, k + i))).replace(/ were (not effective|ineffective) as of June/, " was $1 as of June"))
const ineffectiveControlsNegatives: Array<string> = [
  "Based on this evaluation, our Chief Executive Officer and Chief Financial Officer concluded that our disclosure controls and procedures were effective as of December 31, 2023.",
  "Management concluded that the Company’s internal control over financial reporting was effective.",
  "If our internal control over financial reporting is not effective, investors could lose confidence in our reported results.",
  "Our disclosure controls and procedures may not be effective in preventing all errors.",
  "A control system, no matter how well designed, can provide only reasonable assurance that its objectives will be met.",
  "Management is responsible for establishing and maintaining adequate internal control over financial reporting."
]

// ---------------------------------------------------------------- restatement and non-reliance

const STATEMENTS: ReadonlyArray<string> = [
  "its consolidated financial statements for the year ended December 31, 2022",
  "its previously issued financial statements for the quarters ended March 31 and June 30, 2023",
  "its unaudited condensed consolidated financial statements for the three months ended March 31, 2021",
  "the financial statements included in its Annual Report on Form 10-K for fiscal 2020",
  "its balance sheet as of December 31, 2021"
]
const ERRORS: ReadonlyArray<Form> = [
  () => "to correct an error in the accounting for warrants",
  () => "to correct errors in revenue recognition",
  () => "to reflect the correction of misstatements in the income tax provision",
  (x) => `to reclassify ${own(x)} warrants from equity to liabilities`,
  (x) => `to correct the classification of ${own(x)} Class A common stock subject to possible redemption`
]
const RESTATE_VERBS: ReadonlyArray<(x: Subject) => string> = [
  () => "restated",
  (x) => `${have(x)} restated`,
  (x) => `${be(false)(x)} restating`,
  () => "revised"
]
const restatement = [
  ...rotate(STATEMENTS, ERRORS, (st, e, k) => {
    const x = pick(SUBJECTS, k)
    const verb = pick(RESTATE_VERBS, k)(x)
    return sentence(`${x.s} ${verb} ${st.replace(/^its /, `${own(x)} `)} ${e(x)}`)
  }),
  ...rotate(
    [
      (x: Subject) => `${x.poss} previously issued financial statements for the year ended December 31, 2022 have been restated`,
      (x: Subject) => `the accompanying financial statements have been restated to correct an error in the accounting for ${own(x)} convertible notes`,
      (x: Subject) => `${x.s} identified errors in ${own(x)} previously issued financial statements related to the accounting for leases`,
      (x: Subject) => `${x.s} determined that ${own(x)} warrants should have been classified as liabilities rather than equity in ${own(x)} previously issued financial statements`,
      (x: Subject) => `${x.s} corrected an error in ${own(x)} previously issued financial statements relating to the calculation of stock-based compensation`,
      (x: Subject) => `the restatement corrects errors in ${x.poss} recognition of revenue for fiscal 2021`,
      (x: Subject) => `${x.s} identified misstatements in ${own(x)} previously issued financial statements`
    ],
    [0, 1],
    (f, _i, k) => sentence(f(pick(SUBJECTS, k + 3)))
  )
]
const restatementNegatives: Array<string> = [
  "Certain prior period amounts have been reclassified to conform to the current period presentation.",
  "If we are required to restate our financial statements, investors could lose confidence.",
  "We may be required to restate our previously issued financial statements.",
  "The adoption of the new standard did not require us to restate prior periods.",
  "All share and per share amounts have been retroactively restated to reflect the reverse stock split.",
  "Our Amended and Restated Certificate of Incorporation authorizes the issuance of preferred stock.",
  "The errors were not material and did not require a restatement of previously issued financial statements.",
  "The Company revised its previously issued financial statements to reflect the retrospective adoption of ASU 2020-06.",
  "We revised our estimate of the useful lives of our equipment during the quarter.",
  "Management determined that the warrants should be classified as equity.",
  "If we determine that our warrants should have been classified as liabilities in our previously issued financial statements, we may be required to restate them."
]

const NON_RELIANCE_DECIDERS: ReadonlyArray<string> = [
  "the Audit Committee of the Board of Directors",
  "the Company’s management and the Audit Committee",
  "the Board of Directors",
  "our Audit Committee, after discussion with management and our independent registered public accounting firm,"
]
const nonReliance = rotate(
  NON_RELIANCE_DECIDERS,
  [
    (p: string) => `${p} previously issued financial statements for the year ended December 31, 2022 should no longer be relied upon`,
    (p: string) => `${p} unaudited interim financial statements for the quarters ended March 31, 2023 and June 30, 2023 should not be relied upon`,
    (p: string) => `${p} financial statements for fiscal 2021 and 2020 can no longer be relied upon`,
    (p: string) => `${p} previously issued financial statements, and the related reports of the auditors, should no longer be relied upon because of errors in such financial statements`
  ],
  (d, f, k) => sentence(`${k % 2 === 0 ? "On March 5, 2024, " : ""}${d.replace(/,$/, "")} concluded that ${f(pick(["the Company’s", "our", "its", "Acme’s"], k))}`)
)
const nonRelianceNegatives: Array<string> = [
  "Investors should not rely on forward-looking statements, which speak only as of the date of this report.",
  "If our financial statements could no longer be relied upon, our stock price could decline.",
  "Investors should not place undue reliance on these projections."
]

// ---------------------------------------------------------------- delisting, bankruptcy, auditor change

const EXCHANGES: ReadonlyArray<string> = ["Nasdaq", "The Nasdaq Stock Market LLC", "the NYSE", "NYSE American", "the New York Stock Exchange"]
const delisting = rotate(
  [
    (x: Subject, e: string) => `${x.s} received a letter from ${e} notifying ${x.obj} that ${x.s} ${be(true)(x)} not in compliance with the minimum bid price requirement`,
    (x: Subject, e: string) => `${x.s} received a deficiency notice from ${e} regarding ${own(x)} failure to timely file ${own(x)} Form 10-K`,
    (x: Subject, e: string) => `${e} notified ${x.obj} that ${own(x)} common stock would be delisted`,
    (x: Subject, e: string) => `${x.poss} common stock was delisted from ${e}`,
    (x: Subject, e: string) => `${e} suspended trading in ${x.poss} common stock and filed a Form 25 to delist it`
  ],
  [0, 1, 2],
  (f, i, k) => sentence(`${k % 2 === 0 ? "On May 1, 2024, " : ""}${f(pick(SUBJECTS, k), pick(EXCHANGES, k + i))}`)
)
const delistingNegatives: Array<string> = [
  "If we fail to comply with the continued listing requirements of Nasdaq, our common stock could be delisted.",
  "Our common stock is listed on the Nasdaq Global Select Market under the symbol ACME.",
  "A delisting of our common stock could adversely affect its liquidity.",
  "We received a letter from Nasdaq confirming that we have regained compliance with the minimum bid price requirement.",
  "Nasdaq may suspend trading in our common stock if we do not regain compliance."
]

const bankruptcy = rotate(
  [
    (x: Subject) => `${x.s} filed a voluntary petition for relief under Chapter 11 of the United States Bankruptcy Code in the United States Bankruptcy Court for the District of Delaware`,
    (x: Subject) => `${x.s} and certain of ${own(x)} subsidiaries filed voluntary petitions for reorganization under chapter 11 of the Bankruptcy Code`,
    (x: Subject) => `${x.s} commenced a case under Chapter 11 of the Bankruptcy Code`,
    (x: Subject) => `an involuntary petition under Chapter 7 of the Bankruptcy Code was filed against ${x.obj}`,
    (x: Subject) => `${x.s} ${have(x)} been operating ${own(x)} business as a debtor-in-possession under the jurisdiction of the Bankruptcy Court`
  ],
  [0, 1],
  (f, _i, k) => sentence(`${k % 2 === 0 && k < 8 ? "On January 14, 2024, " : ""}${f(pick(SUBJECTS, k))}`)
)
const bankruptcyNegatives: Array<string> = [
  "If we are unable to restructure our debt, we may be forced to seek relief under Chapter 11 of the Bankruptcy Code.",
  "One of our largest customers filed for bankruptcy protection under Chapter 11 during the quarter.",
  "A bankruptcy filing by any of our tenants could reduce our rental income.",
  "Certain creditors of one of our customers filed an involuntary petition against the customer under Chapter 7.",
  "If an involuntary petition were filed against us, we could be forced to liquidate.",
  "On April 11, 2023, National CineMedia, LLC filed a petition under Chapter 11 of the U.S. Bankruptcy Code in the Southern District of Texas.",
  "If we file for protection under Chapter 11 of the Bankruptcy Code, our equity could be cancelled.",
  "Our largest customer filed for Chapter 11 protection during the quarter."
]

const FIRMS: ReadonlyArray<string> = ["Smith & Jones LLP", "Ernst & Young LLP", "BDO USA, LLP", "Marcum LLP"]
const auditorChange = rotate(
  [
    (x: Subject, f: string) => `${x.s} dismissed ${f} as ${own(x)} independent registered public accounting firm`,
    (x: Subject, f: string) => `${f} resigned as ${x.poss} independent registered public accounting firm`,
    (x: Subject, f: string) => `the Audit Committee approved the dismissal of ${f} as ${x.poss} independent auditor`,
    (x: Subject, f: string) => `${f} informed ${x.obj} that it declined to stand for re-appointment as ${x.poss} independent registered public accounting firm`
  ],
  [0, 1],
  (g, i, k) => sentence(`${k % 2 === 0 ? "On June 3, 2024, " : ""}${g(pick(SUBJECTS, k), pick(FIRMS, k + i))}`)
)
const auditorChangeNegatives: Array<string> = [
  "The Audit Committee ratified the appointment of Ernst & Young LLP as our independent registered public accounting firm for fiscal 2024.",
  "There were no disagreements with our accountants on accounting and financial disclosure.",
  "A change in our independent registered public accounting firm could delay our filings.",
  "The court dismissed the lawsuit against Ernst & Young LLP, our former auditors, in 2023.",
  "Any resignation as our independent registered public accounting firm would require us to engage a new auditor."
]

// ---------------------------------------------------------------- round two: kinds from the first reports' misses

/** The error admitted in the company's words: who, how the accounting went wrong, what it concerned, when. */
const ERROR_SUBJECTS: ReadonlyArray<string> = ["we", "the Company", "management", "Acme", "the Partnership"]
const ERROR_PREDICATES: ReadonlyArray<string> = [
  "did not properly account for",
  "had not properly accounted for",
  "incorrectly accounted for",
  "improperly recorded",
  "inadvertently did not classify",
  "did not correctly account for",
  "erroneously recognized",
  "incorrectly classified",
  "failed to properly record"
]
const ERROR_OBJECTS: ReadonlyArray<string> = [
  "certain warrants issued in 2021",
  "the down round provisions of the warrants",
  "a financed insurance premium",
  "the deemed dividend on the Series B preferred stock",
  "revenue from certain multiple-element arrangements",
  "the income tax valuation allowance"
]
const admitted = (when: ReadonlyArray<string>): Array<string> =>
  rotate(ERROR_PREDICATES, ERROR_OBJECTS, (p, o, k) =>
    sentence(`${k % 3 === 0 ? "In connection with the preparation of the financial statements, " : ""}${pick(ERROR_SUBJECTS, k)} ${k % 2 === 0 ? "determined that it " : ""}${p} ${o} ${pick(when, k)}`)
      .replace(/\b(we|management) determined that it\b/i, (_m, w: string) => `${w} determined that ${w.toLowerCase() === "we" ? "we" : "the Company"}`)
  )
/** Stated with a prior period: the admission states the error. */
const restatementAdmitted = admitted(["in the previously issued financial statements for 2022", "in prior periods", "in the financial statements as previously reported"])
/** Told with no period: an error among those of a stated restatement, heard beside it. */
const RESTATEMENT_LEAD = "The Company restated its previously issued financial statements for 2022 to correct errors."
const restatementErrorsBeside = admitted(["during 2022", "in the quarter ended March 31, 2023", "at the time of issuance"])
const restatementAdmittedNegatives: Array<string> = [
  "If we did not properly account for our warrants, we could be required to restate our financial statements.",
  "We believe we have properly accounted for the warrants issued in 2021.",
  "Management did not identify any errors in the previously issued financial statements.",
  "Companies that incorrectly account for complex financial instruments may be required to restate prior periods.",
  "We may not properly account for complex transactions in future periods."
]

/** The lender's side of a breach in other words: notices received, waivers asked, granted, refused or in force. */
const covenantNotices = rotate(
  [
    (x: Subject, l: string) => `${x.s} received notice from ${l} that ${x.s} ${be(false)(x)} currently not in compliance with certain covenants under the Credit Agreement`,
    (x: Subject, l: string) => `${x.s} ${have(x)} requested that ${l} waive ${x.poss} noncompliance with the EBITDA covenants`,
    (x: Subject, l: string) => `${l} ${have({ s: l, plural: /s$/.test(l), poss: "", obj: "" })} indicated that ${/s$/.test(l) ? "they" : "it"} will not waive ${x.poss} non-compliance with the leverage covenant`,
    (x: Subject, l: string) => `${x.s} entered into a Limited Waiver and Amendment Agreement with ${l} under the Credit Agreement`,
    (x: Subject, l: string) => `${x.s} ${be(true)(x)} notified by ${l} that ${x.s} ${be(true)(x)} in violation of certain financial covenants`,
    (x: Subject, l: string) => `${x.s} ${have(x)} obtained a waiver from ${l} for ${x.poss} failure to meet the minimum liquidity covenant`,
    (x: Subject) => `the notes of ${x.obj} matured in 2019 and are currently in default`,
    (x: Subject) => `${x.poss} promissory notes, which were due on various dates in 2017, are currently in default`
  ],
  [0, 1],
  (f, i, k) => sentence(f(pick(SUBJECTS, k + i), pick(LENDERS, k)))
)

/** The auditor's paragraph and the doubt told in more words. */
const goingConcernMore = rotate(
  [
    (p: string) => `due to several factors, including ${p} history of losses, ${p} independent auditors have included an explanatory paragraph in their audit opinion as to the substantial doubt about ${p} ability to continue as a going concern`,
    (p: string) => `without additional financing, these factors raise substantial doubt regarding ${p} ability to continue as a going concern`,
    (p: string) => `the significant risks and uncertainties related to ${p} liquidity described above raise substantial doubt about ${p} ability to continue as a going concern over the next twelve months`,
    (p: string) => `${p} recurring losses and negative cash flows from operations raise substantial doubt about ${p} ability to continue as a going concern within one year after the date the financial statements are issued`,
    (p: string) => `management has concluded that ${p} plans do not alleviate substantial doubt about ${p} ability to continue as a going concern`,
    (p: string) => `the report of ${p} independent registered public accounting firm for the year ended December 31, 2023 included a going concern explanatory paragraph`
  ],
  [0, 1],
  (f, _i, k) => sentence(f(pick(POSS_OF, k)))
)

/** The auditor's leaving in more words: dismissed with no role named, its notice of resignation, the successor engaged. */
const auditorMore = rotate(
  [
    (x: Subject, f: string) => `the Audit Committee of ${x.poss} Board of Directors dismissed ${f}, effective immediately`,
    (x: Subject, f: string) => `${f} notified ${x.obj} of its resignation as ${x.poss} independent registered public accounting firm`,
    (x: Subject, f: string) => `${f} was dismissed as ${x.poss} independent registered public accounting firm`,
    (x: Subject, f: string) => `${x.s} engaged ${f} as ${x.poss} new independent registered public accounting firm`,
    (x: Subject, f: string) => `${f} informed the Audit Committee that it would resign as ${x.poss} independent auditor upon completion of its review`
  ],
  [0, 1],
  (g, i, k) => sentence(`${k % 2 === 0 ? "On June 3, 2024, " : ""}${g(pick(SUBJECTS, k + 2), pick(FIRMS, k + i))}`)
)

/** The filing in more words: protection sought, the chapter named before the relief. */
const bankruptcyMore = rotate(
  [
    (x: Subject) => `${x.s} filed for protection under Chapter 11 of the United States Bankruptcy Code`,
    (x: Subject) => `${x.s} filed for Chapter 11 protection in the United States Bankruptcy Court for the Southern District of New York`,
    (x: Subject) => `${x.s} sought protection from ${own(x)} creditors under Chapter 11 of the Bankruptcy Code`,
    (x: Subject) => `${x.s} filed a voluntary petition under Chapter 7 of the Bankruptcy Code`
  ],
  [0, 1],
  (f, _i, k) => sentence(`${k % 2 === 0 ? "On January 14, 2024, " : ""}${f(pick([SUBJECTS[0], SUBJECTS[1], SUBJECTS[2], SUBJECTS[3]] as ReadonlyArray<Subject>, k))}`)
)

/** The weakness in the standard's words: controls over one area not designed or maintained. */
const MW_NOT_MAINTAINED: ReadonlyArray<string> = [
  "did not maintain effective controls over",
  "did not design and maintain effective controls over",
  "did not maintain effective internal controls over",
  "has not maintained effective controls over",
  "did not design, implement and maintain effective controls related to",
  "did not maintain effective review controls over"
]
const MW_NOT_MAINTAINED_AREAS: ReadonlyArray<string> = [
  "the accounting for income taxes",
  "the financial close and reporting process",
  "leasehold improvements",
  "the completeness and accuracy of revenue",
  "the valuation of inventory"
]
const materialWeaknessNotMaintained = rotate(MW_NOT_MAINTAINED, MW_NOT_MAINTAINED_AREAS, (p, a, k) => {
  const s = pick(["we", "the Company", "management", "the Partnership"], k)
  return sentence(`${k % 3 === 0 ? "As of December 31, 2023, " : ""}${s} ${s === "we" ? p.replace(/^has /, "have ") : p} ${a}`)
})
const materialWeaknessNotMaintainedNegatives: Array<string> = [
  "If we do not maintain effective controls over the accounting for income taxes, we could misstate our results.",
  "We did not maintain effective internal control over financial reporting as of December 31, 2023.",
  "We did not maintain effective controls over the review of journal entries, which constituted a significant deficiency.",
  "Management believes we maintain effective controls over the financial close process."
]

/** Payments and waivers in other words: unable to pay, in arrears to the holders, the requirement to comply waived for a past quarter. */
const covenantOtherWords = rotate(
  [
    (x: Subject) => `${x.s} ${have(x)} been unable to make payments on ${own(x)} notes since 2019`,
    (x: Subject) => `${x.s} ${be(false)(x)} currently in arrears on ${own(x)} interest payments to the noteholders`,
    (x: Subject) => `${x.poss} lenders waived the requirement to comply with the leverage ratio covenant for the quarter ended March 31, 2024`,
    (x: Subject) => `${x.s} did not make any payments under ${own(x)} term loan during 2023`
  ],
  [0, 1],
  (f, i, k) => sentence(f(pick(SUBJECTS, k * 2 + i)))
)
const covenantOtherWordsNegatives: Array<string> = [
  "If we are unable to make payments on our notes, the holders could accelerate them.",
  "We have made all required payments on our notes.",
  "The lenders agreed to waive the requirement to maintain the minimum EBITDA covenant for the quarters ending June 30, 2020 through March 31, 2021.",
  "Certain of our borrowers have been unable to make payments on their loans."
]

// ---------------------------------------------------------------- other predicates of the same facts

/** A violation told as a state, a payment forgone by decision, a test waived for a period already ended, default interest in the rate, debt accelerated. */
const VIOLATION_STATES: ReadonlyArray<Form> = [
  (x) => `${be(false)(x)} in technical violation of`,
  (x) => `${be(true)(x)} in violation of`,
  (x) => `${have(x)} been in violation of`,
  (x) => `${v("remains", "remain")(x)} in technical violation of`
]
const VIOLATED: ReadonlyArray<Form> = [
  () => `the loan agreement pertaining to debt service coverage`,
  (x) => `the fixed charge coverage covenant of ${own(x)} credit facility`,
  (x) => `${own(x)} Credit Agreement`
]
const covenantStates = rotate(VIOLATION_STATES, VIOLATED, (p, o, k) => {
  const x = pick(SUBJECTS, k)
  return k % 2 === 0 ? sentence(`${x.s} ${p(x)} ${o(x)} ${pick(DATES, k)}`) : sentence(`primarily due to the balloon maturity, ${x.s} ${p(x)} ${o(x)} ${pick(DATES, k)}`)
})
const FORGONE: ReadonlyArray<string> = ["elected to not make", "elected not to make", "decided not to pay", "chose not to make", "determined to forgo"]
const covenantForgone = rotate(FORGONE, ["the $6,900 interest payment due on October 15, 2020", "the semi-annual interest payment due in November", "the scheduled $2.5 million principal payment"], (f, pay, k) => {
  const x = pick(SUBJECTS, k)
  return sentence(`as discussions with the noteholders continued, ${x.s} ${f} ${pay} on ${own(x)} senior notes`)
})
const covenantWaivedAfter = rotate(
  ["The amendment also waived", "The lenders waived", "The bank waived", "Our lender has waived"],
  [
    "the debt service coverage ratio requirement for the year ended December 31, 2018",
    "the leverage ratio covenant for the quarter ended March 31, 2020",
    "the minimum net worth requirement for the fiscal year ended June 30, 2015",
    "the fixed charge coverage ratio test for the three months ended September 30, 2019"
  ],
  (w, o) => sentence(`${w} ${o}`)
)
const covenantRatesAndAcceleration: ReadonlyArray<string> = [
  "Interest rates at September 30, 2011 and December 31, 2010 include an additional 2.0% default rate.",
  "The interest rate on the term loan includes a 5% default rate.",
  "Interest expense for the quarter included default interest of $0.2 million on the notes.",
  "The rates on the notes reflect the default rate since March 2020.",
  "Obligations under the secured credit facility have been accelerated based on the events of default asserted by the Administrative Agent.",
  "All amounts outstanding under the Credit Agreement have been accelerated.",
  "The notes were accelerated by the trustee in March 2020.",
  "The indebtedness under the indenture was accelerated on May 1, 2016.",
  ...SUBJECTS.map((x) => sentence(`as of June 30, 2025, ${x.s} ${be(true)(x)} in compliance with all debt covenants and current on all loan payments, with the exception of a covenant default on the mortgage on the hotel`))
]
const covenantMorePredicatesNegatives: ReadonlyArray<string> = [
  "If we are in violation of the covenants of our credit agreement, the lenders could accelerate the debt.",
  "The Company is not in violation of any covenants of its loan agreement.",
  "We were not in technical violation of the loan agreement at December 31, 2013.",
  "The bank waived the leverage ratio covenant for the quarter ending June 30, 2020.",
  "The lenders agreed to waive the financial covenants for the quarters ended June 30, 2020 in anticipation of the pandemic's effects if the Company requests it.",
  "Upon an event of default, the interest rate will include an additional 2.0% default rate.",
  "The credit agreement provides for a default rate that includes an additional 2.0% of interest.",
  "Obligations under the credit facility could be accelerated upon an event of default.",
  "Any event of default under the notes would permit the holders to declare the notes accelerated.",
  "We may elect not to make the interest payment due on the notes.",
  "The Company was in compliance with all debt covenants and not in default under any of its loans.",
  "The vesting of the options has been accelerated."
]

const goingConcernBelief = SUBJECTS.slice(0, 6).map((x) =>
  sentence(
    `${x.s} ${v("believes", "believe")(x)} that ${own(x)} current cash balance is only sufficient to fund ${own(x)} operations into September 2024 and this raises substantial doubt about ${x.poss} ability to continue as a going concern, and indicates that ${x.s} ${be(false)(x)} unable to meet ${own(x)} obligations as they come due in the ordinary course of business`
  )
)

const restatementTreatment = rotate(
  ["previously accounted for", "had originally recorded", "initially classified", "had previously presented"],
  [
    "outstanding Public Warrants and Private Placement Warrants as components of equity instead of as derivative liabilities",
    "the software development costs as assets rather than as expenses",
    "the redeemable preferred shares as permanent equity instead of as liabilities"
  ],
  (p, o, k) => {
    const x = pick(SUBJECTS, k)
    return sentence(`${x.s} ${p} ${o.startsWith("outstanding") ? `${own(x)} ${o}` : o}`)
  }
)
const restatementCause: ReadonlyArray<string> = [
  "As previously disclosed, as a result of certain circumstances giving rise to, or occurring as a result of, the restatement, as of June 30, 2019, certain events of default had occurred under these agreements.",
  "Because of the restatement, we were unable to file our quarterly report on time and received a notice from the exchange.",
  "Following the announcement, and in connection with the restatement, a securities class action was filed against the Company.",
  "Due to our restatement, the lenders asserted an event of default under the credit agreement."
]
const restatementMoreNegatives: ReadonlyArray<string> = [
  "Prior to the adoption of ASU 2016-02, the Company previously accounted for leases as operating leases rather than as finance leases.",
  "The Company accounts for the warrants as liabilities instead of equity.",
  "Any restatement could result in events of default under our credit agreement.",
  "As a result of the restatement of our segments, prior period amounts were reclassified.",
  "A restatement could lead to litigation and investigations."
]
const nonRelianceMore: ReadonlyArray<string> = [
  "The impact of the restatement on the balance sheets, statements of operations and statements of cash flows for the Non-Reliance Periods is presented below.",
  "The restated amounts for the non-reliance periods are set out in Note 2.",
  "On January 30, 2024, the Audit Committee of the Board of Directors of the Company, after discussions with the Company's management and its current and former independent registered public accounting firms, determined that the Company’s unaudited financial statements included in the Company’s Quarterly Report on Form 10-Q for the three months ended March 31, 2023, filed with the SEC on May 19, 2023, as well as the relevant portions of any communication which describe or are based on the unaudited financial statements, should no longer be relied upon."
]
const materialWeaknessRemediating = SUBJECTS.slice(0, 6).flatMap((x) => [
  sentence(`in connection with remediating certain material weaknesses in ${x.poss} internal control over financial reporting previously disclosed in the Original Filing, ${x.s} identified the error in ${own(x)} accounting for the notes`),
  sentence(`during the third quarter of 2015, in conjunction with the remediation efforts to resolve the material weakness disclosed in ${x.poss} 2014 Form 10-K, ${x.s} identified errors related to the income tax provision`)
])

/** Payments withheld or late, and a default a lender declared, told with any subject; the errors a restatement corrects, listed beside it. */
const covenantWithheld: ReadonlyArray<string> = [
  ...SUBJECTS.flatMap((x) => [
    sentence(`${x.s} did not timely make required principal payments to AgStar from December 2012 through May 2013`),
    sentence(`${x.s} ${be(false)(x)} currently electing not to pay ${own(x)} monthly payments and negotiating extension terms with the lender`)
  ]),
  "Because of the foreclosure of the property, the lender on the corporate secured loan has declared a default and has threatened a lawsuit to collect on the note.",
  "The holders of the Notes declared an event of default in March 2020.",
  "The administrative agent under the credit facility declared a payment default on May 1."
]
const covenantWithheldNegatives: ReadonlyArray<string> = [
  "If the Company does not timely make required principal payments, the lender may declare a default.",
  "Upon an event of default, the lender may declare a default and accelerate the loan.",
  "We may elect not to make the monthly payments on our notes.",
  "The lender has not declared a default.",
  "No lender has declared an event of default under any of our loans."
]
const restatementErrorsListed: ReadonlyArray<string> = [
  "Specifically, identified errors related to deferred taxes associated with outside basis differences of certain foreign subsidiaries.",
  "Additional errors related to the recognition and measurement of unrecognized tax benefits.",
  "Other errors related to the classification of cash flows from investing activities.",
  "In addition, further errors relating to the accrual of rebates were corrected."
]

export const ACCOUNTING_VARIANTS: ReadonlyArray<VariantMatrix> = [
  { name: "covenant breach: verbs", flag: "covenant_breach_flag", section: "item_7_mdna", positives: covenantVerbs, negatives: covenantNegatives },
  { name: "covenant breach: nouns", flag: "covenant_breach_flag", section: "item_7_mdna", positives: covenantNouns, negatives: [] },
  { name: "covenant breach: defaults", flag: "covenant_breach_flag", section: "item_7_mdna", positives: covenantDefaults, negatives: [] },
  { name: "covenant breach: lenders", flag: "covenant_breach_flag", section: "item_7_mdna", positives: covenantLenders, negatives: [] },
  { name: "covenant breach: payments", flag: "covenant_breach_flag", section: "item_7_mdna", positives: covenantPayments, negatives: [] },
  { name: "going concern: doubt raised", flag: "going_concern_flag", section: "item_7_mdna", positives: goingConcernRaise, negatives: goingConcernNegatives },
  { name: "going concern: doubt stated", flag: "going_concern_flag", section: "item_7_mdna", positives: goingConcernThere, negatives: [] },
  { name: "going concern: the auditor", flag: "going_concern_flag", section: "item_7_mdna", positives: goingConcernAuditor, negatives: [] },
  { name: "material weakness", flag: "material_weakness_flag", section: "item_9a_controls", positives: materialWeakness, negatives: materialWeaknessNegatives },
  { name: "material weakness: controls not maintained", flag: "material_weakness_flag", section: "item_9a_controls", positives: materialWeaknessNotMaintained, negatives: materialWeaknessNotMaintainedNegatives },
  { name: "ineffective controls", flag: "ineffective_controls_flag", section: "item_9a_controls", positives: ineffectiveControls, negatives: ineffectiveControlsNegatives },
  { name: "restatement", flag: "restatement_flag", section: "item_7_mdna", positives: restatement, negatives: restatementNegatives },
  { name: "non-reliance", flag: "non_reliance_flag", section: "item_7_mdna", positives: nonReliance, negatives: nonRelianceNegatives },
  { name: "restatement: the error admitted", flag: "restatement_flag", section: "item_7_mdna", positives: restatementAdmitted, negatives: restatementAdmittedNegatives },
  { name: "restatement: the errors beside it", flag: "restatement_flag", section: "item_7_mdna", lead: RESTATEMENT_LEAD, positives: restatementErrorsBeside, negatives: [] },
  { name: "covenant breach: notices and waivers", flag: "covenant_breach_flag", section: "item_7_mdna", positives: covenantNotices, negatives: [] },
  { name: "covenant breach: in other words", flag: "covenant_breach_flag", section: "item_7_mdna", positives: covenantOtherWords, negatives: covenantOtherWordsNegatives },
  { name: "going concern: in more words", flag: "going_concern_flag", section: "item_7_mdna", positives: goingConcernMore, negatives: [] },
  { name: "delisting notice", flag: "delisting_notice_flag", section: "item_7_mdna", positives: delisting, negatives: delistingNegatives },
  { name: "bankruptcy", flag: "bankruptcy_flag", section: "item_7_mdna", positives: bankruptcy, negatives: bankruptcyNegatives },
  { name: "auditor change", flag: "auditor_change_flag", section: "item_9a_controls", positives: auditorChange, negatives: auditorChangeNegatives },
  { name: "auditor change: in more words", flag: "auditor_change_flag", section: "item_9a_controls", positives: auditorMore, negatives: [] },
  { name: "bankruptcy: in more words", flag: "bankruptcy_flag", section: "item_7_mdna", positives: bankruptcyMore, negatives: [] },
  { name: "covenant breach: violations as a state", flag: "covenant_breach_flag", section: "item_7_mdna", positives: covenantStates, negatives: covenantMorePredicatesNegatives },
  { name: "covenant breach: payments forgone", flag: "covenant_breach_flag", section: "item_7_mdna", positives: covenantForgone, negatives: [] },
  { name: "covenant breach: tests waived for a period ended", flag: "covenant_breach_flag", section: "item_7_mdna", positives: covenantWaivedAfter, negatives: [] },
  { name: "covenant breach: default rates, acceleration, exceptions", flag: "covenant_breach_flag", section: "item_7_mdna", positives: covenantRatesAndAcceleration, negatives: [] },
  { name: "going concern: a belief and the ordinary course", flag: "going_concern_flag", section: "item_7_mdna", positives: goingConcernBelief, negatives: [] },
  { name: "restatement: the treatment replaced", flag: "restatement_flag", section: "item_7_mdna", positives: restatementTreatment, negatives: restatementMoreNegatives },
  { name: "restatement: what it caused", flag: "restatement_flag", section: "item_7_mdna", positives: restatementCause, negatives: [] },
  { name: "non-reliance: its periods and long determinations", flag: "non_reliance_flag", section: "item_7_mdna", positives: nonRelianceMore, negatives: [] },
  { name: "material weakness: under remediation", flag: "material_weakness_flag", section: "item_7_mdna", positives: materialWeaknessRemediating, negatives: [] },
  { name: "covenant breach: payments withheld, defaults declared", flag: "covenant_breach_flag", section: "item_7_mdna", positives: covenantWithheld, negatives: covenantWithheldNegatives },
  { name: "restatement: the errors listed beside it", flag: "restatement_flag", section: "item_7_mdna", lead: RESTATEMENT_LEAD, positives: restatementErrorsListed, negatives: [] }
]
