/**
 * The commands of `risk`: each definition (./<command>.ts) with its work (./<command>-run.ts),
 * imported when the command runs (./lazy.ts).
 */
import { baselineDefinition, calibrateDefinition, calibrationReportDefinition } from "./data.js"
import { filingsDefinition } from "./filings.js"
import { historyDefinition } from "./history.js"
import { lazyCommand } from "./lazy.js"
import { mcpDefinition } from "./mcp.js"
import { metricsDefinition } from "./metrics.js"
import { panelDefinition } from "./panel.js"
import { scoreDefinition } from "./score.js"
import { sectionsDefinition } from "./sections.js"
import { serveDefinition } from "./serve.js"
import { universeDefinition } from "./universe.js"
import { validateDefinition } from "./validate.js"
import { watchDefinition } from "./watch.js"

export const scoreCommand = lazyCommand(scoreDefinition, () => import("./score-run.js").then((m) => m.runScore))
export const filingsCommand = lazyCommand(filingsDefinition, () => import("./filings-run.js").then((m) => m.runFilings))
export const panelCommand = lazyCommand(panelDefinition, () => import("./panel-run.js").then((m) => m.runPanel))
export const historyCommand = lazyCommand(historyDefinition, () => import("./history-run.js").then((m) => m.runHistory))
export const universeCommand = lazyCommand(universeDefinition, () => import("./universe-run.js").then((m) => m.runUniverseCommand))
export const validateCommand = lazyCommand(validateDefinition, () => import("./validate-run.js").then((m) => m.runValidateCommand))
export const metricsCommand = lazyCommand(metricsDefinition, () => import("./metrics-run.js").then((m) => m.runMetrics))
export const sectionsCommand = lazyCommand(sectionsDefinition, () => import("./sections-run.js").then((m) => m.runSections))
export const calibrateCommand = lazyCommand(calibrateDefinition, () => import("./data-run.js").then((m) => m.runCalibrate))
export const baselineCommand = lazyCommand(baselineDefinition, () => import("./data-run.js").then((m) => m.runBaseline))
export const calibrationReportCommand = lazyCommand(calibrationReportDefinition, () =>
  import("./data-run.js").then((m) => m.runCalibrationReport)
)
export const serveCommand = lazyCommand(serveDefinition, () => import("./serve-run.js").then((m) => m.runServe))
export const mcpCommand = lazyCommand(mcpDefinition, () => import("./mcp-run.js").then((m) => m.runMcp))
export const watchCommand = lazyCommand(watchDefinition, () => import("./watch-run.js").then((m) => m.runWatchCommand))

/** `risk`'s commands, in the order `risk --help` lists them. */
export const COMMANDS = [
  scoreCommand,
  filingsCommand,
  panelCommand,
  historyCommand,
  universeCommand,
  validateCommand,
  metricsCommand,
  sectionsCommand,
  calibrateCommand,
  baselineCommand,
  calibrationReportCommand,
  serveCommand,
  mcpCommand,
  watchCommand
] as const

