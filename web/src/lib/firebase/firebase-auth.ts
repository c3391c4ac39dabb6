/**
 * Firebase Auth, loaded on demand (dynamic import of this module) so the first paint of public
 * pages never waits for it. Persistence tries IndexedDB, then local storage, then session
 * storage (spec §3: three browser storage kinds in order).
 */
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from "firebase/auth";
import { env } from "@/config/env";
import { firebaseApp } from "./firebase-app";

let auth: Auth | undefined;

export function getFirebaseAuth(): Auth {
  if (!auth) {
    auth = initializeAuth(firebaseApp(), {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
      popupRedirectResolver: browserPopupRedirectResolver,
    });
    if (env.useEmulators) connectAuthEmulator(auth, env.emulators.authUrl, { disableWarnings: true });
  }
  return auth;
}
