/**
 * A public status page (docs/federation-protocol.md "Status pages"): the page's name and logo, the overall
 * state, current incidents and maintenance, each component with its state and 90 daily bars, and the last
 * 14 days of incidents. Server-rendered from the cached read; only the bars are a client component.
 */
import { formatDateTimeIn } from "@/lib/format/date";
import { INCIDENT_IMPACT_DISPLAY, INCIDENT_STATUS_LABELS } from "@/lib/incidents/labels";
import { BAR_LEVELS } from "@/lib/status-pages/daily-bars";
import { OVERALL_SENTENCE, PUBLIC_STATE_DISPLAY } from "@/lib/status-pages/labels";
import type { PublicComponent, PublicIncident, PublicStatus } from "@/lib/status-pages/public-status";
import { cn } from "@/lib/utils";
import { SubscribeForm } from "./subscribe-form";
import { UptimeBars } from "./uptime-bars";

/** An incident with its updates, times in the page's zone (also drawn on the client's page). */
export function IncidentCard({ incident, timeZone }: { incident: PublicIncident; timeZone: string }) {
  const impact = INCIDENT_IMPACT_DISPLAY[incident.impact];
  return (
    <article id={`incident-${incident.id}`} className="rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{incident.title}</h3>
        <span className={cn("rounded px-1.5 py-0.5 text-xs font-medium", impact.badgeClassName)}>{impact.label}</span>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        {incident.components.join(", ")} · since {formatDateTimeIn(incident.startedAt, timeZone)}
        {incident.resolvedAt && ` · resolved ${formatDateTimeIn(incident.resolvedAt, timeZone)}`}
      </p>
      <ol className="mt-3 space-y-2">
        {incident.updates.map((update, index) => (
          <li key={index} className="text-sm">
            <span className="font-medium">{INCIDENT_STATUS_LABELS[update.status]}</span> —{" "}
            <span className="whitespace-pre-line">{update.body}</span>
            <span className="block text-xs text-muted-foreground">{formatDateTimeIn(update.at, timeZone)}</span>
          </li>
        ))}
      </ol>
      {incident.postmortem && (
        <div className="mt-3 border-t pt-3 text-sm">
          <h4 className="font-medium">Post-mortem</h4>
          <p className="whitespace-pre-line">{incident.postmortem}</p>
        </div>
      )}
    </article>
  );
}

/** A component's row: the client component with its days packed small (components/status-pages/uptime-bars.tsx). */
function ComponentRow({
  component,
  lastDate,
  incidents,
}: {
  component: PublicComponent;
  lastDate: string;
  incidents: PublicStatus["incidents"];
}) {
  const titles: Record<number, string[]> = {};
  const figures: Record<number, [number, number]> = {};
  component.days.forEach((day, index) => {
    if (day.incidentIds.length) titles[index] = day.incidentIds.map((id) => incidents[id]?.title ?? "Incident");
    if (day.uptime !== null && day.uptime < 100) figures[index] = [day.uptime, day.down];
  });
  return (
    <UptimeBars
      name={component.name}
      state={component.state}
      total={{ percent: component.uptime, since: component.uptimeSince }}
      lastDate={lastDate}
      levels={component.days.map((day) => BAR_LEVELS.indexOf(day.level)).join("")}
      figures={figures}
      incidents={titles}
    />
  );
}

/** The page's headline: its sentence and colours. */
export function overallOf(status: PublicStatus): { sentence: string; className: string } {
  // Every component answering while an incident is open (an admin's, say): the banner must not say all is well.
  const incidentOnly = status.state === "operational" && status.current.length > 0;
  const overall = incidentOnly ? PUBLIC_STATE_DISPLAY.degraded : PUBLIC_STATE_DISPLAY[status.state];
  return {
    sentence: incidentOnly ? "Incident in progress" : OVERALL_SENTENCE[status.state],
    className: overall.className,
  };
}

/** The components, group by group, each with its 90 daily bars (also drawn on the client's page). */
export function ComponentGroups({ status }: { status: PublicStatus }) {
  const lastDate = status.groups[0]?.components[0]?.days.at(-1)?.date ?? status.generatedAt.slice(0, 10);
  return status.groups.map((group, index) => (
    <div key={index} className="mb-4 rounded-lg border px-4">
      {group.name && <h2 className="border-b py-3 font-semibold">{group.name}</h2>}
      <ul className="divide-y">
        {group.components.map((component) => (
          <ComponentRow key={component.name} component={component} lastDate={lastDate} incidents={status.incidents} />
        ))}
      </ul>
    </div>
  ));
}

export function PublicStatusView({ status }: { status: PublicStatus }) {
  const { page } = status;
  const overall = overallOf(status);
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <header className="mb-6 flex items-center gap-3">
        {page.logoUrl && (
          // An admin's https image of any size; the page must not depend on an image optimizer.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={page.logoUrl} alt="" className="h-10 w-auto" />
        )}
        <h1 className="text-2xl font-bold">{page.name}</h1>
      </header>
      <p className={cn("rounded-lg px-4 py-3 text-lg font-semibold", overall.className)} role="status">
        {overall.sentence}
      </p>

      {status.current.length > 0 && (
        <section className="mt-8" aria-labelledby="current-incidents">
          <h2 id="current-incidents" className="mb-3 text-lg font-semibold">
            Current incidents
          </h2>
          <div className="space-y-3">
            {status.current.map((id) => (
              <IncidentCard key={id} incident={status.incidents[id]!} timeZone={page.timeZone} />
            ))}
          </div>
        </section>
      )}

      {status.maintenance.length > 0 && (
        <section className="mt-8" aria-labelledby="maintenance">
          <h2 id="maintenance" className="mb-3 text-lg font-semibold">
            Scheduled maintenance
          </h2>
          <ul className="space-y-3">
            {status.maintenance.map((item) => (
              <li key={item.id} className="rounded-lg border p-4">
                <h3 className="font-semibold">
                  {item.title}
                  {item.inProgress && (
                    <span className="ml-2 rounded bg-sky-700 px-1.5 py-0.5 text-xs font-medium text-white">
                      In progress
                    </span>
                  )}
                </h3>
                <p className="text-sm text-muted-foreground">
                  {formatDateTimeIn(item.startsAt, page.timeZone)} until {formatDateTimeIn(item.endsAt, page.timeZone)}
                  {item.weekly && ", every week"} · {item.components.join(", ")}
                </p>
                {item.description && <p className="mt-2 text-sm whitespace-pre-line">{item.description}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="mt-8" aria-labelledby="components">
        <h2 id="components" className="sr-only">
          Components
        </h2>
        <ComponentGroups status={status} />
      </section>

      <section className="mt-8" aria-labelledby="history">
        <h2 id="history" className="mb-3 text-lg font-semibold">
          Past incidents (14 days)
        </h2>
        {status.history.length === 0 ? (
          <p className="text-sm text-muted-foreground">No incidents in the last 14 days.</p>
        ) : (
          <div className="space-y-3">
            {status.history.map((id) => (
              <IncidentCard key={id} incident={status.incidents[id]!} timeZone={page.timeZone} />
            ))}
          </div>
        )}
      </section>

      <section className="mt-8 rounded-lg border p-4" aria-labelledby="subscribe">
        <h2 id="subscribe" className="mb-3 text-lg font-semibold">
          Get updates
        </h2>
        <SubscribeForm slug={page.slug} />
      </section>

      <footer className="mt-10 text-xs text-muted-foreground">
        Times in {page.timeZone}.{" "}
        <a className="underline" href={`/status/${page.slug}/feed.atom`}>
          Atom feed
        </a>{" "}
        ·{" "}
        <a className="underline" href={`/status/${page.slug}/status.json`}>
          JSON
        </a>
      </footer>
    </main>
  );
}
