/**
 * `risk sections --html FILE --form 10-K|10-Q|8-K [--text]`: extract a document's sections.
 */
import { Command, Options } from "@effect/cli"
import { Effect } from "effect"
import { formOption, htmlOption } from "./options.js"

const textOption = Options.boolean("text").pipe(Options.withDescription("include each section's cleaned_text"))

const sectionsConfig = { html: htmlOption, form: formOption, text: textOption }

export type SectionsArgs = Command.Command.ParseConfig<typeof sectionsConfig>

export const sectionsCommand = Command.make("sections", sectionsConfig, (args) =>
  Effect.flatMap(Effect.promise(() => import("./sections-run.js")), (m) => m.runSections(args))
).pipe(Command.withDescription("extract a filing document's sections (offline)"))
