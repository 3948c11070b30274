import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useState, type ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** A number: right-aligned, in tabular figures. */
  numeric?: boolean;
  /** Makes the header a sort button; rows are compared by this value. */
  sortValue?: (row: Row) => string | number;
  className?: string;
}

type Direction = "ascending" | "descending";
export interface Sort {
  key: string;
  direction: Direction;
}

interface TableProps<Row> {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** Read by screen readers before the table. */
  caption?: string;
  /** The first column's cells are row headers (`<th scope="row">`), and each narrow item's title. */
  rowHeaders?: boolean;
  /**
   * "list": below 768 px each row is a list item, the column headers as its terms, so nothing
   * needs a sideways scroll on a phone. "table": narrow tables (a few short columns) stay tables.
   */
  narrow?: "list" | "table";
  defaultSort?: Sort;
  /** "compact" for data (the back office), "roomy" for reading (the site). */
  density?: "compact" | "roomy";
  className?: string;
}

const densities = {
  compact: {
    head: "border-b border-ink-900/15 text-ink-600",
    headCell: "px-2 py-2 font-semibold first:pl-0",
    row: "border-b border-ink-900/10 align-top",
    cell: "px-2 py-2.5 first:pl-0",
    rowHeader: "font-normal",
    item: "py-3",
  },
  roomy: {
    head: "border-b-2 border-ink-900 text-ink-950",
    headCell: "px-3 py-3 font-semibold first:pl-0",
    row: "border-b border-sand-200 align-top",
    cell: "px-3 py-4 first:pl-0",
    rowHeader: "text-base font-semibold text-ink-950",
    item: "rounded-xl border border-sand-200 p-4",
  },
} as const;

/** A number's cell and header: right-aligned, in tabular figures, on one line. */
const align = (column: { numeric?: boolean }) => (column.numeric ? "text-right tabular-nums whitespace-nowrap" : "");

function compare<Row>(column: Column<Row>, direction: Direction) {
  const value = column.sortValue!;
  const sign = direction === "ascending" ? 1 : -1;
  return (a: Row, b: Row) => {
    const x = value(a);
    const y = value(b);
    return sign * (typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y)));
  };
}

/**
 * A real table (`<th scope>`, a caption, sortable headers as buttons with `aria-sort`), an empty
 * state, and below 768 px, where `narrow="list"`, the same rows as a list with their labels.
 * Copy-free: every text comes in through the props.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  empty,
  caption,
  rowHeaders = false,
  narrow = "list",
  defaultSort,
  density = "compact",
  className,
}: TableProps<Row>) {
  const [sort, setSort] = useState(defaultSort);
  if (rows.length === 0) return <p className={cn("text-ink-700", className)}>{empty}</p>;

  const sortColumn = columns.find((column) => column.key === sort?.key && column.sortValue);
  const sorted = sortColumn && sort ? [...rows].sort(compare(sortColumn, sort.direction)) : rows;
  const style = densities[density];
  return (
    <div className={className}>
      <table
        className={cn("w-full border-collapse text-left text-sm", narrow === "list" ? "hidden md:table" : "table")}
      >
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className={style.head}>
          <tr>
            {columns.map((column) => (
              <HeaderCell
                key={column.key}
                column={column}
                direction={sort?.key === column.key ? sort.direction : undefined}
                onSort={() => setSort((current) => nextSort(current, column))}
                className={style.headCell}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)} className={style.row}>
              {columns.map((column, index) => {
                const Cell = rowHeaders && index === 0 ? "th" : "td";
                return (
                  <Cell
                    key={column.key}
                    scope={Cell === "th" ? "row" : undefined}
                    className={cn(style.cell, Cell === "th" && style.rowHeader, align(column), column.className)}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {narrow === "list" && <NarrowList columns={columns} rows={sorted} rowKey={rowKey} item={style.item} />}
    </div>
  );
}

/**
 * The sort after a click on a column's header: the other way round on the sorted column, else
 * that column, numbers largest first and texts from A.
 */
function nextSort<Row>(current: Sort | undefined, column: Column<Row>): Sort {
  if (current?.key === column.key)
    return { key: column.key, direction: current.direction === "ascending" ? "descending" : "ascending" };
  return { key: column.key, direction: column.numeric ? "descending" : "ascending" };
}

/** A column's header: a sort button with its direction (`aria-sort`) when the column sorts. */
function HeaderCell<Row>({
  column,
  direction,
  onSort,
  className,
}: {
  column: Column<Row>;
  direction: Direction | undefined;
  onSort: () => void;
  className: string;
}) {
  const Icon = direction === "ascending" ? ArrowUp : direction === "descending" ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={column.sortValue ? (direction ?? "none") : undefined}
      className={cn(className, align(column))}
    >
      {column.sortValue ? (
        <button
          type="button"
          onClick={onSort}
          className={cn(
            "inline-flex items-center gap-1 rounded-sm font-semibold hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600",
            column.numeric && "flex-row-reverse",
          )}
        >
          {column.header}
          <Icon aria-hidden className={cn("size-3.5 shrink-0", !direction && "opacity-40")} />
        </button>
      ) : (
        column.header
      )}
    </th>
  );
}

/** Each row as a list item: the first column as its title, the others as labelled values. */
function NarrowList<Row>({
  columns,
  rows,
  rowKey,
  item,
}: Pick<TableProps<Row>, "columns" | "rows" | "rowKey"> & { item: string }) {
  const [first, ...rest] = columns;
  return (
    <ul className={cn("grid md:hidden", item.startsWith("py") ? "divide-y divide-ink-900/10" : "gap-4")}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={cn("min-w-0", item)}>
          {first && <div className="font-semibold text-ink-950">{first.cell(row)}</div>}
          <dl className="mt-1.5 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm text-ink-900">
            {rest.map((column) => (
              <div key={column.key} className="contents">
                <dt className="text-ink-600">{column.header}</dt>
                <dd className={cn("min-w-0", column.className)}>{column.cell(row)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
