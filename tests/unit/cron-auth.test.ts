import { describe, expect, it } from "vitest";
import { isCronAuthorized } from "@/lib/cron/with-cron";

describe("cron authorization", () => {
  const secret = "s3cret-value-for-cron";
  it("accepts exactly the bearer secret", () => {
    expect(isCronAuthorized(`Bearer ${secret}`, secret)).toBe(true);
  });
  it("refuses a missing, wrong or differently formed header", () => {
    expect(isCronAuthorized(null, secret)).toBe(false);
    expect(isCronAuthorized(`Bearer ${secret}x`, secret)).toBe(false);
    expect(isCronAuthorized(secret, secret)).toBe(false);
    expect(isCronAuthorized(`bearer ${secret}`, secret)).toBe(false);
  });
});
