/**
 * HTML (or plain text) to visible text lines.
 *
 * Rules (SPEC §5): script/style/head/title/noscript and every element whose inline
 * style hides it (`display:none`, e.g. the inline-XBRL header) are dropped; block
 * elements end a line; table cells are separated by one space; entities are decoded;
 * whitespace (including no-break spaces) is collapsed within a line; empty lines are
 * dropped. Read by a fast scanner of the markup (./scan.ts), or by htmlparser2's streaming
 * `Parser` where the scanner gives up: no DOM, no recursion, memory proportional to the
 * document.
 */
import { runSteps } from "../domain/scheduling.js"
import { type LineText, LineTextBuilder } from "./line-text.js"
import { decodeHTML, decodeHTMLAttribute } from "entities"
import { Parser } from "htmlparser2"
import { type MarkupHandler, MarkupScanner } from "./scan.js"

/** Elements whose content is never visible. */
const SKIPPED = new Set(["script", "style", "head", "title", "noscript", "template", "ix:header", "xml"])

/** Elements that start and end a line. */
const BLOCKS = new Set([
  "p", "div", "tr", "li", "h1", "h2", "h3", "h4", "h5", "h6", "br", "table", "ul", "ol", "hr",
  "dl", "dt", "dd", "blockquote", "pre", "section", "article", "aside", "header", "footer", "nav",
  "address", "center", "form", "fieldset", "legend", "tbody", "thead", "tfoot", "caption",
  "figure", "figcaption", "main", "body", "html", "page", "option", "textarea", "details", "summary"
])

/** Table cells: separated from their neighbours by one space. */
const CELLS = new Set(["td", "th"])

/**
 * Beyond this depth of open elements the parser is restarted on the rest of the input
 * with an empty element stack, so pathological nesting stays linear in time.
 */
const MAX_DEPTH = 1024

const HIDDEN_STYLE = /display\s*:\s*none/i

/** Whitespace (including no-break and zero-width spaces) collapsed to one space, trimmed. */
export const collapseWhitespace = (s: string): string => s.replace(/[\s\u200b\u200c\u200d\u2060]+/g, " ").trim()

class LineSink {
  private chunks: Array<string> = []

  /** `emit` receives each non-empty line. */
  constructor(private readonly emit: (line: string) => void) {}

  push(text: string): void {
    this.chunks.push(text)
  }

  /** Ends the current line (block boundary). */
  flush(): void {
    if (this.chunks.length === 0) return
    const line = collapseWhitespace(this.chunks.join(""))
    this.chunks = []
    if (line.length > 0) this.emit(line)
  }
}

class DepthExceeded {
  constructor(readonly resumeAt: number) {}
}

/** Characters handed to the parser per step of `htmlToLinesSteps`. */
export const PARSE_CHUNK = 64 * 1024

/**
 * The parser does not decode entities: with decoding off its tokenizer skips through text and
 * attribute values to the next `<` or quote instead of stepping through them one character at
 * a time (three quarters of an inline-XBRL document is `style` attribute values). The reader
 * decodes instead: each run of text between two markup events, whole, as the parser would
 * have (HTML rules, legacy entities without a semicolon), and the one attribute it reads.
 */
const PARSER_OPTIONS = { decodeEntities: false, recognizeSelfClosing: true, lowerCaseTags: true, lowerCaseAttributeNames: false } as const

/** Elements whose text is raw (entities not decoded) up to their own end tag, unless inside SVG or MathML. */
const RAW_TEXT = new Set(["script", "style", "iframe", "noembed", "noframes", "xmp"])

/**
 * The visible-line reader of one document: the callbacks that fill a line sink, for the fast
 * scanner (`markup`) and for htmlparser2 (`parser()` starts a parser over (the rest of) the
 * input; `restart()` gives up the open elements after `DepthExceeded`).
 */
const lineReader = (emit: (line: string) => void) => {
  const sink = new LineSink(emit)
  // Per open element: bit 1 = hidden/skipped subtree, bit 2 = preformatted.
  let stack: Array<number> = []
  let hidden = 0
  let pre = 0
  let current: Parser | null = null
  // The raw pieces of the run of text being read (visible text only).
  let raw: Array<string> = []
  // Inside a raw-text element: its text is taken as written.
  let rawText = false

  /** Ends the run of text: decoded and handed to the line sink. */
  const endText = (): void => {
    if (raw.length === 0) return
    const joined = raw.length === 1 ? (raw[0] as string) : raw.join("")
    raw = []
    const data = !rawText && joined.includes("&") ? decodeHTML(joined) : joined
    if (pre > 0 && data.includes("\n")) {
      const parts = data.split("\n")
      for (let i = 0; i < parts.length; i++) {
        if (i > 0) sink.flush()
        sink.push(parts[i] ?? "")
      }
    } else {
      sink.push(data)
    }
  }

  // Tags are read through onopentagname + onattribute (no attribute objects are built):
  // the attributes that follow an open-tag name belong to the element on top of the stack.
  const markup: MarkupHandler = {
    onopentagname(name: string): void {
      endText()
      let flags = SKIPPED.has(name) ? 1 : 0
      if (name === "pre" || name === "plaintext" || name === "xmp" || name === "listing") flags |= 2
      stack.push(flags)
      if (flags & 1) hidden++
      if (flags & 2) pre++
      if (hidden === 0) {
        if (BLOCKS.has(name)) sink.flush()
        else if (CELLS.has(name)) sink.push(" ")
      }
      rawText = RAW_TEXT.has(name) && !(current?.isInForeignContext() ?? false)
      if (stack.length > MAX_DEPTH && current !== null) throw new DepthExceeded(current.endIndex + 1)
    },
    onattribute(name: string, value: string): void {
      if (name.length !== 5 || name.toLowerCase() !== "style") return
      if (!HIDDEN_STYLE.test(value.includes("&") ? decodeHTMLAttribute(value) : value)) return
      const top = stack.length - 1
      const flags = stack[top]
      if (flags === undefined || flags & 1) return
      stack[top] = flags | 1
      hidden++
    },
    onclosetag(name: string): void {
      endText()
      rawText = false
      const flags = stack.pop() ?? 0
      if (flags & 1) hidden--
      if (flags & 2) pre--
      if (hidden === 0) {
        if (BLOCKS.has(name)) sink.flush()
        else if (CELLS.has(name)) sink.push(" ")
      }
    },
    ontext(data: string): void {
      if (hidden === 0) raw.push(data)
    },
    onmarkup: endText,
    depth: () => stack.length
  }
  const handler = {
    onopentagname: markup.onopentagname,
    onattribute: markup.onattribute,
    onclosetag: markup.onclosetag,
    ontext: markup.ontext,
    // Markup that is neither a tag nor text still ends a run of text.
    oncomment: endText,
    oncdatastart: endText,
    onprocessinginstruction: endText
  }

  return {
    markup,
    parser(): Parser {
      current = new Parser(handler, PARSER_OPTIONS)
      return current
    },
    restart(): void {
      endText()
      sink.flush()
      stack = []
      hidden = 0
      pre = 0
      rawText = false
    },
    end(): void {
      endText()
      sink.flush()
    }
  }
}

/**
 * The fast scanner over the pieces of a document, filling `emit`; false when it gives up (read
 * the document with htmlparser2 then). One step per piece.
 */
function* scanSteps(pieces: Iterable<string>, emit: (line: string) => void): Generator<void, boolean> {
  const reader = lineReader(emit)
  const scanner = new MarkupScanner(reader.markup, MAX_DEPTH)
  let first = true
  for (const piece of pieces) {
    if (!first) yield
    first = false
    if (!scanner.write(piece)) return false
  }
  if (!scanner.end()) return false
  reader.end()
  return true
}

function* chunksOf(text: string): Generator<string, void> {
  for (let at = 0; at < text.length; at += PARSE_CHUNK) yield text.slice(at, at + PARSE_CHUNK)
}

/** Visible lines of an HTML document. */
export const htmlToLines = (html: string): Array<string> => runSteps(htmlToLinesSteps(html))

/**
 * `htmlToLines` as steps: the parser is fed `PARSE_CHUNK` characters at a time and the
 * generator pauses after each, so a caller can let other work run between them.
 */
export function* htmlToLinesSteps(html: string): Generator<void, Array<string>> {
  const scanned: Array<string> = []
  if (yield* scanSteps(chunksOf(html), (line) => scanned.push(line))) return scanned
  return yield* parsedLinesSteps(html)
}

/** `htmlToLines` read by htmlparser2 alone (the scanner's fallback; exported for the tests that compare the two). */
export const htmlToLinesParsed = (html: string): Array<string> => runSteps(parsedLinesSteps(html))

/** `htmlToLines` read by the fast scanner alone; null where it gives up. */
export const htmlToLinesScanned = (html: string): Array<string> | null => {
  const lines: Array<string> = []
  return runSteps(scanSteps(chunksOf(html), (line) => lines.push(line))) ? lines : null
}

/** `htmlToLinesSteps` by htmlparser2 alone (for a document the scanner has given up on). */
export function* parsedLinesSteps(html: string): Generator<void, Array<string>> {
  const lines: Array<string> = []
  const reader = lineReader((line) => lines.push(line))
  let rest = html
  for (;;) {
    const parser = reader.parser()
    try {
      for (let at = 0; at < rest.length; at += PARSE_CHUNK) {
        parser.write(rest.slice(at, at + PARSE_CHUNK))
        if (at + PARSE_CHUNK < rest.length) yield
      }
      parser.end()
      break
    } catch (e) {
      if (!(e instanceof DepthExceeded)) throw e
      // Give up the open elements: what follows is read with a fresh element stack.
      reader.restart()
      rest = rest.slice(Math.max(1, e.resumeAt))
    }
  }
  reader.end()
  return lines
}

/**
 * `htmlToLinesSteps` over a document given in pieces (the whole document is never one
 * string), its lines joined in a `LineText` (`capacity`: the expected characters): the same
 * lines, one step per piece, read by the fast scanner. Null where the scanner gives up (then
 * read the document whole with `htmlToLinesSteps`).
 */
export function* htmlPiecesToLineTextSteps(pieces: Iterable<string>, capacity: number): Generator<void, LineText | null> {
  const builder = new LineTextBuilder(capacity)
  if (!(yield* scanSteps(pieces, (line) => builder.push(line)))) return null
  return builder.build()
}

/** Lines joined in a `LineText`. */
export const lineTextOf = (lines: ReadonlyArray<string>): LineText => {
  let chars = 0
  for (const l of lines) chars += l.length + 1
  const builder = new LineTextBuilder(chars)
  for (const l of lines) builder.push(l)
  return builder.build()
}

/** SGML layout tags of old plain-text filings, e.g. `<PAGE>`, `<S>`, `<C>`, `<TABLE>`. */
const SGML_LAYOUT_LINE = /^<\/?(page|s|c|table|caption|fn|f\d+|r)>$/i

/** Visible lines of a plain-text document (a lone number just before a `<PAGE>` break is dropped). */
export const plainTextToLines = (text: string): Array<string> => {
  const out: Array<string> = []
  for (const raw of text.split(/\r?\n|\r/)) {
    if (/^\s*<page>\s*$/i.test(raw)) {
      // A page break: the number just above it is the page number.
      if (PAGE_NUMBER_LINE.test(out[out.length - 1] ?? "")) out.pop()
      continue
    }
    const line = collapseWhitespace(raw.replace(/<\/?(?:page|s|c|caption|fn)>/gi, " "))
    if (line.length === 0 || SGML_LAYOUT_LINE.test(line)) continue
    out.push(line)
  }
  return out
}

const PAGE_NUMBER_LINE = /^(?:page\s+)?[-–—]?\s*(?:[a-z]{1,3}-)?\d{1,3}\s*[-–—]?$/i

/** True when the text carries HTML markup (as opposed to plain text with SGML layout tags). */
export const looksLikeHtml = (text: string): boolean =>
  /<(?:html|body|p|div|font|br|td|tr|span|b|i|center|a|img|\?xml)[\s>/]/i.test(text.slice(0, HTML_PROBE_CHARS))

/** How many characters `looksLikeHtml` reads. */
export const HTML_PROBE_CHARS = 65536
