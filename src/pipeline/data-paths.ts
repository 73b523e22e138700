/**
 * Where the data shipped with the package lives (`data/` beside `src/` and `dist/`). Resolved
 * from this module, two folders below the package's root, as the command line's bundle
 * (`dist/bundle/`) is: the same relative path holds in `src/`, `dist/` and the bundle.
 */
import { fileURLToPath } from "node:url"

/** The built-in boilerplate baseline. */
export const BUILTIN_BASELINE_PATH = fileURLToPath(new URL("../../data/metrics/boilerplate-baseline.json", import.meta.url))

/** The built-in calibration tables. */
export const BUILTIN_TABLES_PATH = fileURLToPath(new URL("../../data/calibration/percentiles.json", import.meta.url))
