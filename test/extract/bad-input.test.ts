/**
 * Bad input gets a clear result or a clear error: never a crash, a hang or recursion
 * on nesting depth.
 */
import { Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { InvalidRequest } from "../../src/domain/errors.js"
import { extractSections, extractSectionsEffect } from "../../src/extract/index.js"
import { withData } from "../support/data.js"
import { loadTruthFiles, readCorpusFile } from "./corpus.js"
import { filler, p, tenK } from "./fixtures.js"

const expectNoSections10K = (input: string | Uint8Array): void => {
  const ex = extractSections(input, "10-K")
  expect(ex.sections).toEqual([])
  expect(ex.required_sections_present).toBe(false)
  expect(ex.extraction_warnings).toEqual(["missing_required_section"])
}

const timed = <A>(f: () => A): { readonly value: A; readonly ms: number } => {
  const t0 = performance.now()
  const value = f()
  return { value, ms: performance.now() - t0 }
}

describe("bad input", () => {
  it("empty input: no sections, missing required section", () => {
    expectNoSections10K("")
    expectNoSections10K(new Uint8Array(0))
    const eightK = extractSections("", "8-K")
    expect(eightK.sections).toEqual([])
    expect(eightK.extraction_warnings).toEqual([])
    expect(eightK.required_sections_present).toBe(true)
  })

  it("binary garbage: an InvalidRequest", () => {
    const bytes = new Uint8Array(4096)
    let x = 12345
    for (let i = 0; i < bytes.length; i++) {
      x = (x * 1103515245 + 12345) & 0x7fffffff
      bytes[i] = x & 0xff
    }
    expect(() => extractSections(bytes, "10-K")).toThrow(InvalidRequest)
    const result = Effect.runSync(Effect.either(extractSectionsEffect(bytes, "10-K")))
    expect(Either.isLeft(result)).toBe(true)
    if (Either.isLeft(result)) {
      expect(result.left._tag).toBe("InvalidRequest")
      expect(result.left.message).toMatch(/not text|binary/)
    }
  })

  it("a PDF or image byte stream passed as text: an InvalidRequest", () => {
    expect(() => extractSections("%PDF-1.4\n\u0000\u0001\u0002stream", "10-K")).toThrow(InvalidRequest)
  })

  it("a web page that is not a filing: no sections", () => {
    expectNoSections10K(
      `<!doctype html><html><head><title>Blog</title></head><body><nav><a href="/">Home</a></nav><h1>Ten tips for your garden</h1>${p(filler("garden", 300))}<ul><li>Item one: water</li><li>Part two of the list</li></ul></body></html>`
    )
  })

  withData("edgar", "edgar-truth").it("truncated HTML (cut inside a tag): whatever was read, consistently", () => {
    const truth = loadTruthFiles().find((t) => t.form === "10-K")
    if (truth === undefined) throw new Error("no 10-K truth file")
    const full = readCorpusFile(truth.path).toString("utf8")
    const cut = full.slice(0, Math.floor(full.length * 0.35))
    const cutInTag = cut.slice(0, cut.lastIndexOf("<") + 4)
    for (const doc of [cut, cutInTag]) {
      const ex = extractSections(doc, "10-K")
      expect(ex.required_sections_present).toBe(!ex.extraction_warnings.includes("missing_required_section"))
      for (const s of ex.sections) expect(s.end_offset).toBeLessThanOrEqual(ex.visible_text_length)
    }
    // Unclosed and stray markup of every kind.
    const junk = extractSections(`<<div><p<<span>>Item 1A. Risk Factors</b></td></tr><table><td>${p(filler("risk", 60))}<!-- unterminated`, "10-K")
    expect(junk.extraction_warnings).toContain("missing_required_section")
  })

  it("100,000-deep nesting: no recursion, no quadratic time", () => {
    const depth = 100_000
    for (const close of ["</div>", "</span>"]) {
      const doc = `${"<div>".repeat(depth)}${p("Item 1A. Risk Factors")}${p(filler("risk", 250))}${p("Item 7. Management's Discussion and Analysis")}${p(filler("liquidity", 250))}${close.repeat(depth)}`
      const { value, ms } = timed(() => extractSections(doc, "10-K"))
      expect(value.sections.map((s) => s.section_name)).toEqual(["item_1a_risk_factors", "item_7_mdna"])
      expect(ms).toBeLessThan(15_000)
    }
  })

  it("a 50 MB document: a result, in bounded time", () => {
    const page = p(filler("risk", 200))
    const target = 50 * 1024 * 1024
    const body = page.repeat(Math.ceil(target / page.length))
    const doc = tenK({ bodies: { "Item 1A.": `${p("Section 1A starts here.")}${body}${p("Section 1A ends here.")}` } })
    expect(doc.length).toBeGreaterThan(target)
    const { value, ms } = timed(() => extractSections(doc, "10-K"))
    const risk = value.sections.find((s) => s.section_name === "item_1a_risk_factors")
    expect(risk?.cleaned_text.endsWith("Section 1A ends here.")).toBe(true)
    expect(value.required_sections_present).toBe(true)
    expect(ms).toBeLessThan(60_000)
  })

  it("a huge number of item-like lines: linear heading choice", () => {
    const doc = Array.from({ length: 100_000 }, (_, i) => `<p>Item ${(i % 16) + 1}. Business</p>`).join("")
    const { ms } = timed(() => extractSections(doc, "10-K"))
    expect(ms).toBeLessThan(15_000)
  })

  it("one enormous line of text and plain text with no markup", () => {
    const { value } = timed(() => extractSections("a".repeat(5_000_000), "10-K"))
    expect(value.sections).toEqual([])
    const plain = extractSections(`ITEM 1A. RISK FACTORS\n${filler("risk", 250)}\nITEM 7. MANAGEMENT'S DISCUSSION AND ANALYSIS\n${filler("cash", 250)}\n`, "10-K")
    expect(plain.source.format).toBe("text")
    expect(plain.required_sections_present).toBe(true)
  })

  it("Latin-1 bytes are read as text", () => {
    const doc = `<p>Item 1A. Risk Factors</p><p>Caf\u00e9 ${filler("risk", 250)}</p><p>Item 7. Management\u2019s Discussion and Analysis</p><p>${filler("cash", 250)}</p>`
    const bytes = Uint8Array.from(doc.replace(/\u2019/g, "'"), (c) => c.charCodeAt(0))
    const ex = extractSections(bytes, "10-K")
    expect(ex.sections.find((s) => s.section_name === "item_1a_risk_factors")?.cleaned_text.startsWith("Café")).toBe(true)
  })
})
