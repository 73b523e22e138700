/**
 * The composition root of the MCP tool server over stdio (`risk mcp`, src/cli/mcp-run.ts):
 * the MCP surface's `serveStdio` (src/mcp/stdio.ts) with the SDK loaded and the offline scorer.
 */
import { Effect, Layer } from "effect"
import type { InvalidRequest } from "../domain/errors.js"
import type { FilingService } from "../pipeline/service/filing-service.js"
import { OfflineScorerLive } from "../pipeline/analysis/offline.js"
import { McpSdkLive } from "../mcp/sdk.js"
import { serveStdio } from "../mcp/stdio.js"

/** `serveStdio` with the SDK loaded and the offline scorer; needs the filing service. */
export const serveStdioLive: Effect.Effect<void, InvalidRequest, FilingService> = serveStdio.pipe(
  Effect.provide(Layer.merge(McpSdkLive, OfflineScorerLive))
)
