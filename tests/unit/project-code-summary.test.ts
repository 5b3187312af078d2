import { describe, expect, it } from "vitest";
import { templateProjectDraft } from "@/lib/ai/project-draft";
import { ideaSummary } from "@/lib/project-codes/summary";

describe("ideaSummary", () => {
  it("is the idea itself for a template draft", () => {
    expect(ideaSummary(templateProjectDraft("a booking portal for dog groomers"))).toBe(
      "A booking portal for dog groomers.",
    );
  });

  it("is the first OVERVIEW paragraph of any draft, whitespace collapsed", () => {
    expect(
      ideaSummary("PROJECT PROPOSAL: X\n\nOVERVIEW\nA portal\n  for clinics.\n\nMore text.\n\nKEY FEATURES\n- One"),
    ).toBe("A portal for clinics.");
  });

  it("is the whole text when there is no OVERVIEW section", () => {
    expect(ideaSummary("An idea typed by an admin,\nover two lines")).toBe("An idea typed by an admin, over two lines");
  });
});
