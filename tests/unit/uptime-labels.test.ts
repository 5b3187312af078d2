/** How a failed uptime check reads on the monitor's card (lib/uptime/labels.ts `describeCheckError`). */
import { describe, expect, it } from "vitest";
import { describeCheckError } from "@/lib/uptime/labels";

describe("a failed check's error", () => {
  it("keeps the check's own words as they are", () => {
    expect(describeCheckError("HTTP 503, expected 200–399")).toEqual({
      summary: "HTTP 503, expected 200–399",
      detail: null,
    });
    expect(describeCheckError("No complete answer within 10000 ms")).toEqual({
      summary: "No complete answer within 10000 ms",
      detail: null,
    });
  });

  it("says what failed in words when a network library answered, keeping its message as the detail", () => {
    expect(describeCheckError("other side closed")).toEqual({
      summary: "The site closed the connection before answering",
      detail: "other side closed",
    });
    expect(describeCheckError("connect ECONNREFUSED 127.0.0.1:9")).toEqual({
      summary: "The site refused the connection",
      detail: "connect ECONNREFUSED 127.0.0.1:9",
    });
    expect(describeCheckError("getaddrinfo ENOTFOUND shop.example.test").summary).toBe(
      "The site's name did not resolve (DNS)",
    );
    expect(describeCheckError("certificate has expired").summary).toBe("The site's TLS certificate was not accepted");
    expect(describeCheckError("something odd").summary).toBe("The connection to the site failed");
  });
});
