/**
 * The fixed top navigation of the public pages (site-and-admin.md §2 "Logo and navigation"):
 * signed-out visitors get Got a Code? and Sign In, signed-in users Dashboard and Sign Out. The session
 * is asked from the browser (AccountNav, MobileNav), so the header is the same HTML for everybody.
 * Rendered on the server; the browser gets the buttons' handlers only (docs/decisions.md "Landing page:
 * server-rendered header, handlers as islands").
 */
import { Menu } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { AccountNav } from "./account-nav";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { SECTION_LINKS } from "./nav-links";

/** The header; its Got a Code? button opens the page's RedeemDialogHost. */
export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-background">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo tooltipSide="bottom" />
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
          <AccountNav />
        </nav>
        <MobileNav className={buttonVariants({ variant: "ghost", size: "icon", className: "md:hidden" })}>
          <Menu className="size-5" aria-hidden="true" />
        </MobileNav>
      </div>
    </header>
  );
}
