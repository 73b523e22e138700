/**
 * Reading the edgar-crawler 8-K corpus (raw 8-Ks and another extractor's per-item output)
 * and comparing item presence with ours.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { unzipSync } from "fflate"
import { extractSections } from "../../src/extract/index.js"
import { corpusDir } from "./corpus.js"

export const eightKDir = path.join(corpusDir, "expected", "edgar-crawler-8-K")
/** Filings from this date use the current item numbering (1.01 … 9.01). */
export const NEW_NUMBERING_FROM = "2004-08-23"
const dir = eightKDir


/** One CSV line to fields (quoted fields may hold commas and doubled quotes). */
const csvFields = (line: string): Array<string> => {
  const out: Array<string> = []
  let cur = ""
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line.charAt(i)
    if (quoted) {
      if (ch === '"' && line.charAt(i + 1) === '"') {
        cur += '"'
        i++
      } else if (ch === '"') quoted = false
      else cur += ch
    } else if (ch === '"') quoted = true
    else if (ch === ",") {
      out.push(cur)
      cur = ""
    } else cur += ch
  }
  out.push(cur)
  return out
}

/** filename -> filing date, from FILINGS_METADATA_TEST.csv. */
const filingDates = (): Map<string, string> => {
  const lines = readFileSync(path.join(dir, "FILINGS_METADATA_TEST.csv"), "utf8").split(/\r?\n/)
  const header = csvFields(lines[0] ?? "")
  const dateCol = header.indexOf("Filing Date")
  const nameCol = header.indexOf("filename")
  const out = new Map<string, string>()
  for (const line of lines.slice(1)) {
    if (line.trim() === "") continue
    const f = csvFields(line)
    const name = f[nameCol]
    const date = f[dateCol]
    if (name !== undefined && date !== undefined) out.set(name.trim(), date.trim())
  }
  return out
}

const baseName = (p: string): string => p.slice(p.lastIndexOf("/") + 1)

/** Items the other extractor marks present: non-empty `item_N.NN` values, as our keys. */
const theirItems = (json: Uint8Array): Set<string> => {
  const parsed: unknown = JSON.parse(new TextDecoder().decode(json))
  const out = new Set<string>()
  if (typeof parsed !== "object" || parsed === null) return out
  for (const [k, v] of Object.entries(parsed)) {
    if (/^item_\d{1,2}\.\d{2}$/.test(k) && typeof v === "string" && v.trim().length > 0) out.add(k.replace(".", "_"))
  }
  return out
}

export interface EightKComparison {
  readonly filings: number
  readonly pairs: number
  readonly agreed: number
  readonly disagreements: ReadonlyArray<{ readonly file: string; readonly item: string; readonly side: "ours" | "theirs" }>
}

export const compareEightK = (): EightKComparison => {
  const raw = unzipSync(new Uint8Array(readFileSync(path.join(dir, "raw-8-K.zip"))))
  const extracted = unzipSync(new Uint8Array(readFileSync(path.join(dir, "extracted-8-K.zip"))))
  const theirsByName = new Map<string, Uint8Array>()
  for (const [name, data] of Object.entries(extracted)) if (name.endsWith(".json")) theirsByName.set(baseName(name), data)
  const dates = filingDates()
  let filings = 0
  let pairs = 0
  let agreed = 0
  const disagreements: Array<{ file: string; item: string; side: "ours" | "theirs" }> = []
  for (const [name, data] of Object.entries(raw).sort(([a], [b]) => a.localeCompare(b))) {
    const file = baseName(name)
    if (!/\.(?:htm|html|txt)$/i.test(file)) continue
    const date = dates.get(file)
    if (date === undefined || date < NEW_NUMBERING_FROM) continue
    const theirJson = theirsByName.get(file.replace(/\.[a-z]+$/i, ".json"))
    if (theirJson === undefined) continue
    filings++
    const theirs = theirItems(theirJson)
    const ours = new Set<string>(extractSections(data, "8-K").sections.map((s) => s.section_name))
    for (const item of new Set([...theirs, ...ours])) {
      pairs++
      if (theirs.has(item) && ours.has(item)) agreed++
      else disagreements.push({ file, item, side: ours.has(item) ? "ours" : "theirs" })
    }
  }
  return { filings, pairs, agreed, disagreements }
}

