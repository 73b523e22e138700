/** Headless Chromium for the workspace browser tests. */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { type BrowserContext, chromium } from "playwright-core"

/** The system's Chromium (Debian's package; never a download), or `CHROMIUM_BIN`. */
export const CHROMIUM = process.env["CHROMIUM_BIN"] || "/usr/bin/chromium"
export const SCREENSHOT_DIR = fileURLToPath(new URL("../../test-output/workspace/", import.meta.url))

export interface HeadlessChromium {
  readonly context: BrowserContext
  readonly close: () => Promise<void>
}

/** Headless Chromium on a throw-away profile, with the screenshot folder made. */
export const launchChromium = async (options: {
  readonly viewport: { readonly width: number; readonly height: number }
  readonly javaScriptEnabled?: boolean
}): Promise<HeadlessChromium> => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium package (apt-get install chromium); browsers are never downloaded`)
  }
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const profile = mkdtempSync(join(tmpdir(), "risk-chromium-"))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync"
    ],
    viewport: options.viewport,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    timeout: 60_000
  })
  return {
    context,
    close: async () => {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  }
}
