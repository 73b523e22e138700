/**
 * What `risk sections` does (./sections.ts defines its arguments; this module is loaded when it runs).
 */
import { Effect, Option, Schema } from "effect"
import { InvalidRequest } from "../domain/errors.js"
import { decodeFilingRequest } from "../domain/request.js"
import { SectionsOutput } from "../domain/sections.js"
import { extractSectionsEffect, toSectionsOutput } from "../extract/index.js"
import { FilingService } from "../pipeline/service/filing-service.js"
import { SectionsResponse } from "../pipeline/analysis/result.js"
import { checkDocument } from "./analyze.js"
import { withEightKHint } from "./hints.js"
import { printJson, readInputBytes } from "./io.js"
import type { SectionsArgs } from "./sections.js"
import { cliStack } from "./stack.js"

const usage = (detail: string) => Effect.fail(new InvalidRequest({ detail: `${detail} (see risk sections --help)` }))

export const runSections = (args: SectionsArgs) =>
  Effect.gen(function* () {
    if (Option.isSome(args.html) && Option.isSome(args.ticker)) return yield* usage("give TICKER FISCAL_YEAR or --html FILE, not both")
    if (Option.isSome(args.html)) {
      if (Option.isNone(args.form)) return yield* usage("--html needs --form 10-K|10-Q|8-K")
      const bytes = yield* readInputBytes(args.html.value)
      yield* checkDocument(bytes, args.form.value, args.html.value, "--html")
      const extraction = yield* extractSectionsEffect(bytes, args.form.value)
      return yield* printJson(Schema.encodeSync(SectionsOutput)(toSectionsOutput(extraction, { includeText: args.text })))
    }
    if (Option.isNone(args.ticker)) return yield* usage("risk sections needs TICKER FISCAL_YEAR, or --html FILE --form FORM")
    if (Option.isNone(args.fiscalYear)) return yield* usage("risk sections TICKER needs FISCAL_YEAR")
    const form = Option.getOrElse(args.form, () => "10-K" as const)
    // decoded once, before any upstream or cache is opened (the HTTP route's rules)
    const request = yield* decodeFilingRequest({
      ticker: args.ticker.value,
      fiscal_year: args.fiscalYear.value,
      form_type: form,
      quarter: Option.getOrNull(args.quarter),
      accession: Option.getOrNull(args.accession)
    })
    const out = yield* Effect.flatMap(FilingService, (service) => service.sections(request, args.text)).pipe(
      withEightKHint(form, Option.isSome(args.accession), args.ticker.value, args.fiscalYear.value),
      Effect.provide(cliStack(args, { analysisWorker: false }))
    )
    return yield* printJson(Schema.encodeSync(SectionsResponse)(out))
  })
