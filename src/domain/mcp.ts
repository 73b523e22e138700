/**
 * The MCP tool server as the other surfaces name it: its name, its tools' names, and whether
 * this process serves it. Pure: the workspace descriptors link widgets to these tools and
 * advertise `/mcp`, so they depend neither on the MCP surface (src/mcp/) nor on its optional
 * SDK; the server's assembly (src/server/) provides `McpAvailability`.
 */
import { Context } from "effect"

/** The server's name, as announced to clients and as the workspace app refers to it. */
export const MCP_SERVER_NAME = "disclosure-risk"

export const TOOL_NAMES = [
  "list_company_filings_tool",
  "score_company_filing_tool",
  "get_disclosure_flags_tool",
  "get_disclosure_changes_tool",
  "score_filing_html_tool",
  "get_disclosure_history_tool",
  "latest_filings_tool"
] as const
export type ToolName = (typeof TOOL_NAMES)[number]

export const TOOL = {
  listFilings: "list_company_filings_tool",
  scoreFiling: "score_company_filing_tool",
  flags: "get_disclosure_flags_tool",
  changes: "get_disclosure_changes_tool",
  scoreHtml: "score_filing_html_tool",
  history: "get_disclosure_history_tool",
  latest: "latest_filings_tool"
} as const satisfies Record<string, ToolName>

/** Whether the MCP tool server is available in this process (reported by `/health`, advertised by the workspace). */
export class McpAvailability extends Context.Tag("disclosure-risk/McpAvailability")<McpAvailability, boolean>() {}
