"use client";
/**
 * The visitor's time zone: detected by the browser on the first visit, changeable by searching the zones
 * the browser knows (IANA names, "new york" finds America/New_York). The choice lives in the URL (`?tz=`),
 * so the server renders the times in it.
 */
import { useId, useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { Globe } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useZoneHref } from "./use-zone-href";

/** Most zones listed for a search. */
const MAX_MATCHES = 40;

/** The zone in use and a searchable list to change it. */
export function TimeZonePicker({ timeZone }: { timeZone: string }) {
  const router = useRouter();
  const href = useZoneHref();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const listId = useId();
  const zones = useMemo(() => (open ? Intl.supportedValuesOf("timeZone") : []), [open]);
  const words = query
    .toLowerCase()
    .replace(/[\s_]+/g, " ")
    .trim();
  const matches = zones.filter((zone) => zone.toLowerCase().replace(/_/g, " ").includes(words)).slice(0, MAX_MATCHES);

  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <Globe aria-hidden="true" />
        <span data-testid="booking-time-zone">{timeZone}</span>
      </Button>
      {open && (
        <div id={listId} className="grid gap-2 rounded-md border p-3">
          <Input
            autoFocus
            type="search"
            aria-label="Search time zones"
            placeholder="Search a city or zone"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <ul className="max-h-60 overflow-y-auto" aria-label="Time zones">
            {matches.map((zone) => (
              <li key={zone}>
                <button
                  type="button"
                  className="w-full rounded px-2 py-1.5 text-left text-sm hover:bg-accent data-[current=true]:font-semibold"
                  data-current={zone === timeZone}
                  aria-current={zone === timeZone ? "true" : undefined}
                  onClick={() => {
                    setOpen(false);
                    router.replace(href(zone), { scroll: false });
                  }}
                >
                  {zone.replace(/_/g, " ")}
                </button>
              </li>
            ))}
            {matches.length === 0 && (
              <li className="px-2 py-1.5 text-sm text-muted-foreground">No time zone matches.</li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
