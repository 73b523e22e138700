/**
 * Filing requests as the tests write them (the pipeline's field names, raw values), decoded
 * as every surface decodes one (`decodeFilingRequest`, then `toFilingRequest`).
 */
import { Effect } from "effect"
import type { InvalidRequest } from "../../src/domain/errors.js"
import { decodeFilingRequest, decodePanelTickers, FiscalYear, type FilingRequest, type PanelFilings, toPanelFilings } from "../../src/domain/request.js"
import type { FormType } from "../../src/domain/forms.js"

export interface RequestInput {
  readonly ticker: string
  readonly fiscalYear: number
  readonly form: string
  readonly quarter?: string | null | undefined
  readonly accession?: string | null | undefined
  readonly compare?: string | undefined
  readonly sections?: ReadonlyArray<string> | null | undefined
  readonly model?: string | undefined
}

/** The request decoded; a failure is the `InvalidRequest` a surface would answer with. */
export const decodeTestRequest = (r: RequestInput): Effect.Effect<FilingRequest, InvalidRequest> =>
  decodeFilingRequest({
    ticker: r.ticker,
    fiscal_year: r.fiscalYear,
    form_type: r.form,
    ...(r.quarter === undefined ? {} : { quarter: r.quarter }),
    ...(r.accession === undefined ? {} : { accession: r.accession }),
    ...(r.compare === undefined ? {} : { compare: r.compare }),
    ...(r.sections === undefined ? {} : { sections: r.sections }),
    ...(r.model === undefined ? {} : { scoring_model_version: r.model })
  })

/** A valid request, decoded (throws on an invalid one). */
export const filingRequest = (r: RequestInput): FilingRequest => Effect.runSync(decodeTestRequest(r))

/** A panel of valid parameters, decoded (throws on an invalid one). */
export const panelFilings = (r: { readonly tickers: ReadonlyArray<string>; readonly fiscalYear: number; readonly form: FormType }): PanelFilings =>
  toPanelFilings({ tickers: Effect.runSync(decodePanelTickers(r.tickers)), fiscal_year: FiscalYear.make(r.fiscalYear), form_type: r.form })
