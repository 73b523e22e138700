/**
 * The masked slots against the rules they replace: every event rule that reads the masked copy of
 * a sentence (src/metrics/rules/compile.ts, vocabulary/slots.ts), run on the masked copy of every
 * sentence of both corpora (the EDGAR mirror with its raw 8-Ks, the manifest corpus) and the fresh8
 * passages that passes its gate, against the same rule with the slot written out, run on the
 * sentence itself: every match (offset, length, `subj`) must be the same. Prints each difference.
 *
 * Run: npx vite-node bench/flags-masked.ts [-- LIMIT]   (LIMIT: at most this many documents)
 * Env: RISK_CORPUS_DIR (EDGAR mirror), RISK_MANIFEST_CORPUS_DIR (manifest corpus, default ../shared/corpus).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { unzipSync } from "fflate"
import type { FormType, SectionKey } from "../src/domain/forms.js"
import { extractSections } from "../src/extract/index.js"
import { eventRuleExpanded, maskedCopyOf, maskedTemplate, subjectOf } from "../src/metrics/rules/compile.js"
import { EVENT_RULES } from "../src/metrics/rules/families/index.js"
import { SPACER_ADVERB_RE, SPACER_ADVERB_TEST_RE } from "../src/metrics/rules/guards.js"
import { sentencesAndBlocks } from "../src/metrics/rules/sentences.js"
import { EVENT_FAMILIES } from "../src/metrics/rules/types.js"
import { splitSentences } from "../src/metrics/text.js"
import { passageSections } from "../test/metrics/flags-passages.js"

const root = fileURLToPath(new URL("..", import.meta.url))
const edgarDir = resolve(root, process.env.RISK_CORPUS_DIR ?? "../shared/edgar")
const manifestDir = resolve(root, process.env.RISK_MANIFEST_CORPUS_DIR ?? "../shared/corpus")
const limit = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? Infinity)

interface Rule {
  readonly family: string
  readonly index: number
  readonly gate: RegExp | undefined
  readonly masked: RegExp
  readonly expanded: RegExp
}
const rules: Array<Rule> = EVENT_FAMILIES.flatMap((family) =>
  EVENT_RULES[family].anchors.flatMap((a, index) => {
    const template = maskedTemplate(a.re)
    return template === undefined ? [] : [{ family, index, gate: a.gate, masked: a.re, expanded: eventRuleExpanded(template, a.re.flags) }]
  })
)

const matches = (re: RegExp, text: string): Array<string> => {
  const out: Array<string> = []
  re.lastIndex = 0
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m[0].length === 0) {
      re.lastIndex++
      continue
    }
    out.push(`${m.index}+${m[0].length}${m.groups?.["subj"] === undefined ? "" : `:${m.groups["subj"]}`}`)
  }
  return out
}

let sentencesRead = 0
let compared = 0
let matched = 0
let differences = 0
const check = (label: string, section: string, text: string, lineStarts: ReadonlyArray<number> | null): void => {
  for (const s of sentencesAndBlocks(section as SectionKey, text, splitSentences(text), lineStarts)) {
    if (s.heading) continue
    sentencesRead++
    const written = text.slice(s.start, s.end)
    const sentence = SPACER_ADVERB_TEST_RE.test(written) ? written.replace(SPACER_ADVERB_RE, (m) => " ".repeat(m.length)) : written
    const copies = new Map<string, string>()
    for (const r of rules) {
      if (r.gate !== undefined && !r.gate.test(sentence)) continue
      const key = maskedCopyOf(r.masked) ?? "sentence"
      let masked = copies.get(key)
      if (masked === undefined) copies.set(key, (masked = subjectOf(r.masked, sentence)))
      const a = matches(r.masked, masked)
      const b = matches(r.expanded, sentence)
      compared++
      if (b.length > 0) matched++
      if (a.join(" ") !== b.join(" ")) {
        differences++
        process.stdout.write(`${label} ${section} ${r.family}#${r.index}\n  masked:   ${a.join(" ")}\n  expanded: ${b.join(" ")}\n  ${sentence}\n`)
      }
    }
  }
}

const walk = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n)
    return statSync(p).isDirectory() ? walk(p) : [p]
  })
const documents: Array<{ label: string; bytes: Uint8Array; form: FormType }> = []
const archives = join(edgarDir, "Archives")
if (existsSync(archives)) for (const p of walk(archives).sort()) if (/\.(?:html?|txt)$/.test(p) && !/index/.test(p)) documents.push({ label: p.slice(edgarDir.length + 1), bytes: readFileSync(p), form: "10-K" })
const raw8k = join(edgarDir, "expected/edgar-crawler-8-K/raw-8-K.zip")
if (existsSync(raw8k)) {
  const files = unzipSync(readFileSync(raw8k))
  for (const name of Object.keys(files).sort()) if (/\.(?:html?|txt)$/.test(name)) documents.push({ label: name, bytes: files[name]!, form: "8-K" })
}
if (existsSync(join(manifestDir, "manifest.json"))) {
  const manifest = JSON.parse(readFileSync(join(manifestDir, "manifest.json"), "utf8")) as Array<{ path: string; form: FormType }>
  for (const m of manifest) documents.push({ label: m.path, bytes: readFileSync(join(manifestDir, m.path)), form: m.form })
}
const started = performance.now()
for (const d of documents.slice(0, limit)) {
  // every form's sections: the rules do not depend on the form, only on the section
  for (const form of d.form === "8-K" ? (["8-K"] as const) : (["10-K", "10-Q"] as const)) {
    let sections
    try {
      sections = extractSections(d.bytes, form).sections
    } catch {
      continue
    }
    for (const s of sections) if (s.status === "body") check(d.label, s.section_name, s.cleaned_text, s.line_starts)
  }
}
const passageDir = fileURLToPath(new URL("./flags-heldout/fresh8/", import.meta.url))
if (existsSync(passageDir))
  for (const f of readdirSync(passageDir).filter((x) => x.endsWith(".json")).sort())
    for (const s of passageSections(join(passageDir, f))) check(`fresh8:${f}`, s.section, s.text, s.lineStarts)
process.stdout.write(
  `${rules.length} rules, ${sentencesRead} sentences, ${compared} rule runs (${matched} with a match), ${differences} differences, ${((performance.now() - started) / 1000).toFixed(1)} s\n`
)
