/**
 * Typed errors shared by every stage and surface. Their HTTP statuses, wire codes and CLI
 * exit codes are the error table's (./error-table.ts).
 */
import { Schema } from "effect"

export const ErrorPath = Schema.Struct({ path: Schema.String, message: Schema.String })
export type ErrorPath = typeof ErrorPath.Type

/** Bad input: malformed parameters, documents or versions. HTTP 422, exit 2. */
export class InvalidRequest extends Schema.TaggedError<InvalidRequest>()("InvalidRequest", {
  detail: Schema.String,
  errors: Schema.optionalWith(Schema.Array(ErrorPath), { default: () => [] })
}) {
  override get message(): string {
    return this.errors.length === 0
      ? this.detail
      : `${this.detail}: ${this.errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join("; ")}`
  }
}

/** No such company or filing. HTTP 404, exit 1. */
export class FilingNotFound extends Schema.TaggedError<FilingNotFound>()("FilingNotFound", {
  detail: Schema.String
}) {
  override get message(): string {
    return this.detail
  }
}

/** The upstream filing system failed after retries. HTTP 502, exit 1. */
export class UpstreamUnavailable extends Schema.TaggedError<UpstreamUnavailable>()("UpstreamUnavailable", {
  detail: Schema.String,
  url: Schema.optional(Schema.String),
  status: Schema.optional(Schema.Number)
}) {
  override get message(): string {
    return this.detail
  }
}
