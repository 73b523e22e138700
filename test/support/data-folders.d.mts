export type DataFolderKey = "edgar" | "edgar-truth" | "corpus" | "flags-truth"

export interface DataFolder {
  readonly key: DataFolderKey
  /** How the README names it: `../shared/edgar`, … */
  readonly name: string
  /** The variable that points at it. */
  readonly variable: string
  /** What it holds. */
  readonly what: string
  /** What is skipped without it. */
  readonly skipped: string
  /** Absolute path where it is looked for. */
  readonly path: string
  readonly present: boolean
  /** When missing: "not found at /abs/path" or "/abs/path has no Archives/ folder"; else null. */
  readonly detail: string | null
  /** When missing: "needs ../shared/edgar-truth (RISK_TRUTH_DIR): not found at /abs/path"; else null. */
  readonly reason: string | null
}

export declare const repoRoot: string
export declare const DATA_FOLDERS: ReadonlyArray<{
  readonly key: DataFolderKey
  readonly name: string
  readonly variable: string
  readonly what: string
  readonly skipped: string
  readonly check: (path: string) => string | null
}>
export declare const dataFolderPath: (key: DataFolderKey, env?: Record<string, string | undefined>) => string
export declare const dataFolder: (key: DataFolderKey, env?: Record<string, string | undefined>) => DataFolder
export declare const dataFolders: (env?: Record<string, string | undefined>) => ReadonlyArray<DataFolder>
export declare const missingFolders: (
  keys: ReadonlyArray<DataFolderKey>,
  env?: Record<string, string | undefined>
) => { readonly folders: ReadonlyArray<DataFolderKey>; readonly reason: string } | null
