// @ts-check
/**
 * Loaded into every Functions emulator worker (NODE_OPTIONS, set by emulator-clock.cjs in the
 * firebase-tools process): the worker's own wrapper, firebase-tools'
 * lib/emulator/functionsEmulatorRuntime.js, requires functionsEmulatorShared.js for two small
 * helpers (HttpConstants, findModuleRoot), and that file requires firebase-tools' deploy and
 * extensions code at its top (backend, manifest, extensionsHelper, services, prepare: archiver,
 * marked-terminal, the Google API clients), which a worker never calls. Measured in a targeted run
 * (2026-11-29, a CPU profile of each worker): 1.2 CPU-s of each worker's start, of about 2 s; a
 * whole `npm test` starts about 50 workers.
 *
 * Here those modules are loaded on first use instead (a proxy that requires the real module the
 * first time any of its properties is read), in worker processes only. Nothing else changes: the
 * functions, their triggers and the emulator's behaviour are the same; if a worker ever reads one
 * of them, it gets the real module.
 */
const Module = require("node:module");
const path = require("node:path");

const RUNTIME = /[\\/]firebase-tools[\\/]lib[\\/]emulator[\\/]functionsEmulatorRuntime(\.js)?$/;
const SHARED = `${path.sep}emulator${path.sep}functionsEmulatorShared.js`;
/** What functionsEmulatorShared.js requires that a worker never uses. */
const DEFERRED = new Set([
  "../deploy/functions/backend",
  "../extensions/manifest",
  "../extensions/extensionsHelper",
  "./extensions/postinstall",
  "../deploy/functions/services",
  "../deploy/functions/prepare",
  "../utils",
]);

/**
 * A stand-in for a module that requires it on first use.
 * @param {() => Record<string | symbol, unknown>} load
 */
function deferred(load) {
  /** @type {Record<string | symbol, unknown> | undefined} */
  let real;
  const target = () => (real ??= load());
  return new Proxy(
    {},
    {
      get: (_t, key) => target()[key],
      has: (_t, key) => key in target(),
      ownKeys: () => Reflect.ownKeys(target()),
      getOwnPropertyDescriptor: (_t, key) => {
        const d = Object.getOwnPropertyDescriptor(target(), key);
        return d ? { ...d, configurable: true } : undefined;
      },
    },
  );
}

if (RUNTIME.test(process.argv[1] ?? "")) {
  /** Node's internal loader (not in its types). */
  const loader =
    /** @type {{ _load: (request: string, parent: { filename?: string } | undefined, isMain: boolean) => unknown }} */ (
      /** @type {unknown} */ (Module)
    );
  const load = loader._load.bind(Module);
  loader._load = (request, parent, isMain) => {
    if (parent?.filename?.endsWith(SHARED) && DEFERRED.has(request)) {
      return deferred(() => /** @type {Record<string, unknown>} */ (load(request, parent, isMain)));
    }
    return load(request, parent, isMain);
  };
}
