/** A session's browser and operating system from its User-Agent header, through `bowser`. */
import Bowser from "bowser";

/** "Chrome 131 on Linux"-style parts; "Unknown browser" when the header says nothing usable. */
export interface UserAgentSummary {
  browser: string;
  os: string;
}

/** Reads `userAgent` (absent for sessions opened before the header was kept). */
export function describeUserAgent(userAgent: string | null | undefined): UserAgentSummary {
  if (!userAgent) return { browser: "Unknown browser", os: "unknown system" };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split(".")[0];
  const browser = parsed.browser.name ? `${parsed.browser.name}${major ? ` ${major}` : ""}` : "Unknown browser";
  const os = parsed.os.name
    ? `${parsed.os.name}${parsed.os.versionName ? ` ${parsed.os.versionName}` : ""}`
    : "unknown system";
  return { browser, os };
}
