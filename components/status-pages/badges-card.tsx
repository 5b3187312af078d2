"use client";
/**
 * The Badges card on /status-pages/<id> (docs/federation-protocol.md "Status pages"): each badge with a
 * preview, its address and its embed code in Markdown and HTML, each with a copy button. Every role reads
 * it: a badge shows what the public page already shows.
 */
import { Copy } from "lucide-react";
import { useCopy } from "@/components/console/use-copy";
import { Button } from "@/components/ui/button";
import type { BadgeEmbed } from "@/lib/status-pages/badge-embed";

/** One line to copy: its label, the text (wrapped anywhere, so a long address fits a phone), and the copy button. */
function CopyLine({ label, text, badge }: { label: string; text: string; badge: string }) {
  const copy = useCopy();
  return (
    <div className="grid gap-1">
      <span className="text-xs font-medium text-muted-foreground">{label}</span>
      <div className="flex min-w-0 items-center gap-2">
        <code className="min-w-0 flex-1 rounded bg-muted px-2 py-1 text-xs break-all">{text}</code>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => copy(text, `${badge} ${label}`)}
          aria-label={`Copy the ${badge} badge's ${label}`}
        >
          <Copy className="size-4" aria-hidden="true" />
          Copy
        </Button>
      </div>
    </div>
  );
}

export function BadgesCard({ badges }: { badges: BadgeEmbed[] }) {
  return (
    <section className="rounded-xl border bg-card p-4" aria-labelledby="badges-heading">
      <h2 id="badges-heading" className="font-semibold">
        Badges
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">
        Show the page&apos;s state or uptime in a README or on a website: each badge links to the page and updates
        within a minute.
      </p>
      <ul className="divide-y">
        {badges.map((badge) => (
          <li key={badge.url} className="grid gap-3 py-3">
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-sm font-medium">{badge.title}</span>
              {/* eslint-disable-next-line @next/next/no-img-element -- an SVG badge drawn by this app, shown as the embed shows it */}
              <img src={badge.path} alt={`${badge.title} badge preview`} height={20} />
            </div>
            <CopyLine label="URL" text={badge.url} badge={badge.title} />
            <CopyLine label="Markdown" text={badge.markdown} badge={badge.title} />
            <CopyLine label="HTML" text={badge.html} badge={badge.title} />
          </li>
        ))}
      </ul>
    </section>
  );
}
