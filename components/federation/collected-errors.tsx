/**
 * The Errors tab (docs/spec/operator-console.md §2): each collected error with severity (medium by default), site,
 * a Resolved or Open badge, message ('No error message'), method (GET by default) and URL, and a
 * collapsible stack trace.
 */
import { Badge } from "@/components/ui/badge";
import { DISPLAY_DEFAULTS } from "@/lib/federation/protocol";
import { CollectedCard, CollectedList } from "./collected-list";
import type { ErrorJson } from "./types";

const SEVERITY_VARIANT: Record<string, "destructive" | "default" | "secondary" | "outline"> = {
  critical: "destructive",
  high: "destructive",
  medium: "default",
  low: "secondary",
};

/** The list, or an empty message. */
export function CollectedErrors({ errors }: { errors: ErrorJson[] }) {
  return (
    <CollectedList rows={errors} noun="errors" label="Collected errors">
      {(error) => {
        const severity = error.severity || DISPLAY_DEFAULTS.severity;
        return (
          <CollectedCard>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={SEVERITY_VARIANT[severity] ?? "outline"}>{severity.toUpperCase()}</Badge>
              <span className="text-sm font-medium">{error.siteName || DISPLAY_DEFAULTS.siteName}</span>
              <Badge variant={error.resolved ? "secondary" : "outline"}>{error.resolved ? "Resolved" : "Open"}</Badge>
            </div>
            <p className="text-sm">{error.errorMessage || DISPLAY_DEFAULTS.errorMessage}</p>
            <p className="font-mono text-xs text-muted-foreground">
              {error.requestMethod || DISPLAY_DEFAULTS.requestMethod} {error.requestUrl ?? ""}
            </p>
            {error.stackTrace && (
              <details>
                <summary className="cursor-pointer text-xs text-muted-foreground">Stack trace</summary>
                <pre
                  tabIndex={0}
                  className="mt-2 max-h-60 overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap"
                >
                  {error.stackTrace}
                </pre>
              </details>
            )}
          </CollectedCard>
        );
      }}
    </CollectedList>
  );
}
