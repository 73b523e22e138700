/**
 * What a filing request may say, written once: the company, the fiscal year, the form, the
 * quarter, the comparison, the accession number and the scoring model, and the rules that
 * need more than one of them (a 10-Q needs its quarter; sections must belong to the form).
 *
 * Every surface decodes these schemas once (HTTP path and query, the MCP tools' arguments,
 * the Workspace query, the command line) and turns the decoded parameters into the
 * pipeline's `FilingRequest` with `toFilingRequest`, the one place that decides the
 * defaults; the pipeline takes the decoded values and decodes nothing again. Each
 * schema carries its bounds and a human description, so the JSON Schemas and OpenAPI
 * documents derived from it state the real rule; failures read as sentences, one per
 * invalid parameter.
 */
import { Effect, ParseResult, Schema, type SchemaAST } from "effect"
import { type ErrorPath, InvalidRequest } from "./errors.js"
import { Quarter as QuarterLiteral } from "./filing.js"
import { FORM_TYPES, FormType as FormTypeLiteral, isSectionKey, isSectionKeyOf, SECTION_KEYS, type SectionKey } from "./forms.js"
import { DEFAULT_MODEL, MODEL_IDS, ModelId, parseModelId } from "./versions.js"

/** An input as an error message shows it (long values cut). */
const shown = (v: unknown): string => {
  const text = typeof v === "string" ? v : typeof v === "object" && v !== null ? JSON.stringify(v) : String(v)
  const cut = text.length > 40 ? `${text.slice(0, 40)}…` : text
  return typeof v === "string" ? JSON.stringify(cut) : cut
}

const fail = (ast: SchemaAST.AST, actual: unknown, message: string) => ParseResult.fail(new ParseResult.Type(ast, actual, message))

// ---------------------------------------------------------------------------------------
// The company.

/** A ticker: 1-5 letters, an optional class suffix (`BRK.B`, `BRK-B`). */
const TICKER = "[A-Za-z]{1,5}([.-][A-Za-z]{1,2})?"
/** A CIK: up to 10 digits, an optional `CIK` prefix (`320193`, `CIK0000320193`). */
const CIK = "([Cc][Ii][Kk])?[0-9]{1,10}"
export const TICKER_RE = new RegExp(`^${TICKER}$`)
export const CIK_INPUT_RE = new RegExp(`^${CIK}$`)
const COMPANY_ID_PATTERN = `^(${TICKER}|${CIK})$`

const isCompanyId = (s: string): boolean =>
  TICKER_RE.test(s) || (CIK_INPUT_RE.test(s) && Number(s.replace(/^CIK/i, "")) > 0)

/** A ticker (`AAPL`, `BRK.B`) or a CIK (`320193`, `CIK0000320193`), as typed. */
export const CompanyId = Schema.String.pipe(
  Schema.filter(isCompanyId, {
    message: (issue) => ({
      override: true,
      message: `${shown(issue.actual)} is neither a ticker (1-5 letters, optional class suffix like BRK.B) nor a CIK (1-10 digits, optional CIK prefix, not 0)`
    }),
    jsonSchema: { pattern: COMPANY_ID_PATTERN }
  }),
  Schema.brand("CompanyId")
).annotations({ description: "a ticker (AAPL, BRK.B) or a CIK (320193, CIK0000320193)" })
export type CompanyId = typeof CompanyId.Type

/** A company id as what it names: a ticker (upper case, as typed) or a CIK. */
export type CompanyRef =
  | { readonly _tag: "Ticker"; readonly ticker: string }
  | { readonly _tag: "Cik"; readonly cik: number }

/** What a decoded company id names (a CIK with or without its prefix, else a ticker). */
export const companyRef = (id: CompanyId): CompanyRef =>
  CIK_INPUT_RE.test(id) ? { _tag: "Cik", cik: Number(id.replace(/^CIK/i, "")) } : { _tag: "Ticker", ticker: id.toUpperCase() }

// ---------------------------------------------------------------------------------------
// The fiscal year.

export const FISCAL_YEAR_MIN = 1993
export const FISCAL_YEAR_MAX = 2100
const YEAR_RULE = `a year from ${FISCAL_YEAR_MIN} to ${FISCAL_YEAR_MAX}`
const YEAR_DESCRIPTION = `fiscal year, ${FISCAL_YEAR_MIN} to ${FISCAL_YEAR_MAX} (10-K, 10-Q: the fiscal year of the cover facts; 8-K: the calendar year of filing)`

const YEAR_JSON_SCHEMA = { type: "integer", minimum: FISCAL_YEAR_MIN, maximum: FISCAL_YEAR_MAX, description: YEAR_DESCRIPTION }

const yearMessage = (issue: ParseResult.ParseIssue) => ({ message: `expected ${YEAR_RULE}, got ${shown(issue.actual)}`, override: true })

const isFiscalYear = (n: number): boolean => Number.isInteger(n) && n >= FISCAL_YEAR_MIN && n <= FISCAL_YEAR_MAX

/** A fiscal year, from FISCAL_YEAR_MIN to FISCAL_YEAR_MAX. */
export const FiscalYear = Schema.Number.pipe(
  Schema.filter(Number.isInteger, { message: yearMessage, jsonSchema: { type: "integer" } }),
  Schema.filter((n) => isFiscalYear(n), { message: yearMessage, jsonSchema: { minimum: FISCAL_YEAR_MIN, maximum: FISCAL_YEAR_MAX } }),
  Schema.brand("FiscalYear")
).annotations({ description: YEAR_DESCRIPTION })
export type FiscalYear = typeof FiscalYear.Type

/** A fiscal year as a query string carries it. */
export const FiscalYearFromString = Schema.transformOrFail(Schema.String, FiscalYear, {
  strict: true,
  decode: (input, _, ast) => {
    const s = input.trim()
    const n = /^\d{1,4}$/.test(s) ? Number(s) : Number.NaN
    // a number-like value is shown as the number it is (as a tool argument or an option shows it)
    return isFiscalYear(n) ? ParseResult.succeed(n) : fail(ast, input, `expected ${YEAR_RULE}, got ${/^-?\d+(\.\d+)?$/.test(s) ? s : shown(input)}`)
  },
  encode: (n) => ParseResult.succeed(String(n))
}).annotations({ jsonSchema: YEAR_JSON_SCHEMA, description: YEAR_DESCRIPTION })

/**
 * A fiscal year as a tool argument: a number, or a string of digits (some MCP clients send
 * every argument typed in a form as a string, whatever its schema says). A string that is
 * not a whole number is refused as such, not as a year out of range. The JSON Schema says
 * integer.
 */
export const fiscalYearArgument = (description: string = YEAR_DESCRIPTION) => Schema.transformOrFail(Schema.Unknown, FiscalYear, {
  strict: true,
  decode: (input, _, ast) => {
    if (typeof input === "number") {
      return isFiscalYear(input) ? ParseResult.succeed(input) : fail(ast, input, `expected ${YEAR_RULE}, got ${shown(input)}`)
    }
    if (typeof input === "string") {
      const s = input.trim()
      if (!/^[+-]?\d+$/.test(s)) return fail(ast, input, `expected ${YEAR_RULE} as a whole number, got ${shown(input)}, which is not a number`)
      const n = Number(s)
      return isFiscalYear(n) ? ParseResult.succeed(n) : fail(ast, input, `expected ${YEAR_RULE}, got ${n}`)
    }
    return fail(ast, input, `expected ${YEAR_RULE} as a whole number, got ${shown(input)}`)
  },
  encode: (n) => ParseResult.succeed(n)
}).annotations({ jsonSchema: { ...YEAR_JSON_SCHEMA, description }, description })
export const FiscalYearArgument = fiscalYearArgument()

// ---------------------------------------------------------------------------------------
// Closed sets: form, quarter, comparison, scoring model.

const orList = (values: ReadonlyArray<string>): string =>
  values.length <= 1 ? values.join("") : `${values.slice(0, -1).join(", ")} or ${values[values.length - 1]}`

/** A closed set of strings, strict (tool arguments, JSON bodies). */
const closedSet = <const L extends readonly [string, ...Array<string>]>(values: L, description: string, extra = "") =>
  Schema.String.pipe(
    Schema.filter((s): s is L[number] => (values as ReadonlyArray<string>).includes(s), {
      message: (issue) => ({ message: `expected ${orList(values)}${extra}, got ${shown(issue.actual)}`, override: true }),
      jsonSchema: { enum: [...values] }
    })
  ).annotations({ description })

/** A string from a closed set, matched case-insensitively (query strings, command lines). */
export const caseInsensitive = <const L extends readonly [string, ...Array<string>]>(values: L, description: string, extra = "") =>
  Schema.transformOrFail(Schema.String, Schema.Literal(...values), {
    strict: true,
    decode: (input, _, ast) => {
      const wanted = input.trim().toLowerCase()
      const found = values.find((v) => v.toLowerCase() === wanted)
      return found === undefined ? fail(ast, input, `expected ${orList(values)}${extra}, got ${shown(input)}`) : ParseResult.succeed(found as L[number])
    },
    encode: ParseResult.succeed
  }).annotations({ jsonSchema: { type: "string", enum: [...values], description }, description })

const FORM_DESCRIPTION = "form type: 10-K, 10-Q or 8-K"
export const FormType = closedSet(FORM_TYPES, FORM_DESCRIPTION)
export const FormTypeFromString = caseInsensitive(FORM_TYPES, FORM_DESCRIPTION)

export const QUARTERS = QuarterLiteral.literals
const QUARTER_DESCRIPTION = "fiscal quarter of a 10-Q: Q1, Q2 or Q3 (the fourth quarter is the 10-K); required for a 10-Q"
const QUARTER_EXTRA = " (a 10-K is the fourth quarter)"
export const Quarter = closedSet(QUARTERS, QUARTER_DESCRIPTION, QUARTER_EXTRA)
export type Quarter = typeof Quarter.Type
export const QuarterFromString = caseInsensitive(QUARTERS, QUARTER_DESCRIPTION, QUARTER_EXTRA)

export const COMPARES = ["prior", "prior_year", "none"] as const
const COMPARE_DESCRIPTION =
  "what to compare with: prior (default: the previous filing of the form), prior_year (a 10-Q: the same quarter a year earlier) or none"
export const Compare = closedSet(COMPARES, COMPARE_DESCRIPTION)
export type Compare = typeof Compare.Type
export const CompareFromString = caseInsensitive(COMPARES, COMPARE_DESCRIPTION)

const MODEL_DESCRIPTION =
  "scoring model: deterministic_scoring_v2 (default), deterministic_scoring_v1 or deterministic_scoring_v3 (screening); aliases v2, 2, v1, 1, v3, 3 (case-insensitive)"
/** A scoring model id or one of its aliases (case-insensitive). */
export const ScoringModel = Schema.transformOrFail(Schema.String, ModelId, {
  strict: true,
  decode: (input, _, ast) => {
    const id = parseModelId(input)
    return id === null ? fail(ast, input, `expected ${orList(MODEL_IDS)} (or v2, 2, v1, 1, v3, 3), got ${shown(input)}`) : ParseResult.succeed(id)
  },
  encode: ParseResult.succeed
}).annotations({
  jsonSchema: { type: "string", examples: ["deterministic_scoring_v2", "deterministic_scoring_v1", "deterministic_scoring_v3", "v2", "v1", "v3"], description: MODEL_DESCRIPTION },
  description: MODEL_DESCRIPTION
})

// ---------------------------------------------------------------------------------------
// The accession number.

export const ACCESSION_RE = /^\d{10}-\d{2}-\d{6}$/

/** An accession number, `##########-##-######`. */
export const Accession = Schema.String.pipe(
  Schema.filter((s) => ACCESSION_RE.test(s), {
    message: (issue) => ({ message: `expected an accession number such as 0000320193-24-000123, got ${shown(issue.actual)}`, override: true }),
    jsonSchema: { pattern: ACCESSION_RE.source }
  }),
  Schema.brand("Accession")
).annotations({
  description: "an accession number (##########-##-######) selecting that filing, e.g. one 8-K of the year"
})
export type Accession = typeof Accession.Type

// ---------------------------------------------------------------------------------------
// A filing's parameters as a query string carries them (HTTP, Workspace).

export const filingQueryFields = {
  fiscal_year: FiscalYearFromString,
  form_type: Schema.optionalWith(FormTypeFromString, { default: (): FormTypeLiteral => "10-K" }),
  quarter: Schema.optional(QuarterFromString),
  accession: Schema.optional(Accession),
  compare: Schema.optionalWith(CompareFromString, { default: (): Compare => "prior" })
}

// ---------------------------------------------------------------------------------------
// The rules across fields.

/** What is wrong with a form, quarter and sections together (wire parameter names). */
const crossFieldProblems = (
  form: FormTypeLiteral,
  quarter: QuarterLiteral | null | undefined,
  sections: ReadonlyArray<SectionKey> | null | undefined
): Array<ErrorPath> => {
  const problems: Array<ErrorPath> = []
  if (form === "10-Q" && (quarter === undefined || quarter === null)) {
    problems.push({ path: "quarter", message: "a 10-Q needs a quarter: Q1, Q2 or Q3" })
  }
  const foreign = (sections ?? []).filter((k) => !isSectionKeyOf(form, k))
  if (foreign.length > 0) {
    problems.push({
      path: "sections",
      message: `not a section of a ${form}: ${foreign.join(", ")}; valid: ${form === "8-K" ? "item_N_NN keys such as item_1_05, item_2_02" : SECTION_KEYS[form].join(", ")}`
    })
  }
  return problems
}

const asFilterIssues = (problems: ReadonlyArray<ErrorPath>) => problems.map((p) => ({ path: [p.path], message: p.message }))

/** The cross-field rules on a struct of wire parameters (`form_type`, `quarter`, `sections`). */
export const wireRules = <A extends { readonly form_type?: FormTypeLiteral | undefined; readonly quarter?: QuarterLiteral | null | undefined; readonly sections?: ReadonlyArray<SectionKey> | null | undefined }, I, R>(
  schema: Schema.Schema<A, I, R>
) => schema.pipe(Schema.filter((p) => asFilterIssues(crossFieldProblems(p.form_type ?? "10-K", p.quarter, p.sections))))

const SectionKeySchema = Schema.String.pipe(
  Schema.filter((k): k is SectionKey => isSectionKey(k), { message: (issue) => `not a section key: ${shown(issue.actual)}` })
)

/**
 * A filing's parameters as every surface names them (the HTTP query, the Workspace query,
 * the MCP tools' arguments, the command line's options), decoded with every rule checked.
 * Each surface's own schema decodes to a value of this shape; `toFilingRequest` makes it
 * the pipeline's request.
 */
export const FilingParams = wireRules(
  Schema.Struct({
    ticker: CompanyId,
    fiscal_year: FiscalYear,
    form_type: Schema.optional(FormType),
    quarter: Schema.optional(Schema.NullOr(Quarter)),
    accession: Schema.optional(Schema.NullOr(Accession)),
    compare: Schema.optional(Compare),
    /** Keep only these sections; scores are computed from the kept sections only. */
    sections: Schema.optional(Schema.NullOr(Schema.Array(SectionKeySchema))),
    scoring_model_version: Schema.optional(Schema.NullOr(ScoringModel))
  })
)
export type FilingParams = typeof FilingParams.Type
/** A filing's parameters as a caller gives them, before decoding. */
export type FilingParamsInput = typeof FilingParams.Encoded

/** One filing to analyse, as the pipeline takes it: every field decoded, every default applied. */
export interface FilingRequest {
  /** The company as asked for: a ticker (`BRK.B`) or a CIK (`320193`, `CIK0000320193`). */
  readonly ticker: CompanyId
  /** What `ticker` names. */
  readonly company: CompanyRef
  readonly fiscalYear: FiscalYear
  readonly form: FormTypeLiteral
  /** A 10-Q's quarter; null for every other form. */
  readonly quarter: QuarterLiteral | null
  readonly accession: Accession | null
  readonly compare: Compare
  /** Keep only these sections (null: all); scores are computed from the kept sections only. */
  readonly sections: ReadonlyArray<SectionKey> | null
  readonly model: ModelId
}

/**
 * The pipeline's request of decoded parameters, and the one place that decides the
 * defaults: a 10-K, no accession, compare with the prior filing, every section, the
 * default scoring model. A quarter is a 10-Q's only (on another form it is dropped, as the
 * parameter's description says); an empty list of sections is all of them.
 */
export const toFilingRequest = (params: FilingParams): FilingRequest => ({
  ticker: params.ticker,
  company: companyRef(params.ticker),
  ...filingOf(params)
})

/** Everything of a request but the company, defaults applied. */
const filingOf = (params: Omit<FilingParams, "ticker">): Omit<FilingRequest, "ticker" | "company"> => {
  const form = params.form_type ?? "10-K"
  return {
    fiscalYear: params.fiscal_year,
    form,
    quarter: form === "10-Q" ? (params.quarter ?? null) : null,
    accession: params.accession ?? null,
    compare: params.compare ?? "prior",
    sections: params.sections === undefined || params.sections === null || params.sections.length === 0 ? null : params.sections,
    model: params.scoring_model_version ?? DEFAULT_MODEL
  }
}

// ---------------------------------------------------------------------------------------
// A panel's tickers.

/** The most tickers one panel (or screen) takes. */
export const MAX_PANEL_TICKERS = 25
const PANEL_TICKERS_RULE = `1 to ${MAX_PANEL_TICKERS} tickers or CIKs`

/**
 * The tickers of a panel: 1 to MAX_PANEL_TICKERS strings. Each is decoded on its own when
 * it is scored (a malformed one is that ticker's error, not the panel's).
 */
export const PanelTickers = Schema.Array(Schema.String).pipe(
  Schema.filter((tickers) => tickers.length >= 1 && tickers.length <= MAX_PANEL_TICKERS, {
    message: (issue) => ({
      message: `expected ${PANEL_TICKERS_RULE}, got ${Array.isArray(issue.actual) ? issue.actual.length : shown(issue.actual)}`,
      override: true
    }),
    jsonSchema: { minItems: 1, maxItems: MAX_PANEL_TICKERS }
  }),
  Schema.brand("PanelTickers")
).annotations({ description: `${PANEL_TICKERS_RULE}; each is scored alone (a bad one is an error row)` })
export type PanelTickers = typeof PanelTickers.Type

/** The parameters of a panel, decoded (wire names, as `FilingParams`). */
export interface PanelParams {
  readonly tickers: PanelTickers
  readonly fiscal_year: FiscalYear
  readonly form_type?: FormTypeLiteral | undefined
  readonly quarter?: QuarterLiteral | null | undefined
  readonly compare?: Compare | undefined
  readonly scoring_model_version?: ModelId | null | undefined
}

/** A panel as the pipeline takes it: its tickers and the filing of each, defaults applied. */
export interface PanelFilings {
  readonly tickers: PanelTickers
  readonly fiscalYear: FiscalYear
  readonly form: FormTypeLiteral
  readonly quarter: QuarterLiteral | null
  readonly compare: Compare
  readonly model: ModelId
}

/** The pipeline's panel of decoded parameters (the defaults are `toFilingRequest`'s). */
export const toPanelFilings = (params: PanelParams): PanelFilings => {
  const filing = filingOf(params)
  return { tickers: params.tickers, fiscalYear: filing.fiscalYear, form: filing.form, quarter: filing.quarter, compare: filing.compare, model: filing.model }
}

/** One ticker of a panel as its own request: a malformed ticker fails with `InvalidRequest`. */
export const panelFilingRequest = (panel: Omit<PanelFilings, "tickers">, ticker: string): Effect.Effect<FilingRequest, InvalidRequest> =>
  Effect.map(decodeCompanyId(ticker), (id) =>
    toFilingRequest({
      ticker: id,
      fiscal_year: panel.fiscalYear,
      form_type: panel.form,
      quarter: panel.quarter,
      compare: panel.compare,
      scoring_model_version: panel.model
    })
  )

// ---------------------------------------------------------------------------------------
// Failures in words.

const MISSING = "required"

/**
 * One problem per parameter, in words: a missing key is "required", an unknown key is
 * "unknown parameter", and of the several messages a union produces for one value (the
 * value's own rule, then "Expected undefined" for an optional one) only the first that
 * names the rule is kept.
 */
export const onePerPath = (issues: ReadonlyArray<{ readonly path: string; readonly message: string }>): Array<ErrorPath> => {
  // "Expected undefined, actual …" (the absent side of an optional) and "Expected <type>,
  // actual …" (a union's other alternatives) only when nothing more specific is said
  const absent = /^Expected (undefined|null), actual /
  const generic = /^Expected .*, actual /
  const rank = (m: string): number => (absent.test(m) ? 2 : generic.test(m) ? 1 : 0)
  const inWords = (message: string): string =>
    message === "is missing" ? MISSING : /^is unexpected/.test(message) ? "unknown parameter" : message
  // paths with a problem below them (linear: a body may carry a great many problems)
  const above = new Set<string>()
  for (const i of issues) {
    if (i.path === "") continue
    above.add("")
    for (let k = i.path.indexOf("."); k >= 0; k = i.path.indexOf(".", k + 1)) above.add(i.path.slice(0, k))
  }
  const byPath = new Map<string, string>()
  for (const i of issues) {
    if (rank(i.message) > 0 && above.has(i.path)) continue
    const had = byPath.get(i.path)
    if (had === undefined || rank(i.message) < rank(had)) byPath.set(i.path, i.message)
  }
  return [...byPath].map(([path, message]) => ({ path, message: inWords(message) }))
}

/** The wire names of the pipeline's field names, for messages. */
const WIRE_NAMES: Readonly<Record<string, string>> = { fiscalYear: "fiscal_year", form: "form_type", model: "scoring_model_version" }

/** The problems of a decode failure, one per parameter. */
export const problemsOf = (error: ParseResult.ParseError): Array<ErrorPath> =>
  onePerPath(
    ParseResult.ArrayFormatter.formatErrorSync(error).map((i) => ({
      path: i.path.map((p, k) => (k === 0 ? (WIRE_NAMES[String(p)] ?? String(p)) : String(p))).join("."),
      message: i.message
    }))
  )

/** The detail line of a list of problems: `fiscal_year: expected …; quarter: …`. */
export const problemsDetail = (problems: ReadonlyArray<ErrorPath>): string =>
  problems.length === 0 ? "invalid request" : problems.map((p) => (p.path === "" ? p.message : `${p.path}: ${p.message}`)).join("; ")

/** A decode failure as the domain's `InvalidRequest`. */
export const invalidFrom = (error: ParseResult.ParseError, detail = "invalid request"): InvalidRequest =>
  new InvalidRequest({ detail, errors: problemsOf(error) })

/**
 * Decodes with every problem reported; failures are `InvalidRequest`. Unknown keys are
 * errors unless `excess` is "ignore" (a query string may carry a client's own parameters).
 */
export const decodeRequest =
  <A, I, R>(schema: Schema.Schema<A, I, R>, excess: "error" | "ignore" = "error") =>
  (input: unknown): Effect.Effect<A, InvalidRequest, R> =>
    Effect.mapError(Schema.decodeUnknown(schema, { errors: "all", onExcessProperty: excess })(input), (e) => invalidFrom(e))

/** Decodes a filing's parameters into the pipeline's request (the command line, batch runs). */
export const decodeFilingRequest = (input: FilingParamsInput): Effect.Effect<FilingRequest, InvalidRequest> =>
  Effect.map(decodeRequest(FilingParams)(input), toFilingRequest)
/** Decodes a panel's tickers; a failure names `tickers`. */
export const decodePanelTickers: (input: ReadonlyArray<string>) => Effect.Effect<PanelTickers, InvalidRequest> = (input) =>
  Effect.mapError(decodeRequest(PanelTickers)(input), (e) => new InvalidRequest({ detail: e.detail, errors: e.errors.map((p) => ({ ...p, path: "tickers" })) }))
/** A company id on its own; a failure names `path` (the parameter that carried it). */
export const decodeCompanyId = (input: string, path = "ticker"): Effect.Effect<CompanyId, InvalidRequest> =>
  Effect.mapError(
    Schema.decodeUnknown(CompanyId)(input),
    (e) => new InvalidRequest({ detail: "invalid request", errors: problemsOf(e).map((p) => ({ ...p, path })) })
  )

/** A company and a fiscal year (a list of the year's filings). */
export const CompanyYear = Schema.Struct({ ticker: CompanyId, fiscalYear: FiscalYear })
export const decodeCompanyYear: (input: typeof CompanyYear.Encoded) => Effect.Effect<typeof CompanyYear.Type, InvalidRequest> =
  decodeRequest(CompanyYear)

/** The filing of every company of a panel or universe: a fiscal year, a form and a 10-Q's quarter. */
export const FilingPeriod = wireRules(
  Schema.Struct({ fiscal_year: FiscalYear, form_type: FormType, quarter: Schema.optional(Schema.NullOr(Quarter)) })
)
export const decodeFilingPeriod: (input: typeof FilingPeriod.Encoded) => Effect.Effect<typeof FilingPeriod.Type, InvalidRequest> =
  decodeRequest(FilingPeriod)
