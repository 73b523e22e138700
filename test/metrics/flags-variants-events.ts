/**
 * The event families' facts as matrices of the ways filers state them: who the company is (we, the
 * Company, a partnership, a bank, a subsidiary, its own name), who acts against it (a named party, a
 * defined term, a putative class, a former employee, a state's attorney general; an authority of each
 * kind), the verb and its voice and tense, and when. Each matrix is generated deterministically from
 * its slots; the positive ones state a fact the labelling guide calls `true`, the negative ones the
 * same words as a possibility, a denial, a category, a matter of another party or the company's own.
 */
import type { SectionKey } from "../../src/domain/forms.js"

export type EventFlag = "investigation_flag" | "material_legal_proceeding_flag" | "cybersecurity_incident_flag"

/** One generated case: the sentence, and the section text it is read in (a neutral line naming the company comes first). */
export interface VariantCase {
  readonly flag: EventFlag
  readonly section: SectionKey
  readonly text: string
  readonly sentence: string
}

/** How the company is named: as subject, as object, as possessive; and the neutral line before it that tells who it is. */
interface Subject {
  /** Plural ("we"): the verb agrees. */
  readonly plural?: true
  readonly s: string
  readonly o: string
  readonly p: string
  readonly intro: string
}

const ACME_INTRO = "Acme Holdings, Inc. (“Acme”) makes industrial pumps. Acme’s customers are utilities, and Acme’s plants are in Ohio."

const SUBJECTS: ReadonlyArray<Subject> = [
  { plural: true, s: "we", o: "us", p: "our", intro: "We make industrial pumps." },
  { s: "the Company", o: "the Company", p: "the Company’s", intro: "The Company makes industrial pumps." },
  { s: "the Partnership", o: "the Partnership", p: "the Partnership’s", intro: "The Partnership owns and operates natural gas pipelines." },
  { s: "the Bank", o: "the Bank", p: "the Bank’s", intro: "The Bank is a state-chartered commercial bank. The Bank’s main office is in Macon." },
  { s: "Acme", o: "Acme", p: "Acme’s", intro: ACME_INTRO },
  { s: "our subsidiary, Acme Pipeline LLC,", o: "our subsidiary Acme Pipeline LLC", p: "Acme Pipeline LLC’s", intro: ACME_INTRO },
  { s: "the Registrant", o: "the Registrant", p: "the Registrant’s", intro: "The Registrant makes industrial pumps." }
]

const DATES: ReadonlyArray<string> = ["On March 3, 2021", "In the third quarter of 2022", "In fiscal 2019", "During 2023", "In May 2018"]

/** Capitalise a sentence's first letter. */
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** The verb forms that agree with the subject: `{is}`, `{was}`, `{has}`, and `{s}` after a verb's stem ("continue{s}"). */
const agree = (template: string, plural: boolean): string =>
  template
    .replaceAll("{is}", plural ? "are" : "is")
    .replaceAll("{was}", plural ? "were" : "was")
    .replaceAll("{has}", plural ? "have" : "has")
    .replaceAll("{s}", plural ? "" : "s")

/** Fill a template's slots (`{S}` subject, `{O}` object, `{P}` possessive, `{D}` date, `{X}` the template's own party) and make it a sentence. */
const fill = (template: string, subj: Subject, date: string, party: string): string =>
  cap(
    agree(template, subj.plural === true)
      .replaceAll("{X}", party)
      .replaceAll("{S}", subj.s)
      .replaceAll("{O}", subj.o)
      .replaceAll("{P}", subj.p)
      .replaceAll("{D-lower}", date.replace(/^(?:On|In|During) /, (w) => w.toLowerCase()))
      .replaceAll("{D}", date)
      .replaceAll("LLC,,", "LLC,")
  )

/** Every template with every subject and every party, the date taken in turn: the matrix of one fact. */
const matrix = (
  flag: EventFlag,
  section: SectionKey,
  templates: ReadonlyArray<string>,
  parties: ReadonlyArray<string>,
  subjects: ReadonlyArray<Subject> = SUBJECTS
): Array<VariantCase> => {
  const out: Array<VariantCase> = []
  let i = 0
  for (const template of templates) {
    for (const subj of subjects) {
      for (const party of parties) {
        const sentence = fill(template, subj, DATES[i++ % DATES.length] ?? "", party)
        out.push({ flag, section, sentence, text: `${subj.intro}\n${sentence}` })
      }
    }
  }
  return out
}

/** Who sues the company. */
const PLAINTIFFS: ReadonlyArray<string> = [
  "a former employee",
  "a putative class of purchasers of {P} common stock",
  "the Attorney General of Texas",
  "Northwind Logistics, LLC (“Northwind”)",
  "two stockholders"
]

/** A suit, claim, ruling or settlement against the company, stated as fact. */
const LEGAL_TRUE: ReadonlyArray<string> = [
  "{D}, {X} filed a lawsuit against {O} in the United States District Court for the District of Delaware, alleging breach of contract.",
  "{D}, a complaint was filed against {O} by {X} in the Superior Court of California.",
  "{D}, {S} {was} named as a defendant in a lawsuit filed by {X} in the Circuit Court of Cook County, Illinois.",
  "{S} {is} a defendant in an action brought by {X} in the Supreme Court of the State of New York seeking damages of $4.2 million.",
  "{D}, {S} {was} served with a complaint filed by {X} in the District Court of Harris County, Texas.",
  "{D}, {X} commenced an arbitration against {O} before the American Arbitration Association, claiming $12 million in unpaid fees.",
  "{D}, {X} sued {O} in the United States District Court for the Northern District of Ohio, alleging that {S} breached a supply agreement.",
  "{D}, {S} {was} named in a complaint filed by {X} in the Court of Chancery of the State of Delaware.",
  "{D}, a jury returned a verdict against {O} in the lawsuit brought by {X} and awarded $8.1 million in damages.",
  "{D}, the court entered a judgment of $2.3 million against {O} in the lawsuit brought by {X}.",
  "{D}, {S} appealed the judgment entered against {O} in the lawsuit brought by {X}.",
  "{D}, {S} agreed to pay $3.5 million to settle the lawsuit brought by {X}.",
  "{D}, {S} settled the lawsuit brought by {X} for $1.1 million.",
  "{S} remain{s} a defendant in the lawsuit brought by {X}, which is scheduled for trial in 2025.",
  "{D}, the arbitrator issued an award of $5 million against {O} in the arbitration commenced by {X}.",
  "{S} continue{s} to defend the lawsuit filed against {O} by {X} in the United States District Court for the Southern District of Florida.",
  "{D}, {X} filed a putative class action against {O} in the United States District Court for the Central District of California, alleging violations of the Fair Labor Standards Act.",
  "{S} {is} the subject of a lawsuit filed by {X} in the United States District Court for the District of New Jersey.",
  "{S} {is} subject to several arbitration proceedings brought by {X} before the Financial Industry Regulatory Authority.",
  "{D}, {S} resolved the lawsuit brought by {X} for a total payment of $2.5 million.",
  "{D}, {X} named {O} as a defendant in a lawsuit filed in the Superior Court of New Jersey.",
  "{D}, {X} served {O} with a demand for arbitration seeking $1.4 million.",
  "{D}, {X} filed an amended complaint adding {O} as a defendant.",
  "{D}, {S} entered into a settlement agreement with {X} under which {S} agreed to pay $750,000.",
  "The lawsuit brought by {X} against {O} remains pending in the United States District Court for the Eastern District of Texas.",
  "{D}, the court denied {P} motion to dismiss the complaint filed by {X}.",
  "{D}, the court certified a class in the lawsuit brought by {X} against {O}.",
  "{D}, {X} obtained a default judgment against {O} in the amount of $340,000.",
  "{S} {is} a party to an arbitration with {X} regarding amounts due under a supply agreement.",
  "{D}, {X} filed a demand for arbitration against {O} with JAMS.",
  "{D}, {S} {was} ordered to pay $1.9 million to {X}.",
  "{D}, the court awarded {X} $2.6 million in damages against {O}.",
  "{D}, {S} received a complaint filed by {X} in the United States District Court for the District of Arizona.",
  "{S} {has} been named as a defendant in a lawsuit filed by {X} in the United States District Court for the Western District of Washington.",
  "{D}, {S} had been sued by {X} in the Circuit Court of Jackson County, Missouri.",
  "{D}, a suit was brought against {O} by {X} in the United States District Court for the District of Colorado.",
  "{S} {is} among the defendants named in a complaint filed by {X} in the United States District Court for the District of Minnesota.",
  "{S} {is} defending a lawsuit brought by {X} in the Superior Court of Arizona.",
  "{S} {is} a respondent in an arbitration commenced by {X} before the International Centre for Dispute Resolution.",
  "{D}, {X} filed suit against {O} in the United States District Court for the District of Massachusetts.",
  "{S} remain{s} the subject of a lawsuit filed by {X} in the United States District Court for the Middle District of Florida."
]

/** The same words as a possibility, a denial, a category, another party's suit, or the company's own suit. */
const LEGAL_NOT: ReadonlyArray<string> = [
  "If {X} were to file a lawsuit against {O}, {S} could incur significant defense costs.",
  "{S} may be named as a defendant in lawsuits brought by {X}.",
  "From time to time, {S} {is} named as a defendant in lawsuits arising in the ordinary course of business.",
  "{S} {is} not a party to any pending legal proceeding, and no lawsuit has been filed against {O}.",
  "{D}, the Attorney General of Ohio filed a lawsuit against several opioid manufacturers and distributors, alleging deceptive marketing.",
  "{D}, {S} filed a lawsuit against Bolt Industries, Inc. in the United States District Court for the District of Delaware, alleging breach of contract.",
  "Any lawsuit brought against {O} by {X} could be costly and divert the attention of management.",
  "There can be no assurance that {X} will not file a lawsuit against {O}.",
  "{S} {is} not aware of any claim by {X} against {O}.",
  "{S} {is} subject to various claims and lawsuits that arise in the ordinary course of business.",
  "{S} could be named as a defendant in lawsuits brought by {X}.",
  "No lawsuit has been filed against {O} by {X}.",
  "{S} cannot predict whether {X} will file a lawsuit against {O}.",
  "{X} could name {O} as a defendant in future lawsuits.",
  "{S} may be served with complaints filed by {X}.",
  "If {S} were to receive a complaint filed by {X}, {S} would defend it vigorously.",
  "{S} {has} not received any complaint filed by {X}.",
  "{S} {has} never been subject to arbitration proceedings brought by {X}.",
  "{S} {has} not been sued by {X}.",
  "A court could award {X} damages against {O} if {X} were to prevail.",
  "{D}, {X} made claims against {P} acquiring banks for costs that {X} asserts it incurred.",
  "{X} asserted claims against {P} customers for amounts due under their contracts.",
  "In recent years, companies in the pump manufacturing business have faced lawsuits brought by {X}.",
  "Companies in {P} industry have been named as defendants in lawsuits brought by {X}."
]

/** Authorities of every kind. */
const AUTHORITIES: ReadonlyArray<string> = [
  "the Securities and Exchange Commission",
  "the Division of Enforcement of the SEC",
  "the U.S. Department of Justice",
  "the Federal Trade Commission",
  "the Attorney General of the State of New York",
  "the New York State Department of Financial Services",
  "the Office of the Comptroller of the Currency",
  "the Consumer Financial Protection Bureau",
  "the U.S. Attorney’s Office for the Southern District of New York",
  "the European Commission",
  "the Office of Inspector General of the Department of Health and Human Services",
  "the Environmental Protection Agency"
]

/** An authority's inquiry into the company, stated as fact. */
const INVESTIGATION_TRUE: ReadonlyArray<string> = [
  "{D}, {S} received a subpoena from {X} requesting documents relating to {P} revenue recognition.",
  "{D}, {S} {was} served with a civil investigative demand issued by {X}.",
  "{S} {is} the subject of an investigation by {X} into {P} sales practices.",
  "{X} is investigating whether {S} complied with applicable laws in marketing its services.",
  "{D}, {X} opened a formal investigation of {O}.",
  "{S} {is} cooperating with {X} in its investigation of {P} marketing practices.",
  "{D}, {S} responded to a request for information from {X} regarding {P} pricing.",
  "{D}, {S} entered into a consent order with {X}.",
  "{D}, {S} received an informal inquiry from {X} concerning {P} disclosures.",
  "{D}, {S} agreed to pay a civil penalty of $1.5 million to resolve the investigation by {X}.",
  "{D}, {S} {was} contacted by {X} regarding {P} accounting for certain transactions.",
  "{X} is conducting an investigation of {P} compliance with the Foreign Corrupt Practices Act.",
  "{S} {has} been the subject of an inquiry by {X} since 2021.",
  "{D}, {S} received a letter from {X} requesting information about {P} data practices.",
  "{S} continue{s} to respond to subpoenas issued by {X}.",
  "{D}, {X} notified {O} that it had commenced an investigation into {P} trading practices.",
  "{S} {is} operating under a consent order issued by {X}.",
  "{D}, {S} reached a settlement with {X} resolving its investigation of {P} billing practices.",
  "{D}, {S} received a civil investigative demand from {X} seeking documents concerning {P} loan servicing.",
  "{X} has requested information from {O} regarding {P} pricing of generic drugs.",
  "{D}, {X} served a subpoena on {O} seeking records of {P} sales to distributors.",
  "{S} {is} responding to an information request from {X} relating to {P} emissions reporting.",
  "{D}, {X} informed {O} that it is conducting an inquiry into {P} advertising claims.",
  "{D}, {S} received a notice of violation from {X} alleging that {S} exceeded permitted discharge limits.",
  "{D}, {X} opened a preliminary inquiry into {P} handling of customer complaints.",
  "{S} {has} produced documents to {X} in response to its subpoena.",
  "{D}, {X} fined {O} $3 million for violations of consumer protection laws.",
  "{S} {is} subject to a consent order with {X} that requires improvements to {P} compliance program.",
  "{D}, {X} launched a probe into {P} compliance with anti-money laundering laws.",
  "{S} {is} cooperating fully with the inquiry by {X}.",
  "{D}, {S} {was} informed by {X} that it had opened an investigation into {P} lending practices.",
  "{S} {has} been responding to a grand jury subpoena issued by {X}.",
  "{D}, {S} received a request from {X} for documents relating to {P} accounting for revenue.",
  "{S} remain{s} the subject of an investigation by {X}.",
  "{S} continue{s} to cooperate with the investigation by {X} into {P} billing practices.",
  "{D}, {X} began an examination of {P} claims practices and issued a report alleging violations of state law."
]

/** The same words as a possibility, a denial, a category, another party's matter, or the company's own investigation. */
const INVESTIGATION_NOT: ReadonlyArray<string> = [
  "From time to time, {S} receive{s} subpoenas and requests for information from {X} and other regulators.",
  "If {X} were to open an investigation of {O}, {S} could incur significant costs.",
  "{S} may become subject to investigations by {X}.",
  "{S} {has} not received any subpoena or request for information from {X}.",
  "{S} {is} not currently the subject of any investigation by {X}.",
  "{D}, {X} opened an investigation into the practices of the pharmacy benefit management industry.",
  "{D}, {S} conducted an internal investigation of the matter with the assistance of outside counsel.",
  "Any investigation by {X} could result in fines and penalties.",
  "{D}, {X} issued a subpoena to one of {P} competitors.",
  "{X} may investigate {P} practices in the future.",
  "{S} cannot predict whether {X} will open an investigation of {O}.",
  "{X} has broad authority to investigate companies in {P} industry and to impose fines.",
  "{X} has not fined {O} or asked {O} to produce documents.",
  "{S} {has} never received a subpoena, a civil investigative demand or a Wells notice.",
  "If {X} were to contact {O} regarding {P} accounting, {S} would cooperate.",
  "{S} would cooperate with any investigation by {X}.",
  "{D}, {X} began a routine examination of {P} claims practices.",
  "If {S} were to enter into a written agreement with {X}, the restrictions imposed on dividends under the written agreement could limit {P} liquidity.",
  "There are no restrictions imposed on {O} under the consent order with {X}.",
  "A consent order issued by {X} typically restricts the payment of dividends."
]

/** Incidents as the company's own: a date, a system, an actor, a consequence. */
const CYBER_TRUE: ReadonlyArray<string> = [
  "{D}, {S} experienced a ransomware attack that encrypted certain of {P} servers and disrupted {P} operations for four days.",
  "{D}, {S} detected unauthorized access to {P} email system by a third party.",
  "{D}, {S} discovered that an unauthorized third party had gained access to {P} customer database.",
  "{D}, {S} {was} the victim of a business email compromise that resulted in a loss of $1.3 million.",
  "{D}, {S} became aware of a cybersecurity incident involving {P} payroll system.",
  "{D}, a threat actor exfiltrated personal information of approximately 12,000 of {P} customers.",
  "{D}, {S} identified a data security incident that affected {P} point-of-sale systems.",
  "{D}, {S} {was} the target of a cyberattack that caused an outage of {P} e-commerce website for two days.",
  "{D}, {P} network was compromised by malware, and {S} took certain systems offline.",
  "{D}, {S} suffered a data breach in which the names and Social Security numbers of 3,000 employees were accessed.",
  "{D}, {S} determined that an unauthorized actor had accessed {P} network between May 1 and May 15.",
  "{D}, hackers gained access to {P} vendor payment system and diverted $800,000.",
  "{D}, {S} learned that an unauthorized party had accessed the email accounts of certain of {P} employees.",
  "{D}, {S} {was} subject to a cybersecurity incident that disrupted {P} manufacturing operations for a week.",
  "{D}, {S} determined that certain of {P} servers had been infected with ransomware.",
  "{D}, {P} information technology systems were affected by a ransomware attack.",
  "{D}, an unauthorized third party obtained access to {P} payroll records through a phishing attack.",
  "{D}, {S} identified unusual activity on {P} network and determined that customer data had been exfiltrated.",
  "{D}, {S} paid a ransom of $450,000 in connection with a ransomware attack on {P} systems.",
  "{D}, {S} {was} hit by a ransomware attack that shut down {P} order processing for three days.",
  "{D}, {S} detected a cybersecurity incident in which a threat actor deployed ransomware on {P} servers.",
  "{D}, malware was discovered on {P} point-of-sale terminals at 40 stores.",
  "{D}, an employee of {O} responded to a phishing email, which allowed an attacker to access {P} accounting system.",
  "{D}, {S} experienced a network intrusion that resulted in the theft of $1.1 million.",
  "The ransomware attack {S} experienced {D-lower} disrupted {P} operations for five days.",
  "{D}, {S} detected and confirmed that {S} {was} the target of an external criminal cyberattack involving the theft of customer credentials.",
  "{D}, an intruder used a vendor’s user name and password to enter {P} network.",
  "{D}, Social Security numbers of certain of {P} customers were obtained by criminal actors.",
  "{S} maintain{s} cyber insurance that covers the costs of cyberattacks, such as the incident that occurred in April 2023.",
  "{D}, {S} confirmed that an unauthorized party had encrypted files on {P} servers.",
  "{D}, {P} email system was accessed by an unauthorized third party."
]

/** The same words as a possibility, a denial, a category, an attempt, a supplier's incident. */
const CYBER_NOT: ReadonlyArray<string> = [
  "{S} may experience a ransomware attack that could encrypt {P} servers.",
  "If {S} were to experience a cybersecurity incident, {P} operations could be disrupted.",
  "{S} {has} not experienced any material cybersecurity incident.",
  "Cybersecurity incidents, such as ransomware attacks, have increased in frequency and sophistication.",
  "{S} regularly experiences attempts to gain unauthorized access to {P} systems.",
  "{D}, one of {P} vendors experienced a ransomware attack, which did not affect {P} systems.",
  "{S} maintain{s} an incident response plan to respond to cybersecurity incidents.",
  "{S} could suffer a data breach that exposes customer information.",
  "{S} {has} experienced phishing attempts, none of which was successful.",
  "If an unauthorized party gained access to {P} systems, {S} could suffer significant losses.",
  "Ransomware attacks on companies in {P} industry could disrupt {P} operations.",
  "{D}, {P} third-party payroll provider experienced a ransomware attack that did not affect {P} systems.",
  "{S} {has} not identified any unauthorized access to {P} systems.",
  "{S} may be the target of phishing attacks that could result in unauthorized access to {P} systems.",
  "{S} {has} not paid any ransom.",
  "{S} {has} never been hit by a ransomware attack.",
  "{P} systems could be affected by a ransomware attack.",
  "If malware were discovered on {P} systems, {S} could incur significant costs.",
  "Malware is frequently discovered on the systems of retailers.",
  "A phishing email could allow an attacker to access {P} systems.",
  "{S} maintain{s} cyber insurance that covers the costs of cyberattacks.",
  "Social Security numbers of {P} customers could be obtained by criminal actors.",
  "An intruder could use a vendor’s credentials to enter {P} network."
]

/** The SEC's staff, by the names filers give it. */
const SEC_STAFF: ReadonlyArray<string> = [
  "the staff of the Securities and Exchange Commission",
  "the SEC staff",
  "the Staff of the SEC’s Division of Enforcement",
  "the Division of Enforcement of the Securities and Exchange Commission"
]

/** A Wells notice, an order of investigation and the staff's requests. */
const SEC_TRUE: ReadonlyArray<string> = [
  "{D}, {S} received a Wells notice from {X}.",
  "{D}, {X} issued a Wells notice to {O}.",
  "{D}, {S} received a request from {X} for the voluntary production of documents.",
  "{S} {is} the subject of a formal order of investigation issued by {X}.",
  "{D}, {X} informed {O} that it had concluded its investigation and did not intend to recommend an enforcement action."
]

/** Bank supervisors and their orders. */
const BANK_SUPERVISORS: ReadonlyArray<string> = [
  "the Federal Reserve Bank of Atlanta",
  "the Office of the Comptroller of the Currency",
  "the Federal Deposit Insurance Corporation",
  "the Georgia Department of Banking and Finance"
]

const BANK_TRUE: ReadonlyArray<string> = [
  "{D}, the Bank entered into a written agreement with {X}.",
  "The Bank {is} operating under a consent order issued by {X}.",
  "{D}, {X} issued a cease and desist order to the Bank.",
  "{D}, the Bank consented to the issuance of a consent order by {X}.",
  "The Bank remains subject to a memorandum of understanding with {X}.",
  "Because of the restrictions imposed on dividends from the Bank under the written agreement with {X}, the holding company cannot repay its debt.",
  "Because of the limitations placed on the Bank under the Consent Order issued by {X}, the Bank cannot pay dividends without prior approval."
]

const BANK: ReadonlyArray<Subject> = SUBJECTS.filter((s) => s.s === "the Bank")

const LEGAL: SectionKey = "item_3_legal_proceedings"
const RISK: SectionKey = "item_1a_risk_factors"

export const LEGAL_POSITIVE = matrix("material_legal_proceeding_flag", LEGAL, LEGAL_TRUE, PLAINTIFFS)
export const LEGAL_NEGATIVE = matrix("material_legal_proceeding_flag", LEGAL, LEGAL_NOT, PLAINTIFFS)
export const INVESTIGATION_POSITIVE = matrix("investigation_flag", LEGAL, INVESTIGATION_TRUE, AUTHORITIES)
export const INVESTIGATION_SEC_POSITIVE = matrix("investigation_flag", LEGAL, SEC_TRUE, SEC_STAFF)
export const INVESTIGATION_BANK_POSITIVE = matrix("investigation_flag", LEGAL, BANK_TRUE, BANK_SUPERVISORS, BANK)
export const INVESTIGATION_NEGATIVE = matrix("investigation_flag", LEGAL, INVESTIGATION_NOT, AUTHORITIES)
export const CYBER_POSITIVE = matrix("cybersecurity_incident_flag", RISK, CYBER_TRUE, [""])
export const CYBER_NEGATIVE = matrix("cybersecurity_incident_flag", RISK, CYBER_NOT, [""])
