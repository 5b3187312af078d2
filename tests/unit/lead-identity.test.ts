/** How a person is recognised (docs/sms.md "Leads"): the same phone or e-mail, however it was written, is one identity. */
import { describe, expect, it } from "vitest";
import { identityKey, leadEmail, leadPhone } from "@/lib/leads/identity";

describe("leadPhone", () => {
  it.each([
    ["+15557010002", "+15557010002"],
    ["(555) 701-0002", "+15557010002"],
    ["555-701-0002", "+15557010002"],
    ["1 555 701 0002", "+15557010002"],
    ["+44 20 7946 0958", "+442079460958"],
    ["0044 20 7946 0958", "+442079460958"],
  ])("%j is %s", (typed, e164) => {
    expect(leadPhone(typed)).toBe(e164);
  });

  it.each([null, undefined, "", "701-0002", "whatsapp:+15557010002", "555-CALL-NOW"])(
    "%j is not a phone number",
    (typed) => {
      expect(leadPhone(typed)).toBeNull();
    },
  );
});

describe("leadEmail", () => {
  it("trims and lower-cases, so Ann@Example.com and ann@example.com are one person", () => {
    expect(leadEmail("  Ann.Lee@Example.COM ")).toBe("ann.lee@example.com");
    expect(leadEmail("ann.lee@example.com")).toBe(leadEmail("ANN.LEE@EXAMPLE.COM"));
  });
});

describe("identityKey", () => {
  it("keeps a phone and an e-mail apart even when their text is equal", () => {
    expect(identityKey("phone", "+15557010002")).toBe("p:+15557010002");
    expect(identityKey("email", "ann@example.com")).toBe("e:ann@example.com");
    expect(identityKey("phone", "x")).not.toBe(identityKey("email", "x"));
  });
});
