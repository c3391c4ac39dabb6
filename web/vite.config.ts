import react from "@vitejs/plugin-react";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { parse } from "@formatjs/icu-messageformat-parser";
import { defineConfig, type Plugin } from "vite";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** A message catalogue: every `messages/{en,de,fr}.ts` under src (see precompiledMessages). */
const CATALOGUE = /[\\/]src[\\/].*[\\/]messages[\\/](en|de|fr)\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

/** Every string literal that is a property's value in the module's object literals. */
function messageLiterals(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    node.forEach((child) => messageLiterals(child, found));
    return found;
  }
  if (!isNode(node)) return found;
  if (node.type === "Property" && isNode(node.value) && node.value.type === "Literal") {
    if (typeof node.value.value === "string") found.push(node.value);
    return found;
  }
  for (const [key, child] of Object.entries(node)) if (key !== "type") messageLiterals(child, found);
  return found;
}

/**
 * The message catalogues compiled to FormatJS's message AST when Vite transforms them, so that the
 * app ships without the ICU message parser: ICU_WITHOUT_PARSER below resolves the parser to its
 * `no-parser` build, which formats ASTs only (FormatJS's "precompile" advice; ~20 kB gzipped less
 * on every first load). The catalogues stay TypeScript objects of strings (typed keys, and the
 * catalogue check in scripts/lib/i18n-catalogue.test.ts reads them as written).
 */
function precompiledMessages(): Plugin {
  return {
    name: "precompiled-messages",
    transform(code, id) {
      if (!CATALOGUE.test(id.split("?")[0] ?? "")) return null;
      const literals = messageLiterals(this.parse(code));
      if (literals.length === 0) this.error(`${id}: no messages found to precompile`);
      let out = code;
      for (const literal of [...literals].sort((a, b) => b.start - a.start)) {
        const ast = parse(String(literal.value), { captureLocation: false });
        out = `${out.slice(0, literal.start)}${JSON.stringify(ast)}${out.slice(literal.end)}`;
      }
      return { code: out, map: null };
    },
  };
}

/**
 * FormatJS's message parser as its `no-parser` build: intl-messageformat formats the catalogues,
 * compiled to message ASTs by precompiledMessages above, and the parser stays out of the app.
 */
const ICU_WITHOUT_PARSER = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: createRequire(import.meta.url).resolve("@formatjs/icu-messageformat-parser/no-parser.js"),
};

/**
 * reactfire ships one pre-built file that imports every Firebase SDK it has hooks for, and its
 * built-in copy of rxfire keeps Realtime Database functions in a top-level table, so a bundler
 * keeps the whole Database SDK (and more) in the dashboard's chunk. The dashboard uses reactfire's
 * Auth and Firestore parts only: for reactfire alone, these SDKs resolve to stubs that throw if
 * called. The app's own imports (lib/firebase/storage-upload.ts uses Storage) are untouched.
 */
const SDKS_UNUSED_FROM_REACTFIRE: Record<string, string[]> = {
  "firebase/database": [
    "get",
    "off",
    "onChildAdded",
    "onChildChanged",
    "onChildMoved",
    "onChildRemoved",
    "onValue",
  ],
  "firebase/functions": ["httpsCallable"],
  "firebase/remote-config": [
    "ensureInitialized",
    "getAll",
    "getBoolean",
    "getNumber",
    "getString",
    "getValue",
  ],
  "firebase/storage": ["getDownloadURL", "ref"],
};

function reactfireWithoutUnusedSdks(): Plugin {
  const prefix = "\0reactfire-unused:";
  return {
    name: "reactfire-without-unused-sdks",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (
        importer &&
        /[\\/]node_modules[\\/]reactfire[\\/]/.test(importer) &&
        source in SDKS_UNUSED_FROM_REACTFIRE
      )
        return prefix + source;
      return null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const sdk = id.slice(prefix.length);
      const message = JSON.stringify(`${sdk} is not bundled for reactfire (web/vite.config.ts)`);
      const names = SDKS_UNUSED_FROM_REACTFIRE[sdk] ?? [];
      return [
        `const unavailable = () => { throw new Error(${message}); };`,
        ...names.map((name) => `export const ${name} = unavailable;`),
      ].join("\n");
    },
  };
}

/** The public pages' screens (besides the home page, which is in the entry chunk). */
const PUBLIC_SCREENS = [
  "src/features/marketing/routes/about.tsx",
  "src/features/marketing/routes/services.tsx",
  "src/features/marketing/routes/contact.tsx",
  "src/features/marketing/routes/accessibility.tsx",
  "src/features/catalog/routes/shop.tsx",
  "src/app/routes/product.tsx",
];

/**
 * Fails the build when a public page's first load (the entry chunk, or a public screen's chunk,
 * with what they import statically) contains zod: building schemas and zod's own start were most
 * of the main-thread work before a public page was usable (issue 34, Total Blocking Time). Forms
 * load their schema when they first validate; @shop/domain keeps its schemas apart from the
 * constants and rules the pages use (e.g. product-page.ts and product-page-input.ts).
 */
function publicPagesWithoutZod(): Plugin {
  return {
    name: "public-pages-without-zod",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const starts = chunks.filter(
        (c) =>
          c.isEntry ||
          PUBLIC_SCREENS.some((screen) => c.facadeModuleId?.replace(/\\/g, "/").endsWith(`web/${screen}`)),
      );
      for (const start of starts) {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          const chunk = byFile.get(file);
          const zod = chunk?.moduleIds.find((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id));
          if (zod)
            this.error(
              `${start.facadeModuleId ?? start.fileName} loads zod on a public page's first load (${file}: ${zod}); import the schema when it is used`,
            );
          chunk?.imports.forEach(visit);
        };
        visit(start.fileName);
      }
    },
  };
}

/** The entry (index.html, src/main.tsx) and what it needs besides React: kept out of the "app" chunk. */
const ENTRY_ONLY = new RegExp(
  [
    /[\\/]web[\\/](index\.html|src[\\/]main\.tsx|src[\\/]app[\\/]styles\.css)$/.source,
    /vite[\\/]preload-helper/.source,
    // What the entry reads before React (see src/main.tsx): the visitor's view and the held input.
    /[\\/]web[\\/]src[\\/](app[\\/]hydrate-on-intent|lib[\\/]session[\\/]visitor-view)\.ts$/.source,
    /[\\/]packages[\\/]domain[\\/]src[\\/](currency[\\/]currency|core[\\/]money)\.ts$/.source,
  ].join("|"),
);

export default defineConfig({
  plugins: [react(), reactfireWithoutUnusedSdks(), publicPagesWithoutZod(), precompiledMessages()],
  resolve: {
    alias: [
      { find: "@", replacement: r("./src") },
      // react-toastify's default entry injects its CSS as a <style> element, which the CSP's
      // style-src 'self' refuses; the unstyled entry is the same API, and toasts.tsx loads the
      // same CSS as a file.
      { find: /^react-toastify$/, replacement: "react-toastify/unstyled" },
      // zod's eval probe is refused by the CSP (no 'unsafe-eval'): jitless zod, see the module.
      { find: /^zod$/, replacement: r("./src/lib/forms/zod-without-eval.ts") },
      ICU_WITHOUT_PARSER,
    ],
  },
  server: {
    port: Number(process.env.VITE_DEV_PORT ?? 5173),
    strictPort: true,
    proxy: process.env.VITE_API_PROXY_TARGET
      ? { "/api": { target: process.env.VITE_API_PROXY_TARGET, changeOrigin: true } }
      : undefined,
  },
  build: {
    target: "es2022",
    sourcemap: false,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app is an entry of its own, loaded by main.tsx with a dynamic import (see main.tsx):
      // the "app" group below then holds what it imports statically, as it did for main.tsx.
      input: { index: r("./index.html"), "client-app": r("./src/app/client-app.tsx") },
      output: {
        // React in one file, the app the first page runs in another (the default split it into a
        // dozen small shared chunks, each with its own request and gzip overhead); lazy routes stay
        // in their own chunks.
        // The signed-in screens' data layers in two files instead of a dozen small shared chunks:
        // every chunk's name is also listed in the first page's preload map, which counts
        // against the JavaScript `/` loads (npm run bench).
        codeSplitting: {
          // Only the modules named below (their dependencies, React for one, stay where they were).
          includeDependenciesRecursively: false,
          groups: [
            // React and React DOM apart from the entry's own code and the app's: see src/main.tsx.
            { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 1 },
            // The app that src/main.tsx loads (a second entry: see input), without the entry itself.
            { name: "app", tags: ["$initial"], test: (id) => !ENTRY_ONLY.test(id) },
            // TanStack Query and the app's setup of it (lib/api/query-client.ts), one file.
            {
              name: "query",
              test: /[\\/]node_modules[\\/]@tanstack[\\/]|[\\/]src[\\/](lib[\\/](api[\\/](query-client|query-keys)|session[\\/]access-denied)|app[\\/]providers[\\/]query-provider)\./,
            },
            // The dashboard's live data: Firestore, reactfire and its helpers, the app's converters, one file.
            {
              name: "live-data",
              test: /[\\/]node_modules[\\/](reactfire|rxjs|tslib|use-sync-external-store|re2js|@firebase[\\/](firestore|webchannel-wrapper)|firebase[\\/]firestore)[\\/]|^\0reactfire-unused:|[\\/]src[\\/](lib[\\/](firebase[\\/](live-data|converters|firebase-firestore)|session[\\/]admin-claim)|app[\\/]providers[\\/]firebase-providers)\./,
            },
          ],
        },
      },
    },
  },
});
