"use client";
/**
 * The enrolment the policy requires: add an authenticator, save the recovery codes, then on to the
 * dashboard. The page re-renders once the factor is on (`enabled`); the codes stay in this component's state.
 */
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { AuthenticatorEnrolment } from "./authenticator-enrolment";
import { RecoveryCodesList } from "./recovery-codes-list";

/** `AuthenticatorEnrolment`, its recovery codes, and Continue to /dashboard. */
export function SecondFactorSetup({ enabled }: { enabled: boolean }) {
  const router = useRouter();
  const [codes, setCodes] = useState<string[] | null>(null);
  const proceed = () => {
    router.replace("/dashboard");
    router.refresh();
  };
  if (codes) return <RecoveryCodesList codes={codes} onDone={proceed} />;
  if (enabled) {
    return (
      <div className="grid gap-3">
        <p className="text-sm">Your second factor is set up.</p>
        <Button type="button" className="justify-self-start" onClick={proceed}>
          Continue
        </Button>
      </div>
    );
  }
  return (
    <AuthenticatorEnrolment onConfirmed={(recoveryCodes) => (recoveryCodes ? setCodes(recoveryCodes) : proceed())} />
  );
}
