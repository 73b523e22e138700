/**
 * The EDGAR client's configuration as a service: the settings of `src/config.ts` (EDGAR
 * section: `SEC_USER_AGENT`, `RISK_EDGAR_BASE_URL`, `RISK_SEC_MAX_RPS`, `RISK_EDGAR_*`), and
 * the upstream's short name used in cache keys.
 */
import { createHash } from "node:crypto"
import { type ConfigError, Context, Effect, Either, Layer } from "effect"
import { EdgarSettingsConfig, type EdgarSettings } from "../config.js"
import { InvalidRequest } from "../domain/errors.js"
import { type EdgarUpstream, parseUpstreamUrl, SEC_DATA, SEC_WWW } from "../domain/upstream.js"

export type { EdgarUpstream } from "../domain/upstream.js"
export { SEC_DATA, SEC_WWW } from "../domain/upstream.js"

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

export type EdgarConfigShape = EdgarSettings

export class EdgarConfig extends Context.Tag("disclosure-risk/EdgarConfig")<EdgarConfig, EdgarConfigShape>() {}

export interface EdgarOverrides {
  /** `--edgar-base-url`: replaces `RISK_EDGAR_BASE_URL`. */
  readonly baseUrl?: string | null | undefined
}

/** The EDGAR settings, with a command line's overrides. */
export const edgarConfig = (
  overrides: EdgarOverrides = {}
): Effect.Effect<EdgarConfigShape, InvalidRequest | ConfigError.ConfigError> =>
  Effect.flatMap(EdgarSettingsConfig, (settings) => {
    const baseUrl = overrides.baseUrl ?? ""
    if (baseUrl.trim() === "") return Effect.succeed(settings)
    return Either.match(parseUpstreamUrl(baseUrl), {
      onLeft: (message) =>
        Effect.fail(new InvalidRequest({ detail: `--edgar-base-url: ${message}` })),
      onRight: (upstream) => Effect.succeed({ ...settings, upstream })
    })
  })

/** `EdgarConfig` from the settings (and overrides). */
export const edgarConfigLayer = (
  overrides: EdgarOverrides = {}
): Layer.Layer<EdgarConfig, InvalidRequest | ConfigError.ConfigError> => Layer.effect(EdgarConfig, edgarConfig(overrides))

/** `EdgarConfig` from the settings. */
export const EdgarConfigLive: Layer.Layer<EdgarConfig, InvalidRequest | ConfigError.ConfigError> = edgarConfigLayer()
