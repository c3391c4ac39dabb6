/**
 * Build-time configuration, checked once at start-up. A hand-written check rather than zod keeps
 * the validator out of the first page's JavaScript. Emulator wiring is on only when
 * VITE_USE_EMULATORS=true (set by the launcher; never in a production build).
 */
type RawEnv = Record<string, string | boolean | undefined>;

function read(raw: RawEnv, name: string, required: boolean): string {
  const value = raw[name];
  if (typeof value === "string" && value !== "") return value;
  if (required) throw new Error(`Invalid web configuration: ${name} is missing`);
  return "";
}

function parseEnv(raw: RawEnv) {
  const useEmulators = read(raw, "VITE_USE_EMULATORS", false) === "true";
  const appId = read(raw, "VITE_FIREBASE_APP_ID", false);
  return {
    firebase: {
      apiKey: read(raw, "VITE_FIREBASE_API_KEY", true),
      authDomain: read(raw, "VITE_FIREBASE_AUTH_DOMAIN", true),
      projectId: read(raw, "VITE_FIREBASE_PROJECT_ID", true),
      storageBucket: read(raw, "VITE_FIREBASE_STORAGE_BUCKET", false),
      ...(appId ? { appId } : {}),
    },
    useEmulators,
    emulators: {
      authUrl: read(raw, "VITE_AUTH_EMULATOR_URL", false) || "http://127.0.0.1:9099",
      firestoreHost: read(raw, "VITE_FIRESTORE_EMULATOR_HOST", false) || "127.0.0.1:8080",
      /** Empty when the Storage emulator cannot start on this machine. */
      storageHost: read(raw, "VITE_STORAGE_EMULATOR_HOST", false),
    },
    stripe: {
      publishableKey: read(raw, "VITE_STRIPE_PUBLISHABLE_KEY", true),
      /** Only with the emulators: the local Stripe.js stand-in. Production loads Stripe's own script. */
      standInScriptUrl: useEmulators ? read(raw, "VITE_STRIPE_JS_URL", false) : "",
    },
    apiBase: read(raw, "VITE_API_BASE", false) || "/api",
  } as const;
}

export const env = parseEnv(import.meta.env as RawEnv);
