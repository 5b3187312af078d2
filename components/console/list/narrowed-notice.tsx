/**
 * The line above a list that a link narrowed to one row (`?incident=12`, `?issue=7`): says so, and
 * leads back to the whole list, since no toolbar control shows that narrowing.
 */
import { IntentLink } from "@/components/console/intent-link";

/** "Showing one `noun`." and a "Show all" link to `href`. */
export function NarrowedNotice({ noun, href }: { noun: string; href: string }) {
  return (
    <p role="status" className="rounded-lg border bg-muted/40 px-3 py-2 text-sm">
      Showing one {noun}.{" "}
      <IntentLink href={href} className="font-medium underline underline-offset-4">
        Show all
      </IntentLink>
    </p>
  );
}
