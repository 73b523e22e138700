/** The registrant's own name as the red flags read it: the short name a filing uses, and the matters it names the company by. */
import { describe, expect, it } from "vitest"
import { detectFlags } from "../../src/metrics/index.js"
import { namesRegistrant, registrantShortName } from "../../src/metrics/rules/company.js"

describe("the name a filing uses for its registrant", () => {
  it("drops the legal form, a leading article and EDGAR's state suffix, and writes capitals as a filing does", () => {
    const cases: ReadonlyArray<readonly [string, string | null]> = [
      ["The Bear Stearns Companies Inc.", "Bear Stearns"],
      ["Intuitive Surgical, Inc.", "Intuitive Surgical"],
      ["Deere & Company", "Deere"],
      ["Atmos Energy Corporation", "Atmos Energy"],
      ["OMNICARE INC", "Omnicare"],
      ["AMC ENTERTAINMENT HOLDINGS, INC.", "AMC Entertainment"],
      ["Acme Widgets Inc /DE/", "Acme Widgets"],
      ["3M Company", "3M"],
      ["Company", null],
      ["Inc.", null]
    ]
    for (const [full, short] of cases) expect(registrantShortName(full), full).toBe(short)
    expect(registrantShortName(null)).toBeNull()
  })
  it("finds the name as it is written, with or without its apostrophe, and not a common word in lower case", () => {
    expect(namesRegistrant(registrantShortName("PAPA JOHNS INTERNATIONAL INC")!, "Durling v. Papa John’s International, Inc.")).toBe(true)
    expect(namesRegistrant(registrantShortName("Target Corporation")!, "We were the target of an investigation.")).toBe(false)
    expect(namesRegistrant(registrantShortName("Target Corporation")!, "A lawsuit was filed against Target in 2023.")).toBe(true)
  })
})

describe("matters that name the company by its registrant's name", () => {
  const caption = "Alan Roe v. Omnicare, Inc., No. 1:11-cv-08980, was unsealed by the U.S. District Court for the Northern District of Illinois."
  const ownSuit = "On June 6, 2024, Acme Robotics filed a lawsuit against Widget Co. alleging infringement of its patents."
  const legal = (text: string, registrant: string | null): boolean => detectFlags("item_1_legal_proceedings", text, null, registrant).flags.material_legal_proceeding_flag
  it("reads a caption against the company as its proceeding, and another's caption without the name", () => {
    expect(legal(caption, "Omnicare, Inc.")).toBe(true)
    expect(legal(caption, null)).toBe(false)
    expect(legal(caption, "Walgreens Boots Alliance, Inc.")).toBe(false)
  })
  it("reads the company's own suit, named by its name, as the claimant's, not a matter against it", () => {
    expect(legal(ownSuit, "Acme Robotics, Inc.")).toBe(false)
    expect(legal(ownSuit, null)).toBe(true)
  })
})
