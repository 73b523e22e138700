// The one build step (`npm run build`):
//  1. tsc emits the library (dist/**/*.js + .d.ts) behind the package's exports;
//  2. esbuild bundles the command line into one file, dist/bundle/risk.cjs (tree-shaken,
//     source map beside it). The HTTP server, the MCP tools and Redis are evaluated only when
//     their command runs; the optional MCP SDK, zod and ioredis stay in node_modules and are
//     required on first use;
//     The rules' needs (what each red-flag rule's template requires of a match) are read here and
//     written into the bundle, so that a command does not read them at run time;
//  3. a training run of the bundle (an offline `risk score --html … --prior-html …` on the
//     generated filing of src/pipeline/analysis/sample-filings.ts) writes V8's code cache for it, dist/bundle/risk.cjs.cache, which
//     bin/risk.js hands to V8 so later runs skip parsing and compiling what the run used;
//     a second one (`risk --help`) writes the smaller risk.cjs.start.cache that a command
//     line naming no command uses.
// dist/bundle/ sits two levels below the package root, like dist/<stage>/*.js, so the data
// paths resolved from import.meta.url (../../data/...) are the same in the bundle.
//   node scripts/build.mjs [--bundle-only]   (--bundle-only: skip tsc)
import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { build } from "esbuild"

const root = fileURLToPath(new URL("..", import.meta.url))
const bundleDir = join(root, "dist", "bundle")

if (!process.argv.includes("--bundle-only")) {
  const tsc = spawnSync(process.execPath, [join(root, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.build.json"], {
    cwd: root,
    stdio: "inherit"
  })
  if (tsc.status !== 0) process.exit(tsc.status ?? 1)
}

// What every red-flag rule's template requires of a match (src/metrics/rules/needs-ahead.ts), read
// here once and written into the bundle in place of the empty table of src/metrics/rules/needs-table.ts;
// without it (no emitted library) the bundle reads each template on first use, with the same result.
// The same for the alternatives of the families' topics (`TOPIC_UNITS`).
let needsTable = []
let topicTable = []
try {
  const { needsAhead, topicUnitsAhead } = await import("../dist/metrics/rules/needs-ahead.js")
  needsTable = needsAhead()
  topicTable = topicUnitsAhead()
} catch (e) {
  console.warn(`build: the rules' needs were not read ahead (${e instanceof Error ? e.message : e}); the bundle reads them on first use`)
}
const needsTablePlugin = {
  name: "needs-table",
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]metrics[\\/]rules[\\/]needs-table\.ts$/ }, () => ({
      contents: `export const READ_NEEDS = new Map(${JSON.stringify(needsTable)})\nexport const TOPIC_UNITS = new Map(${JSON.stringify(topicTable)})`,
      loader: "js"
    }))
  }
}

// Our sources written in ASCII for the bundle: a non-ASCII character (a dash, a quote mark, a
// bullet in the extraction and rules patterns) becomes its `\uXXXX` escape, which means the same
// in a string, template or regular-expression literal (and nothing in a comment). esbuild escapes
// strings itself but leaves regular-expression literals as written, and one non-ASCII character
// makes Node read the whole bundle as a two-byte string: reading it took ≈ 40 ms of every start
// instead of a few. A character after a backslash (which an escape would change) is left as it is.
const asciiPlugin = {
  name: "ascii-source",
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, (args) => {
      const text = readFileSync(args.path, "utf8")
      const contents = text.replace(/(\\*)([^\x00-\x7f])/g, (m, slashes, c) =>
        slashes.length % 2 === 1 ? m : `${slashes}\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`
      )
      return { contents, loader: "ts" }
    })
  }
}

rmSync(bundleDir, { recursive: true, force: true })
const result = await build({
  absWorkingDir: root,
  entryPoints: { risk: "src/cli/main.ts", "analysis-worker": "src/pipeline/analysis/worker.ts", "diff-worker": "src/pipeline/analysis/diff-worker.ts" },
  outdir: bundleDir,
  outExtension: { ".js": ".cjs" },
  bundle: true,
  format: "cjs",
  platform: "node",
  target: "node20",
  // import() of our own modules becomes a lazy in-bundle initialiser; of the external
  // packages, a require() on first use.
  supported: { "dynamic-import": false },
  external: ["@modelcontextprotocol/sdk", "@modelcontextprotocol/sdk/*", "zod", "ioredis"],
  define: { "import.meta.url": "__riskModuleUrl" },
  banner: { js: 'const __riskModuleUrl = require("node:url").pathToFileURL(__filename).href;' },
  treeShaking: true,
  minifySyntax: true,
  minifyWhitespace: true,
  minifyIdentifiers: true,
  keepNames: false,
  sourcemap: "linked",
  sourcesContent: false,
  legalComments: "linked",
  metafile: true,
  plugins: [needsTablePlugin, asciiPlugin],
  logLevel: "warning"
})
// bin/risk.js compiles the bundle as a function body: the entry's "#!" line becomes a comment
// (same length, so the source map still lines up).
const bundleFile = join(bundleDir, "risk.cjs")
const text = readFileSync(bundleFile, "utf8")
if (text.startsWith("#!")) writeFileSync(bundleFile, `//${text.slice(2)}`)
// bin/risk.js reads the bundle as latin1, which is only its text when every character is ASCII
const nonAscii = /[^\x00-\x7f]/.exec(text)
if (nonAscii !== null) {
  console.error(`build: the bundle is not ASCII (${JSON.stringify(text.slice(Math.max(0, nonAscii.index - 40), nonAscii.index + 10))})`)
  process.exit(1)
}
if (process.env.RISK_BUILD_ANALYZE) {
  const { analyzeMetafile } = await import("esbuild")
  console.log(await analyzeMetafile(result.metafile))
}

// Training run → code cache. A failure here leaves a working bundle without a cache.
const work = mkdtempSync(join(tmpdir(), "risk-build-"))
try {
  // (emitted by tsc above)
  const { sampleFilings } = await import("../dist/pipeline/analysis/sample-filings.js")
  const { current, prior } = sampleFilings()
  writeFileSync(join(work, "current.htm"), current)
  writeFileSync(join(work, "prior.htm"), prior)
  const run = spawnSync(
    process.execPath,
    [join(root, "bin", "risk.js"), "score", "--html", join(work, "current.htm"), "--prior-html", join(work, "prior.htm"), "--form", "10-K"],
    { cwd: root, env: { ...process.env, RISK_CODE_CACHE_WRITE: "1" }, stdio: ["ignore", "ignore", "inherit"] }
  )
  if (run.status !== 0) console.warn(`build: the training run exited ${run.status}; the bundle runs without a code cache`)
  // the smaller cache of a command line that names no command (`risk --version`, `risk --help`)
  const start = spawnSync(process.execPath, [join(root, "bin", "risk.js"), "--help"], {
    cwd: root,
    env: { ...process.env, RISK_CODE_CACHE_WRITE: "start" },
    stdio: ["ignore", "ignore", "inherit"]
  })
  if (start.status !== 0) console.warn(`build: the start-up training run exited ${start.status}; \`risk --version\` runs without a code cache`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
