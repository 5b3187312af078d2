"use client";
/**
 * The admin sidebar's content: every screen of lib/admin-screens.ts the user's role opens, by group, the signed-in user and
 * Logout (docs/spec/site-and-admin.md §2 "Sidebar (admin)").
 */
import { sidebarGroups } from "@/lib/admin-screens";
import type { UserRole } from "@/lib/db/schema/auth";
import { LogoutButton } from "./logout-button";
import { NavLink } from "./nav-link";
import { SCREEN_ICONS } from "./screen-icons";

/** What the sidebar shows of the signed-in user. */
export interface SidebarUser {
  username: string;
  email: string;
  role: UserRole;
}

/**
 * Renders the links and the user block. `onNavigate` runs when a link is followed (the mobile drawer
 * closes itself with it).
 */
export function AdminSidebar({ user, onNavigate }: { user: SidebarUser; onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col bg-sidebar text-sidebar-foreground">
      <nav aria-label="Admin" className="flex-1 space-y-6 overflow-y-auto px-3 py-4">
        {sidebarGroups(user.role).map((group) => {
          const headingId = `nav-group-${group.label.toLowerCase().replace(/\s+/g, "-")}`;
          return (
            <div key={group.label}>
              <p
                id={headingId}
                className="px-3 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {group.label}
              </p>
              <ul aria-labelledby={headingId} className="space-y-1">
                {group.screens.map(({ path, title, icon }) => {
                  const Icon = SCREEN_ICONS[icon];
                  return (
                    <li key={path}>
                      <NavLink
                        href={path}
                        onClick={onNavigate}
                        className="flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring focus-visible:outline-none aria-[current=page]:bg-sidebar-primary aria-[current=page]:text-sidebar-primary-foreground"
                      >
                        <Icon className="size-4 shrink-0" aria-hidden />
                        {title}
                      </NavLink>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </nav>
      <div className="space-y-3 border-t border-sidebar-border p-4">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{user.username}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </div>
        <LogoutButton />
      </div>
    </div>
  );
}
