/** /leads/settings: the inbox's settings, its saved replies (docs/sms.md "Saved replies"); signed-in users only. */
import type { Metadata } from "next";
import { IntentLink } from "@/components/console/intent-link";
import { PageHeader } from "@/components/console/page-header";
import { SavedRepliesPanel } from "@/components/sms/saved-replies-panel";
import { requireUser } from "@/lib/auth/session";
import { SAVED_REPLIES_MAX } from "@/lib/sms/saved-replies";
import { listSavedReplies } from "@/lib/sms/saved-reply-queries";

export const metadata: Metadata = { title: "Inbox settings" };

export default async function InboxSettingsPage() {
  await requireUser();
  const replies = await listSavedReplies();
  return (
    <>
      <p className="mb-2 text-sm">
        <IntentLink href="/leads" className="text-muted-foreground hover:underline">
          ← Leads
        </IntentLink>
      </p>
      <PageHeader title="Inbox settings" description="How the team answers leads." />
      <SavedRepliesPanel replies={replies} max={SAVED_REPLIES_MAX} />
    </>
  );
}
