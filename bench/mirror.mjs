// A synthetic EDGAR-layout mirror in a temporary directory: real 10-K documents of the
// corpus under made-up tickers and CIKs, each company with a fiscal-2025 10-K and its
// fiscal-2024 prior (December year end, so resolution needs only the submissions list).
// Documents are hard-linked (copied when linking is not possible); nothing is written into
// the corpus.
import { copyFileSync, linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { corpusDir } from "./lib.mjs"

const A = "Archives/edgar/data/"
/** Real (current, prior) 10-K pairs of the corpus. */
export const PAIRS = [
  { current: `${A}320193/000032019325000079/aapl-20250927.htm`, prior: `${A}320193/000032019324000123/aapl-20240928.htm` },
  { current: `${A}1018724/000101872426000004/amzn-20251231.htm`, prior: `${A}1018724/000101872425000004/amzn-20241231.htm` },
  { current: `${A}1318605/000162828025003063/tsla-20241231.htm`, prior: `${A}1318605/000162828024002390/tsla-20231231.htm` },
  { current: `${A}51143/000005114325000015/ibm-20241231.htm`, prior: `${A}51143/000005114324000012/ibm-20231231.htm` },
  { current: `${A}1045810/000104581025000023/nvda-20250126.htm`, prior: `${A}1045810/000104581024000029/nvda-20240128.htm` },
  { current: `${A}1018724/000101872425000004/amzn-20241231.htm`, prior: `${A}1018724/000101872424000008/amzn-20231231.htm` }
]

export const FISCAL_YEAR = 2025

const place = (from, to) => {
  mkdirSync(path.dirname(to), { recursive: true })
  try {
    linkSync(from, to)
  } catch {
    copyFileSync(from, to)
  }
}

/** Builds the mirror; returns { root, tickers, companies, cleanup }. */
export const buildMirror = (count = 25) => {
  const root = mkdtempSync(path.join(tmpdir(), "risk-bench-mirror-"))
  const tickerMap = {}
  const companies = []
  for (let i = 0; i < count; i++) {
    const cik = 9_100_001 + i
    const cik10 = String(cik).padStart(10, "0")
    const ticker = `BX${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`
    const pair = PAIRS[i % PAIRS.length]
    const filings = [
      { doc: pair.current, accession: `${cik10}-26-${String(i + 1).padStart(6, "0")}`, report: "2025-12-31", filed: "2026-02-13" },
      { doc: pair.prior, accession: `${cik10}-25-${String(i + 1).padStart(6, "0")}`, report: "2024-12-31", filed: "2025-02-14" }
    ]
    for (const f of filings) {
      const name = `${ticker.toLowerCase()}-${f.report.replaceAll("-", "")}.htm`
      f.primary = name
      place(path.join(corpusDir, f.doc), path.join(root, A, String(cik), f.accession.replaceAll("-", ""), name))
    }
    tickerMap[String(i)] = { cik_str: cik, ticker, title: `Bench Company ${i + 1} Inc.` }
    const submissions = {
      cik: String(cik),
      entityType: "operating",
      name: `Bench Company ${i + 1} Inc.`,
      tickers: [ticker],
      exchanges: ["Nasdaq"],
      fiscalYearEnd: "1231",
      filings: {
        recent: {
          accessionNumber: filings.map((f) => f.accession),
          filingDate: filings.map((f) => f.filed),
          reportDate: filings.map((f) => f.report),
          form: filings.map(() => "10-K"),
          primaryDocument: filings.map((f) => f.primary)
        },
        files: []
      }
    }
    mkdirSync(path.join(root, "submissions"), { recursive: true })
    writeFileSync(path.join(root, "submissions", `CIK${cik10}.json`), JSON.stringify(submissions))
    companies.push({ ticker, cik: String(cik), documents: filings.map((f) => `/${A}${cik}/${f.accession.replaceAll("-", "")}/${f.primary}`) })
  }
  mkdirSync(path.join(root, "files"), { recursive: true })
  writeFileSync(path.join(root, "files", "company_tickers.json"), JSON.stringify(tickerMap))
  return { root, companies, tickers: companies.map((c) => c.ticker), cleanup: () => rmSync(root, { recursive: true, force: true }) }
}
