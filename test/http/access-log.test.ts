/**
 * The access-log line written directly for `risk serve` (src/http/access-log.ts) is the line
 * Effect's `Logger.logfmtLogger` formats for the same message, span and annotations.
 */
import { Cause, FiberId, FiberRefs, HashMap, List, Logger, LogLevel, LogSpan } from "effect"
import { describe, expect, it } from "vitest"
import { accessAnnotations, accessLine } from "../../src/http/access-log.js"

const logfmt = (date: Date, fiberId: FiberId.Runtime, span: LogSpan.LogSpan, method: string, url: string, status: number): string =>
  Logger.logfmtLogger.log({
    fiberId,
    logLevel: LogLevel.Info,
    message: ["Sent HTTP response"],
    cause: Cause.empty,
    context: FiberRefs.unsafeMake(new Map()),
    spans: List.of(span),
    // as Effect.annotateLogs adds them
    annotations: HashMap.empty<string, unknown>().pipe(
      HashMap.set("http.method", method as unknown),
      HashMap.set("http.url", url as unknown),
      HashMap.set("http.status", status as unknown)
    ),
    date
  })

describe("the direct access-log line", () => {
  it("equals Logger.logfmtLogger's line", () => {
    const urls = [
      "/v1/company/AAPL/disclosure-matrix?fiscal_year=2025",
      "/v1/company/aapl/disclosure-matrix?fiscal_year=2025&include=metrics,provenance&fields=overall,components",
      "/health",
      "/v1/company/A%20B/disclosure-matrix?fiscal_year=2025&x=\"quoted\"",
      "/v1/company/ÄÖ/disclosure-matrix?fiscal_year=2025&tier=lite\\back"
    ]
    let n = 0
    for (const url of urls) {
      for (const status of [200, 404, 422]) {
        for (const method of ["GET", "HEAD"]) {
          n += 1
          const date = new Date(1_764_000_000_000 + n * 7)
          const span = LogSpan.make(`http.span.${n}`, date.getTime() - n)
          const fiberId = FiberId.runtime(1000 + n, date.getTime())
          expect(accessLine(date, fiberId, span, accessAnnotations(method, url, status))).toBe(logfmt(date, fiberId, span, method, url, status))
        }
      }
    }
  })
})
