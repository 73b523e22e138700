/** The auditor change flag's triggers (see ../engine.ts for how a trigger is read and guarded). */
import { trigger as P, sentenceTest as T } from "../compile.js"
import type { FlagRule } from "../types.js"

/**
 * A run of up to 80 characters that may hold a firm's or a party's name, the periods of its abbreviations included ("dismissed Stonefield
 * Josephson, Inc., (“Stonefield”) from serving as our independent accountants", "engaged Sherb & Co., LLP"); no sentence's end.
 */
const FIRM_RUN = "(?:[^.;]|(?<=\\b(?:Inc|Co|Corp|Ltd|LLP|LLC|L\\.L\\.P|L\\.L\\.C|P\\.C|P\\.A|N\\.A|U\\.S))\\.){1,80}?"

/** The firm's role as a filing names it. */
const ROLE = "(?:independent registered public accounting firm|independent (?:auditors?|accountants?)|principal accountants?|certifying accountants?|auditors?)"

/** The firm named by its role as the subject of its own leaving: "Our independent auditor", "the Company's independent registered public accounting firm, Smith LLP,". */
const BY_ROLE = `\\b(?:(?:{OWNER}|{NAMED_OWN})|[\\w&.]+{AP}s) (?:then |former )?${ROLE}(?:, ${FIRM_RUN},)?`

export const auditorChange: FlagRule = {
  flag: "auditor_change_flag",
  gate: /accountant|accounting\s+firm|auditor|dismiss|resign|disagreement|reportable\s+event|re-?election|re-?appointment|not to (?:re-?)?engage|consulted|decision to engage|adverse opinion|engagement (?:of|with)|letter addressed to|consult with|application of accounting principles/gi,
  triggers: [
    // the auditor's notice that it will resign, told from the company's side: "the Company was informed by Smith LLP (“Smith”), the Company’s
    // current independent registered public accounting firm, that Smith will resign as the Company’s independent auditor", "Jones & Co. informed
    // the Audit Committee that it will resign as our independent registered public accounting firm"
    { re: P(`\\b(?:will|would|intends? to|decided to|elected to|has decided to|had decided to) resign as (?:{OWNER}|{NAMED_OWN}) ${ROLE}\\b`), context: T("\\b(?:informed|notified|advised|told|announced|letter|notice)\\b") },
    { re: P(`\\b(?:dismissed|dismisses|terminated|replaced) (?:${FIRM_RUN} )?as (?:{OWNER}|{NAMED_OWN}) (?:independent registered public accounting firm|independent (?:public )?(?:auditors?|accountants?)|principal accountants?|certifying accountants?|auditors?)\\b`) },
    // "… its board of directors unanimously approved a change in auditors from ACCELL AUDIT & COMPLINCE, P.A. to BARTON CPA"
    { re: P("\\bapproved the dismissal of\\b|\\bapproved a change (?:in|of) (?:its |our |the company['’]s )?(?:independent )?(?:auditors?|accountants?|(?:registered public )?accounting firms?) from\\b") },
    // a new firm retained in the old one's place: "our subsequent retention of BPM LLP to replace BF Borgers CPA PC as our independent registered
    // public accounting firm" (a replacement planned or proposed stays silent)
    {
      re: P(`\\b(?:retention|retained|engagement|engaged|appointment|appointed|hiring|hired) (?:of )?${FIRM_RUN} to replace ${FIRM_RUN} as (?:{OWNER}|{NAMED_OWN}) ${ROLE}\\b`),
      unless: T("\\b(?:will|would|may|might|could|intends?|plans?|proposed?|expects?|if)\\b")
    },
    // the company's decision not to engage its firm again: "the Company's Board of Directors upon recommendation of its Audit Committee, decided not to
    // engage Arthur Andersen LLP ("Andersen") as the principal public accountants for the Company"
    { re: P(`\\b(?:decided|determined|elected|voted|resolved) not to (?:re-?engage|engage|retain|re-?appoint|re-?nominate) (?:${FIRM_RUN} )?as (?:{OWNER}|{NAMED_OWN}|the) (?:independent registered public accounting firm|independent (?:auditors?|accountants?)|principal (?:public )?accountants?|certifying accountants?|auditors?)\\b`) },
    // an accounting firm dismissed by name with no role stated, and a resignation told as a noun: "the Audit Committee dismissed Smith & Jones
    // LLP, effective immediately", "BDO USA, LLP notified the Company of its resignation as the Company’s independent registered public accounting firm"
    { re: P("\\b(?:dismissed|terminated the engagement of) (?!(?:[\\w&.,'’-]+ ){0,6}?(?:claims?|suits?|lawsuits?|actions?|complaints?|cases?|against|appeals?|motions?|petitions?|charges?)\\b)(?:[\\w&.,'’-]+ ){1,6}?(?:LLP|L\\.L\\.P\\.|LLC|P\\.?C\\.|P\\.?A\\.|CPAs?|& Co(?:mpany)?\\.?|Chartered Accountants)(?![\\w&])"), context: T("\\b(?:audit committee|accounting firm|auditors?|accountants?|audit)\\b") },
    // the firm's role told after it: "MNP LLP (MNP) resigned its positions as the independent registered public accounting firm of the Company"
    { re: P(`\\b(?:resigned|was dismissed|has been dismissed|were dismissed) (?:its positions? |its engagement )?as (?:the )?${ROLE} (?:of|for) (?:the company|us|the registrant)\\b`) },
    { re: P(`\\bresignation as (?:{OWNER}|{NAMED_OWN}) ${ROLE}\\b`) },
    // the resignation told of the auditor by its role: "the revelation that the company's independent auditor, Smith LLP (“Smith”), had resigned"
    { re: P(`\\b(?:(?:{OWNER}|{NAMED_OWN})|[\\w&.]+{AP}s) (?:then )?(?:independent registered public accounting firm|independent (?:auditors?|accountants?)|principal accountants?|certifying accountants?)(?:, ${FIRM_RUN},)? (?:had|has) resigned\\b`) },
    { re: P(`\\b(?:resigned|(?:declined|elected not|decided not) to stand for re-?(?:election|appointment)|will not stand for re-?(?:election|appointment)) as (?:{OWNER}|{NAMED_OWN}) (?:independent|auditor|principal accountant|certifying accountant)`) },
    { re: P(`\\b(?:engaged|appointed|approved the engagement of|approved the appointment of) ${FIRM_RUN} as (?:{OWNER}|{NAMED_OWN}) new (?:independent|auditor|principal accountant|certifying accountant)`) },
    // the new firm appointed in the old one's place: "… announces that it has appointed J&S Associate (J&S) as the Companys independent auditor for the
    // 2022 fiscal year ending June 30, 2022, replacing TOTAL ASIA ASSOCIATES PLT (TATP)"
    { re: P(`\\b(?:engaged|appointed|retained) ${FIRM_RUN} as (?:{OWNER}|{NAMED_OWN}) (?:independent registered public accounting firm|independent (?:auditors?|accountants?)|auditors?)\\b[^.;]{0,80}?,? (?:replacing|in place of|to replace|succeeding)\\b`), unless: T("\\b(?:will|would|may|might|could|intends?|plans?|proposed?|expects?|if)\\b") },
    { re: P(`\\bchanges? in (?:the )?(?:registrant{AP}s |our |its )?certifying accountants?\\b`) },
    // the dismissal told as a decision approved: "The decision to dismiss the Former Auditor was approved by the Board of Directors of the Company."
    {
      re: P("\\bdecision to (?:dismiss|replace|terminate the engagement of|change)\\b[^.;]{0,80}?\\b(?:was|were|had been|has been) (?:approved|recommended|ratified|made)\\b|\\bapproved the decision to change (?:our |its |the company['’]s )?(?:independent |certifying )?(?:accountants?|auditors?|registered public accounting firm)\\b"),
      context: T("\\b(?:auditors?|accountants?|accounting firm)\\b")
    },
    // the auditor named by its role as the subject of its own leaving: "Our independent auditor declined to stand for re-election", "the
    // Company's independent registered public accounting firm informed the Audit Committee that it would not stand for reappointment"
    { re: P(`${BY_ROLE} (?:(?:has |had )?(?:declined|elected not|decided not) to stand for re-?(?:election|appointment)|(?:informed|notified|advised) (?:us|the company|the audit committee)[^.;]{0,40}? that it (?:would|will) not (?:stand|seek|be a candidate) for re-?(?:election|appointment)|(?:has |had )?resigned)\\b`) },
    // … and its leaving reported as the firm's own word: "our principal accountants indicated that they have declined to stand for re-election after
    // the completion of the current audit"
    { re: P(`${BY_ROLE} (?:indicated|informed (?:us|the company|the audit committee)|notified (?:us|the company|the audit committee)|advised (?:us|the company|the audit committee)|stated|confirmed) that (?:they|it) (?:have |has |had )?(?:declined|elected not|decided not) to stand for re-?(?:election|appointment)\\b`) },
    // beside a stated change, the disclosure that goes with it: "There were no disagreements, adverse opinions or disclaimer of opinion by
    // Stonefield at the time of the change."
    { re: P("\\bthere (?:were|was|have been|has been|had been) (?:\\(?[ivx]{1,4}\\) )?no (?:disagreements?|[\"“]?reportable events?[\"”]?|adverse opinions?)|\\b(?:has|have|had) not had any (?:disagreements?|reportable events?)\\b"), carried: true },
    // … and a reportable event stated with it: "there were the following reportable events (as such term is defined in Item 304 of Regulation S-K)"
    { re: P("\\bthere (?:were|was|have been|has been) the following reportable events?\\b"), carried: true },
    // beside a stated change, the rest of what goes with it: the new firm's engagement ("the Board of Directors of the Company approved the
    // engagement of Qi CPA LLC (Qi) to serve as the Companys independent registered public accounting firm for the fiscal year …"), the former
    // firm's reports ("… did not contain an adverse opinion or a disclaimer of opinion"), its letter to the Commission and the exhibit that holds
    // it, and no consultation of the new firm ("neither the Company nor anyone acting on its behalf has consulted with Qi …", "the Company did not
    // consult with RBSM regarding either:" and its first item, "1. application of accounting principles to any specified transaction …")
    {
      re: P(`\\b(?:approved|ratified|authorized) the (?:engagement|appointment|retention) of ${FIRM_RUN} (?:to serve )?as (?:{OWNER}|{NAMED_OWN}) (?:new )?(?:independent registered public accounting firm|independent (?:auditors?|accountants?)|principal accountants?|auditors?)\\b|\\bdid not contain (?:an|any) adverse opinion or (?:a |any )?disclaimer of opinion\\b|\\b(?:approved|authorized) ${FIRM_RUN} to (?:act|serve) as (?:{OWNER}|{NAMED_OWN}) (?:new )?(?:independent registered public accounting firm|independent (?:auditors?|accountants?)|auditors?)\\b|\\bengaged ${FIRM_RUN} as (?:{OWNER}|{NAMED_OWN}) (?:independent registered public accounting firm|independent (?:auditors?|accountants?)|auditors?)\\b|\\b(?:furnish|furnished|provide|provided|send|sent) (?:us |the company )?(?:with )?a letter addressed to the (?:U\\.S\\. )?(?:(?:Securities and Exchange )?Commission|SEC)\\b|\\bterminates? (?:{OWNER}|{NAMED_OWN}) engagement of\\b|\\bletter\\b(?:[^.;]|\\.(?=\\d)){0,140}?\\b(?:attached|filed|included) as exhibit 16(?:\\.\\d)?\\b|\\bneither (?:the company|we|the registrant) nor anyone (?:acting )?on (?:its|our|their|{COMPANYS}|the company['’]s) behalf (?:has |have |had )?consulted\\b|\\bdecision to engage\\b[^.;]{0,80}?\\b(?:was|were) approved\\b|\\b(?:approved|ratified|authorized) the (?:engagement|appointment|retention) (?:of|with) ${FIRM_RUN}(?= on\\b| effective\\b|[.,;])|\\b(?:the company|we|the registrant) (?:did not|has not|have not|had not) consult(?:ed)? with ${FIRM_RUN}|^\\W*(?:\\(?(?:\\d{1,2}|[a-h]|[ivx]{1,4})[.)] ?)?(?:the )?application of accounting principles to (?:a|any) specified transaction\\b`),
      carried: true
    },
    // beside a stated resignation, the firm's decision and the search for a successor: "Armanino advised the Company that its decision to resign
    // was due to …", "the Audit Committee … has initiated a process to select and appoint a new accounting firm"
    { re: P("\\b(?:decision|determination) to resign\\b(?=[^.;]{0,120}?\\b(?:accounting firm|auditors?|accountants?|audit services|audits?)\\b)|\\b(?:its|[\\w&.]+[’']s) decision to resign\\b|\\b(?:select|appoint|engage|identify|retain)\\b[^.;]{0,40}?\\b(?:a )?new (?:independent )?(?:registered public )?(?:accounting firm|auditors?|accountants?)\\b"), unless: T("\\b(?:director|officer|board member|chief|president|employment)\\b"), carried: true }
  ]
}
