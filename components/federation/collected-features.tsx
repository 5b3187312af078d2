/**
 * The Features tab and the Remote Site Features grid (docs/spec/operator-console.md §2): cards with name, status
 * badge, description, site, version, category and synced time.
 */
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format/date";
import { CollectedList } from "./collected-list";
import type { FeatureJson } from "./types";

const STATUS_VARIANT: Record<string, "default" | "secondary" | "destructive"> = {
  active: "default",
  beta: "secondary",
  deprecated: "destructive",
};

/** The grid, or an empty message; `limit` shows only the first features (the Site Management overview). */
export function CollectedFeatures({ features, limit }: { features: FeatureJson[]; limit?: number }) {
  const shown = limit === undefined ? features : features.slice(0, limit);
  return (
    <CollectedList
      rows={shown}
      noun="features"
      label="Remote site features"
      className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
    >
      {(feature) => (
        <Card className="h-full gap-2 py-4">
          <CardHeader className="px-4">
            <CardTitle className="flex items-center justify-between gap-2 text-base">
              <h3>{feature.featureName}</h3>
              <Badge variant={STATUS_VARIANT[feature.status] ?? "outline"}>{feature.status}</Badge>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-1 px-4 text-sm">
            {feature.description && <p className="text-muted-foreground">{feature.description}</p>}
            <p className="text-xs text-muted-foreground">
              {feature.siteName} · {feature.version ? `v${feature.version}` : "no version"} ·{" "}
              {feature.category ?? "uncategorized"}
            </p>
            <p className="text-xs text-muted-foreground">Synced {formatDateTime(feature.syncedAt)}</p>
          </CardContent>
        </Card>
      )}
    </CollectedList>
  );
}
