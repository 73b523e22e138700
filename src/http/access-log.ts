/**
 * The access log of the HTTP server: one line per response, "Sent HTTP response" with
 * `http.method`, `http.url`, `http.status` and a log span `http.span.N` of the time taken,
 * written as `@effect/platform`'s `HttpMiddleware.logger` writes it (same message,
 * annotations, span and failure lines). It lives here so that responses sent outside the
 * Effect app (the warm fast path, src/http/warm.ts) get the same line, with their span
 * numbered in the same sequence and a fiber id from the same counter.
 */
import { HttpMiddleware, HttpServerError, HttpServerRequest } from "@effect/platform"
import type { HttpApp } from "@effect/platform"
import { Cause, Context, Effect, FiberId, FiberRef, FiberRefs, HashMap, HashSet, List, Logger, LogLevel, LogSpan, type Runtime, Tracer } from "effect"
import { stderrLogfmtLogger, writeStderrLine } from "../pipeline/service/stderr-log.js"

const SENT = "Sent HTTP response"

export interface AccessLog {
  /** The access-log middleware for `HttpLayerRouter.serve` (in place of its built-in logger). */
  readonly middleware: <E, R>(app: HttpApp.Default<E, R>) => HttpApp.Default<E, R>
  /**
   * The writer of lines for responses sent outside the Effect app, with the loggers, level
   * and annotations of `runtime`: each line as the middleware would have written it for a
   * request whose span is `span`.
   */
  readonly sender: (runtime: Runtime.Runtime<never>) => (method: string, url: string, status: number, span: LogSpan.LogSpan) => void
  /** The span of a request that began at `startMs` (numbered in the middleware's sequence). */
  readonly span: (startMs: number) => LogSpan.LogSpan
}

// ---------------------------------------------------------------------------------------
// The line as Effect's `Logger.logfmtLogger` formats it for the access-log message at level
// INFO with no other annotation or span (the case of `risk serve`), without its generic
// formatting: under load this line is a large part of a warm request's cost. The test
// (test/http/access-log.test.ts) compares it with `Logger.logfmtLogger`'s own line.

const TEXT_ONLY = /^[^\s"=]*$/
const logfmtValue = (value: string): string => (TEXT_ONLY.test(value) ? value : JSON.stringify(value))

/** The annotations' part: `http.status=… http.method=… http.url=…` (the order in which their HashMap iterates). */
export const accessAnnotations = (method: string, url: string, status: number): string =>
  `http.status=${logfmtValue(String(status))} http.method=${logfmtValue(method)} http.url=${logfmtValue(url)}`

/**
 * `timestamp=… level=INFO fiber=#N message="Sent HTTP response" http.span.N=Dms http.status=… …`;
 * `annotations` from `accessAnnotations`. An ISO timestamp, `#N` and the span's label
 * (`http.span.N`) never need quoting or escaping, and `#N` is `FiberId.threadName` of a
 * single fiber id.
 */
export const accessLine = (date: Date, fiberId: FiberId.Runtime, span: LogSpan.LogSpan, annotations: string): string =>
  `timestamp=${date.toISOString()} level=INFO fiber=#${fiberId.id} message="${SENT}" ${span.label}=${date.getTime() - span.startTime}ms ${annotations}`

/** The annotations' part of the lines of GET 200 responses, per URL (a warm client asks for few). */
const MAX_KEPT_ANNOTATIONS = 4096

export const makeAccessLog = (): AccessLog => {
  let counter = 0
  const label = (): string => `http.span.${++counter}`

  const middleware = <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E, R> =>
    Effect.withFiberRuntime((fiber) => {
      const request = Context.unsafeGet(fiber.currentContext, HttpServerRequest.HttpServerRequest)
      return Effect.withLogSpan(
        Effect.flatMap(Effect.exit(app), (exit) => {
          if (fiber.getFiberRef(HttpMiddleware.loggerDisabled)) return exit
          if (exit._tag === "Failure") {
            const [response, cause] = HttpServerError.causeResponseStripped(exit.cause)
            return Effect.zipRight(
              Effect.annotateLogs(Effect.log(cause._tag === "Some" ? cause.value : "Sent HTTP Response"), {
                "http.method": request.method,
                "http.url": request.url,
                "http.status": response.status
              }),
              exit
            )
          }
          return Effect.zipRight(
            Effect.annotateLogs(Effect.log(SENT), {
              "http.method": request.method,
              "http.url": request.url,
              "http.status": exit.value.status
            }),
            exit
          )
        }),
        label()
      )
    })

  const sender = (runtime: Runtime.Runtime<never>) => {
    const refs = runtime.fiberRefs
    const logLevel = FiberRefs.getOrDefault(refs, FiberRef.currentLogLevel)
    if (
      FiberRefs.getOrDefault(refs, HttpMiddleware.loggerDisabled) ||
      LogLevel.greaterThan(FiberRefs.getOrDefault(refs, FiberRef.currentMinimumLogLevel), logLevel)
    ) {
      return () => {}
    }
    const loggers = FiberRefs.getOrDefault(refs, FiberRef.currentLoggers)
    const baseAnnotations = FiberRefs.getOrDefault(refs, FiberRef.currentLogAnnotations)
    const baseSpans = FiberRefs.getOrDefault(refs, FiberRef.currentLogSpan)
    // The server's own logger (src/pipeline/service/stderr-log.ts) and nothing else that writes: no other
    // logger but the tracer's, which writes nothing without a span; nothing annotated.
    const direct =
      HashSet.has(loggers, stderrLogfmtLogger) &&
      [...loggers].every((l) => l === stderrLogfmtLogger || l === Logger.tracerLogger) &&
      Context.getOption(FiberRefs.getOrDefault(refs, FiberRef.currentContext), Tracer.ParentSpan)._tag === "None" &&
      HashMap.isEmpty(baseAnnotations) &&
      List.isNil(baseSpans) &&
      logLevel === LogLevel.Info
    if (direct) {
      const kept = new Map<string, string>()
      const annotationsOf = (method: string, url: string, status: number): string => {
        if (method !== "GET" || status !== 200) return accessAnnotations(method, url, status)
        let text = kept.get(url)
        if (text === undefined) {
          if (kept.size >= MAX_KEPT_ANNOTATIONS) kept.clear()
          kept.set(url, (text = accessAnnotations(method, url, status)))
        }
        return text
      }
      return (method: string, url: string, status: number, span: LogSpan.LogSpan): void => {
        writeStderrLine(accessLine(new Date(), FiberId.unsafeMake(), span, annotationsOf(method, url, status)))
      }
    }
    return (method: string, url: string, status: number, span: LogSpan.LogSpan): void => {
      // As `Effect.annotateLogs` adds them (one `HashMap.set` per key, in this order).
      const annotations = baseAnnotations.pipe(
        HashMap.set("http.method", method as unknown),
        HashMap.set("http.url", url as unknown),
        HashMap.set("http.status", status as unknown)
      )
      const spans = List.prepend(baseSpans, span)
      // `Effect.log` hands its arguments to the loggers as an array; a fiber id from the fibers' counter.
      const fiberId = FiberId.unsafeMake()
      const date = new Date()
      for (const logger of loggers) {
        logger.log({ fiberId, logLevel, message: [SENT], cause: Cause.empty, context: refs, spans, annotations, date })
      }
    }
  }

  return { middleware, sender, span: (startMs) => LogSpan.make(label(), startMs) }
}
