/**
 * The fast markup scanner against htmlparser2: where the scanner reads a document (it may give
 * up and leave it to the parser), its visible lines are the parser's, over every HTML document
 * of both corpora and over generated markup cut into pieces at random places.
 */
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { runSteps } from "../../src/domain/scheduling.js"
import { extractSections } from "../../src/extract/index.js"
import { htmlPiecesToLineTextSteps, htmlToLines, htmlToLinesParsed, htmlToLinesScanned, lineTextOf } from "../../src/extract/visible.js"
import { withData } from "../support/data.js"
import { seeded } from "../support/random.js"
import { allDocuments } from "./scale-corpus.js"

const TAGS = ["p", "div", "span", "td", "tr", "table", "tbody", "li", "ul", "br", "img", "image", "hr", "pre", "xmp", "title", "textarea", "script", "style",
  "iframe", "b", "font", "thead", "tfoot", "th", "optgroup", "rt", "rp", "h6", "input", "ix:nonNumeric", "ix:header", "form", "select", "option", "h1", "h2", "a", "dd", "dt", "head", "body", "P", "DIV", "Td", "BR", "listing", "center"]
const ATTRS = [' style="display:none"', " STYLE='display: none'", " style=display:none", " style", ' class="x"', ' style="&#100;isplay:none"', " a=b/", " / ", ' style="color:red"',
  ' title=">"', " x='a\"b'", " =y", ' Style = "DISPLAY : NONE" ', " data-x", "/"]
const TEXTS = ["Risk", " factors ", "Item 1A.", "&amp;", "&nbsp;", "&#160;", "&#x2019;", "&copy", "&lt;b&gt;", "a &amp b", "\n", "  \t", "line\nbreak", "x < y", "<<", "< p", "5 > 3", "—é€"]
const MARKUP = ["<!---->", "<!-->", "<!--->", "<!-- a --!> ", "<!-- x -- y -->", "<!doctype html>", "<!DOCTYPE html PUBLIC>", "<?xml version='1.0'?>", "<!x>", "<!>", "<!>>", "</ x>", "</1>", "<!->", "</>", "</p>", "</br>", "</span>", "</div>", "</td>", "</table>"]

const pick = <A>(r: () => number, xs: ReadonlyArray<A>): A => xs[Math.floor(r() * xs.length)] as A

const generate = (r: () => number, parts: number): string => {
  let out = ""
  for (let i = 0; i < parts; i++) {
    const k = r()
    if (k < 0.3) {
      const tag = pick(r, TAGS)
      let attrs = ""
      while (r() < 0.35) attrs += pick(r, ATTRS)
      out += `<${tag}${attrs}${r() < 0.08 ? "/" : ""}>`
    } else if (k < 0.5) out += `</${pick(r, TAGS)}>`
    else if (k < 0.62) out += pick(r, MARKUP)
    else out += pick(r, TEXTS)
  }
  return out
}

/** Cuts `text` into pieces at random places (so constructs straddle pieces). */
const cut = (r: () => number, text: string): Array<string> => {
  const pieces: Array<string> = []
  let at = 0
  while (at < text.length) {
    const size = 1 + Math.floor(r() * (r() < 0.5 ? 8 : 200))
    pieces.push(text.slice(at, at + size))
    at += size
  }
  return pieces
}

describe("fast markup scanner", () => {
  it("reads generated markup, cut anywhere, into the parser's lines, or gives it up", () => {
    const r = seeded(20261126)
    let read = 0
    const runs = 3000
    for (let i = 0; i < runs; i++) {
      const html = generate(r, 5 + Math.floor(r() * 60))
      const parsed = htmlToLinesParsed(html)
      const whole = htmlToLinesScanned(html)
      const pieces = runSteps(htmlPiecesToLineTextSteps(cut(r, html), html.length + 1))
      if (whole !== null) {
        read++
        expect(whole, html).toEqual(parsed)
      }
      // the scanner gives up on a document whole or not at all, wherever the pieces are cut
      expect(pieces === null, html).toBe(whole === null)
      if (pieces !== null) expect(pieces, html).toEqual(lineTextOf(parsed))
      // and the reader everyone calls gives the parser's lines either way
      expect(htmlToLines(html), html).toEqual(parsed)
    }
    // most of the generated documents are the scanner's (a give-up is a nested form or a construct left open)
    expect(read).toBeGreaterThan(runs * 0.5)
  })

  it("leaves SVG, MathML, CDATA and <plaintext> to the parser", () => {
    for (const html of ["<p>a<svg><title>t</title></svg>b</p>", "<math><mi>x</mi></math>", "<p>a<![CDATA[x]]>b</p>", "<p>a<plaintext><b>c", "<form><form>x</form>"]) {
      expect(htmlToLinesScanned(html)).toBeNull()
      expect(htmlToLines(html)).toEqual(htmlToLinesParsed(html))
    }
  })

  it("a document given as bytes that the scanner gives up is read by the parser, as its text is", () => {
    const body = Array.from({ length: 40 }, (_, i) => `<p>Paragraph ${i} &amp; more text about risk factors.</p>`).join("")
    const html = `<html><body><p>Item 1A. Risk Factors</p>${body}<svg><title>chart</title><text>x</text></svg>${body}</body></html>`
    expect(htmlToLinesScanned(html)).toBeNull()
    const fromBytes = extractSections(new TextEncoder().encode(html), "10-K")
    expect(fromBytes.visible_text.split("\n")).toEqual(htmlToLinesParsed(html))
    expect(fromBytes).toEqual(extractSections(html, "10-K"))
  })

  it("takes raw-text elements as written and decodes RCDATA", () => {
    expect(htmlToLines("<p>a &amp; b</p><xmp>c &amp; d</xmp><textarea>e &amp; f</textarea>")).toEqual(["a & b", "c &amp; d", "e & f"])
    expect(htmlToLinesParsed("<xmp>c &amp; d</xmp>")).toEqual(["c &amp; d"])
  })

  withData("edgar", "corpus").it("reads every HTML document of both corpora into the parser's lines", () => {
    const docs = allDocuments().filter((d) => /\.html?$/i.test(d.path))
    expect(docs.length).toBeGreaterThan(100)
    for (const d of docs) {
      const html = readFileSync(d.path, "utf8")
      const scanned = htmlToLinesScanned(html)
      expect(scanned, d.name).not.toBeNull()
      expect(scanned, d.name).toEqual(htmlToLinesParsed(html))
    }
  }, 120_000)
})
