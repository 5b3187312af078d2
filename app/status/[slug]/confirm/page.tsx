/** /status/<slug>/confirm?token=…: the page behind the confirm link of a status page's messages; the button does it. */
import type { Metadata } from "next";
import { SubscriptionLinkForm } from "@/components/status-pages/subscription-link-form";
import { confirmSubscriptionAction } from "@/lib/status-subscribers/actions";

export const metadata: Metadata = { title: "Confirm your subscription", robots: { index: false } };

export default async function Page({ params, searchParams }: { params: Promise<{ slug: string }>; searchParams: Promise<{ token?: string | string[] }> }) {
  const [{ slug }, { token }] = await Promise.all([params, searchParams]);
  return (
    <main className="mx-auto grid max-w-md gap-4 px-4 py-12">
      <h1 className="text-2xl font-bold">Confirm your subscription</h1>
      {typeof token === "string" ? (
        <>
          <p>Press the button to start receiving status updates.</p>
          <SubscriptionLinkForm token={token} action={confirmSubscriptionAction} label="Confirm subscription" done="Subscribed. You will receive the status updates of this page." />
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
