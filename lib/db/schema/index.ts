/** The whole data model (docs/spec/operator-console.md §3), one file per domain. */
export * from "./auth";
export * from "./site";
export * from "./sms";
export * from "./operations";
export * from "./federation";
export * from "./screenshots";
export * from "./jobs";
export * from "./leads";
export * from "./alerts";
export * from "./uptime";
export * from "./audit";
export * from "./second-factor";
export * from "./team";
export * from "./incidents";
export * from "./status-pages";
export * from "./status-reports";
export * from "./bookings";
