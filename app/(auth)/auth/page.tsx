/** /auth: sign-in and password-reset request (docs/spec/site-and-admin.md §2 "Authentication screens"). */
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPanel } from "@/components/auth/auth-panel";
import { getCurrentUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Sign In" };

/** Redirects a signed-in user to / (spec), otherwise shows the sign-in card. */
export default async function AuthPage() {
  if (await getCurrentUser()) redirect("/");
  return <AuthPanel />;
}
