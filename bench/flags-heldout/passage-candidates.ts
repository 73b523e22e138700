/**
 * Candidate sentences of the passage sets (bench/flags-heldout/fresh8/*.json): every sentence of
 * every passage, split as the detector splits it (`sentencesAndBlocks`), with the broad trigger
 * families of `candidates.ts` that it carries. Lists sentences for labelling; runs no detector rule.
 *
 * Run: vite-node bench/flags-heldout/passage-candidates.ts bench/flags-heldout/fresh8/*.json > /tmp/candidates.jsonl
 */
import { basename, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { sentencesAndBlocks } from "../../src/metrics/events.js"
import { splitSentences } from "../../src/metrics/text.js"
import { passageSections } from "../../test/metrics/flags-passages.js"

/** The broad trigger net of candidates.ts (candidate finding only; the label is read, not derived). */
const NET: Record<string, RegExp> = {
  investigation:
    /\b(?:investigat\w*|inquir\w*|subpoena\w*|civil investigative demand|requests? for information|information requests?|probe\w*|enforcement|consent (?:decree|order)|wells notice|attorneys? general|district attorney|prosecutor\w*|SEC|DOJ|FTC|Department of Justice|Securities and Exchange Commission|Federal Trade Commission|Commission|regulators?|authorit(?:y|ies)|agenc(?:y|ies)|examination|audit\w*|review)\b/i,
  material_legal_proceeding:
    /\b(?:lawsuits?|suits?|sued|litigation|class actions?|complaints?|plaintiffs?|defendants?|court|verdicts?|jury|judg(?:e)?ments?|settle\w*|consent decree|fines?|fined|penalt\w*|antitrust|arbitration|proceedings?|legal actions?|claims?|damages|injunction|appeal\w*|allege\w*|tribunal)\b/i,
  cybersecurity_incident:
    /\b(?:cyber\w*|breach\w*|ransomware|unauthori[sz]ed|attacks?|incidents?|hack\w*|malware|intrusions?|phishing|denial[- ]of[- ]service|virus\w*|threat actors?|compromis\w*|exfiltrat\w*)\b/i,
  material_weakness: /\bmaterial weakness\w*/i,
  ineffective_controls: /\b(?:not effective|ineffective|were effective|was effective|are effective|is effective|effectiveness)\b/i,
  significant_deficiency: /\bsignificant deficienc\w*/i,
  restatement: /\brestat\w*|\brevis(?:ed|ion) (?:of )?(?:prior|previously)/i,
  non_reliance: /\bno longer be relied|\bnon-?reliance|should not be relied/i,
  going_concern: /\bgoing concern|\bsubstantial doubt/i,
  covenant_breach: /\bcovenant\w*|\bwaiver\w*|\bdefault\w*|\bacceleration|\bforbearance/i,
  guidance_withdrawal: /\bguidance|\boutlook\b|\bwithdr[ae]w\w*/i,
  auditor_change: /\b(?:dismiss\w*|engag\w*|resign\w*|chang\w*) [^.]{0,60}\b(?:auditor|accounting firm|accountants?)\b/i
}

const here = fileURLToPath(new URL(".", import.meta.url))
for (const file of process.argv.slice(2)) {
  const filing = basename(file, ".json")
  for (const s of passageSections(file)) {
    const sents = sentencesAndBlocks(s.section, s.text, splitSentences(s.text), s.lineStarts)
    sents.forEach((x, i) => {
      const sentence = s.text.slice(x.start, x.end).replace(/\s+/g, " ")
      const families = Object.entries(NET).filter(([, re]) => re.test(sentence)).map(([f]) => f)
      process.stdout.write(`${JSON.stringify({ filing, path: relative(here, file), section: s.section, i, heading: x.heading, sentence, families })}\n`)
    })
  }
}
