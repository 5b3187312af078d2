/**
 * The frame of every public page: fixed header, main content, footer, the floating "Got a Code?"
 * button and the redeem dialog they open (site-and-admin.md §2 "Logo and navigation").
 */
import { KeyRound } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { RedeemDialogHost } from "./redeem-dialog-host";
import { RedeemDialogTrigger } from "./redeem-dialog-trigger";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

// Hidden while the visitor types in a field of the page (the contact form), which it would otherwise cover
// on a phone, where the field being typed in sits at the bottom of the screen above the keyboard; the
// header keeps its own Got a Code? meanwhile.
const FLOATING_BUTTON = cn(
  buttonVariants({
    size: "lg",
    className:
      "fixed right-4 bottom-4 z-30 rounded-full shadow-lg sm:right-6 sm:bottom-6 group-has-[:is(input,textarea,select):focus]/main:hidden",
  }),
);

interface MarketingShellProps {
  /** Whether a `?code=` share link opens the redeem dialog prefilled (the landing page's links). */
  readsShareLink?: boolean;
  children: React.ReactNode;
}

/** Wraps a public page's content in `<main id="main">` between the header and the footer. */
export function MarketingShell({ readsShareLink = false, children }: MarketingShellProps) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="group/main pt-16">
        {children}
        <RedeemDialogTrigger className={FLOATING_BUTTON}>
          <KeyRound aria-hidden="true" />
          Got a Code?
        </RedeemDialogTrigger>
      </main>
      <SiteFooter />
      <RedeemDialogHost readsShareLink={readsShareLink} />
    </>
  );
}
