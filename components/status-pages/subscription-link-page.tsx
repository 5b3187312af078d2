/**
 * The page behind a confirm or unsubscribe link of a status page's messages: what pressing the button
 * does, the button (components/status-pages/subscription-link-form.tsx), and the way back to the page.
 */
import type { ActionResult } from "@/lib/action";
import { SubscriptionLinkForm } from "./subscription-link-form";

export function SubscriptionLinkPage({
  slug,
  token,
  title,
  text,
  action,
  label,
  done,
}: {
  slug: string;
  token: string | string[] | undefined;
  title: string;
  text: string;
  action: (input: { token: string }) => Promise<ActionResult<void>>;
  label: string;
  done: string;
}) {
  return (
    <main className="mx-auto grid max-w-md gap-4 px-4 py-12">
      <h1 className="text-2xl font-bold">{title}</h1>
      {typeof token === "string" ? (
        <>
          <p>{text}</p>
          <SubscriptionLinkForm token={token} action={action} label={label} done={done} />
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
