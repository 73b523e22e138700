/**
 * The API's error schemas (src/http/errors.ts): each carries the status of its row in the
 * error table by annotation, encodes its error (the domain error itself) as the error body
 * with the table's code, and decodes that body back to the error.
 */
import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { ERROR_TABLE, type ErrorKind } from "../../src/domain/error-table.js"
import { FilingNotFound, InvalidRequest, UpstreamUnavailable } from "../../src/domain/errors.js"
import { errorResponse, HttpError, Internal, PayloadTooLarge, RouteNotFound, Unauthorized } from "../../src/http/errors.js"
import { ErrorBody } from "../../src/http/schemas.js"

const examples = {
  InvalidRequest: new InvalidRequest({ detail: "fiscal_year: required", errors: [{ path: "fiscal_year", message: "required" }] }),
  FilingNotFound: new FilingNotFound({ detail: "no 10-K of ZZZZ for 2023" }),
  UpstreamUnavailable: new UpstreamUnavailable({ detail: "EDGAR answered 503", url: "https://www.sec.gov/x", status: 503 }),
  Unauthorized: new Unauthorized({ detail: "a valid API key is required" }),
  PayloadTooLarge: new PayloadTooLarge({ detail: "request body is over the limit of 10 bytes" }),
  RouteNotFound: new RouteNotFound({ detail: "no route GET /nowhere" }),
  Internal: new Internal({ detail: "internal server error" })
} as const

const kinds = Object.keys(HttpError) as ReadonlyArray<keyof typeof HttpError & ErrorKind>

describe("the API's error schemas", () => {
  it("each has the status of its row in the error table, by annotation", () => {
    expect(kinds.length).toBe(7)
    for (const kind of kinds) expect(HttpApiSchema.getStatusError(HttpError[kind]), kind).toBe(ERROR_TABLE[kind].status)
  })

  it("encode the error as the error body with the table's code (no url or upstream status on the wire), and decode it back", () => {
    for (const kind of kinds) {
      const schema = HttpError[kind] as unknown as Schema.Schema<(typeof examples)[typeof kind], unknown>
      const error = examples[kind]
      const body = Schema.encodeSync(schema)(error)
      const expected = "errors" in error ? { detail: error.detail, code: ERROR_TABLE[kind].code, errors: error.errors } : { detail: error.detail, code: ERROR_TABLE[kind].code }
      expect(body, kind).toEqual(expected)
      expect(Schema.decodeUnknownSync(ErrorBody)(body)).toEqual(expected)
      const back = Schema.decodeUnknownSync(schema)(body)
      expect(back, kind).toBeInstanceOf(error.constructor)
      expect(back.detail).toBe(error.detail)
    }
  })

  it("a validation failure without inputs at fault has no `errors` on the wire", () => {
    expect(Schema.encodeSync(HttpError.InvalidRequest)(new InvalidRequest({ detail: "the request could not be read" }))).toEqual({
      detail: "the request could not be read",
      code: "invalid_request"
    })
  })

  it("errorResponse answers with the schema's status and body", () => {
    const response = errorResponse(HttpError.PayloadTooLarge, examples.PayloadTooLarge)
    expect(response.status).toBe(413)
    expect(response.body._tag).toBe("Uint8Array")
    if (response.body._tag === "Uint8Array") {
      expect(JSON.parse(new TextDecoder().decode(response.body.body))).toEqual({ detail: examples.PayloadTooLarge.detail, code: "payload_too_large" })
    }
  })
})
