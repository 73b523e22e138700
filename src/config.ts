/**
 * The service's settings from the environment, read through Effect `Config` (the README's
 * configuration table lists every variable). Unset or blank means the default; any other
 * invalid value fails with a `ConfigError` naming the variable, which `risk` reports in one
 * line with exit code 2 and the server reports before it listens. API keys are `Redacted`:
 * they never appear in a log line or an error.
 *
 * The EDGAR client's variables (`SEC_USER_AGENT`, `RISK_EDGAR_*`, `RISK_SEC_MAX_RPS`) are
 * read by `src/edgar/config.ts`, the caches' (`RISK_CACHE_DIR`, `RISK_REDIS_URL`) by
 * `src/cache`, the pipeline's (`RISK_PANEL_CONCURRENCY`, `RISK_RESULT_MEMO_MB`) by
 * `src/pipeline/FilingServiceLive.ts`, all through `Config` as well.
 */
import { Config, ConfigError, Either, Option, Redacted } from "effect"

/** A variable that is unset or blank reads as none; otherwise its trimmed value. */
const optionalTrimmed = (name: string): Config.Config<Option.Option<string>> =>
  Config.string(name).pipe(
    Config.option,
    Config.map((o) => Option.filter(Option.map(o, (s) => s.trim()), (s) => s !== ""))
  )

const commaList = (value: string): Array<string> =>
  value
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "")

/** `HOST`: the address `risk serve` listens on (default 127.0.0.1). */
export const HostConfig: Config.Config<string> = optionalTrimmed("HOST").pipe(Config.map(Option.getOrElse(() => "127.0.0.1")))

/** `PORT`: the port `risk serve` listens on, 0–65535 (none: 8000 unless `--port`). */
export const PortConfig: Config.Config<Option.Option<number>> = optionalTrimmed("PORT").pipe(
  Config.mapOrFail((o) => {
    if (Option.isNone(o)) return Either.right(Option.none())
    const n = Number(o.value)
    return Number.isInteger(n) && n >= 0 && n <= 65535
      ? Either.right(Option.some(n))
      : Either.left(ConfigError.InvalidData(["PORT"], `must be an integer between 0 and 65535, got ${JSON.stringify(o.value.slice(0, 40))}`))
  })
)

/** `RISK_API_KEYS`: comma-separated keys the HTTP API requires (none: no key needed). */
export const ApiKeysConfig: Config.Config<ReadonlyArray<Redacted.Redacted<string>>> = Config.redacted("RISK_API_KEYS").pipe(
  Config.option,
  Config.map(
    Option.match({
      onNone: () => [],
      onSome: (keys) => commaList(Redacted.value(keys)).map((k) => Redacted.make(k))
    })
  )
)

/** `RISK_CORS_ORIGINS`: comma-separated browser origins allowed (none: the OpenBB Workspace origins). */
export const CorsOriginsConfig: Config.Config<Option.Option<ReadonlyArray<string>>> = optionalTrimmed("RISK_CORS_ORIGINS").pipe(
  Config.map(Option.map(commaList))
)

/** `RISK_LEXICON_FILE`: a Loughran–McDonald-format CSV replacing the built-in lexicons. */
export const LexiconFileConfig: Config.Config<Option.Option<string>> = optionalTrimmed("RISK_LEXICON_FILE")

/** `RISK_BASELINE_FILE`: a boilerplate baseline replacing the shipped one. */
export const BaselineFileConfig: Config.Config<Option.Option<string>> = optionalTrimmed("RISK_BASELINE_FILE")

/** `RISK_CALIBRATION_FILE`: v2 percentile tables replacing the shipped ones. */
export const CalibrationFileConfig: Config.Config<Option.Option<string>> = optionalTrimmed("RISK_CALIBRATION_FILE")

/** The HTTP API's access settings: `RISK_API_KEYS` and `RISK_CORS_ORIGINS`. */
export const HttpAccessConfig: Config.Config<{
  readonly apiKeys: ReadonlyArray<Redacted.Redacted<string>>
  readonly corsOrigins: ReadonlyArray<string> | undefined
}> = Config.all({ apiKeys: ApiKeysConfig, corsOrigins: CorsOriginsConfig }).pipe(
  Config.map(({ apiKeys, corsOrigins }) => ({ apiKeys, corsOrigins: Option.getOrUndefined(corsOrigins) }))
)
