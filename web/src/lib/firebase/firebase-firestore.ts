/** Full Firestore (live listeners), only for signed-in screens; loaded with them. */
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from "firebase/firestore";
import { env } from "@/config/env";
import { firebaseApp } from "./firebase-app";

let db: Firestore | undefined;

/**
 * When the page goes away for good (not into the back/forward cache), closes Firestore's
 * connection: its WebChannel then sends the server a `terminate` beacon, and the server drops the
 * page's listeners at once instead of keeping them (and matching every later change against
 * them) until the channel times out.
 */
function closeWhenPageLeaves(firestore: Firestore): void {
  window.addEventListener("pagehide", (event) => {
    if (!event.persisted) void terminate(firestore);
  });
}

export function getDb(): Firestore {
  if (!db) {
    db = getFirestore(firebaseApp());
    if (env.useEmulators) {
      const [host = "127.0.0.1", port = "8080"] = env.emulators.firestoreHost.split(":");
      connectFirestoreEmulator(db, host, Number(port));
    }
    closeWhenPageLeaves(db);
  }
  return db;
}
