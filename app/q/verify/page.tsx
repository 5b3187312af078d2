/**
 * /q/verify: anyone checks a signed quote's PDF or its SHA-256 (docs/decisions/quotes-and-projects.md "Quotes: versions, links
 * and evidence"); the file is hashed in the browser and never uploaded, and the answer reveals only
 * whether it matches and when it was signed.
 */
import type { Metadata } from "next";
import { VerifyForm } from "@/components/quotes/verify-form";
import { AGENCY_NAME } from "@/lib/email/agency-reply";

export const metadata: Metadata = {
  title: "Verify a signed quote",
  description: "Check that a signed quote's PDF is unchanged since it was signed.",
};

export default function VerifyQuotePage() {
  return (
    <main className="mx-auto grid min-h-dvh max-w-xl content-start gap-4 px-4 py-10">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{AGENCY_NAME}</p>
      <h1 className="text-2xl font-bold">Verify a signed quote</h1>
      <VerifyForm />
    </main>
  );
}
