/**
 * The one in-process LRU (memory cache backend and pipeline memos): least recently used
 * entries go first, by entry count and by bytes; a read refreshes an entry; lifetimes
 * follow the caller's clock; an entry larger than the whole LRU is not kept.
 */
import { describe, expect, it } from "vitest"
import { Lru } from "../../src/cache/lru.js"

describe("Lru", () => {
  it("evicts the least recently used entry past its entry limit; a read refreshes an entry", () => {
    const lru = new Lru<string>({ maxEntries: 3, maxBytes: 1_000 })
    for (const k of ["a", "b", "c"]) lru.set(k, k.toUpperCase(), 10)
    expect(lru.get("a")).toBe("A") // a is now the most recent; b the least
    lru.set("d", "D", 10)
    expect([...lru.keys()]).toEqual(["c", "a", "d"])
    expect(lru.get("b")).toBeUndefined()
    lru.set("e", "E", 10)
    expect(lru.get("c")).toBeUndefined()
    expect([lru.get("a"), lru.get("d"), lru.get("e")]).toEqual(["A", "D", "E"])
    expect(lru.size).toBe(3)
  })

  it("evicts by bytes: as many least recently used entries as it takes", () => {
    const lru = new Lru<number>({ maxEntries: 100, maxBytes: 100 })
    lru.set("a", 1, 40)
    lru.set("b", 2, 40)
    lru.set("c", 3, 10)
    expect(lru.totalBytes).toBe(90)
    lru.get("a")
    lru.set("d", 4, 60) // 150 bytes: b (40) then c (10) go, a (refreshed) stays
    expect([...lru.keys()]).toEqual(["a", "d"])
    expect(lru.totalBytes).toBe(100)
  })

  it("replacing a key replaces its size; an entry larger than the limit is not kept and evicts nothing", () => {
    const lru = new Lru<string>({ maxEntries: 10, maxBytes: 50 })
    lru.set("a", "small", 10)
    lru.set("b", "other", 10)
    lru.set("a", "bigger", 30)
    expect(lru.totalBytes).toBe(40)
    expect(lru.set("huge", "x", 51)).toBe(false)
    expect(lru.get("huge")).toBeUndefined()
    expect([...lru.keys()]).toEqual(["b", "a"])
  })

  it("an entry expires with its lifetime on the caller's clock, and a zero entry limit keeps nothing", () => {
    let now = 1_000
    const lru = new Lru<string>({ maxEntries: 10, maxBytes: 100 }, () => now)
    lru.set("t", "v", 1, 500)
    lru.set("forever", "w", 1)
    now = 1_499
    expect(lru.get("t")).toBe("v")
    now = 1_500
    expect(lru.get("t")).toBeUndefined()
    expect(lru.get("forever", 10 ** 12)).toBe("w")
    expect([lru.hits, lru.misses]).toEqual([2, 1])
    const off = new Lru<string>({ maxEntries: 0, maxBytes: 100 })
    expect(off.set("a", "A", 1)).toBe(false)
    expect(off.size).toBe(0)
  })

  it("peek: the live value without refreshing it, counting it or removing an expired entry", () => {
    const lru = new Lru<string>({ maxEntries: 2, maxBytes: 100 }, () => 1_000)
    lru.set("a", "A", 1)
    lru.set("b", "B", 1, 50)
    expect(lru.peek("a")).toBe("A")
    expect(lru.peek("b", 1_049)).toBe("B")
    expect(lru.peek("b", 1_050)).toBeUndefined()
    expect(lru.peek("z")).toBeUndefined()
    expect([lru.hits, lru.misses, lru.size]).toEqual([0, 0, 2])
    expect([...lru.keys()]).toEqual(["a", "b"]) // a not refreshed
    lru.set("c", "C", 1)
    expect(lru.peek("a")).toBeUndefined() // a was still the least recently used
  })
})
