/**
 * scripts/test-setup.mjs (run by `npm test` before the build): silent when redis-server and
 * chromium are installed; otherwise installs them with apt-get as root, or stops with one
 * line saying what to install. Missing packages are simulated by pointing REDIS_SERVER_BIN
 * and CHROMIUM_BIN at paths that do not exist.
 */
import { spawnSync } from "node:child_process"
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, describe, expect, it } from "vitest"

const SCRIPT = fileURLToPath(new URL("../../scripts/test-setup.mjs", import.meta.url))
const scratch = mkdtempSync(join(tmpdir(), "risk-test-setup-"))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const isRoot = process.getuid?.() === 0
const MISSING = { REDIS_SERVER_BIN: "/nonexistent/redis-server", CHROMIUM_BIN: "/nonexistent/chromium" }

const run = (env: Record<string, string>, prefix: ReadonlyArray<string> = []) => {
  const base: Record<string, string> = {}
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && k !== "REDIS_SERVER_BIN" && k !== "CHROMIUM_BIN") base[k] = v
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
    expect(run({ ...MISSING, RISK_SKIP_TEST_SETUP: "1" }).status).toBe(0)
  })
})
