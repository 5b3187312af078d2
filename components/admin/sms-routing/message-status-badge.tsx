/** A message's routing status as a badge (operator-console.md §4 "SMS message status"); unknown values show like pending. */
import { Badge } from "@/components/ui/badge";
import { messageStatus, messageStatusLabel, type MessageStatus } from "./display";

const VARIANTS: Record<MessageStatus, React.ComponentProps<typeof Badge>["variant"]> = {
  routed: "default",
  pending: "secondary",
  failed: "destructive",
  blocked: "outline",
};

/** The badge for a stored `routing_status`. */
export function MessageStatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANTS[messageStatus(status)]}>{messageStatusLabel(status)}</Badge>;
}
