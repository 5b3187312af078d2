"use client";
/**
 * "Get updates" on a public status page (docs/federation-protocol.md "Status pages"): e-mail, text
 * message or webhook, then a confirmation sent there (double opt-in). The answer is the same whether or
 * not the target was subscribed already.
 */
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { SubscriberChannel } from "@/lib/db/schema";
import { subscribeAction } from "@/lib/status-subscribers/actions";
import { SUBSCRIBE_CHANNEL_LABELS } from "@/lib/status-subscribers/channel-labels";
import { unreachable } from "./unreachable";

const PLACEHOLDERS: Record<
  SubscriberChannel,
  { label: string; type: string; placeholder: string; autoComplete: string }
> = {
  email: { label: "E-mail address", type: "email", placeholder: "you@example.com", autoComplete: "email" },
  sms: { label: "Mobile number", type: "tel", placeholder: "+1 555 123 4567", autoComplete: "tel" },
  webhook: {
    label: "Webhook URL (https)",
    type: "url",
    placeholder: "https://example.com/hooks/status",
    autoComplete: "off",
  },
};

const SENT: Record<SubscriberChannel, string> = {
  email: "Check your inbox: we sent a link to confirm your subscription.",
  sms: "Check your phone: we texted a link to confirm your subscription.",
  webhook: "We sent a confirmation to the URL: POST to its confirmUrl to start receiving updates.",
};

export function SubscribeForm({ slug }: { slug: string }) {
  const [channel, setChannel] = useState<SubscriberChannel>("email");
  const [target, setTarget] = useState("");
  const [website, setWebsite] = useState("");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const field = PLACEHOLDERS[channel];
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const result = await subscribeAction({ slug, channel, target, website }).catch(unreachable);
      if (result.ok) {
        setTarget("");
        setMessage({ ok: true, text: SENT[channel] });
      } else {
        setMessage({ ok: false, text: result.fieldErrors?.target?.[0] ?? result.error });
      }
    });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">How to receive updates</legend>
        {(Object.keys(SUBSCRIBE_CHANNEL_LABELS) as SubscriberChannel[]).map((key) => (
          <label key={key} className="flex items-center gap-1.5">
            <input type="radio" name="channel" value={key} checked={channel === key} onChange={() => setChannel(key)} />
            {SUBSCRIBE_CHANNEL_LABELS[key]}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <label className="sr-only" htmlFor="subscribe-target">
          {field.label}
        </label>
        <Input
          id="subscribe-target"
          type={field.type}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          className="min-w-0 flex-1 basis-56"
          aria-invalid={message?.ok === false || undefined}
          aria-describedby="subscribe-message"
        />
        <Button type="submit" disabled={pending}>
          Subscribe
        </Button>
      </div>
      {/* The honeypot: hidden from people, filled by bots. */}
      <input
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={website}
        onChange={(event) => setWebsite(event.target.value)}
        className="hidden"
        aria-hidden="true"
      />
      <p
        id="subscribe-message"
        role="status"
        className={message?.ok === false ? "text-sm text-destructive" : "text-sm"}
      >
        {message?.text}
      </p>
      {channel === "sms" && (
        <p className="text-xs text-muted-foreground">
          Message and data rates may apply. Reply STOP to any message to stop.
        </p>
      )}
    </form>
  );
}
