/**
 * The Decision Tree tab (docs/spec/operator-console.md §2 "Decision Tree", §4 "Route matching"): the live flow of an
 * incoming text to the shared number, as an ordered list. Compliance first (rejected, or on to route
 * matching), then the active routes in ascending priority (ties by id) with their action and a "no match,
 * continue to next route" step, then the no-match behaviour of the shared number and of any number that
 * differs. The first match wins. Only the first routes are drawn (`DECISION_TREE_ROUTES`): past them the
 * tree says how many more are checked and links to Routing Rules, which pages them all.
 */
import { IntentLink } from "@/components/console/intent-link";
import { ArrowDown, GitBranch, MessageSquare, ShieldCheck, XCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { SmsRouteRow } from "@/lib/sms-intake/routing/queries";
import type { SmsNumberRow } from "@/lib/sms-intake/routing/message-queries";
import { formatPhoneNumber } from "@/lib/format/phone";
import { noMatchTreeLabel, patternBadge, routeActionLabel } from "@/lib/sms-intake/routing/labels";
import { formatNumber } from "@/lib/format/number";

function Step({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof MessageSquare;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="rounded-lg border bg-card p-3">
      <p className="flex items-center gap-2 font-medium">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {title}
      </p>
      {children && <div className="mt-2 text-sm">{children}</div>}
    </div>
  );
}

function Arrow({ label }: { label?: string }) {
  return (
    <div className="flex items-center gap-2 py-1 pl-4 text-xs text-muted-foreground">
      <ArrowDown className="size-4" aria-hidden="true" />
      {label}
    </div>
  );
}

/**
 * The flow for `routes` (the first active routes in decision order), `moreRoutes` (active routes checked
 * after them, not drawn) and `numbers`, headed by `sharedNumber` (E.164).
 */
export function DecisionTree({
  routes: active,
  moreRoutes,
  numbers,
  sharedNumber,
}: {
  routes: SmsRouteRow[];
  moreRoutes: number;
  numbers: SmsNumberRow[];
  sharedNumber: string;
}) {
  const inactiveNumbers = new Set(numbers.filter((n) => !n.isActive).map((n) => n.id));
  const sharedAction = numbers.find((n) => n.phoneNumber === sharedNumber)?.noMatchAction ?? "project_code";
  const differing = numbers.filter((n) => n.phoneNumber !== sharedNumber && n.noMatchAction !== sharedAction);

  return (
    <section aria-labelledby="decision-tree-heading" className="grid gap-4">
      <div>
        <h2 id="decision-tree-heading" className="text-lg font-semibold">
          Decision Tree
        </h2>
        <p className="text-sm text-muted-foreground">
          How an incoming text is handled now. Active routes are checked in ascending priority (ties by creation order);
          the first match wins and stops processing.
        </p>
      </div>
      <ol className="grid max-w-3xl" aria-label="Message flow">
        <li>
          <Step icon={MessageSquare} title={`Incoming SMS to ${formatPhoneNumber(sharedNumber)}`} />
          <Arrow />
        </li>
        <li>
          <Step icon={ShieldCheck} title="Security & compliance check (blocked numbers, opt-outs, rate limits)">
            <ul className="grid gap-1 sm:grid-cols-2">
              <li className="flex items-center gap-2 rounded-md border border-destructive/40 px-2 py-1">
                <XCircle className="size-4 text-destructive" aria-hidden="true" />
                <span>
                  <span className="font-medium">Rejected</span>: opted out, blocked or over the rate limit
                </span>
              </li>
              <li className="flex items-center gap-2 rounded-md border px-2 py-1">
                <GitBranch className="size-4" aria-hidden="true" />
                <span>
                  <span className="font-medium">Passed</span>: on to route matching
                </span>
              </li>
            </ul>
          </Step>
          <Arrow />
        </li>
        <li>
          <Step icon={GitBranch} title="Route matching (ascending priority, first match wins)">
            {active.length === 0 ? (
              <p className="text-muted-foreground">No active routes configured</p>
            ) : (
              <ol className="grid gap-1" aria-label="Active routes in order">
                {active.map((route) => (
                  <li key={route.id} data-route-id={route.id}>
                    <div className="rounded-md border p-2">
                      <div className="flex flex-wrap items-center gap-2">
                        <Badge variant="secondary" className="tabular-nums">
                          Priority {route.priority}
                        </Badge>
                        <span className="font-medium">{route.name}</span>
                        <Badge variant="outline" className="max-w-64 truncate font-mono">
                          {patternBadge(route.patternType, route.pattern)}
                        </Badge>
                        {route.phoneNumber && (
                          <span className="text-xs text-muted-foreground">
                            only to {formatPhoneNumber(route.phoneNumber)}
                            {route.phoneNumberId !== null && inactiveNumbers.has(route.phoneNumberId)
                              ? " (number inactive: skipped)"
                              : ""}
                          </span>
                        )}
                      </div>
                      <p className="mt-1 break-all">Match → {routeActionLabel(route.targetType, route.targetValue)}</p>
                    </div>
                    <Arrow label="no match, continue to next route" />
                  </li>
                ))}
                {moreRoutes > 0 && (
                  <li className="rounded-md border border-dashed p-2 text-muted-foreground">
                    …and {formatNumber(moreRoutes)} more active {moreRoutes === 1 ? "route" : "routes"}, checked in the
                    same order:{" "}
                    <IntentLink href="/sms-routing" className="text-primary underline-offset-4 hover:underline">
                      see Routing Rules
                    </IntentLink>
                  </li>
                )}
              </ol>
            )}
          </Step>
          <Arrow />
        </li>
        <li>
          <Step icon={XCircle} title="No route matched">
            <p>
              {formatPhoneNumber(sharedNumber)}: <span className="font-medium">{noMatchTreeLabel(sharedAction)}</span>
            </p>
            {differing.length > 0 && (
              <ul className="mt-1 grid gap-0.5">
                {differing.map((number) => (
                  <li key={number.id}>
                    {formatPhoneNumber(number.phoneNumber)}:{" "}
                    <span className="font-medium">{noMatchTreeLabel(number.noMatchAction)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Step>
        </li>
      </ol>
    </section>
  );
}
