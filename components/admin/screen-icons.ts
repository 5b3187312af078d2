/** The lucide-react component behind each admin screen's icon name (lib/admin-screens.ts). */
import {
  Bug,
  Camera,
  FileText,
  FolderKanban,
  KeyRound,
  LayoutDashboard,
  LayoutGrid,
  ListTodo,
  type LucideIcon,
  Mail,
  Megaphone,
  MessageSquareShare,
  MessageSquareText,
  Network,
  Settings,
  SlidersHorizontal,
  Smartphone,
  UserCog,
} from "lucide-react";
import type { AdminScreenIcon } from "@/lib/admin-screens";

// Imported one by one (not lucide's whole `icons` map) so the client bundle carries only these.
export const SCREEN_ICONS: Record<AdminScreenIcon, LucideIcon> = {
  Bug,
  Camera,
  FileText,
  FolderKanban,
  KeyRound,
  LayoutDashboard,
  LayoutGrid,
  ListTodo,
  Mail,
  Megaphone,
  MessageSquareShare,
  MessageSquareText,
  Network,
  Settings,
  SlidersHorizontal,
  Smartphone,
  UserCog,
};
