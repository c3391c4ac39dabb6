/**
 * The contact shapes stored in Firestore, shared by the functions (Admin SDK converters) and the web
 * app (client SDK converters). Dates are epoch milliseconds; converters map them to Timestamps.
 */
import type { Searchable } from "../search/search.js";

export interface ContactMessage extends Searchable {
  name: string;
  company: string;
  email: string;
  phone: string;
  message: string;
  userId: string | null;
  createdAt: number;
}
