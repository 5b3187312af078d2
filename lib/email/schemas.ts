/** zod schema of the Email Delivery Test form (docs/spec/site-and-admin.md §2 "Admin screens" 1). */
import { z } from "zod";
import { userText } from "@/lib/input/user-text";

export const testEmailSchema = z.object({
  email: userText({ label: "Email" })
    .min(1, "Please enter an email address")
    .pipe(z.email("Please enter a valid email address")),
});

export type TestEmailInput = z.infer<typeof testEmailSchema>;
