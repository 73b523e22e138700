/**
 * A fast reader of HTML markup for the visible-line reader (./visible.ts): the same events
 * htmlparser2's `Parser` gives the reader (HTML mode, tag names lower-cased, self-closing tags
 * recognised, entities left to the reader), found with `indexOf` and short loops over tag
 * names instead of a state machine stepping through every character. Three quarters of an
 * inline-XBRL document is `style` attribute values, which it skips in one `indexOf` each.
 *
 * It reads what filings are made of: text, elements and their attributes, comments,
 * declarations, raw-text and RCDATA elements (`script`, `style`, `title`, `textarea`, …).
 * Anything else — SVG or MathML content, `<![CDATA[`, `<plaintext>`, a `<form>` inside a
 * `<form>`, nesting deeper than the reader is let go, a construct left open at the end of the
 * document, or one that runs on for more than a megabyte — makes it give up (`false`), and the
 * caller reads the document with htmlparser2 instead. Where it does not give up, its events are
 * the parser's: `test/extract/scan.test.ts` compares the lines of both over the corpus and over
 * generated markup.
 *
 * The parser's element rules it follows: an open tag closes the open elements it implies
 * (`<p>` closes an open `p`, `<td>` an open `td`, …, the table below); void elements (`br`,
 * `img`, …) close at once; a close tag closes every element opened after its match and is
 * ignored without one, except `</p>` (an empty `p`) and `</br>` (a `br`); `image` is `img`;
 * the elements still open at the end are closed there.
 */

/** What the scanner reports (the visible-line reader's callbacks). */
export interface MarkupHandler {
  onopentagname(name: string): void
  /** Only `style` attributes (any case) are reported. */
  onattribute(name: string, value: string): void
  onclosetag(name: string): void
  ontext(data: string): void
  /** Markup that is neither a tag nor text (comments, declarations): it ends a run of text. */
  onmarkup(): void
  /** Open elements as the handler counts them (to give up past `maxDepth`). */
  depth(): number
}

const GT = 0x3e
const SLASH = 0x2f
const BANG = 0x21
const QUESTION = 0x3f
const EQ = 0x3d
const DQ = 0x22
const SQ = 0x27
const DASH = 0x2d

const isWhitespace = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d
const isEndOfTagSection = (c: number): boolean => c === SLASH || c === GT || isWhitespace(c)
const isAsciiAlpha = (c: number): boolean => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a)

/** Elements that never have content. */
const VOID = new Set(["area", "base", "basefont", "br", "col", "command", "embed", "frame", "hr", "img", "input", "isindex", "keygen", "link", "meta", "param", "source", "track", "wbr"])

/** The open elements (on top of the stack) an open tag closes. */
const IMPLIES_CLOSE: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const map = new Map<string, ReadonlySet<string>>()
  const set = (names: string, closes: string): void => {
    const closed = new Set(closes.split(" "))
    for (const n of names.split(" ")) map.set(n, closed)
  }
  set("tr", "tr th td")
  set("th", "th")
  set("td", "thead th td")
  set("body", "head link script")
  set("a", "a")
  set("li", "li")
  set("p", "p")
  set("h1 h2 h3 h4 h5 h6", "h1 h2 h3 h4 h5 h6 p")
  set("select input output button datalist textarea", "input option optgroup select button datalist textarea")
  set("option", "option")
  set("optgroup", "optgroup option")
  set("dd dt", "dd dt")
  set("address article aside blockquote details div dl fieldset figcaption figure footer form header hr main nav ol pre section table ul", "p")
  set("rt rp", "rt rp")
  set("tbody tfoot", "thead tbody")
  return map
})()

/** Elements whose content is text up to their own end tag: raw (entities not decoded) or RCDATA (title, textarea). */
const TEXT_ONLY = new Set(["script", "style", "iframe", "noembed", "noframes", "xmp", "title", "textarea"])

/** Where a text-only element's content ends: `</name` (any case) and a character that ends a tag name. */
const textOnlyEnd = (name: string): RegExp => {
  let letters = ""
  for (const ch of name) letters += `[${ch}${ch.toUpperCase()}]`
  // (the parser compares each character with the bit for lower case set, which also takes
  // U+001C for "<" and U+000F for "/")
  return new RegExp(`[<\\x1c][/\\x0f]${letters}[ \\t\\n\\f\\r/>]`, "g")
}
const TEXT_ONLY_END: ReadonlyMap<string, RegExp> = new Map([...TEXT_ONLY].map((n) => [n, textOnlyEnd(n)]))

/** Elements the scanner leaves to the parser. */
const GIVE_UP_ELEMENTS = new Set(["svg", "math", "plaintext"])

/** A construct still open after this many characters makes the scanner give up. */
const MAX_PENDING = 1 << 20

/** Result of reading one construct: the index after it. */
const INCOMPLETE = -1
const GIVE_UP = -2

/**
 * The scanner of one document. `write` each piece of its text in order, then `end`; either
 * returns false when the scanner gives up (its events so far are then to be discarded).
 */
export class MarkupScanner {
  private pending = ""
  /** The text-only element whose content is being read. */
  private textOnly: string | null = null
  private readonly stack: Array<string> = []
  private failed = false

  constructor(
    private readonly h: MarkupHandler,
    private readonly maxDepth: number
  ) {}

  write(piece: string): boolean {
    if (this.failed) return false
    const buf = this.pending.length === 0 ? piece : this.pending + piece
    this.pending = ""
    const at = this.scan(buf)
    if (at === GIVE_UP) return this.fail()
    if (at < buf.length) {
      if (buf.length - at > MAX_PENDING) return this.fail()
      this.pending = buf.slice(at)
    }
    return true
  }

  end(): boolean {
    if (this.failed) return false
    if (this.pending.length > 0) {
      // the rest of a text-only element's content is text; any other construct left open is the parser's
      if (this.textOnly === null) return this.fail()
      this.h.ontext(this.pending)
      this.pending = ""
    }
    while (this.stack.length > 0) this.h.onclosetag(this.stack.pop() as string)
    return true
  }

  private fail(): false {
    this.failed = true
    this.pending = ""
    return false
  }

  /** Reads `buf` from its start; returns where the unread rest begins (a construct not complete in it), or GIVE_UP. */
  private scan(buf: string): number {
    const n = buf.length
    let pos = 0
    while (pos < n) {
      if (this.textOnly !== null) {
        const re = TEXT_ONLY_END.get(this.textOnly) as RegExp
        re.lastIndex = pos
        const m = re.exec(buf)
        if (m === null) {
          // keep what could be the start of the end tag for the next piece
          const keep = Math.max(pos, n - (this.textOnly.length + 2))
          if (keep > pos) this.h.ontext(buf.slice(pos, keep))
          return keep
        }
        if (m.index > pos) this.h.ontext(buf.slice(pos, m.index))
        const gt = buf.indexOf(">", m.index + this.textOnly.length + 2)
        if (gt < 0) return m.index
        this.textOnly = null
        if (!this.closeTag(buf.slice(m.index + 2, m.index + m[0].length - 1).toLowerCase())) return GIVE_UP
        pos = gt + 1
        continue
      }
      const lt = buf.indexOf("<", pos)
      if (lt < 0) {
        this.h.ontext(pos === 0 ? buf : buf.slice(pos))
        return n
      }
      if (lt > pos) this.h.ontext(buf.slice(pos, lt))
      if (lt + 1 >= n) return lt
      const c = buf.charCodeAt(lt + 1)
      let next: number
      if (isAsciiAlpha(c)) next = this.openTag(buf, lt)
      else if (c === SLASH) next = this.closeTagAt(buf, lt)
      else if (c === BANG) next = this.declaration(buf, lt)
      else if (c === QUESTION) next = this.markupTo(buf, lt + 2)
      else {
        // not markup: the "<" is text
        this.h.ontext("<")
        next = lt + 1
      }
      if (next === INCOMPLETE) return lt
      if (next === GIVE_UP) return GIVE_UP
      pos = next
    }
    return n
  }

  /** A markup event ending at the first ">" at or after `from`. */
  private markupTo(buf: string, from: number): number {
    const gt = buf.indexOf(">", from)
    if (gt < 0) return INCOMPLETE
    this.h.onmarkup()
    return gt + 1
  }

  /** `<!…`: a comment, a declaration, or a bogus comment. */
  private declaration(buf: string, lt: number): number {
    const n = buf.length
    if (lt + 2 >= n) return INCOMPLETE
    const c2 = buf.charCodeAt(lt + 2)
    if (c2 === 0x5b) return GIVE_UP // <![CDATA[ …
    if (c2 !== DASH) return this.markupTo(buf, lt + 2)
    if (lt + 3 >= n) return INCOMPLETE
    if (buf.charCodeAt(lt + 3) !== DASH) return this.markupTo(buf, lt + 3)
    // <!-- …: ends at "-->" or "--!>"; "<!-->" and "<!--->" are empty comments
    const start = lt + 4
    if (start >= n) return INCOMPLETE
    if (buf.charCodeAt(start) === GT) {
      this.h.onmarkup()
      return start + 1
    }
    if (buf.charCodeAt(start) === DASH) {
      if (start + 1 >= n) return INCOMPLETE
      if (buf.charCodeAt(start + 1) === GT) {
        this.h.onmarkup()
        return start + 2
      }
    }
    const a = buf.indexOf("-->", start)
    const b = buf.indexOf("--!>", start)
    if (a < 0 && b < 0) return INCOMPLETE
    this.h.onmarkup()
    return a >= 0 && (b < 0 || a < b) ? a + 3 : b + 4
  }

  /** `</…`: a close tag, `</>` (nothing) or a bogus comment. */
  private closeTagAt(buf: string, lt: number): number {
    const n = buf.length
    if (lt + 2 >= n) return INCOMPLETE
    const c2 = buf.charCodeAt(lt + 2)
    if (c2 === GT) {
      // nothing, but what it stands between are two runs of text
      this.h.onmarkup()
      return lt + 3
    }
    if (!isAsciiAlpha(c2)) return this.markupTo(buf, lt + 3)
    let i = lt + 3
    while (i < n && !isEndOfTagSection(buf.charCodeAt(i))) i++
    if (i >= n) return INCOMPLETE
    const gt = buf.indexOf(">", i)
    if (gt < 0) return INCOMPLETE
    return this.closeTag(tagName(buf.slice(lt + 2, i))) ? gt + 1 : GIVE_UP
  }

  /** The parser's handling of a close tag; false to give up. */
  private closeTag(name: string): boolean {
    const stack = this.stack
    if (VOID.has(name)) {
      if (name === "br") {
        this.h.onopentagname("br")
        this.h.onclosetag("br")
      }
      return true
    }
    const at = stack.lastIndexOf(name)
    if (at >= 0) {
      while (stack.length > at) this.h.onclosetag(stack.pop() as string)
      return true
    }
    if (name === "p") {
      // an empty p
      if (!this.open("p")) return false
      stack.pop()
      this.h.onclosetag("p")
    }
    return true
  }

  /** The parser's handling of an open tag's name: implied closes, the element pushed, reported. False to give up. */
  private open(name: string): boolean {
    const stack = this.stack
    const closes = IMPLIES_CLOSE.get(name)
    if (closes !== undefined) {
      while (stack.length > 0 && closes.has(stack[stack.length - 1] as string)) this.h.onclosetag(stack.pop() as string)
    }
    if (!VOID.has(name)) stack.push(name)
    this.h.onopentagname(name)
    return this.h.depth() <= this.maxDepth
  }

  /** `<name …>`: read whole before anything is reported (it may not be complete in `buf`). */
  private openTag(buf: string, lt: number): number {
    const n = buf.length
    let i = lt + 2
    while (i < n && !isEndOfTagSection(buf.charCodeAt(i))) i++
    if (i >= n) return INCOMPLETE
    const name = tagName(buf.slice(lt + 1, i))
    if (GIVE_UP_ELEMENTS.has(name) || (name === "form" && this.stack.includes("form"))) return GIVE_UP
    // attributes: only `style` values are kept
    let styles: Array<string> | null = null
    let selfClosing = false
    let j = i
    for (;;) {
      if (j >= n) return INCOMPLETE
      let c = buf.charCodeAt(j)
      if (c === GT) break
      if (c === SLASH) {
        j++
        while (j < n && isWhitespace(buf.charCodeAt(j))) j++
        if (j >= n) return INCOMPLETE
        if (buf.charCodeAt(j) === GT) {
          selfClosing = true
          break
        }
        continue
      }
      if (isWhitespace(c)) {
        j++
        continue
      }
      // an attribute name: its first character whatever it is, then up to "=", "/", ">" or whitespace
      const nameStart = j++
      while (j < n) {
        c = buf.charCodeAt(j)
        if (c === EQ || isEndOfTagSection(c)) break
        j++
      }
      const nameEnd = j
      while (j < n && isWhitespace(buf.charCodeAt(j))) j++
      if (j >= n) return INCOMPLETE
      const isStyle = nameEnd - nameStart === 5 && buf.slice(nameStart, nameEnd).toLowerCase() === "style"
      if (buf.charCodeAt(j) !== EQ) {
        if (isStyle) (styles ??= []).push(buf.slice(nameStart, nameEnd), "")
        continue
      }
      j++
      while (j < n && isWhitespace(buf.charCodeAt(j))) j++
      if (j >= n) return INCOMPLETE
      c = buf.charCodeAt(j)
      let valueStart: number
      let valueEnd: number
      if (c === DQ || c === SQ) {
        valueStart = j + 1
        valueEnd = buf.indexOf(c === DQ ? '"' : "'", valueStart)
        if (valueEnd < 0) return INCOMPLETE
        j = valueEnd + 1
      } else {
        valueStart = j
        while (j < n) {
          c = buf.charCodeAt(j)
          if (c === GT || isWhitespace(c)) break
          j++
        }
        if (j >= n) return INCOMPLETE
        valueEnd = j
      }
      if (isStyle) (styles ??= []).push(buf.slice(nameStart, nameEnd), buf.slice(valueStart, valueEnd))
    }
    // the whole tag is here: report it as the parser would
    if (!this.open(name)) return GIVE_UP
    if (styles !== null) for (let k = 0; k < styles.length; k += 2) this.h.onattribute(styles[k] as string, styles[k + 1] as string)
    if (VOID.has(name)) this.h.onclosetag(name)
    if (selfClosing) {
      const stack = this.stack
      if (stack[stack.length - 1] === name) {
        stack.pop()
        this.h.onclosetag(name)
      }
    } else if (TEXT_ONLY.has(name)) {
      this.textOnly = name
    }
    return j + 1
  }
}

/** A tag name as the parser reports it: lower case, and `image` read as `img`. */
const tagName = (written: string): string => {
  const name = written.toLowerCase()
  return name === "image" ? "img" : name
}
