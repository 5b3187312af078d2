/**
 * /c: a client asks for the link to their page by e-mail (docs/decisions/quotes-and-projects.md "The
 * client's page"); the same answer whether or not the address is a client's. Never indexed.
 */
import type { Metadata } from "next";
import { SignInForm } from "@/components/client-portal/sign-in-form";
import { AGENCY_NAME } from "@/lib/email/agency-reply";

export const metadata: Metadata = { title: "Your project page", robots: { index: false, follow: false } };

export default function ClientSignInPage() {
  return (
    <main className="mx-auto grid max-w-md gap-6 px-4 py-10">
      <header className="grid gap-1">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{AGENCY_NAME}</p>
        <h1 className="text-2xl font-bold">Your project page</h1>
        <p className="text-sm text-muted-foreground">
          Type the e-mail address we know you by and we will send you a link to your page: no password needed.
        </p>
      </header>
      <SignInForm />
    </main>
  );
}
