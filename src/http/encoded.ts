/**
 * Encoded responses kept with the result they were made from. A warm request for a filing
 * gets the same result object back from the service (its in-process memo); the JSON bytes
 * of each response shape made from that object are kept beside it (a WeakMap: they go when
 * the result is evicted), so a repeated request skips the Schema encode and JSON.stringify
 * of a ~20 KB body. The bytes are exactly those the endpoint's schema would produce.
 */
import { HttpServerResponse } from "@effect/platform"
import { Effect, Schema } from "effect"

/** Shapes kept per result; beyond it the oldest goes (the shapes a client asks for are few). */
const MAX_SHAPES_PER_RESULT = 16

export const makeEncodedResponses = <A, I>(schema: Schema.Schema<A, I>) => {
  const encode = Schema.encode(schema)
  const byResult = new WeakMap<object, Map<string, Uint8Array>>()
  const encoder = new TextEncoder()
  /** The bytes kept for `shape` of `result`, if any (what `respond` would send without encoding). */
  const kept = (result: object, shape: string): Uint8Array | undefined => byResult.get(result)?.get(shape)
  /** The response for `shape` of `result`, built by `body` and encoded once (a body that does not encode is a defect). */
  const respond = (result: object, shape: string, body: () => A): Effect.Effect<HttpServerResponse.HttpServerResponse> =>
    Effect.suspend(() => {
      const bytes = kept(result, shape)
      if (bytes !== undefined) return Effect.succeed(response(bytes))
      return Effect.map(Effect.orDie(encode(body())), (encoded) => {
        const fresh = encoder.encode(JSON.stringify(encoded))
        let shapes = byResult.get(result)
        if (shapes === undefined) byResult.set(result, (shapes = new Map()))
        if (shapes.size >= MAX_SHAPES_PER_RESULT) shapes.delete(shapes.keys().next().value as string)
        shapes.set(shape, fresh)
        return response(fresh)
      })
    })
  return { respond, kept }
}

const response = (bytes: Uint8Array): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.uint8Array(bytes, { contentType: "application/json" })
