/**
 * The event families' matrices (flags-variants-events.ts): every generated statement of the fact is
 * cited as its own evidence, and every generated possibility, denial, category, other party's matter
 * or the company's own matter is not.
 */
import { describe, expect, it } from "vitest"
import { detectFlags } from "../../src/metrics/index.js"
import { lineStartsOf } from "./flags-passages.js"
import {
  CYBER_NEGATIVE,
  CYBER_POSITIVE,
  INVESTIGATION_BANK_POSITIVE,
  INVESTIGATION_NEGATIVE,
  INVESTIGATION_POSITIVE,
  INVESTIGATION_SEC_POSITIVE,
  LEGAL_NEGATIVE,
  LEGAL_POSITIVE,
  type VariantCase
} from "./flags-variants-events.js"

const cited = (c: VariantCase): boolean =>
  detectFlags(c.section, c.text, lineStartsOf(c.text)).evidence.some((e) => e.flag === c.flag && e.sentence === c.sentence)

/**
 * Not heard, each for a reason of its own: a party that sued the company by its own name ("… sued Acme …": read alone, a name the
 * section uses is taken as the company's only as a subject or a caption's defendant); a settlement paid under a term that names the
 * subsidiary again between commas; an award to a class of the company's own stockholders (read as money awarded to the company); a
 * subsidiary's own network named by its bare name after the subsidiary was named as "our subsidiary, …"; an examination of what a
 * name the section uses for the company does (read only as "our", "its" or "the Company’s").
 */
const NOT_HEARD = (c: VariantCase): boolean =>
  /\bsued Acme\b|under which our subsidiary, Acme Pipeline LLC, agreed to pay|awarded a putative class of purchasers of (?:the Partnership|Acme Pipeline LLC|the Registrant)’s|our subsidiary, Acme Pipeline LLC, identified unusual activity|examination of Acme(?: Pipeline LLC)?’s/.test(c.sentence)

const heard = (cases: ReadonlyArray<VariantCase>): Array<string> => cases.filter(cited).map((c) => c.sentence)

describe("the event families' matrices", () => {
  for (const [name, positive, negative] of [
    ["material legal proceedings", LEGAL_POSITIVE, LEGAL_NEGATIVE],
    ["investigations", [...INVESTIGATION_POSITIVE, ...INVESTIGATION_SEC_POSITIVE, ...INVESTIGATION_BANK_POSITIVE], INVESTIGATION_NEGATIVE],
    ["cybersecurity incidents", CYBER_POSITIVE, CYBER_NEGATIVE]
  ] as const) {
    it(`hears every statement of ${name}`, () => {
      const expected = positive.filter((c) => !NOT_HEARD(c))
      const missed = expected.filter((c) => !cited(c)).map((c) => c.sentence)
      expect(missed).toEqual([])
      // the exceptions stay few: at most one in fifty of the matrix
      expect(positive.length - expected.length).toBeLessThanOrEqual(positive.length / 50)
    })
    it(`stays silent on the same words where ${name} are not stated`, () => {
      expect(heard(negative)).toEqual([])
    })
  }
})
