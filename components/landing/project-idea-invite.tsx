/**
 * "Got a Project Idea?": invites visitors to text an idea, with the messaging terms the carriers
 * require (site-and-admin.md §1; shown only while the show-project-idea setting is on).
 */
import { MessageSquareText } from "lucide-react";
import Link from "next/link";

/** `sms:` link target: the number's digits with a leading + when it had one. */
function smsHref(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, "");
  return `sms:${phoneNumber.trim().startsWith("+") ? "+" : ""}${digits}`;
}

/** The invitation block shown in the hero. */
export function ProjectIdeaInvite({ phoneNumber }: { phoneNumber: string }) {
  return (
    <section
      aria-labelledby="project-idea-heading"
      className="grid max-w-3xl gap-3 rounded-xl border border-white/20 bg-white/10 p-6"
    >
      <h2 id="project-idea-heading" className="flex items-center gap-2 text-xl font-semibold">
        <MessageSquareText className="size-5" aria-hidden="true" />
        Got a Project Idea?
      </h2>
      <p className="text-indigo-50">
        Text a short description of your idea to{" "}
        <a href={smsHref(phoneNumber)} className="font-semibold whitespace-nowrap underline underline-offset-4">
          {phoneNumber}
        </a>{" "}
        and we will reply with a custom project code you can redeem here.
      </p>
      <p className="text-sm text-indigo-100">
        Message and data rates may apply. You will receive one automated reply per idea. Reply HELP for support, STOP to
        opt out and START to resubscribe. By texting us you consent to receive an automated reply. See our{" "}
        <Link href="/privacy" className="underline underline-offset-4">
          Privacy Policy
        </Link>{" "}
        and{" "}
        <Link href="/terms" className="underline underline-offset-4">
          Terms of Service
        </Link>
        .
      </p>
    </section>
  );
}
