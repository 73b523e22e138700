// The synthetic 10-K of the scale benchmark: risk factors, MD&A and controls of a corpus
// 10-K (AAPL FY2025) repeated as HTML paragraphs under their item headings up to a size.
import { readFileSync } from "node:fs"
import path from "node:path"
import { extractSections } from "../dist/extract/index.js"
import { corpusDir } from "./lib.mjs"

/** About `bytes` bytes of HTML (UTF-8). */
export const buildScaleDocument = (bytes) => {
  const source = readFileSync(path.join(corpusDir, "Archives/edgar/data/320193/000032019325000079/aapl-20250927.htm"))
  const sections = new Map(extractSections(source, "10-K").sections.map((s) => [s.section_name, s.cleaned_text]))
  const escape = (s) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;")
  const paragraphs = (key) => (sections.get(key) ?? "").split("\n").filter((l) => l.trim() !== "").map((l) => `<p>${escape(l)}</p>\n`)

  const parts = [
    { heading: "Item 1A. Risk Factors", paras: paragraphs("item_1a_risk_factors"), share: 0.5 },
    { heading: "Item 7. Management’s Discussion and Analysis of Financial Condition and Results of Operations", paras: paragraphs("item_7_mdna"), share: 0.4 },
    { heading: "Item 9A. Controls and Procedures", paras: paragraphs("item_9a_controls"), share: 0.1 }
  ]
  let html = "<html><head><title>10-K</title></head><body>\n<p>PART I</p>\n"
  for (const part of parts) {
    html += `<p>${part.heading}</p>\n`
    const target = html.length + bytes * part.share
    for (let i = 0; html.length < target; i++) html += part.paras[i % part.paras.length]
    if (part.heading.startsWith("Item 1A")) html += "<p>Item 1B. Unresolved Staff Comments</p>\n<p>None.</p>\n<p>PART II</p>\n"
    if (part.heading.startsWith("Item 7.")) html += "<p>Item 8. Financial Statements and Supplementary Data</p>\n<p>See the consolidated financial statements.</p>\n"
  }
  html += "<p>Item 9B. Other Information</p>\n<p>None.</p>\n<p>SIGNATURES</p>\n</body></html>\n"
  return Buffer.from(html, "utf8")
}
