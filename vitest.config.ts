import { availableParallelism } from "node:os"
import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Expected noise (log lines, deliberate stack traces) of passing tests stays out of the
    // report; a failing test's output is shown.
    silent: "passed-only",
    testTimeout: 60_000,
    // Two test files at a time at least: vitest's default in a run is one fewer worker than there are cores, which is one on a
    // 2-core machine, and most files spend much of their time waiting on servers and child processes (on 2 cores the suite
    // takes about 10 minutes with two workers against about 17 with one).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 60_000,
    // Tests that need a data folder beside the checkout that is not there are skipped
    // (test/support/data.ts); this prints how many, and why, at the end of the run.
    globalSetup: ["test/support/data-summary.ts"]
  }
})
