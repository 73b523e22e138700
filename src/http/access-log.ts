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
import { Cause, Context, Effect, FiberId, FiberRef, FiberRefs, HashMap, List, LogLevel, LogSpan, type Runtime } from "effect"

const SENT = "Sent HTTP response"

export interface AccessLog {
  /** The access-log middleware for `HttpLayerRouter.serve` (in place of its built-in logger). */
  readonly middleware: <E, R>(app: HttpApp.Default<E, R>) => HttpApp.Default<E, R>
  /**
   * A line for a response sent outside the Effect app, with the loggers, level and
   * annotations of `runtime`, as the middleware would have written it for a request whose
   * span is `span`.
   */
  readonly sent: (runtime: Runtime.Runtime<never>, method: string, url: string, status: number, span: LogSpan.LogSpan) => void
  /** The span of a request that began at `startMs` (numbered in the middleware's sequence). */
  readonly span: (startMs: number) => LogSpan.LogSpan
}

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

  const sent = (runtime: Runtime.Runtime<never>, method: string, url: string, status: number, span: LogSpan.LogSpan): void => {
    const refs = runtime.fiberRefs
    if (FiberRefs.getOrDefault(refs, HttpMiddleware.loggerDisabled)) return
    const logLevel = FiberRefs.getOrDefault(refs, FiberRef.currentLogLevel)
    if (LogLevel.greaterThan(FiberRefs.getOrDefault(refs, FiberRef.currentMinimumLogLevel), logLevel)) return
    const loggers = FiberRefs.getOrDefault(refs, FiberRef.currentLoggers)
    // As `Effect.annotateLogs` adds them (one `HashMap.set` per key, in this order).
    const annotations = FiberRefs.getOrDefault(refs, FiberRef.currentLogAnnotations).pipe(
      HashMap.set("http.method", method as unknown),
      HashMap.set("http.url", url as unknown),
      HashMap.set("http.status", status as unknown)
    )
    const spans = List.prepend(FiberRefs.getOrDefault(refs, FiberRef.currentLogSpan), span)
    // `Effect.log` hands its arguments to the loggers as an array; a fiber id from the fibers' counter.
    const fiberId = FiberId.unsafeMake()
    const date = new Date()
    for (const logger of loggers) {
      logger.log({ fiberId, logLevel, message: [SENT], cause: Cause.empty, context: refs, spans, annotations, date })
    }
  }

  return { middleware, sent, span: (startMs) => LogSpan.make(label(), startMs) }
}
