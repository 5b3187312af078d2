"use client";
/** The older tabbed settings screen (site-and-admin.md §2 screen 8): Portfolio, Appearance (coming soon) and General. */
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { AdminSetting } from "@/lib/db/queries/settings-admin";
import type { PortfolioProject } from "@/lib/db/schema";
import { GeneralSettingsTab } from "./general-settings-tab";
import { PortfolioSettingsTab } from "./portfolio-settings-tab";

/** The three tabs; Portfolio first. */
export function SettingsTabs({ projects, settings }: { projects: PortfolioProject[]; settings: AdminSetting[] }) {
  return (
    <Tabs defaultValue="portfolio">
      <TabsList>
        <TabsTrigger value="portfolio">Portfolio</TabsTrigger>
        <TabsTrigger value="appearance">Appearance</TabsTrigger>
        <TabsTrigger value="general">General</TabsTrigger>
      </TabsList>
      <TabsContent value="portfolio" className="pt-4">
        <PortfolioSettingsTab projects={projects} />
      </TabsContent>
      <TabsContent value="appearance" className="pt-4">
        <p className="rounded-lg border border-dashed py-10 text-center text-muted-foreground">
          Appearance settings are coming soon.
        </p>
      </TabsContent>
      <TabsContent value="general" className="pt-4">
        <GeneralSettingsTab settings={settings} />
      </TabsContent>
    </Tabs>
  );
}
