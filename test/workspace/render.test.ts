/**
 * The scorecard renderer as a pure function: escaping, the example's label, no scripts and
 * no external resources, error pages.
 */
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { HEADLINE_COMPONENTS } from "../../src/domain/names.js"
import { FullResult } from "../../src/pipeline/result.js"
import { EXAMPLE_RESULT } from "../../src/workspace/example.js"
import { riskBand } from "../../src/workspace/labels.js"
import { escapeHtml, renderError, renderScorecard } from "../../src/workspace/render.js"

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
    expect(html).toContain("Not available")
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
