/** The MCP tests' client: the SDK's own, over streamable HTTP against a running app. */
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import type { RunningApp } from "../workspace/support.js"

/** A tool call's result as the SDK returns it. */
export interface ToolResult {
  readonly isError?: boolean
  readonly structuredContent?: Record<string, unknown>
  readonly content: Array<{ type: string; text?: string }>
}

/** A client named `name`, connected to the app's /mcp. */
export const connectMcp = async (app: RunningApp, name: string): Promise<Client> => {
  const client = new Client({ name, version: "1.0.0" })
  await client.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`)))
  return client
}
