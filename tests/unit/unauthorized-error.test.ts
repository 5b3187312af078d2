/** Which action answers mean "signed out" (site-and-admin.md §8: starts with 401 and contains Unauthorized; or code `unauthorized`). */
import { describe, expect, it } from "vitest";
import { isSignedOut, isUnauthorizedError } from "@/components/admin/use-admin-action";

describe("isUnauthorizedError", () => {
  it("accepts what adminAction answers when signed out", () => {
    expect(isUnauthorizedError("401: Unauthorized")).toBe(true);
  });

  it.each([undefined, "", "Unauthorized", "403: Unauthorized", "401: Forbidden", "Error 401: Unauthorized"])(
    "rejects %j",
    (message) => {
      expect(isUnauthorizedError(message)).toBe(false);
    },
  );
});

describe("isSignedOut", () => {
  it("accepts the unauthorized code whatever the message says", () => {
    expect(isSignedOut({ code: "unauthorized", error: "Please sign in again" })).toBe(true);
  });

  it("accepts the older 401 text without a code", () => {
    expect(isSignedOut({ error: "401: Unauthorized" })).toBe(true);
  });

  it.each([{ code: "forbidden", error: "Not allowed" }, { code: "invalid", error: "401 is not a valid priority" }, { error: "" }])(
    "rejects %j",
    (failure) => {
      expect(isSignedOut(failure)).toBe(false);
    },
  );
});
