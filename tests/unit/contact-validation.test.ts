import { describe, expect, it } from "vitest";
import { contactSchema } from "@/lib/contact/schemas";
import { PROJECT_TYPES } from "@/lib/contact/fields";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  projectType: "Custom Portal Development",
  message: "We need a client portal for our accounting firm.",
};

/** The messages zod reports for each field of `input`, in order. */
function messagesFor(input: Record<string, unknown>): Record<string, string[]> {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join(".")] ??= []).push(issue.message);
  return out;
}

describe("contactSchema", () => {
  it("accepts a complete request and trims the text fields", () => {
    const result = contactSchema.parse({ ...valid, firstName: "  Ada  ", message: `  ${valid.message}  ` });
    expect(result.firstName).toBe("Ada");
    expect(result.message).toBe(valid.message);
  });

  it("accepts every listed project type", () => {
    for (const projectType of PROJECT_TYPES)
      expect(contactSchema.safeParse({ ...valid, projectType }).success).toBe(true);
    expect(PROJECT_TYPES).toEqual([
      "Custom Portal Development",
      "Portal Redesign",
      "Portal Integration",
      "Consultation",
      "Other",
    ]);
  });

  it("treats company as optional", () => {
    const { company: _company, ...withoutCompany } = valid;
    void _company;
    expect(contactSchema.safeParse(withoutCompany).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, company: "" }).success).toBe(true);
  });

  it.each([
    ["firstName", "", "First name is required"],
    ["firstName", "   ", "First name is required"],
    ["firstName", "x".repeat(101), "First name must be at most 100 characters"],
    ["lastName", "", "Last name is required"],
    ["lastName", "x".repeat(101), "Last name must be at most 100 characters"],
    ["email", "", "Email is required"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["email", "ada@", "Please enter a valid email address"],
    ["company", "x".repeat(201), "Company must be at most 200 characters"],
    ["projectType", "", "Please choose a project type"],
    ["projectType", undefined, "Please choose a project type"],
    ["projectType", "Website", "Please choose a project type"],
    ["message", "", "Message is required"],
    ["message", "Too short", "Message must be at least 10 characters"],
    ["message", "x".repeat(5001), "Message must be at most 5000 characters"],
  ])("rejects %s = %j with exactly %j", (field, value, message) => {
    expect(messagesFor({ ...valid, [field]: value })).toEqual({ [field]: [message] });
  });

  it("reports every missing required field at once", () => {
    expect(Object.keys(messagesFor({}))).toEqual(["firstName", "lastName", "email", "projectType", "message"]);
  });

  it("lets a filled honeypot through validation, for the action to discard", () => {
    expect(contactSchema.parse({ ...valid, website: "http://spam.example" }).website).toBe("http://spam.example");
  });
});
