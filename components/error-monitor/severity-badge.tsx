/**
 * An error severity as an upper-case badge, coloured by level (docs/spec/operator-console.md §2 "Errors tab":
 * severity in upper case), shared by the error log and the fleet issues. An unknown level keeps the
 * outline badge without a colour.
 */
import { Badge } from "@/components/ui/badge";

const SEVERITY_CLASS: Record<string, string> = {
  critical: "border-transparent bg-red-700 text-white",
  high: "border-transparent bg-orange-700 text-white",
  medium: "border-transparent bg-yellow-300 text-yellow-950",
  low: "border-transparent bg-sky-700 text-white",
};

/** The badge of `severity` (critical, high, medium or low). */
export function SeverityBadge({ severity }: { severity: string }) {
  return (
    <Badge className={SEVERITY_CLASS[severity] ?? ""} variant="outline">
      {severity.toUpperCase()}
    </Badge>
  );
}
