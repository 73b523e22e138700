/**
 * /openapi.json against the rules of Redocly's `recommended` ruleset that apply to it
 * (checked here, without the linter): servers (no-empty-servers, no-server-trailing-slash,
 * no-server-example.com), a licence (info-license, info-license-strict), no unused component
 * (no-unused-components), no unresolved reference, every operation with a summary, a unique
 * URL-safe operationId, a 2xx response and its security (security-defined), a 4xx response
 * where it takes input, path parameters declared, tags described; and every route the server
 * answers is described (but /mcp, which service-spec.md keeps out of the route schema), as
 * the router records them. (The routes that take no input — /health, the descriptors, the
 * documentation — can answer no 4xx, so declare none: Redocly's operation-4xx-response, a
 * warning, names them.)
 */
import { HttpLayerRouter } from "@effect/platform"
import { Effect, Exit, Layer, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { resolveHttpOptions } from "../../src/http/middleware.js"
import { HttpRoutes } from "../../src/server/http.js"
import { FilingService, type FilingServiceShape } from "../../src/pipeline/service/filing-service.js"
import { type RunningService, startService } from "./support.js"

interface Operation {
  readonly operationId?: string
  readonly summary?: string
  readonly tags?: ReadonlyArray<string>
  readonly parameters?: ReadonlyArray<{ readonly name: string; readonly in: string; readonly required?: boolean }>
  readonly requestBody?: unknown
  readonly responses: Record<string, unknown>
  readonly security?: ReadonlyArray<Record<string, ReadonlyArray<string>>>
}

interface Document {
  readonly openapi: string
  readonly info: { readonly title: string; readonly version: string; readonly license?: { name?: string; url?: string; identifier?: string } }
  readonly servers?: ReadonlyArray<{ readonly url: string }>
  readonly security?: ReadonlyArray<unknown>
  readonly tags?: ReadonlyArray<{ readonly name: string; readonly description?: string }>
  readonly paths: Record<string, Record<string, Operation>>
  readonly components: Record<string, Record<string, unknown>>
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

let service: RunningService
let doc: Document

beforeAll(async () => {
  service = await startService()
  doc = (await (await fetch(`${service.url}/openapi.json`)).json()) as Document
})
afterAll(async () => {
  await service?.close()
})

const operations = (): Array<{ path: string; method: string; op: Operation }> =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ path, method, op }))
  )

/** Every `$ref` in a value. */
const refs = (value: unknown): Array<string> => {
  const out: Array<string> = []
  JSON.stringify(value, (key, v: unknown) => {
    if (key === "$ref" && typeof v === "string") out.push(v)
    return v
  })
  return out
}

/** The routes the server adds to its router (method, path), recorded while the routes are built. */
const servedRoutes = async (): Promise<Array<string>> => {
  const recorded: Array<string> = []
  const recording = Layer.effect(
    HttpLayerRouter.HttpRouter,
    Effect.map(HttpLayerRouter.make, (router) =>
      HttpLayerRouter.HttpRouter.of({
        ...router,
        add: (method, path, handler, options) => {
          recorded.push(`${method} ${path}`)
          return router.add(method, path, handler, options)
        },
        addAll: (routes) => {
          for (const r of routes) recorded.push(`${r.method} ${r.path}`)
          return router.addAll(routes)
        }
      })
    )
  )
  const service = Layer.succeed(FilingService, {} as FilingServiceShape)
  const scope = Effect.runSync(Scope.make())
  await Effect.runPromise(Layer.buildWithScope(HttpRoutes(resolveHttpOptions({})).pipe(Layer.provide(recording), Layer.provide(service)), scope))
  await Effect.runPromise(Scope.close(scope, Exit.void))
  return [...new Set(recorded)].sort()
}

describe("/openapi.json and Redocly's recommended rules", () => {
  it("declares a server, relative and without a trailing slash, and the licence", () => {
    expect(doc.servers?.length ?? 0).toBeGreaterThan(0)
    for (const s of doc.servers ?? []) {
      expect(s.url === "/" || !s.url.endsWith("/"), s.url).toBe(true)
      expect(s.url).not.toMatch(/example\.com/)
    }
    expect(doc.info.license?.name).toBe("Apache-2.0")
    expect(doc.info.license?.identifier ?? doc.info.license?.url).toBeTruthy()
  })

  it("every component is used and every reference resolves", () => {
    const all = refs({ paths: doc.paths, components: doc.components, security: doc.security })
    for (const ref of all) {
      const [, , kind, name] = ref.split("/")
      expect(doc.components[kind ?? ""]?.[name ?? ""], ref).toBeDefined()
    }
    const used = new Set(all)
    for (const op of operations()) for (const req of op.op.security ?? []) for (const scheme of Object.keys(req)) used.add(`#/components/securitySchemes/${scheme}`)
    const unused = Object.entries(doc.components).flatMap(([kind, entries]) =>
      Object.keys(entries).filter((name) => !used.has(`#/components/${kind}/${name}`)).map((name) => `${kind}/${name}`)
    )
    expect(unused).toEqual([])
  })

  it("every operation: a summary, a unique URL-safe operationId, a 2xx, its security, a 4xx when it takes input, its path parameters", () => {
    const ids = operations().map((o) => o.op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    const tags = new Map((doc.tags ?? []).map((t) => [t.name, t.description]))
    for (const { path, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`
      expect(op.summary, where).toBeTruthy()
      expect(op.operationId, where).toMatch(/^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]+$/)
      expect(Object.keys(op.responses).some((s) => /^2/.test(s)), where).toBe(true)
      expect(op.security, where).toBeDefined()
      if ((op.parameters?.length ?? 0) > 0 || op.requestBody !== undefined) expect(Object.keys(op.responses).some((s) => /^4/.test(s)), where).toBe(true)
      expect(Object.keys(op.responses), where).not.toContain("400")
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])
      expect((op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name), where).toEqual(inPath)
      for (const t of op.tags ?? []) expect(tags.get(t), `${where}: tag ${t}`).toBeTruthy()
    }
    // keyed routes say so; the descriptors, /health and the documentation need no key
    expect(doc.paths["/v1/company/{ticker}/disclosure-matrix"]?.["get"]?.security).toEqual([{ bearer: [] }, { apiKey: [] }, {}])
    expect(doc.paths["/workspace/company"]?.["get"]?.security).toEqual([{ bearer: [] }, { apiKey: [] }, {}])
    for (const p of ["/health", "/", "/widgets.json", "/docs", "/openapi.json"]) expect(doc.paths[p]?.["get"]?.security, p).toEqual([])
  })

  it("every route the server answers is described (but /mcp), and every described route is served", async () => {
    const served = (await servedRoutes()).filter((r) => !r.endsWith(" /mcp")).map((r) => r.replace(/:([A-Za-z_]+)/g, "{$1}")).sort()
    const described = operations().map((o) => `${o.method.toUpperCase()} ${o.path}`).sort()
    const undescribed = served.filter((r) => !described.includes(r))
    expect(undescribed, "served but not in /openapi.json: describe each in src/http/api.ts or src/server/openapi.ts").toEqual([])
    expect(described.filter((r) => !served.includes(r)), "in /openapi.json but not served").toEqual([])
    for (const p of ["/", "/widgets.json", "/apps.json", "/templates.json", "/agents.json", "/prompts.json", "/workspace/company", "/docs", "/openapi.json"]) {
      expect(Object.keys(doc.paths), p).toContain(p)
    }
    // /workspace/company answers HTML, errors included; the parameters service-spec.md names are there
    const company = doc.paths["/workspace/company"]!["get"]!
    expect(Object.keys((company.responses["200"] as { content: object }).content)).toEqual(["text/html"])
    expect(Object.keys((company.responses["404"] as { content: object }).content)).toEqual(["text/html"])
    expect(company.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(["ticker", "fiscal_year", "form_type", "quarter", "demo", "scoring_model_version"]))
    expect(company.parameters?.every((p) => p.required !== true)).toBe(true)
    // the page lists them too
    const page = await (await fetch(`${service.url}/docs`)).text()
    for (const p of ["/workspace/company", "/widgets.json", "/openapi.json"]) expect(page).toContain(`<code>${p}</code>`)
  })
})
