#!/usr/bin/env node
// Runs the command line bundle built by `npm run build` (dist/bundle/risk.cjs) with the V8
// code cache its training run wrote (risk.cjs.cache), so start-up skips parsing and compiling
// what a typical command uses. V8 checks the cache against the source and its own version and
// flags, and compiles normally when it does not match. A command line that names no command
// (`risk --version`, `risk --help`) uses a smaller cache (risk.cjs.start.cache) with only what
// such a run compiles: V8 reads a whole cache in, and the analysis' functions are most of the
// full one. Without a bundle, runs the compiled modules (dist/cli/main.js).
//
// A CommonJS script (bin/package.json): Node starts it without setting up its ES module loader,
// which nothing here or in the bundle needs.
"use strict"
const { readFileSync, writeFileSync } = require("node:fs")
const { createRequire } = require("node:module")
const { dirname, join } = require("node:path")
const v8 = require("node:v8")
const vm = require("node:vm")

/** The commands that analyse at most one filing (a pair) and end (see the interrupt budget below). */
const ONE_FILING_COMMANDS = new Set(["score", "metrics", "sections"])

const bundle = join(__dirname, "..", "dist", "bundle", "risk.cjs")
const read = (path, encoding) => {
  try {
    return readFileSync(path, encoding)
  } catch {
    return undefined
  }
}
// the build writes the bundle in ASCII (scripts/build.mjs checks it), which latin1 reads as a one-byte string at once
const source = read(bundle, "latin1")
if (source === undefined) {
  // the compiled modules are ES modules
  import("../dist/cli/main.js")
} else {
  // set by the build's training run: write the cache at exit, with every function compiled by then
  const training = process.env.RISK_CODE_CACHE_WRITE === "1" || process.env.RISK_CODE_CACHE_WRITE === "start"
  const startOnly = training ? process.env.RISK_CODE_CACHE_WRITE === "start" : process.argv.slice(2).every((a) => a.startsWith("-"))
  const cacheFile = startOnly ? `${bundle}.start.cache` : `${bundle}.cache`
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundle,
    cachedData: training ? undefined : read(cacheFile),
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER
  })
  if (training) process.once("exit", () => writeFileSync(cacheFile, script.createCachedData()))
  // Compile regular expressions to native code on first use instead of interpreting them first
  // and compiling again: the red-flag patterns run on every section once, and the second
  // compilation is most of their cost in a one-shot command. Set after the code cache has been
  // checked (the cache records the flags it was made with), and not in the training run.
  // `--regexp-tier-up-ticks=0`, not `--no-regexp-tier-up`: turning tier-up off at run time
  // sends the expressions Node compiled to bytecode before this line down the native path,
  // which crashes the process (SIGSEGV) once a collection has run; with no ticks, a new
  // expression is compiled to native code at once and an old one keeps its own path
  // (test/cli/v8-flags.test.ts).
  else {
    v8.setFlagsFromString("--regexp-tier-up-ticks=0")
    // A command that analyses one filing (or none) and ends runs most of its code once or a few
    // times. With V8's default interrupt budget (66 KB of bytecode), TurboFan optimises hundreds
    // of its functions on background threads (for the AAPL pair ≈ 300 ms of CPU beside ≈ 400 ms on
    // the main thread, on a 2-core machine) that the command has mostly finished with when the
    // code is ready. Eight times the budget leaves optimisation to the code that runs hot (the
    // markup scanner of a long document is optimised as before). Servers and batch commands keep
    // V8's default. Tiering changes how fast code runs, never what it computes.
    if (startOnly || ONE_FILING_COMMANDS.has(process.argv[2] ?? "")) {
      v8.setFlagsFromString("--interrupt-budget=524288")
      // Once such a command has nothing left to do (its output written, its worker ended: the
      // event loop is empty), end the process as it would end, with the same exit code, without
      // tearing down the heap first (process.exit skips that; a natural end frees every object
      // of the analysis). Left to the natural end when another 'beforeExit' listener is there.
      process.once("beforeExit", () => {
        if (process.listenerCount("beforeExit") === 0) process.exit()
      })
    }
  }
  const module = { exports: {} }
  script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, dirname(bundle))
}
