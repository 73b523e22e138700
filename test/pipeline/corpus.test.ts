/**
 * Reading corpora for the data commands: a manifest corpus (rows checked against their
 * sha256), an EDGAR-layout mirror (SIC from the filer's submissions file), several at once
 * (a document listed twice is kept once).
 */
import { Effect, Either } from "effect"
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, expect, it } from "vitest"
import { listCorpora, listCorpusDocuments, listManifestDocuments } from "../../src/pipeline/batch/corpus.js"
import { corpusDir } from "../support/corpus.js"
import { dataDir, withData } from "../support/data.js"

const manifestDir = dataDir("corpus")

interface Row {
  readonly path: string
  readonly cik: number
  readonly form: string
  readonly fiscal_year: number
  readonly sha256: string
  readonly sic: string | null
}

let work: string
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "risk-corpus-"))
})
afterAll(() => rmSync(work, { recursive: true, force: true }))

const smallManifest = (name: string, rows: ReadonlyArray<Row>): string => {
  const dir = join(work, name)
  for (const r of rows) {
    mkdirSync(join(dir, r.path, ".."), { recursive: true })
    if (!existsSync(join(dir, r.path))) symlinkSync(join(manifestDir, r.path), join(dir, r.path))
  }
  writeFileSync(join(dir, "manifest.json"), JSON.stringify(rows))
  return dir
}

withData("corpus").describe("corpora", () => {
  const all = () => JSON.parse(readFileSync(join(manifestDir, "manifest.json"), "utf8")) as Array<Row>

  it("reads a manifest corpus and checks every document's sha256", async () => {
    const rows = all().slice(0, 2)
    const dir = smallManifest("ok", rows)
    const docs = await Effect.runPromise(listManifestDocuments(dir))
    expect(docs).toHaveLength(2)
    for (const [i, d] of docs.entries()) {
      expect(d.cik).toBe(String(rows[i]!.cik))
      expect(d.form).toBe(rows[i]!.form)
      expect(d.fiscalYear).toBe(rows[i]!.fiscal_year)
      expect(d.sha256).toBe(createHash("sha256").update(readFileSync(join(manifestDir, rows[i]!.path))).digest("hex"))
      expect(d.source).toBe("manifest")
    }
    const tampered = smallManifest("tampered", [{ ...rows[0]!, sha256: "0".repeat(64) }])
    const bad = await Effect.runPromise(Effect.either(listManifestDocuments(tampered)))
    expect(Either.isLeft(bad) && bad.left.detail).toContain("differs from the manifest")
  })

  withData("edgar").it("reads the mirror's SIC from the filer's submissions file, never guesses it", async () => {
    const docs = await Effect.runPromise(listCorpusDocuments(corpusDir()))
    const apple = docs.filter((d) => d.cik === "320193")
    expect(apple.length).toBeGreaterThan(0)
    const subs = JSON.parse(readFileSync(join(corpusDir(), "submissions", "CIK0000320193.json"), "utf8")) as { sic: string }
    for (const d of apple) expect(d.sic).toBe(subs.sic)
    for (const d of docs) expect(d.sic === null || /^\d{3,4}$/.test(d.sic ?? "")).toBe(true)
  })

  it("keeps a document listed by two corpora once, in CIK order", async () => {
    const rows = all().slice(0, 3)
    const a = smallManifest("a", rows.slice(0, 2))
    const b = smallManifest("b", rows.slice(1, 3))
    const docs = await Effect.runPromise(listCorpora([a, b]))
    expect(docs).toHaveLength(3)
    expect(new Set(docs.map((d) => d.sha256)).size).toBe(3)
    const ciks = docs.map((d) => Number(d.cik))
    expect([...ciks].sort((x, y) => x - y)).toEqual(ciks)
  })
})
