/**
 * Import arrows point down the stages. Reads every `src/**\/*.ts` file's imports (static,
 * type-only, re-exports and dynamic `import()`, relative or of a package) and its reads of
 * `process.env`, and fails on each arrow that points up or sideways between stages that must
 * not know each other:
 *
 *   cli (the program's entry; a surface)
 *     -> server (where the serving surfaces meet: the HTTP server, the MCP server over stdio)
 *       -> surfaces http, mcp, workspace (never each other, nor cli)
 *         -> pipeline (loads the resources, reads the settings, assembles the layers), in rooms:
 *              batch, watcher -> service -> analysis (see ROOMS)
 *           -> edges (edgar, cache; not each other) -> redis (the connection both use)
 *           -> watch (the watch's stage) -> config, domain
 *           -> pure stages (extract, metrics, diff, scoring; not each other) -> domain
 *
 * The nevers, besides the order above:
 * - a surface (cli, http, mcp, workspace) never imports another surface; the CLI starts the
 *   servers through src/server/, which nothing but the CLI and the package's entry imports;
 * - a pure stage (domain, extract, metrics, diff, scoring) never imports config, the file
 *   system or another I/O module (`IO_MODULES`), and never reads `process.env`;
 * - no module but src/config.ts reads `process.env`.
 *
 * `src/index.ts` (the package's entry) may import anything.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { afterAll, describe, expect, it } from "vitest"

const srcDir = fileURLToPath(new URL("../src", import.meta.url))

const SURFACES = ["cli", "http", "mcp", "workspace"] as const
const PURE = ["domain", "extract", "metrics", "diff", "scoring"] as const
const STAGES = ["extract", "metrics", "diff", "scoring", "watch"] as const
const BELOW_SURFACES = ["domain", "config", ...STAGES, "edgar", "cache", "redis", "pipeline"] as const

/** What each stage may import besides itself. */
const ALLOWED: Readonly<Record<string, ReadonlyArray<string>>> = {
  domain: [],
  config: ["domain"],
  redis: ["domain", "config"],
  extract: ["domain"],
  metrics: ["domain"],
  diff: ["domain"],
  scoring: ["domain"],
  watch: ["domain", "config"],
  edgar: ["domain", "config", "redis"],
  cache: ["domain", "config", "redis"],
  pipeline: ["domain", "config", ...STAGES, "edgar", "cache", "redis"],
  http: [...BELOW_SURFACES],
  mcp: [...BELOW_SURFACES],
  workspace: [...BELOW_SURFACES],
  server: [...BELOW_SURFACES, "http", "mcp", "workspace"],
  cli: [...BELOW_SURFACES, "server"],
  index: [...BELOW_SURFACES, ...SURFACES, "server"]
}

/**
 * The rooms of src/pipeline/ and which other rooms each may import: the analysis of one
 * filing (analysis/) knows no service; the filing service and its history (service/) build on
 * the analysis; the batch jobs (batch/: universe, corpora, calibration report, validation) and
 * the watch (watcher/) build on both. A file at pipeline/'s root (data-paths.ts) imports no room.
 */
const ROOMS: Readonly<Record<string, ReadonlyArray<string>>> = {
  analysis: [],
  service: ["analysis"],
  batch: ["analysis", "service"],
  watcher: ["analysis", "service"]
}

/** The room of a path relative to src/ (`pipeline/<room>/…`), null outside one (pipeline/'s root, or another stage). */
const roomOf = (pathInSrc: string): string | null => {
  const parts = pathInSrc.split(/[\\/]/)
  return parts[0] === "pipeline" && parts.length > 2 ? parts[1]! : null
}

/**
 * Packages and Node modules that reach outside the process (files, network, processes,
 * threads, the terminal), or Effect's platform services for them. A pure stage imports none.
 */
const IO_MODULES: ReadonlyArray<RegExp> = [
  /^(node:)?(fs|fs\/promises|http|https|http2|net|tls|dgram|dns|dns\/promises|child_process|cluster|worker_threads|readline|tty|os|process|inspector)$/,
  /^@effect\/platform(-node|-bun|-browser)?(\/|$)/,
  /^(ioredis|redis|undici|node-fetch|@modelcontextprotocol\/)/
]

/** The stage of a path relative to src/: its top-level folder, or the file's own name (`config`, `index`). */
const stageOf = (pathInSrc: string): string => {
  const first = pathInSrc.split(/[\\/]/)[0]!
  return first.replace(/\.(ts|js)$/, "")
}

/**
 * One arrow out of a file (`from`, relative to src/): to another file of src/ (`to`, relative
 * to src/), to a package or Node module (`module`), or a read of `process.env` (`env`).
 */
type Arrow =
  | { readonly from: string; readonly to: string }
  | { readonly from: string; readonly module: string }
  | { readonly from: string; readonly env: true }

const isPure = (stage: string): boolean => (PURE as ReadonlyArray<string>).includes(stage)
const isSurface = (stage: string): boolean => (SURFACES as ReadonlyArray<string>).includes(stage)

/** The arrows among `arrows` that break the rules, as readable lines. */
const brokenArrows = (arrows: ReadonlyArray<Arrow>): ReadonlyArray<string> =>
  arrows.flatMap((arrow) => {
    const a = stageOf(arrow.from)
    if ("env" in arrow) {
      if (arrow.from === "config.ts") return []
      return [`${arrow.from} reads process.env (settings are read in src/config.ts${isPure(a) ? "; a pure stage reads none" : ""})`]
    }
    if ("module" in arrow) {
      if (!isPure(a)) return []
      return IO_MODULES.some((m) => m.test(arrow.module))
        ? [`${arrow.from} -> ${arrow.module} (a pure stage imports no file system or I/O module)`]
        : []
    }
    const b = stageOf(arrow.to)
    if (a === b) {
      if (a !== "pipeline") return []
      const ra = roomOf(arrow.from)
      const rb = roomOf(arrow.to)
      if (ra === rb || rb === null) return []
      if (ra === null) return [`${arrow.from} -> ${arrow.to} (a file at pipeline/'s root imports no room)`]
      const rooms = ROOMS[ra]
      if (rooms === undefined) return [`${arrow.from}: room "${ra}" has no place in the pipeline's rooms (add it to ROOMS)`]
      return rooms.includes(rb) ? [] : [`${arrow.from} -> ${arrow.to} (pipeline/${ra} may import the rooms: ${rooms.join(", ") || "none"})`]
    }
    const allowed = ALLOWED[a]
    if (allowed === undefined) return [`${arrow.from}: stage "${a}" has no place in the layering (add it to ALLOWED)`]
    if (allowed.includes(b)) return []
    const why =
      isSurface(a) && isSurface(b)
        ? "a surface never imports another surface"
        : isPure(a) && b === "config"
          ? "a pure stage reads no setting"
          : `${a} may import: ${allowed.join(", ") || "nothing outside itself"}`
    return [`${arrow.from} -> ${arrow.to} (${why})`]
  })

const sourceFiles = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith(".ts") ? [path] : []
  })

/** Whether the source reads `process.env` (in code: comments and strings do not count). */
const readsProcessEnv = (file: string, text: string): boolean => {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS)
  const visit = (node: ts.Node): boolean =>
    (ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "process" &&
      node.name.text === "env") ||
    (ts.isElementAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "process" &&
      ts.isStringLiteral(node.argumentExpression) &&
      node.argumentExpression.text === "env") ||
    ts.forEachChild(node, visit) === true
  return visit(source)
}

/** Every import and `process.env` read of every source file under `dir`, paths relative to `dir`. */
const sourceArrows = (dir: string): ReadonlyArray<Arrow> =>
  sourceFiles(dir).flatMap((file): ReadonlyArray<Arrow> => {
    const text = readFileSync(file, "utf8")
    const from = relative(dir, file)
    const info = ts.preProcessFile(text, true, true)
    const imports = info.importedFiles.map(({ fileName: name }): Arrow =>
      name.startsWith(".") ? { from, to: relative(dir, resolve(dirname(file), name)) } : { from, module: name }
    )
    return readsProcessEnv(file, text) ? [...imports, { from, env: true }] : imports
  })

/** A module's name without its extension (`cli/score.ts` and `cli/score.js` are one module). */
const moduleOf = (path: string): string => path.replace(/\.(ts|js)$/, "")

/**
 * The import cycles among the modules of src/ under `folder` (every kind of import counts:
 * static, type-only, re-exports, dynamic): each group of modules that reach one another,
 * sorted, as `a -> b -> … (a cycle)`.
 */
const importCycles = (arrows: ReadonlyArray<Arrow>, folder: string): ReadonlyArray<string> => {
  const inside = (m: string) => m.startsWith(`${folder}/`)
  const next = new Map<string, Set<string>>()
  for (const arrow of arrows) {
    if (!("to" in arrow)) continue
    const from = moduleOf(arrow.from)
    const to = moduleOf(arrow.to)
    if (!inside(from) || !inside(to)) continue
    next.set(from, (next.get(from) ?? new Set()).add(to))
  }
  // Tarjan's strongly connected components
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: Array<string> = []
  const onStack = new Set<string>()
  const groups: Array<ReadonlyArray<string>> = []
  const visit = (m: string): void => {
    index.set(m, index.size)
    low.set(m, index.get(m)!)
    stack.push(m)
    onStack.add(m)
    for (const n of next.get(m) ?? []) {
      if (!index.has(n)) {
        visit(n)
        low.set(m, Math.min(low.get(m)!, low.get(n)!))
      } else if (onStack.has(n)) low.set(m, Math.min(low.get(m)!, index.get(n)!))
    }
    if (low.get(m) !== index.get(m)) return
    const group: Array<string> = []
    for (let n = stack.pop()!; ; n = stack.pop()!) {
      onStack.delete(n)
      group.push(n)
      if (n === m) break
    }
    if (group.length > 1 || next.get(m)?.has(m)) groups.push(group.sort())
  }
  for (const m of [...next.keys()].sort()) if (!index.has(m)) visit(m)
  return groups.map((g) => `${[...g, g[0]].join(" -> ")} (a cycle)`).sort()
}

describe("import layering", () => {
  it("no import arrow in src/ points up the stages or breaks a never", () => {
    const arrows = sourceArrows(srcDir)
    // the scan sees the arrows the stages are built on
    const local = arrows.filter((a): a is { from: string; to: string } => "to" in a)
    expect(local.some((a) => stageOf(a.from) === "pipeline" && stageOf(a.to) === "edgar")).toBe(true)
    expect(local.some((a) => stageOf(a.from) === "cli" && stageOf(a.to) === "pipeline")).toBe(true)
    expect(local.some((a) => stageOf(a.from) === "cli" && stageOf(a.to) === "server")).toBe(true)
    expect(local.some((a) => stageOf(a.from) === "server" && stageOf(a.to) === "workspace")).toBe(true)
    expect(arrows.some((a) => "module" in a && a.module === "effect" && isPure(stageOf(a.from)))).toBe(true)
    expect(brokenArrows(arrows)).toEqual([])
  })

  it("every folder of src/ has a place in the layering", () => {
    const stages = readdirSync(srcDir, { withFileTypes: true }).map((e) => stageOf(e.name))
    expect(stages.filter((s) => ALLOWED[s] === undefined)).toEqual([])
  })

  it("every file and folder of src/ is named in one style: lower-case words joined by hyphens", () => {
    const named = (name: string) => /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/.test(name)
    const names = sourceFiles(srcDir).flatMap((f) => relative(srcDir, f).split(/[\\/]/))
    expect(names.length).toBeGreaterThan(100)
    expect([...new Set(names.filter((n) => !named(n)))]).toEqual([])
    // the styles this project had besides it
    expect(["FilingService.ts", "rateLimiterLocal.ts", "Http.ts", "stderr_log.ts"].filter(named)).toEqual([])
    expect(["filing-service-live.ts", "v3.ts", "mcp-stdio.ts", "index.ts"].every(named)).toBe(true)
  })

  it("every room of src/pipeline/ has a place, and the real arrows between rooms are seen", () => {
    const rooms = readdirSync(join(srcDir, "pipeline"), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)
    expect(rooms.sort()).toEqual(Object.keys(ROOMS).sort())
    const local = sourceArrows(srcDir).filter((a): a is { from: string; to: string } => "to" in a)
    expect(local.some((a) => roomOf(a.from) === "service" && roomOf(a.to) === "analysis")).toBe(true)
    expect(local.some((a) => roomOf(a.from) === "batch" && roomOf(a.to) === "analysis")).toBe(true)
  })

  it("a room importing a room it may not is reported", () => {
    const wrong: ReadonlyArray<Arrow> = [
      { from: "pipeline/analysis/analyze.ts", to: "pipeline/service/filing-service.js" },
      { from: "pipeline/analysis/result.ts", to: "pipeline/batch/universe.js" },
      { from: "pipeline/service/filing-service-live.ts", to: "pipeline/batch/corpus.js" },
      { from: "pipeline/service/stack.ts", to: "pipeline/watcher/watch.js" },
      { from: "pipeline/batch/universe.ts", to: "pipeline/watcher/store.js" },
      { from: "pipeline/data-paths.ts", to: "pipeline/analysis/resources.js" },
      { from: "pipeline/attic/x.ts", to: "pipeline/analysis/analyze.js" }
    ]
    for (const arrow of wrong) expect(brokenArrows([arrow]), JSON.stringify(arrow)).toHaveLength(1)
    const right: ReadonlyArray<Arrow> = [
      { from: "pipeline/service/filing-service-live.ts", to: "pipeline/analysis/analyze.js" },
      { from: "pipeline/batch/universe.ts", to: "pipeline/service/filing-service.js" },
      { from: "pipeline/watcher/watch.ts", to: "pipeline/service/filing-service.js" },
      { from: "pipeline/analysis/resources.ts", to: "pipeline/data-paths.js" },
      { from: "pipeline/analysis/offline.ts", to: "pipeline/analysis/side-by-side.js" }
    ]
    expect(brokenArrows(right)).toEqual([])
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
      { from: "pipeline/stack.ts", to: "server/http.js" },
      { from: "domain/errors.ts", to: "config.js" },
      { from: "redis/client.ts", to: "cache/common.js" },
      { from: "watch/cursor.ts", to: "pipeline/watch.js" },
      { from: "server/http.ts", to: "cli/serve-run.js" },
      { from: "nowhere/x.ts", to: "domain/errors.js" }
    ]
    for (const arrow of up) expect(brokenArrows([arrow]), JSON.stringify(arrow)).toHaveLength(1)
    const down: ReadonlyArray<Arrow> = [
      { from: "cli/serve-run.ts", to: "server/http.js" },
      { from: "cli/mcp-run.ts", to: "server/mcp-stdio.js" },
      { from: "server/http.ts", to: "mcp/Http.js" },
      { from: "server/http.ts", to: "workspace/Http.js" },
      { from: "server/openapi.ts", to: "http/Api.js" },
      { from: "workspace/descriptors.ts", to: "domain/mcp.js" },
      { from: "http/access-log.ts", to: "pipeline/stderrLog.js" },
      { from: "pipeline/coverFacts.ts", to: "extract/cover.js" },
      { from: "pipeline/calibration.ts", to: "config.js" },
      { from: "pipeline/calibration.ts", module: "@effect/platform/FileSystem" },
      { from: "edgar/rateLimiterRedis.ts", to: "redis/client.js" },
      { from: "watch/cursor.ts", to: "domain/forms.js" },
      { from: "index.ts", to: "scoring/v2.js" },
      { from: "index.ts", to: "server/http.js" },
      { from: "extract/cover.ts", to: "domain/cover.js" },
      { from: "extract/source.ts", module: "node:buffer" },
      { from: "scoring/Calibration.ts", module: "node:crypto" },
      { from: "config.ts", env: true }
    ]
    expect(brokenArrows(down)).toEqual([])
  })

  it("a surface importing another surface is reported, every pair", () => {
    const pairs = SURFACES.flatMap((a) => SURFACES.filter((b) => b !== a).map((b) => [a, b] as const))
    expect(pairs).toHaveLength(12)
    for (const [a, b] of pairs) {
      const broken = brokenArrows([{ from: `${a}/x.ts`, to: `${b}/y.js` }])
      expect(broken, `${a} -> ${b}`).toHaveLength(1)
      expect(broken[0]).toContain("a surface never imports another surface")
    }
    // the arrows this project had before the server's assembly moved to src/server/
    const former: ReadonlyArray<Arrow> = [
      { from: "workspace/descriptors.ts", to: "mcp/names.js" },
      { from: "workspace/Http.ts", to: "mcp/sdk.js" },
      { from: "workspace/openapi.ts", to: "http/schemas.js" },
      { from: "http/access-log.ts", to: "cli/stderrLog.js" },
      { from: "http/Api.ts", to: "workspace/openapi.js" },
      { from: "http/server.ts", to: "mcp/Http.js" },
      { from: "cli/serve-run.ts", to: "http/server.js" },
      { from: "cli/mcp-run.ts", to: "mcp/stdio.js" }
    ]
    expect(brokenArrows(former)).toHaveLength(former.length)
    // the surfaces meet in src/server/, which only the CLI and the package's entry import
    for (const s of ["http", "mcp", "workspace", "pipeline", "domain"]) {
      expect(brokenArrows([{ from: `${s}/x.ts`, to: "server/http.js" }]), s).toHaveLength(1)
    }
  })

  it("a pure stage importing config, the file system or an I/O module, or reading process.env, is reported", () => {
    for (const stage of PURE) {
      const arrows: ReadonlyArray<Arrow> = [
        { from: `${stage}/x.ts`, to: "config.js" },
        { from: `${stage}/x.ts`, module: "node:fs" },
        { from: `${stage}/x.ts`, module: "fs/promises" },
        { from: `${stage}/x.ts`, module: "node:http" },
        { from: `${stage}/x.ts`, module: "node:child_process" },
        { from: `${stage}/x.ts`, module: "@effect/platform/FileSystem" },
        { from: `${stage}/x.ts`, module: "@effect/platform-node/NodeFileSystem" },
        { from: `${stage}/x.ts`, module: "@effect/platform" },
        { from: `${stage}/x.ts`, module: "ioredis" },
        { from: `${stage}/x.ts`, to: "edgar/EdgarClient.js" },
        { from: `${stage}/x.ts`, to: "cache/FilingCache.js" },
        { from: `${stage}/x.ts`, to: "redis/client.js" },
        { from: `${stage}/x.ts`, to: "pipeline/resources.js" },
        { from: `${stage}/x.ts`, env: true }
      ]
      for (const arrow of arrows) expect(brokenArrows([arrow]), JSON.stringify(arrow)).toHaveLength(1)
    }
    // calibration as it was: the file read and the setting in scoring
    expect(
      brokenArrows([
        { from: "scoring/Calibration.ts", module: "@effect/platform/FileSystem" },
        { from: "scoring/Calibration.ts", module: "@effect/platform-node/NodeFileSystem" },
        { from: "scoring/Calibration.ts", to: "config.js" }
      ])
    ).toHaveLength(3)
    // the settings' reads outside config.ts, as RISK_ANALYSIS_WORKER's was
    expect(brokenArrows([{ from: "pipeline/analysisOffload.ts", env: true }])).toHaveLength(1)
  })

  describe("the scan of files finds the arrows that break the nevers", () => {
    const dir = mkdtempSync(join(tmpdir(), "layering-"))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), text)
    }

    it("static, type-only, re-exported and dynamic imports, and process.env read in code", () => {
      write("config.ts", `export const Port = Number(process.env["PORT"] ?? 8000)\n`)
      write("domain/x.ts", `export const x = 1\n`)
      write("http/server.ts", `import { names } from "../mcp/names.js"\nexport const n = names\n`)
      write("workspace/Http.ts", `import type { Api } from "../http/Api.js"\nexport type A = Api\n`)
      write("mcp/index.ts", `export { run } from "../cli/run.js"\n`)
      write("cli/serve.ts", `export const load = () => import("../http/server.js")\n`)
      write("cli/fine.ts", `import { x } from "../domain/x.js"\nimport { Port } from "../config.js"\nexport const y = x + Port\n`)
      write("scoring/Calibration.ts", `import * as FileSystem from "@effect/platform/FileSystem"\nimport { CalibrationFileConfig } from "../config.js"\nexport { FileSystem, CalibrationFileConfig }\n`)
      write("extract/read.ts", `import { readFileSync } from "node:fs"\nexport const read = (p: string) => readFileSync(p, "utf8")\n`)
      write("metrics/env.ts", `// process.env is not read here in a comment\nexport const on = process.env.RISK_X === "1"\n`)
      write("diff/quiet.ts", `/** mentions process.env only in a comment */\nexport const s = "process.env"\n`)
      write("pipeline/offload.ts", `export const off = process.env.RISK_ANALYSIS_WORKER === "0"\n`)
      const broken = [...brokenArrows(sourceArrows(dir))].sort()
      expect(broken).toEqual([
        expect.stringMatching(/^cli\/serve\.ts -> http\/server\.js \(a surface never imports another surface\)$/),
        expect.stringMatching(/^extract\/read\.ts -> node:fs /),
        expect.stringMatching(/^http\/server\.ts -> mcp\/names\.js \(a surface never imports another surface\)$/),
        expect.stringMatching(/^mcp\/index\.ts -> cli\/run\.js \(a surface never imports another surface\)$/),
        expect.stringMatching(/^metrics\/env\.ts reads process\.env .*a pure stage reads none/),
        expect.stringMatching(/^pipeline\/offload\.ts reads process\.env /),
        expect.stringMatching(/^scoring\/Calibration\.ts -> @effect\/platform\/FileSystem /),
        expect.stringMatching(/^scoring\/Calibration\.ts -> config\.js \(a pure stage reads no setting\)$/),
        expect.stringMatching(/^workspace\/Http\.ts -> http\/Api\.js \(a surface never imports another surface\)$/)
      ])
    })
  })
})

describe("no import cycles in src/cli", () => {
  it("no module of src/cli reaches itself through its imports (of any kind)", () => {
    const arrows = sourceArrows(srcDir)
    // the scan sees the definitions, their work and the lazy imports that join them
    const local = arrows.filter((a): a is { from: string; to: string } => "to" in a)
    expect(local).toContainEqual({ from: "cli/commands.ts", to: "cli/score-run.js" })
    expect(local).toContainEqual({ from: "cli/score-run.ts", to: "cli/score.js" })
    expect(importCycles(arrows, "cli")).toEqual([])
  })

  describe("the scan of files finds the cycles", () => {
    const dir = mkdtempSync(join(tmpdir(), "cycles-"))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), text)
    }

    it("a definition loading its work that imports the definition's type, a static ring, a re-export, a self-import", () => {
      // the pair as it was: the definition imports its work lazily, the work imports its type back
      write("cli/score.ts", `export type ScoreArgs = { a: 1 }\nexport const load = () => import("./score-run.js")\n`)
      write("cli/score-run.ts", `import type { ScoreArgs } from "./score.js"\nexport const run = (a: ScoreArgs) => a\n`)
      write("cli/a.ts", `import { b } from "./b.js"\nexport const a = () => b\n`)
      write("cli/b.ts", `import { c } from "./c.js"\nexport const b = () => c\n`)
      write("cli/c.ts", `export { a as c } from "./a.js"\n`)
      write("cli/self.ts", `import * as me from "./self.js"\nexport const x = me\n`)
      // no cycle: the definitions and their work joined from a third module; an arrow out of cli
      write("cli/filings.ts", `export type FilingsArgs = { f: 1 }\n`)
      write("cli/filings-run.ts", `import type { FilingsArgs } from "./filings.js"\nexport const run = (a: FilingsArgs) => a\n`)
      write("cli/commands.ts", `import "./filings.js"\nexport const load = () => import("./filings-run.js")\n`)
      write("cli/up.ts", `import { x } from "../domain/x.js"\nexport const u = x\n`)
      write("domain/x.ts", `import type { u } from "../cli/up.js"\nexport const x = 1 as unknown as typeof u\n`)
      expect(importCycles(sourceArrows(dir), "cli")).toEqual([
        "cli/a -> cli/b -> cli/c -> cli/a (a cycle)",
        "cli/score -> cli/score-run -> cli/score (a cycle)",
        "cli/self -> cli/self (a cycle)"
      ])
    })
  })
})
