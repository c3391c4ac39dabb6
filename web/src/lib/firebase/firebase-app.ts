import { getApp, getApps, initializeApp, type FirebaseApp } from "firebase/app";
import { env } from "@/config/env";

export function firebaseApp(): FirebaseApp {
  return getApps().length ? getApp() : initializeApp(env.firebase);
}
