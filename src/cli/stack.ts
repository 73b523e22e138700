/**
 * The CLI's composition root for commands that reach EDGAR.
 */
import { Option } from "effect"
import { liveStack, type StackOptions } from "../pipeline/service/stack.js"

export interface UpstreamArgs {
  readonly edgarBaseUrl: Option.Option<string>
  readonly cacheDir: Option.Option<string>
  readonly noCache: boolean
  /** Absent on commands that only list filings (no lexicon applies). */
  readonly lexicon?: Option.Option<string>
}

export const cliStack = (args: UpstreamArgs, options: Pick<StackOptions, "resultMemo" | "analysisWorker" | "diffInWorker"> = {}) =>
  liveStack({
    edgarBaseUrl: Option.getOrNull(args.edgarBaseUrl),
    cacheDir: Option.getOrNull(args.cacheDir),
    noCache: args.noCache,
    lexiconFile: args.lexicon === undefined ? null : Option.getOrNull(args.lexicon),
    ...options
  })
