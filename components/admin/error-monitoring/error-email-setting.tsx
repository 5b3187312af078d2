"use client";
/** The "Critical error emails" switch for /account: saved as soon as it is flipped. */
import { useId, useState } from "react";
import { toast } from "sonner";
import { setErrorEmailAction } from "@/app/(admin)/account/error-email-action";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useActionErrorToast } from "../use-action-error-toast";

/** The switch with its label and explanation; `enabled` is the stored value. */
export function ErrorEmailSetting({ enabled }: { enabled: boolean }) {
  const id = useId();
  const toastError = useActionErrorToast();
  const [checked, setChecked] = useState(enabled);
  const [saving, setSaving] = useState(false);

  async function change(next: boolean) {
    setSaving(true);
    setChecked(next);
    const result = await setErrorEmailAction({ errorEmailEnabled: next }).catch(() => null);
    setSaving(false);
    if (!result?.ok) {
      setChecked(!next);
      return toastError(result?.error, { title: "Failed to update settings", fallback: "Please try again." });
    }
    toast.success(next ? "Critical error emails on" : "Critical error emails off");
  }

  return (
    <div className="flex items-start gap-3">
      <Switch id={id} checked={checked} onCheckedChange={change} disabled={saving} className="mt-0.5" />
      <div className="space-y-1">
        <Label htmlFor={id}>Email me about critical errors</Label>
        <p className="text-sm text-muted-foreground">
          At most one email per error per hour, sent when the database is unreachable or a message fails its last delivery try.
        </p>
      </div>
    </div>
  );
}
