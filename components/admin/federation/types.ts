/** The hub endpoints' answers as the screens receive them (dates as ISO strings). */
import type { FederatedCommand } from "@/lib/db/schema";
import type {
  AnalyticsView,
  CollectedErrorView,
  CollectedFeatureView,
  CollectedTodoView,
  HubStatus,
  SimplifiedItem,
  SiteOverview,
  SyncReportView,
} from "@/lib/federation/queries";
import type { RemoteSite } from "@/lib/federation/sites";
import type { Wire } from "./api";

export type SiteJson = Wire<RemoteSite>;
export type ReportJson = Wire<SyncReportView>;
export type StatusJson = Wire<HubStatus>;
export type TodoJson = Wire<CollectedTodoView>;
export type ErrorJson = Wire<CollectedErrorView>;
export type FeatureJson = Wire<CollectedFeatureView>;
export type AnalyticsJson = Wire<AnalyticsView>;
export type SiteOverviewJson = Wire<SiteOverview>;
export type SimplifiedJson = { sites: SiteOverviewJson[]; items: Wire<SimplifiedItem>[] };
export type CommandJson = Wire<FederatedCommand>;
export type CommandResponseJson = {
  id: number;
  commandId: number;
  siteId: number;
  siteName: string | null;
  status: string;
  responseTime: number | null;
  response: string | null;
  errorMessage: string | null;
  executedAt: string | null;
};
export type CommandDetailsJson = { command: CommandJson; responses: CommandResponseJson[] };
