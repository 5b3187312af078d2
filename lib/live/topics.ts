/**
 * What an open screen can follow (docs/decisions/data-and-jobs.md "Live updates"): a topic names a list or one row whose
 * shown state changed, never the change itself; the screen reads the new state through its usual,
 * authorized page or endpoint. A topic is a registered name (`leads`) or a name and a row id (`lead:42`).
 */
import { z } from "zod";

/**
 * The registry of topic names: one entry per list or row kind a screen follows. Adding one is an entry
 * here, `publishChange(tx, liveTopic(name, id))` in the writes that change it, and `LiveRefresh` (or
 * `useLiveChanges`) on the screens that show it.
 */
export const LIVE_TOPIC_NAMES = [
  "leads",
  "lead",
  "sites",
  "site",
  "uptime",
  "outbox",
  "incidents",
  "incident",
  "maintenance",
  "status-pages",
  "status-page",
  "bookings",
  "quotes",
  "quote",
  "projects",
  "project",
] as const;

export type LiveTopicName = (typeof LIVE_TOPIC_NAMES)[number];

/** A topic as written by `liveTopic`: `name` or `name:id`. */
export type LiveTopic = LiveTopicName | `${LiveTopicName}:${number}`;

/** Most topics one stream follows. */
export const MAX_TOPICS_PER_STREAM = 16;

/** The topic of a list (`liveTopic("leads")`) or of one row (`liveTopic("lead", 42)`). */
export function liveTopic(name: LiveTopicName, id?: number): LiveTopic {
  return id === undefined ? name : `${name}:${id}`;
}

const TOPIC = new RegExp(`^(${LIVE_TOPIC_NAMES.join("|")})(:[1-9][0-9]{0,9})?$`);

/** The `topics` query parameter of GET /api/live: comma-separated registered topics, 1 to 16. */
export const liveTopicsParam = z
  .string({ error: "topics is required" })
  .transform((raw) => [
    ...new Set(
      raw
        .split(",")
        .map((topic) => topic.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string().regex(TOPIC, "Each topic is a known name, or a name and a row id (lead:42)"))
      .min(1, "Name at least one topic")
      .max(MAX_TOPICS_PER_STREAM, `At most ${MAX_TOPICS_PER_STREAM} topics`),
  );
