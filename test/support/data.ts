/**
 * Tests that read the data folders beside the checkout (../shared/edgar, edgar-truth, corpus,
 * flags-truth; see data-folders.mjs) run when their folders are there and are skipped,
 * with one line naming each missing folder and its variable, when they are not:
 *
 *   withData("edgar", "edgar-truth").describe("extraction against the truth files", () => { … })
 *   withData("edgar").it("scores AAPL 2025 from the mirror", async () => { … })
 *
 * A skipped describe's hooks do not run, so its `beforeAll` may start the loopback EDGAR over
 * the mirror; its body still runs to collect the test names, so it must not read data there.
 * The reason is kept in the test's (or suite's) meta, `missingData`; the end-of-run summary
 * (data-summary.ts) counts the skipped tests by it.
 */
import { mkdirSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, it, type TestFunction, type TestOptions } from "vitest"
import { getCurrentSuite } from "vitest/suite"
import { dataFolder, dataFolderPath, type DataFolderKey, missingFolders } from "./data-folders.mjs"

export type { DataFolderKey } from "./data-folders.mjs"
export { dataFolder, dataFolders, DATA_FOLDERS } from "./data-folders.mjs"

export interface MissingData {
  readonly folders: ReadonlyArray<DataFolderKey>
  /** "needs ../shared/edgar-truth (RISK_TRUTH_DIR): not found at /abs/path" (several joined with "; "). */
  readonly reason: string
}

declare module "vitest" {
  interface TaskMeta {
    missingData?: MissingData
  }
}

/** Where a folder is looked for (whether or not it is there). */
export const dataDir = (key: DataFolderKey): string => dataFolderPath(key)

/** Whether every one of the folders is there. */
export const hasData = (...keys: ReadonlyArray<DataFolderKey>): boolean => keys.every((k) => dataFolder(k).present)

/** The missing ones among `keys` (in the README's order) and the one line saying so, or null when all are there. */
export const missingData = (...keys: ReadonlyArray<DataFolderKey>): MissingData | null => missingFolders(keys)

/** The mirror when it is there, else an empty folder: for a loopback EDGAR that tests needing no filing also use. */
export const edgarRoot = (): string => {
  if (hasData("edgar")) return dataDir("edgar")
  const empty = join(tmpdir(), "disclosure-risk-tests-no-edgar-mirror")
  mkdirSync(empty, { recursive: true })
  return empty
}

type SuiteBody = () => void

export interface DataGuard {
  /** `describe`, or, with a folder missing, the same suite skipped (hooks not run) with the reason in its meta. */
  describe(name: string, fn: SuiteBody): void
  describe(name: string, options: TestOptions, fn: SuiteBody): void
  /** `it`, or, with a folder missing, the test skipped with the reason in its meta. */
  it(name: string, fn: TestFunction, timeout?: number): void
  it(name: string, options: TestOptions, fn: TestFunction): void
}

/** Guards for tests that need these data folders. */
export const withData = (...keys: ReadonlyArray<DataFolderKey>): DataGuard => {
  const missing = missingData(...keys)
  return {
    describe: (name: string, a: TestOptions | SuiteBody, b?: SuiteBody): void => {
      const [options, fn] = typeof a === "function" ? [{}, a] : [a, b ?? (() => {})]
      // with a folder missing, the same suite in skip mode, the reason in its meta
      const suite = describe(name, missing === null ? options : { ...options, skip: true }, fn).suite
      if (missing !== null && suite) suite.meta.missingData = missing
    },
    it: (name: string, a: TestOptions | TestFunction, b?: TestFunction | number): void => {
      if (missing === null) {
        if (typeof a === "function") it(name, a, typeof b === "number" ? b : undefined)
        else it(name, a, typeof b === "function" ? b : undefined)
        return
      }
      getCurrentSuite().task(name, { skip: true, meta: { missingData: missing } })
    }
  }
}
