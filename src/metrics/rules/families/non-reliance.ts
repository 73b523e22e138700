/** The non reliance flag's triggers (see ../engine.ts for how a trigger is read and guarded). */
import { trigger as P, sentenceTest as T } from "../compile.js"
import type { FlagRule } from "../types.js"

const PREDICTIVE_USE_RE = T(
  "\\bas (?:an? )?(?:indicat\\w*|predict\\w*|guarantee\\w*|representing|representative|substitute|measure|forecast\\w*|projection\\w*)\\b"
)

export const nonReliance: FlagRule = {
  flag: "non_reliance_flag",
  gate: /relied|reliance|rely|reliable|conclusion|determination/gi,
  triggers: [
    {
      re: P("\\b(?:should|could|can|may) (?:no longer|not) be relied (?:up)?on\\b|\\b(?:were|was|are|is) (?:no longer |not )to be relied (?:up)?on\\b"),
      context: T("\\b(?:financial statements|audit report|auditor['’]?s? report|report of (?:the |our |its )?independent|financial results|interim review|earnings releases?|quarterly reports?|annual reports?)\\b"),
      unless: T("\\bforward[\\s-]looking\\b")
    },
    {
      re: P(`\\bshould (?:no longer|not) rely (?:up)?on (?:{COMPANYS} |our |its |the |any )?(?:previously (?:issued|filed|reported) )(?:[\\w'’-]+ ){0,4}?(?:financial statements|audit reports?|auditor{AP}s reports?)\\b`)
    },
    // a conclusion that holds its own modal (or the 8-K that disclosed "its conclusion that certain of its previously issued … financial
    // statements … should no longer be relied upon"): "the Audit Committee concluded that the financial statements … should be restated and should no
    // longer be relied upon", "investors should no longer rely upon our financial statements for the quarters ended …"
    {
      re: P("\\b(?:concluded|determined|decided|(?:its|our|the) (?:conclusion|determination) that)\\b[^.;]{0,500}?\\bshould (?:no longer|not) be relied (?:up)?on\\b"),
      context: T("\\b(?:financial statements|audit report|auditor['’]?s? report|report of (?:the |our |its )?independent|financial results|interim review|earnings releases?|quarterly reports?|annual reports?)\\b"),
      unless: T("\\bforward[\\s-]looking\\b")
    },
    { re: P(`\\bshould (?:no longer|not) rely (?:up)?on (?:{COMPANYS} |our |its |the )(?:[\\w'’-]+ ){0,3}?financial statements (?:for|as of|included|of)\\b`), unless: T("\\bforward[\\s-]looking\\b") },
    { re: P("\\bnon[\\s-]?reliance on (?:the )?(?:previously issued|prior|previously filed)\\b") },
    // the periods whose statements are no longer relied upon, named as a defined term: "the impact of the restatement … for the Non-Reliance Periods"
    { re: P("\\bnon[\\s-]?reliance (?:periods?|financial statements|filings|reports)\\b") },
    { re: P("\\b(?:are|were|is|was) (?:no longer|not) reliable\\b"), context: T("\\b(?:financial statements|audit reports?|financial results|restat\\w*)\\b") },
    // beside a stated non-reliance, the conclusion discussed with the auditor, as the filing of it requires: "The Audit and Finance Committee and
    // management also discussed this conclusion with the Company’s independent registered public accounting firm", "We reached our conclusion
    // after consultation with our Audit Committee and a joint discussion with our independent registered public accounting firm"
    {
      re: P("\\b(?:discussed|reviewed) (?:this|the|these|such|that) (?:conclusions?|determinations?|matters) (?:[\\w ]{0,40}?)?with (?:{COMPANYS} |our |its |the )?independent (?:registered public accounting firm|auditors?|accountants)\\b|\\b(?:reached|made) (?:our|its|this|the|that) (?:conclusion|determination)\\b[^.;]{0,120}?\\b(?:consultation|discussions?) with\\b[^.;]{0,80}?\\b(?:independent registered public accounting firm|independent auditors?|independent accountants)\\b"),
      carried: true
    }
  ],
  // "...should not be relied upon as an indication of future performance" is a caution
  suppress: (s) => PREDICTIVE_USE_RE.test(s)
}
