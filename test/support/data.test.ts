/**
 * The data-folder guards (data.ts): where each folder is looked for, the one line a skipped
 * test gives, a guarded suite or test skipped with its reason in the meta (hooks not run),
 * and the end-of-run summary that counts skipped tests by that reason.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import type { RunnerTask, RunnerTestFile } from "vitest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { dataFolder, dataFolders, repoRoot } from "./data-folders.mjs"
import { missingData, withData } from "./data.js"
import { skippedForData, summaryLines } from "./data-summary.js"

const scratch = mkdtempSync(join(tmpdir(), "risk-test-data-"))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe("data folders", () => {
  it("RISK_CORPUS_DIR from the repository root (default ../shared/edgar); the others beside it unless set; blank is unset", () => {
    const defaults = dataFolders({})
    expect(defaults.map((f) => [f.name, f.variable])).toEqual([
      ["../shared/edgar", "RISK_CORPUS_DIR"],
      ["../shared/edgar-truth", "RISK_TRUTH_DIR"],
      ["../shared/corpus", "RISK_MANIFEST_CORPUS_DIR"],
      ["../shared/flags-truth", "RISK_FLAGS_TRUTH_DIR"]
    ])
    expect(defaults.map((f) => f.path)).toEqual(defaults.map((f) => resolve(repoRoot, f.name)))
    const moved = dataFolders({ RISK_CORPUS_DIR: "/data/mirror", RISK_TRUTH_DIR: " ", RISK_FLAGS_TRUTH_DIR: "/labels" })
    expect(moved.map((f) => f.path)).toEqual(["/data/mirror", "/data/edgar-truth", "/data/corpus", "/labels"])
  })

  it("present only with what marks it: Archives/, a .json truth file, manifest.json, labels.jsonl", () => {
    const root = join(scratch, "marks")
    const env = { RISK_CORPUS_DIR: join(root, "edgar") }
    for (const dir of ["edgar", "edgar-truth", "corpus", "flags-truth"]) mkdirSync(join(root, dir), { recursive: true })
    expect(dataFolders(env).map((f) => f.detail)).toEqual([
      `${join(root, "edgar")} has no Archives/ folder`,
      `${join(root, "edgar-truth")} holds no .json truth file`,
      `${join(root, "corpus")} has no manifest.json`,
      `${join(root, "flags-truth")} has no labels.jsonl`
    ])
    mkdirSync(join(root, "edgar", "Archives"))
    writeFileSync(join(root, "edgar-truth", "X.json"), "{}")
    writeFileSync(join(root, "corpus", "manifest.json"), "[]")
    writeFileSync(join(root, "flags-truth", "labels.jsonl"), "")
    expect(dataFolders(env).map((f) => [f.present, f.reason])).toEqual([
      [true, null],
      [true, null],
      [true, null],
      [true, null]
    ])
  })

  it("a missing folder's line names it, its variable and where it was looked for", () => {
    expect(dataFolder("edgar-truth", { RISK_TRUTH_DIR: "/nonexistent/truth" }).reason).toBe(
      "needs ../shared/edgar-truth (RISK_TRUTH_DIR): not found at /nonexistent/truth"
    )
  })
})

// Guards registered with folders that are not there: RISK_FLAGS_TRUTH_DIR and
// RISK_MANIFEST_CORPUS_DIR point at nothing while this file is collected.
const saved = { flags: process.env["RISK_FLAGS_TRUTH_DIR"], corpus: process.env["RISK_MANIFEST_CORPUS_DIR"] }
process.env["RISK_FLAGS_TRUTH_DIR"] = "/nonexistent/flags-truth-for-the-guard-test"
process.env["RISK_MANIFEST_CORPUS_DIR"] = "/nonexistent/corpus-for-the-guard-test"
const missing = missingData("flags-truth", "corpus")
// (a guard reads the folders when it is made; suite bodies run later, at collection)
const needsFlags = withData("flags-truth")
let hookRan = false
needsFlags.describe("a suite that needs a missing folder", () => {
  beforeAll(() => {
    hookRan = true
  })
  it("is skipped", () => {
    throw new Error("ran")
  })
})
describe("a suite that needs nothing", () => {
  needsFlags.it("but one test that does", () => {
    throw new Error("ran")
  })
  withData().it("and one that does not", () => {
    expect(hookRan).toBe(false)
  })
})
for (const [variable, value] of [["RISK_FLAGS_TRUTH_DIR", saved.flags], ["RISK_MANIFEST_CORPUS_DIR", saved.corpus]] as const) {
  if (value === undefined) delete process.env[variable]
  else process.env[variable] = value
}

describe("guards", () => {
  it("the missing folders of a guard in the README's order, each on the one line", () => {
    expect(missing).toEqual({
      folders: ["corpus", "flags-truth"],
      reason:
        "needs ../shared/corpus (RISK_MANIFEST_CORPUS_DIR): not found at /nonexistent/corpus-for-the-guard-test; " +
        "needs ../shared/flags-truth (RISK_FLAGS_TRUTH_DIR): not found at /nonexistent/flags-truth-for-the-guard-test"
    })
    expect(missingData()).toBeNull()
  })

  it("a guarded suite and a guarded test are skipped with the reason in their meta; the suite's hooks do not run", ({ task }) => {
    const byName = (tasks: ReadonlyArray<RunnerTask>, name: string): RunnerTask => {
      const t = tasks.find((x) => x.name === name)
      if (t === undefined) throw new Error(`no task ${name}`)
      return t
    }
    const suite = byName(task.file.tasks, "a suite that needs a missing folder")
    expect(suite.mode).toBe("skip")
    expect(suite.meta.missingData?.reason).toBe("needs ../shared/flags-truth (RISK_FLAGS_TRUTH_DIR): not found at /nonexistent/flags-truth-for-the-guard-test")
    const other = byName(task.file.tasks, "a suite that needs nothing")
    expect(other.type === "suite" && other.tasks.map((t) => [t.name, t.mode, t.meta.missingData?.folders ?? null])).toEqual([
      ["but one test that does", "skip", ["flags-truth"]],
      ["and one that does not", "run", null]
    ])
    expect(hookRan).toBe(false)
  })
})

describe("the summary", () => {
  const test = (name: string, mode: "run" | "skip", meta: RunnerTask["meta"] = {}): RunnerTask =>
    ({ type: "test", name, mode, meta, result: mode === "skip" ? { state: "skip" } : { state: "pass" } }) as unknown as RunnerTask
  const suite = (name: string, tasks: Array<RunnerTask>, meta: RunnerTask["meta"] = {}): RunnerTask =>
    ({ type: "suite", name, mode: "run", meta, tasks }) as unknown as RunnerTask
  const file = (path: string, tasks: Array<RunnerTask>): RunnerTestFile =>
    ({ type: "suite", name: path, filepath: join("/repo", path), mode: "run", meta: {}, tasks }) as unknown as RunnerTestFile
  const edgar = { folders: ["edgar" as const], reason: "needs ../shared/edgar (RISK_CORPUS_DIR): not found at /x/edgar" }
  const corpus = { folders: ["corpus" as const], reason: "needs ../shared/corpus (RISK_MANIFEST_CORPUS_DIR): not found at /x/corpus" }

  it("counts skipped tests by the reason of their nearest guard, by file; other skips and passed tests are not counted", () => {
    const files = [
      file("test/a.test.ts", [suite("needs the mirror", [test("1", "skip"), test("2", "skip"), suite("inner", [test("3", "skip")])], { missingData: edgar }), test("4", "run")]),
      file("test/b.test.ts", [test("5", "skip", { missingData: edgar }), test("6", "skip", { missingData: corpus }), test("7", "skip")])
    ]
    const groups = skippedForData(files, "/repo")
    expect(groups.map((g) => [g.count, g.reason, [...g.files]])).toEqual([
      [4, edgar.reason, [["test/a.test.ts", 3], ["test/b.test.ts", 1]]],
      [1, corpus.reason, [["test/b.test.ts", 1]]]
    ])
    expect(summaryLines(groups)).toEqual([
      "",
      ' Skipped for missing test data: 5 tests (see the README, "Test data")',
      `   4 tests: ${edgar.reason}`,
      "          3  test/a.test.ts",
      "          1  test/b.test.ts",
      `   1 test: ${corpus.reason}`,
      "          1  test/b.test.ts"
    ])
    expect(summaryLines(skippedForData([file("test/c.test.ts", [test("8", "run"), test("9", "skip")])], "/repo"))).toEqual([])
  })

  it("counts only reasons still true for this run (not the guard tests' own stand-ins)", () => {
    const files = [file("test/a.test.ts", [test("1", "skip", { missingData: edgar }), test("2", "skip", { missingData: corpus })])]
    const groups = skippedForData(files, "/repo", (folders) => (folders[0] === "edgar" ? edgar.reason : null))
    expect(groups.map((g) => [g.count, g.reason])).toEqual([[1, edgar.reason]])
  })
})
