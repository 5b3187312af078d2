"use client";
/** The sidebar as a toggleable drawer on small screens (docs/spec/site-and-admin.md §2 "Sidebar (admin)"). */
import { useState } from "react";
import { Menu } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { AdminSidebar, type SidebarUser } from "./sidebar";

/** An "Open menu" button (hidden from md up) that slides the sidebar in from the left; following a link closes it. */
export function MobileSidebar({ user }: { user: SidebarUser }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="w-72 gap-0 p-0">
        <SheetHeader className="border-b">
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Admin console navigation</SheetDescription>
        </SheetHeader>
        <AdminSidebar user={user} onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}
