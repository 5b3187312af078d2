"use client";
/**
 * The button behind a confirm or unsubscribe link (docs/federation-protocol.md "Status pages"): opening
 * the link changes nothing (mail scanners open links); pressing the button does, and says so.
 */
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/action";
import { unreachable } from "./unreachable";

export function SubscriptionLinkForm({
  token,
  action,
  label,
  done,
}: {
  token: string;
  action: (input: { token: string }) => Promise<ActionResult<void>>;
  label: string;
  done: string;
}) {
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = () =>
    startTransition(async () => {
      const result = await action({ token }).catch(unreachable);
      setMessage(result.ok ? { ok: true, text: done } : { ok: false, text: result.error });
    });
  return (
    <div className="grid gap-3">
      {message?.ok ? null : (
        <Button onClick={submit} disabled={pending} className="justify-self-start">
          {label}
        </Button>
      )}
      <p role="status" className={message && !message.ok ? "text-destructive" : ""}>
        {message?.text}
      </p>
    </div>
  );
}
