/**
 * reactfire's providers for the dashboard's live Firestore data and ID-token claims. Mounted by
 * the lazily loaded dashboard layout, so the public pages load no Firestore (nor reactfire) code.
 * Non-suspense: reactfire's suspense mode has an open bug with React 19.
 */
import type { ReactNode } from "react";
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from "reactfire";
import { firebaseApp } from "@/lib/firebase/firebase-app";
import { getFirebaseAuth } from "@/lib/firebase/firebase-auth";
import { getDb } from "@/lib/firebase/firebase-firestore";

export function FirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp()} suspense={false}>
      <AuthProvider sdk={getFirebaseAuth()}>
        <FirestoreProvider sdk={getDb()}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
