/**
 * The scorecard renderer as a pure function: escaping, the example's label, no scripts and
 * no external resources, error pages.
 */
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { HEADLINE_COMPONENTS } from "../../src/domain/names.js"
import { FullResult } from "../../src/pipeline/analysis/result.js"
import { SCORING_CONSTANTS } from "../../src/scoring/constants.js"
import { EXAMPLE_RESULT } from "../../src/workspace/example.js"
import { riskBand } from "../../src/workspace/labels.js"
import { escapeHtml, renderError, renderScorecard } from "../../src/workspace/render.js"
import { eventRows, v3Of } from "../support/screening.js"

const noActiveContent = (html: string) => {
  expect(html).not.toMatch(/<script/i)
  for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) expect(tag).not.toMatch(/\son[a-z]+\s*=/i)
  expect(html).not.toMatch(/(src|href)\s*=\s*["']?(https?:|\/\/|javascript:)/i)
  expect(html).not.toMatch(/url\(|@import/i)
}

describe("render", () => {
  it("the example is a valid full result and renders under an EXAMPLE DATA label", () => {
    expect(() => Schema.decodeUnknownSync(FullResult)(Schema.encodeSync(FullResult)(EXAMPLE_RESULT))).not.toThrow()
    const html = renderScorecard(EXAMPLE_RESULT, { example: true })
    expect(html).toContain("EXAMPLE DATA")
    expect(html).toContain("<title>Example — ")
    expect(html.match(/class="component"/g)?.length).toBe(HEADLINE_COMPONENTS.length)
    noActiveContent(html)
  })

  it("escapes every string that comes from a filing", () => {
    const hostile = "<img src=x onerror=alert(1)>\"'&"
    const r: FullResult = {
      ...EXAMPLE_RESULT,
      filing: { ...EXAMPLE_RESULT.filing, company_name: hostile, ticker: hostile },
      active_flags: [
        {
          section: hostile,
          flag: "going_concern_flag",
          label: hostile,
          evidence: [{ section: hostile, phrase: "<b>", sentence: `a <b> ${hostile} </script>`, start: 0, end: 3 }],
          evidence_count: 1
        }
      ],
      changes: {
        ...EXAMPLE_RESULT.changes,
        sections: [{ section: "item_7_mdna", summary: hostile, added_samples: [hostile], removed_samples: [hostile] }]
      },
      scores: { ...EXAMPLE_RESULT.scores, missing_components: [hostile] }
    }
    const html = renderScorecard(r)
    expect(html).not.toContain("<img")
    expect(html).not.toContain("<b>")
    expect(html).not.toContain("</script>")
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;")
    expect(html).toContain("<mark>&lt;b&gt;</mark>")
    noActiveContent(html)
  })

  it("the screening model beside the result's own: both headlines, the events with their severity, v3's language components", () => {
    const v3 = v3Of(EXAMPLE_RESULT.metrics)
    const html = renderScorecard(EXAMPLE_RESULT, { beside: [{ model: "deterministic_scoring_v3", scores: v3 }] })
    expect(html).toContain(`id="headline">${EXAMPLE_RESULT.scores.overall_disclosure_risk_score!.toFixed(1)}<`)
    expect(html).toContain(`id="headline-deterministic_scoring_v3">${v3.overall_disclosure_risk_score!.toFixed(1)}<`)
    expect(html.match(/class="component"/g)?.length).toBe(HEADLINE_COMPONENTS.length)
    const screening = html.slice(html.indexOf('id="screening"'))
    expect(screening).toContain(`id="screening-events">${v3.components.event_severity_score!.toFixed(1)}<`)
    expect(screening).toContain(`id="screening-language">${v3.aggregates.language_risk_score!.toFixed(1)}<`)
    const events = eventRows(v3)
    expect(events.length).toBeGreaterThan(0)
    for (const e of events) expect(screening).toMatch(new RegExp(`data-flag="${e.flag}"[^]*?class="value severity">${e.severity.toFixed(2)}<`))
    const parts = Object.keys(SCORING_CONSTANTS.v3.language_weights) as Array<keyof typeof v3.components>
    expect(screening.match(/class="lang"/g)?.length).toBe(parts.length)
    for (const c of parts) {
      expect(screening).toMatch(new RegExp(`class="lang" data-component="${c}"[^]*?class="value">${v3.components[c]?.toFixed(1) ?? "—"}<`))
    }
    noActiveContent(html)

    // v3 the result's own model: its drivers instead of the nine weighted components, v2 beside it
    const own: FullResult = { ...EXAMPLE_RESULT, scores: v3, versions: { ...EXAMPLE_RESULT.versions, scoring_model_version: "deterministic_scoring_v3" } }
    const html3 = renderScorecard(own, { beside: [{ model: "deterministic_scoring_v2", scores: EXAMPLE_RESULT.scores }] })
    expect(html3).toContain(`id="headline">${v3.overall_disclosure_risk_score!.toFixed(1)}<`)
    expect(html3).toContain(`id="headline-deterministic_scoring_v2">${EXAMPLE_RESULT.scores.overall_disclosure_risk_score!.toFixed(1)}<`)
    expect(html3).not.toContain('class="component"')
    expect(html3.match(/id="screening"/g)).toHaveLength(1)
    noActiveContent(html3)
  })

  it("shows missing scores as a dash and the unavailable band", () => {
    const r: FullResult = {
      ...EXAMPLE_RESULT,
      scores: {
        ...EXAMPLE_RESULT.scores,
        overall_disclosure_risk_score: null,
        components: Object.fromEntries(Object.keys(EXAMPLE_RESULT.scores.components).map((k) => [k, null])) as FullResult["scores"]["components"]
      }
    }
    const html = renderScorecard(r)
    expect(html).toContain('id="headline">—<')
    expect(html).toContain(`id="band">unavailable<`)
    expect(html).toContain("0 / 9")
  })

  it("bands the headline", () => {
    expect([null, 0, 24.9, 25, 49.9, 50, 74.9, 75, 100].map(riskBand)).toEqual([
      "unavailable", "low", "low", "moderate", "moderate", "elevated", "elevated", "high", "high"
    ])
  })

  it("error pages carry the status, the message and the field errors, escaped", () => {
    const html = renderError({ status: 422, code: "invalid_request", detail: "invalid <request>", errors: [{ path: "ticker", message: "<bad>" }] })
    expect(html).toContain("422")
    expect(html).toContain("invalid &lt;request&gt;")
    expect(html).toContain("&lt;bad&gt;")
    noActiveContent(html)
    expect(escapeHtml(`<>&"'`)).toBe("&lt;&gt;&amp;&quot;&#39;")
  })
})
