/**
 * Capture Screenshot for a portfolio project (docs/spec/site-and-admin.md §7 `POST /api/admin/capture-screenshot
 * {url}: screenshotUrl`), with the capture's failures put in the app's error vocabulary (docs/architecture.md
 * "The flow of a request").
 */
import { AppError } from "@/lib/errors/app-error";
import { ScreenshotError } from "@/lib/screenshots/errors";
import { takeScreenshot } from "@/lib/screenshots/take";

/**
 * Screenshots `url` and stores the PNG, recording `capturedBy`.
 * @returns `{ screenshotUrl }`, a site-relative path.
 * @throws AppError `invalid` when the SSRF rules refuse the address (the admin's input), `unavailable` when
 *   there is no browser, the page timed out or failed (the capture's fault); anything else as it came.
 */
export async function captureProjectScreenshot(
  url: string,
  capturedBy: string | null,
): Promise<{ screenshotUrl: string }> {
  try {
    return await takeScreenshot(url, capturedBy);
  } catch (error) {
    if (error instanceof ScreenshotError)
      throw new AppError(error.code === "blocked" ? "invalid" : "unavailable", error.message, { cause: error });
    throw error;
  }
}
