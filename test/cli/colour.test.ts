/** Colour codes only on a terminal, and never when NO_COLOR is set (read through Config). */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { colourAllowed } from "../../src/cli/console.js"
import { NoColorConfig } from "../../src/config.js"
import { withSettings } from "../support/config.js"

const terminal = { isTTY: true } as NodeJS.WriteStream
const pipe = { isTTY: false } as NodeJS.WriteStream

describe("NO_COLOR", () => {
  it.effect("set and not empty turns colour off; unset or empty leaves it on", () =>
    Effect.gen(function* () {
      expect(yield* NoColorConfig.pipe(withSettings({}))).toBe(false)
      expect(yield* NoColorConfig.pipe(withSettings({ NO_COLOR: "" }))).toBe(false)
      expect(yield* NoColorConfig.pipe(withSettings({ NO_COLOR: "1" }))).toBe(true)
      expect(yield* NoColorConfig.pipe(withSettings({ NO_COLOR: "0" }))).toBe(true)
    })
  )

  it("colour goes to a terminal only, and not with NO_COLOR", () => {
    expect(colourAllowed(terminal, false)).toBe(true)
    expect(colourAllowed(terminal, true)).toBe(false)
    expect(colourAllowed(pipe, false)).toBe(false)
  })
})
