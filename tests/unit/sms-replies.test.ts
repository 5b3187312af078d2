import { describe, expect, it } from "vitest";
import {
  codeExistsReply,
  commandCreatedReply,
  commandErrorReply,
  ideaTooShortReply,
  projectCodeReply,
  summarizeIdea,
} from "@/lib/sms-intake/handlers/project-code/replies";
import { helpReply, rateLimitReply, SMS_REPLY_MAX_LENGTH, WELCOME_BACK_REPLY } from "@/lib/sms/replies";

// GSM 03.38 basic set without the escape table: what fits 153 characters per concatenated segment.
const GSM7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;
const base = "https://customportalsolutions.com";
const longBase = `https://${"sub.".repeat(30)}example.com`;

describe("SMS replies", () => {
  it("keeps every fixed reply within 320 GSM-7 characters and names STOP or HELP", () => {
    const replies = [
      helpReply(base),
      WELCOME_BACK_REPLY,
      rateLimitReply(5),
      ideaTooShortReply(10),
      codeExistsReply("ABCD1234"),
    ];
    for (const reply of replies) {
      expect(reply.length).toBeLessThanOrEqual(SMS_REPLY_MAX_LENGTH);
      expect(reply).toMatch(GSM7);
    }
    expect(helpReply(base)).toContain("Custom Portal Solutions");
    expect(helpReply(base)).toContain("STOP");
  });

  it("fits the code reply to 320 characters whatever the idea and site address", () => {
    const idea = "An extremely detailed idea ".repeat(60);
    for (const url of [base, longBase]) {
      const reply = projectCodeReply("ABCD2345", idea, url);
      expect(reply.length).toBeLessThanOrEqual(SMS_REPLY_MAX_LENGTH);
      expect(reply).toContain("ABCD2345");
    }
    const reply = projectCodeReply("ABCD2345", idea, base);
    expect(reply).toContain(`${base}/?code=ABCD2345`);
    expect(reply).toContain(`Book your free call: ${base}/book/free-consultation `);
    expect(reply).toContain("STOP");
  });

  it("quotes a short idea whole and summarizes a long one at a word boundary", () => {
    expect(projectCodeReply("ABCD2345", "A  booking\nportal for groomers", base)).toContain(
      '"A booking portal for groomers"',
    );
    expect(summarizeIdea("one two three four five six seven", 20)).toBe("one two three...");
  });

  it("keeps command replies within 320 characters", () => {
    expect(commandCreatedReply("ABCD1234", longBase).length).toBeLessThanOrEqual(SMS_REPLY_MAX_LENGTH);
    expect(
      commandErrorReply(
        Array.from({ length: 10 }, () => "Code too long (14 characters): use exactly 8 letters or digits."),
      ).length,
    ).toBeLessThanOrEqual(SMS_REPLY_MAX_LENGTH);
  });
});
