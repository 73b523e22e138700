// The red-flag rules' cost in a fresh process: loading them (import of dist/metrics/flags.js, which builds every rule),
// the first detectFlags over every section of the AAPL FY2025 and FY2024 10-Ks (rules compiled on first use), and a
// second, warm pass; CPU (user + system) and wall milliseconds. Run after `npm run build`, as bin/risk.js runs the rules:
//   node --no-regexp-tier-up bench/flags-cold.mjs [distDir]      (RISK_CORPUS_DIR: the EDGAR mirror, default ../shared/edgar)
// Interleave several runs of two checkouts to compare them; one process gives one cold figure.
import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))
const dist = pathToFileURL(resolve(process.argv[2] ?? resolve(root, "dist"))).href
const corpus = resolve(root, process.env.RISK_CORPUS_DIR ?? "../shared/edgar")
const aapl = resolve(corpus, "Archives/edgar/data/320193")
const { extractSections } = await import(`${dist}/extract/index.js`)
const sections = ["000032019325000079/aapl-20250927.htm", "000032019324000123/aapl-20240928.htm"].flatMap((f) =>
  extractSections(readFileSync(resolve(aapl, f)), "10-K").sections.filter((s) => s.status === "body")
)
const cpu = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}
const pass = (detectFlags) => {
  let n = 0
  for (const s of sections) n += detectFlags(s.section_name, s.cleaned_text, s.line_starts).evidence.length
  return n
}
let [c, t] = [cpu(), performance.now()]
const { detectFlags } = await import(`${dist}/metrics/flags.js`)
const load = { cpu: cpu() - c, wall: performance.now() - t }
;[c, t] = [cpu(), performance.now()]
const evidence = pass(detectFlags)
const first = { cpu: cpu() - c, wall: performance.now() - t }
;[c, t] = [cpu(), performance.now()]
pass(detectFlags)
const warm = { cpu: cpu() - c, wall: performance.now() - t }
const r = (x) => ({ cpu: Math.round(x.cpu), wall: Math.round(x.wall) })
process.stdout.write(`${JSON.stringify({ load: r(load), first: r(first), warm: r(warm), evidence })}\n`)
