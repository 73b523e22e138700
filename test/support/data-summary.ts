/**
 * vitest globalSetup: at the end of the run, how many tests were skipped because a data
 * folder is missing, grouped by the missing folders, with the files they are in. A
 * globalSetup rather than a reporter so that it prints whatever `--reporter` is given (CI
 * passes its own). Prints nothing when no test was skipped for data.
 */
import { relative } from "node:path"
import type { RunnerTask, RunnerTestFile } from "vitest"
import type { TestProject } from "vitest/node"
import { type DataFolderKey, missingFolders } from "./data-folders.mjs"
import type { MissingData } from "./data.js"

interface Group {
  readonly reason: string
  readonly files: Map<string, number>
  count: number
}

/**
 * Skipped tests by the reason line of their nearest `missingData` meta. With `current` (the
 * reason line the folders get as this run sees them), only reasons that are still true are
 * counted: a test of the guards themselves that points a variable elsewhere is not.
 */
export const skippedForData = (
  files: ReadonlyArray<RunnerTestFile>,
  root: string,
  current?: (folders: ReadonlyArray<DataFolderKey>) => string | null
): Array<Group> => {
  const groups = new Map<string, Group>()
  const visit = (task: RunnerTask, inherited: MissingData | undefined, file: string): void => {
    const missing = task.meta.missingData ?? inherited
    if (task.type === "suite") {
      for (const t of task.tasks) visit(t, missing, file)
      return
    }
    const skipped = task.mode === "skip" || task.result?.state === "skip"
    if (!skipped || missing === undefined) return
    if (current !== undefined && current(missing.folders) !== missing.reason) return
    const group = groups.get(missing.reason) ?? { reason: missing.reason, files: new Map<string, number>(), count: 0 }
    groups.set(missing.reason, group)
    group.count++
    group.files.set(file, (group.files.get(file) ?? 0) + 1)
  }
  for (const f of files) visit(f, undefined, relative(root, f.filepath))
  return [...groups.values()].sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason))
}

export const summaryLines = (groups: ReadonlyArray<Group>): Array<string> => {
  if (groups.length === 0) return []
  const total = groups.reduce((n, g) => n + g.count, 0)
  const lines = [``, ` Skipped for missing test data: ${total} test${total === 1 ? "" : "s"} (see the README, "Test data")`]
  for (const g of groups) {
    lines.push(`   ${g.count} test${g.count === 1 ? "" : "s"}: ${g.reason}`)
    for (const [file, n] of [...g.files].sort(([a], [b]) => a.localeCompare(b))) lines.push(`       ${String(n).padStart(4)}  ${file}`)
  }
  return lines
}

export default function setup(project: TestProject): () => void {
  return () => {
    const current = (folders: ReadonlyArray<DataFolderKey>) => missingFolders(folders)?.reason ?? null
    const lines = summaryLines(skippedForData(project.vitest.state.getFiles(), project.config.root, current))
    if (lines.length > 0) process.stdout.write(`${lines.join("\n")}\n`)
  }
}
