/** Mail: what other areas may use to queue a mail inside the write of the change it reports. */
export {
  mailContext,
  queueMail,
  queueOrderMail,
  queueMarketingMail,
  queuePurchaseMail,
  shopEmail,
  type MailWriter,
  type NewMail,
  type PurchaseMail,
} from "./outbox.js";
export { releaseHeldMail, sendMailWaitingFor } from "./delivery.js";
export { registerAttachmentSource, type AttachmentSource, type ResolvedAttachment } from "./attachments.js";
export { mailCol } from "./data.js";
