"use client";
/**
 * The second step of /auth (docs/decisions/auth-and-roles.md "Second factor"): after the password passed, a code from
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
/** What the step asks for: a code of one kind, or the passkey. */
type Kind = CodeKind | "passkey";

/** The factor to ask for first: the authenticator, else the passkey, else (neither left) a recovery code. */
function firstKind(methods: SecondStepMethod[]): Kind {
  if (methods.includes("authenticator")) return "authenticator";
  return methods.includes("passkey") ? "passkey" : "recovery-code";
}

/** What the form needs from the password step. */
export interface SecondFactorFormProps {
  pendingToken: string;
  methods: SecondStepMethod[];
  /** Called once signed in. */
  onSignedIn: () => void;
  /** Back to the password (the pending sign-in expired, or the user chose to). */
  onRestart: () => void;
}

/**
 * Asks for the user's own factor first (an authenticator code, else the passkey), a recovery code on
 * request, and finishes the sign-in with it. A refusal stays on the form, under what was refused.
 */
export function SecondFactorForm({ pendingToken, methods, onSignedIn, onRestart }: SecondFactorFormProps) {
  const [kind, setKind] = useState<Kind>(firstKind(methods));
  const form = useForm<{ code: string }>({ defaultValues: { code: "" } });
  const [asking, setAsking] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);

  /**
   * Sends the factor; answers null once signed in, else why not (an expired sign-in starts over, with a
   * toast: the form it was said on is gone).
   */
  async function finish(factor: {
    method: "authenticator" | "recovery-code" | "passkey";
    code?: string;
    response?: string;
  }): Promise<string | null> {
    const result = await signIn("second-factor", { pendingToken, ...factor, redirect: false }).catch(() => undefined);
    if (result && !result.error) {
      onSignedIn();
      return null;
    }
    const message = result?.error || "Please try again.";
    if (message.startsWith("Your sign-in expired")) {
      toast.error("Login failed", { description: message });
      onRestart();
    }
    return message;
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
    const refused = await finish({ method: kind === "authenticator" ? "authenticator" : "recovery-code", code });
    if (refused) {
      // An empty field for the next try, and the reason under it until then.
      form.reset({ code: "" });
      form.setError("code", { message: refused }, { shouldFocus: true });
    }
  }

  async function signInWithPasskey() {
    setAsking(true);
    setPasskeyError(null);
    try {
      const answer = await askPasskey(pendingToken);
      setPasskeyError(
        "error" in answer ? answer.error : await finish({ method: "passkey", response: answer.response }),
      );
    } finally {
      setAsking(false);
    }
  }

  const switchTo = (next: Kind) => {
    setKind(next);
    setPasskeyError(null);
    form.reset({ code: "" });
  };
  const others = (["authenticator", "passkey", "recovery-code"] as const).filter(
    (other) => other !== kind && (other === "recovery-code" || methods.includes(other)),
  );

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        {kind === "passkey" ? (
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">Use the passkey you added: your device asks for it.</p>
            <Button type="button" className="w-full" disabled={asking} onClick={() => void signInWithPasskey()}>
              {asking ? "Waiting for the passkey..." : "Use a passkey"}
            </Button>
            {passkeyError && (
              <p role="alert" className="text-sm text-destructive">
                {passkeyError}
              </p>
            )}
          </div>
        ) : (
          <>
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
                  <Input
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    autoFocus
                    maxLength={40}
                    {...field}
                  />
                )
              }
            />
            <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? "Verifying..." : "Verify"}
            </Button>
          </>
        )}
        {others.map((other) =>
          other === "passkey" ? (
            <Button
              key={other}
              type="button"
              variant="outline"
              className="w-full"
              disabled={asking}
              onClick={() => {
                switchTo("passkey");
                void signInWithPasskey();
              }}
            >
              {asking ? "Waiting for the passkey..." : "Use a passkey"}
            </Button>
          ) : (
            <Button
              key={other}
              type="button"
              variant="link"
              className="justify-self-center"
              onClick={() => switchTo(other)}
            >
              {other === "recovery-code" ? "Use a recovery code instead" : "Use the authenticator app instead"}
            </Button>
          ),
        )}
        <Button type="button" variant="link" className="justify-self-center" onClick={onRestart}>
          Start over
        </Button>
      </form>
    </Form>
  );
}
