/** /book: the event types a visitor can book, each a card linking to its page. */
import { IntentLink } from "@/components/console/intent-link";
import { Clock, MapPin, Phone, Video } from "lucide-react";
import type { BookingLocationKind } from "@/lib/db/schema/bookings";
import { LOCATION_LABELS } from "@/lib/bookings/labels";

export interface EventTypeCard {
  slug: string;
  name: string;
  description: string;
  durationMinutes: number;
  locationKind: BookingLocationKind;
}

const LOCATION_ICONS = { phone: Phone, video: Video, "in-person": MapPin } as const;

export function EventTypeList({ eventTypes }: { eventTypes: EventTypeCard[] }) {
  if (eventTypes.length === 0) return <p className="text-muted-foreground">Nothing can be booked right now.</p>;
  return (
    <ul className="grid gap-4">
      {eventTypes.map((eventType) => {
        const Icon = LOCATION_ICONS[eventType.locationKind];
        return (
          <li key={eventType.slug}>
            <IntentLink href={`/book/${eventType.slug}`} className="grid gap-2 rounded-lg border p-4 hover:bg-accent">
              <span className="text-lg font-semibold">{eventType.name}</span>
              {eventType.description && <span className="text-sm text-muted-foreground">{eventType.description}</span>}
              <span className="flex flex-wrap gap-4 text-sm">
                <span className="flex items-center gap-1">
                  <Clock aria-hidden="true" className="size-4" /> {eventType.durationMinutes} min
                </span>
                <span className="flex items-center gap-1">
                  <Icon aria-hidden="true" className="size-4" /> {LOCATION_LABELS[eventType.locationKind]}
                </span>
              </span>
            </IntentLink>
          </li>
        );
      })}
    </ul>
  );
}
