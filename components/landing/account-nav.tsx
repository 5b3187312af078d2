/**
 * The account end of the top navigation (site-and-admin.md §2 "Logo and navigation"): Got a Code? and
 * Sign In for visitors, Dashboard and Sign Out once the browser learns the visitor is signed in
 * (./signed-in-switch.tsx). Both are drawn on the server; the browser only picks one and runs the
 * buttons' clicks (docs/decisions/public-site.md "Landing page: server-rendered header, handlers as islands").
 */
import Link from "next/link";
import { Button, buttonVariants } from "@/components/ui/button";
import { RedeemDialogTrigger } from "./redeem-dialog-trigger";
import { SignOutButton } from "./sign-out-button";
import { SignedInSwitch } from "./signed-in-switch";

/** The two account buttons of the desktop navigation. */
export function AccountNav() {
  return (
    <div className="flex items-center gap-2">
      <SignedInSwitch
        signedIn={
          <>
            <Button asChild variant="outline">
              <Link href="/dashboard">Dashboard</Link>
            </Button>
            <SignOutButton className={buttonVariants()} />
          </>
        }
        signedOut={
          <>
            <RedeemDialogTrigger className={buttonVariants({ variant: "outline" })} />
            <Button asChild>
              <Link href="/auth">Sign In</Link>
            </Button>
          </>
        }
      />
    </div>
  );
}
