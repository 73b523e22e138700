/** String helpers for memory: what a kept string keeps alive. */

/** V8 keeps a slice of 13 or more characters as a view into its parent string. */
const MIN_VIEW = 13

/**
 * A copy of `s` that keeps no other string alive: a line, a sentence or a word cut out of a
 * document would otherwise hold the whole document in memory as long as it lives. Same
 * characters.
 */
export const detached = (s: string): string => (s.length < MIN_VIEW ? s : (" " + s).slice(1))
