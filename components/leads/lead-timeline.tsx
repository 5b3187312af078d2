"use client";
/**
 * A lead's timeline (docs/sms.md "Leads"): SMS both ways (a text received while the number was opted out
 * marked so; a reply with its delivery state or, scheduled, when
 * it leaves and its Cancel; a photo message with its media), the number's STOP and START, contact requests, the
 * codes issued with their drafts (viewed and edited here with the Code Drafts dialogs), redemptions,
 * e-mails about the person with their outbox state, and the admins' events; oldest first, newest last,
 * each with its time (UTC).
 */
import { IfMay } from "@/components/console/if-may";
import { useState } from "react";
import { IntentLink } from "@/components/console/intent-link";
import {
  ArrowDownLeft,
  ArrowUpRight,
  Bell,
  BellOff,
  FileText,
  History,
  KeyRound,
  Mail,
  MessageSquare,
  Ticket,
} from "lucide-react";
import { formatDateTime } from "@/lib/format/date";
import { EditDraftDialog, ViewDraftDialog } from "@/components/project-codes/draft-dialogs";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { TimelineItem } from "@/lib/leads/timeline-queries";
import type { ProjectCode } from "@/lib/db/schema";
import { formatPhoneNumber } from "@/lib/format/phone";
import { ideaSummary } from "@/lib/project-codes/summary";
import { describeDelivery } from "@/lib/sms/labels";
import { FAILED_RETRYING, outboxStatusLabel } from "@/lib/outbox/labels";
import { contactRequestTitle, statusLabel } from "@/lib/leads/labels";
import { EmptyState } from "@/components/console/empty-state";
import { MessageMedia } from "@/components/sms/message-media";
import { CancelScheduledReplyButton } from "./cancel-scheduled-reply-button";

type Open = { kind: "view" | "edit"; code: ProjectCode } | null;

function Entry({
  icon: Icon,
  title,
  at,
  children,
  testId,
}: {
  icon: typeof Mail;
  title: React.ReactNode;
  at: Date;
  children?: React.ReactNode;
  testId: string;
}) {
  return (
    <li className="grid grid-cols-[auto_1fr] gap-3" data-testid={testId}>
      <span className="mt-0.5 flex size-8 items-center justify-center rounded-full bg-muted">
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      </span>
      <div className="min-w-0 grid gap-1 rounded-lg border p-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="text-sm font-medium">{title}</p>
          <time dateTime={at.toISOString()} className="text-xs text-muted-foreground">
            {formatDateTime(at)}
          </time>
        </div>
        {children}
      </div>
    </li>
  );
}

const Text = ({ children }: { children: React.ReactNode }) => (
  <p className="text-sm break-words whitespace-pre-wrap">{children}</p>
);
const Muted = ({ children }: { children: React.ReactNode }) => (
  <p className="text-xs break-words text-muted-foreground">{children}</p>
);

function eventTitle(item: Extract<TimelineItem, { kind: "event" }>): React.ReactNode {
  switch (item.eventKind) {
    case "status":
      return `Status: ${statusLabel(item.fromStatus ?? "new")} → ${statusLabel(item.toStatus ?? "new")}`;
    case "note":
      return item.body ? "Owner note saved" : "Owner note cleared";
    case "follow-up":
      return item.body ? `Follow-up set for ${item.body}` : "Follow-up cleared";
    case "contact-details":
      return "Contact details edited";
    case "assignment":
      return item.body ? `Assigned to ${item.body}` : "Unassigned";
    case "merge":
      return "Leads merged";
    case "booking":
      return "Consultation booking";
    case "quote":
      return "Quote";
    case "invoice":
      return "Invoice";
    case "client-page":
      return "Client page";
    case "split":
      return (
        <>
          Split (lead{" "}
          <IntentLink className="underline" href={`/leads/${item.otherLeadId}`}>
            #{item.otherLeadId}
          </IntentLink>
          )
        </>
      );
    default:
      return item.eventKind;
  }
}

type SmsItem = Extract<TimelineItem, { kind: "sms" }>;

/** A scheduled reply still waiting in the outbox: when it leaves, why later than chosen, and its Cancel. */
function ScheduledNote({ item, leadId }: { item: SmsItem; leadId: number }) {
  if (!item.scheduledFor || !item.sendAt || item.outboxStatus !== "pending" || item.deliveryStatus !== "queued")
    return null;
  const held = item.sendAt.getTime() > item.scheduledFor.getTime();
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="timeline-sms-scheduled">
      <Badge variant="secondary">Scheduled</Badge>
      <Muted>
        Leaves {formatDateTime(item.sendAt)}
        {held && ` (chosen ${formatDateTime(item.scheduledFor)}; held for quiet hours, 21:00–8:00 at the recipient)`}
        {item.sentBy && ` · by ${item.sentBy}`}
      </Muted>
      <IfMay permission="leads.reply">
        <CancelScheduledReplyButton leadId={leadId} smsMessageId={item.id} />
      </IfMay>
    </div>
  );
}

function SmsView({ item, leadId }: { item: SmsItem; leadId: number }) {
  if (item.direction === "inbound") {
    return (
      <Entry
        icon={ArrowDownLeft}
        title={`SMS from ${formatPhoneNumber(item.from)}`}
        at={item.at}
        testId="timeline-sms-inbound"
      >
        {item.body && <Text>{item.body}</Text>}
        {item.media.length > 0 && <MessageMedia media={item.media} />}
        {item.receivedWhileOptedOut && (
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary" data-testid="timeline-sms-opted-out">
              Received while opted out
            </Badge>
            <Muted>No reply was sent; the number must text START before SMS replies are possible.</Muted>
          </div>
        )}
        {item.autoReply && <Muted>Automatic reply: {item.autoReply}</Muted>}
      </Entry>
    );
  }
  const scheduled = item.scheduledFor !== null && item.deliveryStatus === "queued" && item.outboxStatus === "pending";
  return (
    <Entry
      icon={ArrowUpRight}
      title={`SMS reply to ${formatPhoneNumber(item.to)}`}
      at={item.at}
      testId="timeline-sms-outbound"
    >
      <Text>{item.body}</Text>
      {scheduled ? (
        <ScheduledNote item={item} leadId={leadId} />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline" data-delivery={item.deliveryStatus ?? "queued"}>
            {describeDelivery(item.deliveryStatus, item.errorCode, item.outboxStatus)}
          </Badge>
          {item.sentBy && <Muted>by {item.sentBy}</Muted>}
        </div>
      )}
      {item.outboxError && item.deliveryStatus === "failed" && <Muted>{item.outboxError}</Muted>}
    </Entry>
  );
}

function ItemView({ item, leadId, onOpen }: { item: TimelineItem; leadId: number; onOpen: (open: Open) => void }) {
  switch (item.kind) {
    case "sms":
      return <SmsView item={item} leadId={leadId} />;
    case "consent":
      return (
        <Entry
          icon={item.action === "opt-out" ? BellOff : Bell}
          title={
            item.action === "opt-out"
              ? `Opted out (${item.keyword}): SMS replies are off`
              : `Opted back in (${item.keyword})`
          }
          at={item.at}
          testId={`timeline-consent-${item.action}`}
        >
          <Text>{item.message}</Text>
        </Entry>
      );
    case "contact":
      return (
        <Entry
          icon={MessageSquare}
          title={contactRequestTitle(item.projectType)}
          at={item.at}
          testId="timeline-contact"
        >
          <Muted>{[item.name, item.email, item.company].filter(Boolean).join(" · ")}</Muted>
          <Text>{item.message}</Text>
        </Entry>
      );
    case "code":
      return (
        <Entry icon={KeyRound} title={`Code ${item.code} issued`} at={item.at} testId="timeline-code">
          <Muted>{ideaSummary(item.row.draft)}</Muted>
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline">{statusLabel(item.row.status || "new")}</Badge>
            <Button size="sm" variant="outline" onClick={() => onOpen({ kind: "view", code: item.row })}>
              <FileText aria-hidden="true" /> View draft
            </Button>
            <IfMay permission="codes.draft">
              <Button
                size="sm"
                variant="outline"
                onClick={() => onOpen({ kind: "edit", code: item.row })}
                aria-label={`Edit draft of ${item.code}`}
              >
                Edit draft
              </Button>
            </IfMay>
          </div>
        </Entry>
      );
    case "redemption":
      return (
        <Entry icon={Ticket} title={`Code ${item.code} redeemed`} at={item.at} testId="timeline-redemption">
          <Muted>{[item.name, item.email, item.phone].filter(Boolean).join(" · ")}</Muted>
        </Entry>
      );
    case "email":
      return (
        <Entry
          icon={Mail}
          title={
            item.emailKind === "notification"
              ? `Notification e-mailed to ${item.recipient}`
              : `E-mail to ${item.recipient}`
          }
          at={item.at}
          testId={`timeline-email-${item.emailKind}`}
        >
          {item.subject && <Muted>{item.subject}</Muted>}
          {item.emailKind === "reply" && <Text>{item.body}</Text>}
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={item.status === "failed" ? "destructive" : "outline"} data-outbox-status={item.status}>
              {item.retrying ? FAILED_RETRYING : outboxStatusLabel(item.status)}
            </Badge>
            {item.sentBy && <Muted>by {item.sentBy}</Muted>}
            {item.lastError && item.status !== "sent" && <Muted>{item.lastError}</Muted>}
          </div>
        </Entry>
      );
    case "event":
      return (
        <Entry icon={History} title={eventTitle(item)} at={item.at} testId={`timeline-event-${item.eventKind}`}>
          {item.body && item.eventKind !== "follow-up" && item.eventKind !== "assignment" && <Text>{item.body}</Text>}
          {item.actor && <Muted>by {item.actor}</Muted>}
        </Entry>
      );
  }
}

/** The timeline of lead `leadId`; `truncated` says older items were left out. */
export function LeadTimeline({
  leadId,
  items,
  truncated,
}: {
  leadId: number;
  items: TimelineItem[];
  truncated: boolean;
}) {
  const [open, setOpen] = useState<Open>(null);
  return (
    <>
      {truncated && <p className="mb-3 text-xs text-muted-foreground">Only the latest items of each kind are shown.</p>}
      {items.length === 0 ? (
        <EmptyState bordered>Nothing on this lead yet.</EmptyState>
      ) : (
        <ol aria-label="Timeline" className="grid gap-3">
          {items.map((item) => (
            <ItemView key={`${item.kind}-${item.id}`} item={item} leadId={leadId} onOpen={setOpen} />
          ))}
        </ol>
      )}
      {open?.kind === "view" && <ViewDraftDialog code={open.code} onClose={() => setOpen(null)} />}
      {open?.kind === "edit" && <EditDraftDialog key={open.code.id} code={open.code} onClose={() => setOpen(null)} />}
    </>
  );
}
