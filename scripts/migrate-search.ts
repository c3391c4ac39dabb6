/**
 * One-time migration for the admin search (README, "Admin search and filters"): documents written
 * before the search triggers were deployed have no `searchTerms`. This touches each of them
 * (`searchTouchedAt`), which wakes its collection's trigger to write the fields; documents that
 * have them are left alone — safe to run any number of times. After deploying the functions:
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npx tsx scripts/migrate-search.ts --project <project-id>
 */
import { getApps, initializeApp } from "firebase-admin/app";
import { FieldValue, getFirestore, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS, MAIL_COLLECTION } from "@shop/domain";

const SEARCHABLE = [COLLECTIONS.payments, COLLECTIONS.users, COLLECTIONS.messages, MAIL_COLLECTION];
const PAGE = 300;

/** Touches the documents without search fields; answers how many per collection. */
export async function touchUnsearchable(db: Firestore): Promise<Record<string, number>> {
  const touched: Record<string, number> = {};
  for (const name of SEARCHABLE) {
    touched[name] = 0;
    let last: FirebaseFirestore.QueryDocumentSnapshot | undefined;
    for (;;) {
      let q = db.collection(name).orderBy("__name__").limit(PAGE);
      if (last) q = q.startAfter(last);
      const page = await q.get();
      const batch = db.batch();
      for (const doc of page.docs) {
        if (Array.isArray(doc.get("searchTerms"))) continue;
        batch.update(doc.ref, { searchTouchedAt: FieldValue.serverTimestamp() });
        touched[name] += 1;
      }
      await batch.commit();
      last = page.docs.at(-1);
      if (page.size < PAGE) break;
    }
  }
  return touched;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf("--project");
  const projectId = at > 0 ? process.argv[at + 1] : undefined;
  if (!projectId) {
    console.error("Usage: tsx scripts/migrate-search.ts --project <project-id>");
    process.exit(2);
  }
  const app = getApps()[0] ?? initializeApp({ projectId });
  console.log("Documents touched for the search triggers:", await touchUnsearchable(getFirestore(app)));
}
