/**
 * A tiny static server for web/dist like Hosting (for bundle measurements): clean URLs (/about serves
 * about.html) and the app shell for every other path.
 */
import { createServer, type Server } from "node:http";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".png": "image/png",
  ".webp": "image/webp",
};

export function serveDist(dir: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname.startsWith("/api/")) {
      res
        .writeHead(503, { "Content-Type": "application/json" })
        .end('{"error":{"code":"unavailable","message":"bench"}}');
      return;
    }
    const isFile = (f: string) => f.startsWith(dir) && existsSync(f) && statSync(f).isFile();
    const wanted = path.join(dir, decodeURIComponent(url.pathname));
    const file =
      [url.pathname === "/" ? path.join(dir, "index.html") : wanted, `${wanted}.html`].find(isFile) ??
      path.join(dir, existsSync(path.join(dir, "app-shell.html")) ? "app-shell.html" : "index.html");
    res.writeHead(200, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
