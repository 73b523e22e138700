/** Captures log lines (level + message) so tests can check that warnings were logged. */
import { Layer, Logger } from "effect"

export interface CapturedLog {
  readonly level: string
  readonly message: string
}

export const captureLogs = (): { readonly logs: Array<CapturedLog>; readonly layer: Layer.Layer<never> } => {
  const logs: Array<CapturedLog> = []
  const logger = Logger.make(({ logLevel, message }) => {
    const text = Array.isArray(message) ? message.map(String).join(" ") : String(message)
    logs.push({ level: logLevel.label, message: text })
  })
  return { logs, layer: Logger.replace(Logger.defaultLogger, logger) }
}

export const warnings = (logs: ReadonlyArray<CapturedLog>): Array<string> =>
  logs.filter((l) => l.level === "WARN").map((l) => l.message)
