/** The landing page's Open Graph card: wordmark, the hero's headline and tagline. */
import type { ReactElement } from "react";
import { CardFrame } from "./brand";

/** The card's element tree (docs/spec/site-and-admin.md §1: the headline and "since 2015"). */
export function landingCard(): ReactElement {
  return (
    <CardFrame caption="Small businesses, agencies and companies · since 2015">
      <div style={{ display: "flex", flexDirection: "column", gap: 24, maxWidth: 1000 }}>
        <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.08, letterSpacing: -1.5 }}>
          Custom Portals, Web Solutions and AI-Powered Business Automation
        </div>
        <div style={{ fontSize: 30, color: "#e0e7ff", lineHeight: 1.35 }}>
          Secure client portals and web applications built around the way your business works.
        </div>
      </div>
    </CardFrame>
  );
}
