/**
 * A logfmt logger to standard error that writes in batches: lines logged while the event
 * loop is busy are joined and written once it turns (`setImmediate`), so a server under
 * load (one access-log line per request) makes one write per turn instead of one
 * synchronous write per line. Whatever is pending is written before the process exits.
 * Installed by the command line (src/cli/run.ts); the HTTP access log (src/http/access-log.ts)
 * writes its lines through it.
 */
import { Logger } from "effect"

let pending: Array<string> = []
let scheduled = false
let hooked = false

const flush = (): void => {
  scheduled = false
  if (pending.length === 0) return
  const text = `${pending.join("\n")}\n`
  pending = []
  process.stderr.write(text)
}

/** Adds a line (without its newline) to the next batch written to standard error. */
export const writeStderrLine = (line: string): void => {
  pending.push(line)
  if (!hooked) {
    hooked = true
    process.once("exit", flush)
  }
  if (!scheduled) {
    scheduled = true
    setImmediate(flush)
  }
}

/** The logger: Effect's logfmt lines, batched to standard error. */
export const stderrLogfmtLogger = Logger.map(Logger.logfmtLogger, writeStderrLine)

/** Replaces the default logger: logfmt lines to standard error, batched. */
export const batchedStderrLogger = Logger.replace(Logger.defaultLogger, stderrLogfmtLogger)
