/** Which action errors mean "signed out" (site-and-admin.md §8: starts with 401 and contains Unauthorized). */
import { describe, expect, it } from "vitest";
import { isUnauthorizedError } from "@/components/admin/use-action-error-toast";

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
