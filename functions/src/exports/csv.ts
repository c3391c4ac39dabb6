/**
 * CSV written through csv-stringify (RFC 4180: CRLF records, fields with a comma, a quote or a
 * line break quoted, quotes doubled) as a stream: rows are read a page at a time and written
 * as the response drains, so 10,000 rows hold one page in memory, not the file.
 */
import { once } from "node:events";
import type { Writable } from "node:stream";
import { stringify } from "csv-stringify";
import { neutraliseCell } from "@shop/domain";

export type CsvCell = string | number | null;

/** Writes `columns` as the header, then every row (text cells neutralised); resolves when written. */
export async function writeCsv<C extends string>(
  out: Writable,
  columns: readonly C[],
  rows: AsyncIterable<Record<C, CsvCell>>,
): Promise<void> {
  const csv = stringify({
    header: true,
    columns: [...columns],
    record_delimiter: "\r\n",
    quoted_string: false,
  });
  csv.pipe(out);
  try {
    for await (const row of rows) {
      const cells = columns.map((c) => {
        const v = row[c];
        return typeof v === "string" ? neutraliseCell(v) : v === null ? "" : v;
      });
      if (!csv.write(cells)) await once(csv, "drain");
    }
  } finally {
    csv.end();
  }
  if (!out.writableFinished) await once(out, "finish");
}
