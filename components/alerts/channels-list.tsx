"use client";
/**
 * The Channels tab (docs/federation-protocol.md "Alert rules"): every notification channel with its kind, target (or
 * the team member it follows, and why it sends nothing when that member is deactivated) and state,
 * "Send test", edit and delete, and "Add channel". Without channels, rules e-mail the default recipients.
 */
import { IfMay } from "@/components/console/if-may";
import { useState } from "react";
import { Pencil, Plus, Send, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { deleteChannelAction, sendTestAlertAction } from "@/lib/alerts/actions";
import type { ChannelView } from "@/lib/alerts/queries";
import type { MemberChoice } from "@/lib/alerts/member-destination";
import { channelKindLabel } from "@/lib/alerts/labels";
import { ConfirmDialog } from "@/components/console/confirm-dialog";
import { RowActionButton } from "@/components/console/list/row-actions";
import { useAdminAction } from "@/components/console/use-admin-action";
import { ChannelDialog } from "./channel-dialog";
import { EmptyState } from "@/components/console/empty-state";

const TEST_OUTCOME = {
  sent: (name: string) =>
    toast.success("Test alert sent", { description: `The provider accepted the message to ${name}.` }),
  pending: (name: string) =>
    toast.success("Test alert queued", { description: `The message to ${name} is in the outbox.` }),
  unsent: (name: string) =>
    toast.warning("Test alert kept in the outbox", {
      description: `No provider is configured for this kind of channel, so nothing reached ${name}.`,
    }),
} as const;

function ChannelCard({
  channel,
  onEdit,
  onDelete,
}: {
  channel: ChannelView;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const test = useAdminAction(sendTestAlertAction, {
    errorMessage: { title: "Test alert failed", fallback: "The test message could not be sent." },
    onSuccess: (result) => {
      if (result.status === "failed")
        toast.error("Test alert failed", { description: result.error ?? "The provider refused the message." });
      else TEST_OUTCOME[result.status](channel.name);
    },
  });
  return (
    <Card className="min-w-0 gap-2 py-4" data-testid="alert-channel">
      <CardContent className="flex flex-wrap items-center justify-between gap-3 px-4">
        <div className="min-w-0 space-y-1">
          <p className="font-medium">{channel.name}</p>
          <p className="text-sm break-all text-muted-foreground">
            {channel.memberName ? `${channel.memberName}: ${channel.target}` : channel.target}
          </p>
          {channel.skippedReason && <p className="text-sm text-destructive">Skipped: {channel.skippedReason}.</p>}
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline">{channelKindLabel(channel.kind)}</Badge>
            {channel.memberName && <Badge variant="outline">Team member</Badge>}
            <Badge variant={channel.enabled ? "default" : "secondary"}>
              {channel.enabled ? "Enabled" : "Disabled"}
            </Badge>
          </div>
        </div>
        <div className="flex items-center gap-1">
          <IfMay permission="alerts.test-channel">
            <Button
              size="sm"
              variant="outline"
              disabled={test.pending}
              onClick={() => void test.run({ id: channel.id })}
            >
              <Send aria-hidden="true" />
              {test.pending ? "Sending..." : "Send test"}
            </Button>
          </IfMay>
          <IfMay permission="alerts.update-channel">
            <RowActionButton label={`Edit ${channel.name}`} icon={Pencil} onClick={onEdit} />
          </IfMay>
          <IfMay permission="alerts.delete-channel">
            <RowActionButton label={`Delete ${channel.name}`} icon={Trash2} destructive onClick={onDelete} />
          </IfMay>
        </div>
      </CardContent>
    </Card>
  );
}

/** The tab's content. */
export function ChannelsList({ channels, members }: { channels: ChannelView[]; members: MemberChoice[] }) {
  const [editor, setEditor] = useState<{ channel: ChannelView | null; key: number } | null>(null);
  const [deleting, setDeleting] = useState<ChannelView | null>(null);
  const remove = useAdminAction(deleteChannelAction, {
    errorMessage: { title: "Could not delete the channel", fallback: "Please try again." },
    successMessage: "Channel deleted",
  });
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Webhooks are POSTed as JSON and signed like the SMS forwards (X-Signature-256, HMAC-SHA256 with
          SMS_WEBHOOK_SECRET). Slack, Discord, Microsoft Teams, Telegram and ntfy get each app&apos;s own message; their
          webhook URLs, tokens and topics are stored encrypted and never shown again.
        </p>
        <IfMay permission="alerts.create-channel">
          <Button onClick={() => setEditor({ channel: null, key: Date.now() })}>
            <Plus aria-hidden="true" />
            Add channel
          </Button>
        </IfMay>
      </div>
      {channels.length === 0 ? (
        <EmptyState bordered>
          No channels yet: alerts are e-mailed to the default recipients (the team members who chose alert e-mails on
          Account Settings, else ADMIN_EMAIL).
        </EmptyState>
      ) : (
        channels.map((channel) => (
          <ChannelCard
            key={channel.id}
            channel={channel}
            onEdit={() => setEditor({ channel, key: Date.now() })}
            onDelete={() => setDeleting(channel)}
          />
        ))
      )}
      {editor && (
        <ChannelDialog key={editor.key} channel={editor.channel} members={members} onClose={() => setEditor(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? "channel"}`}
        description="Rules stop sending to this channel. Its past alerts stay in the history."
        confirmLabel="Delete"
        destructive
        onConfirm={() => deleting && remove.run({ id: deleting.id })}
      />
    </div>
  );
}
