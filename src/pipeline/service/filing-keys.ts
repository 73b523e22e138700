/**
 * The cache keys of the filing pipeline: a request's resolution (what it resolves to on
 * EDGAR) and a resolved filing's analysis (everything a cached result depends on). Pure
 * functions of the request, the upstream and the versions of the resources.
 */
import { createHash } from "node:crypto"
import { CacheKeys } from "../../cache/filing-cache.js"
import type { FilingRequest } from "../../domain/request.js"
import { METRICS_ENGINE_VERSION, PARSER_VERSION, SOFTWARE_VERSION } from "../../domain/versions.js"
import type { CachedResolution } from "./filing-store.js"

/** What a cached result depends on besides the request and the two accessions. */
export interface EngineVersions {
  /** The upstream the filings come from (its key). */
  readonly upstreamKey: string
  readonly dictionaryVersion: string
  readonly baselineVersion: string
  readonly constantsVersion: string
  readonly calibrationVersion: string
}

export const makeFilingKeys = (versions: EngineVersions) => {
  /** Everything a cached result depends on besides the two accessions. */
  const engineKey = (request: FilingRequest): string => {
    const model = request.model
    const parts = [
      PARSER_VERSION,
      METRICS_ENGINE_VERSION,
      versions.dictionaryVersion,
      versions.baselineVersion,
      model,
      versions.constantsVersion,
      model === "deterministic_scoring_v1" ? "" : versions.calibrationVersion,
      SOFTWARE_VERSION,
      [...(request.sections ?? [])].sort().join(",")
    ]
    return createHash("sha256").update(parts.join("\n")).digest("hex").slice(0, 24)
  }

  /** The analysis key of a resolution under an engine key. */
  const analysisKeyWith = (engine: string, resolved: CachedResolution): string =>
    CacheKeys.analysis(versions.upstreamKey, resolved.filing.accession_number, resolved.prior?.accession_number ?? null, engine)

  const analysisKey = (request: FilingRequest, resolved: CachedResolution): string => analysisKeyWith(engineKey(request), resolved)

  /** The resolution of a request, cached briefly (it changes only when the company files). */
  const resolutionKey = (request: FilingRequest): string =>
    CacheKeys.resolution(
      versions.upstreamKey,
      createHash("sha256")
        .update(
          JSON.stringify([
            request.ticker.trim().toUpperCase(),
            request.fiscalYear,
            request.form,
            request.quarter,
            request.accession,
            request.compare
          ])
        )
        .digest("hex")
        .slice(0, 32)
    )

  return { engineKey, analysisKey, analysisKeyWith, resolutionKey }
}
