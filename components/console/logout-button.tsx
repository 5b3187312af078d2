"use client";
/** The sidebar's Logout (docs/spec/site-and-admin.md §2 "Sidebar (admin)"; after logout the user is on /auth, §8 "Logout failed"). */
import { useState } from "react";
import { LogOut } from "lucide-react";
import { signOut } from "next-auth/react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

/** Signs out through next-auth (which deletes the server-side session) and lands on /auth. */
export function LogoutButton() {
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      await signOut({ callbackUrl: "/auth" });
    } catch (error) {
      toast.error("Logout failed", { description: error instanceof Error ? error.message : String(error) });
      setPending(false);
    }
  }

  return (
    <Button variant="outline" className="w-full" onClick={logout} disabled={pending}>
      <LogOut aria-hidden />
      Logout
    </Button>
  );
}
