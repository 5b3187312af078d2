"use client";
/**
 * The logo's link and its "Return to homepage" tooltip (site-and-admin.md §2 "Logo and navigation"; §9:
 * tooltip open delay 700 ms). The tooltip is CSS: it shows 700 ms after the pointer rests on the logo and
 * at once on keyboard focus, stays while the pointer is on it, and Escape or a click hides it until the
 * pointer or focus leaves (WCAG 1.4.13 "Content on Hover or Focus"). No tooltip library ships with the
 * public pages' first load (docs/decisions/public-site.md "Landing page: server-rendered header, handlers as islands").
 */
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useId, useState, type KeyboardEvent, type MouseEvent } from "react";

/** Which side of the logo the tooltip shows on. */
export type TooltipSide = "top" | "bottom";

/**
 * On the home page already, a client-side navigation would do nothing: load "/" afresh instead
 * (spec §2), dropping any #section or ?code= so the visitor lands at the top.
 */
function reloadWhenHome(event: MouseEvent<HTMLAnchorElement>) {
  if (window.location.pathname !== "/") return;
  event.preventDefault();
  window.history.replaceState(null, "", "/");
  window.location.reload();
}

// Invisible until the logo is hovered (after the spec's delay) or focused from the keyboard; the padding
// bridges the gap to the logo so the pointer can move onto the tooltip without closing it.
const TOOLTIP =
  "invisible absolute left-1/2 z-50 w-max -translate-x-1/2 scale-95 opacity-0 transition-[opacity,scale,visibility] duration-150 group-hover/logo:visible group-hover/logo:scale-100 group-hover/logo:opacity-100 group-hover/logo:delay-700 group-has-[a:focus-visible]/logo:visible group-has-[a:focus-visible]/logo:scale-100 group-has-[a:focus-visible]/logo:opacity-100";
const SIDE = { top: "bottom-full pb-2.5", bottom: "top-full pt-2.5" } as const;
const ARROW_SIDE = { top: "-bottom-1", bottom: "-top-1" } as const;

interface LogoLinkProps {
  /** The link's accessible name when it shows no text. */
  label: string | undefined;
  tooltipSide: TooltipSide;
  className: string;
  children: React.ReactNode;
}

/** A link to / drawn by the server (`children`), with the tooltip beside it. */
export function LogoLink({ label, tooltipSide, className, children }: LogoLinkProps) {
  const tooltipId = useId();
  const [dismissed, setDismissed] = useState(false);
  // On the home page the logo reloads "/" (reloadWhenHome): a prefetch of the page already shown would
  // fetch nothing of use, and the header's and footer's logos would each ask for it.
  const home = usePathname() === "/";
  return (
    <span className="group/logo relative inline-flex w-fit" onPointerLeave={() => setDismissed(false)}>
      <Link
        href="/"
        prefetch={home ? false : null}
        aria-label={label}
        aria-describedby={tooltipId}
        className={className}
        onClick={reloadWhenHome}
        onPointerDown={() => setDismissed(true)}
        onBlur={() => setDismissed(false)}
        onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
          if (event.key === "Escape") setDismissed(true);
          // Links activate on Enter natively; Space is added so the logo behaves like a button as the spec asks.
          if (event.key !== " ") return;
          event.preventDefault();
          event.currentTarget.click();
        }}
      >
        {children}
      </Link>
      <span role="tooltip" id={tooltipId} className={`${TOOLTIP} ${SIDE[tooltipSide]} ${dismissed ? "hidden" : ""}`}>
        <span className="relative block rounded-md bg-foreground px-3 py-1.5 text-xs font-normal tracking-normal text-background">
          Return to homepage
          <span
            aria-hidden="true"
            className={`absolute left-1/2 size-2.5 -translate-x-1/2 rotate-45 rounded-[2px] bg-foreground ${ARROW_SIDE[tooltipSide]}`}
          />
        </span>
      </span>
    </span>
  );
}
