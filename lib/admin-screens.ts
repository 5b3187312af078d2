/**
 * The one list of admin screens. The sidebar, the dashboard's screen cards, the proxy's matcher (a
 * literal Next.js must read statically, held equal to this list by tests/unit/admin-screens.test.ts),
 * the 390 px layout check and the features this app reports to hubs all read it. Adding a screen is one
 * entry here plus its page under `app/(admin)/`.
 *
 * Order: the spec's eight sidebar links first, in its order (docs/spec/site-and-admin.md §2 "Sidebar (admin)"),
 * then the screens the spec lists without a link, each under the group it belongs to
 * (docs/decisions/console-and-forms.md "What a new admin trips over").
 */

/** The sidebar's groups, in the order it draws them. */
export const ADMIN_SCREEN_GROUPS = ["Main Menu", "Tools", "Settings"] as const;
export type AdminScreenGroup = (typeof ADMIN_SCREEN_GROUPS)[number];

/** Icon names (lucide-react); components/console/screen-icons.ts maps each to its component. */
export type AdminScreenIcon =
  | "KeyRound"
  | "FolderKanban"
  | "ListTodo"
  | "Network"
  | "Camera"
  | "MessageSquareShare"
  | "UserCog"
  | "Settings"
  | "FileText"
  | "LayoutGrid"
  | "Megaphone"
  | "Bug"
  | "Smartphone"
  | "MessageSquareText"
  | "Mail"
  | "SlidersHorizontal"
  | "LayoutDashboard"
  | "Inbox"
  | "BellRing"
  | "Users"
  | "ScrollText"
  | "Activity"
  | "Siren"
  | "CalendarDays"
  | "FileSignature"
  | "ReceiptText";

import { roleMay, type PermissionKey } from "@/lib/auth/permissions";
import type { UserRole } from "@/lib/db/schema/auth";

/** A feature this app reports to hubs for a screen (docs/spec/operator-console.md §3 "Collected feature"). */
export interface AdminScreenFeature {
  featureName: string;
  category: string;
}

/** One signed-in screen. */
export interface AdminScreen {
  /** Route path, one segment under the site root (`/project-codes`). */
  path: `/${string}`;
  /** Short label for the sidebar and the dashboard card. */
  title: string;
  /** Sidebar group; null for the Dashboard, which the top bar links to. */
  group: AdminScreenGroup | null;
  icon: AdminScreenIcon;
  /** One sentence for the dashboard card (and the reported feature). */
  description: string;
  /** Set when the screen is a module this app reports to hubs as a feature. */
  feature?: AdminScreenFeature;
  /**
   * The `read` permission that opens the screen, for a screen not every role may see (lib/auth/permissions.ts).
   * Its page checks it; the sidebar and the dashboard leave the screen out for other roles.
   */
  permission?: PermissionKey;
}

export const ADMIN_SCREENS: readonly AdminScreen[] = [
  {
    path: "/dashboard",
    title: "Dashboard",
    group: null,
    icon: "LayoutDashboard",
    description: "Overview of the client sites and every screen.",
  },
  // The spec's sidebar, in its order.
  {
    path: "/project-codes",
    title: "Project Codes",
    group: "Main Menu",
    icon: "KeyRound",
    description: "Codes generated from project ideas and their clients.",
    feature: { featureName: "Project Codes", category: "sms" },
  },
  {
    path: "/portfolio-management",
    title: "Portfolio",
    group: "Main Menu",
    icon: "FolderKanban",
    description: "The projects shown on the website.",
    feature: { featureName: "Portfolio Management", category: "content" },
  },
  {
    path: "/weekly-todo",
    title: "Weekly TODO",
    group: "Main Menu",
    icon: "ListTodo",
    description: "The team's list and the weekly summary e-mail.",
    feature: { featureName: "Weekly TODO", category: "operations" },
  },
  {
    path: "/site-control",
    title: "Site Control",
    group: "Main Menu",
    icon: "Network",
    description: "Remote client sites, their syncs and data.",
    feature: { featureName: "Centralized Site Control", category: "federation" },
  },
  {
    path: "/photo-library",
    title: "Photos",
    group: "Tools",
    icon: "Camera",
    description: "Stock photos for the site and portfolio.",
    feature: { featureName: "Photo Library", category: "content" },
  },
  {
    path: "/sms-routing",
    title: "SMS Routing",
    group: "Tools",
    icon: "MessageSquareShare",
    description: "Incoming text messages and routing rules.",
    feature: { featureName: "SMS Smart Routing", category: "sms" },
  },
  {
    path: "/account",
    title: "Profile Settings",
    group: "Settings",
    icon: "UserCog",
    description: "Your profile, phone number and password.",
  },
  {
    path: "/site-settings",
    title: "Site Settings",
    group: "Settings",
    icon: "Settings",
    description: "What visitors see on the landing page.",
  },
  // Screens the spec describes without a sidebar link.
  {
    path: "/leads",
    title: "Leads",
    group: "Main Menu",
    icon: "Inbox",
    description: "Everyone who reached the agency, with their timeline and replies.",
  },
  {
    path: "/bookings",
    title: "Bookings",
    group: "Main Menu",
    icon: "CalendarDays",
    description: "Booked consultations by day and week, their outcomes, and the hours offered.",
  },
  {
    path: "/quotes",
    title: "Quotes",
    group: "Main Menu",
    icon: "FileSignature",
    description: "Priced quotes, their versions, signatures and evidence.",
    permission: "quotes.view",
  },
  {
    path: "/invoices",
    title: "Invoices",
    group: "Main Menu",
    icon: "ReceiptText",
    description: "Invoices, what is outstanding and what was paid this month.",
    permission: "invoices.view",
  },
  {
    path: "/client-projects",
    title: "Projects",
    group: "Main Menu",
    icon: "FolderKanban",
    description: "Clients' projects: milestones, updates, their sites and their page's link.",
    permission: "projects.view",
  },
  {
    path: "/code-management",
    title: "Code Drafts",
    group: "Main Menu",
    icon: "FileText",
    description: "The drafted proposal behind each code, and its share link.",
  },
  {
    path: "/site-control-v2",
    title: "Site Control Hub",
    group: "Main Menu",
    icon: "LayoutGrid",
    description: "The client sites at a glance, with health and sync.",
  },
  {
    path: "/command-broadcaster",
    title: "Command Broadcaster",
    group: "Main Menu",
    icon: "Megaphone",
    description: "Send one command to every remote site and read the answers.",
    feature: { featureName: "Command Broadcaster", category: "federation" },
  },
  {
    path: "/error-monitoring",
    title: "Error Monitoring",
    group: "Main Menu",
    icon: "Bug",
    description: "Server errors grouped, alerted and resolved.",
    feature: { featureName: "Error Monitoring", category: "operations" },
  },
  {
    path: "/alerts",
    title: "Fleet Alerts",
    group: "Main Menu",
    icon: "BellRing",
    description: "Errors across every client site, alert rules, channels and history.",
    feature: { featureName: "Fleet Alerts", category: "operations" },
  },
  {
    path: "/incidents",
    title: "Incidents",
    group: "Main Menu",
    icon: "Siren",
    description: "Outages and planned maintenance, with their public updates.",
  },
  {
    path: "/status-pages",
    title: "Status Pages",
    group: "Main Menu",
    icon: "Activity",
    description: "Public pages of your sites' status, incidents and maintenance.",
  },
  {
    path: "/phone-management",
    title: "Authorized Phones",
    group: "Tools",
    icon: "Smartphone",
    description: "Numbers allowed to text CODE;Description.",
  },
  {
    path: "/test-sms",
    title: "SMS Testing",
    group: "Tools",
    icon: "MessageSquareText",
    description: "Send a test message through the SMS intake.",
  },
  {
    path: "/email-test",
    title: "Email Test",
    group: "Tools",
    icon: "Mail",
    description: "Check e-mail delivery and read the outbox.",
  },
  {
    path: "/settings",
    title: "General Settings",
    group: "Settings",
    icon: "SlidersHorizontal",
    description: "Portfolio, appearance and key/value settings.",
  },
  {
    path: "/team",
    title: "Team",
    group: "Settings",
    icon: "Users",
    description: "Who can sign in, their roles, and invitations.",
    permission: "team.view",
  },
  {
    path: "/audit-log",
    title: "Audit Log",
    group: "Settings",
    icon: "ScrollText",
    description: "Who changed what, when, and from where.",
    permission: "audit.view",
  },
];

/** Whether `role` may open `screen`. */
export function screenOpenTo(screen: AdminScreen, role: UserRole): boolean {
  return !screen.permission || roleMay(role, screen.permission);
}

/** The sidebar: each group with the screens `role` may open (every screen without a role), in list order; groups without screens left out. */
export function sidebarGroups(role?: UserRole): { label: AdminScreenGroup; screens: AdminScreen[] }[] {
  const open = role ? ADMIN_SCREENS.filter((s) => screenOpenTo(s, role)) : ADMIN_SCREENS;
  return ADMIN_SCREEN_GROUPS.map((label) => ({ label, screens: open.filter((s) => s.group === label) })).filter(
    (g) => g.screens.length > 0,
  );
}

/** The proxy matcher entries the list implies: each screen and everything below it. */
export function adminMatcher(): string[] {
  return ADMIN_SCREENS.map((s) => `${s.path}/:path*`);
}
