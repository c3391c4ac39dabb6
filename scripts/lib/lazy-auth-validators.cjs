// @ts-check
/**
 * Loaded into the firebase-tools process beside emulator-clock.cjs (prepare.ts's firebaseArgs).
 * The Auth emulator serves the Identity Toolkit API through exegesis, which compiles a JSON-schema
 * validator for the request and the responses of every one of the API's operations when the
 * emulator starts, unless told to compile each on its first use (`lazyCompileValidationSchemas`,
 * which firebase-tools 14.18 does not set). Measured (2026-11-29, the Auth API's document through
 * exegesis' compileApi): 5.75 CPU-s eagerly, 0.50 lazily; each `npm start`, and each of the
 * launcher suite's four starts, paid it. Here lazy compiling becomes the default; the requests
 * are validated by the same schemas, once each operation is first called.
 */
const path = require("node:path");

const FIREBASE_TOOLS = path.join(__dirname, "../../node_modules/firebase-tools/lib/emulator/auth/server.js");

/** @type {{ compileOptions: (options?: Record<string, unknown>) => unknown }} */
const options = require(require.resolve("exegesis/lib/options", { paths: [FIREBASE_TOOLS] }));
const compileOptions = options.compileOptions;
if (typeof compileOptions !== "function") {
  throw new Error("lazy-auth-validators.cjs: exegesis/lib/options has no compileOptions any more");
}
options.compileOptions = (given = {}) => compileOptions({ lazyCompileValidationSchemas: true, ...given });
