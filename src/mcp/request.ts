/**
 * From typed errors to the wire error body and to one readable line, for the MCP tools and
 * the workspace routes (requests themselves are decoded with `domain/request.ts`).
 */
import { type ErrorCode, errorRow } from "../domain/errorTable.js"
import { type ErrorPath, InvalidRequest } from "../domain/errors.js"
import type { FilingError } from "../pipeline/FilingService.js"

export const invalid = (errors: ReadonlyArray<ErrorPath>): InvalidRequest =>
  new InvalidRequest({ detail: "invalid request", errors: [...errors] })

export const errorCode = (e: FilingError): ErrorCode => errorRow(e).code

export const errorStatus = (e: FilingError): number => errorRow(e).status

/** The wire error body `{detail, code, errors?}` (`errors` on validation failures only). */
export interface ErrorBody {
  readonly detail: string
  readonly code: ErrorCode
  readonly errors?: ReadonlyArray<ErrorPath>
}

export const errorBody = (e: FilingError): ErrorBody =>
  e instanceof InvalidRequest
    ? { detail: e.detail, code: "invalid_request", errors: e.errors }
    : { detail: e.detail, code: errorCode(e) }

/** One readable line: `code: message`. */
export const errorLine = (e: FilingError): string => `${errorCode(e)}: ${e.message}`
