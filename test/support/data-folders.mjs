/**
 * The four data folders beside the checkout that tests read, where each is looked for and
 * whether it is there. Plain JavaScript so that scripts/test-setup.mjs (run by plain Node
 * before `npm test`) and the tests (test/support/data.ts) share one list.
 *
 * The EDGAR mirror is `RISK_CORPUS_DIR` (default `../shared/edgar`, from the repository
 * root); the other three default to folders beside it. Unset or blank means the default.
 */
import { existsSync, readdirSync, statSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url))

const isDir = (p) => {
  try {
    return statSync(p).isDirectory()
  } catch {
    return false
  }
}

/** The folders, in the order the README and the summaries name them. */
export const DATA_FOLDERS = [
  {
    key: "edgar",
    name: "../shared/edgar",
    variable: "RISK_CORPUS_DIR",
    what: "an EDGAR-layout mirror of real filings (files/, submissions/, Archives/)",
    skipped: "the tests that read real filings (extraction, analysis and scoring of real 10-Ks, and the CLI, HTTP, MCP, Workspace and reliability tests that fetch them from the loopback EDGAR)",
    /** Why the folder does not count as present, or null when it does. */
    check: (path) => (!existsSync(path) ? "not found" : isDir(join(path, "Archives")) ? null : "has no Archives/ folder")
  },
  {
    key: "edgar-truth",
    name: "../shared/edgar-truth",
    variable: "RISK_TRUTH_DIR",
    what: "hand-checked truth files (one JSON per 10-K or 10-Q of the mirror: path, accession, sections)",
    skipped: "the tests that check extraction against the truth files or pick a mirror filing by its truth file",
    check: (path) =>
      !existsSync(path) ? "not found" : isDir(path) && readdirSync(path).some((f) => f.endsWith(".json")) ? null : "holds no .json truth file"
  },
  {
    key: "corpus",
    name: "../shared/corpus",
    variable: "RISK_MANIFEST_CORPUS_DIR",
    what: "the manifest corpus (manifest.json and the 10-K and 10-Q documents it lists)",
    skipped: "the tests over the manifest corpus (baseline and calibration, corpus listing, extraction at scale, the held-out red-flag labels)",
    check: (path) => (!existsSync(path) ? "not found" : existsSync(join(path, "manifest.json")) ? null : "has no manifest.json")
  },
  {
    key: "flags-truth",
    name: "../shared/flags-truth",
    variable: "RISK_FLAGS_TRUTH_DIR",
    what: "hand-labelled red-flag sentences of mirror filings (labels.jsonl)",
    skipped: "the red-flag evaluation against the labelled sentences",
    check: (path) => (!existsSync(path) ? "not found" : existsSync(join(path, "labels.jsonl")) ? null : "has no labels.jsonl")
  }
]

const setting = (env, variable) => {
  const v = env[variable]
  return v === undefined || v.trim() === "" ? undefined : v
}

/** Where a folder is looked for: its variable, else its default (the mirror's siblings beside the mirror). */
export const dataFolderPath = (key, env = process.env) => {
  const edgar = resolve(repoRoot, setting(env, "RISK_CORPUS_DIR") ?? "../shared/edgar")
  if (key === "edgar") return edgar
  const folder = DATA_FOLDERS.find((f) => f.key === key)
  if (folder === undefined) throw new Error(`unknown data folder: ${key}`)
  return resolve(repoRoot, setting(env, folder.variable) ?? join(dirname(edgar), key))
}

/** A folder with its path and, when it is missing, what is wrong and the one line a skipped test gives. */
export const dataFolder = (key, env = process.env) => {
  const folder = DATA_FOLDERS.find((f) => f.key === key)
  if (folder === undefined) throw new Error(`unknown data folder: ${key}`)
  const path = dataFolderPath(key, env)
  const problem = folder.check(path)
  const detail = problem === null ? null : problem === "not found" ? `not found at ${path}` : `${path} ${problem}`
  return {
    key: folder.key,
    name: folder.name,
    variable: folder.variable,
    what: folder.what,
    skipped: folder.skipped,
    path,
    present: problem === null,
    detail,
    reason: detail === null ? null : `needs ${folder.name} (${folder.variable}): ${detail}`
  }
}

export const dataFolders = (env = process.env) => DATA_FOLDERS.map((f) => dataFolder(f.key, env))

/** The missing ones among `keys`, in the order above, and the one line saying so; null when all are there. */
export const missingFolders = (keys, env = process.env) => {
  const missing = DATA_FOLDERS.filter((f) => keys.includes(f.key))
    .map((f) => dataFolder(f.key, env))
    .filter((f) => !f.present)
  return missing.length === 0 ? null : { folders: missing.map((f) => f.key), reason: missing.map((f) => f.reason).join("; ") }
}
