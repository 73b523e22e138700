import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { runRisk } from "../support/cli.js"

const dir = mkdtempSync(join(tmpdir(), "risk-bad-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name)
  writeFileSync(path, content)
  return path
}

describe("risk score --html on bad input", () => {
  it("binary garbage: exit 2 with one readable line", async () => {
    const bytes = Buffer.alloc(64 * 1024)
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919 + 13) % 256
    const r = await runRisk(["score", "--html", file("garbage.bin", bytes), "--form", "10-K"])
    expect(r.code).toBe(2)
    expect(r.stdout).toBe("")
    expect(r.stderr.trim().split("\n")).toHaveLength(1)
    expect(r.stderr).toContain("binary")
  })
  it("an empty file and a truncated non-filing page: a result with no sections and missing_required_section", async () => {
    for (const [name, content] of [
      ["empty.htm", ""],
      ["truncated.htm", "<html><body><div><p>Quarterly update<table><tr><td>1"]
    ] as const) {
      const r = await runRisk(["score", "--html", file(name, content), "--form", "10-K"])
      expect(r.code, name).toBe(0)
      const out = JSON.parse(r.stdout) as {
        sections: Array<unknown>
        metrics: { extraction_warnings: Array<string>; required_sections_present: boolean }
        scores: { overall_disclosure_risk_score: number | null; confidence_details: { penalties: Record<string, number> } }
      }
      expect(out.sections).toEqual([])
      expect(out.metrics.extraction_warnings).toContain("missing_required_section")
      expect(out.metrics.required_sections_present).toBe(false)
      expect(out.scores.overall_disclosure_risk_score).toBeNull()
      expect(out.scores.confidence_details.penalties.missing_required_section).toBe(0.25)
    }
  })
})
