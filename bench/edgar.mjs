// The loopback EDGAR test server (test/support/edgar-server.ts), compiled to a temporary
// ESM file with esbuild (a dev dependency; the support files it imports bundled in, packages left
// to node_modules) so the benchmarks run on plain Node.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { buildSync } from "esbuild"
import { repoRoot } from "./lib.mjs"

/** A TypeScript module of the repository (test support) compiled with the files it imports, then imported. */
export const loadTsModule = async (file) => {
  const dir = mkdtempSync(path.join(tmpdir(), "risk-bench-edgar-"))
  const outfile = path.join(dir, `${path.basename(file, ".ts")}.mjs`)
  try {
    buildSync({ entryPoints: [path.join(repoRoot, file)], outfile, format: "esm", platform: "node", target: "node20", bundle: true, packages: "external", logLevel: "error" })
    return await import(pathToFileURL(outfile).href)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export const loadEdgarServer = () => loadTsModule("test/support/edgar-server.ts")

/** The synthetic current-filings feed and daily index of the tests (test/support/edgar-feed.ts). */
export const loadEdgarFeed = () => loadTsModule("test/support/edgar-feed.ts")
