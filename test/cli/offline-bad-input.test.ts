/**
 * A local document that cannot be the filing asked for is refused in one line, exit 2,
 * nothing on stdout: binary data, an empty file, text that is neither HTML nor an EDGAR
 * submission file and holds no filing items, a document whose cover names another form than
 * `--form` (the form on the cover named). An HTML page that is not a filing is still read:
 * a result with no sections and `missing_required_section`. The spawns run concurrently.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { repoRoot, runRisk } from "../support/cli.js"

const dir = mkdtempSync(join(tmpdir(), "risk-bad-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name)
  writeFileSync(path, content)
  return path
}

/** Apple's FY2025 10-K in the project's EDGAR sample: its cover says 10-K. */
const TEN_K = join(repoRoot, "fixtures/edgar/Archives/edgar/data/320193/000032019325000079/aapl-20250927.htm")

const refused = async (args: ReadonlyArray<string>, input = ""): Promise<string> => {
  const r = await runRisk(args, input)
  expect(r.code, r.stderr).toBe(2)
  expect(r.stdout).toBe("")
  const lines = r.stderr.trimEnd().split("\n")
  expect(lines, r.stderr).toHaveLength(1)
  return lines[0]!
}

describe.concurrent("local documents that are not the filing asked for", () => {
  it("binary garbage", async () => {
    const bytes = Buffer.alloc(64 * 1024)
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919 + 13) % 256
    expect(await refused(["score", "--html", file("garbage.bin", bytes), "--form", "10-K"])).toContain("binary")
  })

  it("an empty file, on every command that reads --html, and on standard input", async () => {
    const empty = file("empty.htm", "")
    const blank = file("blank.htm", " \n\n \t\n")
    const lines = await Promise.all([
      refused(["score", "--html", empty, "--form", "10-K"]),
      refused(["metrics", "--html", blank, "--form", "10-K"]),
      refused(["sections", "--html", "-", "--form", "8-K"]),
      refused(["score", "--html", TEN_K, "--prior-html", empty, "--form", "10-K"])
    ])
    expect(lines[0]).toBe(
      `risk: --html ${empty}: the document is empty; expected a filing's primary document (HTML, inline XBRL or a complete-submission .txt)`
    )
    expect(lines[1]).toMatch(/^risk: --html .*blank\.htm: the document is empty; /)
    expect(lines[2]).toMatch(/^risk: --html \(standard input\): the document is empty; /)
    expect(lines[3]).toMatch(/^risk: --prior-html .*empty\.htm: the document is empty; /)
  })

  it("text that is not HTML and holds no filing items (JSON, a note)", async () => {
    const [json, note] = await Promise.all([
      refused(["score", "--html", file("metrics.json", '{"form_type": "10-K", "section_metrics": {}}'), "--form", "10-K"]),
      refused(["sections", "--html", file("note.txt", "Quarterly update\nRevenue was up.\n"), "--form", "10-Q"])
    ])
    expect(json).toMatch(/^risk: --html .*metrics\.json: not HTML, and no 10-K items were found in its text; expected a filing's primary document/)
    expect(note).toMatch(/^risk: --html .*note\.txt: not HTML, and no 10-Q items were found in its text; /)
  })

  it("a 10-K (by its cover) scored as a 10-Q or an 8-K: refused, naming the form on the cover", async () => {
    const [asTenQ, asEightK] = await Promise.all([
      refused(["score", "--html", TEN_K, "--form", "10-Q"]),
      refused(["sections", "--html", TEN_K, "--form", "8-K"])
    ])
    expect(asTenQ).toBe(`risk: --html ${TEN_K}: its cover says 10-K (dei:DocumentType), not 10-Q; give --form 10-K`)
    expect(asEightK).toContain("its cover says 10-K (dei:DocumentType), not 8-K; give --form 10-K")
  })

  it("an HTML page that is not a filing: a result with no sections and missing_required_section", async () => {
    const r = await runRisk(["score", "--html", file("truncated.htm", "<html><body><div><p>Quarterly update<table><tr><td>1"), "--form", "10-K"])
    expect(r.code, r.stderr).toBe(0)
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
  })
})
