import { describe, expect, it } from "vitest";
import { revocationIn, wordsOf } from "@/lib/sms/revocation";

describe("revocationIn: the rule's words anywhere in a message (47 CFR 64.1200(a)(10))", () => {
  it.each([
    ["stop please", "STOP"],
    ["Please STOP texting me", "STOP"],
    ["ok, stop.", "STOP"],
    ["Quit it", "QUIT"],
    ["end", "END"],
    ["I revoke my consent", "REVOKE"],
    ["I want to opt out", "OPT OUT"],
    ["opt-out please", "OPT OUT"],
    ["OPT OUT", "OPT OUT"],
    ["optout", "OPTOUT"],
    ["Cancel", "CANCEL"],
    ["can we cancel tomorrow?", "CANCEL"],
    ["unsubscribe!", "UNSUBSCRIBE"],
    ["Unsubscribe me now", "UNSUBSCRIBE"],
    ["stopall", "STOPALL"],
    ["don't text me, STOP", "STOP"],
    ["Ｓｔｏｐ", "STOP"],
  ])("%j revokes (%s)", (text, word) => {
    expect(revocationIn(text)).toBe(word);
  });

  it.each([
    "the weekend works",
    "Yes tomorrow at 10 works for me, thanks!",
    "I'm stopping by the office",
    "that was endless fun",
    "we stopped the old app",
    "opt for the blue one",
    "we need a front-end and a back-end",
    "the week-end works",
    "text ending route-end",
    "out of office until Monday",
    "friendly reminder",
    "",
  ])("%j revokes nothing: the words are compared whole", (text) => {
    expect(revocationIn(text)).toBeNull();
  });

  it("names the first revocation word of the message", () => {
    expect(revocationIn("quit and stop")).toBe("QUIT");
  });

  it("splits words at anything that is not a letter, digit, apostrophe or hyphen", () => {
    expect(wordsOf("Don’t STOP, now-ok? -end-")).toEqual(["don't", "stop", "now-ok", "end"]);
  });
});
