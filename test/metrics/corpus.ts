/**
 * Real filings for the metrics tests: the EDGAR-layout corpus at RISK_CORPUS_DIR (default
 * ../shared/edgar, relative to the repository root) and its hand-checked truth files
 * (RISK_TRUTH_DIR, default ../edgar-truth next to the corpus), which list every 10-K/10-Q
 * primary document. Tests that use them need both (`withData("edgar", "edgar-truth")`).
 *
 * Section texts come from the project's extractor (src/extract/index.ts) when it is
 * present and exports extractSections; otherwise the test falls back to a crude
 * visible-text pass over the whole document (htmlparser2: script/style/head and hidden
 * inline-XBRL content dropped, entities decoded, whitespace collapsed).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { Parser } from "htmlparser2"
import { dataDir, hasData, missingData } from "../support/data.js"

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..")
export const CORPUS_DIR = dataDir("edgar")
export const TRUTH_DIR = dataDir("edgar-truth")

export interface CorpusFiling {
  readonly label: string
  readonly path: string
  readonly form: "10-K" | "10-Q"
}

export const corpusAvailable = (): boolean => hasData("edgar", "edgar-truth")

/**
 * 10-K and 10-Q primary documents, from the truth files. (The mirror alone does not say which
 * of its documents are 10-K and 10-Q primary documents: its 8-Ks and exhibits are .htm too.)
 */
export const listFilings = (): ReadonlyArray<CorpusFiling> => {
  const missing = missingData("edgar", "edgar-truth")
  if (missing !== null) throw new Error(missing.reason)
  const out: Array<CorpusFiling> = []
  for (const f of readdirSync(TRUTH_DIR).sort()) {
    if (!f.endsWith(".json")) continue
    const t: unknown = JSON.parse(readFileSync(join(TRUTH_DIR, f), "utf8"))
    if (typeof t !== "object" || t === null) continue
    const path = "path" in t && typeof t.path === "string" ? t.path : null
    const form = "form" in t && (t.form === "10-K" || t.form === "10-Q") ? t.form : null
    if (path !== null && form !== null) out.push({ label: f.replace(/\.json$/, ""), path: join(CORPUS_DIR, path), form })
  }
  return out
}

export interface TextSection {
  readonly section: string
  readonly text: string
}

export interface FilingText {
  readonly source: "extractor" | "crude"
  readonly sections: ReadonlyArray<TextSection>
  /** The document's whole visible text. */
  readonly whole: string
}

type Extract = (input: Uint8Array, form: "10-K" | "10-Q") => unknown

let extractor: Extract | null | undefined

/** The project's extractor when present (loaded by path so this file compiles without it). */
export const loadExtractor = async (): Promise<Extract | null> => {
  if (extractor !== undefined) return extractor
  extractor = null
  const p = join(REPO_ROOT, "src", "extract", "index.ts")
  if (existsSync(p)) {
    const mod: unknown = await import(pathToFileURL(p).href)
    if (typeof mod === "object" && mod !== null && "extractSections" in mod && typeof mod.extractSections === "function") {
      const f = mod.extractSections as (input: Uint8Array, form: string) => unknown
      extractor = (input, form) => f(input, form)
    }
  }
  return extractor
}

const readSections = (result: unknown): FilingText | null => {
  if (typeof result !== "object" || result === null || !("sections" in result) || !Array.isArray(result.sections)) {
    return null
  }
  const sections: Array<TextSection> = []
  for (const s of result.sections as ReadonlyArray<unknown>) {
    if (typeof s !== "object" || s === null) continue
    const name = "section_name" in s && typeof s.section_name === "string" ? s.section_name : null
    const text = "cleaned_text" in s && typeof s.cleaned_text === "string" ? s.cleaned_text : null
    if (name !== null && text !== null) sections.push({ section: name, text })
  }
  const whole =
    "visible_text" in result && typeof result.visible_text === "string"
      ? result.visible_text
      : sections.map((s) => s.text).join(" ")
  return { source: "extractor", sections, whole }
}

const BLOCK = new Set(["p", "div", "tr", "li", "h1", "h2", "h3", "h4", "h5", "h6", "br", "table", "ul", "ol", "hr", "td", "th"])
const SKIP = new Set(["script", "style", "head", "title", "ix:header"])

/** Crude visible text: good enough to look for flag phrases across a whole document. */
export const crudeVisibleText = (html: string): string => {
  const parts: Array<string> = []
  const stack: Array<boolean> = []
  let hidden = 0
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const style = (attrs["style"] ?? "").replace(/\s+/g, "").toLowerCase()
        const hide = SKIP.has(name) || style.includes("display:none")
        stack.push(hide)
        if (hide) hidden++
        if (BLOCK.has(name)) parts.push(" ")
      },
      ontext(text) {
        if (hidden === 0) parts.push(text)
      },
      onclosetag(name) {
        if (stack.pop() === true) hidden--
        if (BLOCK.has(name)) parts.push(" ")
      }
    },
    { decodeEntities: true, lowerCaseTags: true }
  )
  parser.write(html)
  parser.end()
  return parts.join("").replace(/\s+/g, " ").trim()
}

export const filingText = async (filing: CorpusFiling): Promise<FilingText> => {
  const bytes = readFileSync(filing.path)
  const extract = await loadExtractor()
  if (extract !== null) {
    const r = readSections(extract(bytes, filing.form))
    if (r !== null && r.sections.length > 0) return r
  }
  const whole = crudeVisibleText(bytes.toString("utf8"))
  return { source: "crude", sections: [{ section: "whole_document", text: whole }], whole }
}
