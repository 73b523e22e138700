/**
 * The middleware every HTTP request passes through, in this order:
 *
 * 1. CORS: preflights are answered here (allow-list only, Private Network Access
 *    included); responses to allowed origins carry the CORS headers (the allow-list and
 *    what it grants: src/config.ts).
 * 2. API keys (optional, `RISK_API_KEYS`): every route but the public ones needs
 *    `Authorization: Bearer KEY` or `X-API-Key: KEY`; keys are compared in constant time
 *    and never logged.
 * 3. Request bodies: a size limit (413), also for bodies sent without a Content-Length
 *    (chunked: read here, bounded, so the 413 is answered instead of the connection being
 *    reset); on /v1 routes a JSON content type (422) and well-formed JSON (422), nested
 *    at most `MAX_JSON_DEPTH` levels (422).
 * 4. What the routes cannot answer themselves: no route (404), a request that cannot be
 *    read (422), a defect (500, without internals); and parameters or a body the framework
 *    could not decode, which it answers 400, are the service's 422 (`invalid_request`).
 * 5. Security headers on HTML responses; `Connection: close` while the server drains.
 *
 * Every error answer is an error of the API (./errors.ts), encoded with its status.
 */
import { FileSystem, HttpApiError, HttpIncomingMessage, HttpLayerRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Cause, Effect, Option, Predicate, Redacted, Schema } from "effect"
import { createHash, timingSafeEqual } from "node:crypto"
import { IncomingMessage } from "node:http"
import { CORS_POLICY, DEFAULT_CORS_ORIGINS, DEFAULT_MAX_BODY_BYTES, DEFAULT_MCP_MAX_BODY_BYTES } from "../config.js"
import { InvalidRequest } from "../domain/errors.js"
import { onePerPath, problemsDetail } from "../domain/request.js"
import { errorResponse, HttpError, Internal, PayloadTooLarge, RouteNotFound, Unauthorized } from "./errors.js"

export interface HttpOptions {
  /** API keys; empty or absent: no authentication. */
  readonly apiKeys?: ReadonlyArray<string | Redacted.Redacted<string>> | undefined
  /** Allowed CORS origins; absent: DEFAULT_CORS_ORIGINS (src/config.ts). */
  readonly corsOrigins?: ReadonlyArray<string> | undefined
  /** Largest accepted request body, bytes (default: DEFAULT_MAX_BODY_BYTES, src/config.ts). */
  readonly maxBodyBytes?: number | undefined
  /** Largest accepted request body at `/mcp`, bytes (default: DEFAULT_MCP_MAX_BODY_BYTES, src/config.ts). */
  readonly mcpMaxBodyBytes?: number | undefined
}

export interface ResolvedHttpOptions {
  readonly apiKeys: ReadonlyArray<Redacted.Redacted<string>>
  readonly corsOrigins: ReadonlyArray<string>
  readonly maxBodyBytes: number
  readonly mcpMaxBodyBytes: number
  /** True once the server has begun a graceful shutdown. */
  readonly draining: () => boolean
}

const normalizeOrigin = (origin: string): string => origin.trim().replace(/\/+$/, "").toLowerCase()

export const resolveHttpOptions = (options: HttpOptions, draining: () => boolean = () => false): ResolvedHttpOptions => ({
  apiKeys: (options.apiKeys ?? [])
    .map((k) => (Redacted.isRedacted(k) ? k : Redacted.make(k)))
    .filter((k) => Redacted.value(k).trim() !== ""),
  corsOrigins: (options.corsOrigins ?? DEFAULT_CORS_ORIGINS).map(normalizeOrigin),
  maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
  mcpMaxBodyBytes: Math.max(options.mcpMaxBodyBytes ?? DEFAULT_MCP_MAX_BODY_BYTES, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES),
  draining
})

// ---------------------------------------------------------------------------------------
// Error answers.

const invalidRequest = (detail: string, errors: ReadonlyArray<{ readonly path: string; readonly message: string }> = []) =>
  errorResponse(HttpError.InvalidRequest, new InvalidRequest({ detail, errors: [...errors] }))

const tooLarge = (limit: number): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.setHeader(
    errorResponse(HttpError.PayloadTooLarge, new PayloadTooLarge({ detail: `request body is over the limit of ${limit} bytes` })),
    "connection",
    "close"
  )

const decodeFailure = Schema.decodeUnknownOption(Schema.parseJson(HttpApiError.HttpApiDecodeError))
const textDecoder = new TextDecoder()

/**
 * Parameters, path or body that did not decode: the framework answers 400 with its
 * `HttpApiDecodeError` (always first among an API's errors, with its status); the service's
 * answer is 422 `invalid_request`, one entry per invalid input, in words.
 */
const decodeFailureAsInvalid = (response: HttpServerResponse.HttpServerResponse): HttpServerResponse.HttpServerResponse => {
  if (response.status !== 400 || response.body._tag !== "Uint8Array") return response
  return Option.match(decodeFailure(textDecoder.decode(response.body.body)), {
    onNone: () => response,
    onSome: (failure) => {
      const errors = onePerPath(failure.issues.map((i) => ({ path: i.path.map((p) => String(p)).join("."), message: i.message })))
      return invalidRequest(problemsDetail(errors), errors)
    }
  })
}

// ---------------------------------------------------------------------------------------
// CORS.

const corsHeaders = (origin: string): Record<string, string> => ({
  "access-control-allow-origin": origin,
  "access-control-allow-credentials": "true",
  "access-control-expose-headers": CORS_POLICY.expose,
  vary: "Origin"
})

// ---------------------------------------------------------------------------------------
// API keys.

const digest = (value: string): Buffer => createHash("sha256").update(value, "utf8").digest()

const PUBLIC_PATHS: ReadonlySet<string> = new Set(["/", "/health", "/openapi.json", "/docs", "/docs/"])
/** Descriptor routes (`/widgets.json`, `/apps.json`, …) stay public. */
const DESCRIPTOR = /^\/[A-Za-z0-9_-]+\.json$/

/** Public routes; every other path needs a key when keys are configured. */
export const isPublicPath = (path: string): boolean => PUBLIC_PATHS.has(path) || DESCRIPTOR.test(path)

const presentedKeys = (headers: Readonly<Record<string, string | undefined>>): Array<string> => {
  const keys: Array<string> = []
  const auth = headers["authorization"]
  if (auth !== undefined) {
    const m = /^\s*Bearer\s+(\S+)\s*$/i.exec(auth)
    if (m?.[1] !== undefined) keys.push(m[1])
  }
  const apiKey = headers["x-api-key"]
  if (apiKey !== undefined && apiKey.trim() !== "") keys.push(apiKey.trim())
  return keys
}

/** Compares a presented key with every configured key through fixed-length digests, without stopping early. */
const makeKeyCheck = (apiKeys: ReadonlyArray<Redacted.Redacted<string>>) => {
  const digests = apiKeys.map((k) => digest(Redacted.value(k)))
  return (candidates: ReadonlyArray<string>): boolean => {
    let ok = false
    for (const candidate of candidates) {
      const d = digest(candidate)
      for (const k of digests) ok = timingSafeEqual(d, k) || ok
    }
    return ok
  }
}

// ---------------------------------------------------------------------------------------
// Security headers for HTML.

const isHtml = (response: HttpServerResponse.HttpServerResponse): boolean => {
  const type = response.headers["content-type"] ?? ("contentType" in response.body ? response.body.contentType : undefined) ?? ""
  return type.toLowerCase().startsWith("text/html")
}

const htmlHeaders = (origins: ReadonlyArray<string>): Record<string, string> => ({
  "content-security-policy": [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors 'self' ${origins.join(" ")}`.trim()
  ].join("; "),
  "referrer-policy": "no-referrer",
  "cross-origin-opener-policy": "same-origin"
})

// ---------------------------------------------------------------------------------------

const pathOf = (url: string): string => {
  const raw = url.split("?")[0] ?? "/"
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

const isMaxBytesError = (error: unknown): boolean =>
  Predicate.hasProperty(error, "cause") && error.cause instanceof Error && error.cause.message === "maxBytes exceeded"

const hasBody = (method: string): boolean => method === "POST" || method === "PUT" || method === "PATCH"

/** Deepest nesting of arrays and objects accepted in a JSON body (a panel request needs 3). */
export const MAX_JSON_DEPTH = 32

/** True when arrays/objects nest deeper than `max` (iterative: no recursion on hostile input). */
export const nestedDeeperThan = (value: unknown, max: number): boolean => {
  const stack: Array<{ readonly value: unknown; readonly depth: number }> = [{ value, depth: 0 }]
  while (stack.length > 0) {
    const top = stack.pop()
    if (top === undefined || typeof top.value !== "object" || top.value === null) continue
    const depth = top.depth + 1
    if (depth > max) return true
    const children: ReadonlyArray<unknown> = Array.isArray(top.value) ? top.value : Object.values(top.value)
    for (const child of children) if (typeof child === "object" && child !== null) stack.push({ value: child, depth })
  }
  return false
}

/** Hop-by-hop headers that do not describe a buffered body. */
const HOP_BY_HOP: ReadonlySet<string> = new Set(["connection", "keep-alive", "transfer-encoding", "te", "trailer", "upgrade"])

/** How much of an over-limit body is read and discarded before answering 413 anyway. */
const DISCARD_LIMIT_BYTES = 64 * 1024 * 1024
const DISCARD_LIMIT_MS = 10_000

type Buffered = { readonly _tag: "Body"; readonly bytes: Uint8Array } | { readonly _tag: "TooLarge" } | { readonly _tag: "Unreadable" }

/**
 * Reads a Node request body of unknown length (no Content-Length) into memory, up to
 * `limit` bytes. Over the limit, the rest is read and discarded (bounded in bytes and
 * time) so the client, still sending, receives the 413 rather than a reset; the stream is
 * never destroyed here.
 */
const bufferUnknownLength = (source: IncomingMessage, limit: number): Effect.Effect<Buffered> =>
  Effect.async<Buffered>((resume) => {
    const chunks: Array<Buffer> = []
    let total = 0
    let over = false
    let settled = false
    let timer: NodeJS.Timeout | undefined
    const finish = (result: Buffered): void => {
      if (settled) return
      settled = true
      if (timer !== undefined) clearTimeout(timer)
      source.off("data", onData)
      source.off("end", onEnd)
      source.off("error", onError)
      source.off("aborted", onError)
      // Whatever is still arriving is dumped by Node once the response is sent.
      resume(Effect.succeed(result))
    }
    const onData = (chunk: Buffer): void => {
      total += chunk.byteLength
      if (!over && total > limit) {
        over = true
        chunks.length = 0
        timer = setTimeout(() => finish({ _tag: "TooLarge" }), DISCARD_LIMIT_MS)
      }
      if (over) {
        if (total > DISCARD_LIMIT_BYTES) finish({ _tag: "TooLarge" })
        return
      }
      chunks.push(chunk)
    }
    const onEnd = (): void => finish(over ? { _tag: "TooLarge" } : { _tag: "Body", bytes: new Uint8Array(Buffer.concat(chunks, total)) })
    const onError = (): void => finish(over ? { _tag: "TooLarge" } : { _tag: "Unreadable" })
    source.on("data", onData)
    source.once("end", onEnd)
    source.once("error", onError)
    source.once("aborted", onError)
    return Effect.sync(() => finish({ _tag: "Unreadable" }))
  })

/** The same request with its body already in memory (for bodies read by `bufferUnknownLength`). */
const withBufferedBody = (request: HttpServerRequest.HttpServerRequest, bytes: Uint8Array): HttpServerRequest.HttpServerRequest => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (!HOP_BY_HOP.has(name.toLowerCase())) headers.set(name, value)
  }
  headers.set("content-length", String(bytes.byteLength))
  // Only the path and query are kept (`fromWeb` drops the origin); the Host header stays in `headers`.
  return HttpServerRequest.fromWeb(new Request(`http://localhost${request.url}`, { method: request.method, headers, body: bytes }))
}

type Response = HttpServerResponse.HttpServerResponse

/** The global middleware layer of the router (see the module comment for what it does). */
export const httpMiddleware = (options: ResolvedHttpOptions) => {
  const allowed = new Set(options.corsOrigins)
  const keyCheck = options.apiKeys.length > 0 ? makeKeyCheck(options.apiKeys) : null
  const security = htmlHeaders(options.corsOrigins)
  const limit = Option.some(FileSystem.Size(options.maxBodyBytes))
  /** The body size limit of a path: `/mcp` takes whole documents. */
  const bodyLimit = (path: string): number => (path === "/mcp" || path.startsWith("/mcp/") ? options.mcpMaxBodyBytes : options.maxBodyBytes)

  const preflight = (request: HttpServerRequest.HttpServerRequest, origin: string): Response => {
    if (!allowed.has(normalizeOrigin(origin))) return HttpServerResponse.empty({ status: 204, headers: { vary: "Origin" } })
    const headers: Record<string, string> = {
      ...corsHeaders(origin),
      "access-control-allow-methods": CORS_POLICY.methods,
      "access-control-allow-headers": request.headers["access-control-request-headers"] ?? CORS_POLICY.headers,
      "access-control-max-age": String(CORS_POLICY.maxAgeSeconds)
    }
    if ((request.headers["access-control-request-private-network"] ?? "").toLowerCase() === "true") {
      headers["access-control-allow-private-network"] = "true"
    }
    return HttpServerResponse.empty({ status: 204, headers })
  }

  /** Size limit, content type and JSON syntax, checked before the route reads the body. */
  const checkBody = (request: HttpServerRequest.HttpServerRequest, path: string): Effect.Effect<Option.Option<Response>> =>
    Effect.gen(function* () {
      if (!hasBody(request.method)) return Option.none()
      const length = Number(request.headers["content-length"] ?? "")
      const max = bodyLimit(path)
      if (Number.isFinite(length) && length > max) return Option.some(tooLarge(max))
      if (!path.startsWith("/v1/")) return Option.none()
      const type = (request.headers["content-type"] ?? "").toLowerCase()
      if (!/^application\/json\s*(;|$)/.test(type.trim())) {
        return Option.some(
          invalidRequest("Content-Type must be application/json", [
            { path: "content-type", message: `expected application/json; got ${JSON.stringify(request.headers["content-type"] ?? "")}` }
          ])
        )
      }
      const text = yield* Effect.either(HttpIncomingMessage.withMaxBodySize(request.text, limit))
      if (text._tag === "Left") {
        return Option.some(isMaxBytesError(text.left) ? tooLarge(options.maxBodyBytes) : invalidRequest("the request body could not be read"))
      }
      if (text.right.trim() === "") {
        return Option.some(invalidRequest("a JSON request body is required", [{ path: "body", message: "empty body" }]))
      }
      let parsed: unknown
      try {
        parsed = JSON.parse(text.right)
      } catch (e) {
        const message = e instanceof Error ? e.message : "invalid JSON"
        return Option.some(invalidRequest(`malformed JSON body: ${message}`, [{ path: "body", message }]))
      }
      if (nestedDeeperThan(parsed, MAX_JSON_DEPTH)) {
        // Decoding (and describing the failure of) a deeply nested value would recurse that deep.
        const message = `nested deeper than ${MAX_JSON_DEPTH} levels`
        return Option.some(invalidRequest(`JSON body ${message}`, [{ path: "body", message }]))
      }
      return Option.none()
    })

  /** A failure or defect that escaped the routes, as a response. */
  const fromCause = (cause: Cause.Cause<unknown>, method: string, path: string): Effect.Effect<Response> => {
    const failure = Cause.squash(cause)
    if (Predicate.isTagged(failure, "RouteNotFound")) {
      return Effect.succeed(errorResponse(HttpError.RouteNotFound, new RouteNotFound({ detail: `no route ${method} ${path}` })))
    }
    if (Predicate.isTagged(failure, "RequestError")) {
      return Effect.succeed(
        isMaxBytesError(failure)
          ? errorResponse(HttpError.PayloadTooLarge, new PayloadTooLarge({ detail: `request body is over the limit of ${options.maxBodyBytes} bytes` }))
          : invalidRequest("the request could not be read")
      )
    }
    return Effect.as(
      Effect.logError(`${method} ${path} failed`, cause),
      errorResponse(HttpError.Internal, new Internal({ detail: "internal server error" }))
    )
  }

  return HttpLayerRouter.middleware(
    (app): Effect.Effect<Response, HttpLayerRouter.unhandled, HttpServerRequest.HttpServerRequest> =>
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const path = pathOf(request.url)
        const origin = request.headers["origin"]
        if (request.method === "OPTIONS" && origin !== undefined && request.headers["access-control-request-method"] !== undefined) {
          return preflight(request, origin)
        }

        const handled: Effect.Effect<Response, HttpLayerRouter.unhandled> = Effect.gen(function* () {
          if (keyCheck !== null && !isPublicPath(path) && !keyCheck(presentedKeys(request.headers))) {
            return HttpServerResponse.setHeader(
              errorResponse(HttpError.Unauthorized, new Unauthorized({ detail: "a valid API key is required: Authorization: Bearer KEY or X-API-Key: KEY" })),
              "www-authenticate",
              'Bearer realm="disclosure-risk"'
            )
          }
          let current = request
          if (hasBody(request.method) && request.headers["content-length"] === undefined && request.source instanceof IncomingMessage) {
            // A body of unknown length (chunked): read it here, within the limit, so an
            // oversized one is answered with 413 and the connection is not reset.
            const max = bodyLimit(path)
            const buffered = yield* bufferUnknownLength(request.source, max)
            if (buffered._tag === "TooLarge") return tooLarge(max)
            if (buffered._tag === "Unreadable") return invalidRequest("the request body could not be read")
            current = withBufferedBody(request, buffered.bytes)
          }
          const rejected = yield* checkBody(current, path)
          if (Option.isSome(rejected)) return rejected.value
          return yield* HttpIncomingMessage.withMaxBodySize(app, limit).pipe(
            Effect.provideService(HttpServerRequest.HttpServerRequest, current)
          )
        }).pipe(
          Effect.catchAllCause((cause) =>
            Cause.isInterruptedOnly(cause) ? Effect.failCause(cause) : fromCause(cause, request.method, path)
          ),
          Effect.map(decodeFailureAsInvalid)
        )

        let response = yield* handled
        if (origin !== undefined && allowed.has(normalizeOrigin(origin))) {
          response = HttpServerResponse.setHeaders(response, corsHeaders(origin))
        } else if (origin !== undefined) {
          response = HttpServerResponse.setHeader(response, "vary", "Origin")
        }
        response = HttpServerResponse.setHeader(response, "x-content-type-options", "nosniff")
        if (isHtml(response)) {
          const missing = Object.fromEntries(Object.entries(security).filter(([k]) => response.headers[k] === undefined))
          response = HttpServerResponse.setHeaders(response, missing)
        }
        if (options.draining()) response = HttpServerResponse.setHeader(response, "connection", "close")
        return response
      }),
    { global: true }
  )
}
