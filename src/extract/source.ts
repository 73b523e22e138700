/**
 * Input normalisation: bytes to a string, and the primary document out of an EDGAR
 * complete-submission (`.txt`) wrapper.
 */
import { isUtf8 } from "node:buffer"
import type { FormType } from "../domain/forms.js"

export type DecodeResult =
  | { readonly _tag: "Text"; readonly text: string }
  | { readonly _tag: "NotText"; readonly reason: string }

const utf8 = new TextDecoder("utf-8", { fatal: true })
const latin1 = new TextDecoder("latin1")

/**
 * Bytes to text: UTF-8 when valid, otherwise Windows-1252/Latin-1 (older filings).
 * Input with NUL bytes or a high share of control characters in its first 64 KiB is
 * not text.
 */
export const decodeInput = (input: string | Uint8Array): DecodeResult => {
  if (typeof input === "string") {
    return looksBinary(input) ? { _tag: "NotText", reason: "the document contains binary data, not text" } : { _tag: "Text", text: input }
  }
  let text: string
  try {
    text = utf8.decode(input)
  } catch {
    text = latin1.decode(input)
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
  return looksBinary(text) ? { _tag: "NotText", reason: "the document contains binary data, not text" } : { _tag: "Text", text }
}

/** Bytes decoded per piece by `decodedPieces`. */
export const DECODE_PIECE_BYTES = 64 * 1024

/**
 * The text `decodeInput` gives for valid UTF-8 bytes, in pieces of about
 * `DECODE_PIECE_BYTES` bytes (decoded as they are asked for): the same characters, never
 * all in one string. Null for other bytes (read them whole with `decodeInput`). Whether the
 * text is binary is not checked here.
 */
export const decodedPieces = (bytes: Uint8Array): Generator<string, void> | null => (isUtf8(bytes) ? utf8Pieces(bytes) : null)

function* utf8Pieces(bytes: Uint8Array): Generator<string, void> {
  const decoder = new TextDecoder("utf-8")
  for (let at = 0; at < bytes.length; at += DECODE_PIECE_BYTES) {
    const end = Math.min(bytes.length, at + DECODE_PIECE_BYTES)
    let piece = decoder.decode(bytes.subarray(at, end), { stream: end < bytes.length })
    if (at === 0 && piece.charCodeAt(0) === 0xfeff) piece = piece.slice(1)
    if (piece.length > 0) yield piece
  }
}

/** How many characters `looksBinary` reads. */
export const BINARY_PROBE_CHARS = 65536

export const looksBinary = (text: string): boolean => {
  const n = Math.min(text.length, BINARY_PROBE_CHARS)
  if (n === 0) return false
  let control = 0
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i)
    if (c === 0) return true
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || c === 0xfffd) control++
  }
  return control > n * 0.02
}

export interface PrimaryDocument {
  /** The document's own content (HTML or plain text). */
  readonly body: string
  /** True when it came out of a complete-submission wrapper. */
  readonly wrapped: boolean
  /** The `<TYPE>` of the chosen document, when wrapped. */
  readonly documentType: string | null
}

/** How many characters `isWrapped` reads. */
export const WRAPPER_PROBE_CHARS = 4096

/** True when the text is an EDGAR complete-submission file (its start has the wrapper's tags). */
export const isWrapped = (text: string): boolean => /<SEC-DOCUMENT>|<DOCUMENT>|<SEC-HEADER>|<IMS-HEADER>/i.test(text.slice(0, WRAPPER_PROBE_CHARS))

const DOCUMENT_RE = /<DOCUMENT>([\s\S]*?)(?:<\/DOCUMENT>|$)/gi

/**
 * The primary document of a complete-submission file: the first `<DOCUMENT>` whose
 * `<TYPE>` is the form (an amendment or a variant such as `10-K405` also counts),
 * else the first `<DOCUMENT>`. Its `<TEXT>` content is returned without the `<XBRL>`
 * or `<PDF>` wrapper. Anything that is not such a file is returned unchanged.
 */
export const primaryDocument = (text: string, form: FormType): PrimaryDocument => {
  if (!isWrapped(text)) {
    return { body: text, wrapped: false, documentType: null }
  }
  let first: { body: string; type: string } | null = null
  DOCUMENT_RE.lastIndex = 0
  for (let m = DOCUMENT_RE.exec(text); m !== null; m = DOCUMENT_RE.exec(text)) {
    const doc = m[1] ?? ""
    const type = (/<TYPE>\s*([^\s<]+)/i.exec(doc)?.[1] ?? "").toUpperCase()
    const body = textOf(doc)
    if (first === null) first = { body, type }
    if (matchesForm(type, form)) return { body, wrapped: true, documentType: type }
  }
  if (first !== null) return { body: first.body, wrapped: true, documentType: first.type }
  return { body: text, wrapped: false, documentType: null }
}

const matchesForm = (type: string, form: FormType): boolean => {
  const base = type.replace(/[/-]A$/, "")
  if (base === form) return true
  return form === "10-K" ? /^10-?K(?:405|SB|T)?$/.test(base) : form === "10-Q" ? /^10-?Q(?:SB|T)?$/.test(base) : /^8-?K$/.test(base)
}

const textOf = (doc: string): string => {
  const start = /<TEXT>/i.exec(doc)
  if (start === null) return doc
  const from = start.index + start[0].length
  const endRel = doc.slice(from).search(/<\/TEXT>/i)
  let body = endRel < 0 ? doc.slice(from) : doc.slice(from, from + endRel)
  body = body.replace(/^\s*<(?:XBRL|PDF)>/i, "").replace(/<\/(?:XBRL|PDF)>\s*$/i, "")
  return body
}
