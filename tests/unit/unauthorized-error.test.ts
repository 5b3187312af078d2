/** Which failures mean "signed out" (docs/spec/site-and-admin.md §8-9): the code `unauthorized`, whatever the message says. */
import { describe, expect, it } from "vitest";
import { isSignedOut } from "@/components/console/use-admin-action";
import { appErrorCodeOf } from "@/lib/errors/app-error";

describe("isSignedOut", () => {
  it("accepts the unauthorized code whatever the message says", () => {
    expect(isSignedOut({ code: "unauthorized", error: "Please sign in again" })).toBe(true);
  });

  it("accepts a route's 401 once its status is mapped to a code", () => {
    expect(isSignedOut({ code: appErrorCodeOf(401) })).toBe(true);
  });

  it.each([
    { code: "forbidden", error: "Not allowed" },
    { code: "invalid", error: "401 is not a valid priority" },
    { error: "401: Unauthorized" },
    { code: appErrorCodeOf(403), error: "403: Unauthorized" },
    { error: "" },
  ])("rejects %j", (failure) => {
    expect(isSignedOut(failure)).toBe(false);
  });
});
