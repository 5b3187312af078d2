/** /status/<slug>/confirm?token=…: the page behind the confirm link of a new subscription; the button confirms it. */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isIdentifier } from "@/lib/input/identifiers";
import { SubscriptionLinkPage } from "@/components/status-pages/subscription-link-page";
import { confirmSubscriptionAction } from "@/lib/status-subscribers/actions";

export const metadata: Metadata = { title: "Confirm your subscription", robots: { index: false } };

export default async function ConfirmPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const [{ slug }, { token }] = await Promise.all([params, searchParams]);
  if (!isIdentifier("slug", slug)) notFound();
  return (
    <SubscriptionLinkPage
      slug={slug}
      token={isIdentifier("token", token) ? token : undefined}
      title="Confirm your subscription"
      text="Press the button to start receiving status updates."
      action={confirmSubscriptionAction}
      label="Confirm subscription"
      done="Subscribed. You will receive the status updates of this page."
    />
  );
}
