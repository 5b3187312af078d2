/** /site-control: Centralized Site Control (docs/spec/operator-console.md §2 "/site-control"). */
import type { Metadata } from "next";
import { SiteControl } from "@/components/federation/site-control";
import { requireUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { siteKeyStatus } from "@/lib/federation/remote-site/site-key";

export const metadata: Metadata = { title: "Centralized Site Control" };

/** The hub screen (its data is polled by the client); signed-in users only. */
export default async function SiteControlPage() {
  await requireUser();
  const { fromEnvironment, stored } = await siteKeyStatus();
  return (
    <SiteControl
      hubUrl={env.PUBLIC_BASE_URL.replace(/\/+$/, "")}
      keyStatus={{
        fromEnvironment,
        storedAt: stored?.createdAt.toISOString() ?? null,
        storedBy: stored?.createdBy ?? null,
      }}
    />
  );
}
