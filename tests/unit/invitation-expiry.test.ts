/** What the Team screen says of an invitation link's time left (lib/team/invitation-expiry.ts). */
import { describe, expect, it } from "vitest";
import { INVITATION_TTL_SECONDS, INVITATION_TTL_WORDS, invitationExpiry } from "@/lib/team/invitation-expiry";

const sent = Date.UTC(2026, 10, 20, 12, 0);
const expiresAt = new Date(sent + INVITATION_TTL_SECONDS * 1000);
const later = (ms: number) => sent + ms;

describe("invitationExpiry", () => {
  it("says what the e-mail says right after sending: 7 days", () => {
    expect(INVITATION_TTL_WORDS).toBe("7 days");
    expect(invitationExpiry(expiresAt, sent)).toBe("Expires in 7 days");
    expect(invitationExpiry(expiresAt, later(60_000))).toBe("Expires in 7 days");
  });

  it("counts whole days up, then hours and minutes on the last day, then Expired", () => {
    expect(invitationExpiry(expiresAt, later(5.5 * 86_400_000))).toBe("Expires in 2 days");
    expect(invitationExpiry(expiresAt, later(6 * 86_400_000 + 1))).toBe("Expires in 24 hours");
    expect(invitationExpiry(expiresAt, later(7 * 86_400_000 - 3_600_000))).toBe("Expires in 1 hour");
    expect(invitationExpiry(expiresAt, later(7 * 86_400_000 - 20 * 60_000))).toBe("Expires in 20 minutes");
    expect(invitationExpiry(expiresAt, later(7 * 86_400_000))).toBe("Expired");
  });
});
