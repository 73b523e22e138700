/**
 * The section diffs of a one-shot analysis in a worker thread (./diff-thread.ts): the pairs of
 * texts come in one message, their diffs (`diffSection`, the same function as in process) go
 * back in one, in the same order, and the worker ends. Its bundle holds the diff and nothing
 * else.
 *
 * Message in: `{ pairs }`. Out: `{ diffs }`.
 */
import { parentPort } from "node:worker_threads"
import { diffSection } from "../../diff/diff.js"
import type { SectionDiff } from "../../diff/schema.js"
import type { DiffPair } from "./analyze.js"

export interface DiffWorkerIn {
  readonly pairs: ReadonlyArray<DiffPair>
}

export interface DiffWorkerOut {
  readonly diffs: ReadonlyArray<SectionDiff>
}

const port = parentPort
if (port !== null) {
  port.once("message", (message: DiffWorkerIn) => {
    port.postMessage({ diffs: message.pairs.map((p) => diffSection(p.current, p.prior)) } satisfies DiffWorkerOut)
    // nothing more to do: the worker ends
    port.close()
  })
}
