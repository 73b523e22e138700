/**
 * Import arrows point down the stages. Reads every `src/**\/*.ts` file's relative imports
 * (static, type-only, re-exports and dynamic `import()`) and fails on each arrow that
 * points up or sideways between stages that must not know each other:
 *
 *   surfaces (cli, http, mcp, workspace; they may use each other)
 *     -> pipeline
 *       -> edges (edgar, cache; not each other) -> redis (the connection both use)
 *       -> pure stages (extract, metrics, diff, scoring, watch; not each other)
 *         -> config, domain
 *
 * `src/index.ts` (the package's entry) may import anything; nothing imports a surface but
 * another surface.
 */
import { readdirSync, readFileSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { describe, expect, it } from "vitest"

const srcDir = fileURLToPath(new URL("../src", import.meta.url))

const SURFACES = ["cli", "http", "mcp", "workspace"] as const
const PURE = ["extract", "metrics", "diff", "scoring", "watch"] as const
const BASE = ["domain", "config"] as const

/** What each stage may import besides itself. */
const ALLOWED: Readonly<Record<string, ReadonlyArray<string>>> = {
  domain: [],
  config: ["domain"],
  redis: [...BASE],
  ...Object.fromEntries(PURE.map((stage) => [stage, [...BASE]])),
  edgar: [...BASE, "redis"],
  cache: [...BASE, "redis"],
  pipeline: [...BASE, ...PURE, "edgar", "cache", "redis"],
  ...Object.fromEntries(SURFACES.map((stage) => [stage, [...BASE, ...PURE, "edgar", "cache", "redis", "pipeline", ...SURFACES]])),
  index: [...BASE, ...PURE, "edgar", "cache", "redis", "pipeline", ...SURFACES]
}

/** The stage of a path relative to src/: its top-level folder, or the file's own name (`config`, `index`). */
const stageOf = (pathInSrc: string): string => {
  const first = pathInSrc.split(/[\\/]/)[0]!
  return first.replace(/\.(ts|js)$/, "")
}

interface Arrow {
  readonly from: string
  readonly to: string
}

/** The arrows among `arrows` that break the rules, as readable lines. */
const upwardArrows = (arrows: ReadonlyArray<Arrow>): ReadonlyArray<string> =>
  arrows.flatMap(({ from, to }) => {
    const a = stageOf(from)
    const b = stageOf(to)
    if (a === b) return []
    const allowed = ALLOWED[a]
    if (allowed === undefined) return [`${from}: stage "${a}" has no place in the layering (add it to ALLOWED)`]
    return allowed.includes(b) ? [] : [`${from} -> ${to} (${a} may import: ${allowed.join(", ") || "nothing outside itself"})`]
  })

const sourceFiles = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith(".ts") ? [path] : []
  })

/** Every relative import of every source file, as paths relative to src/. */
const sourceArrows = (): ReadonlyArray<Arrow> =>
  sourceFiles(srcDir).flatMap((file) => {
    const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true)
    return info.importedFiles
      .map((f) => f.fileName)
      .filter((name) => name.startsWith("."))
      .map((name) => ({ from: relative(srcDir, file), to: relative(srcDir, resolve(dirname(file), name)) }))
  })

describe("import layering", () => {
  it("no import arrow in src/ points up the stages", () => {
    const arrows = sourceArrows()
    // the scan sees the arrows the stages are built on
    expect(arrows.some((a) => stageOf(a.from) === "pipeline" && stageOf(a.to) === "edgar")).toBe(true)
    expect(arrows.some((a) => stageOf(a.from) === "cli" && stageOf(a.to) === "pipeline")).toBe(true)
    expect(upwardArrows(arrows)).toEqual([])
  })

  it("every folder of src/ has a place in the layering", () => {
    const stages = readdirSync(srcDir, { withFileTypes: true }).map((e) => stageOf(e.name))
    expect(stages.filter((s) => ALLOWED[s] === undefined)).toEqual([])
  })

  it("the rules reject arrows that point up", () => {
    const up: ReadonlyArray<Arrow> = [
      { from: "edgar/EdgarClient.ts", to: "cache/FilingCache.js" },
      { from: "edgar/FilingResolver.ts", to: "extract/cover.js" },
      { from: "cache/layers.ts", to: "edgar/config.js" },
      { from: "extract/index.ts", to: "edgar/schema.js" },
      { from: "metrics/compute.ts", to: "pipeline/result.js" },
      { from: "scoring/v2.ts", to: "extract/index.js" },
      { from: "pipeline/stack.ts", to: "cli/options.js" },
      { from: "domain/errors.ts", to: "config.js" },
      { from: "redis/client.ts", to: "cache/common.js" },
      { from: "nowhere/x.ts", to: "domain/errors.js" }
    ]
    expect(upwardArrows(up)).toHaveLength(up.length)
    const down: ReadonlyArray<Arrow> = [
      { from: "http/Http.ts", to: "mcp/Http.js" },
      { from: "cli/mcp.ts", to: "mcp/stdio.js" },
      { from: "pipeline/coverFacts.ts", to: "extract/cover.js" },
      { from: "edgar/rateLimiterRedis.ts", to: "redis/client.js" },
      { from: "index.ts", to: "scoring/v2.js" },
      { from: "extract/cover.ts", to: "domain/cover.js" }
    ]
    expect(upwardArrows(down)).toEqual([])
  })
})
