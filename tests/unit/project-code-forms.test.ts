/**
 * What the project-code forms accept (lib/project-codes/schemas.ts, redeem-schemas.ts;
 * docs/spec/site-and-admin.md §5 "Generate project code", "Edit project code", "Redeem").
 */
import { describe, expect, it } from "vitest";
import { redeemSchema } from "@/lib/project-codes/redeem-schemas";
import {
  generateProjectCodeSchema,
  PROJECT_IDEA_MAX_LENGTH,
  updateProjectCodeSchema,
  updateProjectDraftSchema,
} from "@/lib/project-codes/schemas";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("Generate New Code", () => {
  it("asks for an idea of at least 10 characters, not counting surrounding spaces", () => {
    expect(firstMessage(generateProjectCodeSchema.safeParse({ projectIdea: "   short    " }))).toBe(
      "Project idea must be at least 10 characters",
    );
    expect(generateProjectCodeSchema.parse({ projectIdea: "  A booking portal  " })).toEqual({
      projectIdea: "A booking portal",
    });
  });

  it("keeps line breaks in an idea and refuses one past the longest accepted", () => {
    expect(generateProjectCodeSchema.parse({ projectIdea: "Line one\nLine two" }).projectIdea).toBe(
      "Line one\nLine two",
    );
    expect(generateProjectCodeSchema.safeParse({ projectIdea: "x".repeat(PROJECT_IDEA_MAX_LENGTH + 1) }).success).toBe(
      false,
    );
  });
});

describe("Edit Project Code", () => {
  const valid = { id: 3, status: "contacted", contactName: "", contactEmail: "", contactPhone: "", notes: "" };

  it("stores blank contact fields as empty", () => {
    expect(updateProjectCodeSchema.parse(valid)).toEqual({
      id: 3,
      status: "contacted",
      contactName: null,
      contactEmail: null,
      contactPhone: null,
      notes: null,
    });
  });

  it("takes an e-mail only when it is one", () => {
    expect(updateProjectCodeSchema.parse({ ...valid, contactEmail: " ana@example.com " }).contactEmail).toBe(
      "ana@example.com",
    );
    expect(firstMessage(updateProjectCodeSchema.safeParse({ ...valid, contactEmail: "ana@" }))).toBe(
      "Please enter a valid email address",
    );
  });

  it("offers only the statuses of the list", () => {
    expect(firstMessage(updateProjectCodeSchema.safeParse({ ...valid, status: "archived" }))).toBe(
      "Choose a status from the list",
    );
  });
});

describe("Edit Draft", () => {
  it("refuses an empty draft", () => {
    expect(firstMessage(updateProjectDraftSchema.safeParse({ id: 1, projectIdea: "  \n " }))).toBe(
      "The draft cannot be empty",
    );
    expect(updateProjectDraftSchema.parse({ id: 1, projectIdea: "OVERVIEW\nA shop" }).projectIdea).toBe(
      "OVERVIEW\nA shop",
    );
  });
});

describe("Redeem", () => {
  const visitor = { code: "abcd2345", name: "Ana", email: "ana@example.com" };

  it("reads the code in upper case, whatever case the visitor typed", () => {
    expect(redeemSchema.parse(visitor).code).toBe("ABCD2345");
  });

  it("says what is missing with the spec's words", () => {
    expect(firstMessage(redeemSchema.safeParse({ ...visitor, code: "  " }))).toBe("Please enter a code");
    expect(firstMessage(redeemSchema.safeParse({ ...visitor, name: "A" }))).toBe("Please enter your name");
    expect(firstMessage(redeemSchema.safeParse({ ...visitor, email: "ana" }))).toBe(
      "Please enter a valid email address",
    );
  });

  it("keeps an optional phone as typed", () => {
    expect(redeemSchema.parse(visitor).phone).toBeUndefined();
    expect(redeemSchema.parse({ ...visitor, phone: "(555) 010-2030" }).phone).toBe("(555) 010-2030");
  });
});
