/**
 * The Open Graph card of a project code's share link. It takes no code, idea or draft:
 * every share link unfurls with this same card, so nothing a client texted can appear in a chat
 * preview, whoever pastes the link. docs/decisions/public-site.md "Search and share metadata".
 */
import type { ReactElement } from "react";
import { CardFrame } from "./brand";

/** The headline every share link unfurls with (the words). */
export const SHARE_CARD_HEADLINE = "You have a project code from Custom Portal Solutions";

/** A key, drawn as lucide's `KeyRound` icon is. */
function KeyIcon() {
  return (
    <svg
      width="96"
      height="96"
      viewBox="0 0 24 24"
      fill="none"
      stroke="#ffffff"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2.586 17.414A2 2 0 0 0 2 18.828V21a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h1a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h.172a2 2 0 0 0 1.414-.586l.814-.814a6.5 6.5 0 1 0-4-4z" />
      <circle cx="16.5" cy="7.5" r=".5" fill="#ffffff" />
    </svg>
  );
}

/** The card's element tree. */
export function shareCard(): ReactElement {
  return (
    <CardFrame>
      <div style={{ display: "flex", alignItems: "center", gap: 48 }}>
        <div
          style={{
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            width: 180,
            height: 180,
            flexShrink: 0,
            borderRadius: 40,
            backgroundColor: "rgba(255,255,255,0.12)",
            border: "2px solid rgba(255,255,255,0.35)",
          }}
        >
          <KeyIcon />
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
          <div style={{ fontSize: 60, fontWeight: 700, lineHeight: 1.1, letterSpacing: -1.2 }}>
            {SHARE_CARD_HEADLINE}
          </div>
          <div style={{ fontSize: 30, color: "#e0e7ff", lineHeight: 1.35 }}>
            Open the link to redeem it and see your draft proposal.
          </div>
        </div>
      </div>
    </CardFrame>
  );
}
