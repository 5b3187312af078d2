/** The whole data model (operator-console.md §3), one file per domain. */
export * from "./auth";
export * from "./site";
export * from "./sms";
export * from "./operations";
export * from "./federation";
export * from "./screenshots";
export * from "./jobs";
