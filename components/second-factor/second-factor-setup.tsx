"use client";
/** The enrolment the policy requires: add an authenticator, save the codes, then on to the dashboard. */
import { useRouter } from "next/navigation";
import { AuthenticatorEnrolment } from "./authenticator-enrolment";

/** `AuthenticatorEnrolment` that continues to /dashboard when done. */
export function SecondFactorSetup() {
  const router = useRouter();
  return (
    <AuthenticatorEnrolment
      onDone={() => {
        router.replace("/dashboard");
        router.refresh();
      }}
    />
  );
}
