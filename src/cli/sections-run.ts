/**
 * What `risk sections` does (./sections.ts defines its arguments; this module is loaded when it runs).
 */
import { Effect, Schema } from "effect"
import { SectionsOutput } from "../domain/sections.js"
import { extractSectionsEffect, toSectionsOutput } from "../extract/index.js"
import { readInputBytes, printJson } from "./io.js"
import type { SectionsArgs } from "./sections.js"

export const runSections = ({ html, form, text }: SectionsArgs) =>
  Effect.gen(function* () {
    const bytes = yield* readInputBytes(html)
    const extraction = yield* extractSectionsEffect(bytes, form)
    yield* printJson(Schema.encodeSync(SectionsOutput)(toSectionsOutput(extraction, { includeText: text })))
  })
