/**
 * The workspace descriptors (`/widgets.json`, `/apps.json`, `/prompts.json`, `/`), built
 * from the server's absolute base URL. Pure.
 */
import { FORM_TYPES } from "../domain/forms.js"
import { SOFTWARE_VERSION } from "../domain/versions.js"
import { MCP_SERVER_NAME, TOOL, type ToolName } from "../domain/mcp.js"
import { CHANGE_COLUMNS, type ColumnDef, FLAG_COLUMNS, SCREEN_COLUMNS } from "./tables.js"
import { historyChartParams } from "./chart-descriptor.js"
import { LATEST_COLUMNS, latestFilingsParams } from "./latest-filings.js"

export const WIDGET_IDS = {
  company: "disclosure_company_scorecard",
  flags: "disclosure_active_flags",
  changes: "disclosure_section_changes",
  screen: "disclosure_screen",
  history: "disclosure_history_chart",
  latest: "disclosure_latest_filings"
} as const
export type WidgetId = (typeof WIDGET_IDS)[keyof typeof WIDGET_IDS]

/** Widget endpoints, relative to the backend's base URL (as the workspace joins them). */
export const ENDPOINTS = {
  company: "workspace/company",
  flags: "workspace/flags",
  changes: "workspace/changes",
  screen: "workspace/screen",
  history: "workspace/history-chart",
  latest: "workspace/latest-filings"
} as const

export const APP_NAME = "Disclosure Risk"
export const DEFAULT_TICKER = "AAPL"
export const DEFAULT_FISCAL_YEAR = 2025
export const DEFAULT_SCREEN_TICKERS = "AAPL,AMZN,NVDA,TSLA,IBM"

export interface DescriptorOptions {
  /** Absolute base URL of this server, without a trailing slash, e.g. `https://risk.example.com`. */
  readonly baseUrl: string
  /** Whether the MCP tool server is mounted: without it, no `mcp_servers` and no `mcp_tool` links. */
  readonly mcp: boolean
}

export interface ParamOption {
  readonly label: string
  readonly value: string
}

export interface WidgetParam {
  readonly paramName: string
  readonly type: "text" | "ticker" | "number" | "boolean" | "date" | "endpoint" | "form" | "tabs"
  readonly value: string | number | boolean | null
  readonly label: string
  readonly description: string
  readonly show?: boolean
  readonly options?: ReadonlyArray<ParamOption>
  readonly multiSelect?: boolean
}

export interface Widget {
  readonly name: string
  readonly description: string
  readonly category: string
  readonly subCategory: string
  readonly type: "html" | "table" | "chart"
  readonly endpoint: string
  readonly runButton: boolean
  readonly exportable?: boolean
  readonly gridData: { readonly w: number; readonly h: number }
  readonly source: ReadonlyArray<string>
  readonly staleTime: number
  /** Milliseconds between the Workspace's reloads of the widget's data (its default: 15 minutes). */
  readonly refetchInterval?: number
  readonly params: ReadonlyArray<WidgetParam>
  readonly data?: { readonly table: { readonly showAll: boolean; readonly columnsDefs: ReadonlyArray<ColumnDef> } }
  readonly mcp_tool?: { readonly mcp_server: string; readonly tool_id: ToolName }
}

export type WidgetsJson = Readonly<Record<WidgetId, Widget>>

export interface LayoutItem {
  readonly i: WidgetId
  readonly x: number
  readonly y: number
  readonly w: number
  readonly h: number
  readonly groups?: ReadonlyArray<string>
  readonly state?: { readonly params: Readonly<Record<string, string | number>> }
}

export interface AppGroup {
  readonly name: string
  readonly type: "param"
  readonly paramName: string
  readonly defaultValue: string | number
  readonly widgetIds: ReadonlyArray<WidgetId>
}

export interface App {
  readonly name: string
  readonly description: string
  readonly img: string
  readonly img_dark: string
  readonly img_light: string
  readonly allowCustomization: boolean
  readonly tabs: Readonly<Record<string, { readonly id: string; readonly name: string; readonly layout: ReadonlyArray<LayoutItem> }>>
  readonly groups: ReadonlyArray<AppGroup>
  readonly prompts: ReadonlyArray<string>
  readonly mcp_servers: ReadonlyArray<{
    readonly name: string
    readonly description: string
    readonly url: string
    readonly authType: "token" | "oauth"
  }>
}

// ---------------------------------------------------------------- params

const tickerParam: WidgetParam = {
  paramName: "ticker",
  type: "ticker",
  value: DEFAULT_TICKER,
  label: "Ticker",
  description: "Company ticker (e.g. AAPL, BRK.B) or SEC CIK"
}

const fiscalYearParam: WidgetParam = {
  paramName: "fiscal_year",
  type: "number",
  value: DEFAULT_FISCAL_YEAR,
  label: "Fiscal year",
  description: "Fiscal year of the filing (for an 8-K: the calendar year of filing)"
}

const formParam: WidgetParam = {
  paramName: "form_type",
  type: "text",
  value: "10-K",
  label: "Form",
  description: "SEC form type",
  options: FORM_TYPES.map((f) => ({ label: f, value: f }))
}

const quarterParam: WidgetParam = {
  paramName: "quarter",
  type: "text",
  value: "",
  label: "Quarter (10-Q)",
  description: "Fiscal quarter of a 10-Q",
  options: [
    { label: "—", value: "" },
    { label: "Q1", value: "Q1" },
    { label: "Q2", value: "Q2" },
    { label: "Q3", value: "Q3" }
  ]
}

const modelParam: WidgetParam = {
  paramName: "scoring_model_version",
  type: "text",
  value: "deterministic_scoring_v2",
  label: "Scoring model",
  description: "Scoring model version: v2 (calibrated, the default), v3 (screening: event severity over calibrated language) or v1 (legacy)",
  options: [
    { label: "v2 (calibrated)", value: "deterministic_scoring_v2" },
    { label: "v3 (screening)", value: "deterministic_scoring_v3" },
    { label: "v1", value: "deterministic_scoring_v1" }
  ]
}

const tickersParam: WidgetParam = {
  paramName: "tickers",
  type: "text",
  value: DEFAULT_SCREEN_TICKERS,
  label: "Tickers",
  description: "Up to 25 tickers or CIKs, separated by commas"
}

const filingParams: ReadonlyArray<WidgetParam> = [tickerParam, fiscalYearParam, formParam, quarterParam, modelParam]

// ---------------------------------------------------------------- widgets

const common = {
  category: "Equity Research",
  subCategory: "SEC Filings",
  runButton: false,
  source: ["SEC EDGAR", APP_NAME],
  staleTime: 3_600_000
} as const

const linkTool = (opts: DescriptorOptions, tool: ToolName) =>
  opts.mcp ? { mcp_tool: { mcp_server: MCP_SERVER_NAME, tool_id: tool } } : {}

export const widgetsJson = (opts: DescriptorOptions): WidgetsJson => ({
  [WIDGET_IDS.company]: {
    ...common,
    name: "Disclosure Risk Scorecard",
    description:
      "Disclosure-risk scorecard of one SEC filing (10-K, 10-Q or 8-K): the headline score 0-100 and its band, the " +
      "nine weighted components, coverage and confidence, the screening (v3) headline beside the calibrated (v2) one " +
      "with the events and language components that drive it, red flags with the sentences that raised them, and how " +
      "much each section changed against the prior filing.",
    type: "html",
    endpoint: ENDPOINTS.company,
    gridData: { w: 20, h: 28 },
    params: filingParams,
    ...linkTool(opts, TOOL.scoreFiling)
  },
  [WIDGET_IDS.flags]: {
    ...common,
    name: "Disclosure Red Flags",
    description:
      "Red flags raised in one SEC filing (going concern, material weakness, restatement, investigation, covenant " +
      "breach, cybersecurity incident, ...), one row per evidence sentence, with its section.",
    type: "table",
    endpoint: ENDPOINTS.flags,
    gridData: { w: 20, h: 12 },
    params: filingParams,
    data: { table: { showAll: true, columnsDefs: FLAG_COLUMNS } },
    ...linkTool(opts, TOOL.flags)
  },
  [WIDGET_IDS.changes]: {
    ...common,
    name: "Disclosure Section Changes",
    description:
      "How much each section of one SEC filing changed against the prior filing: change score 0-100, language deltas " +
      "in percentage points, a summary and sample added and removed sentences.",
    type: "table",
    endpoint: ENDPOINTS.changes,
    gridData: { w: 20, h: 12 },
    params: filingParams,
    data: { table: { showAll: true, columnsDefs: CHANGE_COLUMNS } },
    ...linkTool(opts, TOOL.changes)
  },
  [WIDGET_IDS.screen]: {
    ...common,
    name: "Disclosure Risk Screen",
    description:
      "Screens up to 25 companies by disclosure risk for one fiscal year: headline score, band, coverage, confidence, " +
      "active red flags and the nine components, one row per company (failures are rows with an error).",
    type: "table",
    endpoint: ENDPOINTS.screen,
    gridData: { w: 40, h: 14 },
    params: [tickersParam, fiscalYearParam, formParam, quarterParam, modelParam],
    data: { table: { showAll: true, columnsDefs: SCREEN_COLUMNS } }
  },
  [WIDGET_IDS.history]: {
    ...common,
    name: "Disclosure Risk History",
    description:
      "A company's disclosure risk over time: the overall score 0-100 and selected components per fiscal year (10-K) " +
      "or quarter (10-Q), with the periods that raised red flags marked. Each point is the filing's own score.",
    type: "chart",
    endpoint: ENDPOINTS.history,
    gridData: { w: 40, h: 14 },
    params: historyChartParams(tickerParam, modelParam),
    ...linkTool(opts, TOOL.history)
  },
  [WIDGET_IDS.latest]: {
    ...common,
    name: "Latest Scored Filings",
    description:
      "SEC filings (10-K, 10-Q, 8-K) of the watched companies as they land on EDGAR, each scored on arrival: the " +
      "calibrated (v2) and screening (v3) headline scores with their bands, the change against the prior filing, the " +
      "active red flags and the first sentence that raised one. Newest first; refreshes every 15 seconds.",
    type: "table",
    endpoint: ENDPOINTS.latest,
    gridData: { w: 40, h: 14 },
    staleTime: 10_000,
    refetchInterval: 15_000,
    params: latestFilingsParams,
    data: { table: { showAll: true, columnsDefs: LATEST_COLUMNS } },
    ...linkTool(opts, TOOL.latest)
  }
})

// ---------------------------------------------------------------- apps

export const GROUP_TICKER = "Group 1"
export const GROUP_YEAR = "Group 2"

export const PROMPTS: ReadonlyArray<string> = [
  `Summarise the disclosure risk of $SYMBOL from @[id:${WIDGET_IDS.company}]: the headline band, the components that drive it, and how confident the score is.`,
  `Which red flags in @[id:${WIDGET_IDS.flags}] are the most serious for $SYMBOL? Quote the evidence sentences.`,
  `What changed most in $SYMBOL's latest filing against the prior one? Use @[id:${WIDGET_IDS.changes}] and cite the added and removed sentences.`,
  `Rank the companies in @[id:${WIDGET_IDS.screen}] by disclosure risk and explain what separates the riskiest from the rest.`
]

export const appsJson = (opts: DescriptorOptions): ReadonlyArray<App> => {
  const filingGroups = [GROUP_TICKER, GROUP_YEAR]
  return [
    {
      name: APP_NAME,
      description:
        "Deterministic disclosure-risk scores of SEC 10-K, 10-Q and 8-K filings: a scorecard per company, red flags " +
        "with evidence, section changes against the prior filing, and a screen across companies.",
      img: "",
      img_dark: "",
      img_light: "",
      allowCustomization: true,
      tabs: {
        company: {
          id: "company",
          name: "Company",
          layout: [
            { i: WIDGET_IDS.company, x: 0, y: 0, w: 20, h: 28, groups: filingGroups },
            { i: WIDGET_IDS.flags, x: 20, y: 0, w: 20, h: 14, groups: filingGroups },
            { i: WIDGET_IDS.changes, x: 20, y: 14, w: 20, h: 14, groups: filingGroups },
            { i: WIDGET_IDS.history, x: 0, y: 28, w: 40, h: 14, groups: [GROUP_TICKER] }
          ]
        },
        screen: {
          id: "screen",
          name: "Screen",
          layout: [
            {
              i: WIDGET_IDS.screen,
              x: 0,
              y: 0,
              w: 40,
              h: 16,
              groups: [GROUP_YEAR],
              state: { params: { tickers: DEFAULT_SCREEN_TICKERS, fiscal_year: DEFAULT_FISCAL_YEAR } }
            }
          ]
        },
        latest: {
          id: "latest",
          name: "Latest filings",
          layout: [{ i: WIDGET_IDS.latest, x: 0, y: 0, w: 40, h: 16 }]
        }
      },
      groups: [
        {
          name: GROUP_TICKER,
          type: "param",
          paramName: "ticker",
          defaultValue: DEFAULT_TICKER,
          widgetIds: [WIDGET_IDS.company, WIDGET_IDS.flags, WIDGET_IDS.changes, WIDGET_IDS.history]
        },
        {
          name: GROUP_YEAR,
          type: "param",
          paramName: "fiscal_year",
          defaultValue: DEFAULT_FISCAL_YEAR,
          widgetIds: [WIDGET_IDS.company, WIDGET_IDS.flags, WIDGET_IDS.changes, WIDGET_IDS.screen]
        }
      ],
      prompts: PROMPTS,
      mcp_servers: opts.mcp
        ? [
            {
              name: MCP_SERVER_NAME,
              description:
                "Disclosure-risk tools: list a company's filings, score a filing, its red flags and section changes, " +
                "or score a document given as HTML.",
              url: `${opts.baseUrl}/mcp`,
              authType: "token"
            }
          ]
        : []
    }
  ]
}

export const promptsJson = (): ReadonlyArray<string> => PROMPTS

export const rootJson = (opts: DescriptorOptions) => ({
  name: APP_NAME,
  status: "ok",
  version: SOFTWARE_VERSION,
  widgets: `${opts.baseUrl}/widgets.json`,
  apps: `${opts.baseUrl}/apps.json`,
  templates: `${opts.baseUrl}/templates.json`,
  agents: `${opts.baseUrl}/agents.json`,
  prompts: `${opts.baseUrl}/prompts.json`,
  health: `${opts.baseUrl}/health`,
  mcp: opts.mcp ? `${opts.baseUrl}/mcp` : null
})

const HOST_RE = /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$|^\[[0-9A-Fa-f:.]{2,45}\](:\d{1,5})?$/

/**
 * The base URL a client reached this server at, from `X-Forwarded-Proto` / `X-Forwarded-Host`
 * (first value) or `Host`; malformed values fall back to `http` and the given default host.
 */
export const baseUrlFrom = (
  headers: Readonly<Record<string, string | undefined>>,
  fallbackHost = "127.0.0.1"
): string => {
  const first = (v: string | undefined) => v?.split(",")[0]?.trim().toLowerCase() ?? ""
  const proto = first(headers["x-forwarded-proto"])
  const scheme = proto === "https" || proto === "http" ? proto : "http"
  const forwarded = first(headers["x-forwarded-host"])
  const host = HOST_RE.test(forwarded) ? forwarded : HOST_RE.test(first(headers["host"])) ? first(headers["host"]) : fallbackHost
  return `${scheme}://${host}`
}
