"use client";
/** One e-mail choice of /account (alert e-mails, weekly digest): a switch saved as soon as it is flipped. */
import { IfMay } from "@/components/console/if-may";
import { useId, useState } from "react";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { setNotificationAction } from "@/lib/account/actions";
import type { NotificationInput } from "@/lib/account/schemas";

/** The switch of `notification` with its `label` and `description`; `enabled` is the stored choice. */
export function NotificationSetting({
  notification,
  enabled,
  label,
  description,
}: {
  notification: NotificationInput["notification"];
  enabled: boolean;
  label: string;
  description: string;
}) {
  const id = useId();
  const [checked, setChecked] = useState(enabled);
  const save = useAdminAction(setNotificationAction, {
    errorMessage: { title: "Failed to update settings", fallback: "Please try again." },
    successMessage: (data) => `${label}: ${data.enabled ? "on" : "off"}`,
    // The switch moved at once; a refused save moves it back.
    onError: () => setChecked((value) => !value),
  });

  function change(next: boolean) {
    setChecked(next);
    void save.run({ notification, enabled: next });
  }

  return (
    <div className="flex items-start gap-3">
      <IfMay permission="account.notifications">
        <Switch id={id} checked={checked} onCheckedChange={change} disabled={save.pending} className="mt-0.5" />
      </IfMay>
      <div className="space-y-1">
        <Label htmlFor={id}>{label}</Label>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
    </div>
  );
}
