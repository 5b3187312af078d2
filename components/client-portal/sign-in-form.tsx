"use client";
/**
 * `/c`'s form (docs/decisions/quotes-and-projects.md "The client's page"): an e-mail address, answered
 * with the same sentence whether or not it is a client's; a malformed address or too many requests is
 * said under the field.
 */
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { FormAnswer, type Answer } from "./form-answer";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { requestSignInLinkAction } from "@/lib/client-portal/actions";

/** The e-mail field and its button. */
export function SignInForm() {
  const [email, setEmail] = useState("");
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        startTransition(async () => {
          const result = await requestSignInLinkAction({ email });
          setAnswer(
            result.ok
              ? { ok: true, text: result.data.message }
              : { ok: false, text: result.fieldErrors?.email?.[0] ?? result.error },
          );
        });
      }}
    >
      <Label htmlFor="client-email">Your e-mail address</Label>
      <Input
        id="client-email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={answer?.ok === false}
        aria-describedby={answer ? "client-email-answer" : undefined}
      />
      {answer && <FormAnswer id="client-email-answer" answer={answer} />}
      <Button type="submit" disabled={pending}>
        {pending ? "Sending…" : "E-mail me my link"}
      </Button>
    </form>
  );
}
