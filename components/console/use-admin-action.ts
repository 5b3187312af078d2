"use client";
/**
 * The one way a component calls a server action (docs/decisions/console-and-forms.md "One way to call an action"):
 * `useAdminAction` runs it in a React transition, puts the answer's field errors on the react-hook-form
 * fields, and shows the toast (docs/spec/site-and-admin.md §8 wording, given by each caller). A signed-out answer
 * toasts "Unauthorized" / "You are logged out. Redirecting..." and goes to /auth after 500 ms (§9); a call
 * that fails to reach the server is reported like any failure, never swallowed.
 */
import { useCallback, useLayoutEffect, useRef, useTransition } from "react";
import { useRouter } from "next/navigation";
import type { FieldPath, FieldValues, UseFormGetValues, UseFormSetError } from "react-hook-form";
import { toast } from "sonner";
import type { ActionResult } from "@/lib/action";

/** Wait before a signed-out screen goes to /auth, in milliseconds (docs/spec/site-and-admin.md §9). */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/** A failed answer, as an action gives it (`ActionResult`) or a route call is turned into (`callApi`). */
export interface ActionFailure {
  error: string;
  code?: string;
  fieldErrors?: Record<string, string[]>;
}

/** True when `failure` means the session is gone: code `unauthorized` (lib/errors/app-error.ts). */
export function isSignedOut(failure: { code?: string; error?: string }): boolean {
  return failure.code === "unauthorized";
}

/** A failure toast: its title, and the description used when the server gave no message. */
export interface FailureToast {
  title: string;
  fallback: string;
  /** Shown instead of the server's message (a public form that names a contact address, say). */
  description?: string;
}

/**
 * Returns `(error, toast, code)`: the signed-out toast and redirect for code `unauthorized`, else a
 * destructive toast with `toast.description`, the server's `error`, or `toast.fallback`. For screens
 * that call route handlers rather than actions.
 */
export function useFailureToast(): (error: string | undefined, text: FailureToast, code?: string) => void {
  const router = useRouter();
  return useCallback(
    (error, { title, fallback, description }, code) => {
      if (isSignedOut({ code })) {
        toast.error("Unauthorized", { description: "You are logged out. Redirecting..." });
        setTimeout(() => router.replace("/auth"), UNAUTHORIZED_REDIRECT_MS);
        return;
      }
      toast.error(title, { description: description ?? (error || fallback) });
    },
    [router],
  );
}

/** The react-hook-form methods the hook needs: `useForm()`'s return value fits. */
export interface FormErrorTarget<F extends FieldValues> {
  setError: UseFormSetError<F>;
  getValues: UseFormGetValues<F>;
}

/**
 * Puts each server field error on its field (the first message of each); keys that name no field of
 * the form (`_form`, an id the form does not show) are left to the toast.
 */
export function applyFieldErrors<F extends FieldValues>(
  form: FormErrorTarget<F>,
  fieldErrors: Record<string, string[]> | undefined,
): void {
  if (!fieldErrors) return;
  const values: Record<string, unknown> = form.getValues();
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const top = path.split(".")[0]!;
    if (!(top in values) || !messages[0]) continue;
    form.setError(path as FieldPath<F>, { type: "server", message: messages[0] });
  }
}

/** The error of a call that got no answer: empty, so the failure toast falls back to its own text. */
const NO_ANSWER = "";

/** A success toast: a title alone, or a title and a description. */
export type SuccessToast = string | { title: string; description?: string };

/** What `useAdminAction` does around the call. */
export interface AdminActionOptions<I, T, F extends FieldValues> {
  /** The form whose fields receive the answer's `fieldErrors`. */
  form?: FormErrorTarget<F>;
  /**
   * The failure toast (docs/spec/site-and-admin.md §8 / docs/spec/operator-console.md §8 wording), or a
   * function of the failure for a screen that words the server's answer its own way.
   */
  errorMessage: FailureToast | ((failure: ActionFailure) => FailureToast);
  /** The success toast, or a function of the answer and the input; none when omitted or null. */
  successMessage?: SuccessToast | ((data: T, input: I) => SuccessToast | null);
  /** Runs after a successful answer (and its toast): close the dialog, reset the form. */
  onSuccess?: (data: T, input: I) => void;
  /** Runs after a failure (and its toast); `error` is empty when the call got no answer. */
  onError?: (error: string) => void;
}

/** What `useAdminAction` returns. */
export interface AdminAction<I, T> {
  /**
   * Calls the action with `input`; resolves with the answer (a failure when the call itself failed) once
   * handled. The same function on every render, so effects may depend on it.
   */
  run: (input: I) => Promise<ActionResult<T>>;
  /** True while a call runs (and while the refresh it triggers renders). */
  pending: boolean;
}

function showSuccess(text: SuccessToast | null | undefined): void {
  if (!text) return;
  if (typeof text === "string") toast.success(text);
  else toast.success(text.title, { description: text.description });
}

/**
 * Wraps `action` (an `adminAction` or `publicAction`): `run(input)` calls it inside a transition, then
 * shows the toast, maps field errors onto `options.form`, and calls `onSuccess` / `onError`.
 */
export function useAdminAction<I, T, F extends FieldValues = FieldValues>(
  action: (input: I) => Promise<ActionResult<T>>,
  options: AdminActionOptions<I, T, F>,
): AdminAction<I, T> {
  const [pending, startTransition] = useTransition();
  const toastFailure = useFailureToast();
  // The options of the latest render, so `run` can stay the same function.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const run = useCallback(
    (input: I) =>
      new Promise<ActionResult<T>>((resolve) => {
        const { form, errorMessage, successMessage, onSuccess, onError } = latest.current;
        startTransition(async () => {
          // No answer (connection lost, server restarting) is a failure without a message: its toast shows the fallback text.
          const result = await action(input).catch((): ActionResult<T> => ({
            ok: false,
            code: "unavailable",
            error: NO_ANSWER,
          }));
          if (result.ok) {
            showSuccess(typeof successMessage === "function" ? successMessage(result.data, input) : successMessage);
            onSuccess?.(result.data, input);
          } else {
            const failure: ActionFailure = result;
            if (form && !isSignedOut(failure)) applyFieldErrors(form, failure.fieldErrors);
            toastFailure(
              failure.error,
              typeof errorMessage === "function" ? errorMessage(failure) : errorMessage,
              failure.code,
            );
            onError?.(failure.error);
          }
          resolve(result);
        });
      }),
    [action, toastFailure],
  );

  return { run, pending };
}
