/**
 * Prints an HTML document to PDF with Chromium's print-to-PDF (`page.pdf`), driven by playwright-core as
 * the screenshots are (lib/screenshots/capture.ts), from the Chromium at `CHROMIUM_PATH`. The document is
 * set as the page's content with every request refused, so a report can load nothing from outside. One
 * render at a time per instance: a browser takes a few hundred megabytes.
 */
import "server-only";
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { createSerialQueue } from "@/lib/screenshots/one-at-a-time";

/** Budget of one render from launch to bytes, in milliseconds. */
const RENDER_TIMEOUT_MS = 30_000;

const queue = createSerialQueue();

/**
 * The PDF of `html` (A4, its own `@page` margins, backgrounds printed).
 * @throws AppError `unavailable` when there is no Chromium at `CHROMIUM_PATH`.
 */
export function renderPdf(html: string): Promise<Buffer> {
  return queue.run(async () => {
    if (!existsSync(env.CHROMIUM_PATH))
      throw new AppError(
        "unavailable",
        `Reports cannot be printed on this server: no Chromium at ${env.CHROMIUM_PATH}`,
      );
    const browser = await chromium.launch({
      executablePath: env.CHROMIUM_PATH,
      headless: true,
      args: ["--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
      timeout: RENDER_TIMEOUT_MS,
    });
    try {
      const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: "block" });
      await context.route(/.*/, (route) => route.abort("blockedbyclient"));
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: "load", timeout: RENDER_TIMEOUT_MS });
      return await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
    } finally {
      await browser.close();
    }
  });
}
