/** /reset-password?token=…: choose a new password from an e-mailed link (docs/spec/site-and-admin.md §2 "Authentication screens"). */
import type { Metadata } from "next";
import { InvalidResetLink } from "@/components/auth/invalid-reset-link";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { isIdentifier } from "@/lib/input/identifiers";

export const metadata: Metadata = {
  title: "Reset Password",
  // The token sits in this page's URL: never send it to another site as a Referer.
  referrer: "no-referrer",
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** The form when the query has a token, else "Invalid Link" and a redirect to /auth. */
export default async function ResetPasswordPage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return isIdentifier("token", token) ? <ResetPasswordForm token={token} /> : <InvalidResetLink />;
}
