/**
 * The view of each collected kind listed on Site Control (lib/federation/collected/labels.ts): one
 * entry per kind, typed so that a kind added to `LISTED_KINDS` without a view does not compile.
 */
import type { ListedKindName } from "@/lib/federation/collected/labels";
import { CollectedErrors } from "./collected-errors";
import { CollectedFeatures } from "./collected-features";
import { CollectedTodos } from "./collected-todos";
import type { ErrorJson, FeatureJson, TodoJson } from "./types";

/** The rows of each listed kind as they arrive. */
export interface CollectedRows {
  todos: TodoJson[];
  errors: ErrorJson[];
  features: FeatureJson[];
}

/** Draws a page of kind `K`'s rows (or the kind's empty message). */
export const COLLECTED_VIEWS: { [K in ListedKindName]: (rows: CollectedRows[K]) => React.ReactNode } = {
  todos: (rows) => <CollectedTodos todos={rows} />,
  errors: (rows) => <CollectedErrors errors={rows} />,
  features: (rows) => <CollectedFeatures features={rows} />,
};
