"use client";
/** The owner's switch on /account: require a second factor of everyone (docs/decisions/auth-and-roles.md "Second factor"). */
import { IfMay } from "@/components/console/if-may";
import { useId, useState } from "react";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { setSecurityPolicyAction } from "@/lib/second-factor/actions";

/** Saved as soon as it is flipped; `required` is the stored value. */
export function SecurityPolicySetting({ required }: { required: boolean }) {
  const id = useId();
  const [checked, setChecked] = useState(required);
  const save = useAdminAction(setSecurityPolicyAction, {
    errorMessage: { title: "Policy not saved", fallback: "Please try again." },
    successMessage: ({ requireSecondFactor }) =>
      requireSecondFactor ? "A second factor is now required" : "A second factor is now optional",
    onError: () => setChecked((value) => !value),
  });
  function change(next: boolean) {
    setChecked(next);
    void save.run({ requireSecondFactor: next });
  }
  return (
    <div className="flex items-start gap-3">
      <IfMay permission="security.policy">
        <Switch id={id} checked={checked} onCheckedChange={change} disabled={save.pending} className="mt-0.5" />
      </IfMay>
      <div className="space-y-1">
        <Label htmlFor={id}>Require a second factor for everyone</Label>
        <p className="text-sm text-muted-foreground">
          Anyone without one adds an authenticator app or a passkey at their next sign-in, before any screen.
        </p>
      </div>
    </div>
  );
}
