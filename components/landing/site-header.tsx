/**
 * The fixed top navigation of the public pages (site-and-admin.md §2 "Logo and navigation"):
 * signed-out visitors get Got a Code? and Sign In, signed-in users Dashboard and Sign Out.
 */
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { SECTION_LINKS } from "./nav-links";
import { RedeemDialogButton } from "./redeem-dialog-provider";
import { SignOutButton } from "./sign-out-button";

/** The header; render inside a RedeemDialogProvider. */
export function SiteHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-background">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          <ul className="flex items-center gap-6 text-sm font-medium">
            {SECTION_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="text-muted-foreground transition-colors hover:text-foreground">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
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
        </nav>
        <MobileNav signedIn={signedIn} />
      </div>
    </header>
  );
}
