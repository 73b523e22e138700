/**
 * `risk panel TICKER... --fiscal-year N [--form 10-K]`: score up to 25 tickers (more: `risk universe`). One NDJSON line
 * per ticker on stdout (in input order), progress on stderr; `--format table` prints a table.
 */
import { Args, Options } from "@effect/cli"
import { MAX_PANEL_TICKERS } from "../pipeline/service/filing-service.js"
import { compareOption, edgarFormOption, formatOption, modelOption, quarterOption, upstreamOptions } from "./options.js"
import { type ArgsOf, defineCommand } from "./lazy.js"

const panelConfig = {
  tickers: Args.text({ name: "TICKER" }).pipe(
    Args.withDescription(`1 to ${MAX_PANEL_TICKERS} tickers or CIKs (for more, risk universe)`),
    Args.atLeast(1)
  ),
  fiscalYear: Options.integer("fiscal-year").pipe(Options.withDescription("fiscal year")),
  form: edgarFormOption,
  quarter: quarterOption,
  compare: compareOption,
  model: modelOption,
  format: formatOption,
  ...upstreamOptions
}

export const panelDefinition = defineCommand("panel", panelConfig, "score up to 25 tickers for one fiscal year (NDJSON or a table)")

export type PanelArgs = ArgsOf<typeof panelDefinition>
