"use server";
/** Server action of /email-test (docs/spec/site-and-admin.md §7 "POST /api/test-email"). */
import { revalidatePath } from "next/cache";
import { adminAction } from "@/lib/action";
import { AppError } from "@/lib/errors/app-error";
import { testEmailSchema } from "./schemas";
import { sendEmailNow } from "./index";

/**
 * Sends a test e-mail through the outbox and the provider the contact form uses, waiting for the first try (`sendEmailNow`).
 * Answers `sent`, or `unsent` when no provider is configured and the outbox kept the message.
 * @throws AppError `unavailable` with the provider's error when it refused the message.
 */
export const sendTestEmailAction = adminAction("email.test", testEmailSchema, async ({ email }) => {
  const result = await sendEmailNow({
    to: email,
    subject: "Test email from Custom Portal Solutions",
    text: [
      "This is a test email from the Email Delivery Test page of the Custom Portal Solutions admin console.",
      "If you can read it, email delivery works with the configuration the contact form uses.",
      `Sent at ${new Date().toISOString()}.`,
    ].join("\n\n"),
  });
  revalidatePath("/email-test");
  if (result.status === "failed")
    throw new AppError("unavailable", result.error ?? "The email provider refused the message.");
  return { status: result.status };
});
