import { describe, expect, it } from "vitest";
import { shareLinkCode } from "@/lib/project-codes/redeem-fields";

describe("shareLinkCode", () => {
  it("reads the first ?code= of a share link, trimmed and upper-cased", () => {
    expect(shareLinkCode("?code=abcd2345")).toBe("ABCD2345");
    expect(shareLinkCode("?utm_source=sms&code=%20wxyz9876%20&code=other")).toBe("WXYZ9876");
  });

  it("ignores a missing, blank or over-long code", () => {
    expect(shareLinkCode("")).toBeUndefined();
    expect(shareLinkCode("?code=")).toBeUndefined();
    expect(shareLinkCode("?code=%20%20")).toBeUndefined();
    expect(shareLinkCode(`?code=${"A".repeat(21)}`)).toBeUndefined();
    expect(shareLinkCode(`?code=${"A".repeat(20)}`)).toBe("A".repeat(20));
  });
});
