/**
 * /docs renders the Markdown of descriptions (no literal backticks outside the raw schema
 * blocks), escaping HTML first; the test run keeps the output of passing tests out of the
 * report (vitest `silent: "passed-only"`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import config from "../../vitest.config.js"
import { inlineMarkdown } from "../../src/http/docs.js"
import { type RunningService, startService } from "./support.js"

let service: RunningService
beforeAll(async () => {
  service = await startService()
})
afterAll(async () => {
  await service?.close()
})

describe("/docs", () => {
  it("inline Markdown: code, strong, links; HTML escaped first", () => {
    expect(inlineMarkdown("use `fiscal_year` and **not** <b>[x](https://sec.gov)</b>")).toBe(
      'use <code>fiscal_year</code> and <strong>not</strong> &lt;b&gt;<a href="https://sec.gov">x</a>&lt;/b&gt;'
    )
  })

  it("shows no Markdown backticks outside the raw schema blocks", async () => {
    const spec = (await (await fetch(`${service.url}/openapi.json`)).json()) as unknown
    expect(JSON.stringify(spec)).toContain("`")
    const html = await (await fetch(`${service.url}/docs`)).text()
    const visible = html.replace(/<pre>[\s\S]*?<\/pre>/g, "")
    expect(visible).not.toContain("`")
    expect(visible).toMatch(/<td>[^<]*<code>/)
  })
})

describe("test report", () => {
  it("passing tests' console output is left out of the report", () => {
    expect(config.test?.silent).toBe("passed-only")
  })
})
