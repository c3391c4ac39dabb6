import { Router } from "express";
import { optionalUser, requireAdmin, requireUser } from "../http/auth.js";
import { makeAdminHandler } from "../handlers/users/make-admin.js";
import { upsertUserHandler } from "../handlers/users/upsert-user.js";
import { listUsersHandler } from "../handlers/users/list-users.js";
import { updateProfileHandler } from "../handlers/users/update-profile.js";
import { setUserDisabledHandler } from "../handlers/users/set-user-disabled.js";
import { getAdminHandler } from "../handlers/users/get-admin.js";
import { listPurchasesHandler } from "../handlers/purchases/list-purchases.js";
import { getPurchaseHandler } from "../handlers/purchases/get-purchase.js";
import { createPurchaseHandler } from "../handlers/purchases/create-purchase.js";
import { cancelPurchaseHandler } from "../handlers/purchases/cancel-purchase.js";
import { recordPaymentHandler } from "../handlers/payments/record-payment.js";
import { shipPurchaseHandler } from "../handlers/purchases/ship-purchase.js";
import { refundPurchaseHandler } from "../handlers/purchases/refund-purchase.js";
import { listPaymentsHandler } from "../handlers/payments/list-payments.js";
import { shipPaymentHandler } from "../handlers/payments/ship-payment.js";
import { createPaymentIntentHandler } from "../handlers/payments/create-payment-intent.js";
import { listFeedbackHandler } from "../handlers/feedback/list-feedback.js";
import { createFeedbackHandler } from "../handlers/feedback/create-feedback.js";
import { listProductsHandler } from "../handlers/products/list-products.js";
import { getProductHandler } from "../handlers/products/get-product.js";
import { createProductHandler } from "../handlers/products/create-product.js";
import { deleteProductHandler } from "../handlers/products/delete-product.js";
import { changeStockHandler } from "../handlers/products/change-stock.js";
import { createMessageHandler } from "../handlers/messages/create-message.js";
import { listMessagesHandler } from "../handlers/messages/list-messages.js";
import { listMailHandler } from "../handlers/mail/list-mail.js";
import { resendMailHandler } from "../handlers/mail/resend-mail.js";

/**
 * Every REST path of spec §7 (plus profile, account disabling and contact messages); handlers
 * live one per file under handlers/. Guards: requireUser (valid ID token), requireAdmin (admin
 * claim, else 403), optionalUser.
 */
export function apiRoutes(): Router {
  const r = Router();
  r.put("/users/admin/:email", requireAdmin, makeAdminHandler);
  r.put("/users/:email", requireUser, upsertUserHandler);
  r.get("/users", requireAdmin, listUsersHandler);
  r.patch("/users/me", requireUser, updateProfileHandler);
  r.put("/users/:uid/disabled", requireAdmin, setUserDisabledHandler);
  r.get("/admin/:email", requireUser, getAdminHandler);
  r.get("/purchase", requireUser, listPurchasesHandler);
  r.get("/purchase/:id", requireUser, getPurchaseHandler);
  r.post("/purchase", requireUser, createPurchaseHandler);
  r.delete("/purchase/:id", requireUser, cancelPurchaseHandler);
  r.patch("/purchase/:id", requireUser, recordPaymentHandler);
  r.put("/purchase/:id", requireAdmin, shipPurchaseHandler);
  r.post("/purchase/:id/refund", requireAdmin, refundPurchaseHandler);
  r.get("/payments", requireAdmin, listPaymentsHandler);
  r.put("/payments/:id", requireAdmin, shipPaymentHandler);
  r.post("/create-payment-intent", requireUser, createPaymentIntentHandler);
  r.get("/feedback", listFeedbackHandler);
  r.post("/feedback", requireUser, createFeedbackHandler);
  r.get("/products", optionalUser, listProductsHandler);
  r.get("/products/:id", getProductHandler);
  r.post("/products", requireAdmin, createProductHandler);
  r.delete("/products/:id", requireAdmin, deleteProductHandler);
  r.patch("/products/:id/stock", requireAdmin, changeStockHandler);
  r.post("/messages", optionalUser, createMessageHandler);
  r.get("/messages", requireAdmin, listMessagesHandler);
  r.get("/mail", requireAdmin, listMailHandler);
  r.post("/mail/:id/retry", requireAdmin, resendMailHandler);
  return r;
}
