/**
 * What `risk filings` does (./filings.ts defines its arguments; this module is loaded when it runs).
 */
import { Effect, Option, Schema } from "effect"
import { FilingService } from "../pipeline/FilingService.js"
import { FilingsResponse } from "../pipeline/result.js"
import { printJson } from "./io.js"
import { cliStack } from "./stack.js"
import type { FilingsArgs } from "./filings.js"

export const runFilings = (args: FilingsArgs) =>
  Effect.flatMap(FilingService, (service) => service.filings(args.ticker, args.fiscalYear, Option.getOrNull(args.form))).pipe(
    Effect.flatMap((out) => printJson(Schema.encodeSync(FilingsResponse)(out))),
    Effect.provide(cliStack(args, { analysisWorker: false }))
  )
