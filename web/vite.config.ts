import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: "@", replacement: r("./src") },
      // react-toastify's default entry injects its CSS as a <style> element, which the CSP's
      // style-src 'self' refuses; the unstyled entry is the same API, and toasts.tsx loads the
      // same CSS as a file.
      { find: /^react-toastify$/, replacement: "react-toastify/unstyled" },
      // zod's eval probe is refused by the CSP (no 'unsafe-eval'): jitless zod, see the module.
      { find: /^zod$/, replacement: r("./src/lib/zod-without-eval.ts") },
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
      output: {
        // Everything the first page runs in one file (the default split it into ~5 small shared
        // chunks, each with its own request and gzip overhead); lazy routes stay in their own chunks.
        codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] },
      },
    },
  },
});
