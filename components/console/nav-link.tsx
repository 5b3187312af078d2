"use client";
/**
 * A link that marks itself as the current page (`aria-current="page"`) on its own path and below it,
 * and prefetches on intent (`IntentLink`): the sidebar draws one for every screen.
 */
import { usePathname } from "next/navigation";
import { IntentLink, type IntentLinkProps } from "./intent-link";

/** True when `pathname` is `href` or a path under it. */
export function isCurrentPath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** `IntentLink` plus `aria-current`; style the current state with `aria-[current=page]:` classes. */
export function NavLink({ href, ...props }: IntentLinkProps & { href: string }) {
  const pathname = usePathname();
  return <IntentLink href={href} aria-current={isCurrentPath(pathname, href) ? "page" : undefined} {...props} />;
}
