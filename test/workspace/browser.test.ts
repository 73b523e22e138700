/**
 * The scorecard widget in headless Chromium (the system's /usr/bin/chromium; never a
 * download): a real filing and the example render the headline with its band, the nine
 * components, coverage, confidence, flags with evidence and section changes, with no
 * console errors and no request other than the page; screenshots go to test-output/.
 */
import { join } from "node:path"
import type { BrowserContext } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { HEADLINE_COMPONENTS } from "../../src/domain/names.js"
import { getJson, type RunningApp, startApp } from "./support.js"
import { type HeadlessChromium, launchChromium, SCREENSHOT_DIR } from "./chromium.js"
import { withData } from "../support/data.js"

let app: RunningApp
let browser: HeadlessChromium
let context: BrowserContext

beforeAll(async () => {
  app = await startApp()
  browser = await launchChromium({ viewport: { width: 1200, height: 900 }, javaScriptEnabled: false })
  context = browser.context
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
})

interface Seen {
  readonly status: number
  readonly consoleErrors: Array<string>
  readonly requests: Array<string>
}

const open = async (path: string, screenshot: string) => {
  const page = await context.newPage()
  const consoleErrors: Array<string> = []
  const requests: Array<string> = []
  page.on("console", (m) => {
    if (m.type() === "error") consoleErrors.push(m.text())
  })
  page.on("pageerror", (e) => consoleErrors.push(e.message))
  page.on("request", (r) => requests.push(r.url()))
  const response = await page.goto(`${app.url}${path}`, { waitUntil: "load", timeout: 60_000 })
  await page.screenshot({ path: join(SCREENSHOT_DIR, screenshot), fullPage: true })
  const seen: Seen = { status: response?.status() ?? 0, consoleErrors, requests }
  return { page, seen }
}

const numberIn = (s: string | null): number => Number((s ?? "").replace(/[^0-9.]/g, ""))

describe("scorecard in Chromium", () => {
  withData("edgar").it("renders a real filing: headline and band, nine components, coverage, confidence, flags with evidence, changes", async () => {
    const query = "ticker=AAPL&fiscal_year=2025&form_type=10-K"
    const flags = (await getJson(`${app.url}/workspace/flags?${query}`)).body as Array<{ label: string; sentence: string }>
    const { page, seen } = await open(`/workspace/company?${query}`, "company-AAPL-2025.png")
    try {
      expect(seen.status).toBe(200)
      expect(seen.consoleErrors).toEqual([])
      expect(seen.requests).toEqual([`${app.url}/workspace/company?${query}`])
      await expect(page.locator("#example-banner").count()).resolves.toBe(0)
      expect(await page.locator("#company").textContent()).toContain("Apple")
      const headline = numberIn(await page.locator("#headline").textContent())
      expect(headline).toBeGreaterThan(0)
      expect(headline).toBeLessThan(100)
      expect(await page.locator("#band").textContent()).toMatch(/^(low|moderate|elevated|high)$/)
      expect(await page.locator(".component").count()).toBe(9)
      const keys = await page.locator(".component").evaluateAll((els) => els.map((e) => e.getAttribute("data-component")))
      expect(keys).toEqual([...HEADLINE_COMPONENTS])
      for (const text of await page.locator(".component .key").allTextContents()) expect(text).toMatch(/weight \d+%/)
      expect(await page.locator(".component .bar > span").count()).toBe(9)
      expect(await page.locator("#coverage").textContent()).toBe("100%")
      expect(await page.locator("#confidence").textContent()).toMatch(/^\d+%$/)
      expect(await page.locator("#components-present").textContent()).toBe("9 / 9")
      // flags with their evidence sentences, as the flags table has them
      expect(flags.length).toBeGreaterThan(0)
      const flagTitles = await page.locator("#flags .flag .title").allTextContents()
      expect(new Set(flagTitles)).toEqual(new Set(flags.map((f) => f.label)))
      const evidence = await page.locator("#flags .evidence-sentence").allTextContents()
      expect(evidence.length).toBeGreaterThan(0)
      expect(flags.map((f) => f.sentence.slice(0, 300))).toEqual(expect.arrayContaining([evidence[0]!.slice(0, 300)]))
      expect(await page.locator("#flags mark").count()).toBeGreaterThan(0)
      // section changes, sorted by score
      const changes = await page.locator("#changes .change").count()
      expect(changes).toBeGreaterThan(1)
      const values = (await page.locator("#changes .change .value").allTextContents()).map(Number)
      expect(values).toEqual([...values].sort((a, b) => b - a))
      expect(await page.locator("#change-score").textContent()).toMatch(/Filing change score \d/)
      // static layout: the bars have widths from CSS alone
      const width = await page.locator(".component .bar > span").first().evaluate((e) => e.getBoundingClientRect().width)
      expect(width).toBeGreaterThan(0)
    } finally {
      await page.close()
    }
  })

  it("renders the example, clearly labelled, with no query", async () => {
    const { page, seen } = await open("/workspace/company", "company-example.png")
    try {
      expect(seen.status).toBe(200)
      expect(seen.consoleErrors).toEqual([])
      expect(seen.requests).toEqual([`${app.url}/workspace/company`])
      expect(await page.locator("#example-banner").textContent()).toContain("EXAMPLE DATA")
      expect(await page.locator("#company").textContent()).toContain("example data")
      expect(numberIn(await page.locator("#headline").textContent())).toBeGreaterThan(0)
      expect(await page.locator("#band").textContent()).toBe("moderate")
      expect(await page.locator(".component").count()).toBe(9)
      expect(await page.locator("#coverage").textContent()).toBe("100%")
      expect(await page.locator("#confidence").textContent()).toBe("86%")
      expect(await page.locator("#flags .flag").count()).toBe(3)
      expect(await page.locator("#flags .evidence-sentence").count()).toBe(3)
      expect(await page.locator("#changes .change").count()).toBe(2)
    } finally {
      await page.close()
    }
  })

  withData("edgar").it("renders an error page with its status", async () => {
    const { page, seen } = await open("/workspace/company?ticker=QQQQX&fiscal_year=2025", "company-error-404.png")
    try {
      expect(seen.status).toBe(404)
      // the only console line: the browser reporting the page's own 404 status
      expect(seen.consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([])
      expect(seen.requests).toEqual([`${app.url}/workspace/company?ticker=QQQQX&fiscal_year=2025`])
      expect(await page.locator("#error .status").textContent()).toContain("404")
    } finally {
      await page.close()
    }
  })
})
