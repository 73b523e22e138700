/**
 * The errors of the HTTP API, declared the framework's way: each is an error schema whose
 * HTTP status is an annotation (`HttpApiSchema.annotations({ status })`), passed to
 * `addError` as it is, so the handlers fail with the domain errors themselves and the
 * framework encodes them with their status. Status and code are the error table's
 * (src/domain/error-table.ts); the domain stays a pure stage without @effect/platform, so the
 * annotation is attached here, where the API is declared, from the table's data.
 *
 * On the wire every error is the body `{detail, code, errors?}` (`errors` on validation
 * failures only). The answers the server gives by itself (no valid key, a body over the
 * limit, no route, a defect) are errors of this module, encoded the same way.
 */
import { HttpApiSchema, HttpServerResponse } from "@effect/platform"
import { ParseResult, Schema } from "effect"
import { ERROR_TABLE, type ErrorKind } from "../domain/error-table.js"
import { ErrorPath, FilingNotFound, InvalidRequest, UpstreamUnavailable } from "../domain/errors.js"

/** API keys are configured and the request carries none that matches. */
export class Unauthorized extends Schema.TaggedError<Unauthorized>()("Unauthorized", { detail: Schema.String }) {}

/** The request body is over the size limit. */
export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()("PayloadTooLarge", { detail: Schema.String }) {}

/** No route answers the method and path. */
export class RouteNotFound extends Schema.TaggedError<RouteNotFound>()("RouteNotFound", { detail: Schema.String }) {}

/** An unexpected failure (no internals are disclosed). */
export class Internal extends Schema.TaggedError<Internal>()("Internal", { detail: Schema.String }) {}

/** An error class of a kind the error table has a row for. */
interface TableErrorClass<Self extends { readonly _tag: K; readonly detail: string }, I, K extends ErrorKind> extends Schema.Schema<Self, I> {
  readonly _tag: K
}

/**
 * The error schema of `error`: its body on the wire (`{detail, code}` and `fields`), its
 * status by annotation, both from the error table. An `errors` list that is empty is left
 * out of the body.
 */
const withStatus = <Self extends { readonly _tag: K; readonly detail: string; readonly errors?: ReadonlyArray<ErrorPath> }, I, K extends ErrorKind, F extends Schema.Struct.Fields>(
  error: TableErrorClass<Self, I, K>,
  fields: F,
  description: string
) => {
  const row = ERROR_TABLE[error._tag]
  // the body's name in the OpenAPI document: `FilingNotFoundError`, `InvalidRequestError`, …
  const identifier = `${error._tag}Error`
  const body = Schema.Struct({ detail: Schema.String, code: Schema.Literal(row.code), ...fields }).annotations({ identifier, description })
  return Schema.transformOrFail(body, Schema.typeSchema(error), {
    // the body's fields differ by error (`fields`); encoding checks the body against its schema
    strict: false,
    // the body names its kind by `code`, the class by `_tag`
    decode: (wire) => ParseResult.decodeUnknown(error)({ ...wire, _tag: error._tag }),
    encode: (e) =>
      ParseResult.succeed(
        e.errors === undefined || e.errors.length === 0 ? { detail: e.detail, code: row.code } : { detail: e.detail, code: row.code, errors: e.errors }
      )
  }).annotations(HttpApiSchema.annotations({ status: row.status, identifier, description }))
}

/** The errors the API answers with, each with its status: pass them to `addError`. */
export const HttpError = {
  InvalidRequest: withStatus(InvalidRequest, { errors: Schema.optional(Schema.Array(ErrorPath)) }, "Invalid query parameters, path or body"),
  FilingNotFound: withStatus(FilingNotFound, {}, "No filing for the ticker, fiscal year and form"),
  UpstreamUnavailable: withStatus(UpstreamUnavailable, {}, "The upstream filing system failed"),
  Unauthorized: withStatus(
    Unauthorized,
    {},
    "API keys are configured (RISK_API_KEYS) and the request has no valid `Authorization: Bearer KEY` or `X-API-Key: KEY`"
  ),
  PayloadTooLarge: withStatus(PayloadTooLarge, {}, "The request body is over the size limit"),
  RouteNotFound: withStatus(RouteNotFound, {}, "No route for the method and path"),
  Internal: withStatus(Internal, {}, "Unexpected server error")
}

/** The response of an error outside the routes (the middleware's own answers): encoded by its schema, with its status. */
export const errorResponse = <A, I>(schema: Schema.Schema<A, I>, error: A): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.unsafeJson(Schema.encodeSync(schema)(error), { status: HttpApiSchema.getStatusError(schema) })
