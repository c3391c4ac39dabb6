import type { ReactNode } from "react";

export interface Column<T> {
  header: string;
  cell: (row: T, index: number) => ReactNode;
}

/** A plain, scrollable data table with a caption for screen readers. */
export function Table<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty = "Nothing here yet.",
  scrollLabel,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty?: string;
  /**
   * Names the table's scrolling box and lets the keyboard focus it (axe: scrollable-region-focusable),
   * for a table wider than a phone whose rows may hold no button.
   */
  scrollLabel?: string;
}) {
  if (rows.length === 0) return <p className="table-empty">{empty}</p>;
  const region = scrollLabel ? ({ role: "region", "aria-label": scrollLabel, tabIndex: 0 } as const) : {};
  return (
    <div className="table-wrap" {...region}>
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.header} data-label={c.header}>
                  {c.cell(row, i)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
