/** Where shared links point (lib/project-codes/share-link.ts, lib/portfolio/public-paths.ts). */
import { describe, expect, it } from "vitest";
import { projectCardPath, projectPagePath } from "@/lib/portfolio/public-paths";
import { shareLink } from "@/lib/project-codes/share-link";

describe("a project code's share link", () => {
  it("opens the landing page with the code to redeem, whatever slashes end the base URL", () => {
    expect(shareLink("https://example.com", "ABCD2345")).toBe("https://example.com/?code=ABCD2345");
    expect(shareLink("https://example.com//", "ABCD2345")).toBe("https://example.com/?code=ABCD2345");
    expect(new URL(shareLink("https://example.com/", "ABCD2345")).searchParams.get("code")).toBe("ABCD2345");
  });

  it("keeps a code with URL characters in one parameter", () => {
    const link = new URL(shareLink("https://example.com", "A&B=C D"));
    expect(link.searchParams.get("code")).toBe("A&B=C D");
    expect([...link.searchParams.keys()]).toEqual(["code"]);
  });
});

describe("a public portfolio project's addresses", () => {
  it("gives the project's page and the card beneath it", () => {
    expect(projectPagePath(7)).toBe("/projects/7");
    expect(projectCardPath(7)).toBe("/projects/7/card.png");
  });
});
