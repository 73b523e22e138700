/**
 * Candidate sentences for the held-out flag labels: every sentence of the scored sections
 * of the chosen manifest-corpus documents that carries a broad trigger word of some flag
 * family (deliberately wider than the detector's vocabulary), with its paragraph for reading.
 *
 * Run: vite-node bench/flags-heldout/candidates.ts DOC... > /tmp/candidates.jsonl
 * (DOC = manifest file name without extension, e.g. ABT-10-K-FY2023)
 */
import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import type { FormType, SectionKey } from "../../src/domain/forms.js"
import { extractSections } from "../../src/extract/index.js"
import { sentencesAndBlocks } from "../../src/metrics/events.js"
import { splitSentences } from "../../src/metrics/text.js"
import { LABELLED_SECTIONS } from "../../test/metrics/flags-truth.js"

const root = fileURLToPath(new URL("../..", import.meta.url))
const manifestDir = resolve(root, process.env.RISK_MANIFEST_CORPUS_DIR ?? "../shared/corpus")

/** Broad trigger net per family (candidate finding only; the label is read, not derived). */
export const NET: Record<string, RegExp> = {
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

interface ManifestEntry {
  readonly path: string
  readonly form: string
}

const manifest = JSON.parse(readFileSync(join(manifestDir, "manifest.json"), "utf8")) as Array<ManifestEntry>
for (const doc of process.argv.slice(2)) {
  const m = manifest.find((x) => x.path.endsWith(`/${doc}.htm`) || x.path.endsWith(`/${doc}.html`))
  if (m === undefined) throw new Error(`not in manifest: ${doc}`)
  const form = m.form as "10-K" | "10-Q"
  const extraction = extractSections(readFileSync(join(manifestDir, m.path)), form as FormType)
  for (const s of extraction.sections) {
    if (!LABELLED_SECTIONS[form].includes(s.section_name as SectionKey)) continue
    if (s.cleaned_text.trim().length === 0) continue
    const text = s.cleaned_text
    const sents = sentencesAndBlocks(s.section_name as SectionKey, text, splitSentences(text), s.line_starts)
    sents.forEach((x, i) => {
      if (x.heading) return
      const sentence = text.slice(x.start, x.end).replace(/\s+/g, " ")
      const families = Object.entries(NET).filter(([, re]) => re.test(sentence)).map(([f]) => f)
      process.stdout.write(
        `${JSON.stringify({ filing: doc, path: m.path, section: s.section_name, i, block: x.block, group: x.group, sentence, families })}\n`
      )
    })
  }
}
