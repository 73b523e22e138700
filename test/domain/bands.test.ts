/**
 * One set of risk bands: the CLI table, the Workspace scorecard and the screen name the
 * same band for the same filing (TGT FY2025 and AAPL FY2025 over the loopback EDGAR).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { BAND_LABELS, RISK_BAND_BOUNDS, riskBand } from "../../src/domain/bands.js"
import { runRisk } from "../support/cli.js"
import { withData } from "../support/data.js"
import { type RunningApp, startApp, USER_AGENT } from "../workspace/support.js"

let app: RunningApp
beforeAll(async () => {
  app = await startApp()
})
afterAll(async () => {
  await app?.close()
})

describe("risk bands", () => {
  it("bound at 25, 50 and 75", () => {
    expect(RISK_BAND_BOUNDS).toEqual({ moderate: 25, elevated: 50, high: 75 })
    expect([null, 0, 24.99, 25, 49.99, 50, 74.99, 75, 100].map(riskBand)).toEqual([
      "unavailable",
      "low",
      "low",
      "moderate",
      "moderate",
      "elevated",
      "elevated",
      "high",
      "high"
    ])
  })

  for (const ticker of ["TGT", "AAPL"]) withData("edgar").it(`${ticker} FY2025: the CLI table, the scorecard and the screen agree`, async () => {
    const env = { SEC_USER_AGENT: USER_AGENT }
    const json = await runRisk(["score", ticker, "2025", "--edgar-base-url", app.edgar.url, "--no-cache"], "", env)
    expect(json.code, json.stderr).toBe(0)
    const score = (JSON.parse(json.stdout) as { scores: { overall_disclosure_risk_score: number | null } }).scores.overall_disclosure_risk_score
    const label = BAND_LABELS[riskBand(score)]

    const table = await runRisk(["score", ticker, "2025", "--format", "table", "--edgar-base-url", app.edgar.url, "--no-cache"], "", env)
    expect(table.code, table.stderr).toBe(0)
    expect(table.stdout).toMatch(new RegExp(`overall disclosure risk\\s+${score?.toFixed(1)} / 100\\s+\\(${label}\\)`))

    const card = await (await fetch(`${app.url}/workspace/company?ticker=${ticker}&fiscal_year=2025`)).text()
    expect(card).toMatch(new RegExp(`id="band">${label}<`))

    const rows = (await (await fetch(`${app.url}/workspace/screen?tickers=${ticker}&fiscal_year=2025`)).json()) as Array<{ risk_band: string | null }>
    expect(rows.map((r) => r.risk_band)).toEqual([riskBand(score)])
  })
})
