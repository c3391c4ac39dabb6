/**
 * The CSV export's memory and time for 10,000 rows: the functions' `writeCsv` (csv-stringify,
 * pages of 500 rows, waiting for the sink to drain) into a slow sink, against building the whole
 * file in memory first. Run alone: `npx tsx scripts/bench/csv-export.ts`, or
 * `npm run bench -- --only=csv`. Firestore is left out (the pages come from a generator shaped
 * like the Firestore scan): this measures what the function holds, not the emulator's reads.
 */
import { Writable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import { PAYMENT_CSV_COLUMNS, safeRow, type PaymentCsvRow } from "@shop/domain";
import { writeCsv } from "../../functions/src/exports/index.js";

const ROWS = 10_000;
const PAGE = 500;

function row(i: number): PaymentCsvRow {
  return {
    paymentId: `pay-${i.toString(36).padStart(12, "0")}`,
    paidAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
    customerName: `Reseller ${i}, "Gimbals" Ltd`,
    customerEmail: `buyer${i}@example.com`,
    product: i % 50 === 0 ? '=HYPERLINK("http://x","y")' : `Gimbal Pro ${i % 17} — 3-axis stabiliser`,
    quantity: String(1 + (i % 30)),
    amount: `${100 + (i % 900)}.${String(i % 100).padStart(2, "0")}`,
    currency: "USD",
    refunded: i % 40 === 0 ? "yes" : "no",
    transactionId: `pi_${i.toString(36).padStart(24, "x")}`,
    orderId: i % 3 === 0 ? `order-${i}` : "",
    invoiceNumber: `INV-2026-${String(i).padStart(6, "0")}`,
    dispute: "",
  };
}

async function* pages(): AsyncGenerator<PaymentCsvRow[]> {
  for (let start = 0; start < ROWS; start += PAGE) {
    await new Promise((r) => setImmediate(r)); // a page read's round trip
    yield Array.from({ length: Math.min(PAGE, ROWS - start) }, (_, k) => row(start + k));
  }
}

/** A sink that takes a while per chunk, as a client's connection does. */
function slowSink(): { sink: Writable; bytes: () => number } {
  let bytes = 0;
  const sink = new Writable({
    highWaterMark: 16 * 1024,
    write(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      setImmediate(done);
    },
  });
  return { sink, bytes: () => bytes };
}

function heapPeakDuring<T>(run: () => Promise<T>): Promise<{ value: T; peakMb: number; ms: number }> {
  global.gc?.();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 2);
  const t0 = performance.now();
  return run().then((value) => {
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    return { value, peakMb: (peak - base) / 1024 / 1024, ms: performance.now() - t0 };
  });
}

export async function csvExportFigures(): Promise<Record<string, number>> {
  const streamed = await heapPeakDuring(async () => {
    const { sink, bytes } = slowSink();
    await writeCsv(sink, PAYMENT_CSV_COLUMNS, pages());
    return bytes();
  });
  const whole = await heapPeakDuring(async () => {
    const all: PaymentCsvRow[] = [];
    for await (const p of pages()) all.push(...p.map(safeRow));
    const text = stringify(all, {
      header: true,
      columns: [...PAYMENT_CSV_COLUMNS],
      record_delimiter: "windows",
    });
    return Buffer.byteLength(text);
  });
  return {
    csv_export_rows: ROWS,
    csv_export_kb: Math.round(streamed.value / 1024),
    csv_export_streamed_ms: Math.round(streamed.ms),
    csv_export_streamed_heap_peak_mb: Math.round(streamed.peakMb * 10) / 10,
    csv_export_in_memory_ms: Math.round(whole.ms),
    csv_export_in_memory_heap_peak_mb: Math.round(whole.peakMb * 10) / 10,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [metric, value] of Object.entries(await csvExportFigures()))
    console.log(JSON.stringify({ metric, value }));
}
