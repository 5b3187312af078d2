/** The footer of the public pages (site-and-admin.md §1: served small businesses, agencies and companies since 2015). */
import Link from "next/link";
import { Logo } from "./logo";

/** Footer with the legal links and the copyright year. */
export function SiteFooter() {
  return (
    <footer className="border-t bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr] lg:px-8">
        <div className="grid gap-3">
          <Logo tone="light" />
          <p className="max-w-md text-sm">
            Custom portals, web solutions and AI-powered business automation. We have served small businesses, agencies
            and companies since 2015.
          </p>
        </div>
        <nav aria-label="Legal" className="md:justify-self-end">
          <ul className="grid gap-2 text-sm">
            <li>
              <Link href="/privacy" className="underline-offset-4 hover:text-white hover:underline">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link href="/terms" className="underline-offset-4 hover:text-white hover:underline">
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Custom Portal Solutions. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
