/** The material weakness flag's triggers (see ../engine.ts for how a trigger is read and guarded). */
import { trigger as P, sentenceTest as T } from "../compile.js"
import { CONTROLS_SECTIONS } from "../scopes.js"
import { FOUND_THEN_REMEDIATED_RE, remediated } from "../guards.js"
import type { FlagRule } from "../types.js"

/** What opens a listed weakness's line: spaces and bullets, then perhaps its number or letter ("(2) ", "b) ", "iv. "). */
const LIST_LEAD = "^[\\s•●▪■◦·–-]*"
const ITEM_NUMBER = "\\(?(?:\\d{1,2}|[a-h]|[ivx]{1,4})[.)] ?"

export const materialWeakness: FlagRule = {
  flag: "material_weakness_flag",
  listsAnywhere: true,
  gate: /weakness|material deficienc|limited (?:experience|expertise)|\bhired\b|overhauled|\bengaged\b|\bretained\b|will (?:look to |continue to )?(?:implement|design|establish|hire|engage|enhance|increase) |not operate effectively|dominat|separate the responsibilities|accounting consulting services|expand our (?:current )?board|remedial actions can be realized|governance responsibilities are performed|(?:segregation|separation) of duties|financial reporting is (?:carried out|performed|prepared) by|written consent without meetings|not have (?:adequate|sufficient|enough) (?:accounting |financial )?(?:resources|staff|personnel)|no assurances? that the material weakness|no (?:IT|information technology) controls in place|segregat(?:e|ing) duties|third[- ]party (?:independent )?(?:contractor|consultant)|deficiencies (?:that )?existed|(?:plans?|intends?) to (?:continue to )?(?:create|add|hire|appoint|increase|establish|engage|retain|take steps)|(?:initiatives|measures) (?:will|would) be|limited controls over|not (?:yet )?established (?:an? )?(?:independent |functioning )?audit committee|internal controls? weaknesses|segregat\w* of (?:[\w-]+ (?:and )?){1,4}duties|capacity of (?:the|an|our) audit committee|(?:majority|solely|entirely|only) of independent directors|lacks? (?:an? )?(?:adequate|appropriate|sufficient|proper|effective|formal|independent|qualified)|(?:insufficient|inadequate|limited) (?:[\w-]+ ){0,2}?(?:staff|personnel|resources)|(?:address|remediate|remedy|correct) (?:this|these|such|the) deficienc|will be (?:implemented|completed)|\bno (?:formal|independent|segregation|functioning|audit committee)|fail(?:ing|ed|ure) to (?:(?:fully|properly|adequately) )?(?:have|maintain|establish|design|implement|segregate|evaluate|demonstrate)|do not have (?:a |an |any )?(?:formal|written|documented)|remediation (?:actions|efforts|measures|steps|plan)|be considered remediated|(?<=\n[\s•●▪■◦·–-]*(?:\(?(?:\d{1,2}|[a-h]|[ivx]{1,4})[.)] ?)?)(?:implement|design|redesign|enhanc|expand|hir|appoint|adopt|engag|perform|develop|establish|improv|examin|investment|train|formaliz|document|strengthen|augment|upgrad|add|retain|creat|evaluat)|reasonable possibility|additional (?:analys|procedures)|remediation (?:will|is expected|should)|(?:has|have|had) no (?:formal|written|documented)|deficient|lack of|insufficient|inadequate|ineffective|absence of|did not maintain|(?:has|have|had|does|did|do) not (?:(?:sufficiently|adequately|effectively|properly|formally) )?(?:design|implement|maintain|have|establish|create|train|ensure|adopt|document|perform|develop)/gi,
  triggers: [
    { re: P(`\\b(?:identified|discovered|determined|concluded|found|noted|reported) (?:that )?(?:there (?:was|were|is|are|existed) )?(?:{DET} )?(?:following )?(?:(?:two|three|four|five|six|seven|several|multiple|\\d+) )?(?:additional |new |other |current |previously (?:reported|disclosed) )?{MW}\\b`) },
    { re: P(`\\b{MW} (?:[\\w'’-]+ ){0,8}?(?:was|were|has been|have been|had been) identified\\b`) },
    // the weakness had, told with "there is", the company or its controls as subject: "There is a material weakness in our internal control
    // …", "The Company has a material weakness in …", "our internal control over financial reporting had a material weakness related to …",
    // "our internal controls contain material weaknesses due to …"
    { re: P(`\\b(?:there (?:is|are|was|were|exists?|existed|remains?|remained)|{SELF} (?:has|have|had|continues? to have|continued to have|still (?:has|have))|{CONTROLS} (?:has|have|had|contained|contains?|included|includes)) (?:a |an |one |two |three |four |five |several |multiple |certain |the following )?(?:(?:additional|other|new|unremediated|remaining|separate) )?{MW}\\b`) },
    // a weakness already named, told by what it relates to or by its nature: "The material weakness relates to the following:", "This material
    // weakness also relates to a lack of personnel with expertise …", "Due to the nature of this material weakness in our internal control over
    // financial reporting, there is more than a remote likelihood …", "Relating to the second material weakness, we are in the process of implementing a plan …"
    // (the definite article, a demonstrative or an ordinal: not the standard's "A material weakness is …")
    { re: P(`\\b(?:the|this|these|such|each|that) {MW} (?:also )?(?:relates?|related) to\\b|\\bdue to the nature of (?:the|this|these|such) {MW}\\b|\\b(?:related|relating) to the (?:first|second|third|fourth|other|latter|former) {MW}\\b`) },
    // a weakness found by a review, existing, or not yet remediated: "Such a review resulted in identification of material weaknesses in our internal
    // controls …", "… and that material weaknesses existed in the following areas as of June 30, 2022:", "While we have not yet remediated these
    // material weaknesses, we will continue our remediation efforts …"
    { re: P(`\\bresulted in (?:the )?identification of (?:a |several |certain |two |three )?{MW}\\b|\\bthat (?:a |certain |several )?{MW} (?:existed|exist|exists)\\b|\\b(?:have|has) not (?:yet )?(?:fully )?remediated (?:these|the|this|such|our|its) {MW}\\b`) },
    // the weakness in the standard's words, controls over one area not maintained: "We did not maintain effective controls over the accounting
    // for income taxes", "the Company did not design and maintain effective information technology general controls for …" (controls over
    // financial reporting as a whole are the conclusion, not a weakness; a significant deficiency is no material weakness)
    {
      re: P(`\\b(?:{SELF_DEFINED}|management|it) (?:did|has|have|had) not (?:properly |adequately |sufficiently |effectively )?(?:(?:design|implement|establish|maintain|operate)(?:ed)?(?:,? (?:and|or)|,) ){0,3}(?:maintain|design|implement|establish|operate|have)(?:ed)? (?:effective|adequate|sufficient|appropriate) (?:internal )?(?:(?:information technology|IT|entity[\\s-]level|process[\\s-]level|review|general|application|user access|program change|manual|monitoring|period[\\s-]end|financial close) )*controls? (?:and procedures )?(?:(?:designed|in place|implemented|operating)(?: (?:and|or) (?:designed|in place|implemented|operating(?: effectively)?))? )?(?!over (?:our |its |{COMPANYS} )?financial reporting\\b)(?:over|related to|relating to|regarding|with respect to|for|in|to ensure|to (?:properly |timely |adequately |appropriately )?(?:identify|assess|evaluate|account for|review|prevent|detect|record|recognize|reconcile|analyze|support))\\b`),
      unless: T("{SD}|\\bcontrol deficienc(?:y|ies) that (?:did|does|do) not\\b")
    },
    // … or one component of the control framework not maintained: "We concluded that we did not design and implement effective monitoring activities
    // related to …", "We concluded that we did not have effective control activities in the following areas", "the Company did not maintain an
    // effective control environment"
    {
      re: P(`\\b(?:{SELF_DEFINED}|management|it) (?:did|has|have|had) not (?:(?:design|implement|establish|maintain|operate)(?:ed)?(?:,? (?:and|or)|,) ){0,3}(?:maintain|design|implement|establish|operate|have)(?:ed)? (?:an? )?(?:effective|adequate|sufficient|appropriate) (?:control environment|control activities|monitoring activities|risk assessment(?: process)?|information and communication)\\b`),
      unless: T("{SD}")
    },
    // the same with the shortfall told by an adverb or a precision: "The Company did not sufficiently design and implement controls related to
    // revenue recognition", "we did not implement and design controls at an appropriate level of precision to …"
    {
      re: P(`\\b(?:{SELF_DEFINED}|management|it) (?:did|has|have|had) not (?:(?:sufficiently|adequately|effectively|properly) (?:(?:design|implement|establish|maintain)(?:ed)?(?:,? (?:and|or)|,) ){0,3}(?:maintain|design|implement|establish|operate)(?:ed)? (?:internal )?controls? (?:over|related to|relating to|regarding|with respect to|for|in)|(?:(?:design|implement|establish|maintain)(?:ed)?(?:,? (?:and|or)|,) ){0,3}(?:maintain|design|implement|establish|operate)(?:ed)? (?:internal )?controls? at an? (?:appropriate|sufficient) level of precision)\\b`),
      unless: T("{SD}|\\bcontrol deficienc(?:y|ies) that (?:did|does|do) not\\b")
    },
    // a weakness told by when it was found, and one assessed or to be considered remediated only later: "management identified during the
    // preparation of our unaudited consolidated financial statements for the three and nine months ended March 31, 2023 a material weakness …",
    // "We assessed the material weakness as not fully remediated …", "We will consider the material weakness remediated after …", "control
    // deficiencies contributing to the material weakness"
    { re: P(`\\b(?:identified|discovered|determined|found)(?: and (?:disclosed|reported))? (?:during|in|as part of|while|when|through) [^.;]{0,140}?\\b(?:a|an|two|three|four|several|multiple) (?:[\\w-]+ )?{MW}\\b`), unless: T("\\b(?:not|no|any)\\b[^.;]{0,140}?\\b{MW}") },
    { re: P(`\\b(?:assessed|considered|deemed|determined) (?:the|this|these|such|our|its) {MW} (?:as|to be) not (?:yet )?(?:fully )?remediated\\b|\\b(?:will|would) (?:only )?consider (?:the|this|these|such|our|its) {MW} (?:to be |as )?(?:fully )?remediated (?:after|once|when|only)\\b|\\bdeficienc(?:y|ies) contributing to (?:the|this|these|such|our|its) {MW}\\b`) },
    // a deficiency found to be a weakness, and a conclusion that names a weakness as its cause: "The lack of an effective control environment
    // has been identified as a material weakness", "… internal control over financial reporting was not effective as of December 31, 2017 due to
    // a lack of segregation of duties and adequate personnel"
    // (one "determined to be" or "considered to be" a weakness is read by the rule for deficiencies deemed weaknesses below)
    { re: P(`\\b(?:has|have|had|was|were) (?:been )?(?:identified|determined|deemed|considered|classified|assessed) as (?:a |an )?(?:[\\w-]+ )?{MW}\\b`) },
    // … and told actively of what was just described: "our management has considered this as a material weakness"
    { re: P(`\\b(?:has |have |had )?(?:considered|deemed|determined|classified|assessed|regarded|identified) (?:this|these|that|those|it|them|such (?:[\\w-]+ )?(?:deficienc(?:y|ies)|matters?|conditions?)) (?:as|to be|to constitute) (?:a |an )?(?:[\\w-]+ )?{MW}\\b`) },
    {
      re: P(`\\bnot effective\\b[^.;]{0,80}?\\b(?:due to|because of|as a result of) (?:a |an |the |our )?(?:lack of|insufficient|inadequate|absence of|limited) (?:[\\w-]+ ){0,3}?(?:segregation|personnel|accounting (?:staff|personnel|resources)|resources|staff)\\b`),
      sections: CONTROLS_SECTIONS
    },
    // a weakness the company does not believe remediated, and one named by a list item's heading: "… we do not believe such weaknesses have been
    // remediated …", "· Material Weakness - Inadequate segregation of duties."
    { re: P(`\\b(?:do|does|did) not believe (?:that )?(?:the|these|those|such|our|its|this) (?:{MW}|weakness(?:es)?) (?:have|has) been (?:fully )?remediated\\b|^[\\s•●▪■◦·-]*{MW}\\s*[-–—:]\\s*(?=\\w)`) },
    // a weakness an assessment did identify, and the weaknesses management noted, as a list's lead-in: "Since the assessment of the effectiveness of our
    // internal control over financial reporting did identify a material weakness, …", "Material weaknesses noted by our management include:"
    { re: P(`\\b(?:did|does) identify (?:a |an |two |three |several |certain )?(?:[\\w-]+ )?{MW}\\b|^\\W*{MW} (?:noted|identified|found|observed) by (?:our |the )?(?:management|company|auditors?)\\b`), sections: CONTROLS_SECTIONS },
    // a weakness not yet remediated, whatever is said of it between: "the material weakness over the financial close process that we previously identified has not been remediated"
    { re: P(`\\b(?:the|this|these|such|our|its|a) {MW}\\b[^.;]{0,140}?\\b(?:has|have|had) not (?:yet )?been (?:fully )?remediated\\b`) },
    { re: P(`\\b(?:a|the|this|these|such|our|its|two|three) {MW} (?:existed|exists|exist|remains?|remained|continues? to exist|(?:has|have|had) not (?:yet )?been (?:fully )?remediated|was not remediated|were not remediated)\\b`) },
    { re: P(`\\b(?:because of|due to|as a result of|in light of|resulting from|caused by|based (?:up)?on) (?:the|this|these|such|our|its|two|three|certain) (?:[\\w-]+ ){0,2}?{MW}\\b`) },
    // the weakness named by its finding or existence: "… not effective because of the identification of a material weakness in our internal
    // control …", "Due to the existence of these material weaknesses, our management … concluded …", "Following identification of the
    // material weakness …", "the material weakness identified during the quarter", "This material weakness did not result in any identified
    // material misstatements …", and the lead-in to a list of them: "… based on the following material weaknesses noted by management:"
    { re: P(`\\b(?:because of|due to|as a result of|based (?:up)?on|in light of|following|after|upon) (?:the )?(?:identification|existence|presence|discovery) of (?:a|an|the|these|this|such|two|three|four|several|multiple|certain) (?:[\\w-]+ )?{MW}\\b`) },
    { re: P(`\\b(?:the|this|these|such) {MW} (?:that (?:was|were) )?identified (?:during|in|as of|at)\\b|\\b(?:the|this|these|such) {MW} (?:did|does|do) not result in\\b`) },
    { re: P(`\\bthe following (?:(?:two|three|four|five|six|seven|several|identified|specific) )?{MW}(?: (?:noted|identified|reported|found)(?: by [\\w ]{1,40}?)?)?\\s*:`) },
    {
      re: P(`\\b(?:because of|due to|as a result of|resulting from) (?:a|an) (?:[\\w-]+ ){0,2}?{MW}\\b`),
      context: T("\\bnot effective\\b|\\bineffective\\b|\\bdid not maintain\\b")
    },
    { re: P(`\\b(?:remediate|remediating|mitigate|mitigating|address|addressing|eliminate|eliminating|rectify|rectifying|remedy|remedying|remediation of|remediation plans? for|remediation (?:efforts|activities|work|process|measures) (?:related to|for|regarding|to (?:resolve|address|remediate|correct|cure))|remediation of|in response to) (?:the|this|these|such|our|its|each|certain|{COMPANYS}) (?:[\\w-]+ ){0,2}?{MW}\\b`) },
    // controls sections: the conclusion's cause without a determiner or with "a" ("concluded that due solely to a material weakness in our internal
    // controls over financial reporting …, our disclosure controls and procedures were not effective"), and remediation plans addressing the weaknesses
    {
      re: P(`\\b(?:because of|due (?:solely |primarily |principally |in part |partly )?to|as a result of|resulting from) (?:the following |a )?{MW}(?: (?:in|of|over|related to|relating to|identified|resulting from|arising from|caused by)\\b|,? which\\b|\\s*:)`),
      context: T("\\bnot effective\\b|\\bineffective(?:ness)?\\b|\\bdid not maintain\\b"),
      sections: CONTROLS_SECTIONS
    },
    { re: P(`\\b(?:remediation|remedial) (?:plans?|efforts|measures|actions|steps) (?:designed )?to (?:address|remediate|correct) (?:the|these|those|such|our|its|each|both) (?:[\\w-]+ ){0,2}?{MW}\\b`), sections: CONTROLS_SECTIONS },
    { re: P(`\\b(?:previously (?:reported|disclosed|identified)|existing|identified|unremediated) {MW}\\b`) },
    // "The following is a description of the material weakness identified:", "Despite the existence of material weaknesses, the Company believes …"
    { re: P(`\\bdescription of the (?:[\\w-]+ )?{MW}\\b|\\b(?:despite|notwithstanding) the existence of (?:the |these |such )?{MW}\\b`) },
    // "The material weaknesses identified by management are: …", "our auditors informed us of a material weakness relating to …"
    { re: P(`\\bthe (?:(?:specific|particular|remaining|principal|following) )?{MW} (?:identified|noted|found)(?: by [\\w ]{1,40}?)? (?:are|were|include|included|consist|consisted|(?:is|was) as follows)\\b`) },
    { re: P(`\\b(?:informed|advised|notified) (?:us|the company|management|(?:the |our |its )?audit committee)(?: and [\\w ]{1,30}?)? (?:of|that there (?:was|were|is|are)) (?:{DET} )?(?:[\\w-]+ )?{MW}\\b`) },
    // "we concluded that our internal control over financial reporting contained material weaknesses"
    { re: P(`\\b(?:concluded|determined|found) that (?:our|its|the company['’]s) {CONTROLS} (?:contained|contains|had|has) (?:{DET} )?(?!(?:no|any|not)\\b)(?:[\\w-]+ )?{MW}\\b`) },
    // "the material weaknesses … will not be considered remediated until …": they exist
    // … and the controls not yet run long enough to conclude it: "… the controls have not been designed and/or operated for a sufficient amount of
    // time to conclude that the material weaknesses have been remediated"
    { re: P(`\\b(?:the|these|such|its|our|this) (?:{MW}|weakness(?:es)?)\\b[^.;]{0,80}?\\b(?:will not|cannot|can ?not|would not) be considered (?:fully )?remediated\\b|\\bnot (?:yet )?(?:been )?[^.;]{0,60}?\\bfor a sufficient (?:period|amount|length) of time to conclude that (?:the|these|such|its|our|this) (?:{MW}|weakness(?:es)?) (?:has|have) been (?:fully )?remediated\\b`) },
    { re: P(`\\b{MW} (?:described|identified|discussed|referenced|noted|set forth|listed|outlined) (?:above|below|in|herein)\\b`) },
    // the weakness told by what it related to or what led to it, found as such by name, or as the company's inability to segregate duties: "The
    // material weakness related primarily to the implementation of a new Enterprise Resource Planning (ERP) system", "… the control deficiencies
    // that led to the material weakness", "Management identified segregation of duties & maintenance of current accounting records as material
    // weaknesses in internal control over financial reporting", "We were unable to maintain any segregation of duties within our financial operations …"
    { re: P(`\\bthe {MW} (?:identified )?(?:related|relates) (?:primarily |principally |mainly |largely |specifically )to\\b|\\bdeficienc(?:y|ies) (?:that|which) (?:led|gave rise|contributed) to the {MW}\\b|\\b(?:identified|determined|deemed|classified|concluded) (?!(?:it|that|this|them|these|such)\\b)[^.;]{1,120}? as (?:a |an )?{MW}\\b`) },
    // the shell filer's standard words: "This was due to deficiencies that existed in the design or operation of our internal controls over financial
    // reporting that adversely affected our internal controls …" (or the sentence opening "Deficiencies existed in …"), "… our internal control over
    // financial reporting had the following material deficiencies:", "… the lack of a functioning audit committee and lack of a majority of outside
    // directors on the Companys board of directors, results in ineffective oversight in the establishment and monitoring of required internal
    // controls and procedures"; and weaknesses "identified above", and the review of controls "related to these material weaknesses"
    { re: P("(?:\\bdue to (?:the )?|^\\W*)deficiencies (?:that )?existed in the design or operation of (?:our|its|{COMPANYS}) internal controls? over financial reporting\\b|\\b(?:had|has|have|contained|contains) the following material deficienc(?:y|ies)\\b|\\b(?:related|relating) to (?:these|the identified|such|those) {MW}\\b"), sections: CONTROLS_SECTIONS },
    { re: P("\\b{OVERSIGHT_LACKING}\\b"), sections: CONTROLS_SECTIONS, whole: true },
    { re: P("\\b(?:were|are|was|is) unable to (?:maintain|achieve|ensure|provide) (?:any |adequate |proper |appropriate |sufficient )?segregation of duties\\b|\\b(?:management|we|the company) (?:has |have |had )?identified (?:a |an )?(?:lack|absence) of\\b"), sections: CONTROLS_SECTIONS },
    // beside a stated weakness in the controls sections, what the weaknesses are put down to, and a lack told with "there is": "These weaknesses
    // are due to our inadequate staffing during the period …", "Such weaknesses and deficiencies are principally caused by our lack of employees
    // and financial resources", "There is a lack of formal documentation of internal control policies and procedures."
    {
      re: P("\\b(?:these|such|those|the) (?:material )?weaknesses(?: and deficiencies)? (?:are|were) (?:principally |primarily |mainly |largely )?(?:due to|caused by|the result of|attributable to)\\b|^\\W*(?:(?:as a result|accordingly|consequently|therefore|in addition|additionally|furthermore|further|moreover|also),? )?there (?:is|was|are|were) (?:also )?(?:a |an )?(?:lack|absence) of\\b|\\b(?:our|its|the company{AP}s) (?:internal )?controls? (?:[\\w-]+ ){0,4}?(?:did|does|do) not operate effectively\\b|\\b(?:mitigate|address|addressed|cure|remedy|remediate|overcome|correct|rectify|eliminate) (?:this|these|the|such|some of the|the aforementioned|the identified|the above) (?:(?:identified|aforementioned|above) )?weakness(?:es)?\\b|\\bthe weaknesses (?:identified|described|noted|listed|set forth) (?:above|below)\\b|\\bremediation (?:actions|efforts|measures|steps|plans?)\\b[^.;]{0,60}?\\binclude\\b[^.;]{0,40}?:\\s*$"),
      sections: CONTROLS_SECTIONS,
      carried: true
    },
    // a weakness presupposed by what is said in spite of it: "Notwithstanding our material weakness, we have concluded that the financial
    // statements … fairly present …", "Despite the existence of these material weaknesses, the Company believes …"
    { re: P(`\\b(?:notwithstanding|despite) (?:the (?:existence|identification|presence) of )?(?:the|our|its|these|this|such|those|{COMPANYS}) (?:(?:identified|remaining|unremediated|reported|above|aforementioned|existing) )?{MW}\\b`) },
    // the standard's measure of a weakness stated as met by the deficiencies: "However, the deficiencies created a reasonable possibility that
    // material misstatements to the consolidated financial statements would not be prevented or detected on a timely basis."
    {
      re: P(`\\b(?:the|these|this|such|those) (?:control |internal control )?deficienc(?:y|ies) (?:created|create|creates|resulted in|result in) a reasonable possibility that (?:a )?material misstatements?\\b[^.;]{0,160}?\\b(?:would|will|could) not be (?:prevented|detected)(?: or (?:prevented|detected))?`)
    },
    // beside a stated weakness in the controls sections, the work done because of it and its remediation's end: "Management has analyzed the
    // material weaknesses and performed additional analysis and procedures …", "To address these material weakness, management performed
    // additional procedures to ensure …", "We anticipate that the remediation will be completed during fiscal year 2024."
    {
      re: P(`\\b(?:performed|conducted|completed|undertook|undertaken) (?:additional|supplemental|incremental|extensive) (?:[\\w-]+ )?(?:analys[ie]s|procedures|reviews?)\\b|\\bremediation (?:of (?:the|these|this|such|those) (?:[\\w-]+ ){0,3}?{MW} )?(?:will be|is expected to be|should be) (?:fully )?completed\\b`),
      sections: CONTROLS_SECTIONS,
      carried: true
    },
    // beside a stated weakness in the controls sections, the steps of its remediation listed as items of their own, each opening in lower case
    // after the plan's lead-in, or in capitals and closed by a semicolon: "implementing improved IT policies, procedures and control activities
    // for key systems …;", "examination of our current controls and identifying the root cause(s) for the deficiencies;", "Enhancing risk
    // assessment and control identification procedures for system implementations;" (a line in capitals that ends otherwise is a sentence of its own)
    {
      re: P(`${LIST_LEAD}(?:${ITEM_NUMBER})?(?:implement(?:ing|ed)?|design(?:ing|ed)?|redesign(?:ing|ed)?|enhanc(?:ing|ed|ement of)|expand(?:ing|ed)?|hir(?:ing|ed|e)|appoint(?:ing|ed)?|adopt(?:ing|ed)?|engag(?:ing|ed)|perform(?:ing|ed)?|develop(?:ing|ed)?|establish(?:ing|ed)?|improv(?:ing|ed)|examin(?:ing|ation of|ation and)|investments? (?:in|to)|train(?:ing|ed)?|formaliz(?:ing|ed)|document(?:ing|ed)|strengthen(?:ing|ed)?|augment(?:ing|ed)|upgrad(?:ing|ed)|add(?:ing|ed)|retain(?:ing|ed)|creat(?:ing|ed)|evaluat(?:ing|ed))\\b`),
      sections: CONTROLS_SECTIONS,
      unless: /^[\s•●▪■◦·–-]*(?:\(?(?:\d{1,2}|[a-h]|[ivx]{1,4})[.)] ?)?[A-Z](?![^]*;\s*(?:and|or)?\s*$)/,
      carried: true
    },
    // beside a stated weakness in the controls sections, a control the company lacks, told as a fact: "The Company has no formal control process
    // related to the identification and approval of related party transactions."
    {
      re: P(`\\b(?:we|the company|management) (?:also )?(?:(?:has|have|had) no |(?:does|do|did) not have (?:a |an |any )?)(?:formal|written|documented) (?:[\\w-]+ ){0,2}?(?:controls?|process(?:es)?|polic(?:y|ies)|procedures?)\\b`),
      sections: CONTROLS_SECTIONS,
      carried: true
    },
    // beside a stated weakness in the controls sections, the small filer's lack of segregated duties told in any words, and its standard account of
    // the weakness and its remedy: "The Companys management is composed of only one person, resulting in a situation where limitations on
    // segregation of duties exist.", "Currently, it is not feasible to hire additional staff to obtain optimal segregation of duties.", "The Company
    // utilizes a third-party independent contractor for the preparation of its financial statements.", "Because of the Companys limited resources,
    // there are limited controls over information processing.", "We plan to create a position to segregate duties consistent with control
    // objectives …", "We anticipate that these initiatives will be at least partially, if not fully, implemented by …", "Management believes these
    // weaknesses did not have a material effect on its financial results …"; and the governance and staff it lacks, the weaknesses it identified
    // without the word "material" and their remedy: "Currently, the board of directors acts in the capacity of the audit committee.", "Our Board of
    // Directors does not consist of a majority of independent directors", "The Company lacks adequate financial reporting capabilities", "we have
    // insufficient accounting staff resources", "We have identified certain weaknesses …", "The remediation efforts set out herein will be
    // implemented in the 2024 fiscal year.", "… will remedy the lack of a functioning audit committee …", duties not separated (as not segregated),
    // "Management is currently evaluating remediation plans for the above control deficiency.", "the Company implemented a remediation plan …", a listed weakness by its heading ("Accounting and
    // Finance Personnel Weaknesses - Our current accounting staff is relatively small …"), "… avenues for mitigating our internal controls weaknesses",
    // a small filer's listed lacks ("The Company does not have an independent board of directors or an audit committee.", "The Company does not have
    // written documentation of our internal control policies and procedures.", "All of the Company's financial reporting is carried out by a financial consultant.",
    // "Our Board of Directors acts primarily by written consent without meetings …", "We do not have adequate accounting resources - …", "Further there
    // are no IT controls in place to prevent changes to, or misstatement in, financial reporting.")
    {
      re: P(`\\b(?:segregat|separat)(?:ion|e|ing) (?:of )?(?:(?:[\\w-]+ (?:and )?){1,4})?duties\\b|\\bremediation (?:plans?|efforts|measures|steps) for the (?:above|aforementioned|foregoing|above-mentioned) (?:[\\w-]+ )?deficienc(?:y|ies)\\b|\\b(?:we|the company|management) (?:implemented|adopted|initiated|began implementing|has implemented|have implemented) (?:a|an|the|our|its) remediation plan\\b|^\\W*(?:[\\w&,]+ ){1,5}weakness(?:es)? ?[-–—:] |\\bthird[- ]party (?:independent )?(?:contractor|consultant)s?\\b[^.;]{0,60}?\\b(?:(?:for|with) the preparation of (?:its|our|the|{COMPANYS}) financial statements|not involved in the day[- ]to[- ]day)\\b|\\bthere (?:is|are|was|were) (?:only )?(?:limited|insufficient|inadequate) (?:[\\w-]+ ){0,2}?controls over\\b|^\\W*(?:(?:furthermore|in addition|additionally|also|accordingly|therefore|currently|however|specifically|and),? )?(?:we|the company|management) (?:plans?|intends?) to (?:continue to )?(?:create|add|hire|appoint|increase|establish|engage|retain|take steps)\\b|\\b(?:remediation|remedial) (?:efforts|measures|steps|initiatives|actions)\\b[^.;]{0,40}?\\bwill be (?:implemented|completed)\\b|\\b(?:identified|discovered|noted) (?:certain|several|some|these|such) weaknesses\\b|\\b(?:discovery|identification|existence) of (?:such|these|the|those) weaknesses\\b|\\b(?:any of )?(?:these|such|those) weaknesses (?:materially )?(?:affected|impacted)\\b|\\b(?:board of directors|directors) (?:acts?|serves?|functions?) (?:in the capacity of|as) (?:the|our|an) audit committee\\b|\\b(?:not|no longer) (?:comprised|composed) (?:solely |entirely |only )?of independent directors\\b|\\b(?:does|do) not (?:consist|include|have) (?:of )?a majority of independent directors\\b|\\b(?:we|the company) (?:do|does|did) not have (?:an? )?(?:independent |functioning |formal )?audit committee\\b|\\b(?:we|the company) (?:do|does|did) not have an independent board of directors or an audit committee\\b|\\b(?:we|the company) (?:do|does|did) not have (?:any )?written documentation of (?:our|its) internal control policies\\b|\\bfinancial reporting is (?:carried out|performed|prepared) by (?:a|an|our|one) (?:outside |external |part-time )?(?:financial |accounting )?consultant\\b|\\bboard of directors acts primarily by written consent without meetings\\b|\\b(?:we|the company) (?:do|does) not have (?:adequate|sufficient|enough) (?:accounting |financial )?(?:resources|staff|personnel)\\b|\\bthere (?:are|were) no (?:IT|information technology) controls in place\\b|\\b(?:has|have) not (?:yet )?established (?:an? )?(?:independent |functioning )?audit committee\\b|\\b(?:this|these|such|the) (?:material )?weakness(?:es)? (?:causes?|caused|contributed to|led to|resulted in)\\b|\\b(?:remediate|remediating|address|addressing|correct|correcting|remedy|remedying|mitigate|mitigating) (?:our|its|the|these) internal controls? weaknesses\\b|\\b(?:we|the company) (?:still |currently |also )?lacks? (?:an? )?(?:adequate|appropriate|sufficient|proper|effective|formal|independent|qualified)\\b|\\b(?:we|the company) (?:have|has) (?:insufficient|inadequate|limited) (?:[\\w-]+ ){0,2}?(?:staff|personnel|resources)\\b|\\b(?:address|remediate|remedy|correct) (?:this|these|such|the) deficienc(?:y|ies) in (?:its |our )?internal controls?\\b|\\b(?:will|would|to) (?:remedy|remediate|cure|correct|rectify) the lack of\\b|\\b(?:these|such|the|our) (?:initiatives|measures) (?:will|would) be (?:at least partially,? (?:if not fully,? )?|fully |substantially )?implemented\\b|\\b(?:these|the|such|those) (?:material )?weaknesses (?:did|do|does|have|has) not (?:have|had) (?:a |an |any )?(?:material )?(?:effect|impact)\\b`),
      sections: CONTROLS_SECTIONS,
      carried: true
    },
    // beside a stated weakness in the controls sections, what its remedy hangs on: "The remediation efforts set out in (i) are largely dependent upon our
    // company securing additional financing to cover the costs of implementing the changes required."
    {
      re: P("\\b(?:remediation|remedial) (?:efforts|measures|steps|initiatives|actions)\\b[^.;]{0,40}?\\b(?:are|is|will be|remain|remains) (?:largely |substantially |entirely |wholly |highly )?(?:dependent|contingent) (?:up)?on\\b"),
      sections: CONTROLS_SECTIONS,
      carried: true
    },
    // beside a stated weakness in the controls sections, the listed weakness of a management in few hands ("● Management dominated by a single
    // individual/small group without adequate compensating controls."), the shell filer's caution that presupposes it ("There are no assurances that
    // the material weaknesses and significant deficiencies in our disclosure controls and procedures … will not result in errors …") and its excuse
    // for it ("The weaknesses and the related risks are not uncommon in a company of our size …"), and remediation still under way ("These
    // remediation efforts are ongoing and include …", "… but remediation efforts are ongoing; …")
    {
      re: P(`\\b(?:management dominated by|domination of management by) (?:a single individual|a (?:limited|small) (?:number of individuals|group))\\b|\\bthere (?:are|is|can be) no assurances? that the {MW}\\b|\\bthe (?:material )?weaknesses and (?:the|their) related risks are not uncommon\\b|\\bremediation (?:efforts|activities|measures|process|work) (?:are|is|remains?) (?:still )?(?:ongoing|continuing|in progress|under ?way)\\b`),
      sections: CONTROLS_SECTIONS,
      carried: true
    },
    // beside a stated weakness in the controls sections, the shell filers' standard words for what it takes and what it leaves: "We may not be able
    // to fully remediate the material weakness until we commence operations …", "… this material weakness may not be overcome in the near term
    // due to our limited financial resources", "… which we believe mitigates the impact of the material weaknesses discussed above", "… our goal
    // is, upon consummation of a merger with a private operating company, to separate the responsibilities of principal executive officer and
    // principal financial officer …", "We will also seek to expand our current board of directors to include additional individuals …", "Until
    // such remedial actions can be realized, we will continue to rely on …", "Our corporate governance responsibilities are performed by the
    // Board of Directors, none of whom are independent …", "We expect to be materially dependent upon third parties to provide us with accounting
    // consulting services …, which we believe mitigates the impact of the material weaknesses discussed above" (the weakness presupposed, whatever
    // modal tells what comes of it; the two standard sentences that open with a hedge are read from their start)
    {
      re: P(`\\bmay not be able to (?:fully )?remediate (?:the|these|this|our|such) {MW}\\b|\\b(?:this|these|the|such) {MW} may not be overcome\\b|\\bmitigates? the impact of the {MW}\\b|^\\W*we expect to be materially dependent upon third parties to provide us with accounting consulting services\\b|^\\W*to the extent reasonably possible,[^.;]{0,200}?\\bto separate the responsibilities of (?:the |our )?principal executive officer\\b|\\bto separate the responsibilities of (?:the |our )?principal executive officer and (?:the |our )?principal financial officer\\b|\\bexpand our (?:current )?board of directors to include additional individuals\\b|\\buntil such remedial actions can be realized\\b|\\bgovernance responsibilities are performed by (?:the|our) board of directors,? none of whom are independent\\b`),
      sections: CONTROLS_SECTIONS,
      carried: true,
      whole: true
    },
    // beside a stated weakness in the controls sections, the weakness described as controls not designed ("Management did not design and implement
    // controls to assess the reliability of …"), and the work on it that presupposes it: "We are working to have the material weakness remediated as
    // soon as possible.", "Management will continue to execute the remediation steps outlined above until the material weakness is remediated.", "The
    // description of the material weakness has been updated to reflect information learned during the remediation process"
    {
      re: P(`^\\W*(?:management|we|the company) did not (?:design|maintain|implement)(?: (?:and|or) (?:implement|maintain|operate|design))? (?:effective |appropriate |adequate )?controls\\b|\\bworking to (?:have )?(?:the|this|these|our) {MW} remediated\\b|\\buntil the {MW} (?:is|are|has been|have been) (?:fully )?remediated\\b|\\bthe description of the {MW} has been updated\\b`),
      sections: CONTROLS_SECTIONS,
      carried: true
    },
    // the weaknesses a list's lead-in names, told as deemed or known: "Each of the following is deemed a material weakness in our internal control
    // over financial reporting:", "We are aware of the following material weaknesses in internal control that could adversely affect …"
    { re: P(`\\b(?:each of )?the following (?:is|are|was|were) (?:deemed|considered|identified as|determined to be) (?:a |an )?{MW}\\b|\\b(?:we are|management is|the company is) aware of (?:the following |the |these |certain |several |two |three )?(?:[\\w-]+ )?{MW}\\b`) },
    // controls concluded subject to weaknesses: "… our internal controls over financial reporting were not effective as of July 31, 2023 and were
    // subject to material weaknesses"
    { re: P(`\\b(?:were|was|are|is|remains?|remained) (?:also )?subject to (?:a |an |two |three |several |multiple |certain )?(?:[\\w-]+ )?{MW}\\b`) },
    // beside a stated weakness in the controls sections, the failures listed as items: "Failing to have an audit committee or other independent
    // committee that is independent of management …"
    // (with the company or its control environment as the item's subject: "● The Company failed to design and maintain effective controls over …",
    // "● The Company's control environment failed to demonstrate a commitment to …", "● The Company failed to fully evaluate ASU2016-13 …")
    { re: P(`${LIST_LEAD}(?:${ITEM_NUMBER})?(?:(?:the company|we|management)(?:{AP}?s control environment)? )?(?:fail(?:ing|ed|ure) to (?:fully |properly |adequately )?(?:have|maintain|establish|design|implement|segregate|evaluate|demonstrate)|(?:have|has|had|did) not (?:yet )?(?:establish(?:ed)?|implement(?:ed)?|design(?:ed)?|adopt(?:ed)?|develop(?:ed)?) (?:an? |any |the )?(?:[\\w-]+ ){0,3}?(?:control|audit|accounting|policies|procedures|department|function))\\b`), sections: CONTROLS_SECTIONS, carried: true },
    // "We continue to have material weaknesses …", "these errors were the result of a material weakness …", "The material weakness identified resulted from …"
    { re: P(`\\b(?:continues? to have|still (?:have|has)|currently (?:have|has)) (?:{DET} )?(?:[\\w-]+ )?{MW}\\b`) },
    { re: P(`\\b(?:were|was) (?:the )?(?:result|product) of (?:a|an|the) (?:[\\w-]+ ){0,2}?{MW}\\b|\\battribut\\w* [^;.]{0,60}?\\bto (?:a|an|the) (?:[\\w-]+ ){0,2}?{MW}\\b`) },
    { re: P(`\\bthe {MW} (?:identified |described )?(?:resulted from|was caused by|arose from|were caused by|arose)\\b`) },
    // "The errors resulted from a material weakness in …", "misstatements that arose from material weaknesses"
    { re: P(`\\b(?:errors?|misstatements?|restatements?|adjustments?|deficienc(?:y|ies)) (?:(?:identified|described|noted|above|below) )?(?:resulted|arose|stemmed) (?:principally |primarily |largely |in part )?from (?:a |an |the |these |our |its )?(?:[\\w-]+ ){0,2}?{MW}\\b`) },
    // a failure or an error stated to have been caused by material weaknesses in the controls: "This failure was caused by the override of
    // controls by certain former members of management and material weaknesses in internal control over financial reporting"
    { re: P(`\\b(?:was|were) (?:caused by|due to|the result of|attributable to)\\b[^.;]{0,100}?\\b{MW} in (?:our |its |{COMPANYS} )?(?:internal controls?|{CONTROLS})\\b`), unless: T("\\bnot (?:caused by|due to|the result of|attributable to)\\b") },
    // beside a stated weakness, what the control weaknesses let happen: "As a result of control weaknesses, certain losses and risks were not properly recognized"
    { re: P(`\\b(?:as a result of|due to|because of) (?:the |these |such |those )?(?:internal )?control weaknesses\\b`), carried: true },
    { re: P(`\\b(?:constitutes?|constituted|represents?|represented|amounts? to|amounted to|rises? to the level of|rose to the level of) (?:a |an )?{MW}\\b`) },
    // controls called deficient outright: "the Company's internal controls are deficient for the following reasons", "… and accordingly are
    // deficient as evaluated against the criteria set forth in the Internal Control - Integrated Framework"
    { re: P(`\\b(?:internal controls?|{CONTROLS}) (?:are|were|is|was|remains?|remained) (?:materially |significantly )?deficient\\b|\\b(?:and )?(?:accordingly|therefore|thus|consequently) (?:are|were|is|was) deficient as (?:evaluated|measured|assessed) against\\b`), sections: CONTROLS_SECTIONS },
    // "deficiencies … that they considered to be material weaknesses"
    { re: P(`\\b(?:they|management|we|the auditors?|our auditors?|it) (?:considered|consider|considers|deemed|believed|believes|believe|concluded) (?:them |these |such deficiencies )?to (?:be|constitute) (?:a |an )?{MW}\\b`) },
    // "… misrepresented certain information to our independent auditor, which we have also determined to be a material weakness"
    { re: P(`\\b(?:have |has |had )?(?:also )?(?:determined|concluded|deemed|considered) (?:this |these |it |them |such (?:deficiencies|matters|failures) )?to (?:be|constitute|represent) (?:a |an )?(?:[\\w-]+ )?{MW}\\b`) },
    // the identified weaknesses listed in the controls conclusion ("These material weaknesses included:", "Our material weaknesses relate to the following:", "• a material weakness related to …")
    { re: P(`\\b(?:these|those|such|our|its|the(?: (?:identified|above|following))?) {MW} (?:included|include|consisted of|consist of|related to|relate to|associated with|are as follows|were as follows|create|created|resulted in|result in)\\b`), sections: CONTROLS_SECTIONS },
    // (not the standard's definition: "A material weakness in internal control over financial reporting is a control deficiency, or combination …")
    {
      re: P(`^[\\s•●▪■◦·-]*(?:a|an|one|another|the|this) (?:[\\w-]+ )?{MW} (?:related to|relating to|in|with respect to|regarding|over|due to|resulting from|that resulted in|associated with|was considered)\\b`),
      sections: CONTROLS_SECTIONS,
      unless: T("\\bis (?:a|any) (?:control )?deficiency\\b|\\bis defined as\\b")
    },
    // beside a stated weakness in the controls sections, the remedy told as people hired or to be put in place: "During Fiscal 2022, management hired
    // additional experienced accounting personnel and continued to leverage external accounting resources …", "The Company overhauled its entire
    // accounts payable team and hired experienced personnel …", "… management will implement additional monitoring controls through …"
    {
      re: P(`\\b(?:we|the company|management)\\b[^.;]{0,40}?\\b(?:hired|overhauled|engaged|retained)\\b[^.;]{0,60}?\\b(?:personnel|staff|accountants?|consultants?|experts?|team|CPA)\\b|\\b(?:we|the company|management) will (?:look to |continue to )?(?:implement|design|establish|hire|engage|enhance|increase) (?:additional|new|enhanced|more|formal|appropriate|our|its) (?:[\\w-]+ ){0,2}?(?:controls|procedures|policies|personnel|staff|reviews?|resources)\\b`),
      sections: CONTROLS_SECTIONS,
      carried: true
    },
    // beside a stated weakness, the caution that it may not be remedied and the want of experience it rests on: "However, we cannot assure you that
    // we will remediate our material weaknesses in a timely manner.", "We have limited experience in the areas of financial reporting and disclosure
    // controls and procedures."
    {
      re: P(`\\b(?:cannot|can ?not|could not) (?:be )?(?:assured?|assure you|guarantee)\\b[^.;]{0,60}?\\b(?:remediate|cure|correct) (?:our|the|these|its|such) (?:identified )?material weakness(?:es)?\\b|\\b(?:we|the company) (?:have|has) limited (?:experience|expertise) in (?:the areas? of )?(?:financial reporting|accounting|U\\.S\\. GAAP)\\b`),
      sections: CONTROLS_SECTIONS,
      whole: true,
      carried: true
    },
    // … and the items of a numbered list whose lead-in gave the subject ("Specifically, the Company:", "(2) did not create or implement a written
    // fraud prevention policy.", "(3) did not establish an audit committee.")
    {
      re: P(`${LIST_LEAD}${ITEM_NUMBER}(?:did|has|have|had) not (?:(?:effectively|adequately|properly|sufficiently|formally) )?(?:design(?:ed)?|implement(?:ed)?|maintain(?:ed)?|establish(?:ed)?|create(?:d)?|train(?:ed)?|ensure(?:d)?|adopt(?:ed)?|document(?:ed)?|perform(?:ed)?|develop(?:ed)?)\\b`),
      sections: CONTROLS_SECTIONS,
      carried: true
    },
    // beside a stated weakness in the controls conclusion, the weaknesses listed one by one, with or without the words: "• The Company has not
    // designed or implemented effective information technology general controls …", "(1) Lack of a functioning audit committee …",
    // "2. Insufficient segregation of duties within accounting functions."
    {
      re: P(`${LIST_LEAD}(?:${ITEM_NUMBER})?(?:(?:we|the company|management|the registrant) (?:did|does|do|has|have|had) not (?:design(?:ed)?|implement(?:ed)?|maintain(?:ed)?|have|had|establish(?:ed)?)\\b(?:,? (?:and|or) (?:implement(?:ed)?|maintain(?:ed)?|operate|design(?:ed)?|establish(?:ed)?))?[^.;]{0,40}?\\b(?:effective|adequate|sufficient|appropriate|proper|formal|documented|segregation|audit committee|independent directors|reasonable)|(?:(?:we|the company) (?:have|has|had) |(?:we|the company) (?=lacks? of\\b))?(?:an? )?(?:lacks? of|insufficient|inadequate|ineffective|absence of|did not maintain) (?:an? |the )?(?:[\\w-]+ ){0,3}?(?:segregation|personnel|resources|staff|controls?|review|oversight|documentation|polic(?:y|ies)|procedures|expertise|knowledge|audit committee|independent (?:directors|board)|board|supervision|codes? of (?:ethics|conduct)|whistle-?blower|reconciliations?|monitoring|design|written|CFO|chief financial officer|accounting (?:staff|personnel|department|function)|audit (?:department|function))|no (?:independent directors|(?:independent |functioning )?audit committee|formal (?:codes?|polic(?:y|ies)|procedures?|processes?)|segregation))\\b`),
      sections: CONTROLS_SECTIONS,
      carried: true
    }
  ],
  suppress: (s) => remediated(s) && !FOUND_THEN_REMEDIATED_RE.test(s)
}
