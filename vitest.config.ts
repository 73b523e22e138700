import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Expected noise (log lines, deliberate stack traces) of passing tests stays out of the
    // report; a failing test's output is shown.
    silent: "passed-only",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Tests that need a data folder beside the checkout that is not there are skipped
    // (test/support/data.ts); this prints how many, and why, at the end of the run.
    globalSetup: ["test/support/data-summary.ts"]
  }
})
