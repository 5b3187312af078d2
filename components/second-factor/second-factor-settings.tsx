"use client";
/** /account's "Second factor" card: the authenticator app, passkeys and the recovery codes (docs/decisions/auth-and-roles.md "Second factor"). */
import { IfMay } from "@/components/console/if-may";
import { useState } from "react";
import { ConfirmDialog } from "@/components/console/confirm-dialog";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { removeAuthenticatorAction, renewRecoveryCodesAction } from "@/lib/second-factor/actions";
import type { SecondFactorStatus } from "@/lib/second-factor/queries";
import { AuthenticatorEnrolment } from "./authenticator-enrolment";
import { PasskeyList } from "./passkey-list";
import { RecoveryCodesList } from "./recovery-codes-list";

/** The user's factors as stored, with what they can do about each. */
export function SecondFactorSettings({ status }: { status: SecondFactorStatus }) {
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const remove = useAdminAction(removeAuthenticatorAction, {
    errorMessage: { title: "Authenticator not removed", fallback: "Please try again." },
    successMessage: "Authenticator app removed",
    onSuccess: () => setConfirmRemove(false),
  });
  const renew = useAdminAction(renewRecoveryCodesAction, {
    errorMessage: { title: "No new recovery codes", fallback: "Please try again." },
    onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes),
  });

  if (codes) return <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />;
  return (
    <div className="grid gap-6">
      <section aria-labelledby="authenticator-heading" className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id="authenticator-heading" className="font-medium">
            Authenticator app
          </h3>
          <Badge variant={status.authenticator ? "default" : "secondary"}>{status.authenticator ? "On" : "Off"}</Badge>
        </div>
        {status.authenticator ? (
          <IfMay permission="account.authenticator">
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              onClick={() => setConfirmRemove(true)}
            >
              Remove authenticator app
            </Button>
          </IfMay>
        ) : (
          <AuthenticatorEnrolment onConfirmed={setCodes} />
        )}
      </section>
      <section aria-labelledby="passkeys-heading" className="grid gap-3">
        <h3 id="passkeys-heading" className="font-medium">
          Passkeys
        </h3>
        <p className="text-sm text-muted-foreground">
          A passkey can stand in for the code, or sign you in on its own from /auth.
        </p>
        <PasskeyList passkeys={status.passkeys} onRecoveryCodes={setCodes} />
      </section>
      {status.enabled && (
        <section aria-labelledby="recovery-heading" className="grid gap-3">
          <h3 id="recovery-heading" className="font-medium">
            Recovery codes
          </h3>
          <p className="text-sm text-muted-foreground">
            {status.unusedRecoveryCodes} of 10 unused. Making new ones stops the old ones working.
          </p>
          <IfMay permission="account.recovery-codes">
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              disabled={renew.pending}
              onClick={() => void renew.run({})}
            >
              Make new recovery codes
            </Button>
          </IfMay>
        </section>
      )}
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove the authenticator app?"
        description="Sign-in will no longer ask for its codes."
        confirmLabel="Remove"
        destructive
        onConfirm={() => remove.run({})}
      />
    </div>
  );
}
