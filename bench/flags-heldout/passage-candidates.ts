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
import { NET } from "./net.js"

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
