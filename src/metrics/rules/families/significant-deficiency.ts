/** The significant deficiency flag's triggers (see ../engine.ts for how a trigger is read and guarded). */
import { trigger as P, sentenceTest as T } from "../compile.js"
import { FOUND_THEN_REMEDIATED_RE, remediated } from "../guards.js"
import { CONTROLS_SECTIONS } from "../scopes.js"
import type { FlagRule } from "../types.js"

export const significantDeficiency: FlagRule = {
  flag: "significant_deficiency_flag",
  gate: /significant\s+deficienc|reportable\s+condition/gi,
  triggers: [
    { re: P(`\\b(?:identified|discovered|determined|concluded|found|noted) (?:that )?(?:there (?:was|were|is|are|existed) )?(?:{DET} )?(?:additional |new |other |previously (?:reported|disclosed) )?{SD}\\b`) },
    { re: P(`\\b{SD} (?:[\\w'’-]+ ){0,8}?(?:was|were|has been|have been|had been) identified\\b`) },
    // named beside weaknesses as what a conclusion rests on or what was found: "… not effective as of August 31, 2023, due to the material
    // weaknesses and significant deficiencies described below", "… because it identified the following material weakness and significant deficiencies:"
    { re: P(`\\b(?:due to|because of|as a result of|resulting from) (?:the |these |such )?(?:following )?{MW},? and {SD}\\b`), context: T("\\bnot effective\\b|\\bineffective\\b") },
    { re: P(`\\b(?:identified|discovered|noted|found) (?:the following |the |these )?{MW},? and {SD}\\b`) },
    { re: P(`\\b(?:a|the|this|these|such|our|its|two|three) {SD} (?:existed|exists|exist|remains?|remained|(?:has|have|had) not (?:yet )?been (?:fully )?remediated)\\b`) },
    { re: P(`\\b(?:constitutes?|constituted|represents?|represented|amounts? to|amounted to) (?:a )?{SD}\\b`) },
    { re: P(`\\b(?:remediate|remediating|remediation of|remediation plans? for) (?:the|this|these|such|our|its) (?:[\\w-]+ ){0,2}?{SD}\\b`) },
    { re: P(`\\b(?:previously (?:reported|disclosed|identified)|unremediated) {SD}\\b`) },
    // beside a stated deficiency, the caution that presupposes it: "… there are no assurances that the material weaknesses and significant
    // deficiencies in our disclosure controls and procedures … will not result in errors …"
    { re: P(`\\bno assurances? that the (?:(?:material weakness(?:es)?|weaknesses),? and )?{SD}\\b`), carried: true },
    // what the deficiency was, in the controls item: "The significant deficiency in our controls and procedure were lack of formal documents …"
    { re: P(`^\\W*the {SD} (?:in|of|identified in|identified by|we identified|that we identified) (?:[\\w'’,-]+ ){0,8}?(?:was|were|is|are|consisted of|consists of|included|includes|related to|relates to) (?!not\\b|remediated\\b|resolved\\b|corrected\\b)`), sections: CONTROLS_SECTIONS },
    { re: P(`\\b(?:informed|advised|notified) (?:us|the company|management|(?:the |our |its )?audit committee)(?: and [\\w ]{1,30}?)? (?:of|that there (?:was|were|is|are)) (?:{DET} )?(?:[\\w-]+ )?{SD}\\b`) }
  ],
  suppress: (s) => remediated(s) && !FOUND_THEN_REMEDIATED_RE.test(s)
}
