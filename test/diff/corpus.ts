/**
 * Real section text for the diff tests, from the EDGAR fixture corpus.
 *
 * When the extraction stage (`src/extract/index.ts`, `extractSections(input, form)`) is
 * present and finds the section with a body, its `cleaned_text` is used. Otherwise the
 * section is cut crudely from the document: tags stripped, block elements turned into line
 * breaks, entities decoded, and the text sliced between the hand-checked `start_words` and
 * `end_words` of the truth file (compared on lower-case letters and digits only).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { dataDir } from "../support/data.js"

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..")
export const CORPUS_DIR = dataDir("edgar")
export const TRUTH_DIR = dataDir("edgar-truth")

interface TruthSection {
  readonly status: string | null
  readonly start_words?: string
  readonly end_words?: string
}
interface Truth {
  readonly path: string
  readonly ticker: string
  readonly form: string
  readonly fiscal_year: number
  readonly sections: Readonly<Record<string, TruthSection>>
}

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null

export const findTruth = (ticker: string, form: string, year: number): Truth | null => {
  if (!existsSync(TRUTH_DIR)) return null
  for (const name of readdirSync(TRUTH_DIR).sort()) {
    if (!name.endsWith(".json")) continue
    const parsed: unknown = JSON.parse(readFileSync(join(TRUTH_DIR, name), "utf8"))
    if (!isRecord(parsed)) continue
    if (parsed["ticker"] === ticker && parsed["form"] === form && parsed["fiscal_year"] === year && parsed["quarter"] == null) {
      return parsed as unknown as Truth
    }
  }
  return null
}

export const corpusAvailable = (): boolean =>
  findTruth("AAPL", "10-K", 2024) !== null &&
  findTruth("AAPL", "10-K", 2025) !== null &&
  existsSync(join(CORPUS_DIR, (findTruth("AAPL", "10-K", 2024) as Truth).path))

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  rsquo: "\u2019",
  lsquo: "\u2018",
  rdquo: "\u201d",
  ldquo: "\u201c",
  mdash: "\u2014",
  ndash: "\u2013",
  bull: "\u2022",
  reg: "\u00ae",
  trade: "\u2122",
  copy: "\u00a9"
}

const decodeEntities = (s: string): string =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, body: string) => {
    if (body.startsWith("#x") || body.startsWith("#X")) return String.fromCodePoint(parseInt(body.slice(2), 16))
    if (body.startsWith("#")) return String.fromCodePoint(parseInt(body.slice(1), 10))
    return ENTITIES[body.toLowerCase()] ?? all
  })

/** Crude visible text: good enough to cut a section by its first and last words. */
export const crudeVisibleText = (html: string): string =>
  decodeEntities(
    html
      .replace(/<ix:header[\s\S]*?<\/ix:header>/gi, " ")
      .replace(/<(script|style|head|title)\b[\s\S]*?<\/\1>/gi, " ")
      .replace(/<(td|th)\b[^>]*>/gi, " ")
      .replace(/<\/?(p|div|tr|li|h[1-6]|br|table|ul|ol|hr)\b[^>]*>/gi, "\n")
      .replace(/<[^>]+>/g, "")
  )
    .split("\n")
    .map((l) => l.replace(/[ \t\u00a0]+/g, " ").trim())
    .filter((l) => l.length > 0)
    .join("\n")

/** Slices `text` from the first occurrence of `startWords` to the next of `endWords`. */
const sliceBetween = (text: string, startWords: string, endWords: string): string | null => {
  const norm: Array<string> = []
  const pos: Array<number> = []
  const lower = text.toLowerCase()
  for (let i = 0; i < lower.length; i++) {
    const ch = lower[i] as string
    if (/[0-9a-z]/.test(ch)) {
      norm.push(ch)
      pos.push(i)
    }
  }
  const n = norm.join("")
  const key = (s: string) => s.toLowerCase().replace(/[^0-9a-z]/g, "")
  const s = n.indexOf(key(startWords))
  if (s < 0) return null
  const endKey = key(endWords)
  const e = n.indexOf(endKey, s)
  if (e < 0) return null
  const from = pos[s] as number
  const to = (pos[e + endKey.length - 1] as number) + 1
  // keep the closing punctuation of the last sentence
  const tail = /^[^\s\n]*/.exec(text.slice(to))?.[0] ?? ""
  return text.slice(from, to + tail.length)
}

type Extractor = (input: string, form: string) => unknown

const loadExtractor = async (): Promise<Extractor | null> => {
  // RISK_DIFF_TEST_CRUDE=1 forces the crude cut (to check the tests without the extractor)
  if (process.env["RISK_DIFF_TEST_CRUDE"] === "1") return null
  const file = join(REPO_ROOT, "src/extract/index.ts")
  if (!existsSync(file)) return null
  try {
    const mod: unknown = await import(pathToFileURL(file).href)
    if (isRecord(mod) && typeof mod["extractSections"] === "function") return mod["extractSections"] as Extractor
  } catch {
    return null
  }
  return null
}

const fromExtractor = async (extract: Extractor, html: string, form: string, section: string): Promise<string | null> => {
  try {
    const raw: unknown = await Promise.resolve(extract(html, form))
    // accept a plain value or an Effect-free result object
    if (!isRecord(raw) || !Array.isArray(raw["sections"])) return null
    for (const s of raw["sections"] as Array<unknown>) {
      if (isRecord(s) && s["section_name"] === section && s["status"] === "body" && typeof s["cleaned_text"] === "string") {
        const text = s["cleaned_text"]
        return text.trim().length > 0 ? text : null
      }
    }
  } catch {
    return null
  }
  return null
}

export interface SectionText {
  readonly text: string
  readonly source: "extractor" | "crude"
}

const htmlCache = new Map<string, string>()

/** The text of one section of a 10-K/10-Q in the corpus, or null when it cannot be found. */
export const sectionText = async (
  ticker: string,
  form: string,
  year: number,
  section: string
): Promise<SectionText | null> => {
  const truth = findTruth(ticker, form, year)
  if (truth === null) return null
  const file = join(CORPUS_DIR, truth.path)
  if (!existsSync(file)) return null
  let html = htmlCache.get(file)
  if (html === undefined) {
    html = readFileSync(file, "utf8")
    htmlCache.set(file, html)
  }
  const extract = await loadExtractor()
  if (extract !== null) {
    const text = await fromExtractor(extract, html, form, section)
    if (text !== null) return { text, source: "extractor" }
  }
  const t = truth.sections[section]
  if (t === undefined || t.start_words === undefined || t.end_words === undefined) return null
  const text = sliceBetween(crudeVisibleText(html), t.start_words, t.end_words)
  return text === null ? null : { text, source: "crude" }
}
