/** Every vocabulary entry a phrase template may name (the names are distinct across files). */
import { ACCOUNTING_VOCABULARY } from "./accounting.js"
import { EVENT_VOCABULARY } from "./events.js"
import { GUARD_VOCABULARY } from "./guards.js"

export const VOCABULARY: Readonly<Record<string, string>> = { ...EVENT_VOCABULARY, ...ACCOUNTING_VOCABULARY, ...GUARD_VOCABULARY }
