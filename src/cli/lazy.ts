/**
 * A command's definition apart from its work. Each `./<command>.ts` holds a definition (name,
 * arguments and options, one-line description) and the type of its parsed arguments; its work
 * is in `./<command>-run.ts`, which imports only that type. ./commands.ts joins the two with
 * `lazyCommand`: the work's module is imported when the command runs (esbuild turns the
 * `import()` into a lazy initialiser in the bundle), so `risk --version` and `risk --help`
 * evaluate only the argument parser and the definitions.
 */
import { Command } from "@effect/cli"
import { Effect, type Types } from "effect"

/** What `risk COMMAND` takes and what `--help` says about it, without its work. */
export interface CommandDefinition<Name extends string, Config extends Command.Command.Config> {
  readonly name: Name
  readonly config: Config
  readonly description: string
}

export const defineCommand = <Name extends string, const Config extends Command.Command.Config>(
  name: Name,
  config: Config,
  description: string
): CommandDefinition<Name, Config> => ({ name, config, description })

/** The parsed arguments and options of a command's definition: what its work receives. */
export type ArgsOf<D> = D extends CommandDefinition<string, infer Config> ? Command.Command.ParseConfig<Config> : never

/** A definition's command, whose work (`load`'s function) is loaded when the command runs. */
export const lazyCommand = <Name extends string, const Config extends Command.Command.Config, E, R>(
  definition: CommandDefinition<Name, Config>,
  load: () => Promise<(args: Types.Simplify<Command.Command.ParseConfig<Config>>) => Effect.Effect<void, E, R>>
) =>
  Command.make(definition.name, definition.config, (args) => Effect.flatMap(Effect.promise(load), (run) => run(args))).pipe(
    Command.withDescription(definition.description)
  )
