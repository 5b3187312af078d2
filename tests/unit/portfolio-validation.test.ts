/** Portfolio admin rules (docs/spec/site-and-admin.md §5 "Portfolio admin", "Site-settings portfolio form"). */
import { describe, expect, it } from "vitest";
import {
  addTechnology,
  captureScreenshotSchema,
  generateDescriptionSchema,
  normalizeUrl,
  parseTechnologyList,
  portfolioProjectSchema,
  removeTechnology,
  REQUIRED_FIELDS_MESSAGE,
} from "@/lib/portfolio/schemas";

const valid = { title: "Client Portal", description: "A portal for clients.", technologies: [] };

describe("required fields", () => {
  it("asks for title and description with the spec's message", () => {
    for (const input of [
      { ...valid, title: "  " },
      { ...valid, description: "" },
    ]) {
      const result = portfolioProjectSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(REQUIRED_FIELDS_MESSAGE);
    }
    expect(REQUIRED_FIELDS_MESSAGE).toBe("Please fill in all required fields");
  });

  it("trims text and defaults to visible", () => {
    expect(portfolioProjectSchema.parse({ ...valid, title: "  Client Portal " })).toEqual({
      title: "Client Portal",
      description: "A portal for clients.",
      imageUrl: null,
      projectUrl: null,
      technologies: [],
      isVisible: true,
    });
  });
});

describe("URL normalization", () => {
  it("stores empty URLs as null", () => {
    expect(normalizeUrl("")).toBeNull();
    expect(normalizeUrl("   ")).toBeNull();
    expect(normalizeUrl(null)).toBeNull();
    expect(normalizeUrl(undefined)).toBeNull();
    expect(portfolioProjectSchema.parse({ ...valid, imageUrl: " ", projectUrl: "" })).toMatchObject({
      imageUrl: null,
      projectUrl: null,
    });
  });

  it("adds https:// to a bare host and keeps explicit schemes and site paths", () => {
    expect(normalizeUrl(" example.com/work ")).toBe("https://example.com/work");
    expect(normalizeUrl("localhost:3000")).toBe("https://localhost:3000");
    expect(normalizeUrl("http://example.com")).toBe("http://example.com");
    expect(normalizeUrl("/api/screenshots/abc")).toBe("/api/screenshots/abc");
    expect(normalizeUrl("//cdn.example/x")).toBe("https://cdn.example/x");
  });

  it("accepts only http(s) URLs, and site paths for images only", () => {
    const parse = (fields: object) => portfolioProjectSchema.safeParse({ ...valid, ...fields });
    expect(parse({ projectUrl: "javascript:alert(1)" }).error?.issues[0]?.message).toBe(
      "Please enter a valid project URL",
    );
    expect(parse({ imageUrl: "data:image/png;base64,AAAA" }).error?.issues[0]?.message).toBe(
      "Please enter a valid image URL",
    );
    expect(parse({ projectUrl: "/relative" }).success).toBe(false);
    expect(parse({ imageUrl: "/api/screenshots/abc" }).data?.imageUrl).toBe("/api/screenshots/abc");
    expect(parse({ projectUrl: "example.com" }).data?.projectUrl).toBe("https://example.com");
  });
});

describe("technology tags", () => {
  it("adds trimmed tags and ignores blanks and duplicates, case-insensitively", () => {
    let tags: string[] = [];
    tags = addTechnology(tags, " React ");
    tags = addTechnology(tags, "");
    tags = addTechnology(tags, "   ");
    tags = addTechnology(tags, "react");
    tags = addTechnology(tags, "Node.js");
    expect(tags).toEqual(["React", "Node.js"]);
    expect(removeTechnology(tags, "React")).toEqual(["Node.js"]);
  });

  it("does not change the list it was given", () => {
    const tags = ["React"];
    addTechnology(tags, "Vue");
    expect(tags).toEqual(["React"]);
  });

  it("cleans lists sent by a form the same way", () => {
    expect(
      portfolioProjectSchema.parse({ ...valid, technologies: ["React", " react ", "", "Go"] }).technologies,
    ).toEqual(["React", "Go"]);
  });

  it("splits the older form's comma-separated field, trimmed, empties removed", () => {
    expect(parseTechnologyList(" React, Node.js ,, ,PostgreSQL,")).toEqual(["React", "Node.js", "PostgreSQL"]);
    expect(parseTechnologyList("")).toEqual([]);
  });
});

describe("Generate with AI and Capture Screenshot inputs", () => {
  it("needs a title to generate a description", () => {
    const result = generateDescriptionSchema.safeParse({ title: " ", projectUrl: null, technologies: [] });
    expect(result.error?.issues[0]?.message).toBe("Please enter a project title first");
  });

  it("needs a project URL to capture, normalized to http(s)", () => {
    expect(captureScreenshotSchema.safeParse({ url: "" }).error?.issues[0]?.message).toBe(
      "Please enter a project URL first",
    );
    expect(captureScreenshotSchema.safeParse({ url: "ftp://example.com" }).error?.issues[0]?.message).toBe(
      "Please enter a valid project URL",
    );
    expect(captureScreenshotSchema.parse({ url: "example.com" })).toEqual({ url: "https://example.com" });
  });
});
