/** Why a screenshot could not be taken; `message` is written for the admin who asked. */

/** `unavailable`: no browser on this server; `blocked`: the SSRF rules refused an address; `timeout`; `failed`: anything else. */
export type ScreenshotErrorCode = "unavailable" | "blocked" | "timeout" | "failed";

/** A capture that did not produce an image. */
export class ScreenshotError extends Error {
  constructor(
    readonly code: ScreenshotErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ScreenshotError";
  }
}
