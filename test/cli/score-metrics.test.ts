import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { FLAG_LABELS, type FlagName } from "../../src/domain/names.js"
import { makeCalibration } from "../../src/scoring/calibration.js"
import { SCORING_CONSTANTS } from "../../src/scoring/constants.js"
import { scoreV1, scoreV2, scoreV3 } from "../../src/scoring/scoring-model.js"
import { decodeOrThrow } from "../support/docs.js"
import { repoRoot, runRisk } from "../support/cli.js"
import { eventRows } from "../support/screening.js"

const example = join(repoRoot, "fixtures", "metrics-10k-example.json")
const exampleJson = readFileSync(example, "utf8")
const calibration = () =>
  makeCalibration(JSON.parse(readFileSync(join(repoRoot, "data/calibration/percentiles.json"), "utf8")) as Parameters<typeof makeCalibration>[0])

describe("risk score --metrics", () => {
  it("prints {scores, versions} for the example document with the default model v2", async () => {
    const r = await runRisk(["score", "--metrics", example])
    expect(r.stderr).toBe("")
    expect(r.code).toBe(0)
    const out = JSON.parse(r.stdout) as { scores: unknown; versions: Record<string, unknown> }
    expect(out.versions.scoring_model_version).toBe("deterministic_scoring_v2")
    expect(out.scores).toEqual(JSON.parse(JSON.stringify(scoreV2(decodeOrThrow(JSON.parse(exampleJson)), calibration()))))
  })
  it("reads standard input with -, and --model v1 selects the legacy model", async () => {
    const r = await runRisk(["score", "--metrics", "-", "--model", "deterministic_scoring_v1"], exampleJson)
    expect(r.code).toBe(0)
    const out = JSON.parse(r.stdout) as { scores: unknown; versions: Record<string, unknown> }
    expect(out.versions.scoring_model_version).toBe("deterministic_scoring_v1")
    expect(out.scores).toEqual(JSON.parse(JSON.stringify(scoreV1(decodeOrThrow(JSON.parse(exampleJson))))))
  })
  it("--model v3 selects the screening model: its id and scoreV3's scores", async () => {
    const r = await runRisk(["score", "--metrics", example, "--model", "v3"])
    expect(r.code, r.stderr).toBe(0)
    const out = JSON.parse(r.stdout) as { scores: unknown; versions: Record<string, unknown> }
    expect(out.versions.scoring_model_version).toBe("deterministic_scoring_v3")
    expect(out.versions.calibration_version).toEqual(expect.any(String))
    expect(out.scores).toEqual(JSON.parse(JSON.stringify(scoreV3(decodeOrThrow(JSON.parse(exampleJson)), calibration()))))
  })
  it("--format table: the v2 and v3 headlines side by side, the events with their severity and v3's language components", async () => {
    const doc = decodeOrThrow(JSON.parse(exampleJson))
    const v2 = scoreV2(doc, calibration())
    const v3 = scoreV3(doc, calibration())
    const v2Line = `overall disclosure risk  ${v2.overall_disclosure_risk_score!.toFixed(1)} / 100`
    const v3Line = new RegExp(`^v3 \\(screening\\)\\s+${v3.overall_disclosure_risk_score!.toFixed(1)} / 100`, "m")
    const table = await runRisk(["score", "--metrics", example, "--format", "table"])
    expect(table.code, table.stderr).toBe(0)
    expect(table.stdout).toContain(v2Line)
    expect(table.stdout).toContain("model deterministic_scoring_v2")
    expect(table.stdout).toMatch(v3Line)
    // the events that make E, each with its severity, and the language components with their weights
    const events = eventRows(v3)
    expect(events.length).toBeGreaterThan(0)
    for (const e of events) {
      expect(table.stdout).toMatch(new RegExp(`^  ${FLAG_LABELS[e.flag as FlagName]}\\s+${e.severity.toFixed(2)}\\s+${e.section}$`, "m"))
    }
    expect(table.stdout).toContain(`events E ${v3.components.event_severity_score!.toFixed(1)}   language L ${v3.aggregates.language_risk_score!.toFixed(1)}`)
    for (const [c, w] of Object.entries(SCORING_CONSTANTS.v3.language_weights)) {
      const value = v3.components[c as keyof typeof v3.components]
      expect(table.stdout).toMatch(new RegExp(`^  ${c.replace(/_score$/, "")}\\s+${w.toFixed(2)}\\s+${value === null ? "–" : value.toFixed(1)}\\s`, "m"))
    }
    for (const line of table.stdout.split("\n")) expect(line.length).toBeLessThanOrEqual(100)

    // v3 requested: its headline first, v2's beside it
    const screening = await runRisk(["score", "--metrics", example, "--format", "table", "--model", "3"])
    expect(screening.code, screening.stderr).toBe(0)
    expect(screening.stdout).toContain(`overall disclosure risk  ${v3.overall_disclosure_risk_score!.toFixed(1)} / 100`)
    expect(screening.stdout).toContain("model deterministic_scoring_v3")
    expect(screening.stdout).toMatch(new RegExp(`^v2 \\(calibrated\\)\\s+${v2.overall_disclosure_risk_score!.toFixed(1)} / 100`, "m"))
    expect(screening.stdout).not.toMatch(/^risk_factor_intensity\s+0\.20/m)
  })
  it("invalid JSON: exit 2 and one line", async () => {
    const r = await runRisk(["score", "--metrics", "-"], '{"form_type": "10-K",')
    expect(r.code).toBe(2)
    expect(r.stdout).toBe("")
    expect(r.stderr.trim().split("\n")).toHaveLength(1)
    expect(r.stderr).toContain("invalid JSON")
  })
  it("a schema violation: exit 2 and one line naming the bad path", async () => {
    const bad = JSON.stringify({ form_type: "10-Q", section_metrics: { item_2_mdna: { negative_word_ratio: 7 } } })
    const r = await runRisk(["score", "--metrics", "-"], bad)
    expect(r.code).toBe(2)
    expect(r.stderr.trim().split("\n")).toHaveLength(1)
    expect(r.stderr).toContain("section_metrics.item_2_mdna.negative_word_ratio")
  })
  it("an unknown model version: exit 2", async () => {
    const r = await runRisk(["score", "--metrics", example, "--model", "v9"])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain("v9")
  })
  it("a missing file: exit 2 with the file named", async () => {
    const r = await runRisk(["score", "--metrics", "/no/such/file.json"])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain("/no/such/file.json")
  })
  it("usage errors exit 2, not the parser's default 1", async () => {
    expect((await runRisk(["score"])).code).toBe(2)
    expect((await runRisk(["score", "--metrics", example, "--bogus"])).code).toBe(2)
    expect((await runRisk(["frobnicate"])).code).toBe(2)
  })
  it("--help and --version work", async () => {
    const help = await runRisk(["--help"])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain("score")
    const version = await runRisk(["--version"])
    expect(version.code).toBe(0)
    const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { version: string }
    expect(version.stdout.trim()).toBe(pkg.version)
  })
})
