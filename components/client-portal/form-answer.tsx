/**
 * The line under a client-facing form (the message box, `/c`): the server's answer, announced as a status
 * when it went through and as an alert when it did not.
 */
import { cn } from "@/lib/utils";

/** A form's answer: whether it went through, and its words. */
export interface Answer {
  ok: boolean;
  text: string;
}

/** `answer` with the id the form's field points at through `aria-describedby`. */
export function FormAnswer({ id, answer, okClassName }: { id: string; answer: Answer; okClassName?: string }) {
  return (
    <p
      id={id}
      role={answer.ok ? "status" : "alert"}
      className={cn("text-sm", answer.ok ? okClassName : "text-destructive")}
    >
      {answer.text}
    </p>
  );
}
