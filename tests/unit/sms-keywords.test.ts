import { describe, expect, it } from "vitest";
import { classifyKeyword, HELP_KEYWORDS, OPT_IN_KEYWORDS, OPT_OUT_KEYWORDS } from "@/lib/sms/compliance-keywords";

describe("classifyKeyword", () => {
  it.each(OPT_OUT_KEYWORDS)("%s opts out, in any case and with surrounding spaces", (keyword) => {
    expect(classifyKeyword(keyword)).toBe("opt-out");
    expect(classifyKeyword(`  ${keyword.toLowerCase()}\n`)).toBe("opt-out");
  });

  it.each(OPT_IN_KEYWORDS)("%s opts back in", (keyword) => {
    expect(classifyKeyword(keyword)).toBe("opt-in");
    expect(classifyKeyword(` ${keyword[0]}${keyword.slice(1).toLowerCase()} `)).toBe("opt-in");
  });

  it.each(HELP_KEYWORDS)("%s asks for help", (keyword) => {
    expect(classifyKeyword(keyword.toLowerCase())).toBe("help");
  });

  it("matches the whole body only", () => {
    expect(classifyKeyword("Please stop")).toBeNull();
    expect(classifyKeyword("STOP IT")).toBeNull();
    expect(classifyKeyword("help me build a booking portal")).toBeNull();
    expect(classifyKeyword("")).toBeNull();
  });

  it("follows Twilio's OptOutType when Advanced Opt-Out recognised a custom keyword", () => {
    expect(classifyKeyword("ARRET", "STOP")).toBe("opt-out");
    expect(classifyKeyword("AIDE", "help")).toBe("help");
    expect(classifyKeyword("a portal idea", "")).toBeNull();
  });
});
