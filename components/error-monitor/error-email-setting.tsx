"use client";
/** The "Critical error emails" switch for /account: saved as soon as it is flipped. */
import { IfMay } from "@/components/console/if-may";
import { useId, useState } from "react";
import { setErrorEmailAction } from "@/lib/account/error-email-actions";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useAdminAction } from "@/components/console/use-admin-action";

/** The switch with its label and explanation; `enabled` is the stored value. */
export function ErrorEmailSetting({ enabled }: { enabled: boolean }) {
  const id = useId();
  const [checked, setChecked] = useState(enabled);
  const save = useAdminAction(setErrorEmailAction, {
    errorMessage: { title: "Failed to update settings", fallback: "Please try again." },
    successMessage: ({ errorEmailEnabled }) =>
      errorEmailEnabled ? "Critical error emails on" : "Critical error emails off",
    // The switch moved at once; a refused save moves it back.
    onError: () => setChecked((value) => !value),
  });

  function change(next: boolean) {
    setChecked(next);
    void save.run({ errorEmailEnabled: next });
  }

  return (
    <div className="flex items-start gap-3">
      <IfMay permission="account.error-emails">
        <Switch id={id} checked={checked} onCheckedChange={change} disabled={save.pending} className="mt-0.5" />
      </IfMay>
      <div className="space-y-1">
        <Label htmlFor={id}>Email me about critical errors</Label>
        <p className="text-sm text-muted-foreground">
          At most one email per error per hour, sent when the database is unreachable or a message fails its last
          delivery try.
        </p>
      </div>
    </div>
  );
}
