/**
 * Held-out rows (bench/flags-heldout/*.jsonl) labelled `true` for a general admission of past cyber incidents: the sets
 * before fresh8 (tune, holdout, fresh … fresh7) were labelled under flags-truth's older convention ("past cyber incidents
 * stated in the past tense are `true` even when non-specific"), and a few rows marked "borderline: hedged past incident …
 * non-specific" followed it. Since `text_metrics_v9` an admission that names no incident, date, system, actor or
 * consequence raises nothing, as the sets from fresh8 on label it (`generic_or_other`). The label files are not changed;
 * the evaluation and the floor test read these rows under the newer convention, and each report says how many it read so
 * (bench/flags-heldout/README.md, "The rule for general cyber admissions applied to every set", gives the decisions).
 */
import { fileURLToPath } from "node:url"
import { loadLabels, type LabelRow, normalise } from "./flags-truth.js"
import { readAsGeneric, type GeneralAdmissionRow, generalAdmissions } from "./flags-truth-conventions.js"

/** (filing, family, the sentence's first words) of each held-out row read as generic under the newer convention. */
export const HELDOUT_GENERAL_ADMISSION_ROWS: ReadonlyArray<GeneralAdmissionRow> = [
  // fresh
  { filing: "CMCSA-10-K-FY2023", family: "cybersecurity_incident", starts: "We also obtain certain confidential, proprietary and personal information" },
  { filing: "CMCSA-10-K-FY2023", family: "cybersecurity_incident", starts: "The occurrence of both intentional and unintentional incidents has" },
  // fresh2
  { filing: "INTC-10-K-FY2023", family: "cybersecurity_incident", starts: "For example, we have at times experienced disruptions in" },
  { filing: "V-10-K-FY2024", family: "cybersecurity_incident", starts: "We have been, and may continue to be, impacted" },
  { filing: "GE-10-K-FY2023", family: "cybersecurity_incident", starts: "We have experienced, and expect to continue to experience" },
  { filing: "RKT-10-K-FY2023", family: "cybersecurity_incident", starts: "Such controls have not always detected, and may in" },
  { filing: "RKT-10-K-FY2023", family: "cybersecurity_incident", starts: "While the Company has experienced non-material cyber incidents involving" },
  { filing: "PLTR-10-K-FY2023", family: "cybersecurity_incident", starts: "Our and our third-party vendors’ technology systems have been" },
  { filing: "PLTR-10-K-FY2023", family: "cybersecurity_incident", starts: "While we have security measures in place to protect" },
  { filing: "PLTR-10-K-FY2023", family: "cybersecurity_incident", starts: "We have experienced, and may in the future experience" },
  { filing: "NFLX-10-K-FY2024", family: "cybersecurity_incident", starts: "Because of our prominence, we (and/or third parties we" },
  { filing: "NFLX-10-K-FY2024", family: "cybersecurity_incident", starts: "We have notified and may in the future be" },
  { filing: "NFLX-10-K-FY2024", family: "cybersecurity_incident", starts: "Our systems and those of third parties with which" },
  { filing: "MCD-10-K-FY2023", family: "cybersecurity_incident", starts: "Security incidents or breaches have from time to time" },
  { filing: "AMD-10-K-FY2023", family: "cybersecurity_incident", starts: "Cyberattacks have and may come into our IT Systems" },
  // fresh3
  { filing: "LOW-10-K-FY2023", family: "cybersecurity_incident", starts: "In the normal course of business, we and our" },
  { filing: "HUBS-10-Q-FY2025-Q2", family: "cybersecurity_incident", starts: "We have in the past experienced threats and security" },
  { filing: "HUBS-10-Q-FY2025-Q2", family: "cybersecurity_incident", starts: "We have previously been, and may in the future" },
  { filing: "GD-10-K-FY2023", family: "cybersecurity_incident", starts: "We have experienced cybersecurity events and disruptions such as" },
  { filing: "PEP-10-K-FY2023", family: "cybersecurity_incident", starts: "Our business has in the past and could in" },
  { filing: "PEP-10-K-FY2023", family: "cybersecurity_incident", starts: "Although the cyber incidents and other systems disruptions that" },
  // fresh4
  { filing: "CL-10-K-FY2023", family: "cybersecurity_incident", starts: "Although we have seen no material impact on our" },
  { filing: "CL-10-K-FY2023", family: "cybersecurity_incident", starts: "In addition, although we have policies and procedures in" },
  { filing: "CRM-10-K-FY2025", family: "cybersecurity_incident", starts: "In the normal course of business, we are and" },
  { filing: "CRM-10-K-FY2025", family: "cybersecurity_incident", starts: "We have experienced and may in the future experience" },
  // fresh5
  { filing: "CSCO-10-K-FY2024", family: "cybersecurity_incident", starts: "We have experienced, and may in the future experience" },
  { filing: "CSCO-10-K-FY2024", family: "cybersecurity_incident", starts: "Additionally, nation-state actors or their agents have in the" },
  { filing: "CSCO-10-K-FY2024", family: "cybersecurity_incident", starts: "Cyber-related events have caused, and in the future could" },
  { filing: "UNP-10-K-FY2024", family: "cybersecurity_incident", starts: "We have experienced and will likely continue to experience" },
  { filing: "WBA-10-K-FY2024", family: "cybersecurity_incident", starts: "Compromises of our data security systems or of those" },
  // fresh7
  { filing: "PLTR-10-Q-FY2023-Q2", family: "cybersecurity_incident", starts: "While we have security measures in place to protect" },
  { filing: "PLTR-10-Q-FY2023-Q2", family: "cybersecurity_incident", starts: "We have experienced, and may in the future experience" },
  { filing: "MCD-10-Q-FY2023-Q2", family: "cybersecurity_incident", starts: "Security incidents or breaches have from time to time" },
  { filing: "AMD-10-Q-FY2023-Q2", family: "cybersecurity_incident", starts: "Cyber threats have and may come into our network" },
  { filing: "AMD-10-Q-FY2023-Q2", family: "cybersecurity_incident", starts: "Cyber-attacks have and may come into our IT system" },
  { filing: "AMD-10-Q-FY2023-Q2", family: "cybersecurity_incident", starts: "Cyber-attacks have become increasingly more prevalent and much harder" },
  { filing: "AMD-10-Q-FY2023-Q2", family: "cybersecurity_incident", starts: "Cyber-attacks on us or our customers, business partners or" },
  // holdout
  { filing: "KHC-10-K-FY2023", family: "cybersecurity_incident", starts: "In the past, we have experienced security incidents resulting" },
  // tune
  { filing: "JCI-10-K-FY2024", family: "cybersecurity_incident", starts: "We and third parties utilize vendors to support our" },
  { filing: "JCI-10-K-FY2024", family: "cybersecurity_incident", starts: "Despite these efforts, we have experienced, and will likely" },
  { filing: "JCI-10-K-FY2024", family: "cybersecurity_incident", starts: "Cybersecurity incidents, depending on their nature and scope, have" },
  { filing: "JCI-10-K-FY2024", family: "cybersecurity_incident", starts: "Such incidents have remained, and could in the future" },
  { filing: "JCI-10-K-FY2024", family: "cybersecurity_incident", starts: "In addition, security breaches impacting our IT systems have" },
  { filing: "MMM-10-Q-FY2023-Q2", family: "cybersecurity_incident", starts: "While we and third parties we utilize have experienced" },
  { filing: "CSCO-10-Q-FY2023-Q3", family: "cybersecurity_incident", starts: "Such events have caused, and in the future could" }
]

/**
 * The figures beside a going-concern doubt. The sets from fresh15 on label `true` the sentences of a stated doubt's paragraph (and
 * the next) that give the condition's figures (losses, deficit, negative working capital, cash used in operations), the "financial
 * statements do not include any adjustments" sentence and the company's need of new capital; fresh8–fresh17 leave most of them
 * unlabelled, as fresh175 does again (bench/flags-heldout/README.md, "The figures beside a going-concern doubt applied to every set").
 * Those sentences of those sets, listed in bench/flags-heldout/conventions/doubt-figures.jsonl by the labels alone (every such sentence in the paragraph
 * of a labelled doubt or the next, and every figures sentence in the paragraph right before it, found or not by the detector), are
 * read as `true` rows; the label files are not changed.
 */
export const HELDOUT_DOUBT_FIGURE_ROWS: ReadonlyArray<LabelRow> = loadLabels(
  fileURLToPath(new URL("../../bench/flags-heldout/conventions/doubt-figures.jsonl", import.meta.url))
)

/** The listed doubt-figure rows of the filings a set labels that the set has no row for. */
const doubtFigureRowsOf = (labels: ReadonlyArray<LabelRow>): Array<LabelRow> => {
  const paths = new Set(labels.map((r) => r.path))
  const has = new Set(labels.map((r) => `${r.path}\u0000${r.family}\u0000${normalise(r.sentence)}`))
  return HELDOUT_DOUBT_FIGURE_ROWS.filter((r) => paths.has(r.path) && !has.has(`${r.path}\u0000${r.family}\u0000${normalise(r.sentence)}`))
}

/** A held-out set's labels with the general admissions above read as `generic_or_other` and the doubt-figure rows added as `true`. */
export const heldoutUnderNewerConvention = (labels: ReadonlyArray<LabelRow>): Array<LabelRow> => [
  ...readAsGeneric(labels, HELDOUT_GENERAL_ADMISSION_ROWS),
  ...doubtFigureRowsOf(labels)
]

/** How many of a held-out set's rows the newer conventions read otherwise or add. */
export const heldoutConventionConflicts = (labels: ReadonlyArray<LabelRow>): number =>
  generalAdmissions(labels, HELDOUT_GENERAL_ADMISSION_ROWS) + doubtFigureRowsOf(labels).length
