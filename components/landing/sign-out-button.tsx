"use client";
/**
 * Sign Out for the top navigation (site-and-admin.md §2, §4 "Sign-out: idle, pending"): shows
 * "Signing out..." while pending, ends the next-auth session and lands on /auth; a failure toasts
 * "Logout failed" with its message (§8) and re-enables the button. A plain `<button>` styled by the
 * caller (`className`, e.g. from `buttonVariants`), so the header ships no Button code.
 */
import { useState, type ComponentProps } from "react";
import { toast } from "sonner";

/** A button that signs the user out. */
export function SignOutButton(props: Omit<ComponentProps<"button">, "type" | "onClick" | "children">) {
  const [pending, setPending] = useState(false);

  async function signOutNow() {
    setPending(true);
    try {
      // Loaded on click: only signed-in visitors who sign out need next-auth's client.
      const { signOut } = await import("next-auth/react");
      await signOut({ callbackUrl: "/auth" });
    } catch (error) {
      setPending(false);
      toast.error("Logout failed", { description: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <button type="button" data-slot="button" onClick={signOutNow} disabled={pending} {...props}>
      {pending ? "Signing out..." : "Sign Out"}
    </button>
  );
}
