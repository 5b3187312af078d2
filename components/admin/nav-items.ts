/** The admin sidebar's groups and links, in the spec's order (site-and-admin.md §2 "Sidebar (admin)"). */
import {
  Camera,
  FolderKanban,
  KeyRound,
  ListTodo,
  type LucideIcon,
  MessageSquareShare,
  Network,
  Settings,
  UserCog,
} from "lucide-react";

/** One sidebar link. */
export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** A titled group of sidebar links. */
export interface NavGroup {
  label: string;
  items: NavItem[];
}

export const ADMIN_NAV: NavGroup[] = [
  {
    label: "Main Menu",
    items: [
      { href: "/project-codes", label: "Project Codes", icon: KeyRound },
      { href: "/portfolio-management", label: "Portfolio", icon: FolderKanban },
      { href: "/weekly-todo", label: "Weekly TODO", icon: ListTodo },
      { href: "/site-control", label: "Site Control", icon: Network },
    ],
  },
  {
    label: "Tools",
    items: [
      { href: "/photo-library", label: "Photos", icon: Camera },
      { href: "/sms-routing", label: "SMS Routing", icon: MessageSquareShare },
    ],
  },
  {
    label: "Settings",
    items: [
      { href: "/account", label: "Profile Settings", icon: UserCog },
      { href: "/site-settings", label: "Site Settings", icon: Settings },
    ],
  },
];
