// Shared helpers of the benchmarks (plain ESM over the built package in dist/).
import { cpus, loadavg, totalmem } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"

export const repoRoot = fileURLToPath(new URL("..", import.meta.url))
export const corpusDir = path.resolve(repoRoot, process.env.RISK_CORPUS_DIR ?? "../shared/edgar")
export const truthDir = path.resolve(repoRoot, process.env.RISK_TRUTH_DIR ?? path.join(path.dirname(corpusDir), "edgar-truth"))

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  if (s.length === 0) return NaN
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

/** Median, min, max, interquartile spread of a sample. */
export const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const q = (p) => s[Math.min(s.length - 1, Math.max(0, Math.round(p * (s.length - 1))))]
  return { median: median(s), min: s[0], max: s[s.length - 1], p25: q(0.25), p75: q(0.75), n: s.length }
}

export const fmt = (x, digits = 1) => (x === null || x === undefined || Number.isNaN(x) ? "—" : x.toFixed(digits))

export const load = () => loadavg().map((x) => x.toFixed(2)).join(" / ")

export const machine = () =>
  `${cpus().length} × ${cpus()[0]?.model?.trim() ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}, ${process.platform}/${process.arch}`

export const mb = (bytes) => (bytes / 2 ** 20).toFixed(1)

export const table = (head, rows) =>
  [`| ${head.join(" | ")} |`, `|${head.map((h, i) => (i === 0 ? "---" : "---:")).join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n")

export const log = (...args) => console.error(...args)
