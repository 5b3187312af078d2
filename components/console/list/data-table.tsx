"use client";
/**
 * One page of a server-paged list drawn through @tanstack/react-table (headless: columns, row
 * model, column visibility) over the shadcn table primitives. The rows are already the server's
 * page: sorting, filtering and paging happen in SQL, not here.
 */
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type VisibilityState,
} from "@tanstack/react-table";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

/** Column metadata the table reads: cell classes (alignment, wrapping). */
export interface ColumnMeta {
  className?: string;
  /** As cards (`cardsBelowSm`): false leaves the column out of the cards (a detail the wide table adds). */
  inCard?: boolean;
  /** Extra attributes of the column's header cell (e.g. `aria-sort` of a server-sorted column). */
  headerProps?: React.ThHTMLAttributes<HTMLTableCellElement>;
}

/** A column's `meta`: its cells' classes and, optionally, attributes of its header cell. */
export function columnMeta(
  className: string,
  headerProps?: ColumnMeta["headerProps"],
  options: Pick<ColumnMeta, "inCard"> = {},
): ColumnMeta {
  return { className, headerProps, ...options };
}

/**
 * Below `sm` a table of `cardsBelowSm` draws each row as a card: one line per column, its header as the
 * line's label (`data-label`), so a phone sees the role, the status and the actions without scrolling
 * sideways. One DOM for both widths: only the layout changes.
 */
const CARDS = {
  table: "max-sm:block",
  header: "max-sm:hidden",
  body: "max-sm:grid max-sm:gap-3 max-sm:[&_tr:last-child]:border",
  row: "max-sm:grid max-sm:gap-1.5 max-sm:rounded-lg max-sm:border max-sm:p-3",
  cell:
    "max-sm:flex max-sm:min-w-0 max-sm:flex-wrap max-sm:items-center max-sm:justify-between max-sm:gap-x-3 " +
    "max-sm:gap-y-1 max-sm:p-0 max-sm:text-left max-sm:whitespace-normal max-sm:break-words " +
    "max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-muted-foreground " +
    "max-sm:before:content-[attr(data-label)]",
  hiddenCell: "max-sm:hidden",
};

/** A column's header as a card line's label: its text, or nothing for a header drawn otherwise. */
function labelOf(header: unknown): string | undefined {
  return typeof header === "string" ? header : undefined;
}

/** Props of a `DataTable` over rows of type `T`. */
export interface DataTableProps<T> {
  columns: ColumnDef<T, unknown>[];
  rows: T[];
  getRowId: (row: T) => string;
  /** Shown in place of the table when `rows` is empty. */
  empty: React.ReactNode;
  /** Extra props per row (click to open, data-attributes, dimming). */
  rowProps?: (row: T) => React.ComponentProps<typeof TableRow>;
  columnVisibility?: VisibilityState;
  /** True while the next page loads: the current rows stay, dimmed. */
  pending?: boolean;
  caption?: string;
  /** Below `sm`, each row as a card of labelled lines (`CARDS`) instead of a table scrolling sideways. */
  cardsBelowSm?: boolean;
}

/** The table of one page, or `empty`. */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  empty,
  rowProps,
  columnVisibility,
  pending,
  caption,
  cardsBelowSm = false,
}: DataTableProps<T>) {
  // The table object is rebuilt per render on purpose (rows are one server page); nothing memoizes it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    state: { columnVisibility: columnVisibility ?? {} },
  });

  if (rows.length === 0) return <>{empty}</>;

  return (
    <Table
      aria-busy={pending || undefined}
      className={cn(pending && "opacity-60 transition-opacity", cardsBelowSm && CARDS.table)}
    >
      {caption && <caption className="sr-only">{caption}</caption>}
      <TableHeader className={cn(cardsBelowSm && CARDS.header)}>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => (
              <TableHead
                key={header.id}
                className={(header.column.columnDef.meta as ColumnMeta | undefined)?.className}
                {...(header.column.columnDef.meta as ColumnMeta | undefined)?.headerProps}
              >
                {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
              </TableHead>
            ))}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody className={cn(cardsBelowSm && CARDS.body)}>
        {table.getRowModel().rows.map((row) => {
          const props = rowProps?.(row.original);
          return (
            <TableRow key={row.id} {...props} className={cn(props?.className, cardsBelowSm && CARDS.row)}>
              {row.getVisibleCells().map((cell) => {
                const meta = cell.column.columnDef.meta as ColumnMeta | undefined;
                return (
                  <TableCell
                    key={cell.id}
                    data-label={cardsBelowSm ? labelOf(cell.column.columnDef.header) : undefined}
                    className={cn(
                      meta?.className,
                      cardsBelowSm && (meta?.inCard === false ? CARDS.hiddenCell : CARDS.cell),
                    )}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                );
              })}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
