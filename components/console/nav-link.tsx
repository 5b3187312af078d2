"use client";
/** A link that marks itself as the current page (`aria-current="page"`) on its own path and below it. */
import Link from "next/link";
import { usePathname } from "next/navigation";

/** True when `pathname` is `href` or a path under it. */
export function isCurrentPath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** `Link` plus `aria-current`; style the current state with `aria-[current=page]:` classes. */
export function NavLink({ href, ...props }: React.ComponentProps<typeof Link> & { href: string }) {
  const pathname = usePathname();
  return <Link href={href} aria-current={isCurrentPath(pathname, href) ? "page" : undefined} {...props} />;
}
