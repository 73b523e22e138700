/**
 * One company of a panel as every surface reports it: `ok` with the filing and its scores,
 * or `error` with the error's message and its wire code. The HTTP panel (scores shaped by
 * tier, include and fields) and the `risk panel` NDJSON lines (full scores) share it.
 */
import { Schema } from "effect"
import { errorRow, ErrorCodeSchema } from "../../domain/error-table.js"
import { Filing } from "../../domain/filing.js"
import type { PanelItem } from "./filing-service.js"
import type { FullResult } from "../analysis/result.js"

/** The row schema, with the scores block a surface gives. */
export const panelRow = <S extends Schema.Schema.Any>(scores: S) =>
  Schema.Struct({
    ticker: Schema.String,
    status: Schema.Literal("ok", "error"),
    filing: Schema.optional(Filing),
    scores: Schema.optional(scores),
    error: Schema.optional(Schema.String),
    code: Schema.optional(ErrorCodeSchema).annotations({ description: "error entries: the error's code, as in an error body" })
  })

/** The row of a panel item, its scores block made by `scores`. */
export const panelRowOf = <A>(item: PanelItem, scores: (r: FullResult) => A) =>
  item.outcome._tag === "ok"
    ? { ticker: item.ticker, status: "ok" as const, filing: item.outcome.result.filing, scores: scores(item.outcome.result) }
    : { ticker: item.ticker, status: "error" as const, error: item.outcome.error.message, code: errorRow(item.outcome.error).code }
