/**
 * The Stripe.js stand-in served at `/js/stripe.js`: the TypeScript module in `browser/` bundled
 * with esbuild into one classic script (ES2017, IIFE), once per process on first use.
 * Nothing is written to disk.
 */
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ENTRY = fileURLToPath(new URL("./browser/stripe.ts", import.meta.url));

let bundle: Promise<string> | undefined;

/** The bundled browser code (cached; a failed build is retried on the next call). */
export function stripeJsBundle(): Promise<string> {
  bundle ??= build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2017",
    charset: "utf8",
    legalComments: "none",
    logLevel: "silent",
  }).then(
    (result) => {
      const file = result.outputFiles[0];
      if (!file) throw new Error("esbuild produced no output for the Stripe.js stand-in");
      return file.text;
    },
    (error: unknown) => {
      bundle = undefined;
      throw error;
    },
  );
  return bundle;
}

/**
 * The stand-in script; `serverOrigin` is used when `document.currentScript` is unavailable. The
 * bundle reads it as the free identifier `__STRIPE_LOCAL_ORIGIN__`, bound here by a wrapper.
 */
export async function stripeJsStandInSource(serverOrigin: string): Promise<string> {
  const code = await stripeJsBundle();
  return `(function (__STRIPE_LOCAL_ORIGIN__) {\n${code}})(${JSON.stringify(serverOrigin)});\n`;
}
