/**
 * The descriptors against the workspace's JSON rules: widgets keyed by id with the required
 * fields, allowed widget, parameter and column vocabularies; apps with tabs whose layout
 * items name existing widgets, "Group N" groups over existing widgets that have the grouped
 * parameter, prompts, and an MCP server entry whose URL is this server's `/mcp`; `mcp_tool`
 * links naming tools that the running MCP server lists.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { appsJson, baseUrlFrom, widgetsJson } from "../../src/workspace/descriptors.js"
import { CELL_DATA_TYPES, FORMATTER_FNS } from "../../src/workspace/tables.js"
import { getJson, type RunningApp, startApp } from "./support.js"

const WIDGET_TYPES = [
  "table", "chart", "table_ssrm", "markdown", "metric", "note", "multi_file_viewer", "live_grid", "newsfeed",
  "advanced-chart", "chart-highcharts", "chart-vegalite", "youtube", "iframe", "html"
]
const PARAM_TYPES = ["date", "text", "ticker", "number", "boolean", "endpoint", "form", "tabs"]
const RENDER_FNS = ["greenRed", "titleCase", "hoverCard", "cellOnClick", "columnColor", "showCellChange"]
const CHART_DATA_TYPES = ["category", "series", "time", "excluded"]

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v)
const asArray = (v: unknown): Array<unknown> => {
  expect(Array.isArray(v)).toBe(true)
  return v as Array<unknown>
}
const asObject = (v: unknown): Json => {
  expect(isObject(v)).toBe(true)
  return v as Json
}

/** Every rule of the workspace's widgets.json that applies to our widgets. */
const checkWidgets = (widgets: unknown): Json => {
  const byId = asObject(widgets)
  expect(Object.keys(byId).length).toBeGreaterThan(0)
  for (const [id, raw] of Object.entries(byId)) {
    expect(id).toMatch(/^[a-z0-9_-]+$/)
    const w = asObject(raw)
    for (const key of ["name", "description", "endpoint", "type"]) {
      expect(typeof w[key], `${id}.${key}`).toBe("string")
      expect((w[key] as string).length, `${id}.${key}`).toBeGreaterThan(0)
    }
    expect(WIDGET_TYPES, `${id}.type`).toContain(w.type)
    expect(w.endpoint as string).not.toMatch(/^https?:/)
    expect(w).not.toHaveProperty("columns")
    if (w.gridData !== undefined) {
      const g = asObject(w.gridData)
      expect(g.w as number).toBeLessThanOrEqual(40)
      expect(g.h as number).toBeLessThanOrEqual(100)
    }
    const params = asArray(w.params ?? []).flatMap((p) => (Array.isArray(p) ? p : [p]))
    for (const p of params) {
      const param = asObject(p)
      expect(typeof param.paramName).toBe("string")
      expect(PARAM_TYPES, `${id}.${String(param.paramName)}.type`).toContain(param.type)
      if (param.options !== undefined) {
        for (const o of asArray(param.options)) {
          const opt = asObject(o)
          expect(typeof opt.label).toBe("string")
          expect(["string", "number", "boolean"]).toContain(typeof opt.value)
        }
      }
    }
    if (w.type === "table") {
      const data = asObject(w.data)
      expect(data).not.toHaveProperty("columnsDefs")
      const cols = asArray(asObject(data.table).columnsDefs)
      expect(cols.length).toBeGreaterThan(0)
      const fields = new Set<string>()
      for (const c of cols) {
        const col = asObject(c)
        expect(typeof col.field).toBe("string")
        expect(fields.has(col.field as string), `duplicate column ${String(col.field)}`).toBe(false)
        fields.add(col.field as string)
        expect(typeof col.headerName).toBe("string")
        expect(CELL_DATA_TYPES as ReadonlyArray<unknown>, `${id}.${String(col.field)}`).toContain(col.cellDataType)
        if (col.formatterFn !== undefined) expect(FORMATTER_FNS as ReadonlyArray<unknown>).toContain(col.formatterFn)
        if (col.renderFn !== undefined) expect(RENDER_FNS).toContain(col.renderFn)
        if (col.chartDataType !== undefined) expect(CHART_DATA_TYPES).toContain(col.chartDataType)
      }
    } else {
      expect(w.data).toBeUndefined()
    }
  }
  return byId
}

const checkApps = (apps: unknown, widgets: Json): Array<Json> => {
  const list = asArray(apps).map(asObject)
  expect(list.length).toBeGreaterThan(0)
  for (const app of list) {
    expect(typeof app.name).toBe("string")
    expect(typeof app.allowCustomization).toBe("boolean")
    const groups = asArray(app.groups).map(asObject)
    const prompts = asArray(app.prompts)
    for (const p of prompts) {
      expect(typeof p).toBe("string")
      for (const m of (p as string).matchAll(/@\[id:([^\]]+)\]/g)) expect(widgets, `prompt mentions ${m[1]}`).toHaveProperty(m[1]!)
    }
    const groupNames = new Set<string>()
    for (const g of groups) {
      expect(g.name).toMatch(/^Group \d+$/)
      groupNames.add(g.name as string)
      expect(["param", "endpointParam", "ticker"]).toContain(g.type)
      for (const wid of asArray(g.widgetIds)) {
        expect(widgets, `group widget ${String(wid)}`).toHaveProperty(wid as string)
        const params = asArray(asObject(widgets[wid as string]).params).map(asObject)
        expect(params.map((p) => p.paramName), `${String(wid)} has ${String(g.paramName)}`).toContain(g.paramName)
      }
    }
    const tabs = asObject(app.tabs)
    expect(Object.keys(tabs).length).toBeGreaterThan(0)
    for (const [key, rawTab] of Object.entries(tabs)) {
      const tab = asObject(rawTab)
      expect(tab.id).toBe(key)
      expect(typeof tab.name).toBe("string")
      for (const rawItem of asArray(tab.layout)) {
        const item = asObject(rawItem)
        expect(item).not.toHaveProperty("id")
        expect(widgets, `layout item ${String(item.i)}`).toHaveProperty(item.i as string)
        for (const k of ["x", "y", "w", "h"]) expect(Number.isInteger(item[k]), `${String(item.i)}.${k}`).toBe(true)
        expect(item.x as number).toBeGreaterThanOrEqual(0)
        expect((item.x as number) + (item.w as number)).toBeLessThanOrEqual(40)
        for (const gname of asArray(item.groups ?? [])) {
          expect(groupNames.has(gname as string), `layout group ${String(gname)}`).toBe(true)
          const group = groups.find((g) => g.name === gname)!
          expect(asArray(group.widgetIds)).toContain(item.i)
        }
      }
    }
    for (const s of asArray(app.mcp_servers)) {
      const server = asObject(s)
      expect(typeof server.name).toBe("string")
      expect(typeof server.description).toBe("string")
      expect(server.url as string).toMatch(/^https?:\/\/[^/]+\/mcp$/)
      if (server.authType !== undefined) expect(["oauth", "token"]).toContain(server.authType)
    }
  }
  return list
}

describe("descriptors (pure)", () => {
  it("follow the rules with and without the MCP server", () => {
    for (const mcp of [true, false]) {
      const widgets = checkWidgets(widgetsJson({ baseUrl: "https://risk.example.com", mcp }))
      const apps = checkApps(appsJson({ baseUrl: "https://risk.example.com", mcp }), widgets)
      const links = Object.values(widgets).filter((w) => asObject(w).mcp_tool !== undefined)
      expect(links.length > 0).toBe(mcp)
      expect(asArray(apps[0]!.mcp_servers).length).toBe(mcp ? 1 : 0)
    }
  })

  it("has the six widgets, the scorecard an html widget, the history a chart, the latest filings a table that refreshes", () => {
    const widgets = widgetsJson({ baseUrl: "http://h", mcp: true })
    expect(Object.keys(widgets).sort()).toEqual(
      ["disclosure_active_flags", "disclosure_company_scorecard", "disclosure_history_chart", "disclosure_latest_filings", "disclosure_screen", "disclosure_section_changes"]
    )
    expect(widgets.disclosure_latest_filings.type).toBe("table")
    expect(widgets.disclosure_latest_filings.refetchInterval).toBeGreaterThanOrEqual(1000)
    expect(widgets.disclosure_company_scorecard.type).toBe("html")
    expect(widgets.disclosure_history_chart.type).toBe("chart")
  })

  it("every widget with a model parameter offers v2 (the default), v3 (screening) and v1", () => {
    const widgets = widgetsJson({ baseUrl: "http://h", mcp: true })
    const withModel = Object.entries(widgets).flatMap(([id, w]) =>
      w.params.filter((p) => p.paramName === "scoring_model_version").map((p) => [id, p] as const)
    )
    expect(withModel.map(([id]) => id).sort()).toEqual(
      ["disclosure_active_flags", "disclosure_company_scorecard", "disclosure_history_chart", "disclosure_screen", "disclosure_section_changes"]
    )
    for (const [id, p] of withModel) {
      expect(p.value, id).toBe("deterministic_scoring_v2")
      expect(p.options, id).toEqual([
        { label: "v2 (calibrated)", value: "deterministic_scoring_v2" },
        { label: "v3 (screening)", value: "deterministic_scoring_v3" },
        { label: "v1", value: "deterministic_scoring_v1" }
      ])
    }
  })

  it("derives the base URL from forwarded headers or Host, rejecting malformed values", () => {
    expect(baseUrlFrom({ host: "127.0.0.1:8000" })).toBe("http://127.0.0.1:8000")
    expect(baseUrlFrom({ host: "internal:8000", "x-forwarded-proto": "https", "x-forwarded-host": "risk.example.com" })).toBe(
      "https://risk.example.com"
    )
    expect(baseUrlFrom({ host: "a.example.com", "x-forwarded-proto": "https, http" })).toBe("https://a.example.com")
    expect(baseUrlFrom({ host: "evil.com/<script>", "x-forwarded-proto": "javascript" })).toBe("http://127.0.0.1")
    expect(baseUrlFrom({ host: "[::1]:8000" })).toBe("http://[::1]:8000")
  })
})

describe("descriptor routes (served)", () => {
  let app: RunningApp
  let client: Client
  let toolNames: Array<string>

  beforeAll(async () => {
    app = await startApp()
    client = new Client({ name: "descriptor-test", version: "1.0.0" })
    await client.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`)))
    toolNames = (await client.listTools()).tools.map((t) => t.name)
  })
  afterAll(async () => {
    await client?.close()
    await app?.close()
  })

  it("/widgets.json and /apps.json follow the rules; mcp_tool links name listed tools of the app's MCP server", async () => {
    const widgets = await getJson(`${app.url}/widgets.json`)
    expect(widgets.status).toBe(200)
    const byId = checkWidgets(widgets.body)
    const apps = await getJson(`${app.url}/apps.json`)
    expect(apps.status).toBe(200)
    const [first] = checkApps(apps.body, byId)
    const servers = asArray(first!.mcp_servers).map(asObject)
    expect(servers.map((s) => s.url)).toEqual([`${app.url}/mcp`])
    const links = Object.values(byId).map((w) => asObject(w).mcp_tool).filter(isObject)
    expect(links.length).toBe(5)
    for (const link of links) {
      expect(servers.map((s) => s.name)).toContain(link.mcp_server)
      expect(toolNames).toContain(link.tool_id)
    }
    expect(client.getServerVersion()?.name).toBe(servers[0]!.name)
  })

  it("the MCP URL follows X-Forwarded-Proto and X-Forwarded-Host", async () => {
    const apps = await getJson(`${app.url}/apps.json`, {
      headers: { "x-forwarded-proto": "https", "x-forwarded-host": "risk.example.com" }
    })
    const servers = asArray(asObject(asArray(apps.body)[0]).mcp_servers).map(asObject)
    expect(servers[0]!.url).toBe("https://risk.example.com/mcp")
    const root = asObject((await getJson(`${app.url}/`, { headers: { "x-forwarded-proto": "https", "x-forwarded-host": "r.example" } })).body)
    expect(root.mcp).toBe("https://r.example/mcp")
  })

  it("/templates.json equals /apps.json; /agents.json is {}; /prompts.json lists the app prompts; / links them all", async () => {
    const apps = await getJson(`${app.url}/apps.json`)
    const templates = await getJson(`${app.url}/templates.json`)
    expect(templates.status).toBe(200)
    expect(templates.body).toEqual(apps.body)
    const agents = await getJson(`${app.url}/agents.json`)
    expect(agents).toMatchObject({ status: 200, body: {} })
    const prompts = await getJson(`${app.url}/prompts.json`)
    expect(prompts.status).toBe(200)
    expect(prompts.body).toEqual(asObject(asArray(apps.body)[0]).prompts)
    const root = asObject((await getJson(`${app.url}/`)).body)
    expect(root.status).toBe("ok")
    for (const k of ["widgets", "apps", "templates", "agents", "prompts"]) {
      expect(root[k]).toBe(`${app.url}/${k}.json`)
      expect((await getJson(root[k] as string)).status).toBe(200)
    }
  })
})
