/**
 * The one table from errors to the wire: HTTP status, the `code` of the error body, and the
 * CLI exit code. HTTP (whose error schemas carry the status as an annotation, made from
 * this table in src/http/errors.ts), the Workspace routes, MCP and the CLI all read it, with
 * the error body and the one-line message built from it.
 *
 * The domain errors (`InvalidRequest`, `FilingNotFound`, `UpstreamUnavailable`) come first;
 * the other rows are answers a surface gives itself (no route, no key, a body over the
 * limit, a server still starting, an internal failure).
 */
import { Schema } from "effect"
import { ErrorPath, type FilingNotFound, InvalidRequest, type UpstreamUnavailable } from "./errors.js"

export const ERROR_TABLE = {
  InvalidRequest: { status: 422, code: "invalid_request", exit: 2 },
  FilingNotFound: { status: 404, code: "filing_not_found", exit: 1 },
  UpstreamUnavailable: { status: 502, code: "upstream_unavailable", exit: 1 },
  RouteNotFound: { status: 404, code: "route_not_found", exit: 1 },
  Unauthorized: { status: 401, code: "unauthorized", exit: 1 },
  PayloadTooLarge: { status: 413, code: "payload_too_large", exit: 2 },
  Starting: { status: 503, code: "service_starting", exit: 1 },
  Internal: { status: 500, code: "internal", exit: 1 }
} as const

export type ErrorKind = keyof typeof ERROR_TABLE
export type ErrorCode = (typeof ERROR_TABLE)[ErrorKind]["code"]

/** Every wire code, in table order. */
export const ERROR_CODES = Object.values(ERROR_TABLE).map((row) => row.code) as ReadonlyArray<ErrorCode>
export const ErrorCodeSchema = Schema.Literal(...(ERROR_CODES as [ErrorCode, ...Array<ErrorCode>])).annotations({
  identifier: "ErrorCode"
})

export type DomainError = InvalidRequest | FilingNotFound | UpstreamUnavailable

/**
 * An error the table has a row for: its kind (`_tag`), its message and, for a validation
 * failure, the inputs at fault. The domain errors are such errors, and so are the answers a
 * surface gives itself (src/http/errors.ts).
 */
export interface TableError {
  readonly _tag: ErrorKind
  readonly detail: string
  readonly errors?: ReadonlyArray<ErrorPath> | undefined
}

/** The table row of an error. */
export const errorRow = <K extends ErrorKind>(e: { readonly _tag: K }): (typeof ERROR_TABLE)[K] => ERROR_TABLE[e._tag]

/** The wire code of an error. */
export const errorCode = (e: TableError): ErrorCode => errorRow(e).code

/** The HTTP status of an error. */
export const errorStatus = (e: TableError): number => errorRow(e).status

/** The wire error body `{detail, code, errors?}` of every 4xx/5xx (`errors` on validation failures only). */
export const ErrorBody = Schema.Struct({
  detail: Schema.String.annotations({ description: "a human-readable message" }),
  code: ErrorCodeSchema,
  errors: Schema.optionalWith(Schema.Array(ErrorPath), { exact: true }).annotations({ description: "validation failures only: one entry per invalid input" })
}).annotations({ identifier: "ErrorBody" })
export type ErrorBody = typeof ErrorBody.Type

export const errorBody = (e: TableError): ErrorBody =>
  e.errors === undefined ? { detail: e.detail, code: errorCode(e) } : { detail: e.detail, code: errorCode(e), errors: e.errors }

/** One readable line: `code: message`. */
export const errorLine = (e: DomainError): string => `${errorCode(e)}: ${e.message}`

/** A validation failure of several inputs. */
export const invalid = (errors: ReadonlyArray<ErrorPath>): InvalidRequest => new InvalidRequest({ detail: "invalid request", errors: [...errors] })
