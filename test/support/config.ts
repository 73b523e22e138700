/**
 * Settings for tests through a `ConfigProvider`, never through `process.env`: the layers
 * under test read exactly the given variables (nothing from the environment of the test
 * process). Spawned processes get theirs in their `env`, the real process boundary.
 */
import { ConfigProvider, Effect, Layer } from "effect"
import { LIMIT_VARIABLES } from "../../src/config.js"

/** Variable name → value (numbers are written as the environment would hold them). */
export type Settings = Readonly<Record<string, string | number | undefined>>

/** A provider of exactly these settings; an undefined value is unset. */
export const settingsProvider = (settings: Settings): ConfigProvider.ConfigProvider =>
  ConfigProvider.fromMap(
    new Map(Object.entries(settings).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)] as const])))
  )

/** Runs an effect with these settings. */
export const withSettings =
  (settings: Settings) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.withConfigProvider(effect, settingsProvider(settings))

/** Builds a layer with these settings. */
export const underSettings =
  (settings: Settings) =>
  <A, E, R>(layer: Layer.Layer<A, E, R>): Layer.Layer<A, E, R> =>
    Layer.provide(layer, Layer.setConfigProvider(settingsProvider(settings)))

/** The EDGAR settings by name (`requestTimeoutMs` …) as their variables (`RISK_EDGAR_TIMEOUT_MS` …). */
export interface EdgarSettingsInput extends Partial<Record<keyof typeof LIMIT_VARIABLES, number>> {
  readonly baseUrl?: string | undefined
  readonly userAgent?: string | undefined
  readonly maxPerSecond?: number | string | undefined
}

export const edgarVariables = (input: EdgarSettingsInput): Settings => {
  const out: Record<string, string | number | undefined> = {
    RISK_EDGAR_BASE_URL: input.baseUrl,
    SEC_USER_AGENT: input.userAgent,
    RISK_SEC_MAX_RPS: input.maxPerSecond
  }
  for (const [field, name] of Object.entries(LIMIT_VARIABLES) as Array<[keyof typeof LIMIT_VARIABLES, string]>) out[name] = input[field]
  return out
}
