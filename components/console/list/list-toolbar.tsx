"use client";
/**
 * The row above a server-paged list with filters: its search box filling the line, then the filters
 * (`children`), one per line on a phone and side by side from `sm` up.
 */
import type { ReactNode } from "react";
import { ListSearch } from "./list-search";

export function ListToolbar({
  searchLabel,
  placeholder,
  children,
}: {
  searchLabel: string;
  placeholder: string;
  children: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:flex-wrap">
      <div className="flex-1">
        <ListSearch label={searchLabel} placeholder={placeholder} />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:flex sm:flex-wrap">{children}</div>
    </div>
  );
}
