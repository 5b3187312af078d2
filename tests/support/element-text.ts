/** The text a React element tree would draw: every string and number in it, in order, with function components called. */
import { isValidElement, type ReactNode } from "react";

/** Joins the tree's text with spaces; attribute values (colours, URLs) are left out, as they draw no letters. */
export function elementText(node: ReactNode): string {
  const parts: string[] = [];
  const walk = (current: ReactNode): void => {
    if (current === null || current === undefined || typeof current === "boolean") return;
    if (typeof current === "string" || typeof current === "number") {
      parts.push(String(current));
      return;
    }
    if (Array.isArray(current)) return current.forEach(walk);
    if (isValidElement<{ children?: ReactNode }>(current)) {
      if (typeof current.type === "function")
        return walk((current.type as (props: unknown) => ReactNode)(current.props));
      walk(current.props.children);
    }
  };
  walk(node);
  return parts.join(" ");
}
