/** The going concern flag's triggers (see ../engine.ts for how a trigger is read and guarded). */
import { trigger as P, sentenceTest as T } from "../compile.js"
import type { SectionKey } from "../../../domain/forms.js"
import type { FlagRule } from "../types.js"

/** Where the company tells its own condition (not its risk factors): MD&A and the going-concern note. */
const CONDITION_SECTIONS: ReadonlySet<SectionKey> = new Set<SectionKey>(["item_7_mdna", "item_2_mdna", "going_concern_note"])

const ALLEVIATED_RE = /\balleviat\w*/i
const NOT_ALLEVIATED_RE = T("\\bnot (?:been |be |sufficient to |enough to )?alleviat\\w*|\\bnot (?:yet )?alleviated")

export const goingConcern: FlagRule = {
  flag: "going_concern_flag",
  gate: /substantial\s+doubt|going[\s-]concern|continued existence|continuation of (?:our|its|the company['’]s) business/gi,
  triggers: [
    { re: P(`\\bsubstantial doubt (?:exists |existed |remains )?(?:about|as to|regarding|concerning|on|of) (?:our|its|the company{AP}s|the registrant{AP}s|[\\w&.]+{AP}s) (?:ability to continue|continued existence|continuation)`) },
    { re: P("\\bsubstantial doubt (?:exists|existed|remains|remained)\\b") },
    { re: P("\\b(?:raise|raises|raised|give rise to|gives rise to|gave rise to) substantial doubts?\\b") },
    { re: P("\\bsubstantial doubt (?:is|was) (?:deemed|considered|determined|believed|concluded) to exist\\b") },
    { re: P("\\bthere (?:is|was|exists|existed) substantial doubt\\b") },
    { re: P(`\\b(?:raise|raises|raised) (?:a |significant )?doubt (?:about|as to|regarding) (?:our|its|the company{AP}s) ability to (?:continue|operate|remain) as a going concern\\b`) },
    { re: P("\\bgoing[\\s-]concern[\"”’']? (?:explanatory paragraphs?|paragraphs?|qualifications?|opinions?|emphasis|uncertainty|doubts?|warnings?)\\b") },
    // the doubt in other words: "we are having great difficulty being able to continue as a going concern", an auditor's paragraph on it
    { re: P("\\b(?:(?:is|are|was|were) having|(?:have|has|had) had) (?:great |significant |substantial |serious |considerable )?difficult(?:y|ies) (?:in )?(?:being able to |to )?continue as a going concern\\b") },
    { re: P("\\bexplanatory paragraph (?:[\\w'’-]+ ){0,10}?(?:going[\\s-]concern|substantial doubt)\\b") },
    // a going on that hangs on a bankruptcy court: "… continue as a going concern is contingent upon … the Bankruptcy Court’s approval of the Company’s Chapter 11 plan"
    { re: P("\\bability to continue as a going concern (?:is|remains) (?:highly |substantially |entirely )?(?:dependent|contingent|conditioned) (?:up)?on\\b[^.;]{0,250}?\\b(?:chapter 11|bankruptcy court|plan of reorganization|reorganization plan|emerg\\w* from bankruptcy)\\b") },
    // in MD&A, the company's existence hung on financing or a merger: "Our continued existence is dependent upon our ability to successfully merge with a
    // financially viable company, or … obtain additional capital", "The continuation of our business is dependent upon our ability: (i) to comply with …"
    {
      re: P(`\\b(?:(?:our|its|the company{AP}s) continued existence|the continuation of (?:our|its|the company{AP}s) business) (?:is|remains) (?:highly |substantially |entirely )?(?:dependent|contingent) (?:up)?on (?:our|its|the company{AP}s) ability\\b`),
      sections: CONDITION_SECTIONS,
      context: T("\\b(?:merge|merger|financing|capital|funding|borrowing|lenders?|credit facility|forbearance|losses|deficit)\\b")
    },
    // after a stated doubt, what the company's going on depends on: "The ability of the Company to continue as a going concern is dependent upon …"
    { re: P(`\\b(?:our|its|the company{AP}s|the ability (?:of (?:the company|us) )?to continue as a going concern) (?:ability to continue as a going concern |continuation as a going concern |continued existence )?(?:is|remains) (?:highly |substantially |entirely )?(?:dependent|contingent|conditioned|subject) (?:up)?on\\b`), carried: true }
  ],
  suppress: (s) => ALLEVIATED_RE.test(s) && !NOT_ALLEVIATED_RE.test(s)
}
