/** A message's routing status as a badge (docs/spec/operator-console.md §4 "SMS message status"); unknown values show like pending. */
import { IntentLink } from "@/components/console/intent-link";
import { Badge } from "@/components/ui/badge";
import { messageStatus, messageStatusLabel, type MessageStatus } from "@/lib/sms-intake/routing/labels";

const VARIANTS: Record<MessageStatus, React.ComponentProps<typeof Badge>["variant"]> = {
  routed: "default",
  pending: "secondary",
  failed: "destructive",
  blocked: "outline",
  unsent: "outline",
};

/** The badge for a stored `routing_status`; a forward kept unsent links to the outbox that holds it (/email-test). */
export function MessageStatusBadge({ status }: { status: string }) {
  const badge = <Badge variant={VARIANTS[messageStatus(status)]}>{messageStatusLabel(status)}</Badge>;
  if (messageStatus(status) !== "unsent") return badge;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      {badge}
      <IntentLink href="/email-test" className="text-xs font-medium text-primary underline-offset-4 hover:underline">
        View in outbox
      </IntentLink>
    </span>
  );
}
