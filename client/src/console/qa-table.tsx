import type { HTMLAttributes, Key, ReactNode } from 'react';

/** One column of a console table: its heading (none for a bare list) and what a row shows in it. */
export interface QaColumn<T> {
  header?: ReactNode;
  cell: (row: T) => ReactNode;
  /** `qa-num` right-aligns figures, `qa-buttons` lays out actions, `qa-code`/`qa-body` as in console.css. */
  className?: string;
}

interface QaTableProps<T> {
  rows: readonly T[] | undefined;
  columns: ReadonlyArray<QaColumn<T>>;
  rowKey: (row: T) => Key;
  /** The table's accessible name (tests and screen readers find a queue by it). */
  label?: string;
  /** Attributes of a row (a title, aria-selected). */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement>;
}

/**
 * The one table of the console's panels: a heading row when a column has a heading, one row per
 * item. Nothing at all for no rows: each panel says "empty" in its own words.
 */
export function QaTable<T>({ rows, columns, rowKey, label, rowProps }: QaTableProps<T>) {
  if (!rows?.length) return null;
  const headed = columns.some((c) => c.header !== undefined);
  return (
    <table aria-label={label}>
      {headed ? (
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i}>{c.header}</th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowProps?.(row)}>
            {columns.map((c, i) => (
              <td key={i} className={c.className}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
