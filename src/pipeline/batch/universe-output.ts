/**
 * Where a universe screen writes its rows, chosen by the output's extension:
 *
 * - `.csv`: a header, then one RFC 4180 line per ticker;
 * - `.ndjson` / `.jsonl`: one JSON object per line;
 * - `.parquet`: rows go to a journal (`<out>.partial.ndjson`) as they come; at the end the
 *   Parquet file is written from it (typed columns, nullable) and the journal removed.
 *
 * Every row is written with a synchronous write as soon as it is known, so a kill loses at
 * most the line being written. Reopening an existing output keeps its complete rows (they
 * must be this run's tickers, in order, for the same fiscal year and form) up to the first
 * row that failed for a passing upstream reason; the file is cut there and the run goes on.
 */
import { Effect } from "effect"
import { closeSync, existsSync, openSync, readFileSync, renameSync, truncateSync, unlinkSync, writeFileSync, writeSync } from "node:fs"
import { extname } from "node:path"
import { parquetWriteBuffer } from "hyparquet-writer"
import { InvalidRequest } from "../../domain/errors.js"
import { type Cell, type Column, csvLine, parseCsv } from "./tabular.js"
import { type BatchSink, RETRYABLE_CODES, UNIVERSE_COLUMNS, type UniverseRow } from "./universe.js"

export type OutputFormat = "csv" | "ndjson" | "parquet"

export interface UniverseSink extends BatchSink<UniverseRow> {
  readonly path: string
  readonly format: OutputFormat
}

export interface SinkIdentity {
  readonly tickers: ReadonlyArray<string>
  readonly fiscalYear: number
  readonly form: string
  /** The quarter of a 10-Q run (null otherwise). */
  readonly quarter: string | null
  /** The scoring model's full name, as rows carry it in `scoring_model_version`. */
  readonly model: string
}

export const formatOf = (path: string): OutputFormat | null => {
  switch (extname(path).toLowerCase()) {
    case ".csv":
      return "csv"
    case ".ndjson":
    case ".jsonl":
      return "ndjson"
    case ".parquet":
      return "parquet"
    default:
      return null
  }
}

export const journalPath = (out: string): string => `${out}.partial.ndjson`

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e))

const ioError = (path: string, what: string) => (e: unknown) => new InvalidRequest({ detail: `cannot ${what} ${path}: ${message(e)}` })

// ---------------------------------------------------------------------------------------
// Typed cells.

const typed = (column: Column, raw: string): Cell => {
  if (raw === "") return null
  switch (column.type) {
    case "int":
    case "double": {
      const n = Number(raw)
      return Number.isFinite(n) ? n : null
    }
    case "boolean":
      return raw === "true"
    case "string":
      return raw
  }
}

export const rowValues = (row: UniverseRow, columns: ReadonlyArray<Column> = UNIVERSE_COLUMNS): Array<Cell> =>
  columns.map((c) => row[c.name] ?? null)

const ndjsonLine = (row: UniverseRow): string => {
  const ordered: Record<string, Cell> = {}
  for (const c of UNIVERSE_COLUMNS) ordered[c.name] = row[c.name] ?? null
  return `${JSON.stringify(ordered)}\n`
}

// ---------------------------------------------------------------------------------------
// Reading what an earlier run left.

interface Existing<Row = UniverseRow> {
  readonly rows: ReadonlyArray<Row>
  /** Byte offset just after each row. */
  readonly ends: ReadonlyArray<number>
  /** Byte offset where rows start (after the CSV header). */
  readonly start: number
}

const readCsv = (path: string, text: string): Effect.Effect<Existing, InvalidRequest> => {
  const parsed = parseCsv(text)
  const header = parsed.rows[0]
  const expected = UNIVERSE_COLUMNS.map((c) => c.name)
  if (header === undefined) return Effect.succeed({ rows: [], ends: [], start: 0 })
  if (header.join(",") !== expected.join(",")) {
    return Effect.fail(new InvalidRequest({ detail: `${path} is not a universe output of this version (its header differs); remove it or choose another --out` }))
  }
  const rows: Array<UniverseRow> = []
  const ends: Array<number> = []
  for (let i = 1; i < parsed.rows.length; i++) {
    const cells = parsed.rows[i]!
    if (cells.length !== expected.length) break
    const row: Record<string, Cell> = {}
    UNIVERSE_COLUMNS.forEach((c, j) => (row[c.name] = typed(c, cells[j]!)))
    rows.push(row)
    ends.push(Buffer.byteLength(text.slice(0, parsed.ends[i]!)))
  }
  return Effect.succeed({ rows, ends, start: Buffer.byteLength(text.slice(0, parsed.ends[0]!)) })
}

const readNdjson = (text: string): Existing<Record<string, unknown>> => {
  const rows: Array<Record<string, unknown>> = []
  const ends: Array<number> = []
  let offset = 0
  let bytes = 0
  for (;;) {
    const nl = text.indexOf("\n", offset)
    if (nl < 0) break
    const line = text.slice(offset, nl)
    let row: unknown
    try {
      row = JSON.parse(line)
    } catch {
      break
    }
    if (typeof row !== "object" || row === null || Array.isArray(row)) break
    bytes += Buffer.byteLength(line) + 1
    rows.push(row as Record<string, unknown>)
    ends.push(bytes)
    offset = nl + 1
  }
  return { rows, ends, start: 0 }
}

/**
 * How many leading rows of an earlier run to keep: up to the first that `retry` says failed
 * for a passing reason. Fails when a row is not this run's (`mismatch` says why).
 */
export const keepRows = <Row>(
  rows: ReadonlyArray<Row>,
  mismatch: (row: Row, n: number) => string | null,
  retry: (row: Row) => boolean,
  path: string
): Effect.Effect<number, InvalidRequest> => {
  let n = 0
  for (const row of rows) {
    const why = mismatch(row, n)
    if (why !== null) {
      return Effect.fail(new InvalidRequest({ detail: `${path} holds rows of another run (row ${n + 1}: ${why}); remove it or choose another --out` }))
    }
    if (retry(row)) break
    n++
  }
  return Effect.succeed(n)
}

const retryable = (row: { readonly status?: unknown; readonly error_code?: unknown }): boolean =>
  row.status === "error" && RETRYABLE_CODES.has(String(row.error_code))

/** How many leading rows of an earlier run to keep; fails when they belong to another run. */
export const keepCount = (rows: ReadonlyArray<UniverseRow>, id: SinkIdentity, path: string): Effect.Effect<number, InvalidRequest> =>
  keepRows(
    rows,
    (row, n) => {
      const want = id.tickers[n]
      if (want === undefined || row.ticker !== want || row.fiscal_year !== id.fiscalYear || row.form_type !== id.form) {
        return `${String(row.ticker)} ${String(row.form_type)} FY${String(row.fiscal_year)}, expected ${want ?? "no more rows"} ${id.form} FY${id.fiscalYear}`
      }
      const quarter = row.quarter === null || row.quarter === undefined || row.quarter === "" ? null : String(row.quarter)
      if (quarter !== id.quarter) return `${want} quarter ${quarter ?? "none"}, expected ${id.quarter ?? "none"}`
      if (row.scoring_model_version !== id.model) return `${want} scored by ${String(row.scoring_model_version)}, expected ${id.model}`
      return null
    },
    retryable,
    path
  )

// ---------------------------------------------------------------------------------------
// Parquet.

const PARQUET_TYPES = { string: "STRING", int: "INT32", double: "DOUBLE", boolean: "BOOLEAN" } as const

/** Writes rows as a Parquet file (atomically: a temporary file renamed into place). */
export const writeParquet = (path: string, rows: ReadonlyArray<UniverseRow>, columns: ReadonlyArray<Column> = UNIVERSE_COLUMNS): void => {
  const buffer = parquetWriteBuffer({
    columnData: columns.map((c) => ({
      name: c.name,
      type: PARQUET_TYPES[c.type],
      nullable: true,
      data: rows.map((r) => r[c.name] ?? null)
    })),
    kvMetadata: [{ key: "generator", value: "disclosure-risk universe" }]
  })
  const tmp = `${path}.tmp`
  writeFileSync(tmp, new Uint8Array(buffer))
  renameSync(tmp, path)
}

// ---------------------------------------------------------------------------------------
// Opening a sink.

/** Opens `file` for appending after its first `cut` bytes (the kept rows), writing `header` into an empty one. */
const openAppend = (file: string, cut: number | null, header: string | null): Effect.Effect<number, InvalidRequest> =>
  Effect.try({
    try: () => {
      if (cut !== null) truncateSync(file, cut)
      const handle = openSync(file, "a")
      if (header !== null) writeSync(handle, header)
      return handle
    },
    catch: ioError(file, "open")
  })

export const openSink = (path: string, id: SinkIdentity): Effect.Effect<UniverseSink, InvalidRequest> =>
  Effect.gen(function* () {
    const format = formatOf(path)
    if (format === null) {
      return yield* new InvalidRequest({
        detail: `--out must end in .csv, .ndjson (or .jsonl) or .parquet; got ${path}`,
        errors: [{ path: "out", message: "unknown output format" }]
      })
    }
    const file = format === "parquet" ? journalPath(path) : path
    let existing: Existing = { rows: [], ends: [], start: 0 }
    const exists = existsSync(file)
    if (exists) {
      const text = yield* Effect.try({ try: () => readFileSync(file, "utf8"), catch: ioError(file, "read") })
      existing = format === "csv" ? yield* readCsv(path, text) : (readNdjson(text) as Existing)
    }
    const keep = yield* keepCount(existing.rows, id, path)
    const kept = existing.rows.slice(0, keep)
    const fd = yield* openAppend(
      file,
      exists ? (keep === 0 ? existing.start : existing.ends[keep - 1]!) : null,
      format === "csv" && existing.start === 0 ? csvLine(UNIVERSE_COLUMNS.map((c) => c.name)) : null
    )
    let closed = false
    const write = (row: UniverseRow) =>
      Effect.try({
        try: () => {
          writeSync(fd, format === "csv" ? csvLine(rowValues(row)) : ndjsonLine(row))
        },
        catch: ioError(file, "write")
      })
    const finish = Effect.try({
      try: () => {
        if (closed) return
        closed = true
        closeSync(fd)
        if (format === "parquet") {
          const rows = readNdjson(readFileSync(file, "utf8")).rows as ReadonlyArray<UniverseRow>
          writeParquet(path, rows)
          unlinkSync(file)
        }
      },
      catch: ioError(path, "finish")
    })
    return { path, format, kept, write, finish }
  })

export interface NdjsonSinkSpec<Row> {
  /** A line read back as a row; null when it is not one of this kind of run's lines. */
  readonly decode: (line: unknown) => Row | null
  /** Why row n of the file is not this run's row n (null when it is). */
  readonly mismatch: (row: Row, n: number) => string | null
  /** The row failed for a passing reason: it and every row after it are redone. */
  readonly retry: (row: Row) => boolean
  /** The row as one JSON text (no newline). */
  readonly encode: (row: Row) => string
}

/**
 * An NDJSON output of any rows, with the universe's resume rules: an existing file's
 * complete lines are kept (they must be this run's, in order) up to the first row that
 * failed for a passing reason; the file is cut there and the run goes on. Each row is written
 * with a synchronous write as soon as it is known.
 */
export const openNdjsonSink = <Row>(path: string, spec: NdjsonSinkSpec<Row>): Effect.Effect<BatchSink<Row> & { readonly path: string }, InvalidRequest> =>
  Effect.gen(function* () {
    const exists = existsSync(path)
    const existing = exists ? readNdjson(yield* Effect.try({ try: () => readFileSync(path, "utf8"), catch: ioError(path, "read") })) : { rows: [], ends: [], start: 0 }
    const decoded: Array<Row> = []
    const keep = yield* keepRows(
      existing.rows,
      (raw, n) => {
        const row = spec.decode(raw)
        if (row === null) return "not a line of this command's output"
        decoded.push(row)
        return spec.mismatch(row, n)
      },
      () => spec.retry(decoded[decoded.length - 1]!),
      path
    )
    const kept = decoded.slice(0, keep)
    const fd = yield* openAppend(path, exists ? (keep === 0 ? 0 : existing.ends[keep - 1]!) : null, null)
    let closed = false
    const write = (row: Row) =>
      Effect.try({
        try: () => {
          writeSync(fd, `${spec.encode(row)}\n`)
        },
        catch: ioError(path, "write")
      })
    const finish = Effect.try({
      try: () => {
        if (closed) return
        closed = true
        closeSync(fd)
      },
      catch: ioError(path, "finish")
    })
    return { path, kept, write, finish }
  })
