/**
 * Percentile calibration of v2 risk-factor tone inputs.
 *
 * A table is 21 non-decreasing values v0…v20 at the percentiles p0, p5, … p100. The rank of
 * x is 0 when x < v0 and 100 when x > v20; a value equal to a run of table values vi = … = vj
 * (a single value is a run of one) gets the midpoint of the run's percentiles, (5i + 5j) / 2,
 * so x = v0 alone is 0, x = v20 alone is 100, and a flat tail is not pinned; otherwise the
 * rank is interpolated linearly within the bracketing step. Lookup falls back (sector, form, year) → (sector, form) →
 * (form, year) → (form) → identity (ratio × 100).
 *
 * Pure: the tables come decoded; reading them (the built-in file or `RISK_CALIBRATION_FILE`)
 * is src/pipeline/analysis/calibration.ts's, beside the other resources.
 */
import { Context, Either, Layer, Schema } from "effect"
import { createHash } from "node:crypto"
import { InvalidRequest } from "../domain/errors.js"
import { FormType } from "../domain/forms.js"
import { FlagName } from "../domain/names.js"
import { parseIssues } from "../domain/metrics-document.js"
import type { CalibratedInput } from "../domain/scores.js"

const TableValues = Schema.Array(Schema.Number.pipe(Schema.finite())).pipe(
  Schema.filter((values) => values.length === 21 || `a table has 21 values (p0…p100), got ${values.length}`),
  Schema.filter((values) => values.every((v, i) => i === 0 || values[i - 1]! <= v) || "table values must be non-decreasing")
)

export const CalibrationTable = Schema.Struct({
  metric: Schema.String,
  form: FormType,
  sector: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
  fiscal_year: Schema.optionalWith(Schema.NullOr(Schema.Int), { default: () => null }),
  n: Schema.optional(Schema.Int),
  values: TableValues
}).annotations({ identifier: "CalibrationTable" })
export type CalibrationTable = typeof CalibrationTable.Type

/** How common a flag is among filings of a form in the calibration universe (share 0..1 of n filings). */
export const FlagPrevalence = Schema.Struct({
  form: FormType,
  flag: FlagName,
  n: Schema.Int.pipe(Schema.positive()),
  share: Schema.Number.pipe(Schema.between(0, 1))
}).annotations({ identifier: "FlagPrevalence" })
export type FlagPrevalence = typeof FlagPrevalence.Type

export const CalibrationTableSet = Schema.Struct({
  id: Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_.-]+$/)),
  provenance: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
  tables: Schema.Array(CalibrationTable),
  flag_prevalence: Schema.optional(Schema.Array(FlagPrevalence))
}).annotations({ identifier: "CalibrationTableSet" })
export type CalibrationTableSet = typeof CalibrationTableSet.Type

/** Percentile rank (0..100) of x in a 21-value table. */
export const percentileRank = (values: ReadonlyArray<number>, x: number): number => {
  const last = values.length - 1
  const step = 100 / last
  if (x < values[0]!) return 0
  if (x > values[last]!) return 100
  // a value equal to table values (also the extremes) gets the midpoint of their percentiles:
  // the most common value of a flat tail is not pinned at 0 or 100
  let first = -1
  let lastEqual = -1
  for (let i = 0; i <= last; i++) {
    if (values[i] === x) {
      if (first < 0) first = i
      lastEqual = i
    }
  }
  if (first >= 0) return ((first + lastEqual) * step) / 2
  for (let k = 0; k < last; k++) {
    const lo = values[k]!
    const hi = values[k + 1]!
    if (lo < x && x < hi) return k * step + (step * (x - lo)) / (hi - lo)
  }
  return 100
}

export interface CalibrationContext {
  readonly form: FormType
  readonly sector?: string | null | undefined
  readonly fiscalYear?: number | null | undefined
}

export interface CalibrationService {
  /** Table-set id plus a short content hash: a changed table changes the version. */
  readonly version: string
  readonly calibrate: (metric: string, raw: number | null, ctx: CalibrationContext) => CalibratedInput
  /** Share (0..1) of the form's calibration filings that raise the flag; null without a table. */
  readonly prevalence: (flag: FlagName, form: FormType) => number | null
}

export class Calibration extends Context.Tag("disclosure-risk/Calibration")<Calibration, CalibrationService>() {}

const normSector = (s: string | null | undefined): string | null => {
  const t = s?.trim().toLowerCase()
  return t ? t : null
}

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v
  )

/** A calibration service over a decoded table set. Pure. */
export const makeCalibration = (set: CalibrationTableSet): CalibrationService => {
  const index = new Map<string, CalibrationTable>()
  const keyOf = (metric: string, form: string, sector: string | null, year: number | null) =>
    `${metric}|${form}|${sector ?? ""}|${year ?? ""}`
  for (const t of set.tables) index.set(keyOf(t.metric, t.form, normSector(t.sector), t.fiscal_year), t)
  const prevalence = new Map((set.flag_prevalence ?? []).map((p) => [`${p.flag}|${p.form}`, p.share]))
  const hashed = set.flag_prevalence === undefined ? set.tables : { tables: set.tables, flag_prevalence: set.flag_prevalence }
  const version = `${set.id}@${createHash("sha256").update(canonical(hashed)).digest("hex").slice(0, 12)}`
  return {
    version,
    prevalence: (flag, form) => prevalence.get(`${flag}|${form}`) ?? null,
    calibrate: (metric, raw, ctx) => {
      if (raw === null) {
        return { raw_value: null, calibrated_value: null, calibration_reference: null, calibration_status: "missing" }
      }
      const sector = normSector(ctx.sector)
      const year = ctx.fiscalYear ?? null
      const cohorts: Array<[string | null, number | null]> = []
      if (sector !== null && year !== null) cohorts.push([sector, year])
      if (sector !== null) cohorts.push([sector, null])
      if (year !== null) cohorts.push([null, year])
      cohorts.push([null, null])
      for (const [s, y] of cohorts) {
        const table = index.get(keyOf(metric, ctx.form, s, y))
        if (table) {
          const cohort = [s, ctx.form, y].filter((p) => p !== null).join(":")
          return {
            raw_value: raw,
            calibrated_value: percentileRank(table.values, raw),
            calibration_reference: `${set.id}:${cohort}:${metric}`,
            calibration_status: "calibrated"
          }
        }
      }
      return {
        raw_value: raw,
        calibrated_value: raw * 100,
        calibration_reference: "identity_fallback",
        calibration_status: "identity_fallback"
      }
    }
  }
}

/** Validates a table set from parsed JSON. */
export const decodeTableSet = (input: unknown): Either.Either<CalibrationTableSet, InvalidRequest> =>
  Either.mapLeft(
    Schema.decodeUnknownEither(CalibrationTableSet, { errors: "all" })(input),
    (e) => new InvalidRequest({ detail: "invalid calibration tables", errors: parseIssues(e) })
  )

export const layerFromTables = (set: CalibrationTableSet): Layer.Layer<Calibration> =>
  Layer.succeed(Calibration, makeCalibration(set))
