/**
 * Customer feedback and contact messages: what other areas may use. The storefront renders the
 * newest feedback into the home page; nothing else of this folder is public.
 */
export { listFeedback } from "./feedback.js";
export { feedbackCol, messagesCol } from "./data.js";
