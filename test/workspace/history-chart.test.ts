/**
 * The history views in headless Chromium (the system's /usr/bin/chromium): the chart
 * widget's figure drawn by Plotly itself (the basic bundle from node_modules, inlined into
 * the page as the workspace would load its own copy), and the scorecard's inline-SVG
 * sparkline. Screenshots go to test-output/workspace/.
 */
import { createRequire } from "node:module"
import { join } from "node:path"
import type { BrowserContext } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { widgetsJson } from "../../src/workspace/descriptors.js"
import { getJson, type RunningApp, startApp } from "./support.js"
import { type HeadlessChromium, launchChromium, SCREENSHOT_DIR } from "./chromium.js"
import { withData } from "../support/data.js"

const PLOTLY = createRequire(import.meta.url).resolve("plotly.js-basic-dist-min")

let app: RunningApp
let browser: HeadlessChromium
let context: BrowserContext

beforeAll(async () => {
  app = await startApp()
  browser = await launchChromium({ viewport: { width: 1100, height: 700 } })
  context = browser.context
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
})

interface Figure {
  readonly data: Array<{ name: string; x: Array<string>; y: Array<number | null>; mode: string; text?: Array<string> }>
  readonly layout: { shapes: Array<{ x0: string }>; title: { text: string } }
}

describe("history chart widget", () => {
  it("the descriptor is a chart widget on the figure's route", () => {
    const w = widgetsJson({ baseUrl: "http://h", mcp: false }).disclosure_history_chart
    expect(w.type).toBe("chart")
    expect(w.endpoint).toBe("workspace/history-chart")
    expect(w.params.map((p) => p.paramName)).toEqual(["ticker", "from", "to", "form_type", "components", "scoring_model_version"])
  })

  withData("edgar").it("AMZN 2022–2025: the overall score and chosen components per year, flag years marked; Plotly draws it", async () => {
    const query = "ticker=AMZN&from=2022&to=2025&components=risk_factor_intensity_score,disclosure_change_score"
    const res = await getJson(`${app.url}/workspace/history-chart?${query}`)
    expect(res.status).toBe(200)
    const figure = res.body as Figure
    const history = (await getJson(`${app.url}/workspace/history-chart?ticker=AMZN&from=2022&to=2025&components=tone_negativity`)).body as Figure
    expect(figure.data[0]!.name).toBe("Overall disclosure risk")
    expect(figure.data[0]!.x).toEqual(["FY2023", "FY2024", "FY2025"])
    expect(history.data[0]!.y).toEqual(figure.data[0]!.y)
    expect(figure.data.slice(1, 3).map((t) => t.name)).toHaveLength(2)
    // the 2023 change score is null (no prior in the mirror): a gap, not a zero
    expect(figure.data[2]!.y[0]).toBeNull()
    const flags = figure.data.find((t) => t.name === "Flags raised")
    expect(flags).toBeDefined()
    expect(figure.layout.shapes.map((s) => s.x0)).toEqual(flags!.x)
    expect(figure.layout.title.text).toContain("1 period without a scored filing")

    const page = await context.newPage()
    const errors: Array<string> = []
    const requests: Array<string> = []
    page.on("pageerror", (e) => errors.push(e.message))
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text())
    })
    page.on("request", (r) => requests.push(r.url()))
    try {
      await page.setContent(`<!DOCTYPE html><html><body style="margin:0"><div id="chart" style="width:1080px;height:520px"></div></body></html>`)
      await page.addScriptTag({ path: PLOTLY })
      await page.evaluate(async (fig) => {
        const plotly = (globalThis as unknown as { Plotly: { newPlot: (el: string, data: unknown, layout: unknown, config: unknown) => Promise<unknown> } }).Plotly
        await plotly.newPlot("chart", fig.data, fig.layout, { staticPlot: true })
      }, figure)
      await page.screenshot({ path: join(SCREENSHOT_DIR, "history-chart-AMZN.png") })
      expect(errors).toEqual([])
      expect(requests.filter((u) => u.startsWith("http"))).toEqual([])
      // one drawn trace per figure trace, a marker per scored year on the overall line
      expect(await page.locator("#chart .scatterlayer .trace").count()).toBe(figure.data.length)
      expect(await page.locator("#chart .scatterlayer .trace").first().locator(".point").count()).toBe(3)
      expect(await page.locator("#chart .legendtext").allTextContents()).toEqual(figure.data.map((t) => t.name))
      expect(await page.locator("#chart .shapelayer path").count()).toBe(figure.layout.shapes.length)
    } finally {
      await page.close()
    }
  })

  withData("edgar").it("bad parameters are a 422 JSON error; an unknown company a 404", async () => {
    const bad = await getJson(`${app.url}/workspace/history-chart?ticker=AMZN&components=nope&from=20x0`)
    expect(bad.status).toBe(422)
    expect(JSON.stringify(bad.body)).toMatch(/components/)
    expect(JSON.stringify(bad.body)).toMatch(/from/)
    expect((await getJson(`${app.url}/workspace/history-chart?ticker=ZZZZZ&from=2024&to=2025`)).status).toBe(404)
  })
})

withData("edgar").describe("scorecard sparkline", () => {
  it("AMZN FY2025: an inline SVG of the last years' overall scores, the current filing highlighted, nothing fetched", async () => {
    const query = "ticker=AMZN&fiscal_year=2025&form_type=10-K"
    const page = await context.newPage()
    const requests: Array<string> = []
    page.on("request", (r) => requests.push(r.url()))
    try {
      const response = await page.goto(`${app.url}/workspace/company?${query}`, { waitUntil: "load", timeout: 120_000 })
      expect(response?.status()).toBe(200)
      await page.locator("#history").screenshot({ path: join(SCREENSHOT_DIR, "scorecard-sparkline-AMZN.png") })
      await page.screenshot({ path: join(SCREENSHOT_DIR, "scorecard-with-history-AMZN.png") })
      expect(requests).toEqual([`${app.url}/workspace/company?${query}`])
      expect(await page.locator("#sparkline circle").count()).toBe(3)
      expect(await page.locator("#sparkline .spark-current").count()).toBe(1)
      const label = await page.locator("#sparkline").getAttribute("aria-label")
      const headline = Number((await page.locator("#headline").textContent())?.replace(/[^0-9.]/g, ""))
      expect(label).toMatch(/^Overall score FY2023 [\d.]+ to FY2025 [\d.]+$/)
      expect(Number(label!.split(" ").pop())).toBeCloseTo(headline, 0)
      const box = await page.locator("#sparkline").boundingBox()
      expect(box?.width).toBeGreaterThan(100)
    } finally {
      await page.close()
    }
  })
})
