/**
 * Reads a filing's `-index.html` page: form, filing date, period of report, filer name
 * and the primary document (the first document of the form's type in "Document Format
 * Files"). Tolerant: what cannot be read is null.
 */
import { isDocumentName } from "./identifiers.js"
import type { FilingIndex } from "./schema.js"

const stripTags = (html: string): string =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/gi, " ")
    .replace(/&amp;/gi, "&")
    .replace(/\s+/g, " ")
    .trim()

const infoAfter = (html: string, head: string): string | null => {
  const re = new RegExp(`<div class="infoHead">\\s*${head}\\s*</div>\\s*<div class="info">([^<]*)</div>`, "i")
  const m = re.exec(html)
  const v = m?.[1]?.trim() ?? ""
  return /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null
}

const baseForm = (form: string): string => form.toUpperCase().replace(/\s+/g, "").replace(/[/-]A$/, "")

export const parseFilingIndex = (html: string, accession: string): FilingIndex => {
  const formMatch = /<div[^>]*id="formName"[^>]*>\s*<strong>\s*Form\s+([^<]+?)\s*<\/strong>/i.exec(html)
  const form = formMatch?.[1]?.trim() ?? null
  const companyMatch = /<span class="companyName">([^<]*)/i.exec(html)
  const companyName = companyMatch?.[1] !== undefined ? stripTags(companyMatch[1]).replace(/\s*\((?:Filer|Subject|Filed by|Reporting)[^)]*\)\s*$/i, "").trim() || null : null

  let primaryDocument: string | null = null
  const table = /<table[^>]*summary="Document Format Files"[^>]*>([\s\S]*?)<\/table>/i.exec(html)?.[1]
  if (table !== undefined) {
    const rows = table.split(/<tr\b/i).slice(1)
    let firstValid: string | null = null
    for (const row of rows) {
      const cells = [...row.matchAll(/<td\b[^>]*>([\s\S]*?)<\/td>/gi)].map((m) => m[1] ?? "")
      if (cells.length < 4) continue
      const name = stripTags(cells[2] ?? "").split(" ")[0] ?? ""
      if (!isDocumentName(name)) continue
      const type = stripTags(cells[3] ?? "")
      if (firstValid === null && !/complete submission/i.test(stripTags(cells[1] ?? ""))) firstValid = name
      if (form !== null && type !== "" && baseForm(type) === baseForm(form)) {
        primaryDocument = name
        break
      }
    }
    primaryDocument ??= firstValid
  }
  return {
    accessionNumber: accession,
    form,
    filingDate: infoAfter(html, "Filing Date"),
    periodOfReport: infoAfter(html, "Period of Report"),
    companyName,
    primaryDocument
  }
}
