/**
 * What `risk panel` does (./panel.ts defines its arguments; this module is loaded when it runs).
 */
import { Effect, Option, Schema } from "effect"
import { InvalidRequest } from "../domain/errors.js"
import { Scores } from "../domain/scores.js"
import { FilingService } from "../pipeline/service/filing-service.js"
import { panelRow, panelRowOf } from "../pipeline/service/panel-row.js"
import { besideModels, MODEL_ALIASES } from "../pipeline/analysis/side-by-side.js"
import { resolveModelId } from "../scoring/scoring-model.js"
import { cliStack } from "./stack.js"
import { band, formatTable, outputWidth } from "./table.js"
import { decodeFilingPeriod, decodePanelTickers, MAX_PANEL_TICKERS, type PanelTickers, problemsDetail, toPanelFilings } from "../domain/request.js"
import { networkHint } from "./hints.js"
import type { PanelArgs } from "./panel.js"
const PanelLine = panelRow(Scores)
const encodeLine = Schema.encodeSync(PanelLine)

/** Every ticker of a panel failed (exit 1; the rows are printed all the same). */
export class PanelFailed extends Schema.TaggedError<PanelFailed>()("PanelFailed", { detail: Schema.String }) {
  override get message(): string {
    return this.detail
  }
}

/** Progress lines on stderr fit the terminal (160 columns when stderr is not one). */
const progressWidth = (): number => (process.stderr.isTTY && process.stderr.columns ? Math.max(20, process.stderr.columns) : 160)

const cut = (line: string, width: number): string => (line.length > width ? `${line.slice(0, width - 1)}…` : line)

/**
 * The panel's tickers, refused before anything is opened when there are more than a panel
 * takes (the rule's message, and a pointer to `risk universe`).
 */
const panelTickers = (args: PanelArgs): Effect.Effect<PanelTickers, InvalidRequest> =>
  Effect.mapError(decodePanelTickers(args.tickers), (e) =>
    args.tickers.length <= MAX_PANEL_TICKERS
      ? e
      : new InvalidRequest({
          detail: `risk panel ${problemsDetail(e.errors)}; for more, list them in a file and run risk universe --tickers FILE --fiscal-year ${args.fiscalYear}${args.form === "10-K" ? "" : ` --form ${args.form}`} --out FILE.csv (resumable; see risk universe --help)`
        })
  )

export const runPanel = (args: PanelArgs) => Effect.flatMap(panelTickers(args), (tickers) => panel(args, tickers))

const panel = (args: PanelArgs, tickers: PanelTickers) =>
  Effect.gen(function* () {
    const model = yield* resolveModelId(args.model)
    const period = yield* decodeFilingPeriod({ fiscal_year: args.fiscalYear, form_type: args.form, quarter: Option.getOrNull(args.quarter) })
    const service = yield* FilingService
    const started = Date.now()
    let done = 0
    yield* Effect.sync(() => process.stderr.write(`panel: ${args.tickers.length} tickers, FY${args.fiscalYear} ${args.form}\n`))
    const items = yield* service.panel({
      ...toPanelFilings({ ...period, tickers, compare: args.compare, scoring_model_version: model }),
      onItem: (item, ms) =>
        Effect.sync(() => {
          done++
          const time = `${(ms / 1000).toFixed(1)} s`
          const what = item.outcome._tag === "ok" ? `ok ${time}` : `error ${time}: ${item.outcome.error.message}`
          process.stderr.write(`${cut(`[${done}/${args.tickers.length}] ${item.ticker} ${what}`, progressWidth())}\n`)
        })
    })
    let failed = 0
    for (const item of items) {
      if (item.outcome._tag === "error") failed++
      if (args.format === "json") {
        process.stdout.write(`${JSON.stringify(encodeLine(panelRowOf(item, (r) => r.scores)))}\n`)
      }
    }
    if (args.format === "table") {
      // beside the requested model's headline, those of v2 and v3 (each ticker's metrics re-scored)
      const beside = besideModels(model)
      const rows = yield* Effect.forEach(items, (i) => {
        if (i.outcome._tag === "error") {
          return Effect.succeed([i.ticker, "error", "", "", ...beside.map(() => ""), "", "", i.outcome.error.message])
        }
        const r = i.outcome.result
        const s = r.scores
        return Effect.map(
          Effect.forEach(beside, (m) => service.rescore(r, m)),
          (others) => [
            i.ticker,
            "ok",
            s.overall_disclosure_risk_score?.toFixed(1) ?? "–",
            band(s.overall_disclosure_risk_score),
            ...others.map((o) => o.overall_disclosure_risk_score?.toFixed(1) ?? "–"),
            s.score_coverage_ratio.toFixed(2),
            s.confidence_score.toFixed(2),
            r.filing.accession_number ?? ""
          ]
        )
      })
      const columns = [
        { header: "ticker" },
        { header: "status" },
        { header: "overall", align: "right" as const },
        { header: "band" },
        ...beside.map((m) => ({ header: MODEL_ALIASES[m], align: "right" as const })),
        { header: "coverage", align: "right" as const },
        { header: "confidence", align: "right" as const },
        { header: "accession / error" }
      ]
      process.stdout.write(`${formatTable(columns, rows, outputWidth())}\n`)
    }
    yield* Effect.sync(() =>
      process.stderr.write(`panel: ${items.length - failed} ok, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s\n`)
    )
    if (failed === items.length) {
      // when every ticker failed to reach EDGAR, what to try next
      const first = items[0]?.outcome
      const hint = first?._tag === "error" ? networkHint(first.error.message) : null
      return yield* new PanelFailed({ detail: `every ticker of the panel failed (${failed} of ${items.length})${hint === null ? "" : `; ${hint}`}` })
    }
  }).pipe(Effect.provide(cliStack(args)))
