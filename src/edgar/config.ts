/**
 * Upstream configuration: where EDGAR lives, who we say we are, how fast we may go, and
 * the bounds of every request (timeouts, retries, size cap).
 *
 * - `SEC_USER_AGENT`: the declared identity ("Name email"). Required for HTTP upstreams;
 *   its absence is reported by the client before any request. Not needed for `file:`.
 * - `RISK_EDGAR_BASE_URL`: one base URL serving `/files`, `/submissions` and `/Archives`,
 *   or `file:///dir` for an EDGAR-layout directory. Default: the SEC hosts.
 * - `RISK_SEC_MAX_RPS`: request starts per second, > 0, at most 10 (default 9).
 * - Request bounds (milliseconds unless said otherwise; defaults in `DEFAULT_LIMITS`):
 *   `RISK_EDGAR_TIMEOUT_MS` (per attempt), `RISK_EDGAR_FIRST_BYTE_TIMEOUT_MS` (until the
 *   response headers), `RISK_EDGAR_IDLE_TIMEOUT_MS` (longest pause between body chunks),
 *   `RISK_EDGAR_MAX_ATTEMPTS` (at most 10),
 *   `RISK_EDGAR_RETRY_BUDGET_MS` (one request with all its retries),
 *   `RISK_EDGAR_BACKOFF_BASE_MS`, `RISK_EDGAR_BACKOFF_MAX_MS`,
 *   `RISK_EDGAR_MAX_RETRY_AFTER_MS` (a longer `Retry-After` fails instead of waiting),
 *   `RISK_EDGAR_MAX_RESPONSE_BYTES` (the response size cap, bytes).
 */
import { createHash } from "node:crypto"
import { fileURLToPath } from "node:url"
import { Config, Context, Effect, Layer, Option } from "effect"
import { InvalidRequest } from "../domain/errors.js"

/** Where the three EDGAR path families are served from. */
export type EdgarUpstream =
  | {
      readonly _tag: "Http"
      /** Base of `/files/company_tickers.json`. */
      readonly filesBase: string
      /** Base of `/submissions/...`. */
      readonly submissionsBase: string
      /** Base of `/Archives/edgar/data/...`. */
      readonly archivesBase: string
    }
  | { readonly _tag: "File"; readonly root: string }

/**
 * A short, stable name of an upstream for cache keys: `sec` for the SEC hosts, otherwise
 * the kind and a hash of the base (`http-…`, `file-…`). What the upstream lists (the ticker
 * map, submissions) and every result built from it are cached under this name, so one
 * source never answers for another.
 */
export const upstreamKey = (upstream: EdgarUpstream): string => {
  if (upstream._tag === "Http" && upstream.filesBase === SEC_WWW && upstream.submissionsBase === SEC_DATA) return "sec"
  const base =
    upstream._tag === "File" ? upstream.root : `${upstream.filesBase}\n${upstream.submissionsBase}\n${upstream.archivesBase}`
  return `${upstream._tag === "File" ? "file" : "http"}-${createHash("sha256").update(base, "utf8").digest("hex").slice(0, 16)}`
}

export interface EdgarConfigShape {
  readonly upstream: EdgarUpstream
  /** Trimmed `SEC_USER_AGENT`, or null when unset/empty. */
  readonly userAgent: string | null
  /** Upstream request starts per second (0 < N ≤ 10). */
  readonly maxPerSecond: number
  /** Per-attempt timeout (headers and body). */
  readonly requestTimeoutMs: number
  /** Per-attempt time to the response headers: a stalled connection is retried after it. */
  readonly firstByteTimeoutMs: number
  /** Longest pause between body chunks while a response is read. */
  readonly idleTimeoutMs: number
  /** Attempts per request, the first included. */
  readonly maxAttempts: number
  /** Total time budget of one request including every retry and wait. */
  readonly maxTotalMs: number
  /** Base and cap of the exponential backoff (full jitter). */
  readonly backoffBaseMs: number
  readonly backoffMaxMs: number
  /** Longest `Retry-After` honoured; a longer one fails the request instead of waiting. */
  readonly maxRetryAfterMs: number
  /** Largest accepted response body. */
  readonly maxResponseBytes: number
}

export class EdgarConfig extends Context.Tag("disclosure-risk/EdgarConfig")<EdgarConfig, EdgarConfigShape>() {}

export const SEC_WWW = "https://www.sec.gov"
export const SEC_DATA = "https://data.sec.gov"
export const DEFAULT_MAX_RPS = 9
export const MAX_RPS_LIMIT = 10

export const DEFAULT_LIMITS = {
  requestTimeoutMs: 60_000,
  firstByteTimeoutMs: 10_000,
  idleTimeoutMs: 15_000,
  maxAttempts: 5,
  maxTotalMs: 120_000,
  backoffBaseMs: 500,
  backoffMaxMs: 8_000,
  maxRetryAfterMs: 30_000,
  maxResponseBytes: 64 * 1024 * 1024
} as const

/** Explicit values (CLI flags, tests). Absent fields take the defaults. */
export interface EdgarConfigInput {
  readonly baseUrl?: string | undefined
  readonly userAgent?: string | undefined
  readonly maxPerSecond?: number | string | undefined
  readonly requestTimeoutMs?: number | undefined
  readonly firstByteTimeoutMs?: number | undefined
  readonly idleTimeoutMs?: number | undefined
  readonly maxAttempts?: number | undefined
  readonly maxTotalMs?: number | undefined
  readonly backoffBaseMs?: number | undefined
  readonly backoffMaxMs?: number | undefined
  readonly maxRetryAfterMs?: number | undefined
  readonly maxResponseBytes?: number | undefined
}

const invalid = (path: string, message: string): InvalidRequest =>
  new InvalidRequest({ detail: "invalid EDGAR configuration", errors: [{ path, message }] })

/** Parses a base URL: `http(s)://host[/prefix]` or `file:///dir`; empty means the SEC hosts. */
export const parseUpstream = (baseUrl: string | undefined): Effect.Effect<EdgarUpstream, InvalidRequest> =>
  Effect.suspend((): Effect.Effect<EdgarUpstream, InvalidRequest> => {
    const raw = (baseUrl ?? "").trim()
    if (raw === "") return Effect.succeed({ _tag: "Http", filesBase: SEC_WWW, submissionsBase: SEC_DATA, archivesBase: SEC_WWW } as const)
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      return Effect.fail(invalid("RISK_EDGAR_BASE_URL", `not a URL: ${JSON.stringify(raw)} (use http://, https:// or file:///dir)`))
    }
    if (url.protocol === "file:") {
      if (url.search !== "" || url.hash !== "") return Effect.fail(invalid("RISK_EDGAR_BASE_URL", "a file: base URL takes no query or fragment"))
      return Effect.succeed({ _tag: "File", root: fileURLToPath(url).replace(/[/\\]+$/, "") || "/" } as const)
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      return Effect.fail(invalid("RISK_EDGAR_BASE_URL", `unsupported scheme ${url.protocol} (use http://, https:// or file:///dir)`))
    }
    if (url.username !== "" || url.password !== "" || url.search !== "" || url.hash !== "") {
      return Effect.fail(invalid("RISK_EDGAR_BASE_URL", "the base URL takes no credentials, query or fragment"))
    }
    const base = `${url.origin}${url.pathname.replace(/\/+$/, "")}`
    return Effect.succeed({ _tag: "Http", filesBase: base, submissionsBase: base, archivesBase: base } as const)
  })

/** `RISK_SEC_MAX_RPS`: a number > 0; above 10 it is clamped to 10. */
export const parseMaxPerSecond = (value: number | string | undefined): Effect.Effect<number, InvalidRequest> =>
  Effect.suspend(() => {
    if (value === undefined || (typeof value === "string" && value.trim() === "")) return Effect.succeed(DEFAULT_MAX_RPS)
    const n = typeof value === "number" ? value : Number(value.trim())
    if (!Number.isFinite(n) || n <= 0) {
      return Effect.fail(invalid("RISK_SEC_MAX_RPS", `must be a number greater than 0 and at most ${MAX_RPS_LIMIT}, got ${JSON.stringify(value)}`))
    }
    return Effect.succeed(Math.min(n, MAX_RPS_LIMIT))
  })

const positive = (path: string, value: number | undefined, fallback: number): Effect.Effect<number, InvalidRequest> =>
  value === undefined
    ? Effect.succeed(fallback)
    : Number.isFinite(value) && value > 0
      ? Effect.succeed(value)
      : Effect.fail(invalid(path, `must be a positive number, got ${String(value)}`))

const normaliseUserAgent = (value: string | undefined): Effect.Effect<string | null, InvalidRequest> => {
  const ua = (value ?? "").trim()
  if (ua === "") return Effect.succeed(null)
  if (/[\r\n\0]/.test(ua) || ua.length > 512) {
    return Effect.fail(invalid("SEC_USER_AGENT", "must be one line of at most 512 characters, e.g. 'Jane Doe jane@example.com'"))
  }
  return Effect.succeed(ua)
}

/** Builds a configuration from explicit values. */
export const makeEdgarConfig = (input: EdgarConfigInput): Effect.Effect<EdgarConfigShape, InvalidRequest> =>
  Effect.gen(function* () {
    const upstream = yield* parseUpstream(input.baseUrl)
    const userAgent = yield* normaliseUserAgent(input.userAgent)
    const maxPerSecond = yield* parseMaxPerSecond(input.maxPerSecond)
    const maxAttempts = yield* positive("maxAttempts", input.maxAttempts, DEFAULT_LIMITS.maxAttempts)
    return {
      upstream,
      userAgent,
      maxPerSecond,
      requestTimeoutMs: yield* positive("requestTimeoutMs", input.requestTimeoutMs, DEFAULT_LIMITS.requestTimeoutMs),
      firstByteTimeoutMs: yield* positive("firstByteTimeoutMs", input.firstByteTimeoutMs, DEFAULT_LIMITS.firstByteTimeoutMs),
      idleTimeoutMs: yield* positive("idleTimeoutMs", input.idleTimeoutMs, DEFAULT_LIMITS.idleTimeoutMs),
      maxAttempts: Math.min(Math.floor(maxAttempts), 10),
      maxTotalMs: yield* positive("maxTotalMs", input.maxTotalMs, DEFAULT_LIMITS.maxTotalMs),
      backoffBaseMs: yield* positive("backoffBaseMs", input.backoffBaseMs, DEFAULT_LIMITS.backoffBaseMs),
      backoffMaxMs: yield* positive("backoffMaxMs", input.backoffMaxMs, DEFAULT_LIMITS.backoffMaxMs),
      maxRetryAfterMs: yield* positive("maxRetryAfterMs", input.maxRetryAfterMs, DEFAULT_LIMITS.maxRetryAfterMs),
      maxResponseBytes: yield* positive("maxResponseBytes", input.maxResponseBytes, DEFAULT_LIMITS.maxResponseBytes)
    }
  })

/** The configuration from explicit values (CLI `--edgar-base-url`, tests). */
export const edgarConfigLayer = (input: EdgarConfigInput): Layer.Layer<EdgarConfig, InvalidRequest> =>
  Layer.effect(EdgarConfig, makeEdgarConfig(input))

const optionalString = (name: string): Config.Config<string | undefined> =>
  Config.string(name).pipe(Config.option, Config.map(Option.getOrUndefined))

/** The request-bound variables and the `EdgarConfigInput` field each sets. */
export const LIMIT_VARIABLES = {
  requestTimeoutMs: "RISK_EDGAR_TIMEOUT_MS",
  firstByteTimeoutMs: "RISK_EDGAR_FIRST_BYTE_TIMEOUT_MS",
  idleTimeoutMs: "RISK_EDGAR_IDLE_TIMEOUT_MS",
  maxAttempts: "RISK_EDGAR_MAX_ATTEMPTS",
  maxTotalMs: "RISK_EDGAR_RETRY_BUDGET_MS",
  backoffBaseMs: "RISK_EDGAR_BACKOFF_BASE_MS",
  backoffMaxMs: "RISK_EDGAR_BACKOFF_MAX_MS",
  maxRetryAfterMs: "RISK_EDGAR_MAX_RETRY_AFTER_MS",
  maxResponseBytes: "RISK_EDGAR_MAX_RESPONSE_BYTES"
} as const

type LimitField = keyof typeof LIMIT_VARIABLES

/** A request-bound variable: unset → undefined (the default); otherwise a positive number. */
const limitFromEnv = (name: string, raw: string | undefined): Effect.Effect<number | undefined, InvalidRequest> => {
  if (raw === undefined || raw.trim() === "") return Effect.succeed(undefined)
  const n = Number(raw.trim())
  return Number.isFinite(n) && n > 0 ? Effect.succeed(n) : Effect.fail(invalid(name, `must be a positive number, got ${JSON.stringify(raw.slice(0, 40))}`))
}

/** Reads `SEC_USER_AGENT`, `RISK_EDGAR_BASE_URL`, `RISK_SEC_MAX_RPS` and the request bounds through Effect `Config`. */
export const edgarConfigFromEnv = (overrides: EdgarConfigInput = {}): Effect.Effect<EdgarConfigShape, InvalidRequest> =>
  Effect.gen(function* () {
    const env = yield* Config.all({
      userAgent: optionalString("SEC_USER_AGENT"),
      baseUrl: optionalString("RISK_EDGAR_BASE_URL"),
      maxPerSecond: optionalString("RISK_SEC_MAX_RPS")
    }).pipe(Effect.mapError((e) => invalid("environment", String(e))))
    const limits: Partial<Record<LimitField, number>> = {}
    for (const [field, name] of Object.entries(LIMIT_VARIABLES) as Array<[LimitField, string]>) {
      const raw = yield* optionalString(name).pipe(Effect.mapError((e) => invalid("environment", String(e))))
      const value = overrides[field] ?? (yield* limitFromEnv(name, raw))
      if (value !== undefined) limits[field] = value
    }
    return yield* makeEdgarConfig({
      ...overrides,
      ...limits,
      userAgent: overrides.userAgent ?? env.userAgent,
      baseUrl: overrides.baseUrl ?? env.baseUrl,
      maxPerSecond: overrides.maxPerSecond ?? env.maxPerSecond
    })
  })

/** The configuration from the environment; explicit overrides win over variables. */
export const EdgarConfigFromEnv: Layer.Layer<EdgarConfig, InvalidRequest> = Layer.effect(EdgarConfig, edgarConfigFromEnv())

export const edgarConfigFromEnvLayer = (overrides: EdgarConfigInput): Layer.Layer<EdgarConfig, InvalidRequest> =>
  Layer.effect(EdgarConfig, edgarConfigFromEnv(overrides))
