/**
 * Where a worker thread's bundle (dist/bundle/<name>.cjs) is, seen from dist/pipeline/analysis/ or, inside the command
 * line's bundle, from beside it; null without a build.
 */
import { existsSync } from "node:fs"
import { fileURLToPath } from "node:url"

export const workerBundle = (name: string): string | null => {
  for (const relative of [`../../bundle/${name}.cjs`, `./${name}.cjs`]) {
    try {
      const path = fileURLToPath(new URL(relative, import.meta.url))
      if (existsSync(path)) return path
    } catch {
      // not a file URL
    }
  }
  return null
}
