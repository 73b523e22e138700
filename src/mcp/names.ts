/**
 * Names of the MCP tool server and its tools. Pure constants: the workspace descriptors link
 * widgets to these tools, so they must not depend on the (optional) MCP SDK.
 */

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
