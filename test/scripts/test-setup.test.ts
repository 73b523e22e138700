/**
 * scripts/test-setup.mjs (run by `npm test` before the build): silent when redis-server and
 * chromium are installed; otherwise installs them with apt-get as root, or stops with one
 * line saying what to install. Missing packages are simulated by pointing REDIS_SERVER_BIN
 * and CHROMIUM_BIN at paths that do not exist. It also says, one line per folder and without
 * failing, which data folders beside the checkout are missing (their tests are skipped);
 * here the folders' variables point at stand-ins made in a scratch folder, or at nothing.
 */
import { spawnSync } from "node:child_process"
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, describe, expect, it } from "vitest"
import { DATA_FOLDERS } from "../support/data.js"

const SCRIPT = fileURLToPath(new URL("../../scripts/test-setup.mjs", import.meta.url))
const scratch = mkdtempSync(join(tmpdir(), "risk-test-setup-"))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const isRoot = process.getuid?.() === 0
const MISSING = { REDIS_SERVER_BIN: "/nonexistent/redis-server", CHROMIUM_BIN: "/nonexistent/chromium" }

/** Stand-ins for the four data folders, each with what marks it present (readable by the unprivileged user below). */
chmodSync(scratch, 0o755)
const data = join(scratch, "data")
mkdirSync(join(data, "edgar", "Archives"), { recursive: true })
mkdirSync(join(data, "edgar-truth"), { recursive: true })
writeFileSync(join(data, "edgar-truth", "AAPL-10-K-2025.json"), "{}")
mkdirSync(join(data, "corpus"), { recursive: true })
writeFileSync(join(data, "corpus", "manifest.json"), "[]")
mkdirSync(join(data, "flags-truth"), { recursive: true })
writeFileSync(join(data, "flags-truth", "labels.jsonl"), "")
const DATA_PRESENT = {
  RISK_CORPUS_DIR: join(data, "edgar"),
  RISK_TRUTH_DIR: join(data, "edgar-truth"),
  RISK_MANIFEST_CORPUS_DIR: join(data, "corpus"),
  RISK_FLAGS_TRUTH_DIR: join(data, "flags-truth")
}

const run = (env: Record<string, string>, prefix: ReadonlyArray<string> = []) => {
  const base: Record<string, string> = { ...DATA_PRESENT }
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && k !== "REDIS_SERVER_BIN" && k !== "CHROMIUM_BIN" && !(k in DATA_PRESENT)) base[k] = v
  const [cmd, ...args] = [...prefix, process.execPath, SCRIPT]
  const out = spawnSync(cmd!, args, { env: { ...base, ...env }, encoding: "utf8", timeout: 30_000 })
  return { status: out.status, stdout: out.stdout, stderrLines: out.stderr.split("\n").filter((l) => l !== "") }
}

describe("npm test set-up (scripts/test-setup.mjs)", () => {
  it("is silent and succeeds when redis-server and chromium are installed", () => {
    const haveRedis = spawnSync("sh", ["-c", "command -v redis-server"]).status === 0
    const haveChromium = existsSync(process.env["CHROMIUM_BIN"] || "/usr/bin/chromium")
    const r = run({})
    expect(r.status).toBe(haveRedis && haveChromium ? 0 : 1)
    if (haveRedis && haveChromium) expect(r.stderrLines).toEqual([])
  })

  it("without apt-get, stops with one line naming both packages", () => {
    const r = run({ ...MISSING, PATH: join(scratch, "empty") })
    expect(r.status).toBe(1)
    expect(r.stderrLines).toHaveLength(1)
    expect(r.stderrLines[0]).toMatch(/^test setup: .*redis-server and chromium.*apt-get is not available/)
  })

  it.runIf(!isRoot || existsSync("/usr/bin/setpriv"))("as a user other than root, stops with one line giving the install command", () => {
    const r = run(MISSING, isRoot ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : [])
    expect(r.status).toBe(1)
    expect(r.stderrLines).toHaveLength(1)
    expect(r.stderrLines[0]).toContain("sudo apt-get install -y redis-server chromium")
  })

  it.runIf(isRoot)("as root, runs apt-get and reports its failure in one line", () => {
    // An apt-get that fails the way it does without a network.
    const bin = join(scratch, "bin")
    const log = join(scratch, "apt.log")
    spawnSync("mkdir", ["-p", bin])
    writeFileSync(join(bin, "apt-get"), `#!/bin/sh\necho "$@" >> ${log}\necho "W: Some index files failed to download" >&2\necho "E: Unable to locate package chromium" >&2\nexit 100\n`)
    chmodSync(join(bin, "apt-get"), 0o755)
    const r = run({ ...MISSING, PATH: `${bin}:${process.env["PATH"] ?? ""}` })
    expect(r.status).toBe(1)
    expect(r.stderrLines[0]).toBe("test setup: installing redis-server chromium with apt-get (once)")
    expect(r.stderrLines).toHaveLength(2)
    expect(r.stderrLines[1]).toBe("test setup: apt-get update failed while installing redis-server chromium: E: Unable to locate package chromium")
  })

  it("RISK_SKIP_TEST_SETUP=1 checks nothing", () => {
    const r = run({ ...MISSING, RISK_SKIP_TEST_SETUP: "1", RISK_CORPUS_DIR: "/nonexistent/edgar" })
    expect(r.status).toBe(0)
    expect(r.stderrLines).toEqual([])
  })

  describe("data folders", () => {
    // packages present: stand-in executables
    const bin = join(scratch, "fake-bin")
    mkdirSync(bin, { recursive: true })
    for (const name of ["redis-server", "chromium"]) {
      writeFileSync(join(bin, name), "#!/bin/sh\nexit 0\n")
      chmodSync(join(bin, name), 0o755)
    }
    const PACKAGES = { REDIS_SERVER_BIN: join(bin, "redis-server"), CHROMIUM_BIN: join(bin, "chromium") }

    it("all there: silent", () => {
      const r = run(PACKAGES)
      expect(r.status).toBe(0)
      expect(r.stderrLines).toEqual([])
    })

    it("none there: one line per folder naming it, its variable and where it was looked for; still exit 0", () => {
      const none = Object.fromEntries(DATA_FOLDERS.map((f) => [f.variable, `/nonexistent/${f.key}`]))
      const r = run({ ...PACKAGES, ...none })
      expect(r.status).toBe(0)
      expect(r.stderrLines).toHaveLength(DATA_FOLDERS.length)
      DATA_FOLDERS.forEach((f, i) => {
        expect(r.stderrLines[i]).toBe(`test setup: ${f.name} (${f.variable}): not found at /nonexistent/${f.key}; skipping ${f.skipped}`)
      })
    })

    it("the other folders default to siblings of RISK_CORPUS_DIR; a folder without its marker is missing too", () => {
      const r = run({ ...PACKAGES, RISK_CORPUS_DIR: join(scratch, "bare", "edgar"), RISK_TRUTH_DIR: "", RISK_MANIFEST_CORPUS_DIR: "", RISK_FLAGS_TRUTH_DIR: "" })
      expect(r.status).toBe(0)
      expect(r.stderrLines.map((l) => l.slice(0, l.indexOf(";")))).toEqual([
        `test setup: ../shared/edgar (RISK_CORPUS_DIR): not found at ${join(scratch, "bare", "edgar")}`,
        `test setup: ../shared/edgar-truth (RISK_TRUTH_DIR): not found at ${join(scratch, "bare", "edgar-truth")}`,
        `test setup: ../shared/corpus (RISK_MANIFEST_CORPUS_DIR): not found at ${join(scratch, "bare", "corpus")}`,
        `test setup: ../shared/flags-truth (RISK_FLAGS_TRUTH_DIR): not found at ${join(scratch, "bare", "flags-truth")}`
      ])
      const empty = run({ ...PACKAGES, RISK_CORPUS_DIR: join(scratch, "data") })
      expect(empty.stderrLines[0]).toMatch(/^test setup: \.\.\/shared\/edgar \(RISK_CORPUS_DIR\): .*\/data has no Archives\/ folder; skipping /)
    })

    it("missing data never hides a missing package: the data lines, then the package line", () => {
      const none = Object.fromEntries(DATA_FOLDERS.map((f) => [f.variable, `/nonexistent/${f.key}`]))
      const r = run({ ...MISSING, ...none, PATH: join(scratch, "empty") })
      expect(r.status).toBe(1)
      expect(r.stderrLines).toHaveLength(DATA_FOLDERS.length + 1)
      expect(r.stderrLines.at(-1)).toMatch(/^test setup: .*redis-server and chromium.*apt-get is not available/)
    })
  })
})
