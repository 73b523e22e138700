/**
 * Every red-flag rule's template as `requirementsOf` reads it, with what it reads: the table the
 * build writes into the command line's bundle (./needs-table.ts). Imports every module that makes
 * rules, so that all of them are made.
 */
import { madeReads } from "./compile.js"
import "./company.js"
import "./events-engine.js"
import { EVENT_RULES } from "./families/index.js"
import "./follow-ons.js"
import "./guards.js"
import { requirementsOf } from "./needs.js"
import { topicUnits } from "./topics.js"

/** [template as read, its needs] for every rule made, each template once, in the order made. */
export const needsAhead = (): Array<readonly [string, ReadonlyArray<ReadonlyArray<string>> | null]> =>
  [...new Set(madeReads())].map((read) => [read, requirementsOf(read)] as const)

/** Every family's topic source with its alternatives and their requirements (./needs-table.ts, `TOPIC_UNITS`). */
export const topicUnitsAhead = (): Array<readonly [string, ReadonlyArray<readonly [string, ReadonlyArray<ReadonlyArray<string>> | null]>]> =>
  Object.values(EVENT_RULES).map((rules) => [rules.topic.source, topicUnits(rules.topic.source)] as const)
