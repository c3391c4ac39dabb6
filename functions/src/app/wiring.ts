/**
 * The composition root: connects the areas' ports once, when the functions load (index.ts
 * imports it first). Payments depend on orders and queue invoices; orders and invoices reach
 * payments only through what is connected here, so no two areas depend on each other. Returns
 * depend on payments: approving a return's refund (payments) reaches the returns the same way.
 */
import { connectPaymentRecords } from "../invoices/index.js";
import { connectOrderPayments } from "../orders/index.js";
import { connectReturnRefunds, orderPaymentsSide, paymentsCol } from "../payments/index.js";
import { returnRefundsSide } from "../returns/index.js";

connectOrderPayments(orderPaymentsSide);
connectPaymentRecords(paymentsCol);
connectReturnRefunds(returnRefundsSide);
