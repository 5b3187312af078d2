"use client";
/** The older tabbed settings screen (docs/spec/site-and-admin.md §2 screen 8): Portfolio, Appearance (coming soon) and General. */
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { AdminSetting } from "@/lib/settings/admin-queries";
import { GeneralSettingsTab } from "./general-settings-tab";
import { PortfolioSettingsTab, type PortfolioTabData } from "./portfolio-settings-tab";
import { EmptyState } from "@/components/console/empty-state";

/** The three tabs; Portfolio (one server page of projects) first. */
export function SettingsTabs({ portfolio, settings }: { portfolio: PortfolioTabData; settings: AdminSetting[] }) {
  return (
    <Tabs defaultValue="portfolio">
      <TabsList>
        <TabsTrigger value="portfolio">Portfolio</TabsTrigger>
        <TabsTrigger value="appearance">Appearance</TabsTrigger>
        <TabsTrigger value="general">General</TabsTrigger>
      </TabsList>
      <TabsContent value="portfolio" className="pt-4">
        <PortfolioSettingsTab {...portfolio} />
      </TabsContent>
      <TabsContent value="appearance" className="pt-4">
        <EmptyState bordered>Appearance settings are coming soon.</EmptyState>
      </TabsContent>
      <TabsContent value="general" className="pt-4">
        <GeneralSettingsTab settings={settings} />
      </TabsContent>
    </Tabs>
  );
}
