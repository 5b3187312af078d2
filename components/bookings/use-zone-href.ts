"use client";
/** The booking pages' zone in the URL (`?tz=`): the detector and the picker build their links with it. */
import { usePathname, useSearchParams } from "next/navigation";

/** The URL of the current page with `tz` set. */
export function useZoneHref(): (zone: string) => string {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  return (zone) => {
    const params = new URLSearchParams(searchParams.toString());
    params.set("tz", zone);
    return `${pathname}?${params.toString()}`;
  };
}
