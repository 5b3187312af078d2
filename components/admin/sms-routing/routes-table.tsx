/**
 * The Routing Rules table (operator-console.md §2 "Routes"): Route Name with its description, Phone
 * Number or "All Numbers", the "type: pattern" badge, Target ("Internal: name" for internal handlers),
 * Priority, Status, Matches, and edit and delete buttons. Rows in decision order.
 */
import { Pencil, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { SmsRouteRow } from "@/lib/db/queries/sms-routing";
import { formatPhoneNumber } from "@/lib/phone-number";
import { patternBadge, targetLabel } from "./display";

/** The table, or "No routing rules" when there is no route. */
export function RoutesTable({
  routes,
  onEdit,
  onDelete,
}: {
  routes: SmsRouteRow[];
  onEdit: (route: SmsRouteRow) => void;
  onDelete: (route: SmsRouteRow) => void;
}) {
  if (routes.length === 0) {
    return (
      <div className="rounded-xl border border-dashed py-12 text-center">
        <p className="font-medium">No routing rules</p>
        <p className="text-sm text-muted-foreground">
          Every message gets its number&apos;s default handling. Add a route to send some elsewhere.
        </p>
      </div>
    );
  }
  return (
    <div className="rounded-xl border">
      <Table aria-label="Routing Rules">
        <TableHeader>
          <TableRow>
            <TableHead>Route Name</TableHead>
            <TableHead>Phone Number</TableHead>
            <TableHead>Pattern</TableHead>
            <TableHead>Target</TableHead>
            <TableHead className="text-right">Priority</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Matches</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {routes.map((route) => (
            <TableRow key={route.id} data-route-id={route.id} className="align-top">
              <TableCell className="max-w-xs whitespace-normal">
                <div className="font-medium">{route.name}</div>
                {route.description && <div className="text-xs text-muted-foreground">{route.description}</div>}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {route.phoneNumber ? formatPhoneNumber(route.phoneNumber) : "All Numbers"}
              </TableCell>
              <TableCell>
                <Badge variant="outline" className="max-w-56 truncate font-mono" title={route.pattern}>
                  {patternBadge(route.patternType, route.pattern)}
                </Badge>
              </TableCell>
              <TableCell className="max-w-56 truncate" title={route.targetValue}>
                {targetLabel(route.targetType, route.targetValue)}
              </TableCell>
              <TableCell className="text-right tabular-nums">{route.priority}</TableCell>
              <TableCell>
                <Badge variant={route.isActive ? "default" : "secondary"}>{route.isActive ? "Active" : "Inactive"}</Badge>
              </TableCell>
              <TableCell className="text-right tabular-nums" data-testid="route-matches">
                {route.matchCount}
              </TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <Button variant="ghost" size="icon" aria-label={`Edit route ${route.name}`} onClick={() => onEdit(route)}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-destructive hover:text-destructive"
                    aria-label={`Delete route ${route.name}`}
                    onClick={() => onDelete(route)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
