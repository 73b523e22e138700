/**
 * A document's visible lines held as one string, the lines separated by one space, built
 * outside the JavaScript heap: the characters are written to a buffer as the lines come
 * (one byte per character until a line needs two) and turned into a string once. A long
 * text is then held by Node as an external string, which the garbage collector neither
 * copies nor counts when it decides how far the heap may grow.
 */
export interface LineText {
  /** The lines joined by single spaces. */
  readonly text: string
  /** Offset in `text` where each line begins (`count` of them). */
  readonly starts: Int32Array
  readonly count: number
}

const WIDE = /[^\u0000-\u00ff]/

export class LineTextBuilder {
  private buffer: Buffer
  /** Bytes per character in `buffer`: 1 (Latin-1) until a line needs 2 (UTF-16LE). */
  private width: 1 | 2 = 1
  /** Characters written. */
  private length = 0
  private starts: Int32Array = new Int32Array(1024)
  private count = 0

  /** `capacity`: the expected number of characters (more are made room for). */
  constructor(capacity: number) {
    this.buffer = Buffer.allocUnsafeSlow(Math.max(1024, capacity))
  }

  push(line: string): void {
    if (this.count === this.starts.length) {
      const starts = new Int32Array(this.starts.length * 2)
      starts.set(this.starts)
      this.starts = starts
    }
    if (this.width === 1 && WIDE.test(line)) this.widen()
    const separator = this.count > 0 ? 1 : 0
    this.reserve(this.length + separator + line.length)
    if (separator === 1) this.write(" ")
    this.starts[this.count++] = this.length
    this.write(line)
  }

  /** The text; the builder is empty afterwards. */
  build(): LineText {
    const text = this.buffer.toString(this.width === 1 ? "latin1" : "utf16le", 0, this.length * this.width)
    const out = { text, starts: this.starts.slice(0, this.count), count: this.count }
    this.buffer = Buffer.alloc(0)
    this.starts = new Int32Array(0)
    this.length = 0
    this.count = 0
    return out
  }

  private write(s: string): void {
    this.buffer.write(s, this.length * this.width, s.length * this.width, this.width === 1 ? "latin1" : "utf16le")
    this.length += s.length
  }

  /** Room for `chars` characters at the current width. */
  private reserve(chars: number): void {
    if (chars * this.width <= this.buffer.length) return
    const next = Buffer.allocUnsafeSlow(Math.max(chars, this.length * 2) * this.width)
    this.buffer.copy(next, 0, 0, this.length * this.width)
    this.buffer = next
  }

  /** From one byte per character to UTF-16LE. */
  private widen(): void {
    const chars = Math.max(this.buffer.length, 1024)
    const next = Buffer.allocUnsafeSlow(chars * 2)
    new Uint16Array(next.buffer, next.byteOffset, chars).set(this.buffer.subarray(0, this.length))
    this.buffer = next
    this.width = 2
  }
}
