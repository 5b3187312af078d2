/**
 * One number on the Phone Numbers tab (docs/spec/operator-console.md §2 "Phone Numbers"): the number, description,
 * Active or Inactive, the figures Active Routes / Total Messages / Today / Success Rate, up to 3 route
 * names and "+N more", the last activity, today's activity and the no-match behaviour.
 */
import { IfMay } from "@/components/console/if-may";
import { Pencil } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { SmsNumberRow } from "@/lib/sms-intake/routing/message-queries";
import { formatPhoneNumber } from "@/lib/format/phone";
import { formatDate } from "@/lib/format/date";
import { noMatchCardLabel, successRateLabel } from "@/lib/sms-intake/routing/labels";
import { formatCount } from "@/lib/format/number";

/** How many route names a card lists (§9). */
export const CARD_ROUTE_NAMES = 3;

/** The card; `sharedRoutes` counts the active routes for All Numbers, which apply to every active number too. */
export function PhoneNumberCard({
  number,
  sharedRoutes,
  onEdit,
}: {
  number: SmsNumberRow;
  sharedRoutes: number;
  onEdit: () => void;
}) {
  const formatted = formatPhoneNumber(number.phoneNumber);
  const shown = number.routeNames.slice(0, CARD_ROUTE_NAMES);
  const more = number.routeNames.length - shown.length;
  const stats = [
    { label: "Active Routes", value: number.activeRoutes },
    { label: "Total Messages", value: formatCount(number.total) },
    { label: "Today", value: formatCount(number.today) },
    // Over the number's latest messages (lib/sms-intake/routing/labels.ts RATE_SAMPLE).
    { label: "Success Rate", value: successRateLabel(number.routed, number.sampled, number.unsent) },
  ];
  return (
    <Card role="group" aria-label={formatted} data-phone={number.phoneNumber}>
      <CardHeader>
        <CardTitle>
          <h3 className="font-mono">{formatted}</h3>
        </CardTitle>
        <CardDescription>{number.description || "No description"}</CardDescription>
        <CardAction className="flex items-center gap-2">
          <Badge variant={number.isActive ? "default" : "secondary"}>{number.isActive ? "Active" : "Inactive"}</Badge>
          <IfMay permission="routing.update-number">
            <Button variant="outline" size="sm" aria-label={`Edit ${formatted}`} onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          </IfMay>
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="rounded-lg border p-2">
              <dt className="text-xs text-muted-foreground">{stat.label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <div>
          <p className="mb-1 text-xs font-medium text-muted-foreground">Routes</p>
          {shown.length === 0 ? (
            <p>No routes configured for this number</p>
          ) : (
            <ul className="flex flex-wrap gap-1" aria-label={`Routes for ${formatted}`}>
              {shown.map((name, index) => (
                <li key={`${index}-${name}`}>
                  <Badge variant="outline">{name}</Badge>
                </li>
              ))}
              {more > 0 && (
                <li>
                  <Badge variant="secondary">+{more} more</Badge>
                </li>
              )}
            </ul>
          )}
          {sharedRoutes > 0 && number.isActive && (
            <p className="mt-1 text-xs text-muted-foreground">
              {sharedRoutes} route{sharedRoutes === 1 ? "" : "s"} for All Numbers also appl
              {sharedRoutes === 1 ? "ies" : "y"}.
            </p>
          )}
        </div>
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-muted-foreground">
          <li>{number.lastActivity ? `Last activity: ${formatDate(number.lastActivity)}` : "No recent activity"}</li>
          <li>{number.today.count > 0 ? "Active today" : "No activity today"}</li>
          <li>{noMatchCardLabel(number.noMatchAction)}</li>
        </ul>
        <p className="text-xs text-muted-foreground">Provider: {number.provider}</p>
      </CardContent>
    </Card>
  );
}
