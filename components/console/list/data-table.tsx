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
  /** Extra attributes of the column's header cell (e.g. `aria-sort` of a server-sorted column). */
  headerProps?: React.ThHTMLAttributes<HTMLTableCellElement>;
}

/** A column's `meta`: its cells' classes and, optionally, attributes of its header cell. */
export function columnMeta(className: string, headerProps?: ColumnMeta["headerProps"]): ColumnMeta {
  return { className, headerProps };
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
    <Table aria-busy={pending || undefined} className={cn(pending && "opacity-60 transition-opacity")}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <TableHeader>
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
      <TableBody>
        {table.getRowModel().rows.map((row) => (
          <TableRow key={row.id} {...rowProps?.(row.original)}>
            {row.getVisibleCells().map((cell) => (
              <TableCell key={cell.id} className={(cell.column.columnDef.meta as ColumnMeta | undefined)?.className}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
