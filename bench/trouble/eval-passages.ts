/**
 * Trouble ranking on passage filings: the filings of the red-flag passage sets (fresh20,
 * fresh21: passages of filings in no corpus, bench/flags-heldout/<set>/*.json), labelled
 * trouble or calm from their passages (passage-labels.jsonl, LABELS.md "Passage filings")
 * before any model was run on them, each scored by v1, v2 and v3 from its passages alone.
 *
 * Run: npm run eval:trouble:passages                     (every set; writes bench/trouble/RESULTS-passages.md)
 *      npm run eval:trouble:passages -- fresh22 fresh23    (those sets only; writes RESULTS-passages-fresh22-fresh23.md)
 *
 * A passage filing is read as a filing whose only sections are its passages, each read as the
 * section it is filed under (body text, a line start at every line), with no prior filing, and
 * scored with the shipped calibration (none of these companies is in the calibration universe).
 * It is not a whole document: the language components read a few paragraphs, and there is no
 * change against a prior. What it measures is whether a filing that states a serious event
 * outscores one that does not, on filings no rule or weight was written on.
 */
import { Effect } from "effect"
import { createHash } from "node:crypto"
import { readFileSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import type { FormType, SectionKey } from "../../src/domain/forms.js"
import type { MetricsDocument } from "../../src/domain/metrics-document.js"
import type { Scores } from "../../src/domain/scores.js"
import { MODEL_IDS, type ModelId } from "../../src/domain/versions.js"
import type { ExtractedSection, Extraction } from "../../src/extract/index.js"
import { analyzeExtractions, scoringInput } from "../../src/pipeline/analysis/analyze.js"
import { CalibrationLive } from "../../src/pipeline/analysis/calibration.js"
import { AnalysisResources, AnalysisResourcesLive } from "../../src/pipeline/analysis/resources.js"
import { Calibration } from "../../src/scoring/calibration.js"
import { makeModel } from "../../src/scoring/scoring-model.js"
import { aucTable, byV3, v3Events } from "./ranking.js"

const here = fileURLToPath(new URL(".", import.meta.url))
const root = fileURLToPath(new URL("../..", import.meta.url))

interface PassageLabel {
  readonly id: string
  readonly set: string
  readonly path: string
  readonly form: FormType
  readonly tier: number
  readonly label: "trouble" | "calm"
  readonly events: ReadonlyArray<{ readonly kind: string; readonly quote: string }>
}

/** The sets named on the command line (none: every set). */
const only = process.argv.slice(2).filter((a) => a !== "--")
const labels: ReadonlyArray<PassageLabel> = readFileSync(process.env.RISK_PASSAGE_LABELS ?? join(here, "passage-labels.jsonl"), "utf8")
  .split("\n")
  .filter((l) => l.trim() !== "")
  .map((l) => JSON.parse(l) as PassageLabel)
  .filter((l) => only.length === 0 || only.includes(l.set))
if (labels.length === 0) {
  process.stderr.write(`eval-passages: no labelled filing of ${only.join(", ")}\n`)
  process.exit(2)
}
const sets = [...new Set(labels.map((l) => l.set))].sort()

const lineStarts = (text: string): Array<number> => {
  const out = [0]
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) out.push(i + 1)
  return out
}

/** A passage file read as an extraction: its passages as body sections, in the file's order. */
const extractionOf = (path: string, form: FormType): Extraction => {
  const file = JSON.parse(readFileSync(join(root, path), "utf8")) as { readonly sections: Readonly<Record<string, string>> }
  let visible = ""
  const sections: Array<ExtractedSection> = []
  for (const [key, text] of Object.entries(file.sections)) {
    if (text.trim() === "") continue
    const start = visible.length
    visible += `${text}\n`
    sections.push({
      section_name: key as SectionKey,
      status: "body",
      word_count: text.split(/\s+/).filter((w) => w !== "").length,
      char_count: text.length,
      start_offset: start,
      end_offset: start + text.length,
      extraction_confidence: 1,
      extraction_method: "item_heading_sequence",
      warnings: [],
      text_hash: createHash("sha256").update(text, "utf8").digest("hex"),
      cleaned_text: text,
      heading: key,
      line_starts: lineStarts(text)
    })
  }
  return {
    form_type: form,
    sections,
    extraction_warnings: [],
    required_sections_present: true,
    omitted_sections: [],
    visible_text: visible,
    visible_text_length: visible.length,
    source: { format: "text", wrapped: false, line_count: visible.split("\n").length }
  }
}

const fmt = (x: number | null | undefined, d = 1) => (x === null || x === undefined ? "—" : x.toFixed(d))

const run = Effect.gen(function* () {
  const ctx = yield* AnalysisResources
  const calibration = yield* Calibration
  const scored: Array<{ label: PassageLabel; scores: Record<ModelId, Scores> }> = []
  for (const label of labels) {
    const extraction = extractionOf(label.path, label.form)
    const analysis = analyzeExtractions({ form: label.form, current: { bytes: new Uint8Array() }, prior: null }, extraction, null, "a passage filing has no prior", ctx)
    const doc: MetricsDocument = yield* scoringInput(analysis.metrics)
    scored.push({ label, scores: Object.fromEntries(MODEL_IDS.map((m) => [m, makeModel(m, calibration).score(doc)])) as Record<ModelId, Scores> })
  }
  const subsets: Array<[string, (s: (typeof scored)[number]) => boolean]> = [
    [`all passage filings (${sets.join(", ")})`, () => true],
    ...sets.map((set): [string, (s: (typeof scored)[number]) => boolean] => [set, (s) => s.label.set === set]),
    ["10-K", (s) => s.label.form === "10-K"],
    ["10-Q", (s) => s.label.form === "10-Q"]
  ]
  const lines = ["# Trouble ranking on passage filings", ""]
  lines.push(
    `Command: \`npm run eval:trouble:passages${only.length === 0 ? "" : ` -- ${only.join(" ")}`}\`. Labels: \`bench/trouble/passage-labels.jsonl\` (${labels.length} filings of ${sets.join(", ")}, labelled from their passages before any model was run on them; LABELS.md "Passage filings"). ` +
      "Each filing is its passages alone, with no prior, scored with the shipped calibration. AUC = P(a trouble filing outscores a calm one), ties ½; a filing a model gives no headline is left out of that model's AUC.",
    ""
  )
  const { lines: table, summary } = aucTable(subsets, scored)
  lines.push(...table)
  const lowest = aucTable(subsets, scored, "lowest")
  lines.push(
    "",
    "The same with every filing counted: a filing a model gives no headline ranks below every scored one (ties ½ among them).",
    "",
    ...lowest.lines
  )
  lines.push("", "## Filings, highest v3 first", "")
  lines.push("| filing | set | label (tier) | v1 | v2 | v3 | v3 events (E) |")
  lines.push("|---|---|---|---:|---:|---:|---|")
  for (const s of byV3(scored)) {
    const v3 = s.scores.deterministic_scoring_v3
    const events = v3Events(s.scores)
    lines.push(
      `| ${s.label.id} | ${s.label.set} | ${s.label.label} (${s.label.tier}) | ${fmt(s.scores.deterministic_scoring_v1.overall_disclosure_risk_score)} | ${fmt(s.scores.deterministic_scoring_v2.overall_disclosure_risk_score)} | ${fmt(v3.overall_disclosure_risk_score)} | ${events || "none"} (${fmt(v3.components.event_severity_score)}) |`
    )
  }
  writeFileSync(resolve(here, process.env.RISK_TROUBLE_OUT ?? (only.length === 0 ? "RESULTS-passages.md" : `RESULTS-passages-${only.join("-")}.md`)), `${lines.join("\n")}\n`)
  process.stdout.write(`${JSON.stringify({ unscored_left_out: summary, unscored_lowest: lowest.summary }, null, 2)}\n`)
}).pipe(Effect.provide(AnalysisResourcesLive()), Effect.provide(CalibrationLive))

Effect.runPromise(run).catch((e: unknown) => {
  process.stderr.write(`eval-passages: ${String(e)}\n`)
  process.exit(1)
})
