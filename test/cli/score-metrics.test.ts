import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { makeCalibration } from "../../src/scoring/Calibration.js"
import { scoreV1, scoreV2 } from "../../src/scoring/ScoringModel.js"
import { decodeOrThrow } from "../support/docs.js"
import { repoRoot, runRisk } from "../support/cli.js"

const example = join(repoRoot, "fixtures", "metrics-10k-example.json")
const exampleJson = readFileSync(example, "utf8")

describe("risk score --metrics", () => {
  it("prints {scores, versions} for the example document with the default model v2", async () => {
    const r = await runRisk(["score", "--metrics", example])
    expect(r.stderr).toBe("")
    expect(r.code).toBe(0)
    const out = JSON.parse(r.stdout) as { scores: unknown; versions: Record<string, unknown> }
    expect(out.versions.scoring_model_version).toBe("deterministic_scoring_v2")
    const tables = JSON.parse(readFileSync(join(repoRoot, "data/calibration/percentiles.json"), "utf8")) as Parameters<typeof makeCalibration>[0]
    expect(out.scores).toEqual(JSON.parse(JSON.stringify(scoreV2(decodeOrThrow(JSON.parse(exampleJson)), makeCalibration(tables)))))
  })
  it("reads standard input with -, and --model v1 selects the legacy model", async () => {
    const r = await runRisk(["score", "--metrics", "-", "--model", "deterministic_scoring_v1"], exampleJson)
    expect(r.code).toBe(0)
    const out = JSON.parse(r.stdout) as { scores: unknown; versions: Record<string, unknown> }
    expect(out.versions.scoring_model_version).toBe("deterministic_scoring_v1")
    expect(out.scores).toEqual(JSON.parse(JSON.stringify(scoreV1(decodeOrThrow(JSON.parse(exampleJson))))))
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
