/**
 * Where EDGAR is read from: the SEC hosts, another HTTP base serving the same three path
 * families, or an EDGAR-layout directory (`file:///dir`).
 */
import { Either } from "effect"
import { fileURLToPath } from "node:url"

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

export const SEC_WWW = "https://www.sec.gov"
export const SEC_DATA = "https://data.sec.gov"

/** The SEC hosts. */
export const SEC_UPSTREAM: EdgarUpstream = { _tag: "Http", filesBase: SEC_WWW, submissionsBase: SEC_DATA, archivesBase: SEC_WWW }

/**
 * A base URL: `http(s)://host[/prefix]` (one base for all three path families) or
 * `file:///dir`; blank means the SEC hosts. Left: what is wrong with it.
 */
export const parseUpstreamUrl = (baseUrl: string): Either.Either<EdgarUpstream, string> => {
  const raw = baseUrl.trim()
  if (raw === "") return Either.right(SEC_UPSTREAM)
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return Either.left(`not a URL: ${JSON.stringify(raw.slice(0, 80))} (use http://, https:// or file:///dir)`)
  }
  if (url.protocol === "file:") {
    if (url.search !== "" || url.hash !== "") return Either.left("a file: base URL takes no query or fragment")
    let path: string
    try {
      path = fileURLToPath(url)
    } catch {
      return Either.left(`not a local directory: ${JSON.stringify(raw.slice(0, 80))} (use file:///dir)`)
    }
    return Either.right({ _tag: "File", root: path.replace(/[/\\]+$/, "") || "/" })
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return Either.left(`unsupported scheme ${url.protocol} (use http://, https:// or file:///dir)`)
  }
  if (url.username !== "" || url.password !== "" || url.search !== "" || url.hash !== "") {
    return Either.left("the base URL takes no credentials, query or fragment")
  }
  const base = `${url.origin}${url.pathname.replace(/\/+$/, "")}`
  return Either.right({ _tag: "Http", filesBase: base, submissionsBase: base, archivesBase: base })
}
