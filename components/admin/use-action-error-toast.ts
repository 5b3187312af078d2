"use client";
/**
 * How every admin form reports a failed action (site-and-admin.md §8): a "401…Unauthorized" error means
 * the session is gone, so it toasts "Unauthorized" / "You are logged out. Redirecting..." and goes to
 * /auth after 500 ms (§9); anything else is a destructive toast with the server's message or a fallback.
 */
import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";

/** Wait before an unauthorized form goes to /auth, in milliseconds (site-and-admin.md §9). */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/** True for an error that starts with "401" and contains "Unauthorized" (what `adminAction` answers when signed out). */
export function isUnauthorizedError(message: string | undefined): boolean {
  return !!message && message.startsWith("401") && message.includes("Unauthorized");
}

/** What to show for an ordinary failure: the toast's title and the description used when the server gave none. */
export interface FailureToast {
  title: string;
  fallback: string;
}

/** Returns `(error, toast)`: shows the right toast for an action's `error` (undefined when the call itself failed). */
export function useActionErrorToast(): (error: string | undefined, failure: FailureToast) => void {
  const router = useRouter();
  return useCallback(
    (error, { title, fallback }) => {
      if (isUnauthorizedError(error)) {
        toast.error("Unauthorized", { description: "You are logged out. Redirecting..." });
        setTimeout(() => router.replace("/auth"), UNAUTHORIZED_REDIRECT_MS);
        return;
      }
      toast.error(title, { description: error || fallback });
    },
    [router],
  );
}
