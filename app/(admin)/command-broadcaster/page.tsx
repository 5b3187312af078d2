/** /command-broadcaster: Command Broadcaster (docs/spec/operator-console.md §2 "/command-broadcaster"). */
import type { Metadata } from "next";
import { CommandBroadcaster } from "@/components/federation/command-broadcaster";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Command Broadcaster" };

/** Broadcast a command and review each site's answers (polled by the client); signed-in users only. */
export default async function CommandBroadcasterPage() {
  await requireUser();
  return <CommandBroadcaster />;
}
