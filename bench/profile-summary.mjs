// Self time per function (and per file) of a .cpuprofile written by `node --cpu-prof`.
import { readFileSync } from "node:fs"

const prof = JSON.parse(readFileSync(process.argv[2], "utf8"))
const top = Number(process.argv[3] ?? 30)
const byId = new Map(prof.nodes.map((n) => [n.id, n]))
const self = new Map()
const dt = prof.timeDeltas
for (let i = 0; i < prof.samples.length; i++) {
  const n = byId.get(prof.samples[i])
  self.set(n.id, (self.get(n.id) ?? 0) + (dt[i] ?? 0))
}
const total = [...self.values()].reduce((a, b) => a + b, 0)
const agg = (keyOf) => {
  const m = new Map()
  for (const [id, us] of self) {
    const k = keyOf(byId.get(id).callFrame)
    m.set(k, (m.get(k) ?? 0) + us)
  }
  return [...m.entries()].sort((a, b) => b[1] - a[1])
}
const short = (url) => url.replace(/^.*\/(node_modules|dist)\//, "$1/").replace(/^file:\/\//, "")
const pct = (us) => `${((100 * us) / total).toFixed(1)} %`
console.log(`total ${(total / 1000).toFixed(0)} ms`)
console.log("\nself time by file")
for (const [k, us] of agg((c) => short(c.url) || "(native)").slice(0, 15)) console.log(pct(us).padStart(7), k)
console.log("\nself time by function")
for (const [k, us] of agg((c) => `${c.functionName || "(anonymous)"} ${short(c.url)}:${c.lineNumber + 1}`).slice(0, top)) console.log(pct(us).padStart(7), k)
