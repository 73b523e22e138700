/**
 * `risk watch [--tickers FILE | --all] [--forms 8-K,10-Q,10-K] [--since DATE|ACCESSION]
 * (--out FILE.ndjson | --webhook URL)`: follow EDGAR's current-filings feed and score each new
 * filing on the list as it lands, one NDJSON line (or one webhook POST) per filing. Runs until
 * SIGINT or SIGTERM; rerun with the same arguments to continue where it stopped (the cursor).
 */
import { Options } from "@effect/cli"
import { upstreamOptions } from "./options.js"
import { type ArgsOf, defineCommand } from "./lazy.js"

const watchConfig = {
  tickers: Options.file("tickers", { exists: "yes" }).pipe(
    Options.withDescription("a file of tickers or CIKs to watch (one or more per line, commas or spaces; # comments)"),
    Options.optional
  ),
  all: Options.boolean("all").pipe(Options.withDescription("watch every company instead of a list")),
  forms: Options.text("forms").pipe(Options.withDescription("forms to watch, a comma list (default 8-K,10-Q,10-K)"), Options.optional),
  since: Options.text("since").pipe(
    Options.withDescription("start from a filing date (YYYY-MM-DD: caught up from the daily indexes) or after an accession number; default: now"),
    Options.optional
  ),
  out: Options.text("out").pipe(Options.withDescription("append one JSON line per filing to this .ndjson (.jsonl) file"), Options.optional),
  webhook: Options.text("webhook").pipe(Options.withDescription("POST each filing's JSON line to this URL (Idempotency-Key: its accession number)"), Options.optional),
  cursor: Options.text("cursor").pipe(
    Options.withDescription("the cursor file (default FILE.cursor.json beside --out; for --webhook, one in the cache directory)"),
    Options.optional
  ),
  poll: Options.float("poll").pipe(Options.withDescription("seconds between reads of the feed (default 2)"), Options.optional),
  concurrency: Options.integer("concurrency").pipe(Options.withDescription("filings scored at once (default 4); the fair-access rate holds whatever the value"), Options.optional),
  ...upstreamOptions
}

export const watchDefinition = defineCommand(
  "watch",
  watchConfig,
  "score new filings as they land on EDGAR, one NDJSON line (or webhook POST) per filing; resumable"
)

export type WatchArgs = ArgsOf<typeof watchDefinition>
