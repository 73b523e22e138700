/**
 * flags-truth rows whose label follows the guide's older convention for past cyber incidents
 * ("Past cyber incidents stated in the past tense are `true` even when non-specific"). Since
 * `text_metrics_v9` a past incident admitted in general terms (no incident, date, system, actor
 * or consequence named) raises nothing, as the held-out sets from fresh8 on label it
 * (`generic_or_other`). The labels in ../shared are not changed; the bars are checked with these
 * rows read under the newer convention, and the report gives the figures both ways.
 */
import type { LabelRow } from "./flags-truth.js"
import { normalise } from "./flags-truth.js"

/** (filing, family, the sentence's first words) of each row read as generic under the newer convention. */
export interface GeneralAdmissionRow {
  readonly filing: string
  readonly family: string
  readonly starts: string
}

export const GENERAL_ADMISSION_ROWS: ReadonlyArray<GeneralAdmissionRow> = [
  { filing: "AMZN-10-K-2023", family: "cybersecurity_incident", starts: "Some of our systems have experienced past security breaches" },
  { filing: "AMZN-10-K-2024", family: "cybersecurity_incident", starts: "Some of our systems have experienced past security incidents" },
  { filing: "AMZN-10-K-2025", family: "cybersecurity_incident", starts: "Some of our systems have experienced past security incidents" },
  { filing: "AMZN-10-Q-2023-Q2", family: "cybersecurity_incident", starts: "Some of our systems have experienced past security breaches" },
  { filing: "META-10-Q-2019-Q1", family: "cybersecurity_incident", starts: "In addition, computer malware, viruses, social engineering" },
  { filing: "NVDA-10-K-2024", family: "cybersecurity_incident", starts: "We have in the past experienced, and may in the future experience, security incidents arising from" },
  { filing: "NVDA-10-K-2024", family: "cybersecurity_incident", starts: "If we or a third party we rely on experience a security incident, which has occurred in the past" },
  { filing: "NVDA-10-K-2025", family: "cybersecurity_incident", starts: "We have in the past experienced, and may in the future experience, security incidents arising from" },
  { filing: "NVDA-10-K-2025", family: "cybersecurity_incident", starts: "If we or a third party we rely on experience a security incident, which has occurred in the past" },
  { filing: "TGT-10-K-2025", family: "cybersecurity_incident", starts: "As a result of these types of attempts, both we and our vendors have experienced" }
]

const isGeneralAdmission = (r: LabelRow, rows: ReadonlyArray<GeneralAdmissionRow>): boolean =>
  r.label === "true" && rows.some((x) => x.filing === r.filing && x.family === r.family && normalise(r.sentence).startsWith(normalise(x.starts)))

/** Labels with the listed rows read as `generic_or_other` (the newer convention). */
export const readAsGeneric = (labels: ReadonlyArray<LabelRow>, rows: ReadonlyArray<GeneralAdmissionRow>): Array<LabelRow> =>
  labels.map((r) => (isGeneralAdmission(r, rows) ? { ...r, label: "generic_or_other" as const, why: `${r.why} [read as generic: a general admission, text_metrics_v9 convention]` } : r))

/** How many of the labels' rows are listed (read otherwise under the newer convention). */
export const generalAdmissions = (labels: ReadonlyArray<LabelRow>, rows: ReadonlyArray<GeneralAdmissionRow>): number => labels.filter((r) => isGeneralAdmission(r, rows)).length

/** The labels with the rows above read as `generic_or_other` (the newer convention). */
export const underNewerConvention = (labels: ReadonlyArray<LabelRow>): Array<LabelRow> => readAsGeneric(labels, GENERAL_ADMISSION_ROWS)

/** How many rows the newer convention reads otherwise. */
export const conventionConflicts = (labels: ReadonlyArray<LabelRow>): number => generalAdmissions(labels, GENERAL_ADMISSION_ROWS)
