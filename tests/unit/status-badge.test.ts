import { describe, expect, it } from "vitest";
import { badgeSvg, escapeXml } from "@/lib/status-pages/badge-svg";

describe("a status badge", () => {
  it("draws label and value side by side, named for screen readers", () => {
    const svg = badgeSvg("status", "operational", "#047857");
    expect(svg).toContain('aria-label="status: operational"');
    expect(svg).toContain('<rect x="52" width="87" height="20" fill="#047857"/>');
  });

  it("keeps markup in a name as text", () => {
    expect(escapeXml(`<a href="x">&'`)).toBe("&#60;a href=&#34;x&#34;&#62;&#38;&#39;");
    expect(badgeSvg("<script>", "x", "#000")).not.toContain("<script>");
  });
});
