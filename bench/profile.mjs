// CPU profile of the analysis of a 10-K with its prior:
//   node --cpu-prof --cpu-prof-dir=/tmp/prof bench/profile.mjs [iterations]
// then `node bench/profile-summary.mjs /tmp/prof/<file>.cpuprofile` prints the hot functions.
import { readFileSync } from "node:fs"
import path from "node:path"
import { Effect } from "effect"
import { analyze } from "../dist/pipeline/analysis/analyze.js"
import { AnalysisResources, AnalysisResourcesLive } from "../dist/pipeline/analysis/resources.js"
import { corpusDir } from "./lib.mjs"

const A = "Archives/edgar/data/"
const current = readFileSync(path.join(corpusDir, `${A}320193/000032019325000079/aapl-20250927.htm`))
const prior = readFileSync(path.join(corpusDir, `${A}320193/000032019324000123/aapl-20240928.htm`))
const resources = await Effect.runPromise(Effect.provide(AnalysisResources, AnalysisResourcesLive({ lexiconFile: null })))
const n = Number(process.argv[2] ?? 20)
for (let i = 0; i < n; i++) await Effect.runPromise(analyze({ form: "10-K", current: { bytes: current }, prior: { bytes: prior } }, resources))
