import { describe, expect, it } from "vitest";
import { combinedUptimeFigure, describeUptime, uptimeFigure } from "@/lib/status-pages/uptime-figure";

const day = (date: string, up: number, down: number) => ({ date, up, down });
const quiet = (date: string) => day(date, 0, 0);

describe("the uptime figure of a status page", () => {
  it("says since when a site watched for minutes was measured, not 90 days", () => {
    const figure = uptimeFigure([quiet("2026-11-25"), quiet("2026-11-26"), day("2026-11-27", 5, 3)]);
    expect(figure).toEqual({ percent: 62.5, since: "2026-11-27" });
    expect(describeUptime(figure, "over 90 days")).toBe("62.50 % uptime since Nov 27");
  });

  it("covers the whole window when its first day had checks", () => {
    const figure = uptimeFigure([day("2026-11-26", 1439, 1), day("2026-11-27", 1440, 0)]);
    expect(figure).toEqual({ percent: 99.97, since: null });
    expect(describeUptime(figure, "over 90 days")).toBe("99.97 % uptime over 90 days");
  });

  it("states no figure without checks", () => {
    const figure = uptimeFigure([quiet("2026-11-26"), quiet("2026-11-27")]);
    expect(figure).toEqual({ percent: null, since: null });
    expect(describeUptime(figure, "over 90 days")).toBe("No checks yet");
  });

  it("sums several components day by day, since the first that was watched", () => {
    const figure = combinedUptimeFigure([
      [quiet("2026-11-25"), day("2026-11-26", 10, 0), day("2026-11-27", 10, 0)],
      [quiet("2026-11-25"), quiet("2026-11-26"), day("2026-11-27", 0, 20)],
    ]);
    expect(figure).toEqual({ percent: 50, since: "2026-11-26" });
  });
});
