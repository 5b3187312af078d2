// GET /api/live?topics=leads,lead:42 - Server-Sent Events: which followed topics changed (docs/decisions/data-and-jobs.md "Live updates")
import { withAdmin } from "@/lib/auth/route";
import { AppError } from "@/lib/errors/app-error";
import { liveEventStream } from "@/lib/live/event-stream";
import { liveTopicsParam } from "@/lib/live/topics";

export const dynamic = "force-dynamic";
/** Seconds a serverless function may run; each stream ends before (lib/live/event-stream.ts). */
export const maxDuration = 300;

export const GET = withAdmin("live.subscribe", async (request) => {
  const parsed = liveTopicsParam.safeParse(new URL(request.url).searchParams.get("topics") ?? undefined);
  if (!parsed.success) throw new AppError("invalid", parsed.error.issues[0]?.message ?? "Invalid topics");
  return liveEventStream(parsed.data, request.signal);
});
