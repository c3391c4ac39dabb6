/**
 * The composition root: connects the areas' ports once, when the functions load (index.ts
 * imports it first). Payments depend on orders and queue invoices; orders and invoices reach
 * payments only through what is connected here, so no two areas depend on each other.
 */
import { connectPaymentRecords } from "../invoices/index.js";
import { connectOrderPayments } from "../orders/index.js";
import { orderPaymentsSide, paymentsCol } from "../payments/index.js";

connectOrderPayments(orderPaymentsSide);
connectPaymentRecords(paymentsCol);
