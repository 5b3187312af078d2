"use client";
/**
 * The account end of the top navigation (site-and-admin.md §2 "Logo and navigation"): Got a Code? and
 * Sign In for visitors, Dashboard and Sign Out once the browser learns the visitor is signed in
 * (./use-signed-in.ts). The page around it is the same static HTML for everybody.
 */
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { RedeemDialogButton } from "./redeem-dialog-host";
import { SignOutButton } from "./sign-out-button";
import { useSignedIn } from "./use-signed-in";

/** The two account buttons of the desktop navigation. */
export function AccountNav() {
  const signedIn = useSignedIn();
  return (
    <div className="flex items-center gap-2">
      {signedIn ? (
        <>
          <Button asChild variant="outline">
            <Link href="/dashboard">Dashboard</Link>
          </Button>
          <SignOutButton />
        </>
      ) : (
        <>
          <RedeemDialogButton variant="outline" />
          <Button asChild>
            <Link href="/auth">Sign In</Link>
          </Button>
        </>
      )}
    </div>
  );
}
