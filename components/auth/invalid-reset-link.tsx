"use client";
/** /reset-password without a token (docs/spec/site-and-admin.md §2 "Authentication screens", §8). */
import { useEffect } from "react";
import { useRouter } from "next/navigation";
import Link from "next/link";
import { toast } from "sonner";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { RESET_REDIRECT_DELAY_MS } from "./reset-redirect";

const DESCRIPTION = "This password reset link is invalid or expired.";

/** Says the link is invalid (as a view and a toast) and returns to /auth after a short delay. */
export function InvalidResetLink() {
  const router = useRouter();
  useEffect(() => {
    // A fixed id keeps a double-run effect (development's Strict Mode) to one toast.
    toast.error("Invalid Link", { id: "invalid-reset-link", description: DESCRIPTION });
    const timer = setTimeout(() => router.replace("/auth"), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [router]);

  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-semibold">Invalid Link</h1>
        <CardDescription>{DESCRIPTION}</CardDescription>
      </CardHeader>
      <CardContent className="text-sm">
        Taking you to{" "}
        <Link href="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
          sign in
        </Link>
        …
      </CardContent>
    </Card>
  );
}
