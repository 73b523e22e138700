/** The ineffective controls flag's triggers (see ../engine.ts for how a trigger is read and guarded). */
import { trigger as P, sentenceTest as T } from "../compile.js"
import { CONTROLS_SECTIONS } from "../scopes.js"
import type { FlagRule } from "../types.js"

export const ineffectiveControls: FlagRule = {
  flag: "ineffective_controls_flag",
  gate: /effective|adverse (?:opinion|report|attestation)|not sufficient/gi,
  triggers: [
    // the shell filer's standard words for its oversight, in the controls item (whole: "… resulting in ineffective oversight in the establishment and
    // monitoring of required internal controls and procedures can result in …" tells what the stated lack can lead to)
    { re: P("\\b{OVERSIGHT_LACKING}\\b"), sections: CONTROLS_SECTIONS, whole: true },
    // what the controls' ineffectiveness is put down to: "The ineffectiveness of our internal control over financial reporting was due to the following
    // material weaknesses"
    { re: P("^\\W*(?:however,? )?the ineffectiveness of {OWNER} {CONTROLS} (?:was|is|were|are) (?:primarily |principally |mainly |largely )?(?:due to|attributable to|caused by|the result of|a result of)\\b") },
    // the auditor's adverse opinion on the controls: "Ernst & Young LLP … has issued an adverse report on the effectiveness of our internal
    // control over financial reporting as of September 30, 2023"
    { re: P(`\\b(?:issued|expressed|rendered|provided|included|includes|contains|contained) an adverse (?:audit )?(?:opinion|report|attestation report)(?: thereon)? (?:on|with respect to|regarding) (?:the (?:operating )?effectiveness of )?(?:(?:our|its|{COMPANYS}|the registrant{AP}s) )?{CONTROLS}\\b`) },
    // controls that rest on weak ones, deemed ineffective with them: "… controls that rely upon the affected ITGCs … were also deemed
    // ineffective", "Management also deemed ineffective certain automated and manual business process controls that are dependent on the affected ITGCs"
    { re: P(`\\bcontrols\\b[^.;]{0,200}?\\b(?:were|was) (?:also |therefore |consequently )?(?:deemed|considered|determined to be|concluded to be|assessed as) ineffective\\b|\\bcontrols (?:that|which) (?:are dependent|depend|rel(?:y|ied)) (?:up)?on\\b[^.;]{0,200}?\\b(?:were|was) (?:also )?ineffective because they could have been (?:adversely )?(?:impacted|affected)\\b|\\b(?:also )?deemed ineffective (?:certain |the |all )?(?:[\\w-]+ ){0,5}?controls\\b`) },
    // (with the conclusion's own emphasis or scope between: "… disclosure controls and procedures are, in fact, not effective", "internal controls
    // and procedures overall were not effective")
    { re: P(`\\b{CONTROLS} (?:of (?:the company|the registrant|[\\w&.]+) )?(?:overall,? )?(?:(?:were|was|are|is|remain|remains|remained|continues? to be|continued to be)(?:,? in fact,?)? (?:not(?:, in (?:their |its )?design (?:and|or) operation,)? (?:entirely |fully |completely )?(?:effective|sufficient)|ineffective)|(?:has|have|had) not been effective|(?:has|have|had) been ineffective|to (?:be|have been) (?:not effective|ineffective))\\b`) },
    // the conclusion in other words: "did not operate effectively", "were not operating effectively", "were not adequate or effective",
    // "were not designed and did not operate effectively"
    { re: P(`\\b{CONTROLS} (?:of (?:the company|the registrant|[\\w&.]+) )?(?:(?:were|was|are|is|(?:has|have|had) been) not (?:(?:adequate|sufficient|designed|maintained)(?:,? (?:and|or|nor) (?:(?:were|was|are|is|did|do|does) not )?))?(?:adequate|(?:operating|functioning|operated|designed|maintained) effectively|effective|operate effectively|function effectively)|(?:did|do|does) not (?:operate|function) effectively)\\b`) },
    {
      re: P("\\bconcluded that (?:they|these controls|such controls|those controls)(?: and procedures)? (?:were|was|are|is) (?:not effective|ineffective)\\b"),
      context: T("\\bcontrols\\b")
    },
    // controls maintained that were not effective: "… we did not maintain disclosure controls and procedures that were effective in providing
    // reasonable assurances …"
    { re: P(`\\b(?:did|does|has|have|had) not maintain(?:ed)? {CONTROLS} that (?:were|are|was|is) effective\\b`) },
    // "did not maintain effective internal control over financial reporting", not a weakness in one area
    // ("did not maintain effective internal controls over leasehold improvements": a material weakness)
    { re: P(`\\b(?:did|does|has|have|had) not maintain(?:ed)?,? (?:in all material respects, )?(?:effective|adequate) (?:internal controls?\\b(?! over (?!(?:our |its |the company's )?financial reporting\\b))|disclosure controls|ICFR\\b|DC&P\\b|controls? over (?:our |its |the company's )?financial reporting\\b)`) },
    // a clause between the conclusion and its object: "concluded that, due to our limited internal audit function and the absence of any
    // accounting staff, our disclosure controls were not effective"
    { re: P(`\\b(?:concluded|determined) that,?(?:,[^,;]{1,120},)?(?: {OWNER})? {CONTROLS} (?:[\\w'’,-]+ ){0,12}?(?:were|was) (?:not (?:entirely |fully |completely )?effective|ineffective)\\b`) },
    { re: P("\\bcontrols\\b[^.;]{0,160}?\\b(?:were|was) (?:also )?(?:determined|deemed|found|concluded) to (?:be|have been) (?:not effective|ineffective)\\b"), sections: CONTROLS_SECTIONS },
    // the conclusion joined to the deficiency it rests on: "… concluded that there were significant deficiency in our internal controls over Financial
    // reporting as of June 30, 2022 and they were therefore not as effective as they could be to ensure …"
    { re: P(`\\bconcluded that\\b[^.;]{0,160}?\\b{CONTROLS}\\b[^.;]{0,80}?\\band (?:they|these controls|such controls|it) (?:were|was|are|is) (?:therefore |thus |consequently |accordingly )?(?:not (?:as )?effective|ineffective)\\b`), sections: CONTROLS_SECTIONS, whole: true },
    // in the controls item, an evaluation's conclusion about "controls" in the present tense: "conducted an evaluation of the effectiveness of
    // the Company's internal control over financial reporting as of June 30, 2019 and determined that controls are ineffective"
    { re: P("\\b(?:concluded|determined|found)(?: that)? (?:the |our |its |such |these |those )?(?:company['’]s )?controls (?:(?:and procedures )?(?:[\\w'’,-]+ ){0,6}?)?(?:are|is|were|was) (?:not effective|ineffective)\\b"), sections: CONTROLS_SECTIONS },
    { re: P("\\b(?:ineffective|not effective) (?:design|operation|operating effectiveness|design and operation) of\\b"), sections: CONTROLS_SECTIONS },
    // "… we determined that our controls were not designed and operating effectively to ensure new tax regulatory requirements were identified …"
    { re: P("\\bcontrols\\b[^.;]{0,40}?\\b(?:were|was|are|is) not (?:(?:properly|adequately|appropriately) )?designed (?:and|or) operat(?:ing|ed) effectively\\b"), sections: CONTROLS_SECTIONS },
    // the controls said to show weaknesses and to be not effective, and a listed weakness that names them ineffective: "We believe that internal
    // controls over financial reporting as set forth above shows some weaknesses and are not effective.", "Ineffective controls over financial reporting.",
    // "… ; and ● Ineffective controls over period end financial disclosure and reporting processes"
    { re: P(`\\b{CONTROLS}\\b[^.;]{0,80}?\\b(?:and|but) (?:are|were|is|was) (?:not effective|ineffective)\\b|^\\W*(?:\\(?(?:\\d{1,2}|[a-h]|[ivx]{1,4})[.)] ?)?ineffective (?:internal )?controls? over (?:our |its )?financial reporting\\b|(?:^|;\\s*(?:and\\s*)?)[\\s•●▪■◦·–-]*(?:\\(?(?:\\d{1,2}|[a-h]|[ivx]{1,4})[.)] ?)?ineffective controls over (?:the )?period[\\s-]end financial (?:disclosure|close|reporting)\\b`), sections: CONTROLS_SECTIONS }
  ]
}
