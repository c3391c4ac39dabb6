/** CSV exports: what other areas may use. */
export { writeCsv } from "./csv-stream.js";
export { orderRows } from "./orders-csv.js";
export { paymentRows } from "./payments-csv.js";
