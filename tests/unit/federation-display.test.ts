import { describe, expect, it } from "vitest";
import {
  addSiteErrorMessage,
  bounceRateBadge,
  cut,
  formatDuration,
  formatPageLoad,
  loginRateBadge,
  reportStatusLabel,
  successRate,
  syncFailureToAlert,
} from "@/lib/federation/labels";
import { relativeTime } from "@/lib/format/date";
import { normalizeSiteUrl, siteFormSchema } from "@/lib/federation/schemas";

describe("hub display rules (docs/spec/operator-console.md §8, §9)", () => {
  it("formats sync durations in ms, seconds, then minutes to one decimal", () => {
    expect(formatDuration(999)).toBe("999ms");
    expect(formatDuration(1000)).toBe("1.0s");
    expect(formatDuration(59_999)).toBe("60.0s");
    expect(formatDuration(90_000)).toBe("1.5m");
    expect(formatDuration(null)).toBe("—");
  });

  it("cuts text with an ellipsis only when longer than the limit", () => {
    expect(cut("a".repeat(50), 50)).toBe("a".repeat(50));
    expect(cut("a".repeat(51), 50)).toBe(`${"a".repeat(50)}...`);
    expect(cut(`${"a".repeat(49)}👩‍💻 failed`, 50)).toBe(`${"a".repeat(49)}...`);
  });

  it("computes the success rate as a rounded percent of recent syncs", () => {
    expect(successRate([])).toBe(0);
    expect(successRate([{ syncStatus: "success" }, { syncStatus: "failed" }, { syncStatus: "success" }])).toBe(67);
    expect(reportStatusLabel("partial")).toBe("Partial");
    expect(reportStatusLabel("weird")).toBe("Unknown");
  });

  it("picks the login success and bounce rate badges by the spec's thresholds", () => {
    expect(loginRateBadge(0, 0)).toEqual({ label: "N/A", variant: "outline" });
    expect(loginRateBadge(100, 81).variant).toBe("default");
    expect(loginRateBadge(100, 80).variant).toBe("secondary");
    expect(loginRateBadge(100, 50).variant).toBe("destructive");
    expect(bounceRateBadge(0.29).variant).toBe("default");
    expect(bounceRateBadge(0.3).variant).toBe("secondary");
    expect(bounceRateBadge(0.6).variant).toBe("destructive");
    expect(formatPageLoad("1.25")).toBe("1.3s");
    expect(formatPageLoad(null)).toBe("N/A");
  });

  it("maps add-site failures by their content", () => {
    expect(addSiteErrorMessage(409, "A site with this name or URL already exists")).toBe(
      "A site with this name or URL already exists. Please use a different name or URL.",
    );
    expect(addSiteErrorMessage(500, "duplicate key value")).toContain("already exists");
    expect(addSiteErrorMessage(422, "Invalid site URL: x")).toBe(
      "Please check that the site URL is valid and properly formatted.",
    );
    expect(addSiteErrorMessage(504, "Network timeout")).toBe(
      "Connection timeout. Please check your internet connection and try again.",
    );
    expect(addSiteErrorMessage(401, "Unauthorized")).toBe(
      "Permission denied. Please check your authentication credentials.",
    );
    expect(addSiteErrorMessage(418, "Something odd")).toBe("Something odd");
    expect(addSiteErrorMessage(502, undefined, "Bad Gateway")).toBe("HTTP 502: Bad Gateway");
  });

  it("alerts once for the newest failed report, only within 5 minutes", () => {
    const now = Date.parse("2025-01-01T12:00:00Z");
    const reports = [
      { id: 1, syncStatus: "failed", syncDate: "2025-01-01T11:50:00Z" },
      { id: 2, syncStatus: "failed", syncDate: "2025-01-01T11:58:00Z" },
      { id: 3, syncStatus: "success", syncDate: "2025-01-01T11:59:00Z" },
    ];
    expect(syncFailureToAlert(reports, new Set(), now)?.id).toBe(2);
    expect(syncFailureToAlert(reports, new Set([2]), now)).toBeNull();
    expect(syncFailureToAlert(reports, new Set(), now + 3 * 60_000)).toBeNull();
  });

  it("writes relative times with the spec's fallbacks", () => {
    const now = Date.parse("2025-01-01T12:00:00Z");
    expect(relativeTime(null, "Never", now)).toBe("Never");
    expect(relativeTime("2025-01-01T11:55:00Z", "Never", now)).toBe("5 minutes ago");
    expect(relativeTime("2024-12-31T12:00:00Z", "Unknown", now)).toBe("yesterday");
  });
});

describe("site form rules (docs/spec/operator-console.md §5)", () => {
  it("normalizes URLs and refuses non-http(s) or credentialed ones", () => {
    expect(normalizeSiteUrl(" https://client.example.com/portal/ ")).toBe("https://client.example.com/portal");
    expect(normalizeSiteUrl("https://client.example.com/?a=1#x")).toBe("https://client.example.com");
    expect(normalizeSiteUrl("ftp://client.example.com")).toBeNull();
    expect(normalizeSiteUrl("https://u:p@client.example.com")).toBeNull();
  });

  it("shows the spec's hints for blank fields", () => {
    const blank = siteFormSchema.safeParse({ siteName: "  ", siteUrl: "" });
    expect(blank.success).toBe(false);
    expect(blank.error!.issues.map((i) => i.message)).toEqual([
      "Site name is required",
      "Site URL is required (must include https://)",
    ]);
    const ok = siteFormSchema.parse({ siteName: " Acme ", siteUrl: "https://acme.example/", description: "" });
    expect(ok).toEqual({ siteName: "Acme", siteUrl: "https://acme.example", description: null, isActive: true });
  });
});
