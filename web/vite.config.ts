import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "@": r("./src"),
      // Domain rules live once, in the functions, and are bundled into the web app from there.
      // Import from a module ("@shop/domain/money.js") so pages only bundle what they use.
      "@shop/domain": r("../functions/src/domain"),
    },
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
  },
});
