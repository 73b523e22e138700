import { describe, expect, it } from "vitest"
import { ping, startRedis } from "../support/redis.js"

describe("test support: startRedis", () => {
  it("starts a private server that answers PING and is gone after stop()", async () => {
    const server = await startRedis()
    try {
      expect(server.url).toBe(`redis://127.0.0.1:${server.port}`)
      expect(await ping(server.port)).toBe(true)
    } finally {
      await server.stop()
    }
    expect(await ping(server.port)).toBe(false)
  }, 30_000)

  it("fails loudly, naming the package, when redis-server is missing", async () => {
    await expect(startRedis({ bin: "/nonexistent/redis-server" })).rejects.toThrow(/not installed.*apt-get install redis-server/)
  })
})
