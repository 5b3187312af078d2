"use client";
/**
 * The second step of /auth (docs/decisions.md "Second factor"): after the password passed, a code from
 * the authenticator app, a passkey, or one of the recovery codes. No session exists until this passes.
 */
import { useState } from "react";
import { signIn } from "next-auth/react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Form, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import type { SecondStepMethod } from "@/lib/auth/second-step";
import { askPasskey } from "./ask-passkey";

type CodeKind = "authenticator" | "recovery-code";

/** What the form needs from the password step. */
export interface SecondFactorFormProps {
  pendingToken: string;
  methods: SecondStepMethod[];
  /** Called once signed in. */
  onSignedIn: () => void;
  /** Back to the password (the pending sign-in expired, or the user chose to). */
  onRestart: () => void;
}

/** Asks for an authenticator code (or a recovery code) and finishes the sign-in with it. */
export function SecondFactorForm({ pendingToken, methods, onSignedIn, onRestart }: SecondFactorFormProps) {
  const [kind, setKind] = useState<CodeKind>(methods.includes("authenticator") ? "authenticator" : "recovery-code");
  const form = useForm<{ code: string }>({ defaultValues: { code: "" } });

  const [asking, setAsking] = useState(false);

  /** Sends the factor; answers whether the sign-in is done (a refusal is shown, an expired one starts over). */
  async function finish(factor: {
    method: "authenticator" | "recovery-code" | "passkey";
    code?: string;
    response?: string;
  }): Promise<boolean> {
    const result = await signIn("second-factor", { pendingToken, ...factor, redirect: false }).catch(() => undefined);
    if (result && !result.error) {
      onSignedIn();
      return true;
    }
    const message = result?.error || "Please try again.";
    toast.error("Login failed", { description: message });
    if (message.startsWith("Your sign-in expired")) onRestart();
    return false;
  }

  async function onSubmit({ code }: { code: string }) {
    if (!code.trim()) {
      form.setError("code", {
        message:
          kind === "authenticator"
            ? "Enter the 6-digit code from your authenticator app"
            : "Enter one of your recovery codes",
      });
      return;
    }
    if (!(await finish({ method: kind, code }))) form.reset({ code: "" });
  }

  async function signInWithPasskey() {
    setAsking(true);
    try {
      const answer = await askPasskey(pendingToken);
      if ("error" in answer) toast.error("Login failed", { description: answer.error });
      else await finish({ method: "passkey", response: answer.response });
    } finally {
      setAsking(false);
    }
  }

  const switchTo = (next: CodeKind) => {
    setKind(next);
    form.reset({ code: "" });
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <LabeledField
          control={form.control}
          name="code"
          label={kind === "authenticator" ? "Authentication code" : "Recovery code"}
          description={
            kind === "authenticator"
              ? "The 6-digit code your authenticator app shows now."
              : "One of the ten codes you saved; each works once."
          }
          render={(field) =>
            kind === "authenticator" ? (
              <Input autoComplete="one-time-code" inputMode="numeric" autoFocus maxLength={9} {...field} />
            ) : (
              <Input autoComplete="off" autoCapitalize="none" spellCheck={false} autoFocus maxLength={40} {...field} />
            )
          }
        />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Verifying..." : "Verify"}
        </Button>
        {methods.includes("passkey") && (
          <Button
            type="button"
            variant="outline"
            className="w-full"
            disabled={asking}
            onClick={() => void signInWithPasskey()}
          >
            {asking ? "Waiting for the passkey..." : "Use a passkey"}
          </Button>
        )}
        {methods.includes("authenticator") && (
          <Button
            type="button"
            variant="link"
            className="justify-self-center"
            onClick={() => switchTo(kind === "authenticator" ? "recovery-code" : "authenticator")}
          >
            {kind === "authenticator" ? "Use a recovery code instead" : "Use the authenticator app instead"}
          </Button>
        )}
        <Button type="button" variant="link" className="justify-self-center" onClick={onRestart}>
          Start over
        </Button>
      </form>
    </Form>
  );
}
