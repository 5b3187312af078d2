/** A server's field errors land on the form fields they name (useAdminAction, docs/decisions/console-and-forms.md "One way to call an action"). */
import { describe, expect, it } from "vitest";
import type { FieldValues } from "react-hook-form";
import { applyFieldErrors, type FormErrorTarget } from "@/components/console/use-admin-action";

function fakeForm(values: FieldValues) {
  const errors: Record<string, string | undefined> = {};
  const form = {
    getValues: () => values,
    setError: (name: string, error: { message?: string }) => {
      errors[name] = error.message;
    },
  } as unknown as FormErrorTarget<FieldValues>;
  return { form, errors };
}

describe("applyFieldErrors", () => {
  it("puts the first message of each field on that field", () => {
    const { form, errors } = fakeForm({ pattern: "(", targetValue: "" });
    applyFieldErrors(form, { pattern: ["Invalid regular expression", "Too long"], targetValue: ["Enter a URL"] });
    expect(errors).toEqual({ pattern: "Invalid regular expression", targetValue: "Enter a URL" });
  });

  it("reaches a nested field through its path", () => {
    const { form, errors } = fakeForm({ technologies: ["React", "\u0000"] });
    applyFieldErrors(form, { "technologies.1": ["Technology must not contain control characters"] });
    expect(errors).toEqual({ "technologies.1": "Technology must not contain control characters" });
  });

  it("leaves form-wide errors and fields the form does not have to the toast", () => {
    const { form, errors } = fakeForm({ title: "" });
    applyFieldErrors(form, { _form: ["Something went wrong"], id: ["Unknown project"], title: [] });
    expect(errors).toEqual({});
  });

  it("does nothing without field errors", () => {
    const { form, errors } = fakeForm({ title: "" });
    applyFieldErrors(form, undefined);
    expect(errors).toEqual({});
  });
});
