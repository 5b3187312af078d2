"use client";
/**
 * The client page's message box (docs/decisions/quotes-and-projects.md "The client's page"): the one
 * client island of the page. The message reaches the team's conversation with the client; a refusal
 * (too long, too many, a revoked link) shows under the box and the text stays.
 */
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { FormAnswer, type Answer } from "./form-answer";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { postClientMessageAction } from "@/lib/client-portal/actions";
import { CLIENT_MESSAGE_MAX_LENGTH } from "@/lib/client-portal/limits";

/** The box for the page `token` opened. */
export function MessageBox({ token }: { token: string }) {
  const [message, setMessage] = useState("");
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [pending, startTransition] = useTransition();
  const send = () =>
    startTransition(async () => {
      const result = await postClientMessageAction({ token, message });
      if (result.ok) setMessage("");
      setAnswer(
        result.ok
          ? { ok: true, text: result.data.message }
          : { ok: false, text: result.fieldErrors?.message?.[0] ?? result.error },
      );
    });
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Label htmlFor="client-message">Your message</Label>
      <Textarea
        id="client-message"
        rows={4}
        value={message}
        maxLength={CLIENT_MESSAGE_MAX_LENGTH}
        onChange={(event) => setMessage(event.target.value)}
        aria-invalid={answer?.ok === false}
        aria-describedby={answer ? "client-message-answer" : undefined}
      />
      {answer && <FormAnswer id="client-message-answer" answer={answer} okClassName="text-green-800" />}
      <Button type="submit" className="w-full sm:w-fit" disabled={pending}>
        {pending ? "Sending…" : "Send message"}
      </Button>
    </form>
  );
}
