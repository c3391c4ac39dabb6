/**
 * A real https server on localhost (test-only certificate, tests/support/tls) serving images and
 * non-images, for the server-side image fetch (functions/src/uploads/rehost-image.ts): the
 * functions in the emulator trust its CA and may reach `localhost` (IMAGE_FETCH_ALLOW_HOSTS).
 */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const TLS = path.join(path.dirname(fileURLToPath(import.meta.url)), "tls");

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

export interface ImageServer {
  /** `https://localhost:<port><path>` */
  url: (p: string) => string;
  /** How many requests each path received. */
  hits: Map<string, number>;
  close: () => Promise<void>;
}

/** Paths: /gimbal.png (a PNG), /page.png (HTML claiming image/png), /huge.png (6 MB), /moved.png (→ /gimbal.png), /to-http.png (→ http:). */
export async function startImageServer(): Promise<ImageServer> {
  const hits = new Map<string, number>();
  const server: Server = createServer(
    {
      key: readFileSync(path.join(TLS, "localhost.key")),
      cert: readFileSync(path.join(TLS, "localhost.pem")),
    },
    (req, res) => {
      const p = new URL(req.url ?? "/", "https://localhost").pathname;
      hits.set(p, (hits.get(p) ?? 0) + 1);
      if (p === "/gimbal.png") res.writeHead(200, { "Content-Type": "image/png" }).end(PNG_BYTES);
      else if (p === "/page.png")
        res.writeHead(200, { "Content-Type": "image/png" }).end("<html><script>alert(1)</script></html>");
      else if (p === "/huge.png") {
        res.writeHead(200, { "Content-Type": "image/png" });
        res.end(Buffer.concat([PNG_BYTES, Buffer.alloc(6 * 1024 * 1024)]));
      } else if (p === "/moved.png") res.writeHead(302, { Location: "/gimbal.png" }).end();
      else if (p === "/to-http.png") res.writeHead(302, { Location: "http://localhost/gimbal.png" }).end();
      else res.writeHead(404).end();
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (p) => `https://localhost:${port}${p}`,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
