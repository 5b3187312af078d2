"use client";
/** /bookings/settings: the event types with their hosts, and each team member's hours. */
import { useState } from "react";
import { IfMay } from "@/components/console/if-may";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LOCATION_LABELS } from "@/lib/bookings/labels";
import type { EventTypeWithHosts, HostHours } from "@/lib/bookings/settings-queries";
import { formatRanges } from "@/lib/bookings/settings-schemas";
import { formatDateTime } from "@/lib/format/date";
import { EventTypeDialog } from "./event-type-dialog";
import { HostFeedControls } from "./host-feed-controls";
import { HostHoursDialog } from "./host-hours-dialog";

const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

export function BookingSettings({ eventTypes, hosts }: { eventTypes: EventTypeWithHosts[]; hosts: HostHours[] }) {
  const [editing, setEditing] = useState<EventTypeWithHosts | "new" | null>(null);
  const [hours, setHours] = useState<HostHours | null>(null);
  const names = new Map(hosts.map((h) => [h.userId, h.name]));
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center justify-between gap-2">
            <h2>Event types</h2>
            <IfMay permission="bookings.event-types">
              <Button size="sm" onClick={() => setEditing("new")}>
                Add Event Type
              </Button>
            </IfMay>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3">
            {eventTypes.map((t) => (
              <li key={t.id} className="flex flex-wrap items-start justify-between gap-2 rounded-md border p-3">
                <div className="grid min-w-0 gap-1 text-sm">
                  <span className="font-medium">
                    {t.name} {!t.isActive && <Badge variant="outline">Hidden</Badge>}
                  </span>
                  <span className="break-all text-muted-foreground">/book/{t.slug}</span>
                  <span>
                    {t.durationMinutes} min · {LOCATION_LABELS[t.locationKind]} · hosts:{" "}
                    {t.hostIds.map((id) => names.get(id) ?? `#${id}`).join(", ") || "none"}
                  </span>
                </div>
                <IfMay permission="bookings.event-types">
                  <Button size="sm" variant="outline" onClick={() => setEditing(t)}>
                    Edit
                  </Button>
                </IfMay>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Hosts&apos; hours</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3">
            {hosts.map((h) => (
              <li key={h.userId} className="flex flex-wrap items-start justify-between gap-2 rounded-md border p-3">
                <div className="grid min-w-0 gap-1 text-sm">
                  <span className="font-medium">{h.name}</span>
                  <span className="text-muted-foreground">{h.timeZone ?? "No hours yet"}</span>
                  {h.calendar.connected && (
                    <span className={h.calendar.error ? "text-destructive" : "text-muted-foreground"}>
                      Own calendar:{" "}
                      {h.calendar.error ??
                        (h.calendar.checkedAt
                          ? `read ${formatDateTime(h.calendar.checkedAt)}`
                          : "waiting for its first read")}
                    </span>
                  )}
                  {h.weekly.map((ranges, day) =>
                    ranges.length ? (
                      <span key={day}>
                        {SHORT_DAYS[day]} {formatRanges(ranges)}
                      </span>
                    ) : null,
                  )}
                  {h.overrides.map((o) => (
                    <span key={o.date}>
                      {o.date}: {o.ranges.length ? formatRanges(o.ranges) : "off"}
                    </span>
                  ))}
                </div>
                <div className="grid justify-items-end gap-2">
                  <IfMay permission="bookings.hours">
                    <Button size="sm" variant="outline" onClick={() => setHours(h)}>
                      Edit Hours
                    </Button>
                  </IfMay>
                  {h.timeZone && (
                    <IfMay permission="bookings.feed">
                      <HostFeedControls userId={h.userId} hasFeed={h.hasFeed} />
                    </IfMay>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      {editing && (
        <EventTypeDialog
          key={editing === "new" ? "new" : editing.id}
          eventType={editing === "new" ? null : editing}
          hosts={hosts}
          onClose={() => setEditing(null)}
        />
      )}
      {hours && <HostHoursDialog key={hours.userId} host={hours} onClose={() => setHours(null)} />}
    </div>
  );
}
