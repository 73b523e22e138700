/**
 * Caches are keyed by the upstream they came from: a cache warmed from one source never
 * answers for another.
 */
import { Either } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { afterAll, describe, expect, it } from "vitest"
import { upstreamKey } from "../../src/edgar/config.js"
import { parseUpstreamUrl } from "../../src/domain/upstream.js"
import { dataDir, edgarRoot, withData } from "../support/data.js"
import { runRisk } from "../support/cli.js"

const cacheDir = mkdtempSync(join(tmpdir(), "risk-upstream-keys-"))
const UA = { SEC_USER_AGENT: "disclosure-risk tests tests@example.com" }
const key = (base: string | undefined) => upstreamKey(Either.getOrThrow(parseUpstreamUrl(base ?? "")))

afterAll(() => rmSync(cacheDir, { recursive: true, force: true }))

describe("upstream keys", () => {
  it("name the SEC hosts `sec` and every other base by its kind and a hash of it", () => {
    expect(key(undefined)).toBe("sec")
    const mirror = key(pathToFileURL(edgarRoot()).href)
    expect(mirror).toMatch(/^file-[0-9a-f]{16}$/)
    expect(key("file:///nonexistent/edgar")).not.toBe(mirror)
    expect(key("http://127.0.0.1:8001")).toMatch(/^http-[0-9a-f]{16}$/)
    expect(key("http://127.0.0.1:8001")).not.toBe(key("http://127.0.0.1:8002"))
    expect(key("http://127.0.0.1:8001/")).toBe(key("http://127.0.0.1:8001"))
  })
})

withData("edgar").describe("a cache warmed from the mirror", () => {
  const mirror = pathToFileURL(dataDir("edgar")).href
  const score = (base: string) =>
    runRisk(["score", "AAPL", "2025", "--edgar-base-url", base, "--cache-dir", cacheDir], "", UA)

  it("does not answer for another source: that source's own error comes back", async () => {
    const warm = await score(mirror)
    expect(warm.code, warm.stderr).toBe(0)

    const elsewhere = await score("file:///nonexistent/edgar")
    expect(elsewhere.code).toBe(1)
    expect(elsewhere.stdout).toBe("")
    expect(elsewhere.stderr).toMatch(/nonexistent|not found|unavailable/i)

    // The mirror's own entries are still served, byte for byte.
    const again = await score(mirror)
    expect(again.code, again.stderr).toBe(0)
    expect(again.stdout).toBe(warm.stdout)
  })
})
