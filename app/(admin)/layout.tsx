/**
 * The admin shell for every signed-in screen: sidebar (a drawer on mobile) and a top bar with Dashboard
 * (docs/spec/site-and-admin.md §2 "Sidebar (admin)"). Signed-out visitors are sent to /auth (§6). Pages and
 * actions check the session again themselves: this layout is not re-run on every client navigation.
 */
import { GeistMono } from "geist/font/mono";
import type { Metadata } from "next";
import { IntentLink } from "@/components/console/intent-link";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { AdminSidebar } from "@/components/console/sidebar";
import { MobileSidebar } from "@/components/console/mobile-sidebar";
import { NavLink } from "@/components/console/nav-link";
import { RoleProvider } from "@/components/console/role-context";
import { requireUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { secondFactorRequired } from "@/lib/second-factor/policy";
import { redirect } from "next/navigation";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Wraps an admin page in the shell; redirects to /auth without a live session, and to
 * /second-factor-setup while the owner's policy requires a second factor this user lacks.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const { username, email, role, secondFactorEnabled } = await requireUser();
  if (!secondFactorEnabled && (await secondFactorRequired(db))) redirect("/second-factor-setup");
  const user = { username, email, role };
  return (
    <div className={`${GeistMono.variable} flex min-h-screen`}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 border-r border-sidebar-border md:block">
        <AdminSidebar user={user} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur md:px-8">
          <MobileSidebar user={user} />
          <IntentLink href="/" className="font-semibold tracking-tight">
            Custom Portal Solutions
          </IntentLink>
          <nav aria-label="Top" className="ml-auto">
            <NavLink
              href="/dashboard"
              className="rounded-md px-3 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
            >
              Dashboard
            </NavLink>
          </nav>
        </header>
        <main id="main" className="flex-1 px-4 py-6 md:px-8 md:py-8">
          <NuqsAdapter>
            <RoleProvider role={role}>{children}</RoleProvider>
          </NuqsAdapter>
        </main>
      </div>
    </div>
  );
}
