#!/usr/bin/env node
/**
 * Runs before `npm test`: makes sure the system packages the tests use are installed —
 * `redis-server` (Redis cache and rate-limiter tests) and `chromium` (the Workspace widget
 * in a headless browser). On Debian/Ubuntu as root it installs what is missing with
 * apt-get; anywhere else it stops with one line saying what to install. Browsers are never
 * downloaded.
 *
 * It also looks for the data folders beside the checkout that tests read (../shared/edgar,
 * edgar-truth, corpus, flags-truth; test/support/data-folders.mjs) and prints one line per
 * missing folder saying which tests will be skipped. Data is optional: a missing folder never
 * stops the run.
 *
 * Environment: REDIS_SERVER_BIN (a redis-server binary to use instead of the one on PATH),
 * CHROMIUM_BIN (default /usr/bin/chromium), RISK_SKIP_TEST_SETUP=1 (check nothing); the data
 * folders' variables (RISK_CORPUS_DIR, RISK_TRUTH_DIR, RISK_MANIFEST_CORPUS_DIR,
 * RISK_FLAGS_TRUTH_DIR).
 */
import { spawnSync } from "node:child_process"
import { accessSync, constants, statSync } from "node:fs"
import { delimiter, join } from "node:path"
import { dataFolders } from "../test/support/data-folders.mjs"

const executable = (file) => {
  try {
    accessSync(file, constants.X_OK)
    return statSync(file).isFile()
  } catch {
    return false
  }
}
const onPath = (name) => (process.env.PATH ?? "").split(delimiter).some((dir) => dir !== "" && executable(join(dir, name)))

const fail = (message) => {
  process.stderr.write(`test setup: ${message}\n`)
  process.exit(1)
}

if (process.env.RISK_SKIP_TEST_SETUP === "1") process.exit(0)

for (const folder of dataFolders()) {
  if (!folder.present) process.stderr.write(`test setup: ${folder.name} (${folder.variable}): ${folder.detail}; skipping ${folder.skipped}\n`)
}

const missing = []
const redis = process.env.REDIS_SERVER_BIN
if (redis ? !executable(redis) : !onPath("redis-server")) missing.push("redis-server")
if (!executable(process.env.CHROMIUM_BIN || "/usr/bin/chromium")) missing.push("chromium")
if (missing.length === 0) process.exit(0)

const packages = missing.join(" ")
const what = `the tests need ${missing.join(" and ")} (Debian packages)`
if (process.platform !== "linux" || !onPath("apt-get")) {
  fail(`${what}, and apt-get is not available here: install ${packages} with your package manager, then run npm test again`)
}
if (typeof process.getuid === "function" && process.getuid() !== 0) {
  fail(`${what}: run \`sudo apt-get install -y ${packages}\`, then npm test again`)
}

process.stderr.write(`test setup: installing ${packages} with apt-get (once)\n`)
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" }
for (const args of [["update", "-qq"], ["install", "-y", "-qq", ...missing]]) {
  const run = spawnSync("apt-get", args, { env, encoding: "utf8", stdio: ["ignore", "ignore", "pipe"] })
  if (run.status !== 0) {
    const last = (run.stderr ?? "").trim().split("\n").filter((l) => l.trim() !== "").pop() ?? run.error?.message ?? `exit ${run.status ?? run.signal}`
    fail(`apt-get ${args[0]} failed while installing ${packages}: ${last.trim()}`)
  }
}
const still = missing.filter((p) => (p === "chromium" ? !executable(process.env.CHROMIUM_BIN || "/usr/bin/chromium") : !(redis ? executable(redis) : onPath("redis-server"))))
if (still.length > 0) fail(`apt-get installed ${packages}, but ${still.join(" and ")} is still not where the tests look (set REDIS_SERVER_BIN or CHROMIUM_BIN)`)
