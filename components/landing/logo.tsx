/**
 * The Custom Portal Solutions logo as a link home (site-and-admin.md §2 "Logo and navigation"):
 * goes to / (reloading when already there), opens with Enter or Space, tooltip "Return to homepage".
 * Drawn on the server; only the link's handlers run in the browser (./logo-link.tsx).
 */
import { useId } from "react";
import { BRAND_NAME, BrandMark } from "@/lib/brand";
import { cn } from "@/lib/utils";
import { LogoLink, type TooltipSide } from "./logo-link";

/** full: mark and name; square: larger tile mark; icon: the mark alone; wordmark: the name alone. */
export type LogoVariant = "full" | "square" | "icon" | "wordmark";

interface LogoProps {
  variant?: LogoVariant;
  /** Shows the name next to the mark (full and square only; default true for full). */
  showText?: boolean;
  /** "light" for dark backgrounds. */
  tone?: "dark" | "light";
  /** Where the tooltip shows: "bottom" where there is no room above (the fixed header). */
  tooltipSide?: TooltipSide;
  className?: string;
}

function LogoMark({ size }: { size: number }) {
  // Unique per instance: the header and the footer both draw the mark.
  const gradientId = useId();
  return <BrandMark size={size} gradientId={gradientId} aria-hidden="true" className="shrink-0" />;
}

/** The logo as a link to /, with the "Return to homepage" tooltip. */
export function Logo({
  variant = "full",
  showText = variant === "full",
  tone = "dark",
  tooltipSide = "top",
  className,
}: LogoProps) {
  const withText = variant === "wordmark" || (showText && variant !== "icon");
  const withMark = variant !== "wordmark";
  return (
    <LogoLink
      label={withText ? undefined : BRAND_NAME}
      tooltipSide={tooltipSide}
      className={cn(
        "inline-flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        tone === "light" ? "text-white" : "text-foreground",
        className,
      )}
    >
      {withMark && <LogoMark size={variant === "square" ? 40 : 32} />}
      {withText && <span className="text-base sm:text-lg">{BRAND_NAME}</span>}
    </LogoLink>
  );
}
