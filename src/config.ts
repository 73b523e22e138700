/**
 * Every setting of the service, read from the environment through Effect `Config`, in one
 * place (the README's configuration table lists every variable). Sections: the server,
 * the data files, EDGAR, the pipeline, the caches, the console.
 *
 * Unset or blank means the default; any other invalid value fails with a `ConfigError`
 * naming the variable, which `risk` reports in one line (`describeConfigError`) with exit
 * code 2, before it listens or reads anything. API keys are `Redacted`: they never appear
 * in a log line or an error.
 *
 * Modules that need a setting read it from here; tests set settings through a
 * `ConfigProvider`, never through `process.env`.
 */
import { isIP } from "node:net"
import { homedir } from "node:os"
import { join, resolve } from "node:path"
import { Config, ConfigError, Either, Option, Redacted } from "effect"
import { InvalidRequest } from "./domain/errors.js"
import { FORM_TYPES, type FormType } from "./domain/forms.js"
import { type EdgarUpstream, parseUpstreamUrl, SEC_UPSTREAM } from "./domain/upstream.js"

// ---------------------------------------------------------------------------------------
// Reading a variable.

/** A variable that is unset or blank reads as none; otherwise its trimmed value. */
const optionalTrimmed = (name: string): Config.Config<Option.Option<string>> =>
  Config.string(name).pipe(
    Config.option,
    Config.map((o) => Option.filter(Option.map(o, (s) => s.trim()), (s) => s !== ""))
  )

/**
 * A variable read by `parse` (given the trimmed value; left: what is wrong with it). Unset
 * or blank: none. An invalid value fails naming the variable.
 */
const setting = <A>(name: string, parse: (value: string) => Either.Either<A, string>): Config.Config<Option.Option<A>> =>
  optionalTrimmed(name).pipe(
    Config.mapOrFail((o) =>
      Option.match(o, {
        onNone: () => Either.right(Option.none<A>()),
        onSome: (value) =>
          Either.match(parse(value), {
            onLeft: (message) => Either.left(ConfigError.InvalidData([name], message)),
            onRight: (a) => Either.right(Option.some(a))
          })
      })
    )
  )

/** `setting` with a default for unset or blank. */
const settingOr = <A>(name: string, parse: (value: string) => Either.Either<A, string>, fallback: A): Config.Config<A> =>
  setting(name, parse).pipe(Config.map(Option.getOrElse(() => fallback)))

const got = (value: string): string => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)

/** A number within `[min, max]` (`integer`: a whole number). */
const numberIn =
  (options: { readonly min: number; readonly max?: number; readonly minExclusive?: boolean; readonly integer?: boolean }, expected: string) =>
  (value: string): Either.Either<number, string> => {
    const n = Number(value)
    const ok =
      Number.isFinite(n) &&
      (options.integer !== true || Number.isInteger(n)) &&
      (options.minExclusive === true ? n > options.min : n >= options.min) &&
      (options.max === undefined || n <= options.max)
    return ok ? Either.right(n) : Either.left(`must be ${expected}, got ${got(value)}`)
  }

const commaList = (value: string): Array<string> =>
  value
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "")

/** One line for a configuration error: each invalid or missing variable with what is wrong. */
export const describeConfigError = (error: ConfigError.ConfigError): string => {
  const leaves: Array<string> = []
  const walk = (e: ConfigError.ConfigError): void => {
    switch (e._op) {
      case "And":
      case "Or":
        walk(e.left)
        walk(e.right)
        return
      case "MissingData":
      case "InvalidData":
      case "SourceUnavailable":
      case "Unsupported": {
        const line = `${e.path.length > 0 ? `${e.path.join(".")}: ` : ""}${e.message.replace(/\s+/g, " ").trim()}`
        if (!leaves.includes(line)) leaves.push(line)
      }
    }
  }
  walk(error)
  return `invalid setting ${leaves.join("; ")}`
}

// ---------------------------------------------------------------------------------------
// The server: `risk serve`.

/** Problem with a host name or address to listen on, or null. */
export const hostProblem = (host: string): string | null => {
  if (isIP(host) !== 0) return null
  const label = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/
  return host.length <= 253 && host.split(".").every((l) => label.test(l))
    ? null
    : `must be a host name or an IP address (e.g. 127.0.0.1, 0.0.0.0, ::1), got ${got(host)}`
}

/** `HOST`: the address `risk serve` listens on (default 127.0.0.1). */
export const HostConfig: Config.Config<string> = settingOr(
  "HOST",
  (value) => {
    const problem = hostProblem(value)
    return problem === null ? Either.right(value) : Either.left(problem)
  },
  "127.0.0.1"
)

/** `PORT`: the port `risk serve` listens on, 0–65535 (none: 8000 unless `--port`). */
export const PortConfig: Config.Config<Option.Option<number>> = setting(
  "PORT",
  numberIn({ min: 0, max: 65535, integer: true }, "an integer between 0 and 65535")
)

/** `RISK_API_KEYS`: comma-separated keys the HTTP API requires (unset or blank: no key needed). */
export const ApiKeysConfig: Config.Config<ReadonlyArray<Redacted.Redacted<string>>> = Config.redacted("RISK_API_KEYS").pipe(
  Config.option,
  Config.mapOrFail(
    Option.match({
      onNone: () => Either.right([]),
      onSome: (keys) => {
        const text = Redacted.value(keys)
        const list = commaList(text)
        if (text.trim() !== "" && list.length === 0) {
          // Never open the API by accident: a value that lists no key is an error, not "no key needed".
          return Either.left(ConfigError.InvalidData(["RISK_API_KEYS"], "lists no key (comma-separated keys; unset it to require none)"))
        }
        return Either.right(list.map((k) => Redacted.make(k)))
      }
    })
  )
)

/** Problem with a CORS origin (`http(s)://host[:port]`), or null. */
const originProblem = (origin: string): string | null => {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return `${got(origin)} is not an origin (e.g. https://example.com)`
  }
  const bare = (url.protocol === "http:" || url.protocol === "https:") && url.username === "" && url.password === ""
  return bare && url.pathname === "/" && url.search === "" && url.hash === ""
    ? null
    : `${got(origin)} is not an origin: scheme http or https, host and port only (e.g. https://example.com)`
}

/** `RISK_CORS_ORIGINS`: comma-separated browser origins allowed (none: the OpenBB Workspace origins). */
export const CorsOriginsConfig: Config.Config<Option.Option<ReadonlyArray<string>>> = setting("RISK_CORS_ORIGINS", (value) => {
  const origins = commaList(value)
  if (origins.length === 0) return Either.left("lists no origin (comma-separated origins such as https://example.com)")
  const problem = origins.map(originProblem).find((p) => p !== null)
  return problem === undefined || problem === null ? Either.right(origins) : Either.left(problem)
})

/** The browser origins allowed when `RISK_CORS_ORIGINS` is unset: OpenBB Workspace's (hosted and local). */
export const DEFAULT_CORS_ORIGINS: ReadonlyArray<string> = [
  "https://pro.openbb.co",
  "https://pro.openbb.dev",
  "http://localhost:1420",
  "http://localhost:3000"
]

/**
 * What CORS grants an allowed origin: the methods, the request headers (when a preflight
 * names none), the response headers it may read, and how long a preflight's answer holds.
 */
export const CORS_POLICY = {
  methods: "GET, POST, DELETE, OPTIONS",
  headers: "Authorization, X-API-Key, Content-Type, Accept, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID",
  expose: "Mcp-Session-Id, Mcp-Protocol-Version",
  maxAgeSeconds: 600
} as const

/** Largest accepted request body of the HTTP API, bytes (1 MiB). */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024
/**
 * Largest accepted body at `/mcp`: the HTML-scoring tool takes a document and its prior of
 * up to 30 million characters each, so the limit fits two large filings in JSON (64 MiB).
 */
export const DEFAULT_MCP_MAX_BODY_BYTES = 64 * 1024 * 1024

/** The HTTP API's access settings: `RISK_API_KEYS` and `RISK_CORS_ORIGINS` (unset: `corsOrigins` undefined, read as DEFAULT_CORS_ORIGINS). */
export const HttpAccessConfig: Config.Config<{
  readonly apiKeys: ReadonlyArray<Redacted.Redacted<string>>
  readonly corsOrigins: ReadonlyArray<string> | undefined
}> = Config.all({ apiKeys: ApiKeysConfig, corsOrigins: CorsOriginsConfig }).pipe(
  Config.map(({ apiKeys, corsOrigins }) => ({ apiKeys, corsOrigins: Option.getOrUndefined(corsOrigins) }))
)

// ---------------------------------------------------------------------------------------
// Data files. A file that cannot be read or parsed fails start-up where it is loaded, with
// the variable's name (`namingSetting`).

/** A data file's load error, prefixed with the variable that named the file. */
export const namingSetting =
  (name: string) =>
  (error: InvalidRequest): InvalidRequest =>
    new InvalidRequest({ detail: `${name}: ${error.detail}`, errors: error.errors })

/** `RISK_LEXICON_FILE`: a Loughran–McDonald-format CSV replacing the built-in lexicons. */
export const LexiconFileConfig: Config.Config<Option.Option<string>> = optionalTrimmed("RISK_LEXICON_FILE")

/** `RISK_BASELINE_FILE`: a boilerplate baseline replacing the shipped one. */
export const BaselineFileConfig: Config.Config<Option.Option<string>> = optionalTrimmed("RISK_BASELINE_FILE")

/** `RISK_CALIBRATION_FILE`: v2 percentile tables replacing the shipped ones. */
export const CalibrationFileConfig: Config.Config<Option.Option<string>> = optionalTrimmed("RISK_CALIBRATION_FILE")

// ---------------------------------------------------------------------------------------
// EDGAR: where it lives, who we say we are, how fast we may go, and the bounds of every
// request (timeouts, retries, size cap).

/** The EDGAR client's settings. */
export interface EdgarSettings {
  /** `RISK_EDGAR_BASE_URL`: default the SEC hosts. */
  readonly upstream: EdgarUpstream
  /** Trimmed `SEC_USER_AGENT`, or null when unset or blank (required for HTTP upstreams, checked by the client). */
  readonly userAgent: string | null
  /** `RISK_SEC_MAX_RPS`: upstream request starts per second (0 < N ≤ 10). */
  readonly maxPerSecond: number
  /** Per-attempt timeout (headers and body). */
  readonly requestTimeoutMs: number
  /** Per-attempt time to the response headers: a stalled connection is retried after it. */
  readonly firstByteTimeoutMs: number
  /** Longest pause between body chunks while a response is read. */
  readonly idleTimeoutMs: number
  /** Attempts per request, the first included (1–10). */
  readonly maxAttempts: number
  /** Total time budget of one request including every retry and wait. */
  readonly maxTotalMs: number
  /** Base and cap of the exponential backoff (full jitter). */
  readonly backoffBaseMs: number
  readonly backoffMaxMs: number
  /** Longest `Retry-After` honoured; a longer one fails the request instead of waiting. */
  readonly maxRetryAfterMs: number
  /** Largest accepted response body, bytes. */
  readonly maxResponseBytes: number
}

export const DEFAULT_MAX_RPS = 9
export const MAX_RPS_LIMIT = 10
export const MAX_ATTEMPTS_LIMIT = 10

/** The request bounds' defaults. */
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

/** The request-bound variables and the setting each sets. */
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

/** `RISK_EDGAR_BASE_URL`: `http(s)://host[/prefix]` or `file:///dir` (default: the SEC hosts). */
export const EdgarUpstreamConfig: Config.Config<EdgarUpstream> = settingOr("RISK_EDGAR_BASE_URL", parseUpstreamUrl, SEC_UPSTREAM)

/** `SEC_USER_AGENT`: one line of at most 512 characters; unset or blank: none. */
export const UserAgentConfig: Config.Config<string | null> = setting("SEC_USER_AGENT", (ua) =>
  /[\r\n\0]/.test(ua) || ua.length > 512
    ? Either.left("must be one line of at most 512 characters, e.g. 'Jane Doe jane@example.com'")
    : Either.right(ua)
).pipe(Config.map(Option.getOrNull))

/**
 * `RISK_SEC_MAX_RPS`: a number > 0 and at most 10, SEC fair access's ceiling; a value above
 * it is refused (exit 2), never quietly taken as 10.
 */
export const MaxPerSecondConfig: Config.Config<number> = settingOr(
  "RISK_SEC_MAX_RPS",
  numberIn({ min: 0, minExclusive: true, max: MAX_RPS_LIMIT }, `a number greater than 0 and at most ${MAX_RPS_LIMIT} (SEC fair access allows 10 requests per second)`),
  DEFAULT_MAX_RPS
)

const positiveMs = (field: Exclude<keyof typeof LIMIT_VARIABLES, "maxAttempts">): Config.Config<number> =>
  settingOr(LIMIT_VARIABLES[field], numberIn({ min: 0, minExclusive: true }, "a positive number"), DEFAULT_LIMITS[field])

/** `RISK_EDGAR_MAX_ATTEMPTS`: a whole number ≥ 1; above 10 it is taken as 10. */
const MaxAttemptsConfig: Config.Config<number> = settingOr(
  LIMIT_VARIABLES.maxAttempts,
  (value) => Either.map(numberIn({ min: 1, integer: true }, "a whole number of attempts ≥ 1")(value), (n) => Math.min(n, MAX_ATTEMPTS_LIMIT)),
  DEFAULT_LIMITS.maxAttempts
)

/** Every EDGAR setting. */
export const EdgarSettingsConfig: Config.Config<EdgarSettings> = Config.all({
  upstream: EdgarUpstreamConfig,
  userAgent: UserAgentConfig,
  maxPerSecond: MaxPerSecondConfig,
  requestTimeoutMs: positiveMs("requestTimeoutMs"),
  firstByteTimeoutMs: positiveMs("firstByteTimeoutMs"),
  idleTimeoutMs: positiveMs("idleTimeoutMs"),
  maxAttempts: MaxAttemptsConfig,
  maxTotalMs: positiveMs("maxTotalMs"),
  backoffBaseMs: positiveMs("backoffBaseMs"),
  backoffMaxMs: positiveMs("backoffMaxMs"),
  maxRetryAfterMs: positiveMs("maxRetryAfterMs"),
  maxResponseBytes: positiveMs("maxResponseBytes")
})

// ---------------------------------------------------------------------------------------
// The pipeline.

/** Bounds of an in-process memo (the pipeline's result memo). */
export interface MemoBounds {
  readonly maxEntries: number
  readonly maxBytes: number
}

export const DEFAULT_PANEL_CONCURRENCY = 8
export const MAX_PANEL_CONCURRENCY = 64
export const DEFAULT_RESULT_MEMO: MemoBounds = { maxEntries: 256, maxBytes: 64 * 1024 * 1024 }

/** `RISK_PANEL_CONCURRENCY`: tickers of a panel in flight, an integer 1–64 (default 8). */
export const PanelConcurrencyConfig: Config.Config<number> = settingOr(
  "RISK_PANEL_CONCURRENCY",
  numberIn({ min: 1, max: MAX_PANEL_CONCURRENCY, integer: true }, `an integer from 1 to ${MAX_PANEL_CONCURRENCY}`),
  DEFAULT_PANEL_CONCURRENCY
)

/** `RISK_RESULT_MEMO_MB`: megabytes (of JSON) of decoded results kept in process; 0 turns the memo off (default 64). */
export const ResultMemoConfig: Config.Config<MemoBounds> = settingOr(
  "RISK_RESULT_MEMO_MB",
  (value) =>
    Either.map(
      numberIn({ min: 0 }, "a number of megabytes ≥ 0 (0 turns the in-process result memo off)")(value),
      (mb): MemoBounds => (mb === 0 ? { maxEntries: 0, maxBytes: 0 } : { maxEntries: DEFAULT_RESULT_MEMO.maxEntries, maxBytes: mb * 1024 * 1024 })
    ),
  DEFAULT_RESULT_MEMO
)

// ---------------------------------------------------------------------------------------
// The caches.

/** `RISK_CACHE_DIR`, else `$XDG_CACHE_HOME/disclosure-risk`, else `~/.cache/disclosure-risk` (blank: unset). */
export const CacheDirConfig: Config.Config<string> = Config.all({
  dir: optionalTrimmed("RISK_CACHE_DIR"),
  xdg: optionalTrimmed("XDG_CACHE_HOME")
}).pipe(
  Config.map(({ dir, xdg }) =>
    resolve(Option.getOrElse(dir, () => join(Option.getOrElse(xdg, () => join(homedir(), ".cache")), "disclosure-risk")))
  )
)

/** Problem with a Redis URL (`redis://` or `rediss://` with a host), or null. */
export const redisUrlProblem = (url: string): string | null => {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return "not a URL (expected redis://host:port[/db])"
  }
  if (parsed.protocol !== "redis:" && parsed.protocol !== "rediss:") {
    return `unsupported scheme ${parsed.protocol} (expected redis: or rediss:)`
  }
  return parsed.hostname === "" ? "missing host" : null
}

/** `RISK_REDIS_URL`: the shared cache and rate limit, if set. */
export const RedisUrlConfig: Config.Config<Option.Option<string>> = setting("RISK_REDIS_URL", (url) => {
  const problem = redisUrlProblem(url)
  return problem === null ? Either.right(url) : Either.left(problem)
})

/**
 * `RISK_ANALYSIS_WORKER`: `0` keeps the analyses in process (src/pipeline/analysis/offload.ts,
 * and the section diffs of a one-shot command's analysis: diff-thread.ts); any other value, or
 * none, lets a live stack analyse in a worker thread, and a one-shot command diff in one.
 */
export const AnalysisWorkerConfig: Config.Config<boolean> = Config.string("RISK_ANALYSIS_WORKER").pipe(
  Config.option,
  Config.map((o) => !(Option.isSome(o) && o.value === "0"))
)

// ---------------------------------------------------------------------------------------
// The watch: `risk watch`, and the watcher `risk serve` runs when RISK_WATCH_TICKERS or
// RISK_WATCH_ALL is set.

export const WATCH_DEFAULTS = {
  forms: ["8-K", "10-Q", "10-K"] as ReadonlyArray<FormType>,
  pollSeconds: 2,
  feedSize: 200,
  concurrency: 4,
  indexSeconds: 600,
  retrySeconds: 5
} as const

/** How often queued daily indexes are looked for, and the first wait before a failed filing is tried again. */
export interface WatchTiming {
  /** `RISK_WATCH_INDEX_SECONDS` (default 600). */
  readonly indexSeconds: number
  /** `RISK_WATCH_RETRY_SECONDS` (default 5; doubled on each failure, at most ten minutes). */
  readonly retrySeconds: number
}

export const WatchTimingConfig: Config.Config<WatchTiming> = Config.all({
  indexSeconds: settingOr("RISK_WATCH_INDEX_SECONDS", numberIn({ min: 0.2, max: 86_400 }, "a number of seconds from 0.2 to 86400"), WATCH_DEFAULTS.indexSeconds),
  retrySeconds: settingOr("RISK_WATCH_RETRY_SECONDS", numberIn({ min: 0.05, max: 3600 }, "a number of seconds from 0.05 to 3600"), WATCH_DEFAULTS.retrySeconds)
})

/** A comma list of forms (`8-K,10-Q,10-K`), in the order of FORM_TYPES; left: what is wrong. */
export const parseFormList = (value: string): Either.Either<ReadonlyArray<FormType>, string> => {
  const items = commaList(value).map((s) => s.toUpperCase())
  const unknown = items.filter((s) => !(FORM_TYPES as ReadonlyArray<string>).includes(s))
  if (items.length === 0) return Either.left("lists no form (e.g. 8-K,10-Q,10-K)")
  if (unknown.length > 0) return Either.left(`unknown form ${unknown.map((u) => got(u)).join(", ")}: expected 8-K, 10-Q or 10-K`)
  return Either.right(FORM_TYPES.filter((f) => items.includes(f)))
}

/** Problem with a webhook URL (`http(s)://…`), or null. */
export const webhookProblem = (url: string): string | null => {
  try {
    const u = new URL(url)
    return u.protocol === "http:" || u.protocol === "https:" ? null : `must be an http:// or https:// URL, got ${got(url)}`
  } catch {
    return `must be an http:// or https:// URL, got ${got(url)}`
  }
}

const booleanSetting = (value: string): Either.Either<boolean, string> => {
  const v = value.toLowerCase()
  if (["1", "true", "yes", "on"].includes(v)) return Either.right(true)
  if (["0", "false", "no", "off"].includes(v)) return Either.right(false)
  return Either.left(`must be true or false, got ${got(value)}`)
}

/** What `risk serve` watches, when it watches. */
export interface WatchSettings {
  /** `RISK_WATCH_TICKERS`: a file of tickers or CIKs; null with `RISK_WATCH_ALL` (every company). */
  readonly tickersFile: string | null
  readonly forms: ReadonlyArray<FormType>
  /** `RISK_WATCH_SINCE`: a date (YYYY-MM-DD) or an accession number where a new watch starts (default: now). */
  readonly since: string | null
  /** `RISK_WATCH_WEBHOOK`: each scored filing is also POSTed there. */
  readonly webhook: string | null
  /** `RISK_WATCH_CURSOR`: the cursor file when there is no Redis (default `<cache dir>/watch/cursor.json`). */
  readonly cursorFile: string
  readonly pollSeconds: number
  /** `RISK_WATCH_FEED_SIZE`: how many of the latest scored filings the feed keeps. */
  readonly feedSize: number
  readonly concurrency: number
}

/** The watch settings of `risk serve`; none when neither `RISK_WATCH_TICKERS` nor `RISK_WATCH_ALL` asks for a watch. */
export const WatchSettingsConfig: Config.Config<Option.Option<WatchSettings>> = Config.all({
  tickers: optionalTrimmed("RISK_WATCH_TICKERS"),
  all: settingOr("RISK_WATCH_ALL", booleanSetting, false),
  forms: settingOr("RISK_WATCH_FORMS", parseFormList, WATCH_DEFAULTS.forms),
  since: setting("RISK_WATCH_SINCE", (v) =>
    /^\d{4}-\d{2}-\d{2}$/.test(v) || /^\d{10}-\d{2}-\d{6}$/.test(v)
      ? Either.right(v)
      : Either.left(`must be a date (YYYY-MM-DD) or an accession number (##########-##-######), got ${got(v)}`)
  ),
  webhook: setting("RISK_WATCH_WEBHOOK", (v) => {
    const problem = webhookProblem(v)
    return problem === null ? Either.right(v) : Either.left(problem)
  }),
  cursor: optionalTrimmed("RISK_WATCH_CURSOR"),
  pollSeconds: settingOr("RISK_WATCH_POLL_SECONDS", numberIn({ min: 0.2, max: 3600 }, "a number of seconds from 0.2 to 3600"), WATCH_DEFAULTS.pollSeconds),
  feedSize: settingOr("RISK_WATCH_FEED_SIZE", numberIn({ min: 1, max: 5000, integer: true }, "an integer from 1 to 5000"), WATCH_DEFAULTS.feedSize),
  concurrency: settingOr("RISK_WATCH_CONCURRENCY", numberIn({ min: 1, max: 16, integer: true }, "an integer from 1 to 16"), WATCH_DEFAULTS.concurrency),
  cacheDir: CacheDirConfig
}).pipe(
  Config.mapOrFail((w) => {
    if (Option.isSome(w.tickers) && w.all) {
      return Either.left(ConfigError.InvalidData(["RISK_WATCH_ALL"], "set RISK_WATCH_TICKERS (a list) or RISK_WATCH_ALL (every company), not both"))
    }
    if (Option.isNone(w.tickers) && !w.all) return Either.right(Option.none())
    return Either.right(
      Option.some({
        tickersFile: Option.getOrNull(w.tickers),
        forms: w.forms,
        since: Option.getOrNull(w.since),
        webhook: Option.getOrNull(w.webhook),
        cursorFile: resolve(Option.getOrElse(w.cursor, () => join(w.cacheDir, "watch", "cursor.json"))),
        pollSeconds: w.pollSeconds,
        feedSize: w.feedSize,
        concurrency: w.concurrency
      })
    )
  })
)

// ---------------------------------------------------------------------------------------
// The console.

/** `NO_COLOR`: set and not empty → no colour codes in terminal output (https://no-color.org). */
export const NoColorConfig: Config.Config<boolean> = Config.string("NO_COLOR").pipe(
  Config.option,
  Config.map((o) => Option.isSome(o) && o.value !== "")
)
