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
import { NET } from "./net.js"

const root = fileURLToPath(new URL("../..", import.meta.url))
const manifestDir = resolve(root, process.env.RISK_MANIFEST_CORPUS_DIR ?? "../shared/corpus")


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
