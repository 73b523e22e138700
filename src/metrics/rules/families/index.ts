/** Every family of rules, in the order their evidence is listed. */
import type { EventFamily, EventFamilyRules, FlagRule } from "../types.js"
import { auditorChange } from "./auditor-change.js"
import { bankruptcy } from "./bankruptcy.js"
import { covenantBreach } from "./covenant-breach.js"
import { cybersecurityIncident } from "./cybersecurity-incident.js"
import { delistingNotice } from "./delisting-notice.js"
import { goingConcern } from "./going-concern.js"
import { guidanceWithdrawal } from "./guidance-withdrawal.js"
import { ineffectiveControls } from "./ineffective-controls.js"
import { investigation } from "./investigation.js"
import { legalProceedings } from "./legal-proceedings.js"
import { materialWeakness } from "./material-weakness.js"
import { nonReliance } from "./non-reliance.js"
import { restatement } from "./restatement.js"
import { significantDeficiency } from "./significant-deficiency.js"

/** The accounting and financing flags, read by the trigger engine. */
export const ACCOUNTING_RULES: ReadonlyArray<FlagRule> = [
  materialWeakness,
  significantDeficiency,
  ineffectiveControls,
  restatement,
  nonReliance,
  goingConcern,
  covenantBreach,
  auditorChange,
  guidanceWithdrawal,
  bankruptcy,
  delistingNotice
]

/** The event families, read by the event engine (events-engine.ts). */
export const EVENT_RULES: Readonly<Record<EventFamily, EventFamilyRules>> = {
  investigation,
  material_legal_proceeding: legalProceedings,
  cybersecurity_incident: cybersecurityIncident
}
