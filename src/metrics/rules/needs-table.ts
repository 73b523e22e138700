/**
 * What `requirementsOf` (./needs.ts) reads from the rules' templates, keyed by the template as it
 * reads it (a rule's `read`, ./compile.ts): the command line's bundle holds every rule's, computed
 * by the build (`needsAhead`, ./needs-ahead.ts; written in by scripts/build.mjs), so that a command
 * does not read them again. Empty here: a template the table does not hold is read on first use,
 * with the same result.
 */
export const READ_NEEDS: ReadonlyMap<string, ReadonlyArray<ReadonlyArray<string>> | null> = new Map()

/**
 * Each family's topic split into the alternatives `anyOf` tests (./topics.ts), with what
 * `topicRequirementsOf` (./needs.ts) reads from each, keyed by the topic's source: written in by the
 * build as `READ_NEEDS` is; a topic the table does not hold is read on first use.
 */
export const TOPIC_UNITS: ReadonlyMap<string, ReadonlyArray<readonly [string, ReadonlyArray<ReadonlyArray<string>> | null]>> = new Map()
