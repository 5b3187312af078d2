/**
 * Capture Screenshot end to end (docs/spec/site-and-admin.md §7 `POST /api/admin/capture-screenshot {url}:
 * screenshotUrl`): one capture at a time per instance, with the configured Chromium and SSRF setting,
 * then stored durably. Answers the URL the image is served from.
 */
import { env } from "@/lib/env";
import { capturePng, SCREENSHOT_TIMEOUT_MS } from "./capture";
import { createSerialQueue } from "./one-at-a-time";
import { saveScreenshot, screenshotPath } from "./store";

const queue = createSerialQueue();

/**
 * Screenshots `url` (an http(s) URL) and stores the PNG.
 * @returns `screenshotUrl`, a site-relative path such as `/api/screenshots/<uuid>`.
 * @throws ScreenshotError when the capture is refused or fails (see `capturePng`).
 */
export async function takeScreenshot(url: string, capturedBy: string | null): Promise<{ screenshotUrl: string }> {
  const png = await queue.run(() =>
    capturePng(url, {
      chromiumPath: env.CHROMIUM_PATH,
      allowPrivate: env.ALLOW_PRIVATE_SITE_URLS,
      timeoutMs: SCREENSHOT_TIMEOUT_MS,
    }),
  );
  const id = await saveScreenshot({ sourceUrl: url, png, capturedBy });
  return { screenshotUrl: screenshotPath(id) };
}
