/** /status/<slug>/unsubscribe?token=…: the page behind the unsubscribe link of every notice; the button ends the subscription. */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isIdentifier } from "@/lib/input/identifiers";
import { SubscriptionLinkPage } from "@/components/status-pages/subscription-link-page";
import { unsubscribeAction } from "@/lib/status-subscribers/actions";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };

export default async function UnsubscribePage({
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
      title="Unsubscribe"
      text="Press the button to stop receiving status updates from this page."
      action={unsubscribeAction}
      label="Unsubscribe"
      done="Unsubscribed. You will receive no more updates from this page."
    />
  );
}
