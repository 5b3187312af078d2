"use client";
/**
 * Warns under a phone field when the number opted out (docs/sms.md "One consent rule at the channel"):
 * nothing will reach it, whatever the form sets up, until it texts START. Asks the server once the typing
 * pauses; says nothing for a number that may be texted or is not a number yet.
 */
import { useEffect, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { smsOptOutStatusAction } from "@/lib/sms/actions";

/** How long the typing must pause before the server is asked, in milliseconds. */
const PAUSE_MS = 400;

export function OptOutWarning({ phone }: { phone: string }) {
  const [reason, setReason] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      if (!phone.trim()) return setReason(null);
      void smsOptOutStatusAction({ phone }).then((answer) => {
        if (current) setReason(answer.ok ? answer.data.reason : null);
      });
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [phone]);
  if (!reason) return null;
  return (
    <Alert variant="destructive" data-testid="opt-out-warning">
      <AlertTitle>This number opted out</AlertTitle>
      <AlertDescription>{reason} Alerts and tests to it are not sent.</AlertDescription>
    </Alert>
  );
}
