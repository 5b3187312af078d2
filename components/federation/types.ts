/** The hub endpoints' answers as the screens receive them (dates as ISO strings). */
import type { FederatedCommand } from "@/lib/db/schema";
import type { CollectedErrorView } from "@/lib/federation/collected/errors";
import type { CollectedFeatureView } from "@/lib/federation/collected/features";
import type { SimplifiedItem } from "@/lib/federation/collected/items";
import type { CollectedTodoView } from "@/lib/federation/collected/todos";
import type { CommandResponseView } from "@/lib/federation/command-lists";
import type { AnalyticsView } from "@/lib/federation/analytics-queries";
import type { HubStatus, ListPage, SiteOverview, SyncReportView } from "@/lib/federation/queries";
import type { SimplifiedHub } from "@/lib/federation/simplified-hub";
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
export type SimplifiedJson = Wire<SimplifiedHub>;
export type ItemJson = Wire<SimplifiedItem>;
export type CommandJson = Wire<FederatedCommand>;
export type CommandResponseJson = Wire<CommandResponseView>;
export type CommandDetailsJson = { command: CommandJson; responses: Wire<ListPage<CommandResponseView>> };
/** A page of a hub list as it arrives. */
export type PageJson<T> = Omit<ListPage<unknown>, "rows"> & { rows: T[] };
