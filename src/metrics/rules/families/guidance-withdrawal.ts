/** The guidance withdrawal flag's triggers (see ../engine.ts for how a trigger is read and guarded). */
import { trigger as P } from "../compile.js"
import type { FlagRule } from "../types.js"

export const guidanceWithdrawal: FlagRule = {
  flag: "guidance_withdrawal_flag",
  gate: /guidance|outlook|forecast|targets/gi,
  triggers: [
    { re: P(`\\b(?:withdrew|withdrawn|withdrawing|withdraws|suspended|suspending|suspends|rescinded|retracted|pulled) {GUIDANCE_ADJ}(?:guidance|outlook|forecasts?|financial targets)\\b`) },
    { re: P(`\\b(?:guidance|outlook|forecasts?) (?:[\\w'’-]+ ){0,4}?(?:is|was|has been|have been|are|were) (?:hereby )?(?:withdrawn|suspended|rescinded)\\b`) },
    { re: P("\\b(?:no longer|will not be|will not|is not|are not) provid(?:e|ing) (?:any |its |our )?(?:[\\w'’-]+ ){0,3}?(?:guidance|outlook)\\b") }
  ]
}
