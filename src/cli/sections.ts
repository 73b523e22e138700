/**
 * `risk sections --html FILE --form 10-K|10-Q|8-K [--text]`: extract a document's sections.
 */
import { Command, Options } from "@effect/cli"
import { Effect, Schema } from "effect"
import { SectionsOutput } from "../domain/sections.js"
import { extractSectionsEffect, toSectionsOutput } from "../extract/index.js"
import { readInputBytes, printJson } from "./io.js"
import { formOption, htmlOption } from "./options.js"

const textOption = Options.boolean("text").pipe(Options.withDescription("include each section's cleaned_text"))

export const sectionsCommand = Command.make(
  "sections",
  { html: htmlOption, form: formOption, text: textOption },
  ({ html, form, text }) =>
    Effect.gen(function* () {
      const bytes = yield* readInputBytes(html)
      const extraction = yield* extractSectionsEffect(bytes, form)
      yield* printJson(Schema.encodeSync(SectionsOutput)(toSectionsOutput(extraction, { includeText: text })))
    })
).pipe(Command.withDescription("extract a filing document's sections (offline)"))
