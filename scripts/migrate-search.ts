/**
 * One-time migration for the admin search (docs/admin.md, "Admin search and filters"): documents written
 * before this version have no `searchTerms`. Users, contact messages and mails get them computed
 * here by the same domain functions the API writes them with; payment records are touched
 * (`searchTouchedAt`), which wakes their trigger (`followPaymentRecord`, which also reads the
 * purchase's order). Documents that already have them are left alone — safe to run any number of
 * times. After deploying the functions and the indexes:
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npx tsx scripts/migrate-search.ts --project <project-id>
 */
import { getApps, initializeApp } from "firebase-admin/app";
import {
  FieldValue,
  getFirestore,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
import {
  COLLECTIONS,
  MAIL_COLLECTION,
  mailSearchTerms,
  messageSearchTerms,
  userSearchFields,
} from "@shop/domain";

const PAGE = 300;
const text = (v: unknown): string => (typeof v === "string" ? v : "");

/** What each collection's documents get (a trigger fills in the payments). */
const FIELDS: Record<string, (d: QueryDocumentSnapshot) => DocumentData> = {
  [COLLECTIONS.payments]: () => ({ searchTouchedAt: FieldValue.serverTimestamp() }),
  [COLLECTIONS.users]: (d) =>
    userSearchFields(d.id, {
      email: text(d.get("email")),
      displayName: text(d.get("displayName")),
      role: text(d.get("role")),
      disabled: d.get("disabled") === true,
    }),
  [COLLECTIONS.messages]: (d) => ({
    searchTerms: messageSearchTerms(d.id, {
      email: text(d.get("email")),
      name: text(d.get("name")),
      company: text(d.get("company")),
    }),
  }),
  [MAIL_COLLECTION]: (d) => ({
    searchTerms: mailSearchTerms(d.id, {
      to: text(d.get("to")),
      message: { subject: text(d.get("message.subject")) },
      purchaseId: text(d.get("purchaseId")) || null,
      orderId: text(d.get("orderId")) || null,
    }),
  }),
};

/** Gives the documents without search fields theirs; answers how many per collection. */
export async function addSearchFields(
  db: Firestore,
  collections: string[] = Object.keys(FIELDS),
): Promise<Record<string, number>> {
  const done: Record<string, number> = {};
  for (const [name, fields] of Object.entries(FIELDS)) {
    if (!collections.includes(name)) continue;
    let count = 0;
    let last: QueryDocumentSnapshot | undefined;
    for (;;) {
      let q = db.collection(name).orderBy("__name__").limit(PAGE);
      if (last) q = q.startAfter(last);
      const page = await q.get();
      const batch = db.batch();
      for (const doc of page.docs) {
        if (Array.isArray(doc.get("searchTerms"))) continue;
        batch.update(doc.ref, fields(doc));
        count += 1;
      }
      await batch.commit();
      last = page.docs.at(-1);
      if (page.size < PAGE) break;
    }
    done[name] = count;
  }
  return done;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf("--project");
  const projectId = at > 0 ? process.argv[at + 1] : undefined;
  if (!projectId) {
    console.error("Usage: tsx scripts/migrate-search.ts --project <project-id>");
    process.exit(2);
  }
  const app = getApps()[0] ?? initializeApp({ projectId });
  console.log("Search fields added:", await addSearchFields(getFirestore(app)));
}
