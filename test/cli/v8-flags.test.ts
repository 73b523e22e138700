/**
 * The V8 flag `bin/risk.js` sets at run time must be safe to set after Node has already run
 * regular expressions. `--no-regexp-tier-up` set that way crashed `risk serve` now and then
 * (SIGSEGV in native regular-expression code, once a collection had run): the expressions
 * compiled to bytecode before the flag were then run as native code.
 *
 * The check reads the flag from `bin/risk.js` itself and reproduces the hazard in a child
 * process: two thousand expressions run once (bytecode), the flag set, then run many times
 * with full collections between the rounds. With `--no-regexp-tier-up` the child crashes in
 * nearly every run; with a safe flag it exits 0 and every match is still found.
 */
import { spawnSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { repoRoot } from "../support/cli.js"

const binFlags = (): ReadonlyArray<string> => {
  const source = readFileSync(join(repoRoot, "bin", "risk.js"), "utf8")
  return [...source.matchAll(/setFlagsFromString\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1] ?? "")
}

const child = (flag: string): string => `
const v8 = require("node:v8")
const patterns = Array.from({ length: 2000 }, (_, i) => new RegExp("a" + i + "b+c|x(y)" + i))
const subject = "qq".repeat(50) + "a17bbbc"
for (const p of patterns) p.exec(subject)
v8.setFlagsFromString(${JSON.stringify(flag)})
const fresh = new RegExp("a17b+c")
let found = 0
for (let round = 0; round < 6; round++) {
  for (let k = 0; k < 10; k++) for (const p of patterns) if (p.exec(subject) !== null) found++
  if (fresh.exec(subject) !== null) found++
  globalThis.gc()
}
process.stdout.write(String(found))
`

describe("bin/risk.js's run-time V8 flags", () => {
  it("sets at least one flag, and each is safe after regular expressions have run", () => {
    const flags = binFlags()
    expect(flags.length).toBeGreaterThan(0)
    for (const flag of flags) {
      for (let run = 0; run < 3; run++) {
        const r = spawnSync(process.execPath, ["--expose-gc", "-e", child(flag)], { encoding: "utf8", timeout: 60_000 })
        expect({ flag, signal: r.signal, status: r.status, stderr: r.stderr.slice(0, 300) }).toEqual({ flag, signal: null, status: 0, stderr: "" })
        // one pattern of the 2000 matches the subject, in each of the 10 × 6 passes, and the fresh one in each round
        expect(Number(r.stdout)).toBe(6 * 10 + 6)
      }
    }
  }, 120_000)
})
