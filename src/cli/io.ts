/**
 * Reading CLI inputs: a path or "-" for standard input.
 */
import { Effect } from "effect"
import { readFile } from "node:fs/promises"
import { InvalidRequest } from "../domain/errors.js"

const readStdin = (): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = []
    process.stdin.on("data", (c: Buffer) => chunks.push(c))
    process.stdin.on("end", () => resolve(Buffer.concat(chunks)))
    process.stdin.on("error", reject)
  })

/** The bytes of FILE, or of standard input when FILE is "-". */
export const readInputBytes = (file: string): Effect.Effect<Buffer, InvalidRequest> =>
  Effect.tryPromise({
    try: () => (file === "-" ? readStdin() : readFile(file)),
    catch: (e) =>
      new InvalidRequest({
        detail: `cannot read ${file === "-" ? "standard input" : file}: ${e instanceof Error ? e.message : String(e)}`
      })
  })

export const readInputText = (file: string): Effect.Effect<string, InvalidRequest> =>
  Effect.map(readInputBytes(file), (b) => b.toString("utf8"))

/** Parses JSON text, naming the file and the position of a syntax error. */
export const parseJson = (text: string, file: string): Effect.Effect<unknown, InvalidRequest> =>
  Effect.try({
    try: (): unknown => JSON.parse(text),
    catch: (e) =>
      new InvalidRequest({
        detail: `invalid JSON in ${file === "-" ? "standard input" : file}: ${e instanceof Error ? e.message : String(e)}`
      })
  })

export const printJson = (value: unknown): Effect.Effect<void> =>
  Effect.sync(() => {
    process.stdout.write(`${JSON.stringify(value, null, 2)}\n`)
  })
