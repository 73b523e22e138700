/**
 * The /docs page: the OpenAPI document rendered as static HTML (no scripts, no external
 * assets), so it works offline and under a strict Content-Security-Policy.
 */
import { type OpenApi } from "@effect/platform"

const escape = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c)

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)

/**
 * Inline Markdown of a description, escaped first: `code`, **strong**, [text](https://…)
 * links; blank lines separate paragraphs (the caller wraps the first).
 */
export const inlineMarkdown = (s: string): string =>
  escape(s)
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g, '<a href="$2">$1</a>')
    .replace(/\n\s*\n/g, "</p><p>")

/** A one-line description of a JSON schema: a reference, a type, an enum. */
const describeSchema = (schema: unknown): string => {
  if (!isRecord(schema)) return ""
  const ref = schema["$ref"]
  if (typeof ref === "string") {
    const name = ref.split("/").pop() ?? ref
    return `<a href="#schema-${escape(name)}">${escape(name)}</a>`
  }
  const en = schema["enum"]
  if (Array.isArray(en)) return en.map((v) => `<code>${escape(String(v))}</code>`).join(" | ")
  for (const key of ["anyOf", "oneOf"] as const) {
    const members = schema[key]
    if (Array.isArray(members)) return members.map(describeSchema).join(" | ")
  }
  const type = schema["type"]
  if (type === "array") return `array of ${describeSchema(schema["items"]) || "items"}`
  const parts: Array<string> = []
  if (typeof type === "string") parts.push(escape(type))
  for (const k of ["minimum", "maximum", "minItems", "maxItems", "pattern"] as const) {
    const v = schema[k]
    if (v !== undefined) parts.push(`${k} ${escape(String(v))}`)
  }
  return parts.join(", ")
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const

const STYLE = `
body{font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1f2933;background:#f7f8fa}
main{max-width:1100px;margin:0 auto;padding:24px}
h1{margin:0 0 4px}h2{margin-top:40px;border-bottom:1px solid #d9dee5;padding-bottom:4px}
.op{background:#fff;border:1px solid #d9dee5;border-radius:8px;margin:16px 0;padding:12px 16px}
.m{display:inline-block;min-width:56px;text-align:center;border-radius:4px;padding:2px 8px;color:#fff;font-weight:600;font-size:13px;margin-right:8px}
.get{background:#2563eb}.post{background:#16a34a}.put,.patch{background:#ea580c}.delete{background:#dc2626}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:13px}
pre{background:#f1f3f6;padding:12px;overflow:auto;border-radius:6px}
table{border-collapse:collapse;width:100%;margin:8px 0}th,td{text-align:left;border-bottom:1px solid #eceff3;padding:4px 8px;vertical-align:top}
th{font-weight:600;color:#52606d}.req{color:#dc2626}
`

/** The HTML page of an OpenAPI document. */
export const renderDocs = (spec: OpenApi.OpenAPISpec): string => {
  const out: Array<string> = []
  out.push(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`)
  out.push(`<title>${escape(spec.info.title)} ${escape(spec.info.version)} API</title><style>${STYLE}</style></head><body><main>`)
  out.push(`<h1>${escape(spec.info.title)} <small>${escape(spec.info.version)}</small></h1>`)
  if (spec.info.description) out.push(`<p>${inlineMarkdown(spec.info.description)}</p>`)
  out.push(`<p>Machine-readable document: <a href="/openapi.json">/openapi.json</a></p><h2>Routes</h2>`)
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method]
      if (op === undefined) continue
      out.push(`<section class="op" id="${escape(op.operationId)}"><div><span class="m ${method}">${method.toUpperCase()}</span><code>${escape(path)}</code></div>`)
      if (op.summary) out.push(`<p><strong>${escape(op.summary)}</strong></p>`)
      if (op.description) out.push(`<p>${inlineMarkdown(op.description)}</p>`)
      if (op.parameters.length > 0) {
        out.push(`<table><tr><th>parameter</th><th>in</th><th>schema</th><th>description</th></tr>`)
        for (const p of op.parameters) {
          const schema: unknown = p.schema
          const description = isRecord(schema) && typeof schema["description"] === "string" ? schema["description"] : (p.description ?? "")
          out.push(
            `<tr><td><code>${escape(p.name)}</code>${p.required ? ' <span class="req">required</span>' : ""}</td><td>${escape(p.in)}</td><td>${describeSchema(schema)}</td><td>${inlineMarkdown(description)}</td></tr>`
          )
        }
        out.push(`</table>`)
      }
      const body = op.requestBody?.content["application/json"]
      if (body !== undefined) out.push(`<p>Body (application/json): ${describeSchema(body.schema)}</p>`)
      out.push(`<table><tr><th>status</th><th>description</th><th>body</th></tr>`)
      for (const [status, response] of Object.entries(op.responses)) {
        const schema = response.content?.["application/json"]?.schema
        out.push(`<tr><td>${escape(status)}</td><td>${inlineMarkdown(response.description)}</td><td>${schema === undefined ? "" : describeSchema(schema)}</td></tr>`)
      }
      out.push(`</table></section>`)
    }
  }
  out.push(`<h2>Schemas</h2>`)
  for (const [name, schema] of Object.entries(spec.components.schemas)) {
    out.push(
      `<details id="schema-${escape(name)}"><summary><code>${escape(name)}</code></summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`
    )
  }
  out.push(`</main></body></html>`)
  return out.join("\n")
}
