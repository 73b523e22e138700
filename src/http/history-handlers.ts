/**
 * The handler of `GET /v1/company/{ticker}/history`.
 */
import { HttpApiBuilder } from "@effect/platform"
import { DEFAULT_MODEL } from "../domain/versions.js"
import { companyHistory } from "../pipeline/service/history.js"
import { Api } from "./api.js"

export const HistoryHandlers = HttpApiBuilder.group(Api, "history", (handlers) =>
  handlers.handle("history", ({ path, urlParams }) =>
    companyHistory({
      ticker: path.ticker.trim(),
      from: urlParams.from ?? null,
      to: urlParams.to ?? null,
      form: urlParams.form_type,
      model: urlParams.scoring_model_version ?? DEFAULT_MODEL
    })
  )
)
