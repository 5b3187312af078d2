/**
 * The single-purpose forms: the photo search (lib/photos/schemas.ts; docs/spec/site-and-admin.md §5 "Photo search
 * runs only with a non-blank query", §9), the e-mail delivery test (lib/email/schemas.ts) and the error
 * e-mail switch (lib/error-monitor/schemas.ts).
 */
import { describe, expect, it } from "vitest";
import { testEmailSchema } from "@/lib/email/schemas";
import { errorEmailSchema } from "@/lib/error-monitor/schemas";
import { curatedPhotosSchema, PHOTO_PAGE_SIZE, photoSearchSchema } from "@/lib/photos/schemas";

describe("photo search", () => {
  it("runs only with a non-blank query, and starts on page 1 with a gallery page of 12", () => {
    expect(photoSearchSchema.safeParse({ query: "   " }).error?.issues[0]?.message).toBe("Please enter a search term");
    expect(photoSearchSchema.parse({ query: " skyline " })).toEqual({ query: "skyline", page: 1, per_page: 12 });
    expect(PHOTO_PAGE_SIZE).toBe(12);
  });

  it("asks the provider for at most 80 photos a page, and no page below 1", () => {
    expect(curatedPhotosSchema.safeParse({ per_page: 81 }).success).toBe(false);
    expect(curatedPhotosSchema.safeParse({ page: 0 }).success).toBe(false);
    expect(curatedPhotosSchema.parse({ page: 3, per_page: 80 })).toEqual({ page: 3, per_page: 80 });
  });
});

describe("e-mail delivery test", () => {
  it("asks for an address, then for a valid one", () => {
    expect(testEmailSchema.safeParse({ email: " " }).error?.issues[0]?.message).toBe("Please enter an email address");
    expect(testEmailSchema.safeParse({ email: "ops@" }).error?.issues[0]?.message).toBe(
      "Please enter a valid email address",
    );
    expect(testEmailSchema.parse({ email: " ops@example.com " })).toEqual({ email: "ops@example.com" });
  });
});

describe("error e-mail switch", () => {
  it("is on or off, never a string a form might send", () => {
    expect(errorEmailSchema.parse({ errorEmailEnabled: false })).toEqual({ errorEmailEnabled: false });
    expect(errorEmailSchema.safeParse({ errorEmailEnabled: "false" }).success).toBe(false);
  });
});
