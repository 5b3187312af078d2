/**
 * A Lucide icon drawn as plain server markup. lucide-react 1.x marks its `Icon` "use client", so every icon a
 * server component renders is sent twice: as SVG in the HTML and as a client reference with its whole icon
 * node in the RSC payload, which pushed the landing page's HTML past the first TCP round trip (docs/decisions.md
 * "Public pages: LCP breakdown, no session request for visitors"). The public pages' server components draw
 * their icons with this instead; client components keep lucide-react's.
 */
import { createElement, type SVGProps } from "react";
import type { LucideIconData, LucideIconNode } from "lucide-react";

/**
 * An icon module, `import * as Name from "lucide-react/icons/<name>"`: it exports the icon's data as
 * `__iconData` beside the component (lucide-react's own types name only the component).
 */
export type IconModule = object;

interface StaticIconProps extends Omit<SVGProps<SVGSVGElement>, "children"> {
  icon: IconModule;
}

/**
 * The same `<svg>` as lucide-react's component with its default size and stroke, without any client code.
 * Throws when `icon` is not a `lucide-react/icons/<name>` module.
 */
export function StaticIcon({ icon: module, className, ...rest }: StaticIconProps) {
  const icon = (module as { __iconData?: LucideIconData }).__iconData;
  if (!icon) throw new Error("StaticIcon needs a lucide-react/icons/<name> module");
  const size = icon.size ?? 24;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox={`0 0 ${size} ${size}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={["lucide", `lucide-${icon.name}`, className].filter(Boolean).join(" ")}
      {...rest}
    >
      {icon.node.map(draw)}
    </svg>
  );
}

function draw([name, attributes, children]: LucideIconNode, index: number): React.ReactNode {
  return createElement(name, { key: index, ...attributes }, children?.map(draw));
}
