"use client";
/**
 * The enrolment the policy requires (docs/decisions/auth-and-roles.md "Second factor"): an authenticator app or a passkey,
 * whichever the person has, then the recovery codes, then on to the dashboard; or Sign Out, for someone
 * who cannot set one up now. The page re-renders once the factor is on (`enabled`); the codes stay in
 * this component's state.
 */
import { useState } from "react";
import { useRouter } from "next/navigation";
import { SignOutButton } from "@/components/landing/sign-out-button";
import { Button, buttonVariants } from "@/components/ui/button";
import { AuthenticatorEnrolment } from "./authenticator-enrolment";
import { PasskeyList } from "./passkey-list";
import { RecoveryCodesList } from "./recovery-codes-list";

/** The two ways to a second factor, their recovery codes, Continue to /dashboard, and Sign Out. */
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
    <div className="grid gap-6">
      <section aria-labelledby="setup-authenticator" className="grid gap-2">
        <h2 id="setup-authenticator" className="font-medium">
          An authenticator app
        </h2>
        <p className="text-sm text-muted-foreground">A 6-digit code from an app on your phone at each sign-in.</p>
        <AuthenticatorEnrolment
          onConfirmed={(recoveryCodes) => (recoveryCodes ? setCodes(recoveryCodes) : proceed())}
        />
      </section>
      <section aria-labelledby="setup-passkey" className="grid gap-2">
        <h2 id="setup-passkey" className="font-medium">
          Or a passkey
        </h2>
        <p className="text-sm text-muted-foreground">
          Your device&apos;s fingerprint, face or screen lock, or a security key.
        </p>
        <PasskeyList passkeys={[]} onRecoveryCodes={setCodes} />
      </section>
      <div className="flex flex-wrap items-center gap-3 border-t pt-4">
        <p className="text-sm text-muted-foreground">Not now?</p>
        <SignOutButton className={buttonVariants({ variant: "outline", size: "sm" })} />
      </div>
    </div>
  );
}
