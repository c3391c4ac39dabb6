/**
 * Build-time configuration, checked once at start-up. A hand-written check rather than zod keeps
 * the validator out of the first page's JavaScript. Emulator wiring is on only when
 * VITE_USE_EMULATORS=true (set by the launcher; never in a production build).
 * Each variable is read by its full name (`import.meta.env.VITE_…`), so that the build inlines
 * just the values this file uses, not an object of every variable.
 */
function read(value: unknown, name: string, required = false): string {
  if (typeof value === "string" && value !== "") return value;
  if (required) throw new Error(`Invalid web configuration: ${name} is missing`);
  return "";
}

/** The Hosting emulator's address with the default ports. */
export const DEFAULT_SITE_URL = "http://127.0.0.1:5050";

function parseEnv() {
  const useEmulators = import.meta.env.VITE_USE_EMULATORS === "true";
  const appId = read(import.meta.env.VITE_FIREBASE_APP_ID, "VITE_FIREBASE_APP_ID");
  return {
    firebase: {
      apiKey: read(import.meta.env.VITE_FIREBASE_API_KEY, "VITE_FIREBASE_API_KEY", true),
      authDomain: read(import.meta.env.VITE_FIREBASE_AUTH_DOMAIN, "VITE_FIREBASE_AUTH_DOMAIN", true),
      projectId: read(import.meta.env.VITE_FIREBASE_PROJECT_ID, "VITE_FIREBASE_PROJECT_ID", true),
      storageBucket: read(import.meta.env.VITE_FIREBASE_STORAGE_BUCKET, "VITE_FIREBASE_STORAGE_BUCKET"),
      ...(appId ? { appId } : {}),
    },
    useEmulators,
    emulators: {
      authUrl: read(import.meta.env.VITE_AUTH_EMULATOR_URL, "") || "http://127.0.0.1:9099",
      firestoreHost: read(import.meta.env.VITE_FIRESTORE_EMULATOR_HOST, "") || "127.0.0.1:8080",
      /** Empty when the Storage emulator cannot start on this machine. */
      storageHost: read(import.meta.env.VITE_STORAGE_EMULATOR_HOST, ""),
    },
    stripe: {
      publishableKey: read(import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY, "VITE_STRIPE_PUBLISHABLE_KEY", true),
      /** Only with the emulators: the local Stripe.js stand-in. Production loads Stripe's own script. */
      standInScriptUrl: useEmulators ? read(import.meta.env.VITE_STRIPE_JS_URL, "") : "",
    },
    apiBase: read(import.meta.env.VITE_API_BASE, "") || "/api",
    /**
     * The public origin for canonical URLs, Open Graph and the sitemap (no trailing slash). The
     * launcher sets the Hosting emulator's; a production build must set it (the pre-render step
     * refuses to write a local address into a production build).
     */
    siteUrl: (read(import.meta.env.VITE_SITE_URL, "") || DEFAULT_SITE_URL).replace(/\/+$/, ""),
  } as const;
}

export const env = parseEnv();
