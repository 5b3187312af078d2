"use client";
/**
 * Adding an authenticator app (docs/decisions/auth-and-roles.md "Second factor"): a QR code and the secret as text for
 * manual entry, then one code from the app to confirm. A first factor comes with ten recovery codes.
 */
import { IfMay } from "@/components/console/if-may";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import { Form, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { confirmAuthenticatorAction, startAuthenticatorAction } from "@/lib/second-factor/actions";
import { confirmAuthenticatorSchema, type ConfirmAuthenticatorInput } from "@/lib/second-factor/schemas";
import type { TotpEnrolment } from "@/lib/second-factor/totp";

/**
 * "Add authenticator app", then the QR code and confirmation; `onConfirmed` once it is in force, with the
 * recovery codes of a first factor for the caller to show: the page re-renders with the factor on, which
 * may unmount this component, so it does not hold them itself.
 */
export function AuthenticatorEnrolment({ onConfirmed }: { onConfirmed: (recoveryCodes: string[] | null) => void }) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const form = useForm<ConfirmAuthenticatorInput>({
    resolver: zodResolver(confirmAuthenticatorSchema),
    defaultValues: { code: "" },
  });
  const start = useAdminAction(startAuthenticatorAction, {
    errorMessage: { title: "Could not add an authenticator", fallback: "Please try again." },
    onSuccess: (data) => setEnrolment(data),
  });
  const confirm = useAdminAction(confirmAuthenticatorAction, {
    form,
    errorMessage: { title: "Authenticator not added", fallback: "Please try again." },
    successMessage: "Authenticator app added",
    onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes),
  });

  if (!enrolment) {
    return (
      <IfMay permission="account.authenticator">
        <Button
          type="button"
          className="justify-self-start"
          onClick={() => void start.run({})}
          disabled={start.pending}
        >
          {start.pending ? "Preparing..." : "Add authenticator app"}
        </Button>
      </IfMay>
    );
  }
  return (
    <div className="grid gap-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>Scan this QR code with your authenticator app (or type the key below).</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-wrap items-center gap-4">
        {/* A data URL made on the server: next/image has nothing to optimise. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={enrolment.qrDataUrl}
          alt="QR code for your authenticator app"
          width={160}
          height={160}
          className="rounded-md border bg-white"
        />
        <div className="min-w-0 space-y-1">
          <p className="text-sm text-muted-foreground">Key for manual entry</p>
          <code data-testid="totp-secret" className="block break-all rounded bg-muted px-2 py-1 font-mono text-sm">
            {enrolment.secret}
          </code>
        </div>
      </div>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(confirm.run)} noValidate className="grid gap-3 sm:max-w-xs">
          <LabeledField
            control={form.control}
            name="code"
            label="Code from the app"
            render={(field) => <Input autoComplete="one-time-code" inputMode="numeric" maxLength={9} {...field} />}
          />
          <IfMay permission="account.authenticator">
            <Button type="submit" className="justify-self-start" disabled={confirm.pending}>
              {confirm.pending ? "Checking..." : "Confirm"}
            </Button>
          </IfMay>
        </form>
      </Form>
    </div>
  );
}
