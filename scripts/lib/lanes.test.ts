import { describe, expect, it } from "vitest";
import { dealShared, longestFirst, workOf } from "./lanes.js";

const api = (name: string) => `tests/api/${name}.api.test.ts`;
const e2e = (name: string) => `tests/e2e/${name}.e2e.test.ts`;
const rules = (name: string) => `tests/rules/${name}.rules.test.ts`;

describe("sharing the files between the pools", () => {
  it("puts the longest first, ties by name, unlisted files last", () => {
    expect(longestFirst([e2e("cart"), e2e("a11y"), e2e("unlisted"), e2e("admin")])).toEqual([
      e2e("a11y"),
      e2e("admin"),
      e2e("cart"),
      e2e("unlisted"),
    ]);
  });

  it("gives each shared file to the pool that ends first, before that pool's own files", () => {
    // Server: low-stock 30 s on 2 workers (15 each); browser: a11y 101 s on 2 (50.5 each). The rules
    // files join the server pool, its first paying a worker start (5 s).
    const [server, browser] = dealShared(
      [
        { workers: 2, files: [api("users"), api("low-stock")] },
        { workers: 2, files: [e2e("a11y")] },
      ],
      [rules("roles"), rules("matrix")],
    );
    expect(server?.files).toEqual([rules("matrix"), rules("roles"), api("low-stock"), api("users")]);
    expect(browser?.files).toEqual([e2e("a11y")]);
  });

  it("gives a shared file to the other pool once the first would end later", () => {
    const heavy = [api("purchase-lifecycle"), api("low-stock"), api("variants")];
    const [server, browser] = dealShared(
      [
        { workers: 1, files: heavy },
        { workers: 1, files: [e2e("disputes")] },
      ],
      [rules("matrix")],
    );
    expect(workOf(server?.files ?? [])).toBe(workOf(heavy));
    expect(browser?.files).toEqual([rules("matrix"), e2e("disputes")]);
  });
});
