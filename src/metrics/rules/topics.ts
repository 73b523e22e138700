/**
 * A family's topic, tested on every sentence (`anyOf`). A topic is a long alternation (the
 * investigations' holds four copies of the list of authorities, ≈ 96,000 characters), and V8 scans
 * text for a very long alternation of case-folded words slowly, and compiles it at length on its
 * first test. So a topic is tested as its alternatives (`topicUnits`): `A|B|…` as `A`, `B`, …, and an
 * alternative made of one group of alternatives between a prefix and a suffix (`P(?:C|D|…)S`, the
 * group not repeated) as `P(?:C)S`, `P(?:D)S`, …, which match where it matches. Each is run only on a
 * text that holds a word of each of its needs (`topicRequirementsOf`, the words every match of it
 * contains, compared in lower case), and compiled on the first such text: most sentences of a filing
 * hold the words of none. The words of all of a topic's alternatives are found in one pass over the
 * text (`wordScanner`). A regex with a `g` or `y` flag (whose test reads and sets `lastIndex`) or a
 * backreference is tested whole.
 */
import { topicRequirementsOf } from "./needs.js"
import { TOPIC_UNITS } from "./needs-table.js"
import { wordScanner } from "./word-scan.js"

type Needs = ReadonlyArray<ReadonlyArray<string>>

/** The tests `anyOf` made, per regex. */
const tests = new WeakMap<RegExp, (text: string) => boolean>()

/** `re.test(text)` for a rule read on every sentence (a family's topic). */
export const anyOf = (re: RegExp): ((text: string) => boolean) => {
  let test = tests.get(re)
  if (test === undefined) {
    test = re.global || re.sticky || /\\(?:[1-9]|k<)/.test(re.source) ? (text) => re.test(text) : topicTest(re)
    tests.set(re, test)
  }
  return test
}

const topicTest = (re: RegExp): ((text: string) => boolean) => {
  const units = TOPIC_UNITS.get(re.source) ?? topicUnits(re.source)
  const flags = re.flags
  const regexes: Array<RegExp | undefined> = new Array(units.length)
  const run = (i: number, text: string): boolean => {
    let r = regexes[i]
    if (r === undefined) {
      r = new RegExp((units[i] as readonly [string, Needs | null])[0], flags)
      regexes[i] = r
    }
    return r.test(text)
  }
  // the alternatives run on every text, and for the others, the ids of each need's words and, per word, the alternatives whose first need holds it
  const always: Array<number> = []
  const scanner = wordScanner(units.flatMap(([, needs]) => (needs ?? []).flat()))
  const needIds: Array<ReadonlyArray<Int32Array>> = []
  const byFirstWord: Array<Array<number>> = Array.from({ length: scanner.seen.length }, () => [])
  units.forEach(([, needs], i) => {
    if (needs === null) {
      always.push(i)
      needIds.push([])
      return
    }
    const ids = needs.map((need) => Int32Array.from(need, scanner.idOf))
    needIds.push(ids)
    for (const id of ids[0] as Int32Array) (byFirstWord[id] as Array<number>).push(i)
  })
  const seen = scanner.seen
  const found = scanner.found
  const tried = new Uint32Array(units.length)
  /** Whether the last text scanned holds a word of each need of alternative `i` after its first. */
  const holdsRest = (i: number, stamp: number): boolean => {
    const ids = needIds[i] as ReadonlyArray<Int32Array>
    for (let n = 1; n < ids.length; n++) {
      const need = ids[n] as Int32Array
      let one = false
      for (let k = 0; k < need.length && !one; k++) one = seen[need[k] as number] === stamp
      if (!one) return false
    }
    return true
  }
  /** Each test's number: alternative `i` has been tried in this test when `tried[i]` is it. */
  let call = 0
  return (text) => {
    for (const i of always) if (run(i, text)) return true
    const count = scanner.scan(text)
    const stamp = scanner.stamp()
    call++
    for (let f = 0; f < count; f++)
      for (const i of byFirstWord[found[f] as number] as Array<number>) {
        if (tried[i] === call) continue
        tried[i] = call
        if (holdsRest(i, stamp) && run(i, text)) return true
      }
    return false
  }
}

/**
 * A topic's alternatives as `anyOf` tests them, each with what every match of it contains (null:
 * nothing known, run on every text): its top-level alternatives, and in place of one whose matches
 * contain no such words (a group of many alternatives: `\b(?:C|D|…)\b`), its longest group of
 * alternatives (not repeated) distributed over its prefix and suffix.
 */
export const topicUnits = (source: string): Array<readonly [string, Needs | null]> => {
  const { alternatives } = topLevel(source)
  return alternatives.flatMap((a) => {
    const needs = alternatives.length > 1 ? topicRequirementsOf(a) : null
    if (needs !== null) return [[a, needs] as const]
    return (distributed(a) ?? [a]).map((unit) => [unit, topicRequirementsOf(unit)] as const)
  })
}

/** `P(?:C|D|…)S` as `P(?:C)S`, `P(?:D)S`, … for the longest group of alternatives of `source` (one alternative) that is not repeated, or null when there is none. */
const distributed = (source: string): Array<string> | null => {
  let best: { open: number; close: number } | null = null
  for (const g of topLevel(source).groups)
    if (!g.repeated && source.startsWith("(?:", g.open) && (best === null || g.close - g.open > best.close - best.open)) best = g
  if (best === null) return null
  const inner = topLevel(source.slice(best.open + 3, best.close)).alternatives
  if (inner.length === 1) return null
  const prefix = source.slice(0, best.open)
  const suffix = source.slice(best.close + 1)
  return inner.map((a) => `${prefix}(?:${a})${suffix}`)
}

/** A source's alternatives at its top level, and its top-level groups (index of "(" and of its ")", and whether a quantifier follows). */
const topLevel = (source: string): { alternatives: Array<string>; groups: Array<{ open: number; close: number; repeated: boolean }> } => {
  const alternatives: Array<string> = []
  const groups: Array<{ open: number; close: number; repeated: boolean }> = []
  let depth = 0
  let inClass = false
  let start = 0
  let open = -1
  for (let i = 0; i < source.length; i++) {
    const c = source[i]
    if (c === "\\") i++
    else if (inClass) inClass = c !== "]"
    else if (c === "[") inClass = true
    else if (c === "(") {
      if (depth === 0) open = i
      depth++
    } else if (c === ")") {
      depth--
      if (depth === 0) groups.push({ open, close: i, repeated: "?*+{".includes(source[i + 1] ?? "") })
    } else if (c === "|" && depth === 0) {
      alternatives.push(source.slice(start, i))
      start = i + 1
    }
  }
  alternatives.push(source.slice(start))
  return { alternatives, groups }
}
