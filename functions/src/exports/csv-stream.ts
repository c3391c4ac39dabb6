/**
 * Writes rows as CSV through csv-stringify (RFC 4180: quotes around a cell with a comma, a quote
 * or a line break, quotes doubled; CRLF between records; a UTF-8 BOM for spreadsheets) into a
 * writable stream, waiting for it to drain: memory stays one page of rows.
 */
import { once } from "node:events";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { stringify } from "csv-stringify";
import { safeRow } from "@shop/domain";

/** Streams `pages` of rows (each cell neutralised against formulas) to `out`, header first. */
export async function writeCsv<K extends string>(
  out: Writable,
  columns: readonly K[],
  pages: AsyncIterable<Record<K, string>[]>,
): Promise<void> {
  const csv = stringify({ header: true, columns: [...columns], record_delimiter: "windows", bom: true });
  const piping = pipeline(csv, out);
  try {
    for await (const rows of pages) {
      for (const row of rows) {
        if (!csv.write(safeRow(row))) await once(csv, "drain");
      }
    }
    csv.end();
  } catch (err) {
    csv.destroy(err instanceof Error ? err : new Error(String(err)));
  }
  await piping;
}
