"use client";
/**
 * The horizontally scrolling frame of a data table (`Table`), focusable so keyboards can scroll it. Its
 * `contain: inline-size` keeps the table's width out of its ancestors' sizing: it takes the width its
 * card gives it and scrolls inside it, so a wide table never widens a phone's page. A table wider than
 * its frame says so: the side with more columns carries a shadow edge (`data-more-start`,
 * `data-more-end`), which goes once that side is scrolled to its end. Overlay scroll bars (phones,
 * macOS) show nothing until one scrolls, so the shadow is the sign.
 */
import { useEffect, useRef, useState } from "react";

/** Which sides of the frame hide columns. */
interface Hidden {
  start: boolean;
  end: boolean;
}

/**
 * The side shadows: a gradient from the frame's edge inwards, drawn over the cells, never catching the
 * pointer, rounded like the card around the frame so no corner shows outside its border.
 */
const EDGE =
  "pointer-events-none absolute inset-y-0 w-6 rounded-[inherit] from-black/15 to-transparent transition-opacity dark:from-black/50";

/** The frame around one `<table>`. */
export function TableScroller({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<Hidden>({ start: false, end: false });

  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    const update = () => {
      // One pixel of slack: zoomed pages report fractional widths and offsets.
      const max = frame.scrollWidth - frame.clientWidth;
      const next = { start: frame.scrollLeft > 1, end: frame.scrollLeft < max - 1 };
      setHidden((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    update();
    frame.addEventListener("scroll", update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(frame);
    if (frame.firstElementChild) resized.observe(frame.firstElementChild);
    return () => {
      frame.removeEventListener("scroll", update);
      resized.disconnect();
    };
  }, []);

  return (
    <div data-slot="table-frame" className="relative w-full rounded-[inherit] [contain:inline-size]">
      <div
        ref={ref}
        data-slot="table-container"
        data-more-start={hidden.start || undefined}
        data-more-end={hidden.end || undefined}
        tabIndex={0}
        className="w-full overflow-x-auto rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {children}
      </div>
      <div
        aria-hidden="true"
        className={`${EDGE} left-0 bg-linear-to-r ${hidden.start ? "opacity-100" : "opacity-0"}`}
      />
      <div
        aria-hidden="true"
        className={`${EDGE} right-0 bg-linear-to-l ${hidden.end ? "opacity-100" : "opacity-0"}`}
      />
    </div>
  );
}
