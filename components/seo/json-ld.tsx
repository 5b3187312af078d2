/**
 * A JSON-LD block (lib/seo/structured-data.ts) in the page's HTML, from a server component: no client
 * JavaScript. `type="application/ld+json"` makes it a data block that browsers never run, so the
 * Content-Security-Policy does not apply to it.
 */
import type { Thing, WithContext } from "schema-dts";

/** Serializes `data`; every `<` becomes `\u003c`, so text such as `</script>` in a title cannot end the block early. */
export function jsonLdText(data: WithContext<Thing>): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** The `<script type="application/ld+json">` element. */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
