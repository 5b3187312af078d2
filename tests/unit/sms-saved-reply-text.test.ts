/** Saved replies' variables (docs/sms.md "Saved replies"): filled from the lead when inserted, left written when the lead has no value. */
import { describe, expect, it } from "vitest";
import { expandSavedReply, firstNameOf, unfilledVariables, type SavedReplyValues } from "@/lib/sms/saved-reply-text";
import { countSegments } from "@/lib/sms/segments";

const ann: SavedReplyValues = { firstName: "Ann", code: "4KPLK5MX", shareLink: "https://example.test/?code=4KPLK5MX" };

describe("expandSavedReply", () => {
  it("fills every variable the lead has a value for, each time it appears", () => {
    expect(expandSavedReply("Hi {firstName}, your code {code} is at {shareLink}. Thanks {firstName}!", ann)).toEqual({
      text: "Hi Ann, your code 4KPLK5MX is at https://example.test/?code=4KPLK5MX. Thanks Ann!",
      missing: [],
    });
  });

  it("leaves a variable the lead has no value for as written, and names it", () => {
    expect(expandSavedReply("Hi {firstName}, about {code}", { firstName: null, code: null, shareLink: null })).toEqual({
      text: "Hi {firstName}, about {code}",
      missing: ["firstName", "code"],
    });
  });

  it("leaves other braces alone", () => {
    expect(expandSavedReply("{name} {FIRSTNAME} {code", ann).text).toBe("{name} {FIRSTNAME} {code");
  });

  it("makes the segment counter count the text that will be sent", () => {
    const template = "Hi {firstName}, here is your proposal: {shareLink}";
    const { text } = expandSavedReply(template, ann);
    expect(countSegments(text).characters).toBe(text.length);
    expect(countSegments(text).characters).toBeGreaterThan(countSegments(template).characters);
  });
});

describe("unfilledVariables", () => {
  it("finds the variables still written in a text, once each", () => {
    expect(unfilledVariables("About {code} and {code}, {firstName}")).toEqual(["code", "firstName"]);
    expect(unfilledVariables("All filled in")).toEqual([]);
  });
});

describe("firstNameOf", () => {
  it("is the first word of the lead's name", () => {
    expect(firstNameOf("  Ann  Lee ")).toBe("Ann");
    expect(firstNameOf(null)).toBeNull();
    expect(firstNameOf("   ")).toBeNull();
  });
});
