/**
 * The feedback shapes stored in Firestore, shared by the functions (Admin SDK converters) and the web
 * app (client SDK converters). Dates are epoch milliseconds; converters map them to Timestamps.
 */
export interface Feedback {
  userId: string;
  name: string;
  /** 1 to 5 (spec §3). */
  star: number;
  feedbackMessage: string;
  /** The author's photo URL, used as avatar; may be empty. */
  image: string;
  createdAt: number;
  /** Set by the API: the author had a paid (or shipped) purchase when posting ("Verified buyer"). */
  verifiedBuyer?: boolean;
}
