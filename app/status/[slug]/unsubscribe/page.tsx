/** /status/<slug>/unsubscribe?token=…: the page behind the unsubscribe link of a status page's messages; the button does it. */
import type { Metadata } from "next";
import { SubscriptionLinkForm } from "@/components/status-pages/subscription-link-form";
import { unsubscribeAction } from "@/lib/status-subscribers/actions";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };

export default async function Page({ params, searchParams }: { params: Promise<{ slug: string }>; searchParams: Promise<{ token?: string | string[] }> }) {
  const [{ slug }, { token }] = await Promise.all([params, searchParams]);
  return (
    <main className="mx-auto grid max-w-md gap-4 px-4 py-12">
      <h1 className="text-2xl font-bold">Unsubscribe</h1>
      {typeof token === "string" ? (
        <>
          <p>Press the button to stop receiving status updates from this page.</p>
          <SubscriptionLinkForm token={token} action={unsubscribeAction} label="Unsubscribe" done="Unsubscribed. You will receive no more updates from this page." />
        </>
      ) : (
        <p>This link is incomplete. Copy the whole link from the message.</p>
      )}
      <a className="underline underline-offset-2" href={`/status/${slug}`}>
        Back to the status page
      </a>
    </main>
  );
}
