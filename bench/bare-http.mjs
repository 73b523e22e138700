// The reference for the warm-matrix load test: a bare Node `http` server answering each
// path with bytes fetched beforehand from `risk serve` (same bodies, same content type).
//   node bench/bare-http.mjs BODIES.json   (BODIES.json: { "/path?query": "<body>" })
// Prints {"port": N} once listening.
import { readFileSync } from "node:fs"
import { createServer } from "node:http"

const bodies = new Map(Object.entries(JSON.parse(readFileSync(process.argv[2], "utf8"))).map(([p, b]) => [p, Buffer.from(b)]))
const server = createServer((req, res) => {
  const body = bodies.get(req.url ?? "")
  if (body === undefined) {
    res.writeHead(404)
    res.end()
    return
  }
  res.writeHead(200, { "content-type": "application/json", "content-length": body.byteLength })
  res.end(body)
})
server.listen(0, "127.0.0.1", () => process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`))
process.on("SIGTERM", () => server.close(() => process.exit(0)))
