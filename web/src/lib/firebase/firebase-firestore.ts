/** Full Firestore (live listeners), only for signed-in screens; loaded with them. */
import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore";
import { env } from "@/config/env";
import { firebaseApp } from "./firebase-app";

let db: Firestore | undefined;

export function getDb(): Firestore {
  if (!db) {
    db = getFirestore(firebaseApp());
    if (env.useEmulators) {
      const [host = "127.0.0.1", port = "8080"] = env.emulators.firestoreHost.split(":");
      connectFirestoreEmulator(db, host, Number(port));
    }
  }
  return db;
}
