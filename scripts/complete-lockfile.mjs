#!/usr/bin/env node
// Adds lockfile entries for the optional platform packages (other operating systems and
// CPUs) that `npm install` leaves out of package-lock.json when the registry in use serves
// only this platform's binaries; without them `npm ci` rejects the lockfile as out of sync.
// Each entry records the exact version the parent pins and is marked optional, so npm
// skips it where it cannot be installed. Run after changing dependencies:
//   npm install && node scripts/complete-lockfile.mjs && npm ci
import { readFileSync, writeFileSync } from "node:fs"

const path = new URL("../package-lock.json", import.meta.url)
const lock = JSON.parse(readFileSync(path, "utf8"))
const packages = lock.packages
let added = 0

for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`
    if (packages[nested] || packages[`node_modules/${name}`]) continue
    if (!/^\d+\.\d+\.\d+/.test(spec)) {
      console.error(`skipped ${name}@${spec}: not an exact version`)
      continue
    }
    packages[`node_modules/${name}`] = { version: spec, optional: true }
    added++
  }
}

const order = ([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0)
lock.packages = Object.fromEntries(Object.entries(packages).sort(order))
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`${added} optional platform entries added`)
