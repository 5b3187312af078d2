/** /sms-routing: SMS Smart Routing (operator-console.md §2 "/sms-routing"); a placeholder until its screen is built. */
import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "SMS Smart Routing" };

/** The screen's title and what is coming; signed-in users only. */
export default async function SmsRoutingPage() {
  await requireUser();
  return (
    <PageHeader
      title="SMS Smart Routing"
      description="Coming soon: incoming messages on the shared numbers and the rules that decide where each one goes."
    />
  );
}
